#include "expeditionmodel.h"

#include "expeditiontexts.h"

#include "dicelog.h"
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

// The dice log's source number for the expedition's lines, apart from the encounters' serials (small numbers) and
// the fight's (FtdFightModel, 1 << 24).
constexpr int expeditionLogSource = 1 << 25;

QString moduleId()
{
    return FiveTorchesRuleset::moduleId();
}

QString type(const char *name)
{
    return moduleId() + QLatin1Char('.') + QLatin1String(name);
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
    // The dice log strikes out the lines of an undone result too, and restores them on redo.
    const qsizetype live = m_live;
    DiceLog *log = m_table ? m_table->diceLog() : nullptr;
    while (m_live > 0 && state == m_results.at(m_live - 1).before && state != m_results.at(m_live - 1).after) {
        --m_live;
        if (log)
            log->strikeFrom(expeditionLogSource, m_results.at(m_live).seq);
    }
    while (m_live < m_results.size() && state == m_results.at(m_live).after) {
        ++m_live;
        if (log)
            log->unstrikeLast();
    }
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
        lines += ExpeditionTexts::linesFor(event);
    if (lines.isEmpty())
        return;
    // A new step forgets the undone ones, as the session's history does.
    m_results.resize(m_live);
    const int seq = ++m_seq;
    m_results.append({lines, m_state, m_table->session()->table().modules.value(moduleId()), seq});
    m_live = m_results.size();
    // Every roll of the table is in the one dice log: the expedition's dialogs' as the fight's and the map's.
    if (DiceLog *log = m_table->diceLog()) {
        QList<DiceLogLine> logLines;
        for (const QString &line : std::as_const(lines))
            logLines.append(DiceLogLine{line, {}, expeditionLogSource, seq, false});
        log->appendLines(logLines);
    }
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
        list.append(QVariantMap{{QStringLiteral("text"),
                                 tr("%1 (%2): %3 h left")
                                     .arg(ExpeditionTexts::lightText(light.value(QStringLiteral("kind")).toString()),
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
