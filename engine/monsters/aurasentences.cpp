#include "monsters/aurasentences.h"

#include "orcus/damagetype.h"

#include <QRegularExpression>

namespace battlemat {

namespace {

using Match = QRegularExpressionMatch;

const QString types = QStringLiteral("acid|cold|fire|force|lightning|necrotic|poison|psychic|radiant|thunder");
// "A living creature, other than a ghoul worm,", "Living creatures that are not otyughs", "Each enemy".
const QString subject = QStringLiteral("(?:any |an? |each )?(?<living>living )?(?<who>enemy|enemies|creatures?)"
                                       "(?:, other than an? (?<other>[a-z' -]+?),| that are not (?<notk>[a-z' -]+?))?");
// "that enter or start their turn in the aura", "beginning their turn in the aura", "that ends its turn in the aura".
const QString trigger = QStringLiteral(
    "(?: that| beginning| starting)? (?<trigger>(?:enters? (?:the aura )?or )?(?:begins?|starts?|beginning|starting) "
    "(?:its|their) turns? (?:(?:in|within) (?:the|this) aura|adjacent to the [a-z' -]+?|in it)|ends? (?:its|their) "
    "turns? (?:in|within) the aura|leaves? the aura)");
// "takes 10 persistent damage (save ends)", "take 4d10+6 psychic damage and are pushed 4", "... and cannot shift".
const QString damage =
    QStringLiteral(",? (?:takes?|suffers?) (?<dice>\\d+d\\d+(?:\\s*[+-]\\s*\\d+)?|\\d+) (?<persistent>persistent "
                   ")?(?:(?<type>%1) )?"
                   "damage(?<saveEnds> \\(save ends\\))?(?: and (?:are|is) pushed (?<push>\\d+))?(?: and (?<rest>.+))?")
        .arg(types);
const QString condition = QStringLiteral(" (?:is|are) (?<cond>rattled)(?: and (?<cond2>deafened))? "
                                         "(?<until>\\(save ends\\)|until they leave the aura|until the end of "
                                         "(?:its|their) next turn)");
const QString advantage =
    QStringLiteral(" grants? combat advantage(?<gend> until the end of (?:its|their) next turn)?");

QString affectsOf(const QString &who)
{
    if (who.startsWith(QLatin1String("enem")))
        return QStringLiteral("enemies");
    if (who.startsWith(QLatin1String("all")))
        return QStringLiteral("allies");
    return QStringLiteral("creatures");
}

// "otyughs" -> "otyugh", "tunnel brutes" -> "tunnel brute": the kind a creature's stat block names.
QString kindOf(QString words)
{
    words = words.trimmed();
    if (words.endsWith(QLatin1Char('s')) && !words.endsWith(QLatin1String("ss")))
        words.chop(1);
    return words;
}

void readSubject(const Match &m, Aura *aura)
{
    aura->affects = affectsOf(m.captured(QStringLiteral("who")));
    aura->play.livingOnly = !m.captured(QStringLiteral("living")).isEmpty();
    const QString other = m.captured(QStringLiteral("other")) + m.captured(QStringLiteral("notk"));
    if (!other.isEmpty())
        aura->play.except = kindOf(other);
}

void readTrigger(const QString &trigger, Aura *aura)
{
    if (trigger.startsWith(QLatin1String("end")))
        aura->play.endOfTurn = true;
    else if (trigger.startsWith(QLatin1String("leave")))
        aura->play.onLeave = true;
    else {
        aura->startOfTurn = true;
        aura->onEnter = trigger.startsWith(QLatin1String("enter"));
    }
}

void readDamage(const Match &m, Aura *aura)
{
    const QString type = m.captured(QStringLiteral("type"));
    aura->damage = PowerDamage{m.captured(QStringLiteral("dice")).remove(QLatin1Char(' ')),
                               type.isEmpty() ? DamageType::Untyped : *damageTypeFromName(type),
                               {}};
    aura->play.persistent = !m.captured(QStringLiteral("persistent")).isEmpty();
    aura->play.push = m.captured(QStringLiteral("push")).toInt();
}

QString untilOf(const QString &printed)
{
    if (printed.contains(QLatin1String("save ends")))
        return QStringLiteral("saveEnds");
    if (printed.contains(QLatin1String("leave")))
        return QStringLiteral("leaveAura");
    return QStringLiteral("endOfNextTurn");
}

/**
 * Light and obscurement that move with the owner (docs/vision.md "Auras of light and obscurement"): "The flash
 * beetle casts bright light", "Squares in aura are heavily obscured", "Lightly obscured". True when read.
 */
bool readSight(const QString &s, Aura *aura)
{
    static const QRegularExpression casts(QStringLiteral("^the [a-z' -]+ casts (?<level>bright|dim) light$"));
    if (const Match m = casts.match(s); m.hasMatch()) {
        aura->play.light = m.captured(QStringLiteral("level"));
        return true;
    }
    static const QRegularExpression obscured(
        QStringLiteral("^(?:(?:all )?squares (?:in|within) (?:the )?aura are )?(?<how>lightly|heavily|totally) "
                       "obscured$"));
    if (const Match m = obscured.match(s); m.hasMatch()) {
        aura->play.obscured = m.captured(QStringLiteral("how"));
        return true;
    }
    return false;
}

/**
 * One sentence (lower case, no final stop). True when read; *unread receives the part of it that is left to the
 * table (as offsets into the sentence), if any.
 */
bool readSentence(const QString &s, Aura *aura, QList<std::pair<qsizetype, qsizetype>> *unread)
{
    // Who, when, and what a strike does: damage, a condition, or granting combat advantage.
    static const QRegularExpression strike(QStringLiteral("^(?:(?<prefix>.+?) and )?%1%2(?:%3|%4|%5)$")
                                               .arg(subject, trigger, damage, condition, advantage));
    if (const Match m = strike.match(s); m.hasMatch()) {
        readSubject(m, aura);
        readTrigger(m.captured(QStringLiteral("trigger")), aura);
        if (m.hasCaptured(QStringLiteral("dice")) && !m.captured(QStringLiteral("dice")).isEmpty()) {
            readDamage(m, aura);
            if (aura->play.persistent)
                aura->play.until = QStringLiteral("saveEnds");
        } else if (!m.captured(QStringLiteral("cond")).isEmpty()) {
            aura->play.conditions.append(m.captured(QStringLiteral("cond")));
            aura->play.until = untilOf(m.captured(QStringLiteral("until")));
            // The encounter has no deafened condition: it stays the table's ("... deafened until they leave").
            if (!m.captured(QStringLiteral("cond2")).isEmpty())
                unread->append({m.capturedStart(QStringLiteral("cond2")), s.size()});
        } else {
            // "grant combat advantage": off-guard. No end printed: while they are in the aura (docs/encounter.md).
            aura->play.conditions.append(QStringLiteral("off-guard"));
            aura->play.until = m.captured(QStringLiteral("gend")).isEmpty() ? QStringLiteral("leaveAura")
                                                                            : QStringLiteral("endOfNextTurn");
        }
        // "Squares in aura are heavily obscured and creatures that enter ...": the obscurement is read as well.
        if (const QString prefix = m.captured(QStringLiteral("prefix")); !prefix.isEmpty() && !readSight(prefix, aura))
            unread->append({0, m.capturedEnd(QStringLiteral("prefix"))});
        // "... and cannot shift until the start of its next turn": Orcus "Step", refused while it lasts.
        static const QRegularExpression noShift(
            QStringLiteral("^cannot shift until the start of (?:its|their) next turn$"));
        if (noShift.match(m.captured(QStringLiteral("rest"))).hasMatch())
            aura->play.cannotShift = true;
        else if (!m.captured(QStringLiteral("rest")).isEmpty())
            unread->append({m.capturedStart(QStringLiteral("rest")), s.size()});
        return true;
    }
    if (readSight(s, aura))
        return true;
    // "The nightmare and its rider can see through its aura": the owner sees through it; a rider is no creature of
    // the encounter's, so the sentence stays on the table as well.
    static const QRegularExpression through(
        QStringLiteral("^the [a-z' -]+?(?<rider> and its rider)? can see through (?:its|the) aura$"));
    if (const Match m = through.match(s); m.hasMatch()) {
        aura->play.ownerSeesThrough = true;
        if (!m.captured(QStringLiteral("rider")).isEmpty())
            unread->append({0, s.size()});
        return true;
    }
    // "Creatures take 7 fire damage if they begin their turns in the aura."
    static const QRegularExpression late(
        QStringLiteral("^(?<who>creatures|enemies) take (?<dice>\\d+d\\d+(?:[+-]\\d+)?|"
                       "\\d+) (?:(?<type>%1) )?damage if they begin their turns? in "
                       "the aura$")
            .arg(types));
    if (const Match m = late.match(s); m.hasMatch()) {
        aura->affects = affectsOf(m.captured(QStringLiteral("who")));
        aura->startOfTurn = true;
        readDamage(m, aura);
        return true;
    }
    // Events in the aura. "Each time a creature in the aura misses on an attack, it takes 1d8+4 psychic damage";
    // "If any creature within the aura, including the frenzy demon itself, misses on an attack roll, the frenzy demon
    // gets a +2 power bonus on attack rolls until the end of its next turn".
    static const QRegularExpression miss(
        QStringLiteral("^(?:each time|if|whenever) (?:any |an? )?(?<who>creature|enemy|ally) (?:in|within) "
                       "(?:the|this) aura(?<self>,? including the [a-z' -]+ itself,?)? misses on an attack(?: "
                       "roll)?, (?:it takes (?<dice>\\d+d\\d+(?:[+-]\\d+)?|\\d+) (?:(?<type>%1) )?damage|the "
                       "[a-z' -]+ gets an? \\+(?<bonus>\\d+) power bonus on attack rolls until the end of its next "
                       "turn)$")
            .arg(types));
    if (const Match m = miss.match(s); m.hasMatch()) {
        aura->affects = affectsOf(m.captured(QStringLiteral("who")));
        aura->play.onMiss = true;
        aura->play.includesOwner = !m.captured(QStringLiteral("self")).isEmpty();
        if (!m.captured(QStringLiteral("dice")).isEmpty())
            readDamage(m, aura);
        aura->play.ownerAttackBonus = m.captured(QStringLiteral("bonus")).toInt();
        return true;
    }
    // "A creature within the aura that fails a saving throw takes 15 damage."
    static const QRegularExpression failed(
        QStringLiteral("^(?:an? |any |each )?(?<who>creature|enemy|ally) (?:in|within) the aura (?:that|who) fails a "
                       "saving throw takes (?<dice>\\d+d\\d+(?:[+-]\\d+)?|\\d+) (?:(?<type>%1) )?damage$")
            .arg(types));
    if (const Match m = failed.match(s); m.hasMatch()) {
        aura->affects = affectsOf(m.captured(QStringLiteral("who")));
        aura->play.onFailedSave = true;
        readDamage(m, aura);
        return true;
    }
    // "Enemies in the aura when the fire magician uses their *scorching ray* or *fire wall* attacks suffer 5 fire
    // damage": the powers by name, as the stat block names them.
    static const QRegularExpression uses(
        QStringLiteral("^(?<who>enemies|creatures) in the aura when the [a-z' -]+ uses (?:their|its) (?<powers>.+?) "
                       "attacks? (?:suffer|take) (?<dice>\\d+d\\d+(?:[+-]\\d+)?|\\d+) (?:(?<type>%1) )?damage$")
            .arg(types));
    if (const Match m = uses.match(s); m.hasMatch()) {
        static const QRegularExpression between(QStringLiteral(",? or |, and |, | and "));
        QStringList powers;
        for (QString power : m.captured(QStringLiteral("powers")).split(between, Qt::SkipEmptyParts)) {
            power.remove(QLatin1Char('*')).remove(QLatin1Char('_'));
            if (!power.trimmed().isEmpty())
                powers.append(power.trimmed());
        }
        if (powers.isEmpty())
            return false;
        aura->affects = affectsOf(m.captured(QStringLiteral("who")));
        aura->play.ownerUses = powers;
        readDamage(m, aura);
        return true;
    }
    // "If the specter of sorrow takes radiant damage, the aura is negated until the end of its next turn."
    static const QRegularExpression negated(QStringLiteral("^if the [a-z' -]+ takes (?<type>%1) damage, the aura is "
                                                           "negated until the end of its next turn$")
                                                .arg(types));
    if (const Match m = negated.match(s); m.hasMatch()) {
        aura->play.negatedBy = m.captured(QStringLiteral("type"));
        return true;
    }
    // Swarm Violence: "If an enemy begins their turn in this aura, the swarm makes a basic melee attack against them
    // as a free action."
    static const QRegularExpression swarm(QStringLiteral("^if an? (?<who>enemy|creature) begins? (?:its|their) turns? "
                                                         "in (?:this|the) aura, (?:the [a-z' -]+ )?makes a basic melee "
                                                         "attack against (?:them|it) as a free action$"));
    if (const Match m = swarm.match(s); m.hasMatch()) {
        aura->affects = affectsOf(m.captured(QStringLiteral("who")));
        aura->startOfTurn = true;
        aura->play.basicAttack = true;
        return true;
    }
    // Sleep When You're Dead: "Each time an ally in the aura suffers damage that causes them to become staggered or be
    // reduced to 0 hit points or below, the ally may immediately make a basic attack. If the ally is at 0 hit points
    // or below, it falls unconscious after making the attack." The second sentence is what the engine does anyway: the
    // drop follows the attack (AuraRules::lastStrike).
    static const QRegularExpression lastStrike(
        QStringLiteral("^each time an ally in the aura suffers damage that causes (?:them|it) to become staggered or "
                       "be reduced to 0 hit points or below, the ally may immediately make a basic attack$"));
    static const QRegularExpression thenDrops(
        QStringLiteral("^if the ally is at 0 hit points or below, it falls unconscious after making the attack$"));
    if (lastStrike.match(s).hasMatch()) {
        aura->affects = QStringLiteral("allies");
        aura->play.lastStrike = true;
        return true;
    }
    if (aura->play.lastStrike && thenDrops.match(s).hasMatch())
        return true;
    // While in the aura.
    static const QRegularExpression saves(QStringLiteral("^(?<who>creatures|enemies|allies) in the aura receive an? "
                                                         "(?<sign>[+-])(?<n>\\d+) (?:power bonus|penalty) on saving "
                                                         "throws$"));
    if (const Match m = saves.match(s); m.hasMatch()) {
        aura->affects = affectsOf(m.captured(QStringLiteral("who")));
        const int n = m.captured(QStringLiteral("n")).toInt();
        aura->play.saveModifier = m.captured(QStringLiteral("sign")) == QLatin1String("-") ? -n : n;
        return true;
    }
    static const QRegularExpression defense(QStringLiteral("^(?<who>creatures|enemies) in the aura receive an? "
                                                           "-(?<n>\\d+) penalty to (?<def>ac|fortitude|reflex|will)"
                                                           "(?: defense)?$"));
    if (const Match m = defense.match(s); m.hasMatch()) {
        aura->affects = affectsOf(m.captured(QStringLiteral("who")));
        aura->play.defenseModifier = -m.captured(QStringLiteral("n")).toInt();
        aura->play.defense = m.captured(QStringLiteral("def"));
        return true;
    }
    // "Living creatures that are not tunnel brutes suffer a -2 penalty to defenses, on attack rolls and on skill
    // checks while in the aura": skill checks are the table's (the encounter rolls no skill check against it).
    static const QRegularExpression misery(QStringLiteral("^%1 suffer an? -(?<n>\\d+) penalty to defenses(?<att>,? "
                                                          "(?:and )?on attack rolls)?(?<skill>,? and on skill "
                                                          "checks)? while in the aura$")
                                               .arg(subject));
    if (const Match m = misery.match(s); m.hasMatch()) {
        readSubject(m, aura);
        const int n = m.captured(QStringLiteral("n")).toInt();
        aura->play.defenseModifier = -n;
        if (!m.captured(QStringLiteral("att")).isEmpty())
            aura->play.attackModifier = -n;
        if (!m.captured(QStringLiteral("skill")).isEmpty())
            unread->append({m.capturedStart(QStringLiteral("skill")), m.capturedEnd(QStringLiteral("skill"))});
        return true;
    }
    static const QRegularExpression noHealing(QStringLiteral("^(?<who>creatures|enemies) in the aura cannot heal$"));
    static const QRegularExpression halfHealing(QStringLiteral("^(?<who>creatures|enemies) in the aura only regain "
                                                               "half the standard amount of hit points from healing "
                                                               "effects$"));
    for (const auto &[pattern, healing] : {std::pair{&noHealing, "none"}, std::pair{&halfHealing, "half"}}) {
        if (const Match m = pattern->match(s); m.hasMatch()) {
            aura->affects = affectsOf(m.captured(QStringLiteral("who")));
            aura->play.healing = QString::fromLatin1(healing);
            return true;
        }
    }
    // "The couatl has a +2 power bonus to all defenses against attacks from enemies in aura."
    static const QRegularExpression guarded(QStringLiteral("^the [a-z' -]+ has an? \\+(?<n>\\d+) power bonus to all "
                                                           "defenses against attacks from (?<who>enemies|creatures) "
                                                           "in (?:the )?aura$"));
    if (const Match m = guarded.match(s); m.hasMatch()) {
        aura->affects = affectsOf(m.captured(QStringLiteral("who")));
        aura->play.ownerDefenseBonus = m.captured(QStringLiteral("n")).toInt();
        return true;
    }
    static const QRegularExpression exposed(QStringLiteral("^(?<who>creatures|enemies) grant combat advantage to the "
                                                           "[a-z' -]+ while they are in the aura$"));
    if (const Match m = exposed.match(s); m.hasMatch()) {
        aura->affects = affectsOf(m.captured(QStringLiteral("who")));
        aura->play.grantsCombatAdvantage = true;
        return true;
    }
    // Movement costs for the creatures it affects (the grid's path cost for them, AuraMoveCosts): "Enemies treat all
    // squares in the aura as difficult terrain"; "Water in the area that is in the same body of water as the water
    // elemental is difficult terrain for swimming creatures that don't have the Water tag" (any mover pays for
    // water already unless it swims, so "swimming" needs no field of its own).
    static const QRegularExpression treat(
        QStringLiteral("^(?<who>creatures|enemies) treat all squares in the aura as difficult terrain$"));
    if (const Match m = treat.match(s); m.hasMatch()) {
        aura->affects = affectsOf(m.captured(QStringLiteral("who")));
        aura->play.difficultTerrain = QStringLiteral("all");
        return true;
    }
    // "Allies in the aura receive a +2 power bonus to speed": the owner's allies, beside the creatures the aura's other
    // sentences affect (the jinushigami's Terrain Manipulation: its enemies), so `affects` stays theirs.
    static const QRegularExpression allySpeed(
        QStringLiteral("^allies in the aura receive an? \\+(?<n>\\d+) power bonus to (?:their )?speed$"));
    if (const Match m = allySpeed.match(s); m.hasMatch()) {
        aura->play.allySpeedBonus = m.captured(QStringLiteral("n")).toInt();
        return true;
    }
    static const QRegularExpression vortex(
        QStringLiteral("^water in the (?:area|aura) that is in the same body of water as the [a-z' -]+ is difficult "
                       "terrain for swimming (?<who>creatures|enemies) that don['’]t have the (?<tag>[a-z]+) tag$"));
    if (const Match m = vortex.match(s); m.hasMatch()) {
        aura->affects = affectsOf(m.captured(QStringLiteral("who")));
        aura->play.difficultTerrain = QStringLiteral("water");
        aura->play.exceptTag = m.captured(QStringLiteral("tag"));
        return true;
    }
    return false;
}

} // namespace

void readAuraSentences(Aura *aura)
{
    Aura read;
    QStringList table;
    bool any = false;
    static const QRegularExpression stop(QStringLiteral("(?<=\\.)\\s+"));
    const QString text = aura->text.simplified();
    for (QString sentence : text.split(stop, Qt::SkipEmptyParts)) {
        if (sentence.endsWith(QLatin1Char('.')))
            sentence.chop(1);
        QList<std::pair<qsizetype, qsizetype>> unread;
        if (!readSentence(sentence.toLower(), &read, &unread)) {
            table.append(sentence + QLatin1Char('.'));
            continue;
        }
        any = true;
        static const QRegularExpression leadingComma(QStringLiteral("^,\\s*"));
        for (const auto &[from, to] : unread) {
            QString part = sentence.mid(from, to - from).trimmed().remove(leadingComma);
            if (!part.isEmpty() && !part.endsWith(QLatin1Char('.')))
                part += QLatin1Char('.');
            table.append(part);
        }
    }
    if (!any)
        return; // the table's: the fields keep what the importer's first look found, automated stays false
    aura->affects = read.affects;
    aura->startOfTurn = read.startOfTurn;
    aura->onEnter = read.onEnter;
    aura->damage = read.damage;
    aura->play = read.play;
    aura->automated = true;
    aura->tableText = table.join(QLatin1Char(' '));
}

} // namespace battlemat
