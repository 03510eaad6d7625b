#include "masterycontroller.h"

#include "masteryrefusaltexts.h"

#include "mastery/masteryencounterjson.h"

#include <QCoro/QCoroSignal>
#include <QFileInfo>
#include <QJsonDocument>

#include <algorithm>

using namespace battlemat;

/** Hands each offer to the view and waits for its answer. */
class MasteryController::ViewDecider : public MasteryDecider
{
public:
    explicit ViewDecider(MasteryController *controller)
        : m_controller(controller)
    {}
    QCoro::Task<MasteryChoice> decide(MasteryOffer offer) override
    {
        m_controller->setOffer(offer);
        const bool spend = co_await qCoro(m_controller, &MasteryController::answered);
        co_return spend ? MasteryChoice::Spend : MasteryChoice::Pass;
    }
    QCoro::Task<bool> takeOpportunityAttack(OpportunityOffer offer) override
    {
        m_controller->setOpportunity(offer);
        co_return co_await qCoro(m_controller, &MasteryController::opportunityAnswered);
    }

private:
    MasteryController *m_controller;
};

MasteryController::MasteryController(QObject *parent)
    : QAbstractListModel(parent)
    , m_decider(std::make_unique<ViewDecider>(this))
{}

MasteryController::~MasteryController() = default;

MasteryDecider *MasteryController::viewDecider() const
{
    return m_decider.get();
}

int MasteryController::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !view() ? 0 : int(m_rows.size());
}

// "Combat": the tracker lists the turn order as the engine keeps it (highest initiative first, ties broken by its
// rules), a group's members at the group's place in the roster's order; those delaying come after it, in the order
// they left it, then whoever is out of it (defeated, or everyone before combat starts) in the roster's order.
void MasteryController::sortRows()
{
    m_rows.clear();
    const MasteryState *state = view();
    if (!state)
        return;
    const QList<RefInitiativeEntry> &entries = state->order.entries();
    const QList<RefInitiativeEntry> &delayed = state->order.delayed();
    auto place = [&](const MasteryCombatant &sheet) {
        auto at = [&](const QList<RefInitiativeEntry> &list) -> qsizetype {
            for (qsizetype i = 0; i < list.size(); ++i) {
                if (list.at(i).id == sheet.id || (!sheet.group.isEmpty() && list.at(i).id == sheet.group))
                    return i;
            }
            return -1;
        };
        if (const qsizetype i = at(entries); i >= 0 && !sheet.defeated())
            return i;
        if (const qsizetype i = at(delayed); i >= 0 && !sheet.defeated())
            return entries.size() + i;
        return entries.size() + delayed.size();
    };
    for (qsizetype i = 0; i < state->combatants.size(); ++i)
        m_rows.append(i);
    std::stable_sort(m_rows.begin(), m_rows.end(), [&](qsizetype a, qsizetype b) {
        return place(state->combatants.at(a).sheet) < place(state->combatants.at(b).sheet);
    });
}

