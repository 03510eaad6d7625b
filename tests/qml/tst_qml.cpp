#include "campaigncontroller.h"

#include <QDir>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(Battlemat_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(BattlematPlugin)

/** Makes the static Battlemat modules importable from the test files, with the application's style. */
class QmlTestSetup : public QObject
{
    Q_OBJECT

public Q_SLOTS:
    void applicationAvailable()
    {
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
        QDir().mkpath(QStringLiteral(SCREENSHOT_DIR));
    }
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
        // The sample campaign with fixed dice, fresh for every test file.
        auto *campaign = new CampaignController(engine, 20261122);
        if (!campaign->openCampaign(CampaignController::sampleCampaignFile()))
            qFatal("%s", qPrintable(campaign->errorMessage()));
        engine->rootContext()->setContextProperty(QStringLiteral("sampleCampaign"), campaign);
        engine->rootContext()->setContextProperty(QStringLiteral("screenshotDir"), QStringLiteral(SCREENSHOT_DIR));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(battlemat, QmlTestSetup)
#include "tst_qml.moc"
