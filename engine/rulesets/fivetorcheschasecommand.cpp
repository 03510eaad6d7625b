#include "rulesets/fivetorcheschasecommand.h"

#include "dice/seededdiesource.h"
#include "rulesets/fivetorchesruleset.h"

#include <QJsonArray>

namespace battlemat {

QString FiveTorchesChaseCommand::type()
{
    return FiveTorchesRuleset::moduleId() + QStringLiteral(".chase");
}

Result<std::shared_ptr<const FiveTorchesChaseCommand>> FiveTorchesChaseCommand::fromJson(const QJsonObject &step,
                                                                                         const JsonContext &where)
{
    auto command = std::make_shared<FiveTorchesChaseCommand>();
    command->m_step = step;
    auto who = where.requireString(step, QStringLiteral("who"));
    if (!who)
        return who.error();
    command->m_who = *who;
    auto modifier = where.requireInt(step, QStringLiteral("modifier"), -10, 30);
    if (!modifier)
        return modifier.error();
    command->m_modifier = *modifier;
    auto speed = where.requireInt(step, QStringLiteral("quarrySpeed"), 0, 1000);
    if (!speed)
        return speed.error();
    // The DC moves per 5 ft: refuse another speed here, where the step can still be named.
    if (auto dc = ftd::Chase::dcFor(*speed); !dc)
        return where.child(QStringLiteral("quarrySpeed")).error(dc.errorMessage());
    command->m_quarrySpeed = *speed;
    auto ground = where.optionalString(step, QStringLiteral("ground"), QStringLiteral("open"));
    if (!ground)
        return ground.error();
    auto parsed = ftd::chaseGroundFromName(*ground);
    if (!parsed)
        return where.child(QStringLiteral("ground")).error(parsed.errorMessage());
    command->m_ground = *parsed;
    auto sight = where.optionalBool(step, QStringLiteral("breaksSight"), false);
    if (!sight)
        return sight.error();
    command->m_breaksSight = *sight;
    auto position = where.optionalBool(step, QStringLiteral("betterPosition"), false);
    if (!position)
        return position.error();
    command->m_betterPosition = *position;
    auto adjustment = where.optionalInt(step, QStringLiteral("dcAdjustment"), 0, -10, 10);
    if (!adjustment)
        return adjustment.error();
    command->m_dcAdjustment = *adjustment;
    return std::shared_ptr<const FiveTorchesChaseCommand>(command);
}

Result<QList<QJsonObject>> FiveTorchesChaseCommand::apply(TableState &state) const
{
    const QString id = FiveTorchesRuleset::moduleId();
    if (!state.modules.contains(id))
        return Error{QStringLiteral("Five Torches Deep is not the campaign's ruleset")};
    QJsonObject moduleState = state.modules.value(id);
    auto dice = SeededDieSource::fromJson(moduleState.value(QStringLiteral("dice")).toObject(),
                                          JsonContext(QStringLiteral("the Five Torches Deep state")));
    if (!dice)
        return dice.error();
    SeededDieSource roller = *dice;
    auto check = ftd::Chase::roll(roller, m_modifier, m_quarrySpeed, m_breaksSight, m_betterPosition, m_dcAdjustment);
    if (!check)
        return check.error();
    QJsonArray faces;
    for (int face : check->roll.faces)
        faces.append(face);
    moduleState.insert(QStringLiteral("dice"), roller.toJson());
    state.modules.insert(id, moduleState);
    return QList<QJsonObject>{{{QStringLiteral("type"), id + QStringLiteral(".chased")},
                               {QStringLiteral("who"), m_who},
                               {QStringLiteral("quarrySpeed"), m_quarrySpeed},
                               {QStringLiteral("ground"), ftd::chaseGroundName(m_ground)},
                               {QStringLiteral("ability"), ftd::chaseAbility(m_ground)},
                               {QStringLiteral("faces"), faces},
                               {QStringLiteral("natural"), check->roll.natural},
                               {QStringLiteral("modifier"), check->modifier},
                               {QStringLiteral("total"), check->total},
                               {QStringLiteral("dc"), check->dc},
                               {QStringLiteral("edge"), ftd::edgeName(check->edge)},
                               {QStringLiteral("success"), check->success()}}};
}

} // namespace battlemat
