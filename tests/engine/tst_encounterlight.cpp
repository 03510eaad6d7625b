#include "encounter/attackrules.h"
#include "encounter/encounterfile.h"
#include "encounter/encountergrid.h"
#include "encounterfixture.h"
#include "grid/battlemapjson.h"
#include "publishedmonsterroom.h"
#include "session/encounterassembly.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

// Initiative dice in the arena's file order ava, bran, g1, g2, ogre: ava 22, bran 11, g1 5, g2 4, ogre 3.
static const QList<int> initiative{20, 10, 5, 4, 3};

/**
 * The fight's light (docs/vision.md "In a fight"): the encounter holds the map's light, its grid lights the squares
 * through LightMap, and an attack's concealment follows the light as the attacker's senses see it (Orcus "Senses",
 * "Concealment"; orcus-gaps-filled.md section 8: lightly obscured -2, totally obscured -5; docs/vision.md: dim light
 * is lightly obscured, darkness totally).
 */
class TestEncounterLight : public QObject
{
    Q_OBJECT

private:
    // The arena (ava 3,3; bran 0,0; g1 2,3; g2 4,3; ogre 7,7) in this light, ava with these senses on her stat block.
    static QJsonObject litArena(const char *singleQuotedLight, const QString &avaSenses = {})
    {
        QJsonObject encounter = arena(initiative);
        encounter.insert(QStringLiteral("light"), object(json(singleQuotedLight)));
        if (!avaSenses.isEmpty()) {
            QJsonArray blocks = encounter.value(QStringLiteral("creatures")).toArray();
            QJsonObject ava = blocks.at(0).toObject();
            ava.insert(QStringLiteral("senses"), avaSenses);
            blocks.replace(0, ava);
            encounter.insert(QStringLiteral("creatures"), blocks);
        }
        return encounter;
    }
    static std::unique_ptr<CommandProcessor> begun(const QJsonObject &encounter)
    {
        auto processor = make(encounter);
        run(*processor, "{'type': 'start'}");
        run(*processor, "{'type': 'rollInitiative'}");
        return processor;
    }
    // The modifiers of the attacker's power against the target, as the roll and the hover odds read them.
    static QJsonObject modifiers(const EncounterState &state, const char *attacker, const char *power,
                                 const char *target)
    {
        const Combatant &a = *state.combatant(QLatin1String(attacker));
        return AttackRules::modifiers(state, a, *state.combatant(QLatin1String(target)), *a.power(QLatin1String(power)),
                                      {QLatin1String(target)}, {});
    }
    static int concealment(const QJsonObject &mods)
    {
        return mods.value(QStringLiteral("concealment")).toInt() +
               mods.value(QStringLiteral("totalConcealment")).toInt();
    }

private Q_SLOTS:
    void anAttackerWithoutDarkvisionTakesThePenaltyOfTheLight_data()
    {
        QTest::addColumn<QString>("senses");
        QTest::addColumn<int>("dim");  // ava's sword against g1, in a dim square
        QTest::addColumn<int>("dark"); // ava's sword against g2, in darkness
        // Normal eyes: dim is lightly obscured (-2), darkness totally (-5). Low-light vision sees dim as bright;
        // darkvision sees dim as bright and darkness as dim (Orcus "Senses"), so darkness is only lightly obscured.
        QTest::newRow("normal") << QString() << -2 << -5;
        QTest::newRow("low-light") << QStringLiteral("low-light") << 0 << -5;
        QTest::newRow("darkvision") << QStringLiteral("darkvision") << 0 << -2;
    }
    void anAttackerWithoutDarkvisionTakesThePenaltyOfTheLight()
    {
        QFETCH(QString, senses);
        QFETCH(int, dim);
        QFETCH(int, dark);
        auto encounter = begun(litArena("{'ambient': 'dark', 'areas': [{'x': 2, 'y': 3, 'level': 'dim'}]}", senses));
        const EncounterState &state = encounter->state();
        QCOMPARE(concealment(modifiers(state, "ava", "sword", "g1")), dim);
        QCOMPARE(concealment(modifiers(state, "ava", "sword", "g2")), dark);
        // The ogre, 4 squares off in the dark, against ranged attacks as well.
        QCOMPARE(concealment(modifiers(state, "ava", "bow", "ogre")), dark);
        // The reason names the light.
        if (dark == -5)
            QVERIFY2(modifiers(state, "ava", "sword", "g2").contains(QStringLiteral("totalConcealment")),
                     "total concealment in the dark");
        const auto grid = EncounterGrid::of(state);
        const ConcealmentResult result = grid->concealment(grid->indexOf(QStringLiteral("ava")),
                                                           grid->indexOf(QStringLiteral("g1")), AttackKind::Melee);
        QCOMPARE(result.reason, dim ? QStringLiteral("g1 is in a lightly obscured square (2,3, dim light)")
                                    : QStringLiteral("g1 is in a clear square"));
    }

