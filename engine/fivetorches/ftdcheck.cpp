#include "fivetorches/ftdcheck.h"

#include <algorithm>

namespace battlemat::ftd {

Edge combineEdges(bool advantage, bool disadvantage)
{
    if (advantage == disadvantage)
        return Edge::None;
    return advantage ? Edge::Advantage : Edge::Disadvantage;
}

QString edgeName(Edge edge)
{
    switch (edge) {
    case Edge::Advantage:
        return QStringLiteral("advantage");
    case Edge::Disadvantage:
        return QStringLiteral("disadvantage");
    case Edge::None:
        break;
    }
    return QStringLiteral("none");
}

Result<Edge> edgeFromName(const QString &name)
{
    for (Edge edge : {Edge::None, Edge::Advantage, Edge::Disadvantage}) {
        if (edgeName(edge) == name)
            return edge;
    }
    return Error{QStringLiteral("'%1' is not an edge (none, advantage, disadvantage)").arg(name)};
}

Result<D20Roll> rollD20(DieSource &dice, Edge edge)
{
    D20Roll roll;
    const int count = edge == Edge::None ? 1 : 2;
    for (int i = 0; i < count; ++i) {
        auto face = dice.roll(20);
        if (!face)
            return face.error();
        roll.faces.append(*face);
    }
    const auto [low, high] = std::minmax_element(roll.faces.cbegin(), roll.faces.cend());
    roll.natural = edge == Edge::Disadvantage ? *low : *high;
    return roll;
}

CheckResult checkFrom(const D20Roll &roll, int modifier, int dc, Edge edge)
{
    return CheckResult{roll, modifier, roll.natural + modifier, dc, edge};
}

Result<CheckResult> rollCheck(DieSource &dice, int modifier, int dc, Edge edge)
{
    auto roll = rollD20(dice, edge);
    if (!roll)
        return roll.error();
    return checkFrom(*roll, modifier, dc, edge);
}

Result<QList<int>> rollDice(DieSource &dice, int count, int sides)
{
    QList<int> faces;
    for (int i = 0; i < count; ++i) {
        auto face = dice.roll(sides);
        if (!face)
            return face.error();
        faces.append(*face);
    }
    return faces;
}

int abilityModifier(int score)
{
    // Integer division truncates towards zero; the modifier rounds down (score 7 is -2, not -1).
    const int difference = score - 10;
    return difference >= 0 ? difference / 2 : -((-difference + 1) / 2);
}

} // namespace battlemat::ftd
