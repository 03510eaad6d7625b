#include "encounter/combatpowerjson.h"

#include "encounter/diceformula.h"
#include "orcus/condition.h"
#include "orcus/damagetype.h"

#include <QRegularExpression>

namespace battlemat {

// The encounter names durations as its effect specs do (effectspec.cpp); orcus powers use the sheet's names.
QString encounterConditionDuration(ConditionDuration duration)
{
    switch (duration) {
    case ConditionDuration::UntilEndOfTargetsNextTurn:
        return QStringLiteral("endOfTargetNextTurn");
    case ConditionDuration::UntilEndOfUsersNextTurn:
        return QStringLiteral("endOfSourceNextTurn");
    case ConditionDuration::UntilStartOfTargetsNextTurn:
        return QStringLiteral("startOfTargetNextTurn");
    case ConditionDuration::UntilStartOfUsersNextTurn:
        return QStringLiteral("startOfSourceNextTurn");
    case ConditionDuration::SaveEnds:
        return QStringLiteral("saveEnds");
    case ConditionDuration::EndOfEncounter:
        return QStringLiteral("encounter");
    case ConditionDuration::UntilResolved:
        return QStringLiteral("untilResolved");
    }
    return QStringLiteral("saveEnds");
}

QString encounterPowerUsage(const Recharge &recharge, int *rechargeMin)
{
    switch (recharge.kind) {
    case Recharge::Kind::AtWill:
        return QStringLiteral("at-will");
    case Recharge::Kind::Daily:
        return QStringLiteral("daily");
    case Recharge::Kind::OnRoll:
        *rechargeMin = recharge.rollMin;
        return QStringLiteral("recharge");
    case Recharge::Kind::Encounter:
    case Recharge::Kind::OnCondition:
        // "Recharge if ..." names a condition the table judges; the encounter treats the power as used until the
        // game master recharges it by hand, which is how the table plays an encounter power.
        return QStringLiteral("encounter");
    }
    return QStringLiteral("at-will");
}

QString encounterPowerAction(Power::Action action)
{
    switch (action) {
    case Power::Action::Standard:
        return QStringLiteral("standard");
    case Power::Action::Move:
        return QStringLiteral("move");
    case Power::Action::Swift:
        return QStringLiteral("swift");
    case Power::Action::Free:
        return QStringLiteral("free");
    case Power::Action::Counter:
    case Power::Action::Reaction:
    case Power::Action::Opportunity:
        return QStringLiteral("immediate");
    case Power::Action::None:
        return QStringLiteral("free");
    }
    return QStringLiteral("standard");
}

QString encounterPowerOrigin(Power::Origin origin)
{
    switch (origin) {
    case Power::Origin::Melee:
        return QStringLiteral("melee");
    case Power::Origin::Ranged:
        return QStringLiteral("ranged");
    case Power::Origin::Near:
        return QStringLiteral("near");
    case Power::Origin::Far:
        return QStringLiteral("far");
    case Power::Origin::Self:
        return QStringLiteral("self");
    }
    return QStringLiteral("melee");
}

// "Cleaving Strike" -> "cleaving-strike": the id scripts and the log name the power by.
QString encounterPowerId(const QString &name)
{
    static const QRegularExpression notWord(QStringLiteral("[^a-z0-9]+"));
    QString id = name.toLower().replace(notWord, QStringLiteral("-"));
    while (id.startsWith(QLatin1Char('-')))
        id.remove(0, 1);
    while (id.endsWith(QLatin1Char('-')))
        id.chop(1);
    return id.isEmpty() ? QStringLiteral("power") : id;
}

// The sheet prints "1d8 + 4" for the player; the encounter's dice formulas are written without spaces.
QString encounterFormula(QString text)
{
    text.remove(QLatin1Char(' '));
    return text.isEmpty() ? QStringLiteral("0") : text;
}

QJsonArray encounterOnHitEffects(const PowerOutcome &hit)
{
    QJsonArray effects;
    for (const AppliedCondition &applied : hit.conditions)
        effects.append(QJsonObject{{QStringLiteral("condition"), conditionName(applied.condition)},
                                   {QStringLiteral("duration"), encounterConditionDuration(applied.duration)}});
    if (hit.persistent && hit.persistent->amount > 0) {
        QJsonObject persistent{{QStringLiteral("persistent"), hit.persistent->amount},
                               {QStringLiteral("duration"), QStringLiteral("saveEnds")}};
        if (hit.persistent->type != DamageType::Untyped)
            persistent.insert(QStringLiteral("damageType"), damageTypeName(hit.persistent->type));
        effects.append(persistent);
    }
    for (const QJsonValue &change : encounterStatChangeEffects(hit))
        effects.append(change);
    return effects;
}

QJsonArray encounterStatChangeEffects(const PowerOutcome &outcome)
{
    QJsonArray effects;
    for (const StatChange &change : outcome.statChanges) {
        QJsonObject effect{{QStringLiteral("duration"), encounterConditionDuration(change.duration)}};
        switch (change.kind) {
        case StatChange::Kind::Defense: {
            effect.insert(QStringLiteral("defenseBonus"), change.amount);
            QStringList named;
            for (Defense defense : change.defenses)
                named.append(defenseKey(defense));
            if (!named.isEmpty())
                effect.insert(QStringLiteral("defenses"), QJsonArray::fromStringList(named));
            break;
        }
        case StatChange::Kind::Speed:
            effect.insert(QStringLiteral("speed"), change.amount);
            break;
        case StatChange::Kind::Resistance:
            effect.insert(QStringLiteral("resist"), change.amount);
            if (change.damageType != DamageType::Untyped)
                effect.insert(QStringLiteral("damageType"), damageTypeName(change.damageType));
            break;
        case StatChange::Kind::LosesResistances:
            effect.insert(QStringLiteral("losesResistances"), true);
            break;
        }
        effects.append(effect);
    }
    return effects;
}

void encounterPowerAreaAndTrigger(const Power &power, QJsonObject *object)
{
    // "burst 1", "spray 3", "wall 5" (orcus-gaps-filled.md section 5): the encounter's key is the area's kind. The
    // monsters' "Near arc 5" is a spray by another name (the same section: "[RB] calls Spray 'Arc'").
    static const QRegularExpression area(QStringLiteral("^\\s*(burst|spray|arc|wall)\\s+(\\d+)\\s*$"),
                                         QRegularExpression::CaseInsensitiveOption);
    // A far arc ("Far arc 2 within 10") has no such reading: the encounter's sprays start next to their user.
    if (const auto match = area.match(power.area); match.hasMatch()) {
        const QString kind = match.captured(1).toLower();
        if (kind != QLatin1String("arc"))
            object->insert(kind, match.captured(2).toInt());
        else if (power.origin == Power::Origin::Near)
            object->insert(QStringLiteral("spray"), match.captured(2).toInt());
    }
    if (const QString trigger = encounterTrigger(power); !trigger.isEmpty()) {
        object->insert(QStringLiteral("trigger"), trigger);
        // A stance's triggered attack (the hunting spiders' Raise Hairs, "swift, at-will ● Stance": "If an adjacent
        // creature hits the spider with an attack, make an attack"): the swift action takes up the stance, the
        // attack it makes when triggered costs none.
        if (power.action == Power::Action::Swift)
            object->insert(QStringLiteral("action"), QStringLiteral("free"));
    }
}

bool encounterIgnoresAttack(const Power &power)
{
    // "The attack has no effect on the animate collector": the whole effect, nothing else printed. The animate
    // guardian's and battleform's copies of the power still name the collector (or the guardian in the trigger): the
    // book's copy, read as their own user, the only creature in their fight the words can protect.
    static const QRegularExpression noEffect(QStringLiteral("^the attack has no effect on (it|the [^,;:]+)\\.?$"));
    return !power.attack && power.hit.isEmpty() && power.miss.isEmpty() &&
           noEffect.match(power.effect.text.trimmed().toLower()).hasMatch() &&
           encounterTrigger(power) == QLatin1String("targetedByPsychic");
}

std::optional<PowerDamage> encounterAutomaticDamage(const Power &power)
{
    if (power.attack || !power.hit.isEmpty() || !power.miss.isEmpty() || encounterTrigger(power).isEmpty())
        return std::nullopt;
    const PowerOutcome &effect = power.effect;
    if (effect.damage && effect.text.isEmpty() && effect.conditions.isEmpty() && !effect.persistent &&
        !effect.forcedMovement && effect.healing.isEmpty() && effect.temporaryHitPoints.isEmpty() &&
        effect.secondaryAttacks.empty())
        return effect.damage;
    // The balor's "2d12+8 radiant radiant damage, and the balor is destroyed": the book doubles the type, and the
    // destruction is its drop at 0 hit points, which follows the power as usual (TriggeredPowers::whenReducedToZero).
    static const QRegularExpression damageThenDestroyed(
        QStringLiteral("^(\\d+d\\d+\\s*(?:[+-]\\s*\\d+)?)\\s+([a-z]+)(?:\\s+\\2)?\\s+damage(?:;\\s*(?:the [^;]+|it) is "
                       "destroyed)?\\.?$"));
    const auto match = damageThenDestroyed.match(effect.text.trimmed().toLower());
    if (!match.hasMatch() || !effect.conditions.isEmpty() || effect.damage)
        return std::nullopt;
    const std::optional<DamageType> type = damageTypeFromName(match.captured(2));
    if (!type)
        return std::nullopt;
    return PowerDamage{match.captured(1), *type};
}

QString encounterUsedPowerName(const Power &power)
{
    if (power.attack || !power.hit.isEmpty() || !power.miss.isEmpty() || encounterTrigger(power).isEmpty())
        return {};
    static const QRegularExpression refreshes(QStringLiteral(
        "^(?:the [^;]+?[\\x{2019}']s|its) ([a-z ]+) refreshes; (?:the [^;]+|it) uses it immediately\\.?$"));
    static const QRegularExpression immediate(
        QStringLiteral("^make an immediate \\*([a-z ]+)\\* attack, whether or not it is refreshed\\.?$"));
    const QString text = power.effect.text.trimmed().toLower();
    if (const auto match = refreshes.match(text); match.hasMatch())
        return match.captured(1);
    if (const auto match = immediate.match(text); match.hasMatch())
        return match.captured(1);
    // "The chank makes a *perimeter blast* attack" (Capacitor Purge, when it is reduced to 0 hit points): the
    // reaction is that attack, whatever the named power's recharge (the reaction's own use is what it spends).
    static const QRegularExpression makes(QStringLiteral("^(?:the [^;]+?|it) makes an? \\*([a-z ]+)\\* attack\\.?$"));
    if (const auto match = makes.match(text); match.hasMatch())
        return match.captured(1);
    return {};
}

QString encounterHitWith(const Power &power)
{
    static const QRegularExpression hitsWith(
        QStringLiteral("^when (?:the [^,;:]+|it) hits with (?:its |a |an )?\\*([^*]+)\\* attack$"));
    const auto match = hitsWith.match(power.trigger.toLower());
    return match.hasMatch() ? encounterPowerId(match.captured(1)) : QString();
}

bool encounterMakesCritical(const Power &power)
{
    static const QRegularExpression critical(QStringLiteral("^the triggering attack becomes a critical hit\\.?$"));
    return !power.attack && power.hit.isEmpty() && power.miss.isEmpty() &&
           encounterTrigger(power) == QLatin1String("ownHit") &&
           critical.match(power.effect.text.trimmed().toLower()).hasMatch();
}

QJsonArray encounterOwnHitEffects(const Power &power)
{
    if (power.origin != Power::Origin::Self || power.attack || !power.hit.isEmpty() || !power.miss.isEmpty() ||
        encounterTrigger(power) != QLatin1String("hitsOffGuard"))
        return {};
    // "The target takes persistent 5 damage until the end of the encounter or until the target is reduced to 0 hit
    // points or below": persistent damage no save ends (Orcus "Persistent damage"), for the encounter; its end at 0
    // hit points is the table's (the effect is ended by hand).
    static const QRegularExpression persistent(
        QStringLiteral("^the target takes persistent (\\d+)(?: ([a-z]+))? damage until the end of the "
                       "encounter(?: or until the target is reduced to 0 hit points or below)?\\.?$"));
    const auto match = persistent.match(power.effect.text.trimmed().toLower());
    if (!match.hasMatch() || !power.effect.conditions.isEmpty() || power.effect.damage)
        return {};
    QJsonObject effect{{QStringLiteral("persistent"), match.captured(1).toInt()},
                       {QStringLiteral("duration"), QStringLiteral("encounter")}};
    if (const auto type = damageTypeFromName(match.captured(2)); type && *type != DamageType::Untyped)
        effect.insert(QStringLiteral("damageType"), damageTypeName(*type));
    else if (!match.captured(2).isEmpty())
        return {};
    return QJsonArray{effect};
}

bool encounterRerollsHit(const Power &power)
{
    static const QRegularExpression lower(
        QStringLiteral("^the attacker re-?rolls their attack roll(?:;| and) takes the lower result\\.?$"));
    return !power.attack && power.hit.isEmpty() && power.miss.isEmpty() &&
           encounterTrigger(power) == QLatin1String("beingHit") &&
           lower.match(power.effect.text.trimmed().toLower()).hasMatch();
}

bool encounterMakesMiss(const Power &power)
{
    // "The baby screamer shifts one square, and the attack misses": the last clause; a shift before it is the
    // counter's change of its user (encounterSelfChange).
    static const QRegularExpression misses(
        QStringLiteral("(?:^|,\\s*and\\s+|\\s+and\\s+|[;.]\\s*)the attack misses\\.?$"));
    return power.origin == Power::Origin::Self && !power.attack && power.hit.isEmpty() && power.miss.isEmpty() &&
           encounterTrigger(power) == QLatin1String("beingHit") &&
           (misses.match(power.effect.text.trimmed().toLower()).hasMatch() || encounterSpendsWard(power));
}

bool encounterSpendsWard(const Power &power)
{
    // The importer's effect text joins the printed sentences with "; ".
    static const QRegularExpression spend(QStringLiteral("^spend a ward[.;] the attack misses[.;]?(?: if (?:the "
                                                         "[^.;]+|it) has no wards, it cannot use this power\\.?)?$"));
    return power.action == Power::Action::Counter && power.trigger.trimmed().isEmpty() && !power.attack &&
           power.hit.isEmpty() && power.miss.isEmpty() &&
           spend.match(power.effect.text.simplified().toLower()).hasMatch();
}

bool encounterWardOnDrop(const QString &traitText)
{
    static const QRegularExpression gains(QStringLiteral(
        "^if (?:the [^,.]+|it) reduces a creature to 0 (?:hp|hit points) or below, (?:it|the [^,.]+) gains one "
        "ward\\.?$"));
    return gains.match(traitText.simplified().toLower()).hasMatch();
}

QString encounterTrigger(const Power &power)
{
    const QString text = power.trigger.toLower();
    // A counter whose trigger is being attacked interrupts the attack (the encounter's "attacked" trigger).
    // A counter that interrupts an enemy's movement out of its reach ("When an enemy leaves an adjacent square",
    // "... attempts to move out of an adjacent square", "When an enemy moves or shifts within reach").
    static const QRegularExpression enemyMoves(QStringLiteral(
        "^when an enemy (leaves an adjacent square|attempts to move out of an adjacent square|moves or shifts within "
        "reach)$"));
    // "When an enemy in reach stands up from prone": the plesiosaur's Tail Snap strikes before it stands.
    static const QRegularExpression enemyStandsUp(QStringLiteral("^when an enemy in reach stands up from prone$"));
    // "When the king of thieves is hit": a counter before the hit lands (TriggeredPowers::whenHit).
    // "When an enemy hits the baby screamer" (Pulse Engine), on a counter: the same moment.
    // "If the spider is hit by an attack" (Egg Sacs), on a counter: the same moment.
    static const QRegularExpression beingHit(
        QStringLiteral("^(?:when|if) (?:(the [^,;:]+|it) is hit(?:, including by a critical hit| by an attack)?|an "
                       "enemy hits (?:the [^,;:]+|it))$"));
    if (power.action == Power::Action::Counter) {
        // Protected by Death prints no trigger: "Spend a ward. The attack misses." answers a hit (encounterSpendsWard).
        if (beingHit.match(text).hasMatch() || encounterSpendsWard(power))
            return QStringLiteral("beingHit");
        // A counter that prints no trigger and only shifts its user (the bloody bones' Slide Away, "Shift 6."):
        // Battlemat reads it as answering an attack on its user, before the roll, as the counters that print
        // "attack" in their trigger (docs/encounter.md "Counters").
        static const QRegularExpression onlyShifts(QStringLiteral("^shift (\\d+)(?: squares?)?\\.?$"));
        if (text.isEmpty() && power.origin == Power::Origin::Self && !power.attack && power.hit.isEmpty() &&
            power.miss.isEmpty() && onlyShifts.match(power.effect.text.simplified().toLower()).hasMatch())
            return QStringLiteral("attacked");
        if (enemyMoves.match(text).hasMatch())
            return QStringLiteral("enemyMoves");
        if (enemyStandsUp.match(text).hasMatch())
            return QStringLiteral("enemyStandsUp");
        return text.contains(QStringLiteral("attack")) && !text.contains(QStringLiteral("hit"))
                   ? QStringLiteral("attacked")
                   : QString();
    }
    // "If an adjacent creature hits the spider with an attack, make an attack": the hunting spiders' Raise Hairs, a
    // stance (swift) whose attack answers the hit.
    static const QRegularExpression hitByAdjacent(
        QStringLiteral("^(when|if) an adjacent (creature|enemy) hits (it|the [^,;:]+) with an attack$"));
    const bool stance =
        power.action == Power::Action::Swift && power.tags.contains(QStringLiteral("Stance"), Qt::CaseInsensitive);
    if (stance)
        return hitByAdjacent.match(text).hasMatch() ? QStringLiteral("hitByAdjacent") : QString();
    if (power.action != Power::Action::Reaction && power.action != Power::Action::Free)
        return {};
    if (hitByAdjacent.match(text).hasMatch())
        return QStringLiteral("hitByAdjacent");
    // "When the formidable archer hits with a *composite longbow* attack": its own hit with that power.
    if (!encounterHitWith(power).isEmpty())
        return QStringLiteral("ownHit");
    // "When the insidious assassin hits a target granting combat advantage to the insidious assassin": its own hit on
    // a target off-guard against it (combat advantage is the off-guard bonus: TriggeredPowers::whenHittingOffGuard).
    static const QRegularExpression hitsOffGuard(QStringLiteral(
        "^when (?:the [^,;:]+|it) hits a target granting combat advantage to (?:the [^,;:]+|it|them|him|her)$"));
    if (hitsOffGuard.match(text).hasMatch())
        return QStringLiteral("hitsOffGuard");
    // "The animate collector is the target of a Psychic attack": Machine Logic, before the attack's rolls.
    static const QRegularExpression targetedByPsychic(
        QStringLiteral("^(when )?(the [^,;:]+|it) is the target of a psychic attack$"));
    if (targetedByPsychic.match(text).hasMatch())
        return QStringLiteral("targetedByPsychic");
    // "When an enemy does not move during their turn": the mega-chariot's Ostovite Surprise, once that turn is over.
    static const QRegularExpression enemyStaysPut(
        QStringLiteral("^when an enemy does not move during (their|its|his or her) turn$"));
    if (enemyStaysPut.match(text).hasMatch())
        return QStringLiteral("enemyStaysPut");
    // "When the boar demon is reduced to 0 HP or below", "When reduced to 0 hit points or below": its user acts
    // before it drops (TriggeredPowers::whenReducedToZero).
    static const QRegularExpression reducedToZero(
        QStringLiteral("^(when )?((the [^,;:]+|it) is )?reduced to 0 (hit points|hp)( or (below|lower))?$"));
    if (reducedToZero.match(text).hasMatch())
        return QStringLiteral("reducedToZero");
    // "When an enemy misses the mound with a melee attack".
    static const QRegularExpression missedByMelee(
        QStringLiteral("^when an enemy misses (it|the [^,;:]+) with a melee attack$"));
    if (missedByMelee.match(text).hasMatch())
        return QStringLiteral("missedByMelee");
    // The published reactions' common triggers (docs/encounter.md, "Triggered powers"); what happens to an ally,
    // or what the user itself does, stays the table's.
    static const QRegularExpression hitByMelee(QStringLiteral("\\bis hit (by|with) a melee attack"));
    static const QRegularExpression hit(QStringLiteral("\\b(enemy hits (it|the)|is hit\\b)"));
    static const QRegularExpression damaged(QStringLiteral("\\btakes damage\\b"));
    static const QRegularExpression staggered(QStringLiteral("^(when )?(first staggered|(the [^,;]+|it) is "
                                                             "staggered|(the [^,;]+|it) is staggered for the first "
                                                             "time)$"));
    if (text.contains(QStringLiteral("ally")))
        return {};
    if (hitByMelee.match(text).hasMatch())
        return QStringLiteral("hitByMelee");
    if (hit.match(text).hasMatch())
        return QStringLiteral("hit");
    if (damaged.match(text).hasMatch())
        return QStringLiteral("damaged");
    if (staggered.match(text).hasMatch())
        return QStringLiteral("staggered");
    return {};
}

// Temporary hit points must be a number (the encounter's tempHp); conditions are read as the user's only when nothing
// else is printed, since in a longer text they may fall on others (the bear shifter's Overbearing Attack's prone).
QJsonObject encounterSelfUse(const Power &power)
{
    QJsonObject use;
    if (power.origin != Power::Origin::Self || power.attack || !power.trigger.isEmpty() ||
        !power.attacksWith.isEmpty() || !power.hit.isEmpty() || !power.miss.isEmpty())
        return use;
    const PowerOutcome &effect = power.effect;
    bool isNumber = false;
    const int temporary = effect.temporaryHitPoints.toInt(&isNumber);
    if (isNumber && temporary > 0)
        use.insert(QStringLiteral("tempHp"), temporary);
    if (!effect.healing.isEmpty() && DiceFormula::parse(encounterFormula(effect.healing)).ok())
        use.insert(QStringLiteral("heal"), encounterFormula(effect.healing));
    // Its printed conditions are its user's when nothing else is printed; a change to its numbers names its user
    // ("The cowled assassin shifts 4 squares and gains a +1 power bonus to AC") whatever else it says.
    const QJsonArray onSelf = effect.text.isEmpty() && !effect.persistent ? encounterOnHitEffects(effect)
                                                                          : encounterStatChangeEffects(effect);
    if (!onSelf.isEmpty())
        use.insert(QStringLiteral("onSelf"), onSelf);
    // "The cruel lieutenant shifts 4 squares" (Rage): the square is asked when it is used (SquareChoices).
    static const QRegularExpression shifts(QStringLiteral("^(?:the [^;]+?|it)\\s+shifts (\\d+|one) squares?$"));
    QString text = effect.text.trimmed();
    if (const auto match = shifts.match(text.toLower()); match.hasMatch()) {
        SelfChange change; // the change to its user a self power makes beside its temporary hit points
        change.shifts = match.captured(1) == QLatin1String("one") ? 1 : match.captured(1).toInt();
        use.insert(QStringLiteral("selfChange"), selfChangeToJson(change));
        text.clear();
    }
    // What it also says is the table's, and the log shows it when the power is used.
    QStringList rest;
    if (!text.isEmpty())
        rest.append(text);
    if (!isNumber && !effect.temporaryHitPoints.isEmpty())
        rest.append(QStringLiteral("gains %1 temporary hit points").arg(effect.temporaryHitPoints));
    if (effect.forcedMovement || effect.damage || effect.persistent || !effect.secondaryAttacks.empty())
        rest.append(power.description);
    if (!rest.isEmpty())
        use.insert(QStringLiteral("tableText"), rest.join(QStringLiteral("; ")));
    return use;
}

QString encounterHitHealing(const Power &power)
{
    if (!power.attack || power.hit.healing.isEmpty())
        return {};
    const QString formula = encounterFormula(power.hit.healing);
    return DiceFormula::parse(formula).ok() ? formula : QString();
}

int encounterHitTemporaryHitPoints(const Power &power)
{
    bool isNumber = false;
    const int amount = power.hit.temporaryHitPoints.toInt(&isNumber);
    return power.attack && isNumber ? std::max(0, amount) : 0;
}

bool encounterSelfUseApplies(const QJsonObject &use)
{
    return use.contains(QStringLiteral("tempHp")) || use.contains(QStringLiteral("heal")) ||
           use.contains(QStringLiteral("onSelf")) || use.contains(QStringLiteral("selfChange"));
}

} // namespace battlemat
