#include "ftdfightmodel.h"

#include "dicelog.h"
#include "encountercontroller.h"
#include "ftdfighttexts.h"
#include "ftdrefusaltexts.h"
#include "rulesets/fivetorchesfightrules.h"
#include "rulesets/fivetorchesruleset.h"
#include "rulesets/fivetorchessheets.h"
#include "session/tablesession.h"

#include <QJsonArray>

#include <cmath>

using namespace battlemat;

namespace {

// The dice log's source number for the fight's lines, apart from the encounters' serials (small numbers).
constexpr int fightLogSource = 1 << 24;

QString moduleId()
{
    return FiveTorchesRuleset::moduleId();
}

QString type(const char *name)
{
    return moduleId() + QLatin1Char('.') + QLatin1String(name);
}

QString actionsText(const QJsonObject &f)
{
    QStringList left;
    if (!f.value(QStringLiteral("activeUsed")).toBool())
        left.append(FtdFightModel::tr("active"));
    if (!f.value(QStringLiteral("movementUsed")).toBool())
        left.append(FtdFightModel::tr("movement"));
    if (!f.value(QStringLiteral("quickUsed")).toBool())
        left.append(FtdFightModel::tr("quick"));
    const int feet = f.value(QStringLiteral("movementFeet")).toInt() - f.value(QStringLiteral("movedFeet")).toInt();
    QString text = left.isEmpty() ? FtdFightModel::tr("no actions left")
                                  : FtdFightModel::tr("left: %1").arg(left.join(QStringLiteral(", ")));
    if (feet > 0)
        text += FtdFightModel::tr(" · %1 ft to move").arg(feet);
    return text;
}

} // namespace

FtdFightModel::FtdFightModel(QObject *parent)
    : QObject(parent)
{}

EncounterController *FtdFightModel::table() const
{
    return m_table;
}

void FtdFightModel::setTable(EncounterController *table)
{
    if (m_table == table)
        return;
    if (m_table)
        disconnect(m_table, nullptr, this, nullptr);
    m_table = table;
    if (m_table) {
        connect(m_table, &EncounterController::tableChanged, this, &FtdFightModel::reload);
        connect(m_table, &EncounterController::tableCommandApplied, this, &FtdFightModel::record);
        // The table's next success clears every panel's refusal, as it clears its own.
        connect(m_table, &EncounterController::errorMessageChanged, this, [this] {
            if (m_table && m_table->errorMessage().isEmpty())
                remember(true);
        });
    }
    reload();
    Q_EMIT tableChanged();
}

void FtdFightModel::reload()
{
    const bool inForce = m_table && m_table->session() && m_table->session()->table().rules.ruleset == moduleId();
    const QJsonObject state = inForce ? m_table->session()->table().modules.value(moduleId()) : QJsonObject{};
    // Undo and redo walk the table between the states a result was rolled in: strike or restore its lines.
    while (m_live > 0 && state == m_results.at(m_live - 1).before && state != m_results.at(m_live - 1).after) {
        --m_live;
        if (m_table && m_table->diceLog())
            m_table->diceLog()->strikeFrom(fightLogSource, m_results.at(m_live).seq);
        Q_EMIT resultsChanged();
    }
    while (m_live < m_results.size() && state == m_results.at(m_live).after) {
        ++m_live;
        if (m_table && m_table->diceLog())
            m_table->diceLog()->unstrikeLast();
        Q_EMIT resultsChanged();
    }
    if (state == m_state && inForce == m_inForce)
        return;
    m_inForce = inForce;
    m_state = state;
    m_fight = state.value(QStringLiteral("fight")).toObject();
    Q_EMIT changed();
}

