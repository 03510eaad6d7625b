#include "simulation/tacticssquare.h"

namespace battlemat::TacticsSquare {

namespace {

std::optional<Square> safestShift(const DecisionRequest &request)
{
    const QJsonObject here = request.details.value(QStringLiteral("from")).toObject();
    int bestAdjacent = here.value(QStringLiteral("adjacentEnemies")).toInt();
    int bestDistance = here.value(QStringLiteral("nearestEnemy")).toInt();
    std::optional<Square> best;
    for (const SquareOption &option : request.squares) {
        const int adjacent = option.facts.value(QStringLiteral("adjacentEnemies")).toInt();
        const int distance = option.facts.value(QStringLiteral("nearestEnemy")).toInt();
        if (adjacent < bestAdjacent || (adjacent == bestAdjacent && distance > bestDistance)) {
            best = option.square;
            bestAdjacent = adjacent;
            bestDistance = distance;
        }
    }
    return best;
}

std::optional<Square> bestOrigin(const DecisionRequest &request)
{
    std::optional<Square> best;
    double bestExpected = 0.0;
    for (const SquareOption &option : request.squares) {
        const double expected = option.facts.value(QStringLiteral("expected")).toDouble();
        if (expected > bestExpected) {
            best = option.square;
            bestExpected = expected;
        }
    }
    return best;
}

std::optional<Square> bestPlace(const DecisionRequest &request)
{
    // A creature more on its side is always worth placing: where it reaches the most enemies, then nearest to one.
    std::optional<Square> best;
    int bestAdjacent = -1;
    int bestDistance = 0;
    for (const SquareOption &option : request.squares) {
        const int adjacent = option.facts.value(QStringLiteral("adjacentEnemies")).toInt();
        const int distance = option.facts.value(QStringLiteral("nearestEnemy")).toInt();
        if (adjacent > bestAdjacent || (adjacent == bestAdjacent && distance < bestDistance)) {
            best = option.square;
            bestAdjacent = adjacent;
            bestDistance = distance;
        }
    }
    return best;
}

} // namespace

std::optional<Square> choose(const DecisionRequest &request)
{
    if (request.details.value(QStringLiteral("purpose")).toString() == QLatin1String("origin"))
        return bestOrigin(request);
    if (request.details.value(QStringLiteral("purpose")).toString() == QLatin1String("place"))
        return bestPlace(request);
    return safestShift(request);
}

} // namespace battlemat::TacticsSquare
