#pragma once

#include "fivetorches/ftdcheck.h"

#include <QStringList>

namespace battlemat::ftd {

/** The four levels of light ("Light", ../shared/rules/checks-actions-combat-gritty.txt). */
enum class LightLevel
{
    Darkness,
    Dim,
    WellLit,
    Brilliant
};

/** The kinds of check the light lists name; a check of another kind is left to the GM. */
enum class LightCheck
{
    Stealth,
    Listening,
    Attack,
    RangedAttack,
    LongRangeAttack,
    Defense,
    DefenseVsRanged,
    Sight,
    PredictingDanger,
    Finesse,
    SurfacerMorale,
    Tracking,
    SeeingMovement,
};

QString lightLevelName(LightLevel level);
Result<LightLevel> lightLevelFromName(const QString &name);
QString lightCheckName(LightCheck check);
Result<LightCheck> lightCheckFromName(const QString &name);
QStringList lightCheckNames();

/**
 * The edge the light gives a check of that kind. Darksight works in reverse of human sight: what darkness makes
 * harder for a human (attacks, defense, sight...) it makes easier for a darksighted creature.
 * The text only reverses darkness; dim, well-lit and brilliant light act on everyone alike here. Sight in darkness
 * is impossible without darksight: the GM rules it, the edge shown is disadvantage.
 */
Edge lightEdge(LightLevel level, LightCheck check, bool darksight = false);

} // namespace battlemat::ftd
