#include "encounter/adjusthitpointscommand.h"

namespace battlemat {

Result<std::shared_ptr<Command>> AdjustHitPointsCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    const bool heal = object.value(QStringLiteral("type")).toString() == QLatin1String("heal");
    auto target = context.requireString(object, QStringLiteral("target"));
    if (!target)
        return target.error();
    // A heal may be rolled: "dice" instead of "amount", the roll of "by" (the target by default).
    const bool rolled = heal && object.contains(QStringLiteral("dice"));
    auto amount = rolled ? Result<int>(0) : context.requireInt(object, QStringLiteral("amount"), 0, 100000);
    if (!amount)
        return amount.error();
    std::optional<DiceFormula> dice;
    QString healer;
    if (rolled) {
        auto text = context.requireString(object, QStringLiteral("dice"));
        if (!text)
            return text.error();
        auto formula = DiceFormula::parse(*text);
        if (!formula)
            return context.child(QStringLiteral("dice")).error(formula.errorMessage());
        auto by = context.optionalString(object, QStringLiteral("by"), *target);
        if (!by)
            return by.error();
        dice = *formula;
        healer = *by;
    }
    auto type = context.optionalString(object, QStringLiteral("damageType"));
    if (!type)
        return type.error();
    auto attacker = context.optionalString(object, QStringLiteral("attacker"));
    if (!attacker)
        return attacker.error();
    auto command = std::make_shared<AdjustHitPointsCommand>(heal, *target, *amount, *type, *attacker);
    if (dice)
        command->setRolled(*dice, healer);
    return std::shared_ptr<Command>(command);
}

QJsonObject AdjustHitPointsCommand::toJson() const
{
    QJsonObject object{{QStringLiteral("type"), m_heal ? QStringLiteral("heal") : QStringLiteral("damage")},
                       {QStringLiteral("target"), m_target},
                       {QStringLiteral("amount"), m_amount}};
    if (m_dice) {
        object.remove(QStringLiteral("amount"));
        object.insert(QStringLiteral("dice"), m_dice->toString());
        object.insert(QStringLiteral("by"), m_healer);
    }
    if (!m_damageType.isEmpty())
        object.insert(QStringLiteral("damageType"), m_damageType);
    if (!m_attacker.isEmpty())
        object.insert(QStringLiteral("attacker"), m_attacker);
    return object;
}

Status AdjustHitPointsCommand::validate(const EncounterState &state) const
{
    const Combatant *target = state.combatant(m_target);
    if (!target)
        return Error{QStringLiteral("no creature '%1'").arg(m_target)};
    if (target->dead)
        return Error{QStringLiteral("%1 is dead").arg(m_target)};
    if (!m_attacker.isEmpty() && !state.combatant(m_attacker))
        return Error{QStringLiteral("no creature '%1'").arg(m_attacker)};
    if (m_dice && !state.combatant(m_healer))
        return Error{QStringLiteral("no creature '%1'").arg(m_healer)};
    return success();
}

QCoro::Task<void> AdjustHitPointsCommand::apply(RulesContext *context) const
{
    if (m_heal && m_dice) {
        const QString purpose = QStringLiteral("healing ") + m_target;
        const int total = std::max(0, context->roll(*m_dice, m_healer, purpose).total);
        // Rolled, not yet applied: the modules may add to it (Action Dice: "you may increase your cure spells").
        const ReviewedRoll reviewed{
            ReviewedRollKind::Healing, m_healer, m_target, purpose, 0, total, 0, false, *m_dice};
        auto reviewing = context->review(reviewed); // call first, then await
        const int added = co_await reviewing;
        context->heal(m_target, total + added, m_healer);
        co_return;
    }
    if (m_heal) {
        context->heal(m_target, m_amount, QStringLiteral("game master"));
        co_return;
    }
    auto damage = context->dealDamage(m_target, m_amount, m_damageType, m_attacker, QStringLiteral("game master"));
    co_await damage;
}

} // namespace battlemat
