#include "expeditionmodel.h"

#include "ftdsheettexts.h"

#include "encountercontroller.h"
#include "fivetorches/ftdtables.h"
#include "fivetorches/returnroll.h"
#include "fivetorches/timedice.h"
#include "rulesets/fivetorchesfightrules.h"
#include "rulesets/fivetorchesruleset.h"
#include "rulesets/fivetorchessheets.h"

#include <QJsonArray>

#include <functional>

using namespace battlemat;

namespace {

QString moduleId()
{
    return FiveTorchesRuleset::moduleId();
}

QString type(const char *name)
{
    return moduleId() + QLatin1Char('.') + QLatin1String(name);
}

QString threatText(const QString &threat)
{
    // The travel turn table's four bands ("Travel Turns", ../shared/rules/checks-actions-combat-gritty.txt).
    if (threat == QLatin1String("terrible"))
        return ExpeditionModel::tr("an immediate threat: an ambush, a chance encounter, the surroundings turn worse");
    if (threat == QLatin1String("bad-soon"))
        return ExpeditionModel::tr("something bad comes soon: a hidden trap or poison, foes readying, a retainer "
                                   "fleeing or turning");
    if (threat == QLatin1String("threat-nears"))
        return ExpeditionModel::tr("a threat grows or comes closer");
    return ExpeditionModel::tr("nothing bad happens, perhaps something good");
}

QString edgeText(const QString &edge)
{
    if (edge == QLatin1String("advantage"))
        return ExpeditionModel::tr(" with advantage");
    if (edge == QLatin1String("disadvantage"))
        return ExpeditionModel::tr(" with disadvantage");
    return {};
}

QString lightText(const QString &kind)
{
    if (kind == QLatin1String("torch"))
        return ExpeditionModel::tr("Torch");
    if (kind == QLatin1String("lantern"))
        return ExpeditionModel::tr("Lantern");
    return kind;
}

// The abilities a chase rolls, as the table's language abbreviates them.
QString abilityText(const QString &ability)
{
    if (ability == QLatin1String("STR"))
        return ExpeditionModel::tr("STR");
    if (ability == QLatin1String("DEX"))
        return ExpeditionModel::tr("DEX");
    if (ability == QLatin1String("CON"))
        return ExpeditionModel::tr("CON");
    return ability;
}

QString checkText(const QJsonObject &event)
{
    return ExpeditionModel::tr("%1 + %2 = %3 vs DC %4%5")
        .arg(event.value(QStringLiteral("natural")).toInt())
        .arg(event.value(QStringLiteral("modifier")).toInt())
        .arg(event.value(QStringLiteral("total")).toInt())
        .arg(event.value(QStringLiteral("dc")).toInt())
        .arg(edgeText(event.value(QStringLiteral("edge")).toString()));
}

// One event of the ruleset in the table's language; empty for events the panel shows otherwise (the clock).
QStringList linesFor(const QJsonObject &event)
{
    const QString kind = event.value(QStringLiteral("type")).toString();
    QStringList lines;
    if (kind == type("hourPassed") || kind == type("travelTurnRolled")) {
        const QString roll = ExpeditionModel::tr("d20 %1%2, %3")
                                 .arg(event.value(QStringLiteral("roll")).toInt())
                                 .arg(edgeText(event.value(QStringLiteral("edge")).toString()),
                                      threatText(event.value(QStringLiteral("threat")).toString()));
        const QString line = kind == type("hourPassed")
                                 ? ExpeditionModel::tr("%1:00h, travel turn %2: %3")
                                       .arg(event.value(QStringLiteral("hour")).toInt(), 2, 10, QLatin1Char('0'))
                                       .arg(event.value(QStringLiteral("travelTurn")).toInt())
                                       .arg(roll)
                                 : ExpeditionModel::tr("Travel turn: %1").arg(roll);
        lines.append(line);
        for (const QJsonValue &out : event.value(QStringLiteral("lightsOut")).toArray()) {
            const QJsonObject light = out.toObject();
            lines.append(ExpeditionModel::tr("%1 of %2 burns out")
                             .arg(lightText(light.value(QStringLiteral("kind")).toString()),
                                  light.value(QStringLiteral("carrier")).toString()));
        }
        if (event.value(QStringLiteral("suppliesOut")).toBool())
            lines.append(ExpeditionModel::tr("The supplies are used up"));
        for (const QJsonValue &due : event.value(QStringLiteral("resilienceChecks")).toArray())
            lines.append(ExpeditionModel::tr("%1 is past resilience: check at DC %2")
                             .arg(due.toObject().value(QStringLiteral("name")).toString())
                             .arg(due.toObject().value(QStringLiteral("dc")).toInt()));
    } else if (kind == type("returned")) {
        const int under = event.value(QStringLiteral("under")).toInt();
        QString cost;
        if (under == 0)
            cost = ExpeditionModel::tr("safe");
        else if (event.contains(QStringLiteral("damage")))
            cost = ExpeditionModel::tr("%1 under: %2 damage")
                       .arg(under)
                       .arg(event.value(QStringLiteral("damage")).toInt());
        else
            cost = ExpeditionModel::tr("%1 under: drops %2 loads")
                       .arg(under)
                       .arg(event.value(QStringLiteral("loadsLost")).toInt());
        lines.append(ExpeditionModel::tr("%1 returns: %2, %3")
                         .arg(event.value(QStringLiteral("pc")).toString(), checkText(event), cost));
    } else if (kind == type("moraleChecked")) {
        lines.append(ExpeditionModel::tr("Morale of %1: %2, %3")
                         .arg(event.value(QStringLiteral("who")).toString(), checkText(event),
                              event.value(QStringLiteral("success")).toBool()
                                  ? ExpeditionModel::tr("they stand")
                                  : ExpeditionModel::tr("they flee or surrender")));
    } else if (kind == type("lightLit")) {
        lines.append(ExpeditionModel::tr("%1 lit by %2 (%3 h)")
                         .arg(lightText(event.value(QStringLiteral("kind")).toString()),
                              event.value(QStringLiteral("carrier")).toString())
                         .arg(event.value(QStringLiteral("hoursLeft")).toInt()));
    } else if (kind == type("memberJoined")) {
        lines.append(ExpeditionModel::tr("%1 joins (resilience %2)")
                         .arg(event.value(QStringLiteral("name")).toString())
                         .arg(event.value(QStringLiteral("resilience")).toInt()));
    } else if (kind == type("suppliesSet")) {
        lines.append(ExpeditionModel::tr("Supplies: %1").arg(event.value(QStringLiteral("supplies")).toInt()));
    } else if (kind == type("resilienceChecked")) {
        lines.append(ExpeditionModel::tr("Resilience of %1: %2, %3")
                         .arg(event.value(QStringLiteral("name")).toString(), checkText(event),
                              event.value(QStringLiteral("exhausted")).toBool() ? ExpeditionModel::tr("exhausted")
                                                                                : ExpeditionModel::tr("holds on")));
    } else if (kind == type("chased")) {
        lines.append(ExpeditionModel::tr("Chase by %1 (%2 at %3 ft): %4, %5")
                         .arg(event.value(QStringLiteral("who")).toString(),
                              abilityText(event.value(QStringLiteral("ability")).toString()))
                         .arg(event.value(QStringLiteral("quarrySpeed")).toInt())
                         .arg(checkText(event), event.value(QStringLiteral("success")).toBool()
                                                    ? ExpeditionModel::tr("caught")
                                                    : ExpeditionModel::tr("eluded")));
    } else if (kind == type("corruption")) {
        const QString effect = event.value(QStringLiteral("effect")).toString();
        const QString outcome =
            event.value(QStringLiteral("success")).toBool() && effect.isEmpty() ? ExpeditionModel::tr("resisted")
            : effect == QLatin1String("cured")                                  ? ExpeditionModel::tr("cured")
            : effect == QLatin1String("dead")                                   ? ExpeditionModel::tr("dead")
            : effect == QLatin1String("exhaustion")
                ? ExpeditionModel::tr("stage %1: exhausted").arg(event.value(QStringLiteral("stage")).toInt())
                : ExpeditionModel::tr("stage %1: %2").arg(event.value(QStringLiteral("stage")).toInt()).arg(effect);
        lines.append(ExpeditionModel::tr("%1 of %2 (%3): %4")
                         .arg(event.value(QStringLiteral("name")).toString(),
                              event.value(QStringLiteral("pc")).toString(), checkText(event), outcome));
    } else if (kind == type("rested")) {
        lines.append(event.value(QStringLiteral("safe")).toBool() ? ExpeditionModel::tr("Safe rest")
                                                                  : ExpeditionModel::tr("Unsafe rest"));
    } else {
        lines += FtdSheetTexts::linesFor(event);
    }
    return lines;
}

} // namespace

