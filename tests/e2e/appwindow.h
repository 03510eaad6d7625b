#pragma once

#include "campaign/campaignjson.h"
#include "campaigncontroller.h"
#include "mainwindowloader.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>

/**
 * The real application window for end-to-end tests: Main.qml on a copy of the sample campaign (or a file the
 * test names), in a fresh home, driven with synthesized mouse and key events. Every QML warning is recorded, so a
 * test ends with QCOMPARE(AppWindow::warnings(), QStringList()). Screenshots go to build/screenshots/e2e.
 */
class AppWindow
{
public:
    /** Call once from initTestCase(): a fresh home and the warning recorder. */
    static void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        previousHandler() = qInstallMessageHandler(record);
    }
    static void cleanupTestCase() { qInstallMessageHandler(previousHandler()); }
    static QStringList &warnings()
    {
        static QStringList list;
        return list;
    }

    /** German (or back to English) for every window loaded afterwards and, via retranslate, the open one. */
    static bool useGerman(bool german)
    {
        static QTranslator *translator = nullptr;
        if (translator) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
            translator = nullptr;
        }
        if (!german)
            return true;
        translator = new QTranslator;
        if (!translator->load(QStringLiteral("battlemat_de"), QStringLiteral(":/i18n")))
            return false;
        return QCoreApplication::installTranslator(translator);
    }

    /** A copy of the sample campaign in a temporary folder: what a game master opens on first start. */
    AppWindow()
        : m_controller(std::make_unique<CampaignController>())
    {}
    explicit AppWindow(quint64 seed)
        : m_controller(std::make_unique<CampaignController>(nullptr, seed))
    {}

    QString sampleCopy()
    {
        // The embedded sample is the exchange JSON: a campaign file is made from it as the first start does
        // (CampaignController::openLastOrSample).
        const QString file = m_dir.filePath(QStringLiteral("sample.battlemat"));
        if (!QFile::exists(file)) {
            auto campaign = battlemat::readCampaignFile(CampaignController::sampleCampaignFile());
            if (!campaign)
                qWarning("cannot read the sample campaign: %s", qPrintable(campaign.errorMessage()));
            auto store = battlemat::CampaignStore::create(file, campaign ? campaign->name : QString());
            if (campaign && (!store || !battlemat::importCampaign(**store, *campaign)))
                qWarning("cannot make the sample campaign file %s", qPrintable(file));
        }
        return file;
    }
    QString tempPath(const QString &name) const { return m_dir.filePath(name); }

    /**
     * Opens the campaign (default: a copy of the sample) and shows Main.qml at the given size; an empty size
     * leaves the window where the application put it (the saved or the screen-derived geometry).
     */
    bool open(QSize size = {1366, 768}, const QString &campaignFile = {})
    {
        const QString file = campaignFile.isEmpty() ? sampleCopy() : campaignFile;
        if (!m_controller->openCampaign(file)) {
            qWarning("cannot open %s: %s", qPrintable(file), qPrintable(m_controller->errorMessage()));
            return false;
        }
        m_window = MainWindowLoader::load(m_engine, m_controller.get());
        if (!m_window)
            return false;
        if (!size.isEmpty())
            m_window->resize(size);
        m_window->show();
        return QTest::qWaitForWindowExposed(m_window);
    }

    CampaignController *controller() const { return m_controller.get(); }
    QQuickWindow *window() const { return m_window; }
    QQmlApplicationEngine &engine() { return m_engine; }

    /** The visible item with this objectName in the window's item tree (delegates are not QObject children). */
    QQuickItem *item(const QString &objectName) const { return find(m_window->contentItem(), objectName); }
    static QQuickItem *find(QQuickItem *root, const QString &objectName)
    {
        if (root->objectName() == objectName)
            return root;
        for (QQuickItem *child : root->childItems())
            if (QQuickItem *found = find(child, objectName))
                return found;
        return nullptr;
    }

    /** The centre of an item in window coordinates. */
    static QPoint centreOf(const QQuickItem *item)
    {
        return item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint();
    }
    /** A left click (or another button) on the item's centre, as a person's mouse would. */
    void click(const QQuickItem *item, Qt::MouseButton button = Qt::LeftButton,
               Qt::KeyboardModifiers modifiers = Qt::NoModifier) const
    {
        QTest::mouseClick(m_window, button, modifiers, centreOf(item));
    }
    /**
     * Clicks the named control once it is shown and laid out: a panel that just appeared is polished on a later
     * frame, and a click before that lands where the control is not yet.
     */
    bool clickShown(const QString &objectName) const
    {
        QQuickItem *control = nullptr;
        if (!QTest::qWaitFor([&] {
                control = item(objectName);
                return control && control->isVisible() && control->width() > 0;
            }))
            return false;
        QTest::qWait(50); // a frame for the layout to place it (QQuickItem::polishScheduled is Qt 6.5)
        click(control);
        return true;
    }
    /** Drags with the left button from one window point to another in steps (handlers need moves). */
    void drag(QPoint from, QPoint to, int steps = 10) const
    {
        QTest::mousePress(m_window, Qt::LeftButton, Qt::NoModifier, from);
        for (int step = 1; step <= steps; ++step)
            QTest::mouseMove(m_window, from + (to - from) * step / steps, 10);
        QTest::mouseRelease(m_window, Qt::LeftButton, Qt::NoModifier, to);
    }
    void key(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) const
    {
        QTest::keyClick(m_window, key, modifiers);
    }
    // Qt 6.4's QTest::keyClicks takes only widgets: one key click per character on the window.
    void type(const QString &text) const
    {
        for (const QChar c : text)
            QTest::keyClick(m_window, c.toLatin1());
    }

    /** Saves the window as build/screenshots/e2e/NAME-WxH.png; returns the file (empty on failure). */
    QString screenshot(const QString &name, QQuickWindow *window = nullptr) const
    {
        QQuickWindow *shown = window ? window : m_window;
        QTest::qWait(50);
        const QString dir = QStringLiteral(SCREENSHOT_DIR "/e2e");
        QDir().mkpath(dir);
        const QString file = QStringLiteral("%1/%2-%3x%4.png")
                                 .arg(dir, name, QString::number(shown->width()), QString::number(shown->height()));
        return shown->grabWindow().save(file) ? file : QString();
    }

private:
    static QtMessageHandler &previousHandler()
    {
        static QtMessageHandler handler = nullptr;
        return handler;
    }
    static void record(QtMsgType type, const QMessageLogContext &context, const QString &message)
    {
        // Offscreen platform notices say nothing about our QML.
        if (type != QtDebugMsg && type != QtInfoMsg && !message.contains(QLatin1String("propagateSizeHints")))
            warnings().append(message);
        previousHandler()(type, context, message);
    }

    QTemporaryDir m_dir;
    std::unique_ptr<CampaignController> m_controller;
    QQmlApplicationEngine m_engine;
    QQuickWindow *m_window = nullptr;
};
