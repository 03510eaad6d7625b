#include "mapeditrefusaltexts.h"

#include "mapedit/mapedit.h"

#include <QTest>
#include <QTranslator>

using namespace battlemat;

/**
 * The map editor's refusals in the table's language (MapEditRefusalTexts): what the engine refuses when a game
 * master edits a map in the window has a pattern in the catalogue, and with the German translation loaded it reads
 * in German, squares and numbers kept, the sides of a square and the brushes' verbs translated too.
 */
class TestMapEditRefusalTexts : public QObject
{
    Q_OBJECT

    /** A 10 x 8 map with a wall between (2, 2) and (3, 2). */
    static TableScene scene()
    {
        TableScene scene;
        scene.map.grid = GridMap(10, 8);
        scene.map.grid.setEdge({2, 2}, Side::East, EdgeFeature::Wall);
        return scene;
    }
    static QString refusal(const MapEdit &edit)
    {
        TableScene table = scene();
        const Result<MapEdit> applied = applyMapEdit(table, edit);
        return applied ? QString() : applied.error().message;
    }

private Q_SLOTS:
    void everyRefusalOfTheEditorIsInTheCatalogue()
    {
        const QStringList refusals{
            refusal(MapEdit::paintTerrain({{12, 3}}, Terrain::Difficult)),
            refusal(MapEdit::setEdges({{{12, 3}, Side::North, EdgeFeature::Wall}})),
            refusal(MapEdit::paintAmbient({{12, 3}}, LightLevel::Dim)),
            refusal(MapEdit::paintFog({{12, 3}}, FogMark::Revealed)),
            refusal(MapEdit::setSecretDoor({2, 2}, Side::East, true)),
            refusal(MapEdit::setSecretDoor({12, 3}, Side::East, true)),
            refusal(MapEdit::burnLights(0)),
            refusal(MapEdit::moveCreature(QStringLiteral("ghost"), {1, 1})),
        };
        for (const QString &message : refusals) {
            QVERIFY(!message.isEmpty());
            QVERIFY2(MapEditRefusalTexts::known(message), qPrintable(message));
        }
        QVERIFY(!MapEditRefusalTexts::known(QStringLiteral("something the engine never says")));
    }

    void germanRefusalsKeepSquaresAndNumbers()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/battlemat_de.qm")));
        QCoreApplication::installTranslator(&german);
        QCOMPARE(MapEditRefusalTexts::translate(refusal(MapEdit::setSecretDoor({2, 2}, Side::East, true))),
                 QStringLiteral("Die Kante O von Feld (2, 2) ist keine Tür"));
        QCOMPARE(MapEditRefusalTexts::translate(refusal(MapEdit::paintTerrain({{12, 3}}, Terrain::Difficult))),
                 QStringLiteral("Feld (12, 3) kann nicht bemalt werden: Es liegt außerhalb der Karte von 10 × 8"));
        QCOMPARE(MapEditRefusalTexts::translate(refusal(MapEdit::burnLights(0))),
                 QStringLiteral("Lichter brennen jeweils 1 bis 100000 Minuten, nicht 0"));
        QCoreApplication::removeTranslator(&german);
        // Without a translation the engine's words stay.
        QCOMPARE(MapEditRefusalTexts::translate(QStringLiteral("the E edge of square (2, 2) is no door")),
                 QStringLiteral("the E edge of square (2, 2) is no door"));
    }
};

QTEST_MAIN(TestMapEditRefusalTexts)
#include "tst_mapeditrefusaltexts.moc"
