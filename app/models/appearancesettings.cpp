#include "appearancesettings.h"

#include <QSettings>

namespace {
const QString themeKey = QStringLiteral("look/theme");
QString known(const QString &theme)
{
    return theme == QLatin1String("dark") ? theme : QStringLiteral("light");
}
} // namespace

AppearanceSettings::AppearanceSettings(QObject *parent)
    : QObject(parent)
    , m_theme(known(QSettings().value(themeKey).toString()))
{}

void AppearanceSettings::setTheme(const QString &theme)
{
    const QString chosen = known(theme);
    if (chosen == m_theme)
        return;
    m_theme = chosen;
    QSettings().setValue(themeKey, m_theme);
    Q_EMIT themeChanged();
}
