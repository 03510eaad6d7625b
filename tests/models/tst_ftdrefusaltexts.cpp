#include "../engine/ftdtesttable.h"
#include "ftdrefusaltexts.h"

#include <QTest>
#include <QTranslator>

using namespace battlemat;

/**
 * The Five Torches Deep ruleset's refusals in the table's language (FtdRefusalTexts): every refusal a game master
 * meets in the window has a pattern in the catalogue, and with the German translation loaded it reads in German,
 * names and numbers kept, a nested reason translated too.
 */
class TestFtdRefusalTexts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyRefusalOfPlayIsInTheCatalogue()
    {
        FtdTestTable t;
        t.setUp(
            {creature("ada", "heroes", 2, 2), creature("gob1", "monsters", 3, 2), creature("gob2", "monsters", 12, 2)});
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.startFight", "combatants": [
          {"id": "ada", "pc": true, "dexterity": 14}, {"id": "gob1", "dexterity": 12},
          {"id": "gob2", "dexterity": 10}]})"),
                 QString());
        const QList<QByteArray> badSteps{
            R"({"type": "fiveTorchesDeep.startFight", "combatants": [{"id": "ada"}]})",
            R"({"type": "fiveTorchesDeep.attack", "attacker": "gob1", "target": "ada"})",
            R"({"type": "fiveTorchesDeep.attack", "attacker": "ada", "target": "gob2"})",
            R"({"type": "fiveTorchesDeep.attack", "attacker": "ada", "target": "gob2", "ranged": true})",
            R"({"type": "fiveTorchesDeep.attack", "attacker": "ada", "target": "ada"})",
            R"({"type": "fiveTorchesDeep.attack", "attacker": "ada", "target": "nobody"})",
            R"({"type": "fiveTorchesDeep.move", "combatant": "ada", "to": {"x": 19, "y": 11}})",
            R"({"type": "fiveTorchesDeep.move", "combatant": "ada", "to": {"x": 3, "y": 2}})",
            R"({"type": "fiveTorchesDeep.delay", "combatant": "ada", "after": "nobody"})",
            R"({"type": "fiveTorchesDeep.stabilize", "target": "gob1", "modifier": 0})",
            R"({"type": "fiveTorchesDeep.stabilize", "helper": "ada", "target": "gob1", "modifier": 0})",
            R"({"type": "fiveTorchesDeep.fightMorale", "combatants": ["ada", "gob1"]})",
            R"({"type": "fiveTorchesDeep.resilienceCheck", "name": "Ada"})",
            R"({"type": "fiveTorchesDeep.removeSheet", "id": "nobody"})",
            R"({"type": "fiveTorchesDeep.drop", "id": "nobody", "items": [{"name": "rope"}]})",
            R"({"type": "fiveTorchesDeep.treasure", "to": ["nobody"]})",
        };
        for (const QByteArray &step : badSteps) {
            const QString refusal = t.run(step);
            QVERIFY2(!refusal.isEmpty(), step.constData());
            QVERIFY2(FtdRefusalTexts::known(refusal), qPrintable(refusal));
        }
        // A second action after the active one, and a retreat after an action.
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.hide", "combatant": "ada", "modifier": 0, "faces": [3]})"),
                 QString());
        for (const QByteArray &step :
             {QByteArray(R"({"type": "fiveTorchesDeep.hide", "combatant": "ada", "modifier": 0})"),
              QByteArray(R"({"type": "fiveTorchesDeep.retreat", "combatant": "ada", "modifier": 0})"),
              QByteArray(R"({"type": "fiveTorchesDeep.delay", "combatant": "ada", "after": "gob2"})")}) {
            const QString refusal = t.run(step);
            QVERIFY2(!refusal.isEmpty(), step.constData());
            QVERIFY2(FtdRefusalTexts::known(refusal), qPrintable(refusal));
        }
        QVERIFY(!FtdRefusalTexts::known(QStringLiteral("something the engine never says")));
    }

    void germanRefusalsKeepNamesAndNumbers()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/battlemat_de.qm")));
        QCoreApplication::installTranslator(&german);
        QCOMPARE(FtdRefusalTexts::translate(QStringLiteral("Skeleton 1 is 35 ft away: beyond melee reach")),
                 QStringLiteral("Skeleton 1 ist 35 ft entfernt: außerhalb der Nahkampfreichweite"));
        QCOMPARE(FtdRefusalTexts::translate(QStringLiteral("it is not Ada's turn (it is gob1's)")),
                 QStringLiteral("Ada ist nicht am Zug (gob1 ist am Zug)"));
        QCOMPARE(FtdRefusalTexts::translate(QStringLiteral("Ada cannot act (fled)")),
                 QStringLiteral("Ada kann nicht handeln (geflohen)"));
        QCOMPARE(FtdRefusalTexts::translate(QStringLiteral("step: combatants[0].sheet: 'x' is not a stored Five "
                                                           "Torches Deep sheet")),
                 QStringLiteral("step: combatants[0].sheet: „x“ ist kein gespeicherter Five-Torches-Deep-Bogen"));
        QCOMPARE(FtdRefusalTexts::translate(QStringLiteral("Ada Thorn carries 1 rope, not 2")),
                 QStringLiteral("Ada Thorn trägt 1 × rope, nicht 2"));
        // What the catalogue does not know stays as the engine wrote it.
        QCOMPARE(FtdRefusalTexts::translate(QStringLiteral("a: b")), QStringLiteral("a: b"));
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(FtdRefusalTexts::translate(QStringLiteral("Ada is dead")), QStringLiteral("Ada is dead"));
    }
};

QTEST_GUILESS_MAIN(TestFtdRefusalTexts)
#include "tst_ftdrefusaltexts.moc"