    void theGoblinsWithTheirOwnEyesSeeTheHeroesInTheSameLight()
    {
        // Each attacker's own senses: g1 with darkvision on its map token sees ava (in darkness) as in dim light,
        // -2; g2 without takes -5.
        QJsonObject encounter = litArena("{'ambient': 'dark'}");
        QJsonObject map = encounter.value(QStringLiteral("map")).toObject();
        QJsonArray tokens = map.value(QStringLiteral("creatures")).toArray();
        QJsonObject g1 = tokens.at(2).toObject();
        QCOMPARE(g1.value(QStringLiteral("id")).toString(), QStringLiteral("g1"));
        g1.insert(QStringLiteral("senses"), QStringLiteral("darkvision"));
        tokens.replace(2, g1);
        map.insert(QStringLiteral("creatures"), tokens);
        encounter.insert(QStringLiteral("map"), map);
        auto processor = begun(encounter);
        QCOMPARE(processor->state().combatant(QStringLiteral("g1"))->senses, Senses::Darkvision);
        QCOMPARE(concealment(modifiers(processor->state(), "g1", "spear", "ava")), -2);
        QCOMPARE(concealment(modifiers(processor->state(), "g2", "spear", "ava")), -5);
    }

    void aTorchGoesWhereItsBearerWalks()
    {
        // Darkness, and bran carries a torch (Orcus "Adventuring Gear": bright light, 5 squares). From 0,0 it lights
        // g1 (2,3) and g2 (4,3) but not the ogre at 7,7: ava's arrow at the ogre takes total concealment (-5).
        auto encounter = begun(litArena("{'ambient': 'dark', 'lights': [{'kind': 'torch', 'carriedBy': 'bran'}]}"));
        QCOMPARE(concealment(modifiers(encounter->state(), "ava", "sword", "g1")), 0);
        QCOMPARE(concealment(modifiers(encounter->state(), "ava", "sword", "g2")), 0);
        QCOMPARE(concealment(modifiers(encounter->state(), "ava", "bow", "ogre")), -5);
        // bran walks 6 squares to 6,2: the ogre, 5 squares from him, stands in his torch's light now.
        endTurns(*encounter, 1);
        QCOMPARE(encounter->state().current, QStringLiteral("bran"));
        const CommandOutcome walked =
            run(*encounter,
                "{'type': 'move', 'creature': 'bran', 'path': [[1, 0], [2, 0], [3, 0], [4, 0], [5, 1], [6, 2]]}");
        QVERIFY2(walked.ok, qPrintable(walked.error));
        QCOMPARE(concealment(modifiers(encounter->state(), "ava", "bow", "ogre")), 0);
        // Undo takes him, and his light, back.
        QVERIFY(encounter->undo().ok);
        QCOMPARE(concealment(modifiers(encounter->state(), "ava", "bow", "ogre")), -5);
    }

