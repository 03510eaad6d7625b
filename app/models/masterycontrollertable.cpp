// MasteryController on the table: the encounter is the mastery ruleset's state in the campaign's session.
#include "masterycontroller.h"

#include "mastery/attackreach.h"
#include "mastery/combatantmove.h"
#include "mastery/turnordermoves.h"
#include "regionmappicture.h"

#include "dicelog.h"
#include "encountercontroller.h"
#include "mastery/masteryencounterjson.h"
#include "masteryrefusaltexts.h"
#include "regions/regionmapjson.h"
#include "rulesets/masterycommand.h"
#include "rulesets/masteryroster.h"
#include "rulesets/masteryruleset.h"
#include "rulesets/masterytablerun.h"
#include "session/tablesession.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

using namespace battlemat;

namespace {

QString facesText(const QJsonObject &roll)
{
    QStringList faces;
    for (const QJsonValue &face : roll.value(QStringLiteral("faces")).toArray())
        faces.append(QString::number(face.toInt()));
    return QStringLiteral("%1 [%2]").arg(roll.value(QStringLiteral("die")).toString(), faces.join(QLatin1Char(' ')));
}

} // namespace

void MasteryController::setTable(EncounterController *table)
{
    if (m_table == table)
        return;
    if (m_table)
        disconnect(m_table, nullptr, this, nullptr);
    m_table = table;
    if (m_table) {
        connect(m_table, &QObject::destroyed, this, [this] {
            m_table = nullptr;
            tableStateChanged();
        });
        connect(m_table, &EncounterController::tableChanged, this, &MasteryController::tableStateChanged);
        connect(m_table, &EncounterController::stateChanged, this, &MasteryController::tableStateChanged);
    }
    tableStateChanged();
    Q_EMIT tableChanged();
}

void MasteryController::tableStateChanged()
{
    beginResetModel();
    m_tableState.reset();
    const TableSession *session = m_table ? m_table->session() : nullptr;
    if (session && session->table().rules.ruleset == MasteryRuleset::moduleId()) {
        const QJsonObject module = session->table().modules.value(MasteryRuleset::moduleId());
        if (MasteryTable::hasEncounter(module)) {
            auto state = MasteryTable::load(module);
            if (state)
                m_tableState = *state;
        }
    }
    sortRows();
    endResetModel();
    updateMapJson();
    // A refusal about a fight no longer on the table (the campaign switched rules, or the fight was undone away)
    // says nothing useful any more.
    if (!m_tableState && !m_busy && !m_error.isEmpty()) {
        m_error.clear();
        Q_EMIT errorMessageChanged();
    }
    Q_EMIT logChanged();
}

bool MasteryController::onTable() const
{
    return m_table && m_tableState.has_value();
}

bool MasteryController::contested() const
{
    return view() && view()->contested;
}

QString MasteryController::currentTurn() const
{
    return contested() ? view()->order.current() : QString();
}

QString MasteryController::currentTurnName() const
{
    return nameOrGroup(currentTurn());
}

QString MasteryController::nameOrGroup(const QString &id) const
{
    for (const MonsterGroup &group : view() ? view()->groups : QList<MonsterGroup>{}) {
        if (group.id == id)
            return group.name.isEmpty() ? id : group.name;
    }
    return nameOf(id);
}

QString MasteryController::nameOf(const QString &id) const
{
    const CombatantState *combatant = view() && !id.isEmpty() ? view()->combatant(id) : nullptr;
    return combatant && !combatant->sheet.name.isEmpty() ? combatant->sheet.name : id;
}

QVariantList MasteryController::targetsFor(const QString &actor) const
{
    // The other sides first (the box starts on the first of them), then the actor's own, each in the roster's order.
    const CombatantState *acting = view() ? view()->combatant(actor) : nullptr;
    QVariantList foes, friends;
    for (const CombatantState &combatant : view() ? view()->combatants : QList<CombatantState>{}) {
        if (combatant.sheet.id == actor || combatant.sheet.defeated())
            continue;
        const bool ally = acting && combatant.sheet.side == acting->sheet.side;
        (ally ? friends : foes)
            .append(QVariantMap{{QStringLiteral("id"), combatant.sheet.id},
                                {QStringLiteral("name"), nameOf(combatant.sheet.id)}});
    }
    return foes + friends;
}

