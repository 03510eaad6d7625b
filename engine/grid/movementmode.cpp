#include "grid/movementmode.h"

#include <array>

namespace battlemat {

namespace {
constexpr std::array<const char *, 8> modeNames{"walk", "run", "step", "charge", "teleport", "push", "pull", "shunt"};
}

std::optional<MovementMode> movementModeFromName(const QString &name)
{
    for (size_t i = 0; i < modeNames.size(); ++i) {
        if (name == QLatin1String(modeNames[i]))
            return static_cast<MovementMode>(i);
    }
    return std::nullopt;
}

QStringList modesToTry(const QMap<QString, int> &specialModes)
{
    QStringList modes{QString()};
    for (const char *mode : {"fly", "swim"}) {
        if (specialModes.contains(QLatin1String(mode)))
            modes.append(QLatin1String(mode));
    }
    return modes;
}

QString movementModeName(MovementMode mode)
{
    return QString::fromLatin1(modeNames[static_cast<size_t>(mode)]);
}

} // namespace battlemat
