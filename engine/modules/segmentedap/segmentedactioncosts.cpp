#include "segmentedactioncosts.h"

#include <array>
#include <cmath>

namespace battlemat {

namespace {

struct KindName
{
    SegmentedActionKind kind;
    const char *name;
};

constexpr std::array<KindName, 5> kindNames{{
    {SegmentedActionKind::HalfPhaseAttack, "half-attack"},
    {SegmentedActionKind::HalfPhaseAction, "half"},
    {SegmentedActionKind::FullPhaseAction, "full"},
    {SegmentedActionKind::AttackSpell, "attack-spell"},
    {SegmentedActionKind::FullPhaseSpell, "full-spell"},
}};

/** Half of a whole number rounded down, so (1 - 10) / 2 is -5: the caster's side of the rounding. */
int halfRoundedDown(int value)
{
    return int(std::floor(value / 2.0));
}

} // namespace

QString segmentedActionKindName(SegmentedActionKind kind)
{
    for (const KindName &entry : kindNames) {
        if (entry.kind == kind)
            return QLatin1String(entry.name);
    }
    return {};
}

std::optional<SegmentedActionKind> segmentedActionKindFromName(const QString &name)
{
    for (const KindName &entry : kindNames) {
        if (name == QLatin1String(entry.name))
            return entry.kind;
    }
    return std::nullopt;
}

Status SegmentedActionCosts::checkSpeed(int speed)
{
    if (speed < minSpeed || speed > maxSpeed) {
        return Error{QStringLiteral("SPD %1 is outside 1 to 3: the \"Modified Speed Characteristic\" rule that "
                                    "would price other speeds is missing from the segmented action point text")
                         .arg(speed)};
    }
    return success();
}

Result<SegmentedActionCost> SegmentedActionCosts::cost(const SegmentedActionRequest &request)
{
    if (auto speed = checkSpeed(request.speed); !speed)
        return speed.error();
    if (request.extraPhases < 0 || request.extraPhases > 12)
        return Error{QStringLiteral("extra time of %1 phases: give 0 to 12").arg(request.extraPhases)};
    if (request.modifiers < -12 || request.modifiers > 12)
        return Error{QStringLiteral("a modifier of %1 action points: give -12 to +12").arg(request.modifiers)};
    const bool spell =
        request.kind == SegmentedActionKind::AttackSpell || request.kind == SegmentedActionKind::FullPhaseSpell;
    if (spell && (request.spellLevel < 0 || request.spellLevel > 30))
        return Error{QStringLiteral("spell level %1: give 0 to 30").arg(request.spellLevel)};
    if (spell && (request.casterLevel < 1 || request.casterLevel > 30))
        return Error{QStringLiteral("caster level %1: give 1 to 30").arg(request.casterLevel)};

    const int speed = request.speed;
    const int level = request.spellLevel;
    const int caster = request.casterLevel;
    SegmentedActionCost cost;
    switch (request.kind) {
    case SegmentedActionKind::HalfPhaseAttack:
        cost = {6 - speed, true, 0, true};
        break;
    case SegmentedActionKind::HalfPhaseAction:
        cost = {6 - speed, false, 6, false};
        break;
    case SegmentedActionKind::FullPhaseAction:
        cost = {fullPhase(speed), false, 0, false};
        break;
    case SegmentedActionKind::AttackSpell:
        cost = {4 + (level + halfRoundedDown(level - caster)) - speed, true, 0, true};
        break;
    case SegmentedActionKind::FullPhaseSpell:
        cost = {8 + (level * 2 - caster) - speed * 2, false, 0, false};
        break;
    }
    cost.cost += request.modifiers + request.extraPhases * fullPhase(speed);
    // A high caster level or a large bonus could make a price of 0 or less, which would be a zero-phase action;
    // the text never prices one so, and an action always takes some time: at least 1 point.
    cost.cost = std::max(cost.cost, 1);
    return cost;
}

} // namespace battlemat
