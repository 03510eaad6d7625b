#include "monsters/monstermarkdownimport.h"

#include "core/filereader.h"
#include "encounter/combatpowerjson.h"
#include "encounter/monstercombatant.h"
#include "monsters/monsterblockparser.h"
#include "monsters/monstertemplateparser.h"
#include "monsters/powercreaturelinks.h"
#include "monsters/triggerkind.h"
#include "orcus/monstertables.h"
#include "orcus/statblockjson.h"

#include <QJsonArray>
#include <QMap>
#include <QRegularExpression>

#include <QSet>
#include <algorithm>

namespace battlemat {

int MonsterImport::fullyData() const
{
    return int(std::count_if(notes.cbegin(), notes.cend(), [](const MonsterImportNote &n) { return n.fullyData(); }));
}

namespace {

/** Whether the encounter offers the power when its trigger is met: its stat block holds it, aimed as TriggerOffer can.
 */
bool offeredPower(const Power &power, const StatBlock &block)
{
    if (encounterIgnoresAttack(power))
        return true;
    const auto encounter = MonsterCombatant::statBlock(block);
    if (!encounter)
        return false;
    const QString id = encounterPowerId(power.name);
    for (const QJsonValue &played : encounter->value(QStringLiteral("powers")).toArray()) {
        if (played[QStringLiteral("id")].toString() != id)
            continue;
        const QString origin = played[QStringLiteral("origin")].toString();
        // A wall needs its squares chosen at the table (a far burst's origin is a Square question); a self power
        // only without an attack roll, as a change to the hit's roll or as a change to its user.
        return !played.toObject().contains(QStringLiteral("wall")) &&
               (origin != QLatin1String("self") || played[QStringLiteral("automatic")].toBool() ||
                played[QStringLiteral("makesCritical")].toBool() || played[QStringLiteral("rerollsHit")].toBool() ||
                played[QStringLiteral("makesMiss")].toBool() ||
                played.toObject().contains(QStringLiteral("selfChange")) ||
                played.toObject().contains(QStringLiteral("places")) ||
                played.toObject().contains(QStringLiteral("becomes")) ||
                played[QStringLiteral("trigger")].toString() == QLatin1String("hitsOffGuard"));
    }
    return false;
}

} // namespace

QJsonObject MonsterImport::triggeredJson() const
{
    // Each triggered power once, by the kind of its printed trigger: whether the encounter watches for the trigger
    // (encounterTrigger) and whether it also offers and plays the power (an attack a reaction can aim at the
    // attacker: melee, ranged or a near area, or an attack's having no effect; TriggeredPowers). The rest is used by
    // the game master.
    QMap<QString, QJsonObject> kinds;
    int powers = 0, watched = 0, offered = 0;
    for (const StatBlock &block : monsters) {
        for (const Power &power : block.powers) {
            if (!TriggerKind::isTriggered(power))
                continue;
            const bool watches = !encounterTrigger(power).isEmpty();
            // What the stat block gives the encounter decides: an attack, an automatic hit, the attack of another
            // power used at once, or an attack's having no effect (MonsterCombatant::statBlock).
            const bool offers = watches && offeredPower(power, block);
            ++powers;
            watched += watches ? 1 : 0;
            offered += offers ? 1 : 0;
            QJsonObject &kind = kinds[TriggerKind::of(power)];
            kind.insert(QStringLiteral("powers"), kind.value(QStringLiteral("powers")).toInt() + 1);
            kind.insert(QStringLiteral("watched"), kind.value(QStringLiteral("watched")).toInt() + (watches ? 1 : 0));
            kind.insert(QStringLiteral("offered"), kind.value(QStringLiteral("offered")).toInt() + (offers ? 1 : 0));
        }
    }
    QJsonObject byKind;
    for (auto it = kinds.cbegin(); it != kinds.cend(); ++it)
        byKind.insert(it.key(), it.value());
    return {{QStringLiteral("powers"), powers},
            {QStringLiteral("watched"), watched},
            {QStringLiteral("offered"), offered},
            {QStringLiteral("byKind"), byKind}};
}

QJsonObject MonsterImport::automationJson() const
{
    struct Counts
    {
        int whole = 0, partly = 0, table = 0, monsters = 0;
    };
    QMap<QString, Counts> kinds{
        {QStringLiteral("aura"), {}}, {QStringLiteral("trait"), {}}, {QStringLiteral("power"), {}}};
    int playedWhole = 0;
    for (const StatBlock &block : monsters) {
        QSet<QString> notWhole; // the kinds of this block with a part the table plays, wholly or in part
        const auto count = [&](const QString &kind, bool played, bool whole) {
            Counts &counts = kinds[kind];
            (!played ? counts.table : whole ? counts.whole : counts.partly) += 1;
            if (!played || !whole)
                notWhole.insert(kind);
        };
        for (const Aura &aura : block.monster.details.auras)
            count(QStringLiteral("aura"), MonsterCombatant::playsAura(aura), MonsterCombatant::playsAuraWhole(aura));
        for (const Trait &trait : block.monster.details.traits)
            count(QStringLiteral("trait"), MonsterCombatant::playsTrait(trait), true);
        for (const Power &power : block.powers)
            count(QStringLiteral("power"), MonsterCombatant::playsPower(power), MonsterCombatant::playsWhole(power));
        for (const QString &kind : std::as_const(notWhole))
            kinds[kind].monsters += 1;
        playedWhole += notWhole.isEmpty() ? 1 : 0;
    }
    QJsonObject parts;
    for (auto it = kinds.cbegin(); it != kinds.cend(); ++it)
        parts.insert(it.key(), QJsonObject{{QStringLiteral("whole"), it->whole},
                                           {QStringLiteral("partly"), it->partly},
                                           {QStringLiteral("table"), it->table},
                                           {QStringLiteral("monsters"), it->monsters}});
    return {{QStringLiteral("blocksPlayedWhole"), playedWhole},
            {QStringLiteral("blocksWithTableParts"), int(monsters.size()) - playedWhole},
            {QStringLiteral("parts"), parts}};
}

QJsonObject MonsterImport::templatesJson() const
{
    QJsonArray list;
    int automated = 0, table = 0, needClass = 0;
    for (const MonsterTemplateRecord &record : templates) {
        list.append(templateSummaryJson(record));
        automated += int(record.automated().size());
        table += int(record.table().size());
        needClass += record.needsClass ? 1 : 0;
    }
    return {{QStringLiteral("found"), int(templates.size())},
            {QStringLiteral("needClass"), needClass},
            {QStringLiteral("parts"),
             QJsonObject{{QStringLiteral("automated"), automated}, {QStringLiteral("table"), table}}},
            {QStringLiteral("templates"), list}};
}

QJsonObject MonsterImport::reportJson() const
{
    QJsonArray entries;
    int disagreeing = 0;
    for (const MonsterImportNote &note : notes) {
        QJsonObject entry{
            {QStringLiteral("id"), note.id}, {QStringLiteral("name"), note.name}, {QStringLiteral("line"), note.line}};
        if (!note.keptAsText.isEmpty())
            entry.insert(QStringLiteral("keptAsText"), QJsonArray::fromStringList(note.keptAsText));
        if (!note.disagreements.isEmpty()) {
            entry.insert(QStringLiteral("disagreements"), QJsonArray::fromStringList(note.disagreements));
            ++disagreeing;
        }
        entries.append(entry);
    }
    return {{QStringLiteral("monsters"), int(monsters.size())},
            {QStringLiteral("fullyData"), fullyData()},
            {QStringLiteral("withText"), int(monsters.size()) - fullyData()},
            {QStringLiteral("withDisagreements"), disagreeing},
            {QStringLiteral("triggeredPowers"), triggeredJson()},
            {QStringLiteral("automation"), automationJson()},
            {QStringLiteral("templates"), templatesJson()},
            {QStringLiteral("notes"), entries}};
}

Result<MonsterImport> MonsterMarkdownImport::readFile(const QString &fileName)
{
    auto bytes = FileReader::read(fileName, maxBytes, QStringLiteral("a monster markdown file"));
    if (!bytes)
        return bytes.error();
    return parse(*bytes, fileName);
}

Result<MonsterImport> MonsterMarkdownImport::parse(const QByteArray &bytes, const QString &source)
{
    if (bytes.contains('\0'))
        return Error{QStringLiteral("%1: is not a text file (it holds NUL bytes)").arg(source)};
    const auto &tables = MonsterTables::standard();
    if (!tables)
        return tables.error();
    const QStringList lines = QString::fromUtf8(bytes).split(QLatin1Char('\n'));
    static const QRegularExpression heading(QStringLiteral("^>\\s*####\\s+(.+?)\\s*$"));
    static const QRegularExpression quote(QStringLiteral("^>\\s?"));
    MonsterBlockParser parser(*tables, source);
    MonsterImport result;
    QSet<QString> ids;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const auto match = heading.match(lines.at(i));
        if (!match.hasMatch())
            continue;
        const int headingLine = int(i + 1);
        const QString name = QString(match.captured(1)).remove(QLatin1Char('*')).trimmed();
        QList<MonsterBlockParser::Line> block;
        qsizetype j = i + 1;
        for (; j < lines.size() && lines.at(j).startsWith(QLatin1Char('>')); ++j) {
            if (heading.match(lines.at(j)).hasMatch())
                break;
            QString text = lines.at(j);
            text.remove(quote);
            text.replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
            text.replace(QLatin1Char('\t'), QLatin1Char(' '));
            block.append({int(j + 1), text.trimmed()});
        }
        i = j - 1;
        MonsterImportNote note;
        auto parsed = parser.parse(name, headingLine, block, &note);
        if (!parsed)
            return parsed.error();
        StatBlock monster = std::move(parsed).value();
        QString id = monster.id;
        for (int n = 2; ids.contains(id); ++n)
            id = QStringLiteral("%1-%2").arg(monster.id).arg(n);
        monster.id = id;
        ids.insert(id);
        note.id = id;
        // What the library stores must read back: the same checks as any stat block file.
        auto reread = statBlockFromJson(statBlockToJson(monster), JsonContext(source, id));
        if (!reread)
            return Error{QStringLiteral("%1:%2: monster '%3': %4")
                             .arg(source)
                             .arg(headingLine)
                             .arg(name, reread.errorMessage())};
        result.monsters.append(monster);
        result.notes.append(note);
    }
    // Powers that bring in another creature of the book (Egg Sacs' spider swarm, Fading's natural form) carry it.
    QList<int> headingLines;
    for (const MonsterImportNote &note : std::as_const(result.notes))
        headingLines.append(note.line);
    PowerCreatureLinks::link(result.monsters, headingLines, PowerCreatureLinks::variants(lines));
    auto templates = MonsterTemplateParser::parseSection(lines, source);
    if (!templates)
        return templates.error();
    result.templates = std::move(templates).value();
    if (result.monsters.isEmpty())
        return Error{QStringLiteral("%1: no Orcus stat blocks found (expected quoted blocks that open with "
                                    "'> #### Name' and a '> **Level N Role** (XP XP)' line)")
                         .arg(source)};
    return result;
}

} // namespace battlemat
