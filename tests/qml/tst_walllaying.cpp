// Laying a wall power's squares on the map view with Shift+click, as the game master does: the Power box's hint,
// the numbered squares on the map, a refused square with the engine's reason, and the roll with the laid wall.
// The rules are TargetingPreview's (tst_targetingpreview); this checks the view's gestures reach them.
#include "encountercontroller.h"
#include "mapdocument.h"
#include "targetingpreview.h"
#include "tokenmodel.h"

#include "core/jsonreader.h"
#include "grid/battlemapjson.h"

#include <QQmlApplicationEngine>
#include <QQmlContext>
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
        // The powers encounter at the druid's turn: druid (0, 5) with the far wall 3 "thorns", cutter at (5, 4).
        const QString file = QStringLiteral(BATTLEMAT_SOURCE_DIR "/tests/cli/data/encounter/powers.json");
        auto object = battlemat::readJsonObjectFile(file);
        QVERIFY(object);
        auto map =
            battlemat::battleMapFromJson(object->value(QStringLiteral("map")).toObject(), battlemat::JsonContext(file));
        QVERIFY(map);
        m_document.setMap(*map);
        m_encounter.setDocument(&m_document);
        m_encounter.setStatBlocksFile(file);
        QVERIFY2(m_encounter.start(5), qPrintable(m_encounter.errorMessage()));
        for (int turn = 0; turn < 6 && m_encounter.currentCreature() != QLatin1String("druid"); ++turn)
            QVERIFY(m_encounter.nextTurn());

        QQmlApplicationEngine engine;
        engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
        engine.rootContext()->setContextProperty(QStringLiteral("testDocument"), &m_document);
        engine.rootContext()->setContextProperty(QStringLiteral("testTokens"), &m_tokens);
        engine.rootContext()->setContextProperty(QStringLiteral("testEncounter"), &m_encounter);
        engine.loadData(QByteArrayLiteral("import QtQuick\nimport Battlemat\n"
                                          "Window { width: 640; height: 480; visible: true\n"
                                          "  property alias view: view\n"
                                          "  MapView { id: view; anchors.fill: parent; document: testDocument; "
                                          "tokens: testTokens; encounter: testEncounter } }\n"));
        QVERIFY(!engine.rootObjects().isEmpty());
        auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
        QVERIFY(QTest::qWaitForWindowExposed(window));
        auto *view = window->property("view").value<QQuickItem *>();
        auto *camera = view->property("camera").value<QObject *>();
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
            const qreal zoom = camera->property("zoom").toReal();
            return QPoint(int(((column + 0.5) * 48) * zoom + camera->property("panX").toReal()),
                          int(((row + 0.5) * 48) * zoom + camera->property("panY").toReal()));
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