ExpeditionModel::ExpeditionModel(QObject *parent)
    : QObject(parent)
{}

EncounterController *ExpeditionModel::table() const
{
    return m_table;
}

void ExpeditionModel::setTable(EncounterController *table)
{
    if (m_table == table)
        return;
    if (m_table)
        disconnect(m_table, nullptr, this, nullptr);
    m_table = table;
    if (m_table) {
        connect(m_table, &EncounterController::tableChanged, this, &ExpeditionModel::reload);
        connect(m_table, &EncounterController::tableCommandApplied, this, &ExpeditionModel::record);
        // The table's next success clears every panel's refusal, as it clears its own.
        connect(m_table, &EncounterController::errorMessageChanged, this, [this] {
            if (m_table && m_table->errorMessage().isEmpty())
                remember(true);
        });
    }
    reload();
    Q_EMIT tableChanged();
}

void ExpeditionModel::reload()
{
    QJsonObject state;
    if (m_table && m_table->session() && m_table->session()->table().rules.ruleset == moduleId())
        state = m_table->session()->table().modules.value(moduleId());
    // Undo and redo move the table between the states a result was rolled in: strike or restore those results.
    const qsizetype live = m_live;
    while (m_live > 0 && state == m_results.at(m_live - 1).before && state != m_results.at(m_live - 1).after)
        --m_live;
    while (m_live < m_results.size() && state == m_results.at(m_live).after)
        ++m_live;
    if (live != m_live)
        Q_EMIT resultsChanged();
    if (state == m_state)
        return;
    m_state = state;
    Q_EMIT changed();
}

