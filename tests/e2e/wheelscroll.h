#pragma once

#include <QCoreApplication>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <QWheelEvent>

/**
 * Turns the mouse wheel over the scrolling view that holds the item until the item is inside the view, as a
 * person scrolls a long dialog to reach a setting below its fold. A click on an item scrolled out of sight would
 * land outside the dialog and close it. False when the item is in no scrolling view or the wheel cannot reach it.
 */
inline bool scrollIntoView(QQuickWindow *window, const QQuickItem *item)
{
    QQuickItem *view = item->parentItem();
    while (view && !view->inherits("QQuickFlickable"))
        view = view->parentItem();
    if (!view)
        return false;
    for (int turn = 0; turn < 60; ++turn) {
        const QRectF rect = item->mapRectToItem(view, QRectF(0, 0, item->width(), item->height()));
        if (rect.top() >= 0 && rect.bottom() <= view->height())
            return true;
        const QPointF centre = view->mapToScene(QPointF(view->width() / 2, view->height() / 2));
        const int delta = rect.top() < 0 ? 120 : -120; // a wheel notch towards the item
        QWheelEvent wheel(centre, window->mapToGlobal(centre.toPoint()), QPoint(), QPoint(0, delta), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(window, &wheel);
        QTest::qWait(30);
    }
    return false;
}
