#include "monsters/powertextparser.h"

#include "monsters/statchangetext.h"

#include <QRegularExpression>

#include <algorithm>

namespace battlemat {

namespace {

const QString conditionWords = QStringLiteral("blinded|controlled|dazed|dominated|helpless|immobilized|immobilised|"
                                              "immobile|marked|prone|rattled|restrained|slowed|"
                                              "stunned|surprised|unconscious|weakened|invisible");

// Numbers as the blocks spell them in "makes two claw attacks".
int countWord(const QString &word)
{
    static const QStringList words{QStringLiteral("one"),  QStringLiteral("two"),  QStringLiteral("three"),
                                   QStringLiteral("four"), QStringLiteral("five"), QStringLiteral("six")};
    const QString lower = word.toLower();
    if (lower == QLatin1String("a") || lower == QLatin1String("an"))
        return 1;
    const int index = int(words.indexOf(lower));
    return index >= 0 ? index + 1 : std::max(1, lower.toInt());
}

std::optional<Condition> conditionWord(const QString &word)
{
    const QString lower = word.toLower();
    // Orcus 1.0 blocks still say "dominated" and "immobilised"; the engine's words are controlled and immobilized.
    if (lower == QLatin1String("dominated"))
        return Condition::Controlled;
    if (lower == QLatin1String("immobilised") || lower == QLatin1String("immobile"))
        return Condition::Immobilized;
    return conditionFromName(lower);
}

// "(save ends)", "until the end of its next turn"... ; nullopt when the words name no duration the engine tracks.
std::optional<ConditionDuration> durationWords(const QString &text)
{
    const QString lower = text.trimmed().toLower();
    if (lower.isEmpty())
        return std::nullopt;
    if (lower.contains(QLatin1String("save ends")))
        return ConditionDuration::SaveEnds;
    if (lower.contains(QLatin1String("end of the encounter")))
        return ConditionDuration::EndOfEncounter;
    static const QRegularExpression endOf(
        QStringLiteral("^until the (end|start) of (the target's|the target’s|its|their|his|her|the [^ ]+(?: [^ ]+)?'s|"
                       "the [^ ]+(?: [^ ]+)?’s) next turn$"));
    const auto match = endOf.match(lower);
    if (!match.hasMatch())
        return std::nullopt;
    const QString whose = match.captured(2);
    const bool target = whose.startsWith(QLatin1String("the target")) || whose == QLatin1String("their") ||
                        whose == QLatin1String("its") || whose == QLatin1String("his") || whose == QLatin1String("her");
    const bool end = match.captured(1) == QLatin1String("end");
    if (target)
        return end ? ConditionDuration::UntilEndOfTargetsNextTurn : ConditionDuration::UntilStartOfTargetsNextTurn;
    return end ? ConditionDuration::UntilEndOfUsersNextTurn : ConditionDuration::UntilStartOfUsersNextTurn;
}

// Splits at the separators outside parentheses: the clause boundaries of a printed power.
QStringList splitTopLevel(const QString &text, const QList<QString> &separators)
{
    QStringList parts;
    int depth = 0;
    qsizetype start = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('('))
            ++depth;
        else if (c == QLatin1Char(')'))
            depth = std::max(0, depth - 1);
        if (depth > 0)
            continue;
        for (const QString &separator : separators) {
            if (text.mid(i, separator.size()).compare(separator, Qt::CaseInsensitive) == 0) {
                parts.append(text.mid(start, i - start));
                i += separator.size() - 1;
                start = i + 1;
                break;
            }
        }
    }
    parts.append(text.mid(start));
    QStringList trimmed;
    for (const QString &part : parts) {
        const QString clean = part.trimmed();
        if (!clean.isEmpty())
            trimmed.append(clean);
    }
    return trimmed;
}

QString stripEnd(QString text)
{
    text = text.trimmed();
    while (text.endsWith(QLatin1Char('.')) || text.endsWith(QLatin1Char(',')))
        text.chop(1);
    return text.trimmed();
}

