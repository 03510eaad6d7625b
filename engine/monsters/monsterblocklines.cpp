#include "monsters/monsterblocklines.h"

#include "monsters/aurasentences.h"

#include "orcus/monsterbuilder.h"
#include "orcus/monstertables.h"

#include <QRegularExpression>

namespace battlemat {

Result<DefenseLine> readDefenseLine(const QString &line)
{
    static const QRegularExpression pattern(QStringLiteral(
        "^\\*\\*AC:\\*\\*\\s*(\\d+)\\s*;\\s*\\*\\*Fort:\\*\\*\\s*(\\d+)\\s*,\\s*\\*\\*Ref:\\*\\*\\s*(\\d+)"
        "\\s*,\\s*\\*\\*Will:\\*\\*\\s*(\\d+)(?:\\s*;\\s*\\*\\*Saving Throws:\\*\\*\\s*([+-]\\d+))?\\s*$"));
    const auto match = pattern.match(line.trimmed());
    if (!match.hasMatch())
        return Error{QStringLiteral("expected \"**AC:** 22; **Fort:** 21, **Ref:** 18, **Will:** 17\", found '%1'")
                         .arg(line.left(80))};
    DefenseLine result;
    result.defenses = Defenses{match.captured(1).toInt(), match.captured(2).toInt(), match.captured(3).toInt(),
                               match.captured(4).toInt()};
    result.savingThrows = match.captured(5).toInt();
    return result;
}

void readAdjustmentLine(const QString &line, StatBlock *block, QStringList *keptAsText)
{
    MonsterDetails &details = block->monster.details;
    DamageAdjustments &adjustments = block->damageAdjustments;
    static const QRegularExpression section(QStringLiteral("\\*\\*(Immune|Resist|Vulnerable):\\*\\*"));
    QString text = line;
    text.replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
    auto found = section.globalMatch(text);
    QList<QPair<QString, qsizetype>> starts;
    QList<qsizetype> ends;
    while (found.hasNext()) {
        const auto match = found.next();
        starts.append({match.captured(1), match.capturedStart()});
        ends.append(match.capturedEnd());
    }
    static const QRegularExpression amount(QStringLiteral("^(?:([a-z\\[\\] ]+?)\\s+(\\d+)|(\\d+)\\s+([a-z]+))$"),
                                           QRegularExpression::CaseInsensitiveOption);
    for (qsizetype s = 0; s < starts.size(); ++s) {
        const qsizetype stop = s + 1 < starts.size() ? starts.at(s + 1).second : text.size();
        const QString kind = starts.at(s).first;
        const QString body = text.mid(ends.at(s), stop - ends.at(s));
        QStringList items;
        int depth = 0;
        QString current;
        for (const QChar c : body) {
            depth += c == QLatin1Char('(') ? 1 : c == QLatin1Char(')') ? -1 : 0;
            if (depth == 0 && c == QLatin1Char(',')) {
                items.append(current.trimmed());
                current.clear();
            } else {
                current.append(c);
            }
        }
        items.append(current.trimmed());
        items.removeAll(QString());
        QStringList waiting; // "acid, cold, fire 5": the types before a number take that number
        for (const QString &item : items) {
            const QString lower = item.toLower();
            if (kind == QLatin1String("Immune")) {
                if (const auto type = damageTypeFromName(lower))
                    adjustments.immunities.insert(*type);
                else
                    details.immuneTo.append(lower);
                continue;
            }
            const auto match = amount.match(lower);
            const QString typeName = match.hasMatch() ? (match.captured(1) + match.captured(4)).trimmed() : lower;
            const int value = match.hasMatch() ? (match.captured(2) + match.captured(3)).toInt() : 0;
            const auto type = damageTypeFromName(typeName);
            if (kind == QLatin1String("Resist") && lower == QLatin1String("incorporeal")) {
                details.incorporeal = true;
                continue;
            }
            if (kind == QLatin1String("Resist") && typeName == QLatin1String("all") && value > 0) {
                details.resistAll = value;
                continue;
            }
            if (type && value > 0) {
                QMap<DamageType, int> &target =
                    kind == QLatin1String("Resist") ? adjustments.resistances : adjustments.weaknesses;
                target.insert(*type, value);
                for (const QString &earlier : waiting)
                    target.insert(*damageTypeFromName(earlier), value);
                waiting.clear();
                continue;
            }
            if (type && !match.hasMatch()) {
                waiting.append(typeName);
                continue;
            }
            const QString noteText = QStringLiteral("%1: %2").arg(kind.toLower(), item);
            details.defenseNotes.append(noteText);
            keptAsText->append(noteText);
        }
        for (const QString &earlier : waiting) {
            const QString noteText = QStringLiteral("%1: %2 (no amount printed)").arg(kind.toLower(), earlier);
            details.defenseNotes.append(noteText);
            keptAsText->append(noteText);
        }
    }
}

void resolveAttacks(StatBlock *block, QStringList *keptAsText)
{
    for (Power &power : block->powers) {
        QList<QPair<QString, int>> resolved;
        for (const auto &[used, count] : power.attacksWith) {
            const Power *target = nullptr;
            for (const Power &candidate : block->powers) {
                const QString name = candidate.name.toLower();
                const QString wanted = used.toLower();
                if (&candidate != &power &&
                    (name == wanted || name == wanted + QLatin1Char('s') || name + QLatin1Char('s') == wanted ||
                     name.endsWith(QLatin1Char(' ') + wanted)))
                    target = &candidate;
            }
            if (target)
                resolved.append({target->name, count});
            else
                keptAsText->append(
                    QStringLiteral("power '%1': makes %2 %3 attack(s), and the block has no power by that "
                                   "name")
                        .arg(power.name)
                        .arg(count)
                        .arg(used));
        }
        power.attacksWith = resolved;
    }
}

void fillAttackBonuses(const MonsterTables &tables, StatBlock *block, MonsterImportNote *note)
{
    MonsterSheet &monster = block->monster;
    std::optional<int> vsAc;
    std::optional<int> vsOther;
    for (const Power &power : block->powers) {
        if (!power.attack || !power.attack->bonus)
            continue;
        if (power.attack->defense == Defense::AC && !vsAc)
            vsAc = *power.attack->bonus;
        if (power.attack->defense != Defense::AC && !vsOther)
            vsOther = *power.attack->bonus;
        if (power.basic && power.origin == Power::Origin::Melee && power.range > block->reach)
            block->reach = power.range;
    }
    // The tables' numbers for the printed level, role and rank: what a block that prints no attack of a kind uses,
    // and what the printed numbers are compared with (never corrected).
    MonsterRequest request;
    request.level = std::min(block->level, maxCreatureLevel);
    request.role = monster.role;
    request.rank = monster.rank;
    request.leader = monster.leader;
    request.id = block->id;
    auto expected = MonsterBuilder(tables).build(request);
    monster.attackVsAc = vsAc.value_or(expected ? expected->monster.attackVsAc : block->level + 5);
    monster.attackVsOther = vsOther.value_or(expected ? expected->monster.attackVsOther : block->level + 3);
    if (!expected || block->level > maxCreatureLevel) {
        note->disagreements.append(
            QStringLiteral("level %1 is past the creation tables (1 to 30); nothing compared").arg(block->level));
        return;
    }
    const QString what = QStringLiteral("level %1 %2 %3")
                             .arg(block->level)
                             .arg(monsterRankName(monster.rank), monsterRoleName(monster.role));
    if (expected->monster.maxHitPoints != monster.maxHitPoints)
        note->disagreements.append(QStringLiteral("hit points %1: the tables give %2 for a %3")
                                       .arg(monster.maxHitPoints)
                                       .arg(expected->monster.maxHitPoints)
                                       .arg(what));
    if (expected->monster.xp != monster.xp)
        note->disagreements.append(
            QStringLiteral("XP %1: the tables give %2 for a %3").arg(monster.xp).arg(expected->monster.xp).arg(what));
}

// "*Aura of Flame (Fire) aura 2:* A creature that enters or begins its turn in the aura takes 20 fire damage."
bool readAura(const QString &line, Aura *aura)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\*?([^*]+?)\\s+aura\\s+(\\d+)\\s*:?\\s*\\*?\\s*:?\\s*(.*)$"),
        QRegularExpression::CaseInsensitiveOption);
    // "*Terrain Manipulation* 10: Enemies treat all squares in the aura as difficult terrain": the word is left out.
    static const QRegularExpression unnamed(QStringLiteral("^\\*([^*]+)\\*\\s+(\\d+)\\s*:\\s*(.*\\baura\\b.*)$"),
                                            QRegularExpression::CaseInsensitiveOption);
    // "*Aura of rot 4:* Each enemy that starts its turn in the aura takes 32 necrotic damage." (Orcus).
    static const QRegularExpression leading(
        QStringLiteral("^\\*?(aura [^*:]*?)\\s+(\\d+)\\s*:?\\s*\\*?\\s*:?\\s*(.*)$"),
        QRegularExpression::CaseInsensitiveOption);
    auto match = pattern.match(line);
    if (!match.hasMatch())
        match = unnamed.match(line);
    if (!match.hasMatch())
        match = leading.match(line);
    if (!match.hasMatch())
        return false;
    static const QRegularExpression named(QStringLiteral("^(.*?)\\s*(?:\\(([^)]*)\\))?$"));
    const auto name = named.match(match.captured(1).trimmed());
    aura->name = name.captured(1).trimmed();
    for (const QString &keyword : name.captured(2).split(QLatin1Char(','), Qt::SkipEmptyParts))
        aura->keywords.append(keyword.trimmed());
    aura->radius = match.captured(2).toInt();
    aura->text = match.captured(3).trimmed();
    const QString lower = aura->text.toLower();
    static const QRegularExpression starts(
        QStringLiteral("\\b(begins?|starts?|beginning|starting) (its|their) turns?"));
    aura->startOfTurn = starts.match(lower).hasMatch();
    static const QRegularExpression enters(QStringLiteral("\\benters?\\b")); // "that enter or start their turn"
    aura->onEnter = enters.match(lower).hasMatch();
    if (lower.contains(QLatin1String("enem")))
        aura->affects = QStringLiteral("enemies");
    else if (lower.contains(QLatin1String("creature")))
        aura->affects = QStringLiteral("creatures");
    else if (lower.contains(QLatin1String("all")))
        aura->affects = QStringLiteral("allies");
    static const QRegularExpression damage(
        QStringLiteral("takes? (\\d+d\\d+(?:\\s*[+-]\\s*\\d+)?|\\d+) "
                       "(?:(acid|cold|fire|force|lightning|necrotic|poison|psychic|radiant|thunder) )?damage"));
    const auto hurt = damage.match(lower);
    if (hurt.hasMatch() && !lower.contains(QLatin1String("persistent"))) {
        aura->damage =
            PowerDamage{QString(hurt.captured(1)).remove(QLatin1Char(' ')),
                        hurt.captured(2).isEmpty() ? DamageType::Untyped : *damageTypeFromName(hurt.captured(2)),
                        {}};
    }
    // What the encounter plays of it, sentence by sentence; the rest stays the table's (tableText).
    readAuraSentences(aura);
    return true;
}

} // namespace battlemat