void ExpeditionModel::record(const QList<QJsonObject> &events)
{
    if (!m_table || !m_table->session())
        return;
    QStringList lines;
    for (const QJsonObject &event : events)
        lines += linesFor(event);
    if (lines.isEmpty())
        return;
    // A new step forgets the undone ones, as the session's history does.
    m_results.resize(m_live);
    m_results.append({lines, m_state, m_table->session()->table().modules.value(moduleId())});
    m_live = m_results.size();
    Q_EMIT resultsChanged();
}

QJsonObject ExpeditionModel::clock() const
{
    return m_state.value(QStringLiteral("expedition")).toObject().value(QStringLiteral("clock")).toObject();
}

int ExpeditionModel::day() const
{
    return clock().value(QStringLiteral("day")).toInt(1);
}

int ExpeditionModel::hour() const
{
    return clock().value(QStringLiteral("hour")).toInt(8);
}

QString ExpeditionModel::clockText() const
{
    return tr("%1:00h").arg(hour(), 2, 10, QLatin1Char('0'));
}

QVariantList ExpeditionModel::faces() const
{
    QVariantList list;
    if (auto faces = ftd::TimeDice::facesForHour(hour()); faces.ok()) {
        for (int face : *faces)
            list.append(face);
    }
    return list;
}

int ExpeditionModel::travelTurns() const
{
    return clock().value(QStringLiteral("travelTurns")).toInt();
}

int ExpeditionModel::returnDc() const
{
    return ftd::ReturnResult::dcFor(travelTurns());
}

int ExpeditionModel::supplies() const
{
    return m_state.value(QStringLiteral("expedition")).toObject().value(QStringLiteral("supplies")).toInt();
}

int ExpeditionModel::scenes() const
{
    return clock().value(QStringLiteral("scenes")).toInt();
}

int ExpeditionModel::scenesPerHour() const
{
    return clock().value(QStringLiteral("scenesPerHour")).toInt(3);
}

