#include "campaigncontroller.h"
#include "encountercontroller.h"
#include "orcusrefusaltexts.h"

#include <QTest>
#include <QTranslator>

/**
 * The Orcus table's refusals in the table's language (OrcusRefusalTexts): what a game master meets when a drag or a
 * roll is refused in the sample crypt reads with the creatures' names (the engine writes ids for the CLI), and with
 * the German translation loaded it reads in German, names, squares and numbers kept, the engine's words translated.
 */
class TestOrcusRefusalTexts : public QObject
{
    Q_OBJECT

    /** The sample crypt's encounter started with seed 42; aldric is not the first to act. */
    struct Crypt
    {
        CampaignController campaign;
        EncounterController encounter;
    };

    static bool start(Crypt &crypt)
    {
        if (!crypt.campaign.openCampaign(CampaignController::sampleCampaignFile()))
            return false;
        crypt.encounter.setDocument(crypt.campaign.map());
        crypt.encounter.setCampaign(&crypt.campaign);
        return crypt.encounter.start(42) && crypt.encounter.currentCreature() != QLatin1String("aldric");
    }

    static QString currentName(const Crypt &crypt)
    {
        const auto &state = crypt.encounter.processor()->state();
        return state.combatant(state.current)->name;
    }

private Q_SLOTS:
    void theTableNamesCreaturesByTheirNames()
    {
        Crypt crypt;
        QVERIFY(start(crypt));
        // Aldric dragged out of turn: the engine says "it is archer's turn, not aldric's".
        QVERIFY(!crypt.encounter.moveToken(QStringLiteral("aldric"), {QPoint(2, 3)}, false));
        QCOMPARE(crypt.encounter.errorMessage(),
                 QStringLiteral("it is %1's turn, not Aldric's").arg(currentName(crypt)));
        // Placed onto the crypt's wall.
        QVERIFY(!crypt.encounter.place(QStringLiteral("aldric"), 0, 0));
        QCOMPARE(crypt.encounter.errorMessage(), QStringLiteral("Aldric cannot end there: square 0,0 blocks movement"));
    }

    void germanRefusalsKeepNamesSquaresAndNumbers()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/battlemat_de.qm")));
        QCoreApplication::installTranslator(&german);
        Crypt crypt;
        QVERIFY(start(crypt));
        QVERIFY(!crypt.encounter.moveToken(QStringLiteral("aldric"), {QPoint(2, 3)}, false));
        QCOMPARE(crypt.encounter.errorMessage(), QStringLiteral("%1 ist am Zug, nicht Aldric").arg(currentName(crypt)));
        QVERIFY(!crypt.encounter.place(QStringLiteral("aldric"), 0, 0));
        QCOMPARE(crypt.encounter.errorMessage(),
                 QStringLiteral("Aldric kann dort nicht enden: Feld 0,0 blockiert die Bewegung"));

        // The roll the targeting label refuses once the standard action is spent; the action kind is translated.
        const QHash<QString, QString> names{{QStringLiteral("brannoc"), QStringLiteral("Brannoc Vell")}};
        QCOMPARE(
            OrcusRefusalTexts::translate(
                QStringLiteral("brannoc has no standard action left this turn (standard 0, move 0, swift 1)"), names),
            QStringLiteral("Brannoc Vell hat in diesem Zug keine Standardaktion mehr (Standard 0, Bewegung 0, "
                           "schnelle 1)"));
        QCOMPARE(OrcusRefusalTexts::translate(QStringLiteral("skel1 is out of range: 7 squares away, bow reaches 5"),
                                              {{QStringLiteral("skel1"), QStringLiteral("Skeleton 1")}}),
                 QStringLiteral("Skeleton 1 ist außer Reichweite: 7 Felder entfernt, bow reicht 5"));
        // A least range (the Tri-Pod's "minimum Ranged 4", the chank's "within 5 and 120"), as the targeting label
        // refuses the roll.
        QCOMPARE(
            OrcusRefusalTexts::translate(QStringLiteral("ava is too close: 3 squares away, heat-ray needs at least 4"),
                                         {{QStringLiteral("ava"), QStringLiteral("Ava")}}),
            QStringLiteral("Ava ist zu nah: 3 Felder entfernt, heat-ray braucht mindestens 4"));
        QCOMPARE(OrcusRefusalTexts::translate(QStringLiteral("the origin square is too close (4 squares, at least 5)")),
                 QStringLiteral("Das Ursprungsfeld ist zu nah (4 Felder, mindestens 5)"));
        // A drag's reason nested in the path's square.
        QCOMPARE(OrcusRefusalTexts::translate(QStringLiteral("path[3] 2,3: square 2,3 blocks movement")),
                 QStringLiteral("Wegfeld 3 (2,3): Feld 2,3 blockiert die Bewegung"));
        // The specter of sorrow's "cannot shift until the start of its next turn": both names and how long.
        QCOMPARE(OrcusRefusalTexts::translate(
                     QStringLiteral("ava cannot shift until the start of its next turn: an effect of specter"),
                     {{QStringLiteral("ava"), QStringLiteral("Ava")},
                      {QStringLiteral("specter"), QStringLiteral("Specter of Sorrow")}}),
                 QStringLiteral("Ava kann bis zum Beginn des eigenen nächsten Zuges keinen Schritt machen: eine "
                                "Wirkung von Specter of Sorrow"));
        // What the catalogue does not know stays as the engine wrote it.
        QCOMPARE(OrcusRefusalTexts::translate(QStringLiteral("something the engine never says")),
                 QStringLiteral("something the engine never says"));
        QVERIFY(!OrcusRefusalTexts::known(QStringLiteral("something the engine never says")));
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(OrcusRefusalTexts::translate(QStringLiteral("brannoc is dead"), names),
                 QStringLiteral("Brannoc Vell is dead"));
    }
};

QTEST_MAIN(TestOrcusRefusalTexts)
#include "tst_orcusrefusaltexts.moc"
