#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "encounter/actionbudget.h"
#include "encounter/diceformula.h"

#include <QCoro/QCoroTask>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace battlemat {

class Command;
class RulesContext;
struct RollReviews;

/** What a reviewed roll was for: a module's limits depend on it (an action die boosts damage with one die only). */
enum class ReviewedRollKind : quint8
{
    Attack,
    Damage,
    SavingThrow,
    Healing,
    Check, // a skill check in the fight (Heal, Bluff, Intimidate, an escape)
};

QString reviewedRollKindName(ReviewedRollKind kind);

/**
 * One roll of a creature's, rolled and not yet applied: what it was for, its total so far, and what it must reach
 * to succeed (0 when it has no target: damage, healing). The modules in force may add to it (RollReview).
 */
struct ReviewedRoll
{
    ReviewedRollKind kind = ReviewedRollKind::Attack;
    QString by;      // the creature that rolled
    QString subject; // the attack's target, the effect saved against; empty otherwise
    QString purpose; // as the roll event says it ("attack mace vs goblin")
    int natural = 0; // the d20 of attacks and saves; 0 for damage and healing
    int total = 0;
    int target = 0;          // the total that succeeds (the defense, 10 for a save); 0: no target
    bool autoResult = false; // a natural 1 or 20 decides an attack whatever is added (Orcus "Attack Rolls")
    DiceFormula formula;

    /** A roll with a target that does not reach it (an attack's natural 1 fails, its natural 20 does not). */
    bool fails() const;
};

/**
 * A module's answer to the encounter's rolls: after a roll and before its outcome is applied, every module in force
 * may offer something through the decider (DecisionKind::ModuleOffer) and add points to the total. Whatever it
 * rolls it rolls through the context (the encounter's generator, so a replay rolls the same) and records in the
 * same step's events, so undo takes it back with the roll. The encounter knows modules only through this hook.
 */
class RollReview
{
public:
    virtual ~RollReview() = default;
    /** Points the module adds to the roll's total (0: nothing offered or taken). */
    virtual QCoro::Task<int> review(ReviewedRoll roll, RulesContext *context) = 0;
    /**
     * A d20 roll (attack, saving throw, check) that fails, before any points are added: a module may roll the d20
     * again (a hero token's re-roll) through the context; returns the new natural die, which replaces the old one,
     * or nothing when it offers nothing or the offer is declined.
     */
    virtual QCoro::Task<std::optional<int>> reroll(ReviewedRoll roll, RulesContext *context)
    {
        Q_UNUSED(roll)
        Q_UNUSED(context)
        co_return std::nullopt;
    }
    /**
     * An attack roll that hits, before its damage: whether it is a critical hit. A module may make a threat a
     * critical or negate a critical (an action die, asked through the decider like review()); returns the
     * critical as it now stands, `critical` when it offers nothing.
     */
    virtual QCoro::Task<bool> reviewCritical(ReviewedRoll roll, bool critical, RulesContext *context)
    {
        Q_UNUSED(roll)
        Q_UNUSED(context)
        co_return critical;
    }
    /**
     * A creature's initiative check, rolled with everyone's and not yet ordered (the state's initiative holds every
     * entry as it stands): a module may roll the d20 again or add to it (a hero token, action dice), asked through
     * the decider; returns the roll with its natural die and total as they now stand, `roll` when it offers nothing.
     */
    virtual QCoro::Task<ReviewedRoll> reviewInitiative(ReviewedRoll roll, RulesContext *context)
    {
        Q_UNUSED(context)
        co_return roll;
    }
    /**
     * A dying creature is about to roll its death saving throw (Orcus "Death saving throws", `failures` so far): a
     * module may make it stable instead (an action die, asked through the decider like review()), paying and
     * recording what it costs; returns whether the creature becomes stable (the encounter then records it).
     */
    virtual QCoro::Task<bool> stabilizeInstead(QString creature, int failures, RulesContext *context)
    {
        Q_UNUSED(creature)
        Q_UNUSED(failures)
        Q_UNUSED(context)
        co_return false;
    }
    /**
     * A new combat round has begun (its roundStarted event is recorded): what a module counts in rounds counts
     * down, in the modules' state only (RollReviews::modules; null on a replay, where the stored state stands).
     */
    virtual void roundStarted(int round, RulesContext *context)
    {
        Q_UNUSED(round)
        Q_UNUSED(context)
    }
    /**
     * A command has been applied (to the working copy, its events in the context) and is about to be kept: what it
     * cost the creature whose turn it was (`actor`, its budget before the command) a module may count in its state
     * (RollReviews::modules), or refuse the whole command with the reason (a segment clock the actor cannot pay).
     * Called only when the command is made, never on a replay, where the stored state stands.
     */
    virtual Status commandApplied(const QString &actor, const ActionBudget &before, RulesContext *context)
    {
        Q_UNUSED(actor)
        Q_UNUSED(before)
        Q_UNUSED(context)
        return success();
    }
    /**
     * Whether commandApplied() may refuse a command now: the processor then runs the command once on a copy with
     * the documented default answers and asks nobody, so a command the module refuses is refused before any
     * question is put to a person (a move the mover cannot pay asks no opportunity attack).
     */
    virtual bool mayRefuseCommands(const RollReviews &hooks) const
    {
        Q_UNUSED(hooks)
        return false;
    }
    /**
     * Whether `creature` may act out of its turn now (an opportunity attack, an immediate counter or reaction),
     * asked before it is offered; a refusal is recorded as a declined decision with its reason, and no one is asked.
     */
    virtual Status mayActOutOfTurn(const QString &creature, RulesContext *context)
    {
        Q_UNUSED(creature)
        Q_UNUSED(context)
        return success();
    }
};

/**
 * The hooks the table session hands an encounter for one command: the reviews of the modules in force, the
 * modules' state they read and change (the session's working copy, kept only if the command commits; null on a
 * replay, where each offer is made exactly as the log recorded it), and which campaign hero each combatant is.
 */
struct RollReviews
{
    QList<std::shared_ptr<RollReview>> reviews;
    QMap<QString, QJsonObject> *modules = nullptr;
    QHash<QString, QString> heroOf;
    /**
     * Reads an add-on module's encounter command ("actionDice.spend") from its JSON, for the modules in force; a
     * replay reads the log's commands with it. Empty outside a table session.
     */
    std::function<Result<std::shared_ptr<Command>>(const QJsonObject &, const JsonContext &)> parseCommand;

    bool isEmpty() const { return reviews.isEmpty(); }
};

} // namespace battlemat
