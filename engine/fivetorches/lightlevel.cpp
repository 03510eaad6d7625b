#include "fivetorches/lightlevel.h"

#include <array>

namespace battlemat::ftd {

namespace {

struct CheckName
{
    LightCheck check;
    const char *name;
};

constexpr std::array checkNames{
    CheckName{LightCheck::Stealth, "stealth"},
    CheckName{LightCheck::Listening, "listening"},
    CheckName{LightCheck::Attack, "attack"},
    CheckName{LightCheck::RangedAttack, "ranged-attack"},
    CheckName{LightCheck::LongRangeAttack, "long-range-attack"},
    CheckName{LightCheck::Defense, "defense"},
    CheckName{LightCheck::DefenseVsRanged, "defense-vs-ranged"},
    CheckName{LightCheck::Sight, "sight"},
    CheckName{LightCheck::PredictingDanger, "predicting-danger"},
    CheckName{LightCheck::Finesse, "finesse"},
    CheckName{LightCheck::SurfacerMorale, "surfacer-morale"},
    CheckName{LightCheck::Tracking, "tracking"},
    CheckName{LightCheck::SeeingMovement, "seeing-movement"},
};

Edge humanEdge(LightLevel level, LightCheck check)
{
    switch (level) {
    case LightLevel::Darkness:
        if (check == LightCheck::Stealth || check == LightCheck::Listening)
            return Edge::Advantage;
        // All attacks and all defense include their ranged forms.
        if (check == LightCheck::Attack || check == LightCheck::RangedAttack || check == LightCheck::LongRangeAttack ||
            check == LightCheck::Defense || check == LightCheck::DefenseVsRanged || check == LightCheck::Sight ||
            check == LightCheck::PredictingDanger || check == LightCheck::Finesse ||
            check == LightCheck::SurfacerMorale)
            return Edge::Disadvantage;
        return Edge::None;
    case LightLevel::Dim:
        if (check == LightCheck::Stealth || check == LightCheck::Listening)
            return Edge::Advantage;
        if (check == LightCheck::RangedAttack || check == LightCheck::LongRangeAttack ||
            check == LightCheck::DefenseVsRanged || check == LightCheck::Sight)
            return Edge::Disadvantage;
        return Edge::None;
    case LightLevel::WellLit:
        return Edge::None;
    case LightLevel::Brilliant:
        if (check == LightCheck::Tracking || check == LightCheck::SeeingMovement)
            return Edge::Advantage;
        if (check == LightCheck::Stealth || check == LightCheck::LongRangeAttack)
            return Edge::Disadvantage;
        return Edge::None;
    }
    return Edge::None;
}

} // namespace

QString lightLevelName(LightLevel level)
{
    switch (level) {
    case LightLevel::Darkness:
        return QStringLiteral("darkness");
    case LightLevel::Dim:
        return QStringLiteral("dim");
    case LightLevel::WellLit:
        return QStringLiteral("well-lit");
    case LightLevel::Brilliant:
        break;
    }
    return QStringLiteral("brilliant");
}

Result<LightLevel> lightLevelFromName(const QString &name)
{
    for (LightLevel level : {LightLevel::Darkness, LightLevel::Dim, LightLevel::WellLit, LightLevel::Brilliant}) {
        if (lightLevelName(level) == name)
            return level;
    }
    return Error{QStringLiteral("'%1' is not a light level (darkness, dim, well-lit, brilliant)").arg(name)};
}

QString lightCheckName(LightCheck check)
{
    for (const CheckName &entry : checkNames) {
        if (entry.check == check)
            return QString::fromLatin1(entry.name);
    }
    return {};
}

QStringList lightCheckNames()
{
    QStringList names;
    for (const CheckName &entry : checkNames)
        names.append(QString::fromLatin1(entry.name));
    return names;
}

Result<LightCheck> lightCheckFromName(const QString &name)
{
    for (const CheckName &entry : checkNames) {
        if (name == QLatin1String(entry.name))
            return entry.check;
    }
    return Error{QStringLiteral("'%1' is not a kind of check the light rules name (%2)")
                     .arg(name, lightCheckNames().join(QStringLiteral(", ")))};
}

Edge lightEdge(LightLevel level, LightCheck check, bool darksight)
{
    const Edge edge = humanEdge(level, check);
    if (!darksight || level != LightLevel::Darkness)
        return edge;
    // Surfacer morale is about surface dwellers; a darksighted creature is not one.
    if (check == LightCheck::SurfacerMorale)
        return Edge::None;
    // Only the human's disadvantages turn into advantages; what darkness already favours (stealth) stays so.
    return edge == Edge::Disadvantage ? Edge::Advantage : edge;
}

} // namespace battlemat::ftd
