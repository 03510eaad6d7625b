#pragma once
// The character sheet window's long page, driven as a person would: fields scrolled into view, choices picked.
#include "windowdriver.h"

#include <algorithm>

#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

namespace SheetDriver {

using namespace WindowDriver;

// Brings an item of the sheet's long page into the middle of the view, as dragging its scroll bar would (the wheel
// over the sheet lands on its fields).
inline bool scrollTo(QQuickItem *item)
{
    QQuickItem *view = item ? item->parentItem() : nullptr;
    while (view && !view->inherits("QQuickFlickable"))
        view = view->parentItem();
    if (!view)
        return item != nullptr; // outside the page (the window's header): always in view
    const QRectF rect = item->mapRectToItem(view, QRectF(0, 0, item->width(), item->height()));
    const qreal top = view->property("contentY").toReal() + rect.center().y() - view->height() / 2;
    const qreal bottom = view->property("contentHeight").toReal() - view->height();
    view->setProperty("contentY", std::clamp(top, 0.0, std::max(0.0, bottom)));
    QTest::qWait(50);
    const QRectF shown = item->mapRectToItem(view, QRectF(0, 0, item->width(), item->height()));
    return shown.top() >= 0 && shown.bottom() <= view->height();
}

// Picks the entry shown as text in a choice field of the sheet with the mouse: the wheel brings the field into
// view, a click opens its list, a click on the entry chooses it.
inline bool pick(QQuickWindow *window, const QString &field, const QString &text)
{
    QQuickItem *combo = findVisible(window, field);
    if (!combo || !scrollTo(combo))
        return false;
    click(window, combo);
    auto *popup = combo->property("popup").value<QObject *>();
    if (!popup || !QTest::qWaitFor([&] { return popup->property("opened").toBool(); }))
        return false;
    QQuickItem *entry = nullptr;
    if (!QTest::qWaitFor([&] {
            entry = findVisible(popup->property("contentItem").value<QQuickItem *>(), text);
            return entry != nullptr;
        }))
        return false;
    QTest::qWait(50); // the list's opening transition places the entries
    click(window, entry);
    return QTest::qWaitFor([&] { return !popup->property("opened").toBool(); });
}

// Characters > Character sheets… in the main window: the sheet window at the test's size, showing the campaign's
// hero of that name; null when any step fails.
inline QQuickWindow *openCampaignSheet(QQuickWindow *main, QSize size, const QString &hero)
{
    if (!chooseMenu(main, shown("MainMenuBar", "&Characters"), shown("MainMenuBar", "Character &sheets…")))
        return nullptr;
    QQuickWindow *sheet = topLevel(QStringLiteral("characterSheets"));
    if (!sheet || !QTest::qWaitFor([&] { return sheet->isExposed(); }))
        return nullptr;
    sheet->resize(size);
    if (!waitFor(sheet, QStringLiteral("creature.abilities.strength")) ||
        !pick(sheet, QStringLiteral("campaignHeroChoice"), hero))
        return nullptr;
    return sheet;
}

} // namespace SheetDriver