bool readUsage(const QString &usage, Power *power, QString *problem)
{
    const QStringList parts = splitTopLevel(usage, {QStringLiteral(",")});
    if (parts.isEmpty()) {
        *problem = QStringLiteral("the power's usage '(%1)' is empty").arg(usage);
        return false;
    }
    const QString action = parts.first().toLower();
    if (action.startsWith(QLatin1String("standard")))
        power->action = Power::Action::Standard;
    else if (action == QLatin1String("move"))
        power->action = Power::Action::Move;
    else if (action == QLatin1String("swift") || action == QLatin1String("minor"))
        power->action = Power::Action::Swift;
    else if (action == QLatin1String("free"))
        power->action = Power::Action::Free;
    else if (action == QLatin1String("counter") || action.contains(QLatin1String("interrupt")))
        power->action = Power::Action::Counter;
    else if (action == QLatin1String("reaction") || action.contains(QLatin1String("react")))
        power->action = Power::Action::Reaction;
    else if (action == QLatin1String("opportunity"))
        power->action = Power::Action::Opportunity;
    else if (action == QLatin1String("no action") || action == QLatin1String("none"))
        power->action = Power::Action::None;
    else {
        *problem = QStringLiteral("unknown action '%1' in '(%2)'").arg(parts.first(), usage);
        return false;
    }
    // "refresh 5, 6" is Orcus 1.0's spelling of "recharge 5-6": the d6 results are listed.
    QList<int> rolls;
    QString recharge;
    QStringList notes;
    for (qsizetype i = 1; i < parts.size(); ++i) {
        QString part = parts.at(i).toLower();
        static const QRegularExpression refresh(
            QStringLiteral("^(?:refresh|recharge)\\s+(\\d)(?:\\s*[-–]\\s*(\\d))?$"));
        const auto match = refresh.match(part);
        bool isNumber = false;
        const int number = part.toInt(&isNumber);
        if (match.hasMatch()) {
            rolls.append(match.captured(1).toInt());
            if (!match.captured(2).isEmpty())
                rolls.append(match.captured(2).toInt());
        } else if (isNumber && !rolls.isEmpty()) {
            rolls.append(number);
        } else if (recharge.isEmpty() && Recharge::fromString(part)) {
            recharge = part;
        } else if (part.startsWith(QLatin1String("refresh ")) || part.startsWith(QLatin1String("recharge "))) {
            // "refresh when first staggered": a recharge the table judges, kept as its condition.
            recharge = QStringLiteral("recharge if ") + parts.at(i).section(QLatin1Char(' '), 1);
        } else {
            // "once per round": a limit the table keeps, shown with the power's effect.
            notes.append(parts.at(i));
        }
    }
    if (!notes.isEmpty())
        power->effect.text = QStringLiteral("Usage: %1.").arg(notes.join(QStringLiteral(", ")));
    if (!rolls.isEmpty()) {
        power->recharge.kind = Recharge::Kind::OnRoll;
        power->recharge.rollMin = *std::min_element(rolls.begin(), rolls.end());
        power->recharge.rollMax = *std::max_element(rolls.begin(), rolls.end());
        return true;
    }
    if (recharge.isEmpty())
        recharge = QStringLiteral("at-will");
    auto parsed = Recharge::fromString(recharge);
    if (parsed) {
        power->recharge = *parsed;
        return true;
    }
    // "refresh when staggered": the table's judgement, kept as the recharge's own condition.
    power->recharge.kind = Recharge::Kind::OnCondition;
    power->recharge.condition = recharge;
    return true;
}

// "Reach 2", "Ranged 5/10", "Near burst 1, enemies only", "Far burst 2 within 10"; least ranges: "Far burst 1 within 5
// and 120", "Ranged 50/100 (minimum Ranged 4)", "Ranged 40 (cannot target creatures within 20 squares)": 21.
bool readRange(const QString &segment, Power *power)
{
    static const QRegularExpression range(
        QStringLiteral(
            "^(reach|melee|ranged|range|near|far)\\s*(?:(burst|blast|spray|wall|arc)\\s+)?(\\d+)(?:\\s*/\\s*(\\d+))?"
            "(?:\\s+\\(?within\\s+(\\d+)(?:\\s+and\\s+(\\d+))?\\)?)?"
            "(?:\\s*\\((?:minimum(?:\\s+ranged)?\\s+(\\d+)|cannot target creatures within\\s+(\\d+)\\s+squares)\\))?"
            "\\s*(?:,\\s*(.*))?$"),
        QRegularExpression::CaseInsensitiveOption);
    const auto match = range.match(segment);
    if (!match.hasMatch())
        return false;
    const QString kind = match.captured(1).toLower();
    const int number = match.captured(3).toInt();
    if (kind == QLatin1String("reach") || kind == QLatin1String("melee")) {
        power->origin = Power::Origin::Melee;
        power->range = number;
    } else if (kind == QLatin1String("ranged") || kind == QLatin1String("range")) {
        power->origin = Power::Origin::Ranged;
        power->range = number;
        power->longRange = match.captured(4).toInt();
        power->minRange = match.captured(8).isEmpty() ? match.captured(7).toInt() : match.captured(8).toInt() + 1;
    } else {
        power->origin = kind == QLatin1String("near") ? Power::Origin::Near : Power::Origin::Far;
        const QString shape = match.captured(2).isEmpty() ? QStringLiteral("burst") : match.captured(2).toLower();
        power->area = QStringLiteral("%1 %2").arg(shape).arg(number);
        power->range = match.captured(5).toInt();
        power->minRange = match.captured(6).isEmpty() ? 0 : power->range; // "within 5 and 120": least, greatest
        power->range = match.captured(6).isEmpty() ? power->range : match.captured(6).toInt();
    }
    power->targets = match.captured(9).trimmed();
    return true;
}

