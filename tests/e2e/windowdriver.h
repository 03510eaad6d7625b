#pragma once

#include <QCoreApplication>
#include <QGuiApplication>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

/**
 * A person's hands on any window of the application (the main window, the character sheet window): menus by
 * their (translated) titles, items by objectName or by the text they show, clicks on their centres and typing.
 * AppWindow (appwindow.h) holds the main window; these work on whichever window is named.
 */
namespace WindowDriver {

/** What qsTr() in the QML file `context` ("MainMenuBar", "CharacterSheetWindow") shows for source in the current
 * language. */
inline QString shown(const char *context, const char *source)
{
    return QCoreApplication::translate(context, source);
}

/** A visible item in the window's tree (popups and menus included) whose objectName or text property is this. */
inline QQuickItem *findVisible(QQuickItem *root, const QString &nameOrText)
{
    if (!root->isVisible())
        return nullptr;
    if (root->objectName() == nameOrText || root->property("text").toString() == nameOrText)
        return root;
    for (QQuickItem *child : root->childItems())
        if (QQuickItem *found = findVisible(child, nameOrText))
            return found;
    return nullptr;
}
inline QQuickItem *findVisible(QQuickWindow *window, const QString &nameOrText)
{
    return findVisible(window->contentItem(), nameOrText);
}

inline QPoint centreOf(const QQuickItem *item)
{
    return item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint();
}

inline void click(QQuickWindow *window, const QQuickItem *item)
{
    QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier, centreOf(item));
}

/** One key click per character: Qt 6.4's QTest::keyClicks takes only widgets. */
inline void type(QQuickWindow *window, const QString &text)
{
    for (const QChar c : text)
        QTest::keyClick(window, c.toLatin1());
}

/** Waits up to 5 s for a visible item, as a person waits for a dialog to appear. */
inline QQuickItem *waitFor(QQuickWindow *window, const QString &nameOrText)
{
    QQuickItem *found = nullptr;
    // A timeout is the caller's to report: it gets nullptr and names what it waited for.
    (void)QTest::qWaitFor([&] { return (found = findVisible(window, nameOrText)) != nullptr; }, 5000);
    return found;
}

/** Opens a menu of the menu bar by its title and picks one of its items; false when either is not there. */
inline bool chooseMenu(QQuickWindow *window, const QString &menuTitle, const QString &itemText)
{
    QQuickItem *menu = findVisible(window, menuTitle);
    if (!menu)
        return false;
    click(window, menu);
    QQuickItem *entry = waitFor(window, itemText);
    // A menu left open by the last choice closes on that click: a second one opens it, as a person would.
    if (!entry) {
        click(window, menu);
        entry = waitFor(window, itemText);
    }
    if (!entry)
        return false;
    click(window, entry);
    return true;
}

/** A top-level window of the application by objectName ("characterSheets"). */
inline QQuickWindow *topLevel(const QString &objectName)
{
    for (QWindow *window : QGuiApplication::topLevelWindows()) {
        if (window->objectName() == objectName)
            return qobject_cast<QQuickWindow *>(window);
    }
    return nullptr;
}

} // namespace WindowDriver