void FtdFightModel::record(const QList<QJsonObject> &events)
{
    if (!m_table || !m_table->session())
        return;
    const QJsonObject after = m_table->session()->table().modules.value(moduleId());
    // The names as the step left them (a fight just started, or closed: the state before still has them).
    const QJsonObject fight =
        after.contains(QStringLiteral("fight")) ? after.value(QStringLiteral("fight")).toObject() : m_fight;
    const auto nameOf = [&fight](const QString &id) {
        for (const QJsonValue &f : fight.value(QStringLiteral("fighters")).toArray()) {
            if (f.toObject().value(QStringLiteral("id")).toString() == id)
                return f.toObject().value(QStringLiteral("name")).toString();
        }
        return id;
    };
    QStringList lines;
    for (const QJsonObject &event : events) {
        lines += FtdFightTexts::linesFor(event, nameOf);
    }
    if (lines.isEmpty())
        return;
    m_results.resize(m_live);
    const int seq = ++m_seq;
    m_results.append({lines, m_state, after, seq});
    m_live = m_results.size();
    if (DiceLog *log = m_table->diceLog()) {
        QList<DiceLogLine> logLines;
        for (const QString &line : std::as_const(lines))
            logLines.append(DiceLogLine{line, {}, fightLogSource, seq, false});
        log->appendLines(logLines);
    }
    Q_EMIT resultsChanged();
}

bool FtdFightModel::over() const
{
    return m_fight.value(QStringLiteral("over")).toBool();
}

int FtdFightModel::round() const
{
    return m_fight.value(QStringLiteral("round")).toInt(1);
}

QString FtdFightModel::light() const
{
    return m_fight.value(QStringLiteral("light")).toString(QStringLiteral("well-lit"));
}

QString FtdFightModel::current() const
{
    const QJsonArray order = m_fight.value(QStringLiteral("order")).toArray();
    return order.at(m_fight.value(QStringLiteral("turn")).toInt()).toString();
}

QString FtdFightModel::nameOf(const QString &id) const
{
    for (const QJsonValue &f : m_fight.value(QStringLiteral("fighters")).toArray()) {
        if (f.toObject().value(QStringLiteral("id")).toString() == id)
            return f.toObject().value(QStringLiteral("name")).toString();
    }
    return id;
}

QString FtdFightModel::currentName() const
{
    return nameOf(current());
}

QVariantList FtdFightModel::fighters() const
{
    QVariantList list;
    const QString acting = over() ? QString() : current();
    for (const QJsonValue &id : m_fight.value(QStringLiteral("order")).toArray()) {
        for (const QJsonValue &value : m_fight.value(QStringLiteral("fighters")).toArray()) {
            const QJsonObject f = value.toObject();
            if (f.value(QStringLiteral("id")).toString() != id.toString())
                continue;
            QVariantMap row = f.toVariantMap();
            const QString status = f.value(QStringLiteral("status")).toString();
            row.insert(QStringLiteral("statusText"), FtdFightTexts::statusText(status));
            row.insert(QStringLiteral("current"), id.toString() == acting);
            row.insert(QStringLiteral("canAct"), status == QLatin1String("fighting"));
            row.insert(QStringLiteral("actionsText"), actionsText(f));
            // A token with no sheet, no stat block by HD and no numbers of the GM's fights on the reader's defaults
            // (ftdfighterentry.cpp): say so, or a skeleton silently fights as DEX 10, AC 10, 4 HP.
            const bool onDefaults = f.value(QStringLiteral("character")).toString().isEmpty() &&
                                    f.value(QStringLiteral("sheet")).toString().isEmpty() &&
                                    f.value(QStringLiteral("hitDice")).toInt() == 0 &&
                                    f.value(QStringLiteral("dexterity")).toInt() == 10 &&
                                    f.value(QStringLiteral("armorClass")).toInt() == 10 &&
                                    f.value(QStringLiteral("maxHitPoints")).toInt() == 4;
            row.insert(QStringLiteral("defaultsText"),
                       onDefaults ? tr("No stat block: default numbers (double-click to set)") : QString());
            row.insert(QStringLiteral("injuriesText"),
                       f.value(QStringLiteral("injuries")).toVariant().toStringList().join(QStringLiteral(", ")));
            list.append(row);
        }
    }
    return list;
}