QVariantList ExpeditionModel::lights() const
{
    QVariantList list;
    for (const QJsonValue &value :
         m_state.value(QStringLiteral("expedition")).toObject().value(QStringLiteral("lights")).toArray()) {
        const QJsonObject light = value.toObject();
        const int left = light.value(QStringLiteral("hoursLeft")).toInt();
        if (!light.value(QStringLiteral("lit")).toBool(true) || left <= 0)
            continue; // burnt out: the log told when
        list.append(
            QVariantMap{{QStringLiteral("text"), tr("%1 (%2): %3 h left")
                                                     .arg(lightText(light.value(QStringLiteral("kind")).toString()),
                                                          light.value(QStringLiteral("carrier")).toString())
                                                     .arg(left)}});
    }
    return list;
}

QVariantList ExpeditionModel::party() const
{
    QVariantList list;
    for (const QJsonValue &value :
         m_state.value(QStringLiteral("expedition")).toObject().value(QStringLiteral("party")).toArray()) {
        const QJsonObject member = value.toObject();
        list.append(QVariantMap{{QStringLiteral("name"), member.value(QStringLiteral("name")).toString()},
                                {QStringLiteral("constitution"), member.value(QStringLiteral("constitution")).toInt()},
                                {QStringLiteral("hours"), member.value(QStringLiteral("hoursAdventured")).toInt()},
                                {QStringLiteral("exhausted"), member.value(QStringLiteral("exhausted")).toBool()}});
    }
    return list;
}

QStringList ExpeditionModel::partyNames() const
{
    QStringList names;
    for (const QVariant &member : party())
        names.append(member.toMap().value(QStringLiteral("name")).toString());
    return names;
}

QStringList ExpeditionModel::carrierNames() const
{
    QStringList names = partyNames();
    if (!m_table || !m_table->session())
        return names;
    const TableScene &scene = m_table->session()->table().scene;
    for (const MapCreature &creature : scene.map.creatures) {
        const QString name = creature.name.isEmpty() ? creature.id : creature.name;
        if (scene.isPlayerSide(creature.side) && !names.contains(name))
            names.append(name);
    }
    return names;
}

QVariantList ExpeditionModel::results() const
{
    QVariantList list;
    for (qsizetype i = m_results.size() - 1; i >= 0; --i) {
        for (const QString &line : m_results.at(i).lines)
            list.append(QVariantMap{{QStringLiteral("text"), line}, {QStringLiteral("undone"), i >= m_live}});
    }
    return list;
}

bool ExpeditionModel::run(const QJsonObject &step)
{
    if (!m_table)
        return false;
    return remember(m_table->run(step));
}

bool ExpeditionModel::advance(int hours, int scenes, const QString &approach)
{
    QJsonObject step{{QStringLiteral("type"), type("advance")}, {QStringLiteral("approach"), approach}};
    if (hours > 0)
        step.insert(QStringLiteral("hours"), hours);
    else
        step.insert(QStringLiteral("scenes"), scenes);
    return run(step);
}

bool ExpeditionModel::travelTurn(const QString &approach)
{
    return run({{QStringLiteral("type"), type("travelTurn")}, {QStringLiteral("approach"), approach}});
}

bool ExpeditionModel::light(const QString &kind, const QString &carrier)
{
    // A light burns in someone's hand: the log and the panel name who carries it.
    if (carrier.trimmed().isEmpty() && m_table)
        return refuse(tr("Choose or type who carries the light."));
    return run({{QStringLiteral("type"), type("light")},
                {QStringLiteral("kind"), kind},
                {QStringLiteral("carrier"), carrier.trimmed()}});
}

bool ExpeditionModel::setSupplies(int supplies)
{
    return run({{QStringLiteral("type"), type("supplies")}, {QStringLiteral("supplies"), supplies}});
}

bool ExpeditionModel::addMember(const QString &name, int constitution)
{
    if (name.trimmed().isEmpty() && m_table)
        return refuse(tr("Give the new member a name."));
    return run({{QStringLiteral("type"), type("member")},
                {QStringLiteral("name"), name.trimmed()},
                {QStringLiteral("constitution"), constitution}});
}

bool ExpeditionModel::rest(bool safe)
{
    return run({{QStringLiteral("type"), type("rest")}, {QStringLiteral("safe"), safe}});
}

