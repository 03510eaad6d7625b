#pragma once

#include "encounter/decider.h"
#include "encounter/diceformula.h"
#include "encounter/encounterstate.h"
#include "encounter/rollreview.h"

#include <QCoro/QCoroTask>
#include <QJsonObject>
#include <QList>

namespace battlemat {

/** One roll of dice as the log shows it. */
struct RollOutcome
{
    QList<int> dice;
    int total = 0;
    int natural() const { return dice.isEmpty() ? 0 : dice.constFirst(); }
};

/**
 * What a command works with while it applies: the working copy of the state, the events it produces, the dice
 * (every roll becomes a "roll" event) and the decider (every answer becomes a "decision" event, which is what
 * makes a log replayable without asking anyone again). Also the shared consequences every rule needs: damage,
 * healing, dying and death, effects.
 */
class RulesContext
{
public:
    RulesContext(EncounterState *state, QList<QJsonObject> *events, Decider *decider)
        : m_state(state)
        , m_events(events)
        , m_decider(decider)
    {}

    EncounterState &state() { return *m_state; }
    Combatant &creature(const QString &id) { return *m_state->combatant(id); }

    void record(QJsonObject event);
    /** The events this command has produced so far (a module reads what a command did: RollReview). */
    const QList<QJsonObject> &events() const { return *m_events; }
    RollOutcome roll(const DiceFormula &formula, const QString &by, const QString &purpose);
    /** A critical hit's damage: the maximum, logged as a roll without dice. */
    RollOutcome maximum(const DiceFormula &formula, const QString &by, const QString &purpose);
    int rollD20(const QString &by, const QString &purpose, int bonus = 0);

    QCoro::Task<bool> ask(DecisionRequest request);
    /**
     * An offer to act out of turn (an opportunity attack, a counter, a reaction): the modules in force may refuse it
     * first (RollReview::mayActOutOfTurn: a segment clock the creature cannot pay), which is recorded as a declined
     * decision with `refused` and asks nobody; a replay follows the record.
     */
    QCoro::Task<bool> askOutOfTurn(DecisionRequest request);
    /**
     * A Square question (a shift's destination, a far burst's origin): the decider's square, recorded as a decision
     * event (`answer` [x, y] or null, with the power and the number of squares allowed) so a replay answers from the
     * record. An answer that is not among request.squares is refused: recorded as declined with `refused` saying
     * why, and none is returned.
     */
    QCoro::Task<std::optional<Square>> askSquare(DecisionRequest request);
    /** askSquare for a power used out of turn: the modules in force may refuse it first, as askOutOfTurn. */
    QCoro::Task<std::optional<Square>> askSquareOutOfTurn(DecisionRequest request);
    /** True while the encounter's log is replayed (a module's offer then follows the recorded one). */
    bool replaying() const { return m_decider->replaying(); }
    /** Replaying: the recorded decision the next question of this kind is answered from, {} if none. */
    QJsonObject recordedNext(DecisionKind kind) const { return m_decider->recordedNext(kind); }

    /**
     * Whether someone watches this command's events (the default): a log, a replay, a window. A simulated fight
     * nobody watches turns it off (FightRunner), and the events only a reader needs are then not built: the dice
     * rolls ("roll"), a round's and a turn's start and end, the actions a turn grants, a move's path ("moved") and
     * recharge rolls, the attack rolls' "attack" events (the rules and the report read attacks(), kept either way),
     * and the account of what followed: opportunity attacks taken, death saving throws, effects applied and ended,
     * healing, recoveries and temporary hit points, dying, knocked out, died. The dice and the state are the same:
     * no rule reads those events back (only the add-on modules do, and none is in force in a simulated fight), while
     * the rules read decisions back while a command runs (whether a counter was offered during a move), so those are
     * always recorded.
     */
    void setWatched(bool watched) { m_watched = watched; }
    bool watched() const { return m_watched; }

    /**
     * An attack roll as the rules and the simulation report read it back while a command runs: who attacked whom and
     * whether it hit (TriggeredPowers: did a counter strike the mover; FightRunner: who dealt the damage that
     * follows). Kept for every attack, watched or not; the "attack" event with the roll's details is the log's, built
     * only when someone watches (AttackRules::rollAttack).
     */
    struct MadeAttack
    {
        QString attacker;
        QString target;
        bool hit = false;
    };
    void noteAttack(MadeAttack attack) { m_attacks.append(std::move(attack)); }
    /** The attacks this command has made so far, in order. */
    const QList<MadeAttack> &attacks() const { return m_attacks; }