// "+11 vs AC", "+13 vs Reflex (when ...)", "Level +2 vs Will".
bool readAttack(const QString &segment, Power *power, QString *rest)
{
    static const QRegularExpression attack(
        QStringLiteral("^([+-]\\s*\\d+)\\s+vs\\.?\\s+(AC|Fortitude|Fort|Reflex|Ref|Will)\\b\\s*(.*)$"),
        QRegularExpression::CaseInsensitiveOption);
    const auto match = attack.match(segment);
    if (!match.hasMatch())
        return false;
    QString defense = match.captured(2).toLower();
    if (defense == QLatin1String("fort"))
        defense = QStringLiteral("fortitude");
    if (defense == QLatin1String("ref"))
        defense = QStringLiteral("reflex");
    PowerAttack result;
    result.bonus = QString(match.captured(1)).remove(QLatin1Char(' ')).toInt();
    result.defense = *defenseFromName(defense);
    power->attack = result;
    *rest = match.captured(3).trimmed();
    return true;
}

} // namespace

bool PowerTextParser::readHeader(const QString &line, Header *header)
{
    static const QRegularExpression pattern(
        QStringLiteral("^([‡†∢⤢↗⋇➶✦]?)\\s*\\*\\*([^*]+?)\\*\\*\\s*(?:\\(([^()]*(?:\\([^()]*\\)[^()]*)*)\\))?\\s*"
                       "(?:●\\s*(?:\\*\\*)?([^*]*?)(?:\\*\\*)?)?\\s*$"));
    const auto match = pattern.match(line.trimmed());
    if (!match.hasMatch() || match.captured(2).endsWith(QLatin1Char(':')))
        return false;
    header->icon = match.captured(1);
    header->name = match.captured(2).trimmed();
    header->usage = match.captured(3).trimmed();
    header->tags = match.captured(4).trimmed();
    return true;
}