QString MasteryController::reasonShown(const QString &engineMessage) const
{
    // The engine names combatants and regions by id; the tracker, the map and the buttons by name.
    QString message = engineMessage;
    const auto rename = [&message](const QString &id, const QString &name) {
        message.replace(QLatin1Char('\'') + id + QLatin1Char('\''), QLatin1Char('\'') + name + QLatin1Char('\''));
    };
    if (const MasteryState *state = view()) {
        for (const CombatantState &combatant : state->combatants)
            rename(combatant.sheet.id, nameOf(combatant.sheet.id));
        for (const MonsterGroup &group : state->groups)
            rename(group.id, nameOrGroup(group.id));
        for (const Region &region : state->map.regions()) {
            if (!region.name.isEmpty())
                rename(region.id, region.name);
        }
    }
    return MasteryRefusalTexts::translate(message);
}

QString MasteryController::moveRefusal(const QString &actor, const QString &to, const QString &mode) const
{
    using namespace battlemat;
    if (to.isEmpty())
        return tr("Click the region to move to on the map first.");
    const MasteryState *state = view();
    const CombatantState *mover = state ? state->combatant(actor) : nullptr;
    const auto moveMode = regionMoveModeFromName(mode);
    if (!mover || !moveMode)
        return {}; // the command says what is wrong
    const auto plan = planCombatantMove(*state, *mover, {to}, true, *moveMode);
    return plan ? QString() : reasonShown(plan.errorMessage());
}

QString MasteryController::attackRefusal(const QString &actor, const QString &target, bool ranged) const
{
    if (target.isEmpty())
        return tr("Choose whom to attack first.");
    const MasteryState *state = view();
    const CombatantState *attacker = state ? state->combatant(actor) : nullptr;
    const CombatantState *defender = state ? state->combatant(target) : nullptr;
    if (!attacker || !defender)
        return {}; // the command says what is wrong
    const Status reach = attackReach(*state, *attacker, *defender, ranged);
    return reach ? QString() : reasonShown(reach.errorMessage());
}

QVariantMap MasteryController::turnMovesFor(const QString &actor) const
{
    using namespace battlemat;
    const MasteryState *state = view();
    if (!state)
        return {};
    const auto shown = [this](const Status &open) { return open ? QString() : reasonShown(open.errorMessage()); };
    return {{QStringLiteral("delay"), shown(TurnOrderMoves::canDelay(*state, actor))},
            {QStringLiteral("resume"), shown(TurnOrderMoves::canResume(*state, actor))},
            {QStringLiteral("interrupt"), shown(TurnOrderMoves::canInterrupt(*state, actor, false))},
            {QStringLiteral("endInterrupt"), shown(TurnOrderMoves::canEndInterrupt(*state))}};
}

int MasteryController::round() const
{
    return contested() ? view()->order.round() : 0;
}

void MasteryController::fail(const QString &message)
{
    // The engine's refusal in the table's language; the window made the command, so "command: " names nothing the
    // game master typed.
    const QString prefix = QStringLiteral("command: ");
    m_error = reasonShown(message.startsWith(prefix) ? message.mid(prefix.size()) : message);
    Q_EMIT errorMessageChanged();
}

bool MasteryController::ensureRuleset()
{
    if (!m_table || !m_table->session()) {
        fail(tr("No campaign is open."));
        return false;
    }
    if (m_table->session()->table().rules.ruleset == MasteryRuleset::moduleId())
        return true;
    return executeStep(QJsonObject{{QStringLiteral("type"), QStringLiteral("rules.set")},
                                   {QStringLiteral("ruleset"), MasteryRuleset::moduleId()}});
}

bool MasteryController::executeStep(const QJsonObject &step)
{
    if (!m_table->execute(QString::fromUtf8(QJsonDocument(step).toJson(QJsonDocument::Compact)))) {
        fail(m_table->errorMessage());
        return false;
    }
    return true;
}

