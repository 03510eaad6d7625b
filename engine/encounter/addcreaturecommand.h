#pragma once

#include "encounter/command.h"

namespace battlemat {

/**
 * The GM brings a creature into the running encounter (reinforcements through the door, a summoned creature, a
 * spider swarm out of Egg Sacs): its token as the map file writes one, its stat block as the encounter file writes
 * one (both carried in the command, so the log replays without the monster library), and, once initiative is
 * rolled, its place in the order. Orcus "Initiative" has every participant check initiative "when combat starts"
 * and prints nothing for a latecomer; read here as: it makes the same check when it joins (or the GM gives its
 * total), takes its place by the order's rule (highest first, a tie behind those it ties, as the last rolled, then
 * put to the GM), and a member of a group of identical creatures already in the order acts at the group's place
 * without a roll ("one roll for an entire group"). It joins with the hit points its block gives (full by default),
 * and acts when its count comes: later in this round if its place is after the current creature's, else next round.
 */
class AddCreatureCommand : public Command
{
public:
    AddCreatureCommand(QJsonObject token, QJsonObject block, std::optional<int> initiative)
        : m_token(std::move(token))
        , m_block(std::move(block))
        , m_initiative(initiative)
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

    /** The combatant the command adds to this state (its token checked against the state's map), or why not. */
    Result<Combatant> combatant(const EncounterState &state) const;

    // The one rule for a creature joining the fight, used by this command and by a power that places one (the
    // hunting spiders' Egg Sacs, TriggerOffer):
    /** The combatant of a token as the map file writes one and a stat block as the encounter file writes one. */
    static Result<Combatant> combatantOf(const QJsonObject &token, const QJsonObject &block,
                                         const EncounterState &state, const JsonContext &context);
    /** Why the creature cannot join this state where it stands (its id taken, its space one it cannot stand in). */
    static Status refusal(const EncounterState &state, const Combatant &added);
    /**
     * Joins it: its initiative rolled (or the given total) and its place in the order, event "creatureAdded" with
     * `by` (the game master, or the creature whose power placed it) and `token`, the token it came in as, which the
     * table keeps on its map when the fight ends (Reinforcement::joinedTokens).
     */
    static QCoro::Task<void> join(RulesContext *context, Combatant added, std::optional<int> initiative, QString by,
                                  QJsonObject token);

private:
    QJsonObject m_token;
    QJsonObject m_block;
    std::optional<int> m_initiative; // the GM's total instead of a roll
};

} // namespace battlemat
