#include "encounter/rulescontext.h"

#include "dice/diceparser.h"
#include "dice/diceroller.h"
#include "encounter/aurarules.h"
#include "encounter/conditionrules.h"
#include "encounter/encounterdiesource.h"
#include "encounter/healingrules.h"
#include "encounter/triggeredpowers.h"
#include "encounter/wards.h"

#include <QHash>
#include <QJsonArray>

#include <cstdlib>

namespace battlemat {

void RulesContext::record(QJsonObject event)
{
    m_events->append(std::move(event));
}

RollOutcome RulesContext::roll(const DiceFormula &formula, const QString &by, const QString &purpose)
{
    // The dice module rolls and records: its parser reads the formula's notation, its roller draws from the
    // encounter's generator, and its RollRecord is the logged event.
    static const DiceParser parser;
    EncounterDieSource source(m_state->rng);
    DiceRoller roller(source);
    // A fight rolls the same few formulas over and over (1d20 + bonus, a power's damage): parse each once. The key
    // packs count, sides and bonus; formulas outside its range are parsed every time.
    thread_local QHash<quint64, DiceExpression> parsed;
    const bool cacheable = formula.count >= 0 && formula.count < 0x10000 && formula.sides >= 0 &&
                           formula.sides < 0x10000 && std::abs(formula.bonus) < 0x40000000;
    const quint64 key = (quint64(formula.count) << 48) | (quint64(formula.sides) << 32) | quint32(formula.bonus);
    Result<DiceExpression> expression = Error{QString()};
    if (auto it = parsed.constFind(key); cacheable && it != parsed.cend()) {
        expression = *it;
    } else {
        expression = parser.parse(formula.toString());
        if (expression && cacheable && parsed.size() < 4096)
            parsed.insert(key, *expression);
    }
    Result<RollRecord> rolled = expression ? roller.roll(*expression, purpose) : Result<RollRecord>(expression.error());
    RollOutcome outcome;
    if (!rolled) {
        // Cannot happen for the NdM+K formulas a stat block holds; logged rather than hidden if it ever does.
        record({{QStringLiteral("type"), QStringLiteral("rollRefused")},
                {QStringLiteral("by"), by},
                {QStringLiteral("message"), rolled.errorMessage()}});
        return outcome;
    }
    for (const RolledDie &die : rolled->keptDice())
        outcome.dice << die.value;
    outcome.total = rolled->total;
    if (!m_watched)
        return outcome;
    QJsonObject event = rolled->toJson();
    event.insert(QStringLiteral("by"), by);
    record(event);
    return outcome;
}

RollOutcome RulesContext::maximum(const DiceFormula &formula, const QString &by, const QString &purpose)
{
    RollOutcome outcome;
    outcome.total = std::max(0, formula.maximum());
    if (!m_watched)
        return outcome;
    record({{QStringLiteral("type"), QStringLiteral("roll")},
            {QStringLiteral("by"), by},
            {QStringLiteral("purpose"), purpose},
            {QStringLiteral("expression"), formula.toString()},
            {QStringLiteral("maximized"), true},
            {QStringLiteral("total"), outcome.total}});
    return outcome;
}

int RulesContext::rollD20(const QString &by, const QString &purpose, int bonus)
{
    return roll(DiceFormula{1, 20, bonus}, by, purpose).dice.constFirst();
}

QCoro::Task<bool> RulesContext::ask(DecisionRequest request)
{
    // Call first, then await (docs/building.md trap 10): a decider that really waits for a person would otherwise
    // see its by-value request destroyed twice.
    auto asked = m_decider->decide(request);
    const bool answer = co_await asked;
    QJsonObject event{{QStringLiteral("type"), QStringLiteral("decision")},
                      {QStringLiteral("kind"), decisionKindName(request.kind)},
                      {QStringLiteral("decider"), request.decider},
                      {QStringLiteral("subject"), request.subject},
                      {QStringLiteral("answer"), answer}};
    // The chance to hit the offer was made with, the power it uses at once and the block a spray was aimed at
    // (TriggerOffer), the change a power makes to its user, and a hit turned into a miss with the damage that spares
    // (TriggeredPowers::whenHit), the form a power makes its user take (Fading), the wards it holds (Protected by
    // Death): the CLI's log shows what the prompt showed.
    for (const QString &key :
         {QStringLiteral("odds"), QStringLiteral("uses"), QStringLiteral("origin"), QStringLiteral("selfChange"),
          QStringLiteral("makesMiss"), QStringLiteral("saves"), QStringLiteral("becomes"), QStringLiteral("wards")}) {
        if (request.details.contains(key))
            event.insert(key, request.details.value(key));
    }
    if (!request.module.isEmpty()) {
        // What was offered stays in the log: the dice log shows it, and a replay makes the same offer from it.
        event.insert(QStringLiteral("module"), request.module);
        event.insert(QStringLiteral("offer"), request.offer);
        event.insert(QStringLiteral("details"), request.details);
    }
    record(event);
    co_return answer;
}

QString RulesContext::outOfTurnRefusal(const DecisionRequest &request)
{
    if (replaying())
        return recordedNext(request.kind).value(QStringLiteral("refused")).toString();
    if (m_reviews && m_reviews->modules) {
        for (const std::shared_ptr<RollReview> &module : m_reviews->reviews) {
            if (const Status allowed = module->mayActOutOfTurn(request.decider, this); !allowed)
                return allowed.errorMessage();
        }
    }
    return {};
}

QCoro::Task<bool> RulesContext::askOutOfTurn(DecisionRequest request)
{
    const QString refusal = outOfTurnRefusal(request);
    if (refusal.isEmpty()) {
        auto asking = ask(request); // call first, then await
        co_return co_await asking;
    }
    if (replaying()) {
        auto recorded = m_decider->decide(request); // takes the recorded refusal from the replay's answers
        co_await recorded;
    }
    record({{QStringLiteral("type"), QStringLiteral("decision")},
            {QStringLiteral("kind"), decisionKindName(request.kind)},
            {QStringLiteral("decider"), request.decider},
            {QStringLiteral("subject"), request.subject},
            {QStringLiteral("answer"), false},
            {QStringLiteral("refused"), refusal}});
    co_return false;
}

QCoro::Task<int> RulesContext::review(ReviewedRoll roll)
{
    if (!m_reviews)
        co_return 0;
    int added = 0;
    for (const std::shared_ptr<RollReview> &review : m_reviews->reviews) {
        ReviewedRoll now = roll;
        now.total += added;
        auto reviewing = review->review(now, this); // call first, then await (docs/building.md trap 10)
        added += co_await reviewing;
    }
    co_return added;
}

QCoro::Task<RulesContext::ReviewedD20> RulesContext::reviewD20(ReviewedRoll roll)
{
    if (!m_reviews)
        co_return ReviewedD20{roll.natural, 0};
    for (const std::shared_ptr<RollReview> &module : m_reviews->reviews) {
        if (!roll.fails())
            break;                                   // a re-roll only where it could change the outcome
        auto rerolling = module->reroll(roll, this); // call first, then await
        const std::optional<int> again = co_await rerolling;
        if (!again)
            continue;
        // The re-roll replaces the die: its total, and an attack's natural 1 or 20, are the new die's.
        roll.natural = *again;
        roll.total = *again + roll.formula.bonus;
        roll.autoResult = roll.kind == ReviewedRollKind::Attack && (*again == 1 || *again == 20);
    }
    auto reviewing = review(roll);
    const int added = co_await reviewing;
    co_return ReviewedD20{roll.natural, added};
}

QCoro::Task<bool> RulesContext::reviewCritical(ReviewedRoll roll, bool critical)
{
    if (!m_reviews)
        co_return critical;
    for (const std::shared_ptr<RollReview> &review : m_reviews->reviews) {
        auto reviewing = review->reviewCritical(roll, critical, this); // call first, then await
        critical = co_await reviewing;
    }
    co_return critical;
}

QCoro::Task<ReviewedRoll> RulesContext::reviewInitiative(ReviewedRoll roll)
{
    if (!m_reviews)
        co_return roll;
    for (const std::shared_ptr<RollReview> &review : m_reviews->reviews) {
        auto reviewing = review->reviewInitiative(roll, this); // call first, then await
        roll = co_await reviewing;
    }
    co_return roll;
}

QCoro::Task<bool> RulesContext::stabilizeInstead(QString creature, int failures)
{
    if (!m_reviews)
        co_return false;
    for (const std::shared_ptr<RollReview> &review : m_reviews->reviews) {
        auto offering = review->stabilizeInstead(creature, failures, this); // call first, then await
        if (co_await offering)
            co_return true;
    }
    co_return false;
}

void RulesContext::announceRound(int round)
{
    if (!m_reviews)
        return;
    for (const std::shared_ptr<RollReview> &review : m_reviews->reviews)
        review->roundStarted(round, this);
}

QCoro::Task<QStringList> RulesContext::askOrder(DecisionRequest request)
{
    auto asked = m_decider->order(request);
    const QStringList answer = co_await asked;
    record({{QStringLiteral("type"), QStringLiteral("decision")},
            {QStringLiteral("kind"), decisionKindName(request.kind)},
            {QStringLiteral("decider"), request.decider},
            {QStringLiteral("subject"), request.subject},
            {QStringLiteral("answer"), QJsonArray::fromStringList(answer)}});
    co_return answer;
}

QCoro::Task<void> RulesContext::dealDamage(QString targetId, int amount, QString damageType, QString attackerId,
                                           QString cause)
{
    Combatant *target = m_state->combatant(targetId);
    if (!target || target->dead)
        co_return;
    // The one damage adjustment; damage with a dealer is from its attack (or the game master's stand-in for one),
    // so a weakened dealer halves it and an incorporeal target takes half. Persistent damage is neither.
    const Combatant *dealer = attackerId.isEmpty() ? nullptr : m_state->combatant(attackerId);
    IncomingDamage incoming;
    incoming.amount = amount;
    incoming.type = damageType;
    incoming.persistent = cause == QLatin1String("persistent damage");
    incoming.fromAttack = dealer && !incoming.persistent;
    incoming.dealerWeakened = dealer && ConditionRules::has(*m_state, *dealer, QStringLiteral("weakened"));
    const int damage = adjustDamage(ConditionRules::damageDefenses(*m_state, *target), incoming);
    const int absorbed = std::min(target->tempHp, damage);
    target->tempHp -= absorbed;
    const int before = target->hp;
    target->hp -= damage - absorbed;
    target->stabilized = target->stabilized && damage - absorbed == 0; // Stabilize lasts until next damaged
    if (m_damageTally)
        m_damageTally->append({m_attacks.size(), damage - absorbed, incoming.persistent});
    else
        record({{QStringLiteral("type"), QStringLiteral("damage")},
                {QStringLiteral("target"), targetId},
                {QStringLiteral("amount"), damage},
                {QStringLiteral("damageType"), damageType},
                {QStringLiteral("tempHpAbsorbed"), absorbed},
                {QStringLiteral("hp"), target->hp},
                {QStringLiteral("cause"), cause}});
    // "If the specter of sorrow takes radiant damage, the aura is negated until the end of its next turn."
    if (damage > 0)
        AuraRules::damaged(this, targetId, damageType);
    // Sleep When You're Dead: staggered by this damage, or dropped by it, an ally in the aura may strike first; a
    // drop follows the strike.
    const bool staggeredNow =
        before > target->staggeredValue() && target->hp <= target->staggeredValue() && target->hp > 0;
    if (damage - absorbed > 0 && (staggeredNow || (before > 0 && target->hp <= 0))) {
        auto strike = AuraRules::lastStrike(this, targetId, attackerId);
        co_await strike;
        target = m_state->combatant(targetId);
        if (target->dead)
            co_return;
    }
    if (target->hp > 0 || damage - absorbed == 0)
        co_return;

    if (before > 0) {
        // "When reduced to 0 hit points or below": the printed power comes before the drop (TriggeredPowers).
        auto lastAct = TriggeredPowers::whenReducedToZero(this, targetId, attackerId);
        co_await lastAct;
        target = m_state->combatant(targetId);
        if (target->dead || target->hp > 0)
            co_return;
        Wards::dropped(this, attackerId, targetId); // Soul Harvest: the drop stands
    }
    if (before > 0 && !attackerId.isEmpty() && m_state->combatant(attackerId)) {
        // Orcus "Knocking a creature out": the attacker chooses at the moment the damage is dealt.
        auto question = ask({DecisionKind::KnockOut, attackerId, targetId, {}});
        const bool knockOut = co_await question;
        target = m_state->combatant(targetId);
        if (knockOut) {
            target->knockedOut = true;
            if (m_watched)
                record({{QStringLiteral("type"), QStringLiteral("knockedOut")},
                        {QStringLiteral("target"), targetId},
                        {QStringLiteral("by"), attackerId}});
            addEffect(targetId, targetId,
                      EffectSpec::ofCondition(QStringLiteral("prone"), EffectDuration::UntilResolved));
            co_return;
        }
    }
    fallBelowZero(targetId, before);
}

void RulesContext::fallBelowZero(const QString &targetId, int before)
{
    Combatant *target = m_state->combatant(targetId);
    if (!target->hero && m_state->monstersDieAtZero) {
        kill(targetId, QStringLiteral("reduced to 0 hit points"));
        return;
    }
    if (target->hp <= -target->staggeredValue()) {
        kill(targetId, QStringLiteral("negative hit points reached the staggered value"));
        return;
    }
    if (before > 0 && !target->knockedOut) {
        if (m_watched)
            record({{QStringLiteral("type"), QStringLiteral("dying")},
                    {QStringLiteral("target"), targetId},
                    {QStringLiteral("hp"), target->hp}});
        if (!ConditionRules::has(*m_state, *target, QStringLiteral("prone")))
            addEffect(targetId, targetId,
                      EffectSpec::ofCondition(QStringLiteral("prone"), EffectDuration::UntilResolved));
        endGrapplesOf(targetId, QStringLiteral("grappler fell unconscious"));
    }
}

void RulesContext::setHitPoints(const QString &id, int hitPoints, int maxHitPoints, const QString &cause)
{
    Combatant *target = m_state->combatant(id);
    if (!target || target->dead)
        return;
    const int before = target->hp;
    target->maxHp = maxHitPoints;
    target->hp = std::min(hitPoints, maxHitPoints);
    record({{QStringLiteral("type"), QStringLiteral("hitPointsSet")},
            {QStringLiteral("target"), id},
            {QStringLiteral("hp"), target->hp},
            {QStringLiteral("maxHp"), target->maxHp},
            {QStringLiteral("from"), before},
            {QStringLiteral("cause"), cause}});
    if (target->hp > 0) {
        target->knockedOut = false;
        if (before <= 0 && m_watched)
            record({{QStringLiteral("type"), QStringLiteral("conscious")}, {QStringLiteral("target"), id}});
        return;
    }
    if (before > 0 || target->hp <= -target->staggeredValue())
        fallBelowZero(id, before);
}

void RulesContext::heal(const QString &targetId, int amount, const QString &cause)
{
    Combatant *target = m_state->combatant(targetId);
    if (!target || target->dead || amount <= 0)
        return;
    // "Creatures in the aura cannot heal", "only regain half the standard amount": AuraRules.
    if (const int regained = AuraRules::healingOf(*m_state, targetId, amount); regained < amount) {
        if (m_watched)
            record({{QStringLiteral("type"), QStringLiteral("healingReduced")},
                    {QStringLiteral("target"), targetId},
                    {QStringLiteral("amount"), amount},
                    {QStringLiteral("regained"), regained},
                    {QStringLiteral("cause"), QStringLiteral("aura")}});
        amount = regained;
        if (amount <= 0)
            return;
    }
    const bool wasDown = target->hp <= 0;
    target->hp = HealingRules::hpAfterHealing(target->hp, target->maxHp, amount);
    if (target->hp > 0)
        target->knockedOut = false;
    if (m_watched)
        record({{QStringLiteral("type"), QStringLiteral("healed")},
                {QStringLiteral("target"), targetId},
                {QStringLiteral("amount"), amount},
                {QStringLiteral("hp"), target->hp},
                {QStringLiteral("cause"), cause}});
    if (wasDown && target->hp > 0 && m_watched)
        record({{QStringLiteral("type"), QStringLiteral("conscious")}, {QStringLiteral("target"), targetId}});
}

void RulesContext::spendRecovery(const QString &id, const QString &cause)
{
    Combatant *c = m_state->combatant(id);
    if (!c || c->dead)
        return;
    if (c->recoveries > 0) {
        --c->recoveries;
        if (m_watched)
            record({{QStringLiteral("type"), QStringLiteral("recoverySpent")},
                    {QStringLiteral("target"), id},
                    {QStringLiteral("remaining"), c->recoveries}});
        heal(id, c->recoveryValue, cause);
    } else if (c->hp <= 0) {
        c->hp = 1;
        c->knockedOut = false;
        if (m_watched) {
            record({{QStringLiteral("type"), QStringLiteral("healed")},
                    {QStringLiteral("target"), id},
                    {QStringLiteral("amount"), 0},
                    {QStringLiteral("hp"), 1},
                    {QStringLiteral("cause"), cause + QStringLiteral(" (no recoveries left: 1 HP)")}});
            record({{QStringLiteral("type"), QStringLiteral("conscious")}, {QStringLiteral("target"), id}});
        }
    }
}

void RulesContext::kill(const QString &id, const QString &cause)
{
    Combatant *c = m_state->combatant(id);
    if (!c || c->dead)
        return;
    c->dead = true;
    if (m_watched)
        record({{QStringLiteral("type"), QStringLiteral("died")},
                {QStringLiteral("target"), id},
                {QStringLiteral("cause"), cause}});
    endGrapplesOf(id, QStringLiteral("died"));
    // Effects on the dead end; effects it maintains or imposed until its turns end stay until judged.
    QList<int> ending;
    for (const ActiveEffect &effect : m_state->effects) {
        if (effect.target == id)
            ending << effect.id;
    }
    for (int effectId : ending)
        endEffect(effectId, QStringLiteral("target died"));
}

void RulesContext::grantTemporaryHitPoints(const QString &id, int amount, const QString &cause)
{
    Combatant *c = m_state->combatant(id);
    if (!c || c->dead || amount <= 0)
        return;
    const int had = c->tempHp;
    c->tempHp = std::max(had, amount);
    if (m_watched)
        record({{QStringLiteral("type"), QStringLiteral("temporaryHitPoints")},
                {QStringLiteral("creature"), id},
                {QStringLiteral("amount"), amount},
                {QStringLiteral("had"), had},
                {QStringLiteral("tempHp"), c->tempHp},
                {QStringLiteral("cause"), cause}});
}

int RulesContext::addEffect(const QString &target, const QString &source, const EffectSpec &spec)
{
    // "Immune: prone" and the like (published monsters): the condition does not take hold.
    if (const Combatant *creature = m_state->combatant(target); creature && !spec.condition.isEmpty()) {
        if (const QString immunity = creature->immunityTo({spec.condition}); !immunity.isEmpty()) {
            record({{QStringLiteral("type"), QStringLiteral("effectPrevented")},
                    {QStringLiteral("target"), target},
                    {QStringLiteral("condition"), spec.condition},
                    {QStringLiteral("reason"), QStringLiteral("immune to ") + immunity}});
            return -1;
        }
    }
    // orcus-gaps-filled.md section 7, "Marked": one creature marks at a time; the newest mark replaces the older.
    if (spec.condition == QLatin1String("marked")) {
        for (const ActiveEffect &other : QList<ActiveEffect>(m_state->effects)) {
            if (other.target == target && other.spec.condition == QLatin1String("marked"))
                endEffect(other.id, QStringLiteral("replaced by %1's mark").arg(source));
        }
    }
    ActiveEffect effect;
    effect.id = m_state->nextEffectId++;
    effect.target = target;
    effect.source = source;
    effect.spec = spec;
    effect.appliedTurn = m_state->turnNumber;
    // Orcus "Persistent damage": of one type only the highest counts. Keep the higher, drop the lower.
    if (spec.persistentDamage > 0) {
        for (qsizetype i = 0; i < m_state->effects.size(); ++i) {
            const ActiveEffect &other = m_state->effects[i];
            if (other.target == target && other.spec.persistentDamage > 0 && other.spec.damageType == spec.damageType) {
                if (other.spec.persistentDamage >= spec.persistentDamage && other.spec.duration == spec.duration)
                    return other.id;
            }
        }
    }
    m_state->effects.append(effect);
    if (m_watched) {
        QJsonObject event = effectSpecToJson(spec);
        event.insert(QStringLiteral("type"), QStringLiteral("effectApplied"));
        event.insert(QStringLiteral("effect"), effect.id);
        event.insert(QStringLiteral("target"), target);
        event.insert(QStringLiteral("source"), source);
        record(event);
    }
    return effect.id;
}

void RulesContext::endEffect(int effectId, const QString &reason)
{
    for (qsizetype i = 0; i < m_state->effects.size(); ++i) {
        if (m_state->effects[i].id != effectId)
            continue;
        const ActiveEffect effect = m_state->effects.takeAt(i);
        if (m_watched)
            record({{QStringLiteral("type"), QStringLiteral("effectEnded")},
                    {QStringLiteral("effect"), effectId},
                    {QStringLiteral("target"), effect.target},
                    {QStringLiteral("what"), effect.spec.describe()},
                    {QStringLiteral("reason"), reason}});
        return;
    }
}

void RulesContext::endGrapplesOf(const QString &id, const QString &reason)
{
    QList<int> ending;
    for (const ActiveEffect &effect : m_state->effects) {
        if (effect.spec.condition == QLatin1String("grappled") && (effect.source == id || effect.target == id))
            ending << effect.id;
    }
    for (int effectId : ending)
        endEffect(effectId, reason);
}

QCoro::Task<bool> RulesContext::savingThrow(QString id, QString against, int extraBonus)
{
    const Combatant *c = m_state->combatant(id);
    const int bonus = c->saveBonus + extraBonus + AuraRules::saveModifier(*m_state, id);
    const QString purpose = QStringLiteral("saving throw: ") + against;
    const int natural = rollD20(id, purpose, bonus);
    // Rolled, not yet applied: the modules in force may add to it (an action die on a failed save).
    const ReviewedRoll reviewed{
        ReviewedRollKind::SavingThrow, id, against, purpose, natural, natural + bonus, 10, false,
        DiceFormula{1, 20, bonus}};
    auto reviewing = reviewD20(reviewed); // call first, then await (docs/building.md trap 10)
    const ReviewedD20 result = co_await reviewing;
    const int added = result.added;
    const int total = result.natural + bonus + added;
    const bool saved = total >= 10;
    QJsonObject event{{QStringLiteral("type"), QStringLiteral("savingThrow")},
                      {QStringLiteral("target"), id},
                      {QStringLiteral("against"), against},
                      {QStringLiteral("total"), total},
                      {QStringLiteral("success"), saved}};
    if (added != 0)
        event.insert(QStringLiteral("added"), added);
    if (result.natural != natural)
        event.insert(QStringLiteral("rerolledFrom"), natural);
    record(event);
    // "A creature within the aura that fails a saving throw takes 15 damage" (the laughing demon's).
    if (!saved) {
        auto aura = AuraRules::failedSave(this, id);
        co_await aura;
    }
    co_return saved;
}

} // namespace battlemat
