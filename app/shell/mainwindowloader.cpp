#include "mainwindowloader.h"

#include "campaigncontroller.h"
#include "windowgeometry.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTranslator>
#include <QtQml/qqmlextensionplugin.h>

// Both QML modules are static: their plugins must be pulled into every executable that loads Main.qml.
Q_IMPORT_QML_PLUGIN(Battlemat_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(BattlematPlugin)

namespace MainWindowLoader {

QString installTranslator(QCoreApplication &app)
{
    // Qt's own strings (a dialog's OK and Cancel, the file dialog) in the same language as ours.
    auto *qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(QLocale(), QStringLiteral("qt"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
    else
        delete qtTranslator;
    auto *translator = new QTranslator(&app);
    // The locale's translation, else the English one, which holds only plural forms ("1 square", "3 squares"):
    // without it an English or C locale would read "3 square(s)".
    if (translator->load(QLocale(), QStringLiteral("battlemat"), QStringLiteral("_"), QStringLiteral(":/i18n")) ||
        translator->load(QStringLiteral("battlemat_en"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(translator);
        return translator->language();
    }
    delete translator;
    return {};
}

QQuickWindow *load(QQmlApplicationEngine &engine, CampaignController *controller)
{
    // Fusion renders the same on every desktop and offscreen, which keeps screenshots comparable.
    // Set once: a second window loaded later (tests load several) must not set it again after Controls loaded.
    if (QQuickStyle::name() != QLatin1String("Fusion"))
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.setInitialProperties({{QStringLiteral("controller"), QVariant::fromValue(controller)}});
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Battlemat/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return nullptr;
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (window) {
        // Where the game master left it, or sized from its screen (app/shell/windowgeometry).
        WindowGeometry::restore(window);
        WindowGeometry::keep(window);
    }
    return window;
}

} // namespace MainWindowLoader
