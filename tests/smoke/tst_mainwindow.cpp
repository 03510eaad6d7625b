#include "campaigncontroller.h"
#include "mainwindowloader.h"
#include "tokenmodel.h"

#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTest>

namespace {
QStringList g_warnings;
QtMessageHandler g_previousHandler = nullptr;

// Offscreen platform notices that say nothing about our QML.
bool isPlatformNotice(const QString &message)
{
    return message.contains(QLatin1String("propagateSizeHints"));
}

void recordWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg && !isPlatformNotice(message))
        g_warnings.append(message);
    g_previousHandler(type, context, message);
}
} // namespace

/** The main window as a game master first sees it: the sample campaign, no warnings. */
class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { g_previousHandler = qInstallMessageHandler(recordWarnings); }
    void cleanupTestCase() { qInstallMessageHandler(g_previousHandler); }

    void opensTheSampleCampaignWithoutWarnings()
    {
        CampaignController controller;
        QVERIFY2(controller.openCampaign(CampaignController::sampleCampaignFile()),
                 qPrintable(controller.errorMessage()));
        QQmlApplicationEngine engine;
        QQuickWindow *window = MainWindowLoader::load(engine, &controller);
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QTRY_VERIFY(window->title().contains(QStringLiteral("The Ash King's Crypt")));
        QCOMPARE(controller.tokens()->rowCount(), 9);

        const QImage shot = window->grabWindow();
        QVERIFY(!shot.isNull());
        QVERIFY(QDir().mkpath(QStringLiteral(SCREENSHOT_DIR)));
        const QString file = QStringLiteral(SCREENSHOT_DIR "/main-window.png");
        QVERIFY(shot.save(file));
        qInfo("screenshot: %s", qPrintable(file));

        // The map is drawn: the crypt's walls (blocking terrain) and the heroes' blue tokens are on screen.
        int wallPixels = 0;
        int heroPixels = 0;
        for (int y = 0; y < shot.height(); ++y) {
            for (int x = 0; x < shot.width(); ++x) {
                const QRgb pixel = shot.pixel(x, y) & 0xffffff;
                wallPixels += pixel == 0x3a3633;
                heroPixels += pixel == 0x2f6db5;
            }
        }
        QVERIFY2(wallPixels > 10000, qPrintable(QString::number(wallPixels)));
        QVERIFY2(heroPixels > 1000, qPrintable(QString::number(heroPixels)));
        QCOMPARE(g_warnings, QStringList());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
