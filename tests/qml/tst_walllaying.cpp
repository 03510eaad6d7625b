// Laying a wall power's squares on the map view with Shift+click, as the game master does: the Power box's hint,
// the numbered squares on the map, a refused square with the engine's reason, and the roll with the laid wall.
// The rules are TargetingPreview's (tst_targetingpreview); this checks the view's gestures reach them.
#include "encountercontroller.h"
#include "mapdocument.h"
#include "targetingpreview.h"
#include "tokenmodel.h"

#include "../models/powersfixture.h"
#include "mapviewwindow.h"

#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(Battlemat_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(BattlematPlugin)

class TestWallLaying : public QObject
{
    Q_OBJECT

    MapDocument m_document;
    TokenModel m_tokens{&m_document};
    EncounterController m_encounter;

    static QList<QQuickItem *> itemsNamed(QQuickItem *root, const QString &name)
    {
        QList<QQuickItem *> found;
        for (QQuickItem *child : root->childItems()) {
            if (child->objectName() == name && child->isVisible())
                found.append(child);
            found += itemsNamed(child, name);
        }
        return found;
    }

private Q_SLOTS:
    void shiftClickLaysTheWall()
    {
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
        startPowersEncounterAtDruidsTurn(m_document, m_encounter);
        if (QTest::currentTestFailed())
            return;

        QQmlApplicationEngine engine;
        const MapViewWindow map = loadMapViewWindow(engine, &m_document, &m_tokens, &m_encounter, QSize(640, 480));
        QVERIFY(map.camera);
        QQuickWindow *window = map.window;
        QQuickItem *view = map.view;
        QVERIFY(QTest::qWaitForWindowExposed(window));
        auto *preview = view->property("targetingPreview").value<TargetingPreview *>();
        QVERIFY(preview);
        view->setProperty("selectedToken", m_tokens.rowOf(QStringLiteral("druid")));
        preview->setPowerId(QStringLiteral("thorns"));
        QTRY_VERIFY(!itemsNamed(view, QStringLiteral("wallHint")).isEmpty());
        QVERIFY2(itemsNamed(view, QStringLiteral("wallHint"))
                     .first()
                     ->property("text")
                     .toString()
                     .contains(QStringLiteral("Shift+click 3 square")),
                 qPrintable(itemsNamed(view, QStringLiteral("wallHint")).first()->property("text").toString()));

        const auto at = [&](int column, int row) {
            return map.toWindow({(column + 0.5) * 48, (row + 0.5) * 48}).toPoint();
        };
        QTest::mouseClick(window, Qt::LeftButton, Qt::ShiftModifier, at(5, 3));
        QTest::mouseClick(window, Qt::LeftButton, Qt::ShiftModifier, at(5, 4)); // on the cutter's token
        QCOMPARE(preview->wallPlan().size(), 2);
        QTRY_COMPARE(itemsNamed(view, QStringLiteral("wallPlanSquare")).size(), 2);
        // Not beside the last square: refused, and the hint says why. (The top left of the view is the Power box.)
        QTest::mouseClick(window, Qt::LeftButton, Qt::ShiftModifier, at(2, 4));
        QCOMPARE(preview->wallPlan().size(), 2);
        QTRY_VERIFY(itemsNamed(view, QStringLiteral("wallHint"))
                        .first()
                        ->property("text")
                        .toString()
                        .contains(QStringLiteral("not adjacent")));
        QTest::mouseClick(window, Qt::LeftButton, Qt::ShiftModifier, at(6, 4));
        QCOMPARE(preview->wallPlan().size(), 3);
        // Laying the wall leaves the attacker selected (on the cutter too, a Shift+click does not select it).
        QCOMPARE(view->property("selectedToken").toInt(), m_tokens.rowOf(QStringLiteral("druid")));

        // Hover the cutter: the laid wall's template and odds; Ctrl+click rolls it with the three squares.
        QTest::mouseMove(window, at(5, 4));
        QTRY_VERIFY(preview->hasOdds());
        QCOMPARE(preview->areaTargets(), QStringList{QStringLiteral("cutter")});
        const int before = m_encounter.logSize();
        QTest::mouseClick(window, Qt::LeftButton, Qt::ControlModifier, at(5, 4));
        QTRY_VERIFY(m_encounter.logSize() > before);
        QVERIFY(preview->wallPlan().isEmpty());
    }
};

QTEST_MAIN(TestWallLaying)
#include "tst_walllaying.moc"