QVariantList FtdFightModel::suggestions() const
{
    QVariantList list;
    // The battle's beginning concerns every side; PCs rarely check morale, so it is offered to the monsters' sides.
    QStringList monsterSides;
    for (const QJsonValue &value : m_fight.value(QStringLiteral("fighters")).toArray()) {
        const QJsonObject f = value.toObject();
        const QString side = f.value(QStringLiteral("side")).toString();
        if (!f.value(QStringLiteral("pc")).toBool() && !monsterSides.contains(side))
            monsterSides.append(side);
    }
    for (const QJsonValue &value : m_fight.value(QStringLiteral("suggestions")).toArray()) {
        const QJsonObject s = value.toObject();
        const QString trigger = s.value(QStringLiteral("trigger")).toString();
        const QStringList sides = s.value(QStringLiteral("side")).toString().isEmpty()
                                      ? monsterSides
                                      : QStringList{s.value(QStringLiteral("side")).toString()};
        for (const QString &side : sides)
            list.append(QVariantMap{
                {QStringLiteral("trigger"), trigger},
                {QStringLiteral("side"), side},
                {QStringLiteral("text"),
                 side.isEmpty() ? tr("Morale: %1").arg(FtdFightTexts::triggerText(trigger))
                                : tr("Morale of %1: %2")
                                      .arg(FtdFightTexts::sideText(side), FtdFightTexts::triggerText(trigger))}});
    }
    return list;
}

QVariantList FtdFightModel::results() const
{
    QVariantList list;
    for (qsizetype i = m_results.size() - 1; i >= 0; --i) {
        for (const QString &line : m_results.at(i).lines)
            list.append(QVariantMap{{QStringLiteral("text"), line}, {QStringLiteral("undone"), i >= m_live}});
    }
    return list;
}

bool FtdFightModel::run(const QJsonObject &step)
{
    return m_table && remember(m_table->run(step));
}

bool FtdFightModel::start(const QString &light)
{
    if (!m_table || !m_table->session())
        return false;
    const TableScene &scene = m_table->session()->table().scene;
    QJsonArray combatants;
    for (const MapCreature &c : scene.map.creatures) {
        if (c.conditions.contains(QStringLiteral("dead")))
            continue;
        // A token with a sheet stored in the campaign (its character, id or name) fights with it; one carrying a
        // Five Torches Deep stat block with that; any other with its map numbers, which the GM corrects with
        // Numbers… (the ruleset's defaults: DEX 10, AC 10, +0, 1d6, 30 ft).
        if (const auto stored = FtdSheets::forToken(m_state, c.id, c.character, c.name)) {
            combatants.append(QJsonObject{{QStringLiteral("id"), c.id}, {QStringLiteral("sheet"), stored->id}});
            continue;
        }
        if (c.monster.value(QStringLiteral("format")).toString() == QLatin1String("battlemat-ftd-monster")) {
            combatants.append(QJsonObject{{QStringLiteral("id"), c.id}, {QStringLiteral("monster"), c.monster}});
            continue;
        }
        const CreatureStatus status = scene.statuses.value(c.id);
        const int max = std::max(1, status.maxHitPoints.value_or(status.hitPoints.value_or(4)));
        QJsonObject entry{{QStringLiteral("id"), c.id},
                          {QStringLiteral("pc"), scene.isPlayerSide(c.side)},
                          {QStringLiteral("maxHitPoints"), max},
                          {QStringLiteral("hitPoints"), std::clamp(status.hitPoints.value_or(max), 0, max)},
                          {QStringLiteral("speedFeet"), std::clamp(c.speed * 5, 0, 1000)}};
        if (status.defenses.contains(QStringLiteral("AC")))
            entry.insert(QStringLiteral("armorClass"), std::clamp(status.defenses.value(QStringLiteral("AC")), 0, 50));
        if (scene.isPlayerSide(c.side))
            entry.insert(QStringLiteral("proficiency"), 2);
        combatants.append(entry);
    }
    if (combatants.isEmpty())
        return refuse(tr("Put the combatants on the map first."));
    return run({{QStringLiteral("type"), type("startFight")},
                {QStringLiteral("light"), light},
                {QStringLiteral("combatants"), combatants}});
}

