#include "grid/lightlevel.h"

namespace battlemat {

QString lightLevelName(LightLevel level)
{
    switch (level) {
    case LightLevel::Dark:
        return QStringLiteral("dark");
    case LightLevel::Dim:
        return QStringLiteral("dim");
    case LightLevel::Bright:
        return QStringLiteral("bright");
    }
    return {};
}

std::optional<LightLevel> lightLevelFromName(const QString &name)
{
    for (LightLevel level : {LightLevel::Dark, LightLevel::Dim, LightLevel::Bright}) {
        if (name == lightLevelName(level))
            return level;
    }
    return std::nullopt;
}

QString obscurementName(Obscurement obscurement)
{
    switch (obscurement) {
    case Obscurement::None:
        return QStringLiteral("none");
    case Obscurement::Lightly:
        return QStringLiteral("lightly");
    case Obscurement::Heavily:
        return QStringLiteral("heavily");
    case Obscurement::Totally:
        return QStringLiteral("totally");
    }
    return {};
}

QString sensesName(Senses senses)
{
    switch (senses) {
    case Senses::Normal:
        return QStringLiteral("normal");
    case Senses::LowLight:
        return QStringLiteral("low-light");
    case Senses::Darkvision:
        return QStringLiteral("darkvision");
    }
    return {};
}

std::optional<Senses> sensesFromName(const QString &name)
{
    for (Senses senses : {Senses::Normal, Senses::LowLight, Senses::Darkvision}) {
        if (name == sensesName(senses))
            return senses;
    }
    return std::nullopt;
}

Senses sensesOfList(const QStringList &senses)
{
    if (senses.contains(QStringLiteral("darkvision"), Qt::CaseInsensitive))
        return Senses::Darkvision;
    if (senses.contains(QStringLiteral("low-light vision"), Qt::CaseInsensitive))
        return Senses::LowLight;
    return Senses::Normal;
}

LightLevel perceivedLight(LightLevel level, Senses senses)
{
    switch (senses) {
    case Senses::Normal:
        return level;
    case Senses::LowLight:
        return level == LightLevel::Dim ? LightLevel::Bright : level;
    case Senses::Darkvision:
        return level == LightLevel::Bright ? LightLevel::Bright : LightLevel(int(level) + 1);
    }
    return level;
}

Obscurement obscurementOfLight(LightLevel perceived)
{
    switch (perceived) {
    case LightLevel::Bright:
        return Obscurement::None;
    case LightLevel::Dim:
        return Obscurement::Lightly;
    case LightLevel::Dark:
        return Obscurement::Totally;
    }
    return Obscurement::None;
}

} // namespace battlemat