bool ExpeditionModel::resilienceCheck(const QString &name)
{
    return run({{QStringLiteral("type"), type("resilienceCheck")}, {QStringLiteral("name"), name}});
}

bool ExpeditionModel::morale(const QString &who, int wis, int proficiency, int bonus, const QString &trigger,
                             const QString &scope)
{
    QJsonObject step{{QStringLiteral("type"), type("morale")},
                     {QStringLiteral("who"), who.trimmed().isEmpty() ? tr("the foes") : who.trimmed()},
                     {QStringLiteral("wis"), wis},
                     {QStringLiteral("proficiency"), proficiency},
                     {QStringLiteral("bonus"), bonus},
                     {QStringLiteral("scope"), scope}};
    if (!trigger.isEmpty())
        step.insert(QStringLiteral("trigger"), trigger);
    return run(step);
}

bool ExpeditionModel::returnToSafety(const QVariantList &modifiers, const QString &path)
{
    const QVariantList members = party();
    if (members.isEmpty() && m_table)
        return refuse(tr("Add the party's members first: each of them rolls to return."));
    QJsonArray pcs;
    for (qsizetype i = 0; i < members.size(); ++i)
        pcs.append(QJsonObject{{QStringLiteral("name"), members.at(i).toMap().value(QStringLiteral("name")).toString()},
                               {QStringLiteral("modifier"), i < modifiers.size() ? modifiers.at(i).toInt() : 0}});
    return run(
        {{QStringLiteral("type"), type("return")}, {QStringLiteral("pcs"), pcs}, {QStringLiteral("path"), path}});
}

bool ExpeditionModel::chase(const QString &who, int modifier, int quarrySpeed, const QString &ground, bool breaksSight,
                            bool betterPosition, int dcAdjustment)
{
    return run({{QStringLiteral("type"), type("chase")},
                {QStringLiteral("who"), who.trimmed().isEmpty() ? tr("the party") : who.trimmed()},
                {QStringLiteral("modifier"), modifier},
                {QStringLiteral("quarrySpeed"), quarrySpeed},
                {QStringLiteral("ground"), ground},
                {QStringLiteral("breaksSight"), breaksSight},
                {QStringLiteral("betterPosition"), betterPosition},
                {QStringLiteral("dcAdjustment"), dcAdjustment}});
}

bool ExpeditionModel::expose(const QString &pc, const QVariantMap &abilities, const QString &name, const QString &kind,
                             int dc, const QVariantList &stages)
{
    if (m_table && pc.trimmed().isEmpty())
        return refuse(tr("Choose or type who is exposed."));
    if (m_table && name.trimmed().isEmpty())
        return refuse(tr("Name the disease, poison or venom."));
    QJsonArray list;
    for (const QVariant &stage : stages) {
        QJsonObject object = QJsonObject::fromVariantMap(stage.toMap());
        // Only the fields its effect reads: the command refuses the others as unknown.
        const QString effect = object.value(QStringLiteral("effect")).toString();
        if (effect != QLatin1String("ability-damage"))
            object.remove(QStringLiteral("ability"));
        if (effect != QLatin1String("other"))
            object.remove(QStringLiteral("note"));
        list.append(object);
    }
    return run({{QStringLiteral("type"), type("expose")},
                {QStringLiteral("pc"), pc.trimmed()},
                {QStringLiteral("abilities"), QJsonObject::fromVariantMap(abilities)},
                {QStringLiteral("corruption"), QJsonObject{{QStringLiteral("name"), name.trimmed()},
                                                           {QStringLiteral("kind"), kind},
                                                           {QStringLiteral("dc"), dc},
                                                           {QStringLiteral("stages"), list}}}});
}

QVariantList ExpeditionModel::sheetCharacters() const
{
    QVariantList list;
    for (const battlemat::FtdSheets::Stored &stored : battlemat::FtdSheets::list(m_state)) {
        if (!stored.monster())
            list.append(QVariantMap{{QStringLiteral("id"), stored.id}, {QStringLiteral("name"), stored.name()}});
    }
    return list;
}

