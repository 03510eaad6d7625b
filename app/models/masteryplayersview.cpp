#include "masteryplayersview.h"

#include "encountercontroller.h"
#include "regionmappicture.h"
#include "regions/regionmapjson.h"
#include "rulesets/masteryruleset.h"
#include "rulesets/masterytablerun.h"
#include "session/tablesession.h"

#include <QJsonDocument>

using namespace battlemat;

MasteryPlayersView::MasteryPlayersView(QObject *parent)
    : QAbstractListModel(parent)
{}

void MasteryPlayersView::setTable(EncounterController *table)
{
    if (m_table == table)
        return;
    if (m_table)
        disconnect(m_table, nullptr, this, nullptr);
    m_table = table;
    if (m_table) {
        connect(m_table, &EncounterController::tableChanged, this, &MasteryPlayersView::reload);
        connect(m_table, &EncounterController::stateChanged, this, &MasteryPlayersView::reload);
    }
    reload();
    Q_EMIT tableChanged();
}

void MasteryPlayersView::reload()
{
    std::optional<MasteryState> state;
    const TableSession *session = m_table ? m_table->session() : nullptr;
    if (session && session->table().rules.ruleset == MasteryRuleset::moduleId()) {
        const QJsonObject module = session->table().modules.value(MasteryRuleset::moduleId());
        if (MasteryTable::hasEncounter(module)) {
            auto loaded = MasteryTable::load(module);
            if (loaded)
                state = *loaded;
        }
    }
    beginResetModel();
    m_rows.clear();
    m_fight = state.has_value();
    m_contested = state && state->contested;
    m_round = m_contested ? state->order.round() : 0;
    m_turnName.clear();
    m_turnUnseen = false;
    QString json;
    if (state) {
        const QString current = m_contested ? state->order.current() : QString();
        QHash<QString, int> inRegion;
        bool currentShown = false;
        for (const CombatantState &combatant : std::as_const(state->combatants)) {
            const MasteryCombatant &sheet = combatant.sheet;
            // The filter: nothing hidden and nothing off the map reaches the players.
            if (sheet.hidden || sheet.region.isEmpty())
                continue;
            Shown shown{sheet.id,
                        sheet.name,
                        sheet.side,
                        sheet.region,
                        inRegion[sheet.region]++,
                        !current.isEmpty() && (current == sheet.id || current == sheet.group),
                        sheet.defeated()};
            currentShown = currentShown || shown.onTurn;
            m_rows.append(shown);
        }
        if (!current.isEmpty()) {
            const MonsterGroup *group = state->group(current);
            const CombatantState *one = state->combatant(current);
            if (currentShown)
                m_turnName = group ? group->name : one ? one->sheet.name : current;
            else
                m_turnUnseen = true;
        }
        json = RegionMapPicture::viewJson(state->map, RegionMapPicture::ofFight(session->table()));
    }
    endResetModel();
    if (json != m_mapJson) {
        m_mapJson = json;
        Q_EMIT mapJsonChanged();
    }
    Q_EMIT changed();
}

int MasteryPlayersView::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant MasteryPlayersView::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Shown &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return row.name;
    case CombatantIdRole:
        return row.id;
    case SideRole:
        return row.side;
    case RegionRole:
        return row.region;
    case SlotRole:
        return row.slot;
    case OnTurnRole:
        return row.onTurn;
    case DefeatedRole:
        return row.defeated;
    }
    return {};
}

QHash<int, QByteArray> MasteryPlayersView::roleNames() const
{
    return {{CombatantIdRole, "combatantId"}, {NameRole, "name"}, {SideRole, "side"},
            {RegionRole, "region"},           {SlotRole, "slot"}, {OnTurnRole, "onTurn"},
            {DefeatedRole, "defeated"}};
}
