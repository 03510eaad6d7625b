#pragma once

#include <QQuickItem>
#include <QQuickWindow>
#include <QRectF>
#include <QStringList>

/**
 * Layout checks over a window's item tree, as a person would find the faults: text cut short (elided, wider than
 * its box without wrapping, or running past the window's edge) and controls a person cannot reach (outside the
 * window). Items scrolled out of a list or a scroll view are not faults: scrolling brings them.
 */
namespace LayoutCheck {

/** Visible, not faded out, and not scrolled out of a clipping ancestor (a list, a scroll view). */
inline bool shown(const QQuickItem *item)
{
    if (!item->isVisible() || item->width() <= 0 || item->height() <= 0)
        return false;
    const QRectF rect = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    for (const QQuickItem *up = item; up; up = up->parentItem()) {
        if (up->opacity() <= 0.01)
            return false;
        if (up != item && up->clip() && !up->mapRectToScene(QRectF(0, 0, up->width(), up->height())).intersects(rect))
            return false;
    }
    return true;
}

/** How a test names an item: its text or objectName, its type, and its nearest named ancestor. */
inline QString describe(const QQuickItem *item)
{
    QString where;
    for (const QQuickItem *up = item->parentItem(); up && where.isEmpty(); up = up->parentItem())
        where = up->objectName();
    const QString text = item->property("text").toString();
    return QStringLiteral("%1 \"%2\"%3 (%4 of %5 px)")
        .arg(QString::fromLatin1(item->metaObject()->className()), text.isEmpty() ? item->objectName() : text.left(60),
             where.isEmpty() ? QString() : QStringLiteral(" in ") + where)
        .arg(item->property("implicitWidth").toReal())
        .arg(item->width());
}

/** Every visible text that is elided, overflows its box without wrapping, or runs past the window's edge. */
inline void collectClipped(const QQuickItem *item, const QRectF &window, QStringList &found)
{
    if (!shown(item))
        return;
    if (item->inherits("QQuickText") && !item->property("text").toString().isEmpty()) {
        const bool truncated = item->property("truncated").toBool();
        const bool noWrap = item->property("wrapMode").toInt() == 0;
        const bool overflows = noWrap && item->property("implicitWidth").toReal() > item->width() + 1;
        const QRectF rect = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
        // Cut by the window's edge; text a scroll area cuts is not cut for good (scrolling shows it).
        bool scrolled = false;
        for (const QQuickItem *up = item->parentItem(); up && !scrolled; up = up->parentItem())
            scrolled = up->inherits("QQuickFlickable");
        const bool offWindow = !scrolled && !window.adjusted(-1, -1, 1, 1).contains(rect);
        if (truncated || overflows || offWindow)
            found.append(describe(item) + (truncated   ? QStringLiteral(": elided")
                                           : overflows ? QStringLiteral(": wider than its box")
                                                       : QStringLiteral(": past the window's edge")));
    }
    for (const QQuickItem *child : item->childItems())
        collectClipped(child, window, found);
}
inline QStringList clippedTexts(QQuickWindow *window)
{
    QStringList found;
    collectClipped(window->contentItem(), QRectF(0, 0, window->width(), window->height()), found);
    return found;
}

inline bool isControl(const QQuickItem *item)
{
    return item->inherits("QQuickAbstractButton") || item->inherits("QQuickTextField") ||
           item->inherits("QQuickComboBox") || item->inherits("QQuickSpinBox");
}

/** Every visible control outside the window; a scrollable area counts as a whole (scrolling reaches its content). */
inline void collectUnreachable(const QQuickItem *item, const QRectF &window, QStringList &found)
{
    if (!shown(item))
        return;
    const QRectF rect = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    const bool scrolls = item->inherits("QQuickFlickable");
    if ((isControl(item) || scrolls) && !window.adjusted(-1, -1, 1, 1).contains(rect))
        found.append(describe(item));
    if (scrolls || isControl(item))
        return;
    for (const QQuickItem *child : item->childItems())
        collectUnreachable(child, window, found);
}
inline QStringList unreachableControls(QQuickWindow *window)
{
    QStringList found;
    collectUnreachable(window->contentItem(), QRectF(0, 0, window->width(), window->height()), found);
    return found;
}

} // namespace LayoutCheck
