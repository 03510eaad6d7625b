#include "campaigncontroller.h"
#include "core/version.h"
#include "mainwindowloader.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    // QApplication rather than QGuiApplication: File > Print opens the system print dialog, a widget.
    QApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("Battlemat"));
    QGuiApplication::setOrganizationName(QStringLiteral("Battlemat"));
    QGuiApplication::setApplicationVersion(QString::fromLatin1(battlemat::versionString));
    MainWindowLoader::installTranslator(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "Battlemat, the game master's table."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("campaign"),
        QCoreApplication::translate("main", "Campaign file to open (default: the last one, or the sample)."));
    const QCommandLineOption quitAfterFirstFrame(
        QStringLiteral("quit-after-first-frame"),
        QCoreApplication::translate("main", "Quit once the first frame is shown; prints the start-up time."));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QCoreApplication::translate("main", "Save the first frame to <file> and quit."),
                                        QStringLiteral("file"));
    parser.addOption(quitAfterFirstFrame);
    parser.addOption(screenshot);
    parser.process(app);

    CampaignController controller;
    // Without an argument: the last campaign, else the sample (created in the data location on first start).
    const QString campaignFile = parser.positionalArguments().value(0);
    if (campaignFile.isEmpty()) {
        if (!controller.openLastOrSample()) {
            QTextStream(stderr) << controller.errorMessage() << '\n';
            return 1;
        }
    } else if (!controller.openCampaign(campaignFile)) {
        QTextStream(stderr) << controller.errorMessage() << '\n';
        // The window still opens on the sample so that the game master can pick another file.
        if (!controller.openCampaign(CampaignController::sampleCampaignFile()))
            return 1;
    }

    QQmlApplicationEngine engine;
    QQuickWindow *window = MainWindowLoader::load(engine, &controller);
    if (!window)
        return 1;

    if (parser.isSet(quitAfterFirstFrame) || parser.isSet(screenshot)) {
        const QString shotFile = parser.value(screenshot);
        QObject::connect(
            window, &QQuickWindow::frameSwapped, &app,
            [&, shotFile] {
                QTextStream(stdout) << "first frame after " << sinceStart.elapsed() << " ms\n";
                if (!shotFile.isEmpty() && !window->grabWindow().save(shotFile)) {
                    QTextStream(stderr) << shotFile << ": cannot write the screenshot\n";
                    QCoreApplication::exit(1);
                    return;
                }
                QCoreApplication::quit();
            },
            Qt::SingleShotConnection);
    }
    return QGuiApplication::exec();
}
