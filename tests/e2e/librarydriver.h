#pragma once

#include "appwindow.h"

#include <QTest>

/**
 * The monster library (Encounter > Monster library, Ctrl+L) as the game master opens it in the tests that place,
 * add, change or simulate monsters: the dialog opened, a monster searched for and its row clicked.
 */
namespace LibraryDriver {

/** Opens the library, types `search` into its search field and clicks the row showing `name`: its block shows. */
inline bool chooseMonster(const AppWindow &app, const QString &search, const QString &name)
{
    app.key(Qt::Key_L, Qt::ControlModifier);
    if (!QTest::qWaitFor([&app] { return app.popupOpen(QStringLiteral("monsterLibraryDialog")); }) ||
        !app.clickShown(QStringLiteral("monsterSearch")))
        return false;
    app.type(search);
    QQuickItem *row = nullptr;
    if (!QTest::qWaitFor(
            [&] { return (row = AppWindow::findText(app.item(QStringLiteral("monsterList")), name)) != nullptr; }))
        return false;
    QTest::qWait(50); // a frame for the list to place the row
    app.click(row);
    return true;
}

} // namespace LibraryDriver