QVariantList ExpeditionModel::fallenFoes() const
{
    QVariantList list;
    const auto fight = battlemat::fightOf(m_state);
    if (!fight)
        return list;
    for (const battlemat::ftd::FtdFighter &f : fight->fighters) {
        if (!f.pc && !f.standing() && f.hitDice > 0)
            list.append(QVariantMap{{QStringLiteral("name"), f.name}, {QStringLiteral("hd"), f.hitDice}});
    }
    return list;
}

int ExpeditionModel::xpPerGold() const
{
    const auto &tables = battlemat::ftd::FtdTables::standard();
    return tables ? tables->xpPerGold() : 1;
}

bool ExpeditionModel::treasure(bool fromFight, const QString &otherHitDice, int gold, int magicItems, int unearned,
                               const QStringList &to)
{
    QJsonArray loot;
    int n = 0;
    for (const QString &part : otherHitDice.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int hd = part.trimmed().toInt(&ok);
        if (!ok || hd < 1 || hd > 100) {
            return m_table && refuse(tr("Other foes: '%1' is not a number of HD from 1 to 100").arg(part.trimmed()));
        }
        loot.append(QJsonObject{{QStringLiteral("name"), tr("foe %1").arg(++n)}, {QStringLiteral("hd"), hd}});
    }
    return run({{QStringLiteral("type"), type("treasure")},
                {QStringLiteral("fromFight"), fromFight},
                {QStringLiteral("loot"), loot},
                {QStringLiteral("gold"), gold},
                {QStringLiteral("magicItems"), magicItems},
                {QStringLiteral("unearned"), unearned},
                {QStringLiteral("to"), QJsonArray::fromStringList(to)}});
}

QVariantList ExpeditionModel::tables() const
{
    const auto &tables = battlemat::ftd::FtdTables::standard();
    if (!tables)
        return {
            {QVariantMap{{QStringLiteral("title"), tr("Tables")}, {QStringLiteral("text"), tables.errorMessage()}}}};
    // Runs of equal values read as one range ("1-4: +2"), as a rules table prints them.
    const auto ranges = [](int count, const std::function<int(int)> &value, const QString &unit) {
        QStringList parts;
        int from = 1;
        for (int i = 1; i <= count; ++i) {
            if (i < count && value(i + 1) == value(i))
                continue;
            const QString range = from == i ? QString::number(i) : QStringLiteral("%1-%2").arg(from).arg(i);
            parts.append(QStringLiteral("%1: %2").arg(range, unit.arg(value(i))));
            from = i + 1;
        }
        return parts.join(QStringLiteral(" · "));
    };
    const battlemat::ftd::FtdTables &t = *tables;
    QStringList loads;
    QStringList names = t.itemNames();
    names.sort();
    for (const QString &name : std::as_const(names))
        loads.append(QStringLiteral("%1 %2").arg(name).arg(*t.itemLoad(name)));
    const auto row = [](const QString &title, const QString &text) {
        return QVariantMap{{QStringLiteral("title"), title}, {QStringLiteral("text"), text}};
    };
    return {
        row(tr("Proficiency by level"), ranges(
                                            t.maxLevel(), [&](int l) { return *t.proficiency(l); }, tr("+%1"))),
        row(tr("Monster HP by HD"), ranges(
                                        t.maxHitDice(), [&](int hd) { return *t.monsterHitPoints(hd); }, tr("%1 HP"))),
        row(tr("Morale bonus by HD"), ranges(
                                          t.maxHitDice(), [&](int hd) { return *t.moraleBonus(hd); }, tr("+%1"))),
        row(tr("Item loads"), loads.join(QStringLiteral(", "))),
        row(tr("Other numbers"),
            tr("base speed %1 ft · %2 s a round · %3 hours on the road a day · %4 supplies an hour · %5 XP per gp")
                .arg(t.baseSpeedFeet())
                .arg(t.secondsPerRound())
                .arg(t.travelHoursPerDay())
                .arg(t.suppliesPerHour())
                .arg(t.xpPerGold()))};
}

bool ExpeditionModel::remember(bool ok)
{
    const QString error = ok || !m_table ? QString() : m_table->errorMessage();
    if (error != m_error) {
        m_error = error;
        Q_EMIT errorMessageChanged();
    }
    return ok;
}

bool ExpeditionModel::refuse(const QString &text)
{
    return remember(m_table->reportError(text));
}
