#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

/**
 * The laptop's look the game master chose (View > Theme): "light" or "dark", remembered in the application's
 * settings (look/theme) for the next start. The players' window keeps its own high-contrast look whatever this says.
 */
class AppearanceSettings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString theme READ theme WRITE setTheme NOTIFY themeChanged)

public:
    explicit AppearanceSettings(QObject *parent = nullptr);

    QString theme() const { return m_theme; }
    /** "light" or "dark"; anything else is taken as light. */
    void setTheme(const QString &theme);

Q_SIGNALS:
    void themeChanged();

private:
    QString m_theme;
};