std::optional<Power> PowerTextParser::parse(const Header &header, const QString &body, QStringList *keptAsText,
                                            QString *problem)
{
    Power power;
    power.name = header.name;
    power.description = body.trimmed();
    for (const QString &tag : header.tags.split(QLatin1Char(','), Qt::SkipEmptyParts))
        power.tags.append(tag.trimmed());
    if (!readUsage(header.usage, &power, problem))
        return std::nullopt;
    if (!power.effect.text.isEmpty())
        keptAsText->append(QStringLiteral("power '%1': %2").arg(power.name, power.effect.text));
    // The icon says what kind of attack it is when the text names no range ("+11 vs AC; ..." is a melee attack).
    if (header.icon == QStringLiteral("↗"))
        power.origin = Power::Origin::Ranged;
    else if (header.icon == QStringLiteral("∢"))
        power.origin = Power::Origin::Near;
    else if (header.icon == QStringLiteral("⤢") || header.icon == QStringLiteral("⋇"))
        power.origin = Power::Origin::Far;
    power.basic = header.icon == QStringLiteral("‡");
    const QString where = QStringLiteral("power '%1'").arg(power.name);

    QString text = body.trimmed();
    // A triggered power opens with its trigger: "When the mound is hit with a melee attack; ..." or "...: ...", or
    // "If an adjacent creature hits the spider with an attack, make an attack. +4 vs Fortitude; ...".
    static const QRegularExpression trigger(
        QStringLiteral("^((?:when|if|whenever)\\b[^:;]*?)(?:[:;]|,\\s*make an attack\\.)\\s*(.*)$"),
        QRegularExpression::CaseInsensitiveOption);
    const bool triggered = power.action == Power::Action::Counter || power.action == Power::Action::Reaction ||
                           power.action == Power::Action::Opportunity || power.action == Power::Action::Free;
    if (const auto match = trigger.match(text); match.hasMatch()) {
        power.trigger = match.captured(1).trimmed();
        text = match.captured(2).trimmed();
    } else if (triggered) {
        // Some blocks print the trigger inside the attack line: "+8 vs Reflex (When the crab is hit by a melee
        // attack); 1d6+5 damage", "+21 vs Fortitude (the animate battleform is staggered)".
        static const QRegularExpression inAttack(
            QStringLiteral("\\s*\\(((?:when )?[^()]*\\b(?:is hit|takes damage|is staggered)\\b[^()]*)\\)"),
            QRegularExpression::CaseInsensitiveOption);
        const qsizetype colon = text.indexOf(QLatin1Char(':'));
        if (colon > 0 && !text.left(colon).contains(QLatin1Char(';'))) {
            power.trigger = text.left(colon).trimmed();
            text = text.mid(colon + 1).trimmed();
        } else if (const auto inside = inAttack.match(text); inside.hasMatch()) {
            power.trigger = inside.captured(1).trimmed();
            text.remove(inside.capturedStart(), inside.capturedLength());
        }
    }
    // The printed outcomes after the hit: "*Miss:* half damage", "*Effect:* ...", "*Secondary Attack:* ...".
    QString missText;
    QString effectText;
    QString secondaryText;
    static const QRegularExpression marker(QStringLiteral("\\*(Miss|Effect|Secondary Attack|Hit)\\s*:\\s*\\*|"
                                                          "\\*(Miss|Effect|Secondary Attack|Hit)\\*\\s*:"));
    auto markers = marker.globalMatch(text);
    QList<QPair<QString, qsizetype>> cuts;
    QList<qsizetype> ends;
    while (markers.hasNext()) {
        const auto match = markers.next();
        const QString kind = match.captured(1).isEmpty() ? match.captured(2) : match.captured(1);
        cuts.append({kind, match.capturedStart()});
        ends.append(match.capturedEnd());
    }
    QString main = cuts.isEmpty() ? text : text.left(cuts.first().second);
    for (qsizetype i = 0; i < cuts.size(); ++i) {
        const qsizetype stop = i + 1 < cuts.size() ? cuts.at(i + 1).second : text.size();
        const QString part = text.mid(ends.at(i), stop - ends.at(i)).trimmed();
        const QString kind = cuts.at(i).first;
        if (kind == QLatin1String("Miss"))
            missText = part;
        else if (kind == QLatin1String("Effect"))
            effectText += (effectText.isEmpty() ? QString() : QStringLiteral(" ")) + part;
        else if (kind == QLatin1String("Secondary Attack"))
            secondaryText = part;
        else
            main += QStringLiteral("; ") + part;
    }

    QStringList segments = splitTopLevel(main, {QStringLiteral(";")});
    const bool ranged = !segments.isEmpty() && readRange(segments.first(), &power);
    if (ranged)
        segments.removeFirst();
    // "The transformed servant makes a charge attack while swimming; +13 vs AC; ...": what comes before the attack
    // is the table's, and the attack is still read.
    QString preamble;
    QString probe;
    Power scratch;
    if (segments.size() > 1 && !readAttack(segments.first(), &scratch, &probe) &&
        readAttack(segments.at(1), &scratch, &probe)) {
        preamble = segments.takeFirst();
        keptAsText->append(where + QStringLiteral(": ") + preamble);
        power.effect.text = preamble;
    }
    QString attackRest;
    bool attacked = false;
    if (!segments.isEmpty() && readAttack(segments.first(), &power, &attackRest)) {
        segments.removeFirst();
        attacked = true;
        if (!attackRest.isEmpty())
            segments.prepend(attackRest);
    }
    // No icon, no range and no attack ("The deathgaunt becomes invisible"): the power acts on its user.
    if (header.icon.isEmpty() && !ranged && !attacked)
        power.origin = Power::Origin::Self;
    const QString outcomeText = segments.join(QStringLiteral("; "));
    if (attacked)
        readOutcome(outcomeText, &power.hit, keptAsText, where + QStringLiteral(" hit"));
    else if (!outcomeText.isEmpty())
        readOutcome(outcomeText, &power.effect, keptAsText, where);
    if (!missText.isEmpty()) {
        if (power.attack)
            readOutcome(missText, &power.miss, keptAsText, where + QStringLiteral(" miss"));
        else
            readOutcome(missText, &power.effect, keptAsText, where + QStringLiteral(" miss"));
    }
    if (!effectText.isEmpty())
        readOutcome(effectText, &power.effect, keptAsText, where + QStringLiteral(" effect"));
    if (!secondaryText.isEmpty()) {
        // "Secondary attacks use the same tags, attack, defense and range as the original attack, unless otherwise
        // specified" (Orcus "Effects").
        Power secondary;
        secondary.name = power.name + QStringLiteral(" (secondary)");
        secondary.action = Power::Action::None;
        secondary.tags = power.tags;
        secondary.origin = power.origin;
        secondary.range = power.range;
        secondary.area = power.area;
        QStringList parts = splitTopLevel(secondaryText, {QStringLiteral(";")});
        QString rest;
        if (!parts.isEmpty() && readRange(parts.first(), &secondary))
            parts.removeFirst();
        if (!parts.isEmpty() && readAttack(parts.first(), &secondary, &rest)) {
            parts.removeFirst();
            if (!rest.isEmpty())
                parts.prepend(rest);
            readOutcome(parts.join(QStringLiteral("; ")), &secondary.hit, keptAsText,
                        where + QStringLiteral(" secondary attack"));
            secondary.description = secondaryText;
            PowerOutcome &owner = attacked ? power.hit : power.effect;
            owner.secondaryAttacks.push_back(secondary);
        } else {
            keptAsText->append(where + QStringLiteral(" secondary attack: ") + secondaryText);
            PowerOutcome &owner = attacked ? power.hit : power.effect;
            owner.text += (owner.text.isEmpty() ? QString() : QStringLiteral(" ")) +
                          QStringLiteral("Secondary Attack: ") + secondaryText;
        }
    }
    // "The hydra makes three bite attacks" / "makes a claw attack and a bite attack": the attacks it makes.
    static const QRegularExpression makes(
        QStringLiteral("makes (a|an|one|two|three|four|five|six|\\d+) ([\\w’' -]+?) attacks?\\b"),
        QRegularExpression::CaseInsensitiveOption);
    auto found = makes.globalMatch(QString(power.description).remove(QLatin1Char('*')));
    while (found.hasNext()) {
        const auto match = found.next();
        const QString used = match.captured(2).trimmed();
        // Basic, charge and secondary attacks are rules of their own, not powers of the block.
        if (used.startsWith(QLatin1String("basic"), Qt::CaseInsensitive) ||
            used.contains(QLatin1String("charge"), Qt::CaseInsensitive) ||
            used.contains(QLatin1String("secondary"), Qt::CaseInsensitive))
            continue;
        power.attacksWith.append({used, countWord(match.captured(1))});
    }
    if (power.origin == Power::Origin::Near || power.origin == Power::Origin::Far) {
        if (power.area.isEmpty())
            power.area = QStringLiteral("burst 1"); // an icon without a printed area: the smallest, and said so
    }
    return power;
}