bool MasteryController::setUpOnTable(const QString &fileName)
{
    if (!m_table || !m_table->session()) {
        fail(tr("No campaign is open."));
        return false;
    }
    auto object = readJsonObjectFile(fileName);
    if (!object) {
        fail(object.errorMessage());
        return false;
    }
    // Checked whole first, the map file read relative to the encounter's; the step then carries the map inline.
    auto file = masteryEncounterFromJson(*object, JsonContext(fileName), QFileInfo(fileName).absolutePath());
    if (!file) {
        fail(file.errorMessage());
        return false;
    }
    QJsonObject encounter = *object;
    encounter.remove(QStringLiteral("mapFile"));
    encounter.insert(QStringLiteral("map"), regionMapToJson(file->state.map));
    const QJsonObject setup{{QStringLiteral("type"), MasteryCommand::prefix() + QStringLiteral("setup")},
                            {QStringLiteral("encounter"), encounter}};
    if (!ensureRuleset() || !executeStep(setup))
        return false;
    m_tableEvents.clear();
    fail(QString());
    tableStateChanged();
    return true;
}

bool MasteryController::setUpOnRegionMap(const QString &mapId, const QString &combatantsFile)
{
    if (!m_table || !m_table->session()) {
        fail(tr("No campaign is open."));
        return false;
    }
    // The campaign's own mastery characters and monsters when it has any; else the file's sheets and groups. On
    // the campaign's map nobody stands anywhere until the game master places them.
    const QList<QJsonObject> roster =
        MasteryRoster::sheets(m_table->session()->table().modules.value(MasteryRuleset::moduleId()));
    if (!roster.isEmpty()) {
        QJsonArray ids;
        for (const QJsonObject &sheet : roster)
            ids.append(sheet.value(QStringLiteral("id")));
        const QJsonObject setup{{QStringLiteral("type"), MasteryCommand::prefix() + QStringLiteral("setup")},
                                {QStringLiteral("encounter"),
                                 QJsonObject{{QStringLiteral("regionMap"), mapId}, {QStringLiteral("roster"), ids}}}};
        if (!ensureRuleset() || !executeStep(setup))
            return false;
        m_tableEvents.clear();
        fail(QString());
        tableStateChanged();
        return true;
    }
    auto object = readJsonObjectFile(combatantsFile);
    if (!object) {
        fail(object.errorMessage());
        return false;
    }
    QJsonObject encounter = *object;
    encounter.remove(QStringLiteral("mapFile"));
    encounter.remove(QStringLiteral("map"));
    encounter.insert(QStringLiteral("regionMap"), mapId);
    QJsonArray combatants;
    for (const QJsonValue &value : encounter.value(QStringLiteral("combatants")).toArray()) {
        QJsonObject combatant = value.toObject();
        combatant.remove(QStringLiteral("region"));
        combatants.append(combatant);
    }
    encounter.insert(QStringLiteral("combatants"), combatants);
    const QJsonObject setup{{QStringLiteral("type"), MasteryCommand::prefix() + QStringLiteral("setup")},
                            {QStringLiteral("encounter"), encounter}};
    if (!ensureRuleset() || !executeStep(setup))
        return false;
    m_tableEvents.clear();
    fail(QString());
    tableStateChanged();
    return true;
}

QVariantList MasteryController::campaignMaps() const
{
    QVariantList maps;
    const TableSession *session = m_table ? m_table->session() : nullptr;
    if (!session)
        return maps;
    for (auto it = session->table().regionMaps.cbegin(); it != session->table().regionMaps.cend(); ++it)
        maps.append(QVariantMap{{QStringLiteral("id"), it.key()},
                                {QStringLiteral("name"), it->name.isEmpty() ? it.key() : it->name}});
    return maps;
}

void MasteryController::updateMapJson()
{
    const MasteryState *state = view();
    const TableSession *session = m_table ? m_table->session() : nullptr;
    const QString json = state ? RegionMapPicture::viewJson(
                                     state->map, session ? RegionMapPicture::ofFight(session->table()) : QByteArray())
                               : QString();
    if (json == m_mapJson)
        return;
    m_mapJson = json;
    Q_EMIT mapJsonChanged();
}

