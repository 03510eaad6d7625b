#include "campaigncontroller.h"
#include "dicelog.h"
#include "encountercontroller.h"
#include "mapdocument.h"
#include "targetingpreview.h"

#include "powersfixture.h"
#include "skirmishfixture.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

/**
 * The targeting preview on the sample map: the facts come from the grid engine (expected values checked with
 * `battlemat-cli grid MAP.json cover|concealment|flanking` on the sample campaign's map).
 */
class TestTargetingPreview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void clearShotHasNoCover()
    {
        CampaignController controller;
        QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
        TargetingPreview preview;
        preview.setDocument(controller.map());
        QSignalSpy changed(&preview, &TargetingPreview::changed);

        // aldric (2,2) -> skel1 (9,5): open floor between them.
        QVERIFY(preview.update(QStringLiteral("aldric"), QStringLiteral("skel1")));
        QCOMPARE(changed.size(), 1);
        QVERIFY(preview.active());
        QCOMPARE(preview.coverGrade(), QStringLiteral("none"));
        QCOMPARE(preview.coverPenalty(), 0);
        QCOMPARE(preview.blockedLines(), 0);
        QVERIFY(preview.targetable());
        QVERIFY(preview.lineOfSight());
        QCOMPARE(preview.concealmentGrade(), QStringLiteral("none"));
        QVERIFY(!preview.flanking());
        QCOMPARE(preview.range(), 7);
        QCOMPARE(preview.corner(), QPoint(3, 2));
        QCOMPARE(preview.lines().size(), 4);
        for (const QVariant &line : preview.lines()) {
            const QVariantMap l = line.toMap();
            QCOMPARE(l.value(QStringLiteral("x1")).toInt(), 3);
            QCOMPARE(l.value(QStringLiteral("y1")).toInt(), 2);
            QVERIFY(!l.value(QStringLiteral("blocked")).toBool());
            // Every line ends on a corner of skel1's square (9,5)-(10,6).
            const int x2 = l.value(QStringLiteral("x2")).toInt();
            const int y2 = l.value(QStringLiteral("y2")).toInt();
            QVERIFY(x2 == 9 || x2 == 10);
            QVERIFY(y2 == 5 || y2 == 6);
        }
        QVERIFY(preview.summary().contains(QStringLiteral("range 7")));
    }

    void blockingTerrainGivesCover()
    {
        CampaignController controller;
        QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
        TargetingPreview preview;
        preview.setDocument(controller.map());

        // corvin (2,5) -> skel1 (9,5): the blocking pillar at (4..5, 4..5) cuts two of the four lines.
        QVERIFY(preview.update(QStringLiteral("corvin"), QStringLiteral("skel1")));
        QCOMPARE(preview.coverGrade(), QStringLiteral("cover"));
        QCOMPARE(preview.coverPenalty(), -2);
        QCOMPARE(preview.blockedLines(), 2);
        QVERIFY(preview.targetable());
        QCOMPARE(preview.corner(), QPoint(2, 6));
        int blocked = 0;
        for (const QVariant &line : preview.lines())
            blocked += line.toMap().value(QStringLiteral("blocked")).toBool() ? 1 : 0;
        QCOMPARE(blocked, 2);

        // dagny (6,2) -> archer (19,3): behind the wall, no line of effect or sight.
        QVERIFY(preview.update(QStringLiteral("dagny"), QStringLiteral("archer")));
        QCOMPARE(preview.coverGrade(), QStringLiteral("total"));
        QVERIFY(!preview.targetable());
        QVERIFY(!preview.lineOfSight());
        QCOMPARE(preview.concealmentGrade(), QStringLiteral("total"));
        QCOMPARE(preview.concealmentPenalty(), -5);
    }

    void clearEmptiesIt()
    {
        CampaignController controller;
        QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
        TargetingPreview preview;
        preview.setDocument(controller.map());
        QVERIFY(preview.update(QStringLiteral("corvin"), QStringLiteral("skel1")));
        QSignalSpy changed(&preview, &TargetingPreview::changed);
        preview.clear();
        QCOMPARE(changed.size(), 1);
        QVERIFY(!preview.active());
        QVERIFY(preview.targetId().isEmpty());
        QVERIFY(preview.lines().isEmpty());
        QVERIFY(preview.coverGrade().isEmpty());
        QCOMPARE(preview.range(), 0);
        QVERIFY(preview.summary().isEmpty());

        // Unknown ids and a creature against itself give no preview.
        QVERIFY(!preview.update(QStringLiteral("corvin"), QStringLiteral("nobody")));
        QVERIFY(!preview.update(QStringLiteral("corvin"), QStringLiteral("corvin")));
        QVERIFY(!preview.active());
    }

    void oddsWhileAnEncounterRuns()
    {
        CampaignController controller;
        QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
        DiceLog dice(5);
        EncounterController encounter;
        encounter.setDocument(controller.map());
        encounter.setCampaign(&controller); // the sample's party fights with its sheets
        encounter.setDiceLog(&dice);
        TargetingPreview preview;
        preview.setDocument(controller.map());
        preview.setEncounter(&encounter);

        QVERIFY(preview.update(QStringLiteral("corvin"), QStringLiteral("skel1")));
        QVERIFY(!preview.hasOdds()); // no encounter yet: geometry only
        QVERIFY(preview.oddsSummary().isEmpty());

        QVERIFY2(encounter.start(42), qPrintable(encounter.errorMessage()));
        // Recomputed on the encounter's state change. Fire bolt +6 with cover -2 = +4 vs Reflex 14: a natural 10
        // or more hits (11/20), a natural 20 is critical; 1d10+4 averages 9.5, maximum 14:
        // 0.50 * 9.5 + 0.05 * 14 = 5.45.
        QVERIFY(preview.hasOdds());
        QCOMPARE(preview.powerName(), QStringLiteral("Fire bolt"));
        QCOMPARE(preview.attackBonus(), 4);
        QCOMPARE(preview.defense(), 14);
        QCOMPARE(preview.hitChance(), 0.55);
        QCOMPARE(preview.criticalChance(), 0.05);
        QVERIFY(qAbs(preview.expectedDamage() - 5.45) < 1e-9);
        QVERIFY(preview.oddsSummary().contains(QStringLiteral("hit 55%")));
        // 26 hit points are beyond Fire bolt's maximum of 14: no chance to drop it.
        QCOMPARE(preview.dropChance(), 0.0);
        // At 10 hit points: an ordinary hit (50%) needs 6+ on the d10 (half of them), a critical (5%) always drops
        // it: 0.50 * 0.5 + 0.05 = 0.30.
        QVERIFY(encounter.execute(QStringLiteral("{\"type\": \"damage\", \"target\": \"skel1\", \"amount\": 16}")));
        QVERIFY(qAbs(preview.dropChance() - 0.30) < 1e-9);
        QVERIFY(preview.oddsSummary().contains(QStringLiteral("drop 30%")));

        // Adjacent: aldric's basic melee attack, Longsword +7 vs AC 16 of skel1 moved next to him: 12/20.
    }

    // Issue 15: the label offered "hit 55% ... Ctrl+click to roll" for a melee power against a target out of reach,
    // and the roll refused it. The preview now asks the roll's own validation: it offers only what the roll takes.
    void theLabelOffersOnlyRollsTheEngineAccepts()
    {
        MapDocument document;
        EncounterController encounter;
        startPowersEncounterAtDruidsTurn(document, encounter);
        if (QTest::currentTestFailed())
            return;
        TargetingPreview preview;
        preview.setDocument(&document);
        preview.setEncounter(&encounter);
        preview.setPowerId(QStringLiteral("staff")); // the druid's melee basic attack
        QVERIFY(preview.update(QStringLiteral("druid"), QStringLiteral("cutter")));
        QVERIFY(preview.hasOdds()); // the odds of the swing, as the label used to offer them
        QVERIFY(!preview.rollable());
        QCOMPARE(preview.rollRefusal(), QStringLiteral("cutter is out of range: 5 squares away, staff reaches 1"));
        const int events = encounter.logSize();
        QVERIFY(!preview.attack());
        QVERIFY(!preview.lastError().isEmpty());
        QCOMPARE(encounter.logSize(), events); // nothing was rolled

        // Another creature's turn: the knight's sword against the adjacent guard is refused as the roll would be.
        preview.setPowerId(QStringLiteral("sword"));
        QVERIFY(preview.update(QStringLiteral("knight"), QStringLiteral("guard")));
        QVERIFY(preview.hasOdds());
        QVERIFY(!preview.rollable());
        QVERIFY2(preview.rollRefusal().contains(QStringLiteral("turn")), qPrintable(preview.rollRefusal()));
        QVERIFY(!preview.attack());
        QCOMPARE(preview.lastError(), preview.rollRefusal());
        QCOMPARE(encounter.logSize(), events);

        // The game master puts the guard next to the druid: now the staff is offered, and the roll goes through.
        QVERIFY(encounter.place(QStringLiteral("guard"), 1, 5));
        preview.setPowerId(QStringLiteral("staff"));
        QVERIFY(preview.update(QStringLiteral("druid"), QStringLiteral("guard")));
        QVERIFY(preview.rollable());
        const int beforeRoll = encounter.logSize();
        QVERIFY2(preview.attack(), qPrintable(preview.lastError()));
        if (encounter.waiting()) // the rules may ask the table something on the way (a knock-out, say)
            encounter.prompt()->answer(false);
        QTRY_VERIFY(encounter.logSize() > beforeRoll);
    }

    // The attacker's own circumstances count too, exactly as the encounter's roll counts them (AttackRules).
    void oddsCountTheAttackersOwnModifiers()
    {
        CampaignController controller;
        QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
        EncounterController encounter;
        encounter.setDocument(controller.map());
        encounter.setCampaign(&controller); // the sample's party fights with its sheets
        TargetingPreview preview;
        preview.setDocument(controller.map());
        preview.setEncounter(&encounter);
        QVERIFY(encounter.start(42));
        QVERIFY(encounter.execute(QStringLiteral("{\"type\": \"applyEffect\", \"target\": \"corvin\", \"source\": "
                                                 "\"skel1\", \"effect\": {\"condition\": \"prone\", \"duration\": "
                                                 "\"untilResolved\"}}")));
        QVERIFY(preview.update(QStringLiteral("corvin"), QStringLiteral("skel1")));
        QVERIFY(preview.hasOdds());
        // Fire bolt +6, cover -2, prone attacker -2 = +2 vs Reflex 14: a natural 12 or more, 9/20.
        QCOMPARE(preview.attackBonus(), 2);
        QCOMPARE(preview.hitChance(), 0.45);
        QStringList names;
        for (const QVariant &modifier : preview.modifiers())
            names << modifier.toMap().value(QStringLiteral("name")).toString();
        QVERIFY2(names.contains(QStringLiteral("attacker prone")), qPrintable(names.join(", ")));
        QVERIFY2(names.contains(QStringLiteral("cover")), qPrintable(names.join(", ")));
    }

    // A near burst shows its template and the creatures in it, and the roll attacks every one of them.
    void areaPowerShowsItsTemplateAndRollsEveryTarget()
    {
        const QString file = skirmishFile();
        auto map = skirmishMap();
        QVERIFY2(map, qPrintable(map.errorMessage()));
        MapDocument document;
        document.setMap(*map);
        DiceLog dice(5);
        EncounterController encounter;
        encounter.setDocument(&document);
        encounter.setDiceLog(&dice);
        encounter.setStatBlocksFile(file);
        QVERIFY2(encounter.start(3), qPrintable(encounter.errorMessage()));
        for (int turn = 0; turn < 6 && encounter.currentCreature() != QLatin1String("fighter"); ++turn)
            QVERIFY(encounter.nextTurn());
        TargetingPreview preview;
        preview.setDocument(&document);
        preview.setEncounter(&encounter);
        QStringList powers;
        for (const QVariant &power : preview.powersOf(QStringLiteral("fighter")))
            powers << power.toMap().value(QStringLiteral("id")).toString();
        QCOMPARE(powers, (QStringList{QStringLiteral("longsword"), QStringLiteral("sweeping-blow")}));

        preview.setPowerId(QStringLiteral("sweeping-blow"));
        QVERIFY(preview.update(QStringLiteral("fighter"), QStringLiteral("goblin1")));
        // Near burst 1 around the fighter at (1, 2): the 3 x 3 squares from (0, 1) to (2, 3); both goblins in it.
        QCOMPARE(preview.areaSquares().size(), 9);
        QCOMPARE(preview.areaTargets(), (QStringList{QStringLiteral("goblin1"), QStringLiteral("goblin2")}));
        QCOMPARE(preview.areaTargetSpaces().size(), 2);
        QVERIFY(preview.hasOdds());
        QCOMPARE(preview.powerName(), QStringLiteral("Sweeping blow"));

        const int rolls = dice.rowCount();
        QVERIFY2(preview.attack(), qPrintable(preview.lastError()));
        int attacks = 0;
        for (const QJsonObject &event : encounter.processor()->log().events()) {
            if (event.value(QStringLiteral("type")).toString() == QLatin1String("attack") &&
                event.value(QStringLiteral("power")).toString() == QLatin1String("sweeping-blow"))
                ++attacks;
        }
        QCOMPARE(attacks, 2);
        QVERIFY(dice.rowCount() >= rolls + 2); // each attack roll is in the dice log
        // An encounter power is spent: it is no longer offered.
        QCOMPARE(preview.powersOf(QStringLiteral("fighter")).size(), 1);
    }

    // A far wall previews across the line from the attacker through the target, and the roll sends its squares.
    void wallPowerPreviewsAndRolls()
    {
        MapDocument document;
        EncounterController encounter;
        startPowersEncounterAtDruidsTurn(document, encounter);
        if (QTest::currentTestFailed())
            return;
        TargetingPreview preview;
        preview.setDocument(&document);
        preview.setEncounter(&encounter);
        preview.setPowerId(QStringLiteral("thorns"));
        // Druid (0, 5) to cutter (5, 4): the wall runs across that line through (5, 4); towards (6, 5) the map ends
        // after one square, so it runs the other way: (5, 4), (4, 3), (3, 2), where the guard stands.
        QVERIFY(preview.update(QStringLiteral("druid"), QStringLiteral("cutter")));
        QCOMPARE(preview.areaSquares().size(), 3);
        QCOMPARE(preview.areaTargets(), (QStringList{QStringLiteral("guard"), QStringLiteral("cutter")}));
        QVERIFY(preview.hasOdds());
        QVERIFY2(preview.attack(), qPrintable(preview.lastError()));
        int attacks = 0;
        for (const QJsonObject &event : encounter.processor()->log().events()) {
            if (event.value(QStringLiteral("type")).toString() == QLatin1String("attack") &&
                event.value(QStringLiteral("power")).toString() == QLatin1String("thorns"))
                ++attacks;
        }
        QCOMPARE(attacks, 2);
    }

    // The game master lays the wall square by square (Shift+click): an L round the cutter instead of the straight
    // wall. A square that breaks the wall is refused with the engine's reason; a laid square is taken back; the
    // preview and the roll use the laid wall.
    void laidWallReplacesTheStraightOne()
    {
        MapDocument document;
        EncounterController encounter;
        startPowersEncounterAtDruidsTurn(document, encounter);
        if (QTest::currentTestFailed())
            return;
        TargetingPreview preview;
        preview.setDocument(&document);
        preview.setEncounter(&encounter);
        const QString druid = QStringLiteral("druid");
        // The automatic attack is no wall: Shift+click does nothing.
        QVERIFY(!preview.layWallSquare(druid, 5, 3));
        QVERIFY(preview.wallPlan().isEmpty());

        preview.setPowerId(QStringLiteral("thorns")); // far wall 3 within 10
        QVERIFY(preview.layWallSquare(druid, 5, 3));
        QVERIFY2(preview.wallPlanStatus().contains(QStringLiteral("1 of 3")), qPrintable(preview.wallPlanStatus()));
        QVERIFY(preview.layWallSquare(druid, 7, 0)); // not beside (5, 3): refused
        QVERIFY2(preview.wallPlanStatus().contains(QStringLiteral("not adjacent to the square before it")),
                 qPrintable(preview.wallPlanStatus()));
        QCOMPARE(preview.wallPlan().size(), 1);
        QVERIFY(preview.layWallSquare(druid, 5, 4));
        QVERIFY(preview.layWallSquare(druid, 6, 4));
        QVERIFY2(preview.wallPlanStatus().contains(QStringLiteral("Ctrl+click")), qPrintable(preview.wallPlanStatus()));
        // Full: a fourth square is not laid.
        QVERIFY(preview.layWallSquare(druid, 7, 4));
        QCOMPARE(preview.wallPlan().size(), 3);

        // The template is the L, reaching the cutter only (the straight wall took the guard too).
        QVERIFY(preview.update(druid, QStringLiteral("cutter")));
        QCOMPARE(preview.areaSquares().size(), 3);
        QSet<QPoint> squares;
        for (const QVariant &square : preview.areaSquares())
            squares.insert(QPoint(square.toMap().value(QStringLiteral("column")).toInt(),
                                  square.toMap().value(QStringLiteral("row")).toInt()));
        QCOMPARE(squares, (QSet<QPoint>{{5, 3}, {5, 4}, {6, 4}}));
        QCOMPARE(preview.areaTargets(), QStringList{QStringLiteral("cutter")});
        QVERIFY(preview.hasOdds());

        // Taking back the middle square takes back the one after it.
        QVERIFY(preview.layWallSquare(druid, 5, 4));
        QCOMPARE(preview.wallPlan().size(), 1);
        // Half laid: no template and no odds until the wall has its squares.
        QVERIFY(preview.update(druid, QStringLiteral("cutter")));
        QVERIFY(preview.areaSquares().isEmpty());
        QVERIFY(!preview.hasOdds());
        QVERIFY(preview.layWallSquare(druid, 5, 4));
        QVERIFY(preview.layWallSquare(druid, 6, 4));
        QVERIFY(preview.update(druid, QStringLiteral("cutter")));
        QVERIFY2(preview.attack(), qPrintable(preview.lastError()));
        QJsonObject command;
        int attacks = 0;
        for (const QJsonObject &event : encounter.processor()->log().events()) {
            if (event.value(QStringLiteral("type")).toString() == QLatin1String("command"))
                command = event.value(QStringLiteral("command")).toObject();
            if (event.value(QStringLiteral("type")).toString() == QLatin1String("attack") &&
                event.value(QStringLiteral("power")).toString() == QLatin1String("thorns"))
                ++attacks;
        }
        QCOMPARE(attacks, 1);
        QCOMPARE(command.value(QStringLiteral("squares")).toArray(),
                 (QJsonArray{QJsonArray{5, 3}, QJsonArray{5, 4}, QJsonArray{6, 4}}));
        QVERIFY(preview.wallPlan().isEmpty()); // used up with the roll
    }

    void followsTheMap()
    {
        CampaignController controller;
        QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
        TargetingPreview preview;
        preview.setDocument(controller.map());
        QVERIFY(preview.update(QStringLiteral("aldric"), QStringLiteral("skel1")));
        QCOMPARE(preview.range(), 7);
        // Moving the target next to the attacker is seen without another update().
        QVERIFY(controller.map()->moveCreature(QStringLiteral("skel1"), 3, 2));
        QCOMPARE(preview.range(), 1);
        QCOMPARE(preview.coverGrade(), QStringLiteral("none"));
    }
};

QTEST_MAIN(TestTargetingPreview)
#include "tst_targetingpreview.moc"