QVariant MasteryController::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const MasteryState &state = *view();
    const qsizetype at = m_rows.at(index.row());
    const CombatantState &combatant = state.combatants.at(at);
    const MasteryCombatant &sheet = combatant.sheet;
    const MonsterGroup *group = nullptr;
    for (const MonsterGroup &candidate : state.groups) {
        if (candidate.id == sheet.group)
            group = &candidate;
    }
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return sheet.name;
    case CombatantIdRole:
        return sheet.id;
    case SideRole:
        return sheet.side;
    case RankRole:
        return sheet.rank;
    case MpRole:
        return group ? group->mp : sheet.mp;
    case MpMaxRole:
        return group ? group->mpMax : sheet.mpMax;
    case ApLeftRole:
        // On its turn the APs left of it; between its turns those its next turn starts with (interrupts paid).
        if (!state.contested)
            return sheet.apPerTurn;
        return combatant.ap.turnOver() ? combatant.ap.perTurn() - combatant.ap.owedNextTurn() : combatant.ap.left();
    case ApPerTurnRole:
        return sheet.apPerTurn;
    case HealthRole:
        return sheet.health;
    case HealthMaxRole:
        return sheet.healthMax;
    case RegionRole:
        return sheet.region;
    case RegionNameRole: {
        const Region *region = state.map.region(sheet.region);
        return region && !region->name.isEmpty() ? region->name : sheet.region;
    }
    case OnTurnRole: {
        const QString current = state.order.current();
        return state.contested && !current.isEmpty() && (current == sheet.id || current == sheet.group);
    }
    case CooldownsRole:
        return combatant.ap.coolingDown().join(QStringLiteral(", "));
    case DelayingRole: {
        const QList<RefInitiativeEntry> &delayed = state.order.delayed();
        return std::any_of(delayed.cbegin(), delayed.cend(),
                           [&](const RefInitiativeEntry &e) { return e.id == sheet.id || e.id == sheet.group; });
    }
    case DefeatedRole:
        return sheet.defeated();
    case HiddenRole:
        return sheet.hidden;
    case OrderRole: {
        const QList<RefInitiativeEntry> &entries = state.order.entries();
        for (qsizetype i = 0; i < entries.size(); ++i) {
            if (entries.at(i).id == sheet.id || (!sheet.group.isEmpty() && entries.at(i).id == sheet.group))
                return int(i + 1);
        }
        return 0;
    }
    case SlotRole: {
        int slot = 0;
        for (qsizetype other = 0; other < at; ++other) // by the roster's order: tokens keep their places
            slot += state.combatants.at(other).sheet.region == sheet.region ? 1 : 0;
        return slot;
    }
    }
    return {};
}

QHash<int, QByteArray> MasteryController::roleNames() const
{
    return {{CombatantIdRole, "combatantId"},
            {NameRole, "name"},
            {SideRole, "side"},
            {RankRole, "rank"},
            {MpRole, "mp"},
            {MpMaxRole, "mpMax"},
            {ApLeftRole, "apLeft"},
            {ApPerTurnRole, "apPerTurn"},
            {HealthRole, "health"},
            {HealthMaxRole, "healthMax"},
            {RegionRole, "region"},
            {OnTurnRole, "onTurn"},
            {CooldownsRole, "cooldowns"},
            {DelayingRole, "delaying"},
            {DefeatedRole, "defeated"},
            {SlotRole, "slot"},
            {HiddenRole, "hidden"},
            {OrderRole, "order"},
            {RegionNameRole, "regionName"}};
}

int MasteryController::unplaced() const
{
    if (!view())
        return 0;
    const QList<CombatantState> &all = view()->combatants;
    return int(
        std::count_if(all.cbegin(), all.cend(), [](const CombatantState &c) { return c.sheet.region.isEmpty(); }));
}

QString MasteryController::lastEvent() const
{
    const QList<QJsonObject> &log = m_table ? m_tableEvents : m_encounter ? m_encounter->log() : m_tableEvents;
    if (log.isEmpty())
        return {};
    return QString::fromUtf8(QJsonDocument(log.constLast()).toJson(QJsonDocument::Compact));
}

int MasteryController::logSize() const
{
    if (m_table)
        return int(m_tableEvents.size());
    return m_encounter ? int(m_encounter->log().size()) : 0;
}

const MasteryState *MasteryController::view() const
{
    if (m_table)
        return m_tableState ? &*m_tableState : nullptr;
    return m_encounter ? &m_encounter->state() : nullptr;
}

bool MasteryController::take(const QJsonObject &object, const QString &source)
{
    auto file = masteryEncounterFromJson(object, JsonContext(source), QFileInfo(source).absolutePath());
    if (!file) {
        m_error = file.errorMessage();
        Q_EMIT errorMessageChanged();
        return false;
    }
    beginResetModel();
    m_encounter = std::make_unique<MasteryEncounter>(file->state);
    sortRows();
    endResetModel();
    updateMapJson();
    m_error.clear();
    Q_EMIT errorMessageChanged();
    Q_EMIT logChanged();
    return true;
}

bool MasteryController::load(const QString &fileName)
{
    auto object = readJsonObjectFile(fileName);
    if (!object) {
        m_error = object.errorMessage();
        Q_EMIT errorMessageChanged();
        return false;
    }
    return take(*object, fileName);
}

bool MasteryController::loadJson(const QString &text)
{
    auto object = parseJsonObject(text.toUtf8(), tr("encounter"));
    if (!object) {
        m_error = object.errorMessage();
        Q_EMIT errorMessageChanged();
        return false;
    }
    return take(*object, tr("encounter"));
}

