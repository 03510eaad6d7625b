#pragma once

#include "campaign/campaignjson.h"
#include "campaigncontroller.h"
#include "mainwindowloader.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLibraryInfo>
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
        useGerman(false);
    }
    static void cleanupTestCase() { qInstallMessageHandler(previousHandler()); }
    static QStringList &warnings()
    {
        static QStringList list;
        return list;
    }

    /** German (or back to English, with its plural forms) for every window loaded afterwards and, via retranslate, the
     * open one. */
    static bool useGerman(bool german)
    {
        // Ours and Qt's own (a dialog's OK and Cancel), as the application loads them for a German locale.
        static QTranslator *translator = nullptr;
        static QTranslator *qtTranslator = nullptr;
        for (QTranslator **installed : {&translator, &qtTranslator}) {
            if (*installed) {
                QCoreApplication::removeTranslator(*installed);
                delete *installed;
                *installed = nullptr;
            }
        }
        translator = new QTranslator;
        if (!german) {
            // English as the application shows it: the plural forms only ("1 square", "3 squares";
            // installTranslator in app/shell/mainwindowloader.cpp).
            return translator->load(QStringLiteral("battlemat_en"), QStringLiteral(":/i18n")) &&
                   QCoreApplication::installTranslator(translator);
        }
        qtTranslator = new QTranslator;
        if (!translator->load(QStringLiteral("battlemat_de"), QStringLiteral(":/i18n")) ||
            !qtTranslator->load(QStringLiteral("qt_de"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            return false;
        return QCoreApplication::installTranslator(qtTranslator) && QCoreApplication::installTranslator(translator);
    }

    /** The window on a campaign file of the sample in a temporary folder: what a game master opens on first start. */
    AppWindow()
        : m_controller(std::make_unique<CampaignController>())
    {}
    explicit AppWindow(quint64 seed)
        : m_controller(std::make_unique<CampaignController>(nullptr, seed))
    {}

    /** Writes the sample as a campaign file, as the application does on first start. */
    static bool writeSampleCampaign(const QString &file)
    {
        auto campaign = battlemat::readCampaignFile(CampaignController::sampleCampaignFile());
        if (!campaign)
            return false;
        auto store = battlemat::CampaignStore::create(file, campaign->name);
        return store && battlemat::importCampaign(**store, *campaign);
    }
    /** The sample as a campaign file in this window's temporary folder (made once). */
    QString sampleCopy()
    {
        const QString file = m_dir.filePath(QStringLiteral("sample.battlemat"));
        return QFile::exists(file) || writeSampleCampaign(file) ? file : QString();
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

    /** How most tests begin: the table's language (German or English), then the sample's copy opened at this size. */
    bool openSample(QSize size, bool german) { return useGerman(german) && open(size); }

    CampaignController *controller() const { return m_controller.get(); }
    /** The players' window, made now if View > Players' window has not made it yet (Main.qml makes it lazily). */
    QQuickWindow *playersWindow() const { return playersWindowOf(m_window); }
    static QQuickWindow *playersWindowOf(QQuickWindow *main)
    {
        QVariant made;
        if (!main || !QMetaObject::invokeMethod(main, "playersWindow", Q_RETURN_ARG(QVariant, made)))
            return nullptr;
        return qobject_cast<QQuickWindow *>(made.value<QObject *>());
    }
    QQuickWindow *window() const { return m_window; }
    QQmlApplicationEngine &engine() { return m_engine; }

    /**
     * The item with this objectName in the window's whole scene, popups and dialogs included (delegates are not
     * QObject children, popups live in the overlay beside the content).
     */
    QQuickItem *item(const QString &objectName) const { return find(sceneRoot(), objectName); }
    QQuickItem *sceneRoot() const
    {
        QQuickItem *root = m_window->contentItem();
        while (root->parentItem())
            root = root->parentItem();
        return root;
    }
    static QQuickItem *find(QQuickItem *root, const QString &objectName)
    {
        if (root->objectName() == objectName)
            return root;
        for (QQuickItem *child : root->childItems())
            if (QQuickItem *found = find(child, objectName))
                return found;
        return nullptr;
    }

    /**
     * The visible item showing this text (a menu entry, a button, a label), searched in the whole scene, popups
     * and dialogs included; nullptr when none is visible.
     */
    QQuickItem *itemWithText(const QString &text) const { return findText(sceneRoot(), text); }
    static QQuickItem *findText(QQuickItem *root, const QString &text)
    {
        if (!root->isVisible())
            return nullptr;
        if (root->property("text").toString() == text && root->width() > 0)
            return root;
        for (QQuickItem *child : root->childItems())
            if (QQuickItem *found = findText(child, text))
                return found;
        return nullptr;
    }

    /** Whether a popup or dialog with this objectName is open (there may be several of the same component). */
    bool popupOpen(const QString &objectName) const
    {
        for (QObject *popup : m_window->findChildren<QObject *>(objectName))
            if (popup->property("opened").toBool())
                return true;
        return false;
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
    /** Types the text key by key (Qt 6.4's keyClicks takes only widgets). */
    void type(const QString &text) const
    {
        for (const QChar character : text)
            QTest::keyClick(m_window, character.toLatin1());
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
        // Offscreen platform notices (size hints, raising a window) say nothing about our QML.
        if (type != QtDebugMsg && type != QtInfoMsg && !message.contains(QLatin1String("propagateSizeHints")) &&
            !message.contains(QLatin1String("does not support raise()")))
            warnings().append(message);
        previousHandler()(type, context, message);
    }

    QTemporaryDir m_dir;
    std::unique_ptr<CampaignController> m_controller;
    QQmlApplicationEngine m_engine;
    QQuickWindow *m_window = nullptr;
};