    void theWhatIfMoveOfACarrierCarriesItsLight()
    {
        // The tactics policy moves a creature on one grid to weigh squares (EncounterGrid::moveCreature): the
        // light it carries goes along, and the light it left behind goes out.
        auto encounter = begun(litArena("{'ambient': 'dark', 'lights': [{'kind': 'torch', 'carriedBy': 'bran'}]}"));
        const auto kept = EncounterGrid::of(encounter->state());
        auto grid = std::make_unique<EncounterGrid>(encounter->state());
        const int ava = grid->indexOf(QStringLiteral("ava"));
        const int ogre = grid->indexOf(QStringLiteral("ogre"));
        const int g1 = grid->indexOf(QStringLiteral("g1"));
        QCOMPARE(grid->concealment(ava, ogre, AttackKind::Ranged).grade, ConcealmentGrade::Total);
        QCOMPARE(grid->concealment(ava, g1, AttackKind::Melee).grade, ConcealmentGrade::None);
        grid->moveCreature(grid->indexOf(QStringLiteral("bran")), {6, 6});
        QCOMPARE(grid->concealment(ava, ogre, AttackKind::Ranged).grade, ConcealmentGrade::None);
        // g1 at 2,3 is 4 squares from 6,6 in columns: still lit; a square beyond 5 is not.
        QCOMPARE(grid->concealment(ava, g1, AttackKind::Melee).grade, ConcealmentGrade::None);
        grid->moveCreature(grid->indexOf(QStringLiteral("ava")), {0, 0});
        QCOMPARE(grid->concealment(ava, g1, AttackKind::Melee).grade, ConcealmentGrade::None);
        QCOMPARE(grid->concealment(ava, grid->indexOf(QStringLiteral("g2")), AttackKind::Ranged).grade,
                 ConcealmentGrade::None);
        grid->moveCreature(grid->indexOf(QStringLiteral("bran")), {7, 0});
        // From 7,0 the torch reaches 2,y only at column 2 (5 squares): g1 at 2,3 is lit, the ogre at 7,7 is not.
        QCOMPARE(grid->concealment(ava, ogre, AttackKind::Ranged).grade, ConcealmentGrade::Total);
        // The state's own grid did not move.
        QCOMPARE(kept->concealment(ava, ogre, AttackKind::Ranged).grade, ConcealmentGrade::Total);
    }

    void aBrightFightIsAsBefore()
    {
        // No light in the file: bright everywhere, nothing in the state's JSON, no concealment anywhere.
        auto plain = begun(arena(initiative));
        QVERIFY(!plain->state().toJson().contains(QStringLiteral("light")));
        QCOMPARE(concealment(modifiers(plain->state(), "ava", "bow", "ogre")), 0);
        // A torch in bright light changes nothing either.
        auto torch = begun(litArena("{'lights': [{'kind': 'torch', 'x': 7, 'y': 0}]}"));
        QCOMPARE(concealment(modifiers(torch->state(), "ava", "bow", "ogre")), 0);
    }

    void theLightIsKeptInTheEncounterFile()
    {
        const QJsonObject light = object(json("{'ambient': 'dark', 'areas': [{'x': 0, 'y': 0, 'width': 3, 'height': "
                                              "1, 'level': 'dim'}], 'lights': [{'kind': 'torch', 'minutesLeft': 30, "
                                              "'carriedBy': 'bran'}, {'kind': 'lantern', 'minutesLeft': 480, 'x': 5, "
                                              "'y': 2}]}"));
        QJsonObject encounter = arena(initiative);
        encounter.insert(QStringLiteral("light"), light);
        auto processor = make(encounter);
        const EncounterState &state = processor->state();
        QCOMPARE(state.light.ambient, LightLevel::Dark);
        QCOMPARE(state.light.lights.size(), 2);
        QCOMPARE(state.light.lights.at(0).carriedBy, QStringLiteral("bran"));
        QCOMPARE(state.light.lights.at(0).minutesLeft, 30);
        QCOMPARE(state.light.ambientAt({2, 0}, 8), LightLevel::Dim);
        QCOMPARE(state.light.ambientAt({3, 0}, 8), LightLevel::Dark);
        // Written back as read (areas as rows of runs).
        QCOMPARE(state.toJson().value(QStringLiteral("light")).toObject(), light);
        // Reading what was written gives the same light.
        QJsonObject again = arena(initiative);
        again.insert(QStringLiteral("light"), state.toJson().value(QStringLiteral("light")));
        QCOMPARE(make(again)->state().light, state.light);
    }

