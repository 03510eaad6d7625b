#pragma once

#include <QString>

class CampaignController;
class QCoreApplication;
class QQmlApplicationEngine;
class QQuickWindow;

/** Start-up shared by the application and its smoke test: translations, QML modules, the main window. */
namespace MainWindowLoader {

/**
 * Installs the embedded translation for the system language, else the English plural forms; returns the name of
 * the language installed (empty if none could be loaded).
 */
QString installTranslator(QCoreApplication &app);

/** Loads Main.qml for the controller; nullptr if QML failed (the engine has printed why). */
QQuickWindow *load(QQmlApplicationEngine &engine, CampaignController *controller);

} // namespace MainWindowLoader
