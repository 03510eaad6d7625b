#pragma once

#include "encounter/command.h"
#include "encounter/diceformula.h"

#include <optional>

namespace battlemat {

/** The GM deals damage (a trap, a power the engine does not model) or heals, outside the action economy. */
class AdjustHitPointsCommand : public Command
{
public:
    AdjustHitPointsCommand(bool heal, QString target, int amount, QString damageType, QString attacker)
        : m_heal(heal)
        , m_target(std::move(target))
        , m_amount(amount)
        , m_damageType(std::move(damageType))
        , m_attacker(std::move(attacker))
    {}
    /** A heal of rolled dice instead of a fixed amount, as `healer`'s roll. */
    void setRolled(DiceFormula dice, QString healer)
    {
        m_dice = dice;
        m_healer = std::move(healer);
    }
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

private:
    bool m_heal;
    QString m_target;
    int m_amount;
    QString m_damageType;
    QString m_attacker; // optional: asked about knocking out
    // A heal rolled at the table by the engine ("2d8+3"): the roll of `m_healer` (the target's own by default),
    // shown to the modules in force before it is applied (a healing roll may take action dice).
    std::optional<DiceFormula> m_dice;
    QString m_healer;
};

} // namespace battlemat