    void aMalformedLightIsRefusedByName_data()
    {
        QTest::addColumn<QByteArray>("light");
        QTest::addColumn<QString>("message");
        QTest::newRow("not an object") << json("'dark'") << QStringLiteral("light");
        QTest::newRow("unknown level") << json("{'ambient': 'pitch'}")
                                       << QStringLiteral("light.ambient: 'pitch' is not a light level");
        QTest::newRow("the map's fog") << json("{'vision': true}") << QStringLiteral("light.vision: unknown field");
        QTest::newRow("unknown kind") << json("{'lights': [{'kind': 'sun', 'x': 1, 'y': 1}]}")
                                      << QStringLiteral("light.lights[0].kind: 'sun' is not a light source");
        QTest::newRow("carrier not on the map")
            << json("{'lights': [{'kind': 'torch', 'carriedBy': 'zed'}]}")
            << QStringLiteral("light.lights[0].carriedBy: no creature 'zed' on this map");
        QTest::newRow("off the map") << json("{'lights': [{'kind': 'torch', 'x': 8, 'y': 1}]}")
                                     << QStringLiteral("light.lights[0].x");
        QTest::newRow("area off the map") << json("{'areas': [{'x': 7, 'y': 0, 'width': 2, 'level': 'dim'}]}")
                                          << QStringLiteral("light.areas[0].width");
    }
    void aMalformedLightIsRefusedByName()
    {
        QFETCH(QByteArray, light);
        QFETCH(QString, message);
        QJsonObject encounter = arena(initiative);
        const QJsonDocument value = QJsonDocument::fromJson("[" + light + "]");
        encounter.insert(QStringLiteral("light"), value.array().at(0));
        const auto state = encounterFromJson(encounter, JsonContext(QStringLiteral("encounter")));
        QVERIFY(!state);
        QVERIFY2(state.errorMessage().contains(message), qPrintable(state.errorMessage()));
    }

    void sensesComeFromTheStatBlockAndAreRefusedWhenUnknown()
    {
        auto withSenses = make(litArena("{}", QStringLiteral("low-light")));
        QCOMPARE(withSenses->state().combatant(QStringLiteral("ava"))->senses, Senses::LowLight);
        QCOMPARE(withSenses->state().combatant(QStringLiteral("bran"))->senses, Senses::Normal);
        const auto refused =
            encounterFromJson(litArena("{}", QStringLiteral("x-ray")), JsonContext(QStringLiteral("e")));
        QVERIFY(!refused);
        QVERIFY2(refused.errorMessage().contains(QStringLiteral("creatures[0].senses: 'x-ray' is not a sense")),
                 qPrintable(refused.errorMessage()));
        // The published stat blocks' senses reach the encounter's block (Orcus "Senses"; the importer's list).
        const StatBlock *servant = published(QStringLiteral("enthralled-servant"));
        const StatBlock *halfAboleth = published(QStringLiteral("half-aboleth"));
        QVERIFY(servant && halfAboleth);
        QCOMPARE(MonsterCombatant::statBlock(*servant, {})->value(QStringLiteral("senses")).toString(),
                 QStringLiteral("low-light"));
        QCOMPARE(MonsterCombatant::statBlock(*halfAboleth, {})->value(QStringLiteral("senses")).toString(),
                 QStringLiteral("darkvision"));
        QCOMPARE(sensesOfList({QStringLiteral("Perception +4")}), Senses::Normal);
    }

    void theTableBeginsTheFightInTheMapsLight()
    {
        // assembleEncounter, the one way the window and the CLI put a fight together, copies the map's light (and
        // not the players' fog) into the encounter.
        auto map = battleMapFromJson(object(json("{'name': 'Crypt', 'terrain': ['....', '....'], 'creatures': "
                                                 "[{'id': 'ava', 'x': 0, 'y': 0, 'side': 'heroes'}],"
                                                 " 'lighting': {'ambient': 'dark', 'vision': true, 'explored': [[0, 0, "
                                                 "2]], 'lights': [{'kind': 'torch', 'carriedBy': 'ava'}]}}")),
                                     JsonContext(QStringLiteral("map")));
        QVERIFY2(map, qPrintable(map.errorMessage()));
        const QJsonArray blocks{arena({}).value(QStringLiteral("creatures")).toArray().at(0)};
        auto assembled = assembleEncounter(*map, blocks, {});
        QVERIFY2(assembled, qPrintable(assembled.errorMessage()));
        QCOMPARE(assembled->encounter.value(QStringLiteral("light")).toObject(),
                 object(json("{'ambient': 'dark', 'lights': [{'kind': 'torch', 'minutesLeft': 60, 'carriedBy': "
                             "'ava'}]}")));
        // A bright map without lights writes nothing: the encounter reads as before.
        BattleMap bright = *map;
        bright.lighting = {};
        QVERIFY(!assembleEncounter(bright, blocks, {})->encounter.contains(QStringLiteral("light")));
    }
};

QTEST_GUILESS_MAIN(TestEncounterLight)
#include "tst_encounterlight.moc"