QStringList FtdFightModel::currentWeapons() const
{
    QStringList names;
    if (over())
        return names;
    const QString acting = current();
    for (const QJsonValue &value : m_fight.value(QStringLiteral("fighters")).toArray()) {
        const QJsonObject f = value.toObject();
        if (f.value(QStringLiteral("id")).toString() != acting)
            continue;
        for (const QJsonValue &weapon : f.value(QStringLiteral("weapons")).toArray())
            names.append(weapon.toObject().value(QStringLiteral("name")).toString());
    }
    return names;
}

QVariantMap FtdFightModel::preview(const QString &target, bool ranged, const QString &edge, const QString &weapon) const
{
    if (!m_table || !m_table->session() || m_fight.isEmpty() || target.isEmpty())
        return {{QStringLiteral("allowed"), false}, {QStringLiteral("text"), QString()}};
    auto gmEdge = ftd::edgeFromName(edge);
    const auto fight = fightOf(m_state);
    const FtdAttackPlan plan = planAttack(*fight, m_table->session()->table().scene.map, current(), target, ranged,
                                          gmEdge ? *gmEdge : ftd::Edge::None, weapon);
    if (!plan.allowed)
        return {{QStringLiteral("allowed"), false}, {QStringLiteral("text"), FtdRefusalTexts::translate(plan.reason)}};
    const auto inTableLanguage = [](const QStringList &reasons) {
        QStringList out;
        for (const QString &reason : reasons)
            out.append(FtdRefusalTexts::translate(reason));
        return out.join(QStringLiteral(", "));
    };
    QString text = tr("%1% to hit: %2 vs AC %3, %4 ft (%5)")
                       .arg(std::lround(plan.chance * 100))
                       .arg(plan.bonus >= 0 ? QStringLiteral("+%1").arg(plan.bonus) : QString::number(plan.bonus))
                       .arg(plan.armorClass)
                       .arg(plan.distanceFeet)
                       .arg(plan.band == ftd::RangeBand::Close ? tr("close") : tr("ranged"));
    if (!plan.weapon.isEmpty())
        text = tr("%1, %2 damage: %3").arg(plan.weapon, plan.damage.text(), text);
    if (!plan.advantages.isEmpty())
        text += tr("; advantage: %1").arg(inTableLanguage(plan.advantages));
    if (!plan.disadvantages.isEmpty())
        text += tr("; disadvantage: %1").arg(inTableLanguage(plan.disadvantages));
    return {{QStringLiteral("allowed"), true}, {QStringLiteral("text"), text}};
}

bool FtdFightModel::attack(const QString &target, bool ranged, const QString &edge, const QString &weapon)
{
    if (target.isEmpty() && m_table)
        return refuse(tr("Choose the target in the list first."));
    QJsonObject step{{QStringLiteral("type"), type("attack")},
                     {QStringLiteral("attacker"), current()},
                     {QStringLiteral("target"), target},
                     {QStringLiteral("ranged"), ranged},
                     {QStringLiteral("edge"), edge}};
    if (!weapon.isEmpty())
        step.insert(QStringLiteral("weapon"), weapon);
    return run(step);
}

bool FtdFightModel::act(const QString &action)
{
    return run({{QStringLiteral("type"), type("act")},
                {QStringLiteral("combatant"), current()},
                {QStringLiteral("action"), action}});
}

bool FtdFightModel::hide(int modifier, int dc)
{
    return run({{QStringLiteral("type"), type("hide")},
                {QStringLiteral("combatant"), current()},
                {QStringLiteral("modifier"), modifier},
                {QStringLiteral("dc"), dc}});
}

bool FtdFightModel::delayAfter(const QString &after)
{
    if (after.isEmpty() && m_table)
        return refuse(tr("Choose in the list whom to act after."));
    return run({{QStringLiteral("type"), type("delay")},
                {QStringLiteral("combatant"), current()},
                {QStringLiteral("after"), after}});
}

