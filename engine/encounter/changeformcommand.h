#pragma once

#include "encounter/command.h"

namespace battlemat {

/**
 * Another stat block replaces a creature's mid-fight: the shapeshifter slime's Fading ("The monster regresses to its
 * natural form", its Slime Form block), a shapechanger's other shape. The block travels in the command, so undo,
 * replay and the campaign file need no library. What the creature has been through stays: by the book's reading
 * (Shapeshifter Slime: "it transforms into its slime form, with the same current HP as its previous form") its hit
 * points are carried over, at most the new maximum, with its temporary hit points, the effects on it, its powers
 * used (by id), action points, recoveries (at most the new block's), death saves and what it did this turn; its
 * place in the initiative order and on the map stay ("Players only get XP once": it is one creature, counted once).
 */
class ChangeFormCommand : public Command
{
public:
    ChangeFormCommand(QString creature, QJsonObject block, std::optional<int> speed)
        : m_creature(std::move(creature))
        , m_block(std::move(block))
        , m_speed(speed)
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

    /** The creature in its new form, or why not. */
    Result<Combatant> changed(const Combatant &before) const;

    // The one rule for a change of form, used by this command and by a power that changes its user's form (the
    // shapeshifter slime's Fading, TriggerOffer):
    /** The creature with this stat block (as the encounter file writes one) and speed, what it went through kept. */
    static Result<Combatant> changedTo(const Combatant &before, const QJsonObject &block, std::optional<int> speed,
                                       const JsonContext &context);
    /** Why this creature cannot change its form (dead, a hero, a block that is not a monster's), or success. */
    static Status refusal(const Combatant &creature, const QJsonObject &block, std::optional<int> speed,
                          const JsonContext &context);
    /** Changes it (event "formChanged" with `by`: the game master, or the creature's own power). */
    static void change(RulesContext *context, const QString &creatureId, const QJsonObject &block,
                       std::optional<int> speed, const QString &by);

private:
    QString m_creature;
    QJsonObject m_block;
    std::optional<int> m_speed; // the new form's speed (a stat block does not hold it); unchanged without one
};

} // namespace battlemat
