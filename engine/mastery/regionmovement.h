#pragma once

#include "core/result.h"
#include "mastery/actionkind.h"
#include "regions/regionmap.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace battlemat {

/** How a creature moves between regions ("Regions", "Movement"). */
enum class RegionMoveMode
{
    Step,    // to an adjacent region: minor; leaving provokes
    Careful, // to an adjacent region, slowly: major; provokes nothing
    Run,     // up to two regions: minor; entering and leaving provoke; defense disadvantaged until next turn
    Swim,    // one region: exclusive; the running penalties
    Climb,   // one region: exclusive; the running penalties
};

QString regionMoveModeName(RegionMoveMode mode);
std::optional<RegionMoveMode> regionMoveModeFromName(const QString &name);

/** Someone else in a region, as the movement rules see them. */
struct RegionOccupant
{
    QString id;
    QString side;
    QString region;
};

/** An opportunity attack a move provokes: from whom, in which region, and whether on entering or leaving it. */
struct Provocation
{
    QString attacker;
    QString region;
    bool onEntering = false;
};

/** One region-to-region step of a move and the attacks it provokes, in the order they happen. */
struct MoveStep
{
    QString from;
    QString to;
    QList<Provocation> onLeaving;  // before the mover is gone
    QList<Provocation> onEntering; // once it has arrived
};

struct MovePlan
{
    RegionMoveMode mode = RegionMoveMode::Step;
    MasteryActionKind action = MasteryActionKind::Minor;
    QList<MoveStep> steps;
    bool defenseDisadvantaged = false;
};

/**
 * Plans a move from `from` along `path` (the regions entered, in order) and lists the opportunity attacks it
 * provokes from hostile `occupants`. Refuses paths that are not adjacent step by step, the wrong length for the
 * mode, or water and climbs taken without swimming or climbing (and swimming or climbing where none is needed).
 */
/**
 * The regions a move to `to` enters: `to` alone, except for a run to a region two away, which goes through the
 * first region (in the map's order) adjacent to both that needs neither swimming nor climbing on either step
 * ("Regions": a run covers up to two regions; the text names no way, so the first plain one is taken). The way
 * found, or `to` alone when there is none, is then checked by planRegionMove like any path.
 */
QStringList regionMovePath(const RegionMap &map, const QString &from, const QString &to, RegionMoveMode mode);

Result<MovePlan> planRegionMove(const RegionMap &map, const QString &moverSide, const QString &from,
                                RegionMoveMode mode, const QStringList &path, const QList<RegionOccupant> &occupants);

} // namespace battlemat
