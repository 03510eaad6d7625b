#include "publishedmonsterroom.h"

#include "encounter/attackrules.h"
#include "encounter/combatpower.h"
#include "encounter/squarechoices.h"
#include "monsters/monsterfields.h"
#include "monsters/monsterpowerfields.h"
#include "orcus/powerjson.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

/**
 * A power's least range (power field `minRange`; docs/file-formats.md "Power fields"), with the published powers of
 * ../shared/rules/orcus-monsters-1.0.md that print one:
 * - the chank's Self Propelled Plasma Artillery System and Perimeter Blast, "Far burst 1 within 5 and 120": the
 *   origin square at least 5 and at most 120 squares away (Orcus "Range": counted from the user's space); its
 *   Capacitor Purge makes a Perimeter Blast, the same least range;
 * - the Tri-Pod's Heat Ray, "Ranged 50/100 (minimum Ranged 4)": no target nearer than 4 squares;
 * - the devil ape's Call Landslide, "Ranged 40 (cannot target creatures within 20 squares)": the least range 21.
 * The one attack check (AttackRules::validate) refuses what is nearer, so the command, the targeting preview, the
 * policy and the square choices (SquareChoices::burstOrigins) alike never aim there.
 */
class TestLeastRange : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theImporterReadsTheLeastRanges_data()
    {
        QTest::addColumn<QString>("monster");
        QTest::addColumn<QString>("power");
        QTest::addColumn<int>("least");
        QTest::addColumn<int>("range");
        QTest::newRow("artillery") << "chank"
                                   << "self-propelled-plasma-artillery-system" << 5 << 120;
        QTest::newRow("perimeter blast") << "chank"
                                         << "perimeter-blast" << 5 << 120;
        QTest::newRow("capacitor purge") << "chank"
                                         << "capacitor-purge" << 5 << 120;
        QTest::newRow("heat ray") << "the-tri-pod"
                                  << "heat-ray" << 4 << 50;
        QTest::newRow("call landslide") << "devil-ape"
                                        << "call-landslide" << 21 << 40;
    }
    void theImporterReadsTheLeastRanges()
    {
        QFETCH(QString, monster);
        QFETCH(QString, power);
        QFETCH(int, least);
        QFETCH(int, range);
        const QJsonObject played = encounterPower(monster, power);
        QVERIFY2(!played.isEmpty(), qPrintable(power));
        QCOMPARE(played.value(QStringLiteral("minRange")).toInt(), least);
        QCOMPARE(played.value(QStringLiteral("range")).toInt(), range);
        // Every other published power prints none.
        int withLeast = 0;
        for (const StatBlock &block : MonsterLibrary::bundled()->monsters) {
            for (const Power &printed : block.powers)
                withLeast += printed.minRange > 0 ? 1 : 0;
        }
        QCOMPARE(withLeast, 4);
    }

    // The monster editor's range text says it and reads it back ("Power 1 range or area").
    void theEditorWritesAndReadsTheLeastRange()
    {
        const StatBlock *chank = published(QStringLiteral("chank"));
        const StatBlock *tripod = published(QStringLiteral("the-tri-pod"));
        QCOMPARE(MonsterPowerFields::rangeText(*powerNamed(*chank, QStringLiteral("Perimeter Blast"))),
                 QStringLiteral("far burst 1 within 5 and 120"));
        QCOMPARE(MonsterPowerFields::rangeText(*powerNamed(*tripod, QStringLiteral("Heat Ray"))),
                 QStringLiteral("ranged 50/100 minimum 4"));
        MonsterFieldError error;
        auto edited = MonsterFields::apply(
            *tripod, {{QStringLiteral("power.0.range"), QStringLiteral("ranged 20/40 minimum 6")}}, &error);
        QVERIFY2(edited.ok(), qPrintable(edited.errorMessage()));
        QCOMPARE(edited->powers.first().minRange, 6);
        QCOMPARE(edited->powers.first().longRange, 40);
        edited =
            MonsterFields::apply(*tripod, {{QStringLiteral("power.0.range"), QStringLiteral("ranged 20")}}, &error);
        QVERIFY2(edited.ok(), qPrintable(edited.errorMessage()));
        QCOMPARE(edited->powers.first().minRange, 0);
    }

    void theHeatRayKeepsItsLongRange()
    {
        const QJsonObject heatRay = encounterPower(QStringLiteral("the-tri-pod"), QStringLiteral("heat-ray"));
        QCOMPARE(heatRay.value(QStringLiteral("longRange")).toInt(), 100);
        QCOMPARE(heatRay.value(QStringLiteral("attack")).toInt(), 20);
    }

    // The chank fills 4-5 x 4-5: an origin at x 9 is 4 squares from its space, at x 10 5.
    void aFarOriginNearerThanTheLeastRangeIsRefused()
    {
        auto encounter = room(QStringLiteral("chank"), 15, 10, {});
        const EncounterState &state = encounter->state();
        const Combatant *chank = state.combatant(QStringLiteral("chank"));
        const CombatPower *artillery = chank->power(QStringLiteral("self-propelled-plasma-artillery-system"));
        QVERIFY(artillery);
        AttackOptions options;
        options.origin = Square{9, 4};
        const Status near = AttackRules::validate(state, *chank, *artillery, {}, options);
        QVERIFY(!near.ok());
        QCOMPARE(near.errorMessage(), QStringLiteral("the origin square is too close (4 squares, at least 5)"));
        options.origin = Square{10, 4};
        QVERIFY2(AttackRules::validate(state, *chank, *artillery, {}, options).ok(),
                 qPrintable(AttackRules::validate(state, *chank, *artillery, {}, options).errorMessage()));

        // The command on the chank's turn: refused with the same words, nothing rolled or spent.
        endTurns(*encounter, 1);
        const CommandOutcome refused =
            run(*encounter, "{'type': 'attack', 'creature': 'chank', 'power': 'perimeter-blast', 'origin': [9, 5]}");
        QVERIFY(!refused.ok);
        QCOMPARE(refused.error, QStringLiteral("the origin square is too close (4 squares, at least 5)"));
        QVERIFY(!encounter->state()
                     .combatant(QStringLiteral("chank"))
                     ->expendedPowers.contains(QStringLiteral("perimeter-blast")));
    }

    // The burst's origins the square question offers: of the 9 squares whose burst 1 holds Ava at 10,4 (9-11 x 3-5),
    // the 3 at x 9 are nearer than 5.
    void theOriginsOfferedKeepTheLeastRange()
    {
        auto encounter = room(QStringLiteral("chank"), 15, 10, {});
        const Combatant *chank = encounter->state().combatant(QStringLiteral("chank"));
        const QList<SquareOption> origins =
            SquareChoices::burstOrigins(encounter->state(), *chank, *chank->power(QStringLiteral("capacitor-purge")));
        QCOMPARE(origins.size(), 6);
        for (const SquareOption &option : origins)
            QVERIFY(option.square.x >= 10);
    }

    // The Tri-Pod (Gargantuan: 4-7 x 4-7) and Ava 3 squares off at 10,4, then 4 at 11,4.
    void aRangedTargetNearerThanTheLeastRangeIsRefused()
    {
        for (const int x : {10, 11}) {
            auto encounter = room(QStringLiteral("the-tri-pod"), 15, x, {});
            const EncounterState &state = encounter->state();
            const Combatant *tripod = state.combatant(QStringLiteral("the-tri-pod"));
            const CombatPower *heatRay = tripod->power(QStringLiteral("heat-ray"));
            QVERIFY(heatRay);
            const Status checked = AttackRules::validate(state, *tripod, *heatRay, {QStringLiteral("ava")}, {});
            if (x == 10)
                QCOMPARE(checked.errorMessage(),
                         QStringLiteral("ava is too close: 3 squares away, heat-ray needs at least 4"));
            else
                QVERIFY2(checked.ok(), qPrintable(checked.errorMessage()));
        }
    }

    // Malformed least ranges are refused naming the field, in an encounter's power and in a stat block's.
    void aMalformedLeastRangeIsRefused_data()
    {
        QTest::addColumn<QByteArray>("power");
        QTest::addColumn<QString>("message");
        QTest::newRow("melee") << json("{'id': 'claw', 'minRange': 2}")
                               << "x: powers[0].minRange: only a ranged or far power has one";
        QTest::newRow("past the range") << json("{'id': 'ray', 'origin': 'ranged', 'range': 5, 'minRange': 5}")
                                        << "x: powers[0].minRange: 5 is not less than the range 5";
        QTest::newRow("negative") << json("{'id': 'ray', 'origin': 'ranged', 'range': 5, 'minRange': -1}")
                                  << "x: powers[0].minRange: -1 is out of range (0 to 1000)";
        QTest::newRow("text") << json("{'id': 'ray', 'origin': 'ranged', 'range': 5, 'minRange': 'four'}")
                              << "x: powers[0].minRange: expected a whole number, found a string";
    }
    void aMalformedLeastRangeIsRefused()
    {
        QFETCH(QByteArray, power);
        QFETCH(QString, message);
        const auto read =
            combatPowerFromJson(object(power), JsonContext(QStringLiteral("x"), QStringLiteral("powers[0]")));
        QVERIFY(!read.ok());
        QCOMPARE(read.errorMessage(), message);
    }

    void aStatBlockLeastRangeIsRefusedPastTheRange()
    {
        const QJsonObject heatRay = object(json("{'name': 'Heat Ray', 'origin': 'ranged', 'range': 50, 'longRange': "
                                                "100, 'minRange': 100}"));
        const auto read =
            powerFromJson(heatRay, JsonContext(QStringLiteral("tri-pod.json"), QStringLiteral("powers[0]")));
        QVERIFY(!read.ok());
        QCOMPARE(read.errorMessage(),
                 QStringLiteral("tri-pod.json: powers[0].minRange: 100 is not less than the range 100"));
        auto kept = powerFromJson(object(json("{'name': 'Heat Ray', 'origin': 'ranged', 'range': 50, 'minRange': 4}")),
                                  JsonContext(QStringLiteral("tri-pod.json")));
        QVERIFY2(kept.ok(), qPrintable(kept.errorMessage()));
        QCOMPARE(kept->minRange, 4);
        QCOMPARE(powerToJson(*kept).value(QStringLiteral("minRange")).toInt(), 4);
    }
};

QTEST_GUILESS_MAIN(TestLeastRange)
#include "tst_leastrange.moc"