bool FtdFightModel::nextTurn()
{
    return run({{QStringLiteral("type"), type("nextTurn")}});
}

bool FtdFightModel::stabilize(const QString &target, int modifier, bool magic)
{
    if (target.isEmpty() && m_table)
        return refuse(tr("Choose the fallen combatant in the list first."));
    QJsonObject step{{QStringLiteral("type"), type("stabilize")},
                     {QStringLiteral("target"), target},
                     {QStringLiteral("modifier"), modifier},
                     {QStringLiteral("magic"), magic}};
    // During the fight it is the acting combatant's active action; after it, the party tends the fallen.
    if (!over())
        step.insert(QStringLiteral("helper"), current());
    return run(step);
}

bool FtdFightModel::morale(const QString &side, const QString &trigger, const QString &onFailure)
{
    // A side rolls together; its PCs, who always roll alone, each roll for themselves.
    QJsonArray together;
    QJsonArray alone;
    for (const QJsonValue &value : m_fight.value(QStringLiteral("fighters")).toArray()) {
        const QJsonObject f = value.toObject();
        if (f.value(QStringLiteral("side")).toString() != side ||
            f.value(QStringLiteral("status")).toString() != QLatin1String("fighting"))
            continue;
        (f.value(QStringLiteral("pc")).toBool() ? alone : together).append(f.value(QStringLiteral("id")));
    }
    if (together.isEmpty() && alone.isEmpty() && m_table)
        return refuse(tr("Nobody of %1 is still fighting.").arg(FtdFightTexts::sideText(side)));
    QJsonObject step{{QStringLiteral("type"), type("fightMorale")},
                     {QStringLiteral("together"), alone.isEmpty()},
                     {QStringLiteral("combatants"), alone.isEmpty() ? together : alone + together},
                     {QStringLiteral("onFailure"), onFailure}};
    if (!alone.isEmpty())
        step.insert(QStringLiteral("together"), false);
    if (!trigger.isEmpty())
        step.insert(QStringLiteral("trigger"), trigger);
    return run(step);
}

bool FtdFightModel::hazard(const QString &pc, int modifier, int dc, const QString &damage)
{
    return run({{QStringLiteral("type"), type("hazard")},
                {QStringLiteral("pc"), pc},
                {QStringLiteral("modifier"), modifier},
                {QStringLiteral("dc"), dc},
                {QStringLiteral("damage"), damage.trimmed()}});
}

bool FtdFightModel::setLight(const QString &light)
{
    return run({{QStringLiteral("type"), type("fightLight")}, {QStringLiteral("light"), light}});
}

bool FtdFightModel::retreat(int modifier, int dc, bool hit)
{
    QJsonObject step{{QStringLiteral("type"), type("retreat")},
                     {QStringLiteral("combatant"), current()},
                     {QStringLiteral("hit"), hit},
                     {QStringLiteral("modifier"), modifier}};
    if (dc > 0)
        step.insert(QStringLiteral("dc"), dc);
    return run(step);
}

bool FtdFightModel::endFight()
{
    return run({{QStringLiteral("type"), type("endFight")}});
}

bool FtdFightModel::closeFight()
{
    return run({{QStringLiteral("type"), type("closeFight")}});
}

bool FtdFightModel::setNumbers(const QString &id, const QVariantMap &numbers)
{
    QJsonObject step = QJsonObject::fromVariantMap(numbers);
    step.insert(QStringLiteral("type"), type("setFighter"));
    step.insert(QStringLiteral("id"), id);
    return run(step);
}

bool FtdFightModel::remember(bool ok)
{
    const QString error = ok || !m_table ? QString() : m_table->errorMessage();
    if (error != m_error) {
        m_error = error;
        Q_EMIT errorMessageChanged();
    }
    return ok;
}

bool FtdFightModel::refuse(const QString &text)
{
    return remember(m_table->reportError(text));
}