    /** Damage dealt, as a fight nobody watches tallies it: after how many of the command's attacks, how much. */
    struct DealtDamage
    {
        qsizetype afterAttacks = 0; // the damage came after this many attacks of the command (attacks())
        int amount = 0;             // hit points lost, temporary hit points not counted
        bool persistent = false;
    };
    /**
     * Where dealDamage() tells the damage instead of recording a "damage" event (no rule reads that event back):
     * FightRunner's unwatched fights, whose report adds up who dealt what. Null (the default): the event.
     */
    void setDamageTally(QList<DealtDamage> *tally) { m_damageTally = tally; }

    /** The modules' hooks for this command (RollReviews); none outside a table session. */
    void setReviews(const RollReviews *reviews) { m_reviews = reviews; }
    const RollReviews *reviews() const { return m_reviews; }
    /**
     * A roll rolled and not yet applied, shown to every module in force (RollReview) in turn: the points they add
     * to its total. 0 when no module is in force or none offered.
     */
    QCoro::Task<int> review(ReviewedRoll roll);
    /** A d20 roll after the modules' review: its natural die (a re-roll replaces it) and the points added. */
    struct ReviewedD20
    {
        int natural = 0;
        int added = 0;
    };
    /**
     * A d20 roll (attack, saving throw, check) shown to the modules: first a failed one may be rolled again
     * (RollReview::reroll), then the points they add to it (review()), all before its outcome is applied.
     */
    QCoro::Task<ReviewedD20> reviewD20(ReviewedRoll roll);
    /** A hitting attack roll shown to the modules before its damage: the critical as they leave it. */
    QCoro::Task<bool> reviewCritical(ReviewedRoll roll, bool critical);
    /** A creature's initiative roll shown to the modules before the order is made: the roll as they leave it. */
    QCoro::Task<ReviewedRoll> reviewInitiative(ReviewedRoll roll);
    /** A dying creature before its death saving throw: whether a module in force makes it stable instead. */
    QCoro::Task<bool> stabilizeInstead(QString creature, int failures);
    /** Tells the modules in force that a round has begun (RollReview::roundStarted). */
    void announceRound(int round);
    QCoro::Task<QStringList> askOrder(DecisionRequest request);

    /**
     * Orcus "Hit points", "Immunities, resistances and weaknesses", "Temporary hit points", "0 hit points or
     * below", "Negative HP" and "Knocking a creature out". attacker is empty for persistent damage; the knock-out
     * question goes to the attacker.
     */
    QCoro::Task<void> dealDamage(QString targetId, int amount, QString damageType, QString attackerId, QString cause);
    /** Orcus "Healing": capped at maximum, negative HP ignored, stops dying. */
    void heal(const QString &targetId, int amount, const QString &cause);
    /**
     * Orcus "Temporary hit points": they do not stack, the creature keeps the higher amount; they last until the
     * end of the encounter (EndEncounterCommand clears them).
     */
    void grantTemporaryHitPoints(const QString &id, int amount, const QString &cause);
    /** Spends a recovery for its value, or sets 1 HP when none are left (Orcus "Healing with no recoveries"). */
    void spendRecovery(const QString &id, const QString &cause);
    void kill(const QString &id, const QString &cause);
    /**
     * The game master's override of a creature's hit points (and maximum): the number is taken as given, and what
     * follows from crossing 0 follows as from damage or healing (falling unconscious and dying, death at minus
     * the staggered value, waking up), without the attacker's knock-out choice since nobody attacked.
     */
    void setHitPoints(const QString &id, int hitPoints, int maxHitPoints, const QString &cause);

    int addEffect(const QString &target, const QString &source, const EffectSpec &spec);
    void endEffect(int effectId, const QString &reason);
    /** Ends the grapples this creature holds or suffers. */
    void endGrapplesOf(const QString &id, const QString &reason);
    /**
     * d20 + save bonus >= 10 (Orcus "Saving throws"), reviewed by the modules in force after the roll and before
     * its outcome is applied (an action die may turn a failed save).
     */
    QCoro::Task<bool> savingThrow(QString id, QString against, int extraBonus = 0);

private:
    /** Why the modules in force refuse an out-of-turn act (or the replayed record's refusal); empty when none. */
    QString outOfTurnRefusal(const DecisionRequest &request);
    /** The decision event of a Square question. */
    void recordSquare(const DecisionRequest &request, std::optional<Square> answer, const QString &refused);
    /** What follows when hit points fell from above 0 (before) to 0 or below: Orcus "0 hit points or below". */
    void fallBelowZero(const QString &targetId, int before);

    EncounterState *m_state;
    QList<QJsonObject> *m_events;
    Decider *m_decider;
    const RollReviews *m_reviews = nullptr;
    bool m_watched = true;
    QList<DealtDamage> *m_damageTally = nullptr;
    QList<MadeAttack> m_attacks;
};

} // namespace battlemat