void PowerTextParser::readOutcome(const QString &text, PowerOutcome *outcome, QStringList *keptAsText,
                                  const QString &where)
{
    static const QRegularExpression damage(
        QStringLiteral("^(?:(?:it|the target) takes )?(\\d+d\\d+(?:\\s*[+-]\\s*\\d+)?|\\d+)\\s+"
                       "(?:((?:acid|cold|fire|force|lightning|necrotic|poison|psychic|radiant|thunder)(?:\\s+and\\s+"
                       "(?:acid|cold|fire|force|lightning|necrotic|poison|psychic|radiant|thunder))?)\\s+)?damage"
                       "(?:\\s*\\(([^)]*)\\))?$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression persistent(
        QStringLiteral("^(?:and )?(?:(?:(?:the )?target )?takes )?(?:persistent (\\d+)|(\\d+) persistent)\\s+"
                       "(?:(acid|cold|fire|force|lightning|necrotic|poison|psychic|radiant|thunder)\\s+)?damage"
                       "\\s*\\(save ends\\)$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression condition(
        QStringLiteral("^(?:and\\s+)?(?:(?:the )?target |it |they )?(?:is |are |becomes? )?(?:knocked )?(%1)"
                       "(?:,? and (?:is )?(%1))?\\s*(\\(save ends[^)]*\\)|until .*)?$")
            .arg(conditionWords),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression falls(
        QStringLiteral("^(?:and )?(?:(?:the )?target )?(?:falls|is knocked|knocked|is knocked down and) prone$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression forced(
        QStringLiteral(
            "^(?:and )?(?:the (?:user|\\w+) )?(?:(?:the )?target is |it is |is )?(?:(push|pull|slide|shunt)(?:es|s)?|"
            "(pushed|pulled|slid|shunted)) (?:the target )?(\\d+)(?: squares?)?$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression heal(
        QStringLiteral("^(?:and )?(?:the [\\w -]+? |it )?(?:regains|heals) (\\d+d\\d+(?:\\s*[+-]\\s*\\d+)?|\\d+) "
                       "hit points$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression temporary(
        QStringLiteral(
            "^(?:and )?(?:the [\\w -]+? |it )?(?:gains|gets) (\\d+d\\d+(?:\\s*[+-]\\s*\\d+)?|\\d+) temporary "
            "hit points$"),
        QRegularExpression::CaseInsensitiveOption);

    QStringList kept;
    // "pushed 3 squares and knocked prone", "weakened and takes persistent 5 poison damage", "shifts 4 squares and
    // gains 10 temporary hit points" (the cruel lieutenant's Rage: the shift stays the table's): each is a clause.
    static const QRegularExpression andThen(
        QStringLiteral("\\s+and\\s+(?=(?:is |are )?(?:knocked|falls|pushed|pulled|slid|shunted|takes|%1)\\b|"
                       "(?:the [\\w -]+? )?(?:gains|gets|regains|heals) \\d[^;,.]* hit points|"
                       "(?:gains|suffers|receives) an? [+-]\\d)")
            .arg(conditionWords),
        QRegularExpression::CaseInsensitiveOption);
    // "The Emperor's ground and fly speeds increase by 1, the Emperor is healed ...": the change ends at its number.
    static const QRegularExpression speedEnds(QStringLiteral("(speeds? (?:increases?|decreases?) by \\d+),\\s+"),
                                              QRegularExpression::CaseInsensitiveOption);
    // "..., the target loses 1 recovery, the barghest heals 10 hit points": its user's healing is a clause of its own.
    static const QRegularExpression userHeals(
        QStringLiteral(",\\s+(?=the [\\w -]+? (?:gains|gets|regains|heals) \\d[^;,.]* hit points)"),
        QRegularExpression::CaseInsensitiveOption);
    const QString separated = QString(text)
                                  .replace(andThen, QStringLiteral("; "))
                                  .replace(speedEnds, QStringLiteral("\\1; "))
                                  .replace(userHeals, QStringLiteral("; "));
    const QStringList clauses = splitTopLevel(separated, {QStringLiteral("; "), QStringLiteral(". "),
                                                          QStringLiteral(", and "), QStringLiteral(" and the "),
                                                          QStringLiteral(" and it "), QStringLiteral(", the target ")});
    QList<AppliedCondition> pending; // conditions printed without a duration, waiting for the next clause's
    QList<std::pair<qsizetype, QString>> endless; // changes printed without an end: which, and their clause
    for (qsizetype i = 0; i < clauses.size(); ++i) {
        const QString clause = stripEnd(clauses.at(i));
        if (clause.isEmpty())
            continue;
        if (const auto match = damage.match(clause); match.hasMatch() && !outcome->damage) {
            PowerDamage result;
            result.expression = QString(match.captured(1)).remove(QLatin1Char(' '));
            const QString type = match.captured(2).toLower();
            if (type.contains(QLatin1String(" and "))) {
                // "3d6+3 cold and necrotic damage": rolled, but a stat block holds one type and the rules say
                // nothing of resisting one of two; the types stay printed for the table to judge resistances.
                kept.append(match.captured(2) + QStringLiteral(" damage"));
            } else if (!type.isEmpty()) {
                result.type = *damageTypeFromName(type);
            }
            outcome->damage = result;
            // "(2d4+14 on a critical hit)": the table's, next to the damage the engine rolls.
            if (!match.captured(3).isEmpty())
                kept.append(QStringLiteral("(%1)").arg(match.captured(3)));
            continue;
        }
        if (const auto match = persistent.match(clause); match.hasMatch() && !outcome->persistent) {
            const int amount = match.captured(1).isEmpty() ? match.captured(2).toInt() : match.captured(1).toInt();
            const DamageType type =
                match.captured(3).isEmpty() ? DamageType::Untyped : *damageTypeFromName(match.captured(3).toLower());
            outcome->persistent = PersistentDamage{amount, type};
            // "weakened and takes persistent 5 poison damage (save ends)": one save ends both.
            for (AppliedCondition &waiting : pending)
                waiting.duration = ConditionDuration::SaveEnds;
            outcome->conditions.append(pending);
            pending.clear();
            continue;
        }
        if (falls.match(clause).hasMatch()) {
            outcome->conditions.append({Condition::Prone, ConditionDuration::UntilResolved});
            continue;
        }
        if (const auto match = condition.match(clause); match.hasMatch()) {
            const auto duration = durationWords(match.captured(3));
            QList<Condition> named{*conditionWord(match.captured(1))};
            if (!match.captured(2).isEmpty())
                named.append(*conditionWord(match.captured(2)));
            if (duration || named.first() == Condition::Prone) {
                const ConditionDuration applied = duration ? *duration : ConditionDuration::UntilResolved;
                for (AppliedCondition &waiting : pending)
                    waiting.duration = applied;
                outcome->conditions.append(pending);
                pending.clear();
                for (Condition c : named)
                    outcome->conditions.append({c, applied});
                continue;
            }
            if (match.captured(3).isEmpty()) {
                for (Condition c : named)
                    pending.append({c, ConditionDuration::SaveEnds});
                continue;
            }
        }
        if (const auto match = forced.match(clause); match.hasMatch() && !outcome->forcedMovement) {
            const QString kind = (match.captured(1) + match.captured(2)).toLower();
            ForcedMovement movement;
            // Orcus 1.0 prints both "slide" and "shunt" for the grid's shunt ("Unwilling movement").
            movement.kind = kind.startsWith(QLatin1String("push"))   ? MovementMode::Push
                            : kind.startsWith(QLatin1String("pull")) ? MovementMode::Pull
                                                                     : MovementMode::Shunt;
            movement.distance = match.captured(3).toInt();
            outcome->forcedMovement = movement;
            continue;
        }
        if (const auto read = readStatChange(clause)) {
            // "is stunned and suffers a -2 penalty to Will defense (save ends both)": one end for both.
            const auto duration = durationWords(read->until);
            if (duration || read->until.isEmpty()) {
                StatChange change = read->change;
                if (!duration)
                    endless.append({outcome->statChanges.size(), clause});
                if (duration) {
                    change.duration = *duration;
                    for (AppliedCondition &waiting : pending)
                        waiting.duration = *duration;
                    outcome->conditions.append(pending);
                    pending.clear();
                }
                outcome->statChanges.append(change);
                continue;
            }
        }
        // What the user regains: "the target heals 5 hit points" is another creature's (an ally's burst).
        const bool targetHeals = clause.startsWith(QLatin1String("the target "), Qt::CaseInsensitive);
        if (const auto match = heal.match(clause); match.hasMatch() && outcome->healing.isEmpty() && !targetHeals) {
            outcome->healing = QString(match.captured(1)).remove(QLatin1Char(' '));
            continue;
        }
        if (const auto match = temporary.match(clause);
            match.hasMatch() && outcome->temporaryHitPoints.isEmpty() && !targetHeals) {
            outcome->temporaryHitPoints = QString(match.captured(1)).remove(QLatin1Char(' '));
            continue;
        }
        kept.append(clause);
    }
    keepEndlessChangesChangedLater(&outcome->statChanges, endless, &kept);
    // A condition no clause gave a duration to is the table's: "the target is marked" with no end printed.
    for (const AppliedCondition &waiting : pending)
        kept.append(QStringLiteral("the target is %1").arg(conditionName(waiting.condition)));
    if (kept.isEmpty())
        return;
    const QString joined = kept.join(QStringLiteral("; "));
    outcome->text += (outcome->text.isEmpty() ? QString() : QStringLiteral(" ")) + joined;
    keptAsText->append(where + QStringLiteral(": ") + joined);
}

} // namespace battlemat