void MasteryController::apply(const QString &commandJson)
{
    if ((!m_encounter && !m_table) || m_busy)
        return;
    auto command = parseJsonObject(commandJson.toUtf8(), tr("command"));
    if (!command) {
        m_error = command.errorMessage();
        Q_EMIT errorMessageChanged();
        return;
    }
    if (m_table)
        doApplyOnTable(*command);
    else
        doApply(*command);
}

QCoro::Task<> MasteryController::doApply(QJsonObject command)
{
    m_busy = true;
    Q_EMIT busyChanged();
    const Status status = co_await m_encounter->apply(command, m_decider.get());
    m_error = reasonShown(status.errorMessage());
    m_offer.clear();
    m_opportunity.clear();
    m_busy = false;
    updateMapJson();
    // The whole table may have changed: counters, regions, the turn and with it the order of the rows.
    beginResetModel();
    sortRows();
    endResetModel();
    Q_EMIT offerChanged();
    Q_EMIT opportunityChanged();
    Q_EMIT errorMessageChanged();
    Q_EMIT logChanged();
    Q_EMIT busyChanged();
}

void MasteryController::setOffer(const MasteryOffer &offer)
{
    QVariantList own;
    for (int face : offer.own.faces)
        own.append(face);
    // The name the tracker shows: the character's, or on a group's initiative roll the group's.
    QString name = offer.combatant;
    if (const MasteryState *state = view()) {
        if (const CombatantState *combatant = state->combatant(offer.combatant))
            name = combatant->sheet.name;
        for (const MonsterGroup &group : state->groups) {
            if (group.id == offer.combatant && !group.name.isEmpty())
                name = group.name;
        }
    }
    m_offer = {{QStringLiteral("combatant"), offer.combatant},
               {QStringLiteral("name"), name},
               {QStringLiteral("acting"), offer.acting},
               {QStringLiteral("contested"), offer.contested},
               {QStringLiteral("die"), QStringLiteral("D%1").arg(offer.own.sides)},
               {QStringLiteral("faces"), own},
               {QStringLiteral("kept"), offer.own.kept()},
               {QStringLiteral("otherKept"), offer.contested ? offer.other.kept() : 0},
               {QStringLiteral("disadvantaged"), offer.own.disadvantaged()},
               {QStringLiteral("mpAvailable"), offer.mpAvailable},
               {QStringLiteral("spendsLeft"), offer.spendsLeft},
               {QStringLiteral("successIfPass"), offer.ifPass.success},
               {QStringLiteral("successIfSpend"), offer.ifSpend.success},
               {QStringLiteral("expectedKeptIfSpend"), offer.expectedKeptIfSpend}};
    Q_EMIT offerChanged();
}

void MasteryController::setOpportunity(const OpportunityOffer &offer)
{
    auto nameOf = [this](const QString &id) {
        const CombatantState *combatant = view() ? view()->combatant(id) : nullptr;
        return combatant ? combatant->sheet.name : id;
    };
    const Region *region = view() ? view()->map.region(offer.region) : nullptr;
    m_opportunity = {{QStringLiteral("attacker"), offer.attacker},
                     {QStringLiteral("attackerName"), nameOf(offer.attacker)},
                     {QStringLiteral("target"), offer.target},
                     {QStringLiteral("targetName"), nameOf(offer.target)},
                     {QStringLiteral("region"), offer.region},
                     {QStringLiteral("regionName"), region ? region->name : offer.region},
                     {QStringLiteral("onEntering"), offer.onEntering},
                     {QStringLiteral("hitChance"), offer.hitChance},
                     {QStringLiteral("defenseDisadvantaged"), offer.defenseDisadvantaged}};
    Q_EMIT opportunityChanged();
}

void MasteryController::answerOpportunity(bool take)
{
    if (m_opportunity.isEmpty())
        return;
    m_opportunity.clear();
    Q_EMIT opportunityChanged();
    Q_EMIT opportunityAnswered(take);
}

void MasteryController::answer(bool spend)
{
    if (m_offer.isEmpty())
        return;
    m_offer.clear();
    Q_EMIT offerChanged();
    Q_EMIT answered(spend);
}
