#include "mastery/regionmovement.h"

namespace battlemat {

namespace {

QList<Provocation> hostilesIn(const QString &region, const QString &moverSide, const QList<RegionOccupant> &occupants,
                              bool onEntering)
{
    QList<Provocation> result;
    for (const RegionOccupant &occupant : occupants) {
        if (occupant.region == region && occupant.side != moverSide)
            result.append({occupant.id, region, onEntering});
    }
    return result;
}

// Which special movement a step needs: swimming when either region is water, climbing when either is a climb
// or a ladder joins them ("Regions": swimming and climbing cover one region).
struct StepNeeds
{
    bool swimming = false;
    bool climbing = false;
};

StepNeeds needsOf(const RegionMap &map, const QString &from, const QString &to)
{
    const Region *a = map.region(from);
    const Region *b = map.region(to);
    const auto link = map.linkBetween(from, to);
    return {a->needsSwimming || b->needsSwimming,
            a->needsClimbing || b->needsClimbing || (link && link->kind == RegionLinkKind::Ladder)};
}

} // namespace

QString regionMoveModeName(RegionMoveMode mode)
{
    switch (mode) {
    case RegionMoveMode::Step:
        return QStringLiteral("step");
    case RegionMoveMode::Careful:
        return QStringLiteral("careful");
    case RegionMoveMode::Run:
        return QStringLiteral("run");
    case RegionMoveMode::Swim:
        return QStringLiteral("swim");
    case RegionMoveMode::Climb:
        return QStringLiteral("climb");
    }
    return {};
}

std::optional<RegionMoveMode> regionMoveModeFromName(const QString &name)
{
    for (RegionMoveMode mode : {RegionMoveMode::Step, RegionMoveMode::Careful, RegionMoveMode::Run,
                                RegionMoveMode::Swim, RegionMoveMode::Climb}) {
        if (regionMoveModeName(mode) == name)
            return mode;
    }
    return std::nullopt;
}

QStringList regionMovePath(const RegionMap &map, const QString &from, const QString &to, RegionMoveMode mode)
{
    if (mode != RegionMoveMode::Run || !map.contains(from) || !map.contains(to) || map.adjacent(from, to))
        return {to};
    for (const Region &middle : map.regions()) {
        if (middle.id == from || middle.id == to || !map.adjacent(from, middle.id) || !map.adjacent(middle.id, to))
            continue;
        const StepNeeds first = needsOf(map, from, middle.id);
        const StepNeeds second = needsOf(map, middle.id, to);
        if (!first.swimming && !first.climbing && !second.swimming && !second.climbing)
            return {middle.id, to};
    }
    return {to};
}

Result<MovePlan> planRegionMove(const RegionMap &map, const QString &moverSide, const QString &from,
                                RegionMoveMode mode, const QStringList &path, const QList<RegionOccupant> &occupants)
{
    if (!map.contains(from))
        return Error{QStringLiteral("the mover is in no region of this map ('%1')").arg(from)};
    const qsizetype maxSteps = mode == RegionMoveMode::Run ? 2 : 1;
    if (path.isEmpty() || path.size() > maxSteps)
        return Error{QStringLiteral("a %1 covers %2, not %3")
                         .arg(regionMoveModeName(mode),
                              maxSteps == 1 ? QStringLiteral("one region") : QStringLiteral("one or two regions"))
                         .arg(path.size())};

    MovePlan plan;
    plan.mode = mode;
    const bool running = mode == RegionMoveMode::Run || mode == RegionMoveMode::Swim || mode == RegionMoveMode::Climb;
    plan.defenseDisadvantaged = running;
    switch (mode) {
    case RegionMoveMode::Step:
    case RegionMoveMode::Run:
        plan.action = MasteryActionKind::Minor;
        break;
    case RegionMoveMode::Careful:
        plan.action = MasteryActionKind::Major;
        break;
    case RegionMoveMode::Swim:
    case RegionMoveMode::Climb:
        plan.action = MasteryActionKind::Exclusive;
        break;
    }

    QString here = from;
    for (const QString &next : path) {
        if (!map.contains(next))
            return Error{QStringLiteral("no region '%1' on this map").arg(next)};
        // A move into the region it stands in goes nowhere; "not adjacent to itself" said nothing useful.
        if (next == here)
            return Error{QStringLiteral("the mover is already in '%1'").arg(here)};
        if (!map.adjacent(here, next))
            return Error{QStringLiteral("'%1' is not adjacent to '%2'").arg(next, here)};
        const StepNeeds needs = needsOf(map, here, next);
        const bool special = mode == RegionMoveMode::Swim || mode == RegionMoveMode::Climb;
        if (!special && (needs.swimming || needs.climbing))
            return Error{QStringLiteral("from '%1' to '%2' needs %3: an exclusive action (mode %4)")
                             .arg(here, next, needs.swimming ? QStringLiteral("swimming") : QStringLiteral("climbing"),
                                  needs.swimming ? QStringLiteral("swim") : QStringLiteral("climb"))};
        if (mode == RegionMoveMode::Swim && !needs.swimming)
            return Error{QStringLiteral("no swimming is needed from '%1' to '%2'").arg(here, next)};
        if (mode == RegionMoveMode::Climb && !needs.climbing)
            return Error{QStringLiteral("no climbing is needed from '%1' to '%2'").arg(here, next)};

        MoveStep step{here, next, {}, {}};
        // "Regions": leaving provokes unless done carefully; running (and swimming, climbing) provokes on
        // entering too.
        if (mode != RegionMoveMode::Careful)
            step.onLeaving = hostilesIn(here, moverSide, occupants, false);
        if (running)
            step.onEntering = hostilesIn(next, moverSide, occupants, true);
        plan.steps.append(step);
        here = next;
    }
    return plan;
}

} // namespace battlemat
