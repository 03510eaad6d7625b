#include "fivetorches/travelturn.h"

namespace battlemat::ftd {

QString TravelTurn::threatName(ThreatLevel threat)
{
    switch (threat) {
    case ThreatLevel::Terrible:
        return QStringLiteral("terrible");
    case ThreatLevel::BadSoon:
        return QStringLiteral("bad-soon");
    case ThreatLevel::ThreatNears:
        return QStringLiteral("threat-nears");
    case ThreatLevel::NothingBad:
        break;
    }
    return QStringLiteral("nothing-bad");
}

QString TravelTurn::threatSummary(ThreatLevel threat)
{
    switch (threat) {
    case ThreatLevel::Terrible:
        return QStringLiteral("an immediate threat: an ambush, a chance encounter, the surroundings turn worse");
    case ThreatLevel::BadSoon:
        return QStringLiteral("something bad comes soon: a hidden trap or poison, foes readying, a retainer "
                              "fleeing or turning");
    case ThreatLevel::ThreatNears:
        return QStringLiteral("a threat grows or comes closer: a distant danger develops, a new one arrives, "
                              "the place slowly turns hostile");
    case ThreatLevel::NothingBad:
        break;
    }
    return QStringLiteral("nothing bad happens, perhaps something good");
}

ThreatLevel TravelTurn::threatFor(int natural)
{
    if (natural <= 1)
        return ThreatLevel::Terrible;
    if (natural <= 10)
        return ThreatLevel::BadSoon;
    if (natural <= 19)
        return ThreatLevel::ThreatNears;
    return ThreatLevel::NothingBad;
}

Edge TravelTurn::edgeFor(Approach approach)
{
    // Advantage is "better for the party": a higher d20 is a milder band of the table.
    switch (approach) {
    case Approach::Cautious:
        return Edge::Advantage;
    case Approach::Careless:
        return Edge::Disadvantage;
    case Approach::Normal:
        break;
    }
    return Edge::None;
}

Result<Approach> TravelTurn::approachFromName(const QString &name)
{
    if (name == QLatin1String("normal"))
        return Approach::Normal;
    if (name == QLatin1String("cautious"))
        return Approach::Cautious;
    if (name == QLatin1String("careless"))
        return Approach::Careless;
    return Error{QStringLiteral("'%1' is not an approach (normal, cautious, careless)").arg(name)};
}

Result<TravelTurn> TravelTurn::roll(DieSource &dice, Approach approach)
{
    const Edge edge = edgeFor(approach);
    auto d20 = rollD20(dice, edge);
    if (!d20)
        return d20.error();
    return TravelTurn{*d20, edge, threatFor(d20->natural)};
}

} // namespace battlemat::ftd