QCoro::Task<> MasteryController::doApplyOnTable(QJsonObject command)
{
    m_busy = true;
    Q_EMIT busyChanged();
    // First on a copy with the prompt answering, to learn the answers; then the session applies the step that
    // carries them and rolls the same dice again (the generator's position is in the state).
    const QJsonObject module = m_table->session()->table().modules.value(MasteryRuleset::moduleId());
    auto task = MasteryTable::run(module, command, viewDecider()); // call first, then await (building.md trap 10)
    const MasteryTableRun ran = co_await std::move(task);
    m_offer.clear();
    m_opportunity.clear();
    Q_EMIT offerChanged();
    Q_EMIT opportunityChanged();
    if (!ran.status) {
        fail(ran.status.errorMessage());
    } else if (m_table) {
        QJsonObject step = command;
        step.insert(QStringLiteral("type"),
                    MasteryCommand::prefix() + command.value(QStringLiteral("type")).toString());
        QJsonArray choices;
        for (MasteryChoice choice : ran.choices)
            choices.append(choice == MasteryChoice::Spend ? QStringLiteral("spend") : QStringLiteral("pass"));
        step.insert(QStringLiteral("choices"), choices);
        if (!ran.opportunityAttacks.isEmpty()) {
            QJsonArray opportunities;
            for (bool take : ran.opportunityAttacks)
                opportunities.append(take ? QStringLiteral("take") : QStringLiteral("letGo"));
            step.insert(QStringLiteral("opportunityAttacks"), opportunities);
        }
        if (m_table->execute(QString::fromUtf8(QJsonDocument(step).toJson(QJsonDocument::Compact)))) {
            m_tableEvents.append(ran.events);
            reportRolls(ran.events);
            fail(QString());
        } else {
            fail(m_table->errorMessage());
        }
    }
    m_busy = false;
    tableStateChanged();
    Q_EMIT busyChanged();
}

// Every roll in the dice log with its ladder dice, as the table says it.
void MasteryController::reportRolls(const QList<QJsonObject> &events)
{
    DiceLog *log = m_table ? m_table->diceLog() : nullptr;
    if (!log)
        return;
    QList<DiceLogLine> lines;
    for (const QJsonObject &event : events) {
        const QString type = event.value(QStringLiteral("type")).toString();
        QString text;
        if (type == QLatin1String("initiativeRolled")) {
            QStringList faces;
            for (const QJsonValue &face : event.value(QStringLiteral("faces")).toArray())
                faces.append(QString::number(face.toInt()));
            text = tr("%1 rolls initiative: D%2 [%3] → %4 (%5 MP spent)")
                       .arg(nameOrGroup(event.value(QStringLiteral("who")).toString()))
                       .arg(event.value(QStringLiteral("die")).toInt())
                       .arg(faces.join(QLatin1Char(' ')))
                       .arg(event.value(QStringLiteral("initiative")).toInt())
                       .arg(event.value(QStringLiteral("mpSpent")).toInt());
        } else if (type == QLatin1String("attackRolled") || type == QLatin1String("opportunityAttack")) {
            text =
                tr("%1 attacks %2: %3 vs %4: %n success(es)", nullptr, event.value(QStringLiteral("successes")).toInt())
                    .arg(nameOf(event.value(QStringLiteral("attacker")).toString()),
                         nameOf(event.value(QStringLiteral("target")).toString()),
                         facesText(event.value(QStringLiteral("attack")).toObject()),
                         facesText(event.value(QStringLiteral("defense")).toObject()));
        } else if (type == QLatin1String("checkRolled")) {
            text = tr("%1 checks against %2: %3 vs %4: %n success(es)", nullptr,
                      event.value(QStringLiteral("successes")).toInt())
                       .arg(nameOf(event.value(QStringLiteral("who")).toString()),
                            event.value(QStringLiteral("difficulty")).toString(),
                            facesText(event.value(QStringLiteral("roll")).toObject()),
                            facesText(event.value(QStringLiteral("against")).toObject()));
        } else if (type == QLatin1String("damaged")) {
            text = tr("%1 takes %2 damage")
                       .arg(nameOf(event.value(QStringLiteral("who")).toString()))
                       .arg(event.value(QStringLiteral("amount")).toInt());
        }
        if (!text.isEmpty())
            lines.append(DiceLogLine{text, {}, 0, 0, false});
    }
    if (!lines.isEmpty())
        log->appendLines(lines);
}
