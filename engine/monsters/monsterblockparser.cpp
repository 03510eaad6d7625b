#include "monsters/monsterblockparser.h"

#include "monsters/aurasentences.h"

#include "monsters/monsterblocklines.h"
#include "monsters/powertextparser.h"
#include "orcus/monsterbuilder.h"
#include "orcus/monstertables.h"

#include <QRegularExpression>

#include <algorithm>

namespace battlemat {

namespace {

// The printed block's items after its numbers: a power or trait heading and the text under it.
struct Item
{
    int line = 0;
    PowerTextParser::Header header;
    QString body;
};

QStringList splitList(const QString &text)
{
    QStringList parts;
    int depth = 0;
    QString current;
    for (const QChar c : text) {
        if (c == QLatin1Char('('))
            ++depth;
        if (c == QLatin1Char(')'))
            depth = std::max(0, depth - 1);
        if (depth == 0 && (c == QLatin1Char(',') || c == QLatin1Char(';'))) {
            if (!current.trimmed().isEmpty())
                parts.append(current.trimmed());
            current.clear();
            continue;
        }
        current.append(c);
    }
    if (!current.trimmed().isEmpty())
        parts.append(current.trimmed());
    return parts;
}

QString unstar(QString text)
{
    return text.remove(QLatin1Char('*')).trimmed();
}

void readSpeed(const QString &text, MonsterSheet *monster)
{
    MonsterDetails &details = monster->details;
    bool walking = false;
    QStringList notes;
    static const QRegularExpression land(QStringLiteral("^(\\d+)\\s*(?:\\((.*)\\))?$"));
    static const QRegularExpression mode(QStringLiteral("^(fly|climb|swim|burrow)\\s+(\\d+)\\s*(?:\\((.*)\\))?$"),
                                         QRegularExpression::CaseInsensitiveOption);
    for (const QString &part : splitList(text)) {
        if (const auto match = land.match(part); match.hasMatch() && !walking) {
            monster->speed = match.captured(1).toInt();
            walking = true;
            if (!match.captured(2).isEmpty())
                notes.append(match.captured(2).trimmed());
            continue;
        }
        if (const auto match = mode.match(part); match.hasMatch()) {
            details.movementModes.insert(match.captured(1).toLower(), match.captured(2).toInt());
            QStringList rest;
            for (const QString &word : match.captured(3).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                if (word.trimmed().compare(QLatin1String("hover"), Qt::CaseInsensitive) == 0)
                    details.hover = true;
                else
                    rest.append(word.trimmed());
            }
            if (!rest.isEmpty())
                notes.append(
                    QStringLiteral("%1: %2").arg(match.captured(1).toLower(), rest.join(QStringLiteral(", "))));
            continue;
        }
        if (part.compare(QLatin1String("phasing"), Qt::CaseInsensitive) == 0) {
            details.phasing = true;
            continue;
        }
        notes.append(unstar(part));
    }
    if (!walking) {
        // "Speed: fly 6 (hover), phasing": no land speed is printed, so it cannot walk.
        details.walks = false;
        monster->speed = 0;
    }
    details.movementNotes = notes.join(QStringLiteral("; "));
}

} // namespace

MonsterBlockParser::MonsterBlockParser(const MonsterTables &tables, QString source)
    : m_tables(tables)
    , m_source(std::move(source))
{}

QString MonsterBlockParser::idFor(const QString &name)
{
    QString id;
    for (const QChar c : name.toLower()) {
        if (c.isLetterOrNumber() && c.unicode() < 128)
            id.append(c);
        else if (!id.isEmpty() && !id.endsWith(QLatin1Char('-')))
            id.append(QLatin1Char('-'));
    }
    while (id.endsWith(QLatin1Char('-')))
        id.chop(1);
    return id.isEmpty() ? QStringLiteral("monster") : id;
}

Error MonsterBlockParser::errorAt(int line, const QString &monster, const QString &what) const
{
    return Error{QStringLiteral("%1:%2: monster '%3': %4").arg(m_source).arg(line).arg(monster, what)};
}

Result<StatBlock> MonsterBlockParser::parse(const QString &name, int headingLine, const QList<Line> &lines,
                                            MonsterImportNote *note) const
{
    StatBlock block;
    block.kind = StatBlock::Kind::Monster;
    block.name = name;
    block.id = idFor(name);
    note->name = name;
    note->line = headingLine;
    MonsterSheet &monster = block.monster;
    MonsterDetails &details = monster.details;
    QStringList &kept = note->keptAsText;
    bool haveLevel = false, haveAbilities = false, haveInitiative = false, haveDefenses = false, haveHp = false;
    int printedStaggered = -1;
    QList<Item> items;
    QString pendingXp;

    static const QRegularExpression levelLine(
        QStringLiteral("^\\*\\*Level (\\d+) ([A-Za-z ]+?)\\*\\*\\s*(\\(Leader\\))?\\s*\\(([\\d.,]+) XP\\)"));
    static const QRegularExpression ability(
        QStringLiteral("\\*\\*(Str|Con|Dex|Int|Wis|Cha):\\*\\*\\s*(\\d+)\\s*\\(([+\\-−]?\\s*\\d+)\\)"));
    static const QRegularExpression initiative(
        QStringLiteral("^\\*\\*Initiative:\\*\\*\\s*([+\\-−]?\\s*\\d+)\\s*;\\s*\\*\\*Speed:\\*\\*\\s*(.*)$"));
    static const QRegularExpression hpLine(
        QStringLiteral("^\\*\\*HP:\\*\\*\\s*(\\d+)(?:\\s*,\\s*\\*\\*Staggered:\\*\\*\\s*(\\d+))?"));
    static const QRegularExpression keyLine(QStringLiteral("^\\*\\*([A-Za-z ]+):\\*\\*\\s*(.*)$"));

    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int number = lines.at(i).first;
        const QString text = lines.at(i).second;
        if (text.isEmpty())
            continue;
        if (!haveLevel) {
            const auto match = levelLine.match(text);
            if (!match.hasMatch())
                return errorAt(number, name,
                               QStringLiteral("expected the level line (\"**Level 6 Blocker** (250 XP)\"), found '%1'")
                                   .arg(text.left(80)));
            block.level = match.captured(1).toInt();
            if (block.level < minCreatureLevel || block.level > maxMonsterLevel)
                return errorAt(number, name,
                               QStringLiteral("level %1 is outside 1 to %2").arg(block.level).arg(maxMonsterLevel));
            bool roleFound = false;
            for (const QString &word : match.captured(2).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                if (const auto rank = monsterRankFromName(word.toLower())) {
                    monster.rank = *rank;
                } else if (const auto role = monsterRoleFromName(word.toLower())) {
                    monster.role = *role;
                    roleFound = true;
                } else if (word.compare(QLatin1String("Stalker"), Qt::CaseInsensitive) == 0) {
                    // Not a role of the tables; its numbers are a skulker's (the role that hides and strikes).
                    monster.role = MonsterRole::Skulker;
                    roleFound = true;
                    note->disagreements.append(
                        QStringLiteral("role 'Stalker' is not a role of the tables; read as skulker"));
                } else {
                    return errorAt(number, name,
                                   QStringLiteral("unknown rank or role '%1' (expected mook, elite, boss and "
                                                  "archer, blocker, skulker, spoiler, striker or wrecker)")
                                       .arg(word));
                }
            }
            if (!roleFound)
                return errorAt(number, name, QStringLiteral("the level line names no role"));
            monster.leader = !match.captured(3).isEmpty();
            pendingXp = match.captured(4);
            monster.xp = int(pendingXp.remove(QLatin1Char(',')).toDouble());
            if (pendingXp.contains(QLatin1Char('.')))
                note->disagreements.append(
                    QStringLiteral("XP %1 is not a whole number; kept as %2").arg(pendingXp).arg(monster.xp));
            haveLevel = true;
            // The line after it: "Medium Natural Humanoid ● Human (Chaotic Evil)".
            if (i + 1 >= lines.size())
                return errorAt(number, name, QStringLiteral("the size and type line is missing"));
            const int typeNumber = lines.at(i + 1).first;
            QString type = lines.at(++i).second;
            static const QRegularExpression alignment(QStringLiteral("\\(([^)]*)\\)\\s*$"));
            if (const auto a = alignment.match(type); a.hasMatch()) {
                block.alignment = a.captured(1).trimmed();
                type = type.left(a.capturedStart()).trimmed();
            }
            const QStringList halves = type.split(QStringLiteral("●"));
            const QStringList words = halves.first().split(QLatin1Char(' '), Qt::SkipEmptyParts);
            const auto size = words.isEmpty() ? std::nullopt : creatureSizeFromName(words.first().toLower());
            if (!size || words.size() < 2)
                return errorAt(typeNumber, name,
                               QStringLiteral("expected the size and type (\"Medium Natural Humanoid\"), found '%1'")
                                   .arg(type.left(80)));
            block.size = *size;
            monster.source = words.at(1).toLower();
            monster.type = words.mid(2).join(QLatin1Char(' ')).toLower();
            if (halves.size() > 1) {
                for (const QString &tag : halves.at(1).split(QLatin1Char(','), Qt::SkipEmptyParts))
                    block.tags.append(tag.trimmed().toLower());
            }
            continue;
        }
        if (text.startsWith(QLatin1String("**Senses:**"))) {
            QString senses = text.mid(11).trimmed();
            const qsizetype skillsAt = senses.indexOf(QLatin1String("**Skills:**"));
            if (skillsAt >= 0) {
                static const QRegularExpression skill(QStringLiteral("^([A-Za-z ]+?)\\s*([+-]\\d+)$"));
                for (const QString &entry : splitList(senses.mid(skillsAt + 11))) {
                    const auto match = skill.match(entry);
                    if (match.hasMatch())
                        details.skills.insert(match.captured(1), match.captured(2).toInt());
                    else
                        kept.append(QStringLiteral("skill: ") + entry);
                }
                senses = senses.left(skillsAt);
            }
            static const QRegularExpression perception(QStringLiteral("^Perception\\s*([+-]\\d+)$"));
            for (const QString &entry : splitList(senses)) {
                if (const auto match = perception.match(entry); match.hasMatch())
                    details.perception = match.captured(1).toInt();
                else
                    block.senses.append(unstar(entry));
            }
            continue;
        }
        if (text.startsWith(QLatin1String("**Languages:**"))) {
            for (const QString &language : splitList(text.mid(14)))
                if (language != QLatin1String("—") && language != QLatin1String("-"))
                    details.languages.append(language);
            continue;
        }
        if (text.startsWith(QLatin1String("**Str:**")) || text.startsWith(QLatin1String("**Int:**"))) {
            auto found = ability.globalMatch(text);
            int count = 0;
            while (found.hasNext()) {
                const auto match = found.next();
                const Ability which = *abilityFromName(match.captured(1));
                const int score = match.captured(2).toInt();
                if (score > maxAbilityScore) {
                    details.scoresAbove30.insert(which, score);
                    kept.append(QStringLiteral("%1 %2 is past the ability table; the engine uses 30")
                                    .arg(match.captured(1))
                                    .arg(score));
                }
                auto set = block.abilities.setScore(which, std::clamp(score, minAbilityScore, maxAbilityScore));
                if (!set)
                    return errorAt(number, name, set.errorMessage());
                ++count;
            }
            if (count != 3)
                return errorAt(number, name, QStringLiteral("expected three ability scores like \"**Str:** 20 (+8)\""));
            haveAbilities = true;
            continue;
        }
        if (const auto match = initiative.match(text); match.hasMatch()) {
            monster.initiative = QString(match.captured(1))
                                     .replace(QStringLiteral("−"), QStringLiteral("-"))
                                     .remove(QLatin1Char(' '))
                                     .toInt();
            readSpeed(match.captured(2), &monster);
            if (!details.movementNotes.isEmpty())
                kept.append(QStringLiteral("speed: ") + details.movementNotes);
            haveInitiative = true;
            continue;
        }
        if (text.startsWith(QLatin1String("**Action Points:**"))) {
            bool ok = false;
            details.actionPoints = text.mid(18).trimmed().toInt(&ok);
            if (!ok)
                return errorAt(number, name,
                               QStringLiteral("action points '%1' are not a number").arg(text.mid(18).trimmed()));
            continue;
        }
        if (text.startsWith(QLatin1String("**AC:**"))) {
            auto defenses = readDefenseLine(text);
            if (!defenses)
                return errorAt(number, name, defenses.errorMessage());
            monster.defenses = defenses->defenses;
            details.savingThrowBonus = defenses->savingThrows;
            haveDefenses = true;
            continue;
        }
        if (const auto match = hpLine.match(text); match.hasMatch()) {
            monster.maxHitPoints = match.captured(1).toInt();
            if (!match.captured(2).isEmpty())
                printedStaggered = match.captured(2).toInt();
            haveHp = true;
            continue;
        }
        if (text.startsWith(QLatin1String("**Immune:**")) || text.startsWith(QLatin1String("**Resist:**")) ||
            text.startsWith(QLatin1String("**Vulnerable:**"))) {
            readAdjustmentLine(text, &block, &kept);
            continue;
        }
        if (text.startsWith(QLatin1String("**Equipment:**"))) {
            details.equipment = text.mid(14).trimmed();
            continue;
        }
        Aura aura;
        if (items.isEmpty() && readAura(text, &aura)) {
            if (!aura.automated)
                kept.append(QStringLiteral("aura '%1': %2").arg(aura.name, aura.text));
            else if (!aura.tableText.isEmpty())
                kept.append(QStringLiteral("aura '%1': %2").arg(aura.name, aura.tableText));
            details.auras.append(aura);
            continue;
        }
        PowerTextParser::Header header;
        if (PowerTextParser::readHeader(text, &header)) {
            items.append(Item{number, header, {}});
            continue;
        }
        if (items.isEmpty()) {
            if (const auto key = keyLine.match(text); key.hasMatch()) {
                details.traits.append({key.captured(1), key.captured(2).trimmed()});
                kept.append(QStringLiteral("%1: %2").arg(key.captured(1), key.captured(2).trimmed()));
                continue;
            }
            // Prose between the numbers and the powers is the game master's: kept whole as a note.
            details.traits.append({QStringLiteral("Note"), text});
            kept.append(QStringLiteral("note: ") + text);
            continue;
        }
        items.last().body += (items.last().body.isEmpty() ? QString() : QStringLiteral(" ")) + text.trimmed();
    }
    if (!haveLevel)
        return errorAt(headingLine, name, QStringLiteral("the block has no level line"));
    for (auto [have, what] : {std::pair{haveAbilities, "ability scores (**Str:** ...)"},
                              {haveInitiative, "initiative and speed (**Initiative:** ...)"},
                              {haveDefenses, "defenses (**AC:** ...)"},
                              {haveHp, "hit points (**HP:** ...)"}}) {
        if (!have)
            return errorAt(lines.isEmpty() ? headingLine : lines.last().first, name,
                           QStringLiteral("the block has no %1").arg(QString::fromLatin1(what)));
    }
    if (printedStaggered >= 0 && printedStaggered != monster.maxHitPoints / 2) {
        details.printedStaggered = printedStaggered;
        note->disagreements.append(QStringLiteral("staggered %1 is not half of %2 hit points")
                                       .arg(printedStaggered)
                                       .arg(monster.maxHitPoints));
    }
    for (const Item &item : items) {
        if (item.header.icon.isEmpty() && item.header.usage.isEmpty()) {
            details.traits.append({item.header.name, item.body});
            kept.append(QStringLiteral("trait '%1'").arg(item.header.name));
            continue;
        }
        QString problem;
        auto power = PowerTextParser::parse(item.header, item.body, &kept, &problem);
        if (!power)
            return errorAt(item.line, name, problem);
        QString unique = power->name;
        for (int n = 2; block.power(unique); ++n)
            unique = QStringLiteral("%1 (%2)").arg(power->name).arg(n);
        power->name = unique;
        block.powers.append(*power);
    }
    resolveAttacks(&block, &kept);
    fillAttackBonuses(m_tables, &block, note);
    return block;
}

} // namespace battlemat
