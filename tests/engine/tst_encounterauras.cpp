#include "encounterfixture.h"

#include "encounter/aurarules.h"
#include "encounter/monstercombatant.h"
#include "monsters/monsterlibrary.h"

#include <QRegularExpression>
#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

const StatBlock *published(const QString &id)
{
    for (const StatBlock &block : MonsterLibrary::bundled()->monsters) {
        if (block.id == id)
            return &block;
    }
    return nullptr;
}

QJsonObject hero(const char *id, int hp, int initiative)
{
    QJsonObject block = object(json("{'hero': true, 'recoveries': 2, 'recoveryValue': 7,"
                                    " 'defenses': {'ac': 17, 'fortitude': 14, 'reflex': 12, 'will': 11},"
                                    " 'powers': [{'id': 'sword', 'basic': true, 'attack': 6, 'damage': '1d8+3'}]}"));
    block.insert(QStringLiteral("id"), QString::fromLatin1(id));
    block.insert(QStringLiteral("hp"), hp);
    block.insert(QStringLiteral("initiative"), initiative);
    return block;
}

} // namespace

/**
 * Auras in the encounter (AuraRules; docs/encounter.md "Auras"), with the published balor's "Aura of Flame (Fire)
 * aura 2: A creature that enters or begins its turn in the aura takes 20 fire damage"
 * (../shared/rules/orcus-monsters-1.0.md, "Balor").
 */
class TestEncounterAuras : public QObject
{
    Q_OBJECT

private:
    // A 12x12 room: the balor (Large, squares 4-5 x 4-5), ava at (7,4) (two squares off: in the aura), bran at (9,6)
    // (three squares off: outside). Initiative dice in this order: balor 1 (+38 = 39), ava 20 (+2), bran 10 (+1).
    static std::unique_ptr<CommandProcessor> balorRoom()
    {
        const StatBlock *balor = published(QStringLiteral("balor"));
        if (!balor)
            qFatal("the bundled library has no balor");
        QJsonObject encounter = object(
            json("{'seed': 3, 'map': {'name': 'Pit', 'terrain': ['............', '............', '............',"
                 " '............', '............', '............', '............', '............', '............',"
                 " '............', '............', '............'],"
                 " 'creatures': [{'id': 'balor', 'x': 4, 'y': 4, 'side': 'monsters', 'size': 'large'},"
                 "  {'id': 'ava', 'x': 7, 'y': 4, 'side': 'heroes'}, {'id': 'bran', 'x': 9, 'y': 6, 'side': "
                 "'heroes'}]},"
                 " 'fixedRolls': [1, 20, 10]}"));
        encounter.insert(QStringLiteral("creatures"),
                         QJsonArray{MonsterCombatant::statBlock(*balor, QStringLiteral("balor")).value(),
                                    hero("ava", 30, 2), hero("bran", 40, 1)});
        auto processor = make(encounter);
        run(*processor, "{'type': 'start'}");
        run(*processor, "{'type': 'rollInitiative'}");
        return processor;
    }

private Q_SLOTS:
    void theBalorsAuraOfFlameIsPlayedNotLeftToTheTable()
    {
        const StatBlock *balor = published(QStringLiteral("balor"));
        QVERIFY(balor);
        const QJsonObject block = MonsterCombatant::statBlock(*balor).value();
        const QJsonArray auras = block.value(QStringLiteral("auras")).toArray();
        QCOMPARE(auras.size(), 1);
        const QJsonObject flame = auras.first().toObject();
        QCOMPARE(flame.value(QStringLiteral("name")).toString(), QStringLiteral("Aura of Flame"));
        QCOMPARE(flame.value(QStringLiteral("radius")).toInt(), 2);
        QCOMPARE(flame.value(QStringLiteral("damage")).toString(), QStringLiteral("20"));
        QCOMPARE(flame.value(QStringLiteral("damageType")).toString(), QStringLiteral("fire"));
        QVERIFY(flame.value(QStringLiteral("startOfTurn")).toBool());
        QVERIFY(flame.value(QStringLiteral("onEnter")).toBool());
        QVERIFY(MonsterCombatant::tableParts(*balor).filter(QStringLiteral("aura")).isEmpty());
        // The aboleth's Mucus Cloud makes a secondary attack: still the table's.
        const StatBlock *aboleth = published(QStringLiteral("aboleth-overseer"));
        if (aboleth)
            QVERIFY(!MonsterCombatant::tableParts(*aboleth).filter(QStringLiteral("Mucus Cloud")).isEmpty());
        // Every published aura is either played or named for the table: none is dropped.
        int playedAuras = 0, allAuras = 0;
        for (const StatBlock &monster : MonsterLibrary::bundled()->monsters) {
            const int played = int(MonsterCombatant::auras(monster.monster.details).size());
            // An aura played in part is named with the sentences left to the table ("aura 'Stench': ..."): played.
            const int table = int(
                MonsterCombatant::tableParts(monster).filter(QRegularExpression(QStringLiteral("^aura '.*'$"))).size());
            QCOMPARE(played + table, int(monster.monster.details.auras.size()));
            playedAuras += played;
            allAuras += int(monster.monster.details.auras.size());
        }
        // Aura of Flame (balor), Aura of rot (Orcus), Burning (fire giant), Shadow Haze (shadow prince), Ostovite
        // Lashings ("Creatures that begin their turn adjacent to the mega-chariot take 1d12+4 acid damage") and the
        // 37 others read sentence by sentence (tst_auraeffects, tst_auramovecosts, tst_auralight, tst_laststrike): 42
        // of the 45.
        QCOMPARE(playedAuras, 42);
        const StatBlock *prince = published(QStringLiteral("shadow-prince"));
        QVERIFY(prince);
        // "Enemies that enter or start their turn in the aura take 5 necrotic damage."
        const QJsonObject haze = MonsterCombatant::auras(prince->monster.details).first().toObject();
        QCOMPARE(haze.value(QStringLiteral("affects")).toString(), QStringLiteral("enemies"));
        QVERIFY(haze.value(QStringLiteral("onEnter")).toBool());
        QVERIFY(haze.value(QStringLiteral("startOfTurn")).toBool());
        QCOMPARE(haze.value(QStringLiteral("damage")).toString(), QStringLiteral("5"));
        qInfo("%d of the %d published auras are played by the encounter", playedAuras, allAuras);
    }

    void anAuraDamagesAHeroWhoStartsATurnInIt()
    {
        auto encounter = balorRoom();
        QCOMPARE(encounter->state().current, QStringLiteral("balor"));
        // The balor's own turn: its aura never affects itself.
        QCOMPARE(encounter->state().combatant(QStringLiteral("balor"))->hp, 201);
        const CommandOutcome outcome = run(*encounter, "{'type': 'endTurn', 'creature': 'balor'}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(encounter->state().current, QStringLiteral("ava"));
        const auto auras = ofType(outcome.events, "aura");
        QCOMPARE(auras.size(), 1);
        QCOMPARE(auras.first().value(QStringLiteral("creature")).toString(), QStringLiteral("ava"));
        QCOMPARE(auras.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("startOfTurn"));
        const auto damage = ofType(outcome.events, "damage");
        QCOMPARE(damage.size(), 1);
        QCOMPARE(damage.first().value(QStringLiteral("amount")).toInt(), 20);
        QCOMPARE(damage.first().value(QStringLiteral("damageType")).toString(), QStringLiteral("fire"));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 10);
        // bran, three squares from the balor, starts his turn untouched.
        const CommandOutcome next = run(*encounter, "{'type': 'endTurn', 'creature': 'ava'}");
        QVERIFY(next.ok);
        QCOMPARE(encounter->state().current, QStringLiteral("bran"));
        QVERIFY(ofType(next.events, "aura").isEmpty());
        QCOMPARE(encounter->state().combatant(QStringLiteral("bran"))->hp, 40);
    }

    void enteringTheAuraBurnsOncePerMove()
    {
        auto encounter = balorRoom();
        endTurns(*encounter, 2); // to bran
        QCOMPARE(encounter->state().current, QStringLiteral("bran"));
        // (8,6) is three squares off, (7,6) two: in. Out again and back in within the same move: burnt once.
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'move', 'creature': 'bran', 'path': [[8, 6], [7, 6], [8, 6], [7, 6]]}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto auras = ofType(outcome.events, "aura");
        QCOMPARE(auras.size(), 1);
        QCOMPARE(auras.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("enter"));
        QCOMPARE(encounter->state().combatant(QStringLiteral("bran"))->hp, 20);
        QCOMPARE(encounter->state().combatant(QStringLiteral("bran"))->position, (Square{7, 6}));
        // Moving inside the aura is not entering it.
        const CommandOutcome inside = run(*encounter, "{'type': 'move', 'creature': 'bran', 'path': [[7, 7]]}");
        QVERIFY2(inside.ok, qPrintable(inside.error));
        QVERIFY(ofType(inside.events, "aura").isEmpty());
        QCOMPARE(encounter->state().combatant(QStringLiteral("bran"))->hp, 20);
    }

    void anAuraThatDropsTheMoverEndsTheMove()
    {
        auto encounter = balorRoom();
        endTurns(*encounter, 2);
        // bran at 15 hit points falls to -5 on entering: dying, his move ends in the square where it burnt him.
        QVERIFY(run(*encounter, "{'type': 'setHitPoints', 'target': 'bran', 'hp': 15}").ok);
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'move', 'creature': 'bran', 'path': [[8, 6], [7, 6], [6, 6]]}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const Combatant *bran = encounter->state().combatant(QStringLiteral("bran"));
        QCOMPARE(bran->hp, -5);
        QVERIFY(bran->isDying());
        QCOMPARE(bran->position, (Square{7, 6}));
        QCOMPARE(ofType(outcome.events, "moved").first().value(QStringLiteral("stopped")).toString(),
                 QStringLiteral("dropped"));
    }

    void aHandWrittenAuraRollsItsDiceAndSparesAllies()
    {
        // A shaman's "Sleet aura 1: enemies that begin their turn in the aura take 1d6+1 cold damage".
        QJsonObject encounter = object(json(
            "{'seed': 5, 'map': {'name': 'Hut', 'terrain': ['.....', '.....', '.....', '.....', '.....'],"
            " 'creatures': [{'id': 'shaman', 'x': 2, 'y': 2, 'side': 'monsters'},"
            "  {'id': 'goblin', 'x': 1, 'y': 2, 'side': 'monsters'}, {'id': 'ava', 'x': 3, 'y': 2, 'side': 'heroes'}]},"
            " 'creatures': [{'id': 'shaman', 'hp': 30, 'initiative': 10, 'defenses': {'ac': 14, 'fortitude': 12, "
            "'reflex': 13, 'will': 14},"
            "   'powers': [{'id': 'staff', 'basic': true, 'attack': 5, 'damage': '1d6+2'}],"
            "   'auras': [{'name': 'Sleet', 'radius': 1, 'affects': 'enemies', 'startOfTurn': true, 'damage': "
            "'1d6+1', 'damageType': 'cold'}]},"
            "  {'id': 'goblin', 'hp': 20, 'initiative': 5, 'defenses': {'ac': 14, 'fortitude': 12, 'reflex': 13, "
            "'will': 11},"
            "   'powers': [{'id': 'spear', 'basic': true, 'attack': 5, 'damage': '1d6+2'}]},"
            "  {'id': 'ava', 'hero': true, 'hp': 30, 'initiative': 0, 'defenses': {'ac': 17, 'fortitude': 14, "
            "'reflex': 12, 'will': 11},"
            "   'powers': [{'id': 'sword', 'basic': true, 'attack': 6, 'damage': '1d8+3'}]}],"
            " 'fixedRolls': [10, 10, 1, 4]}"));
        auto processor = make(encounter);
        run(*processor, "{'type': 'start'}");
        run(*processor, "{'type': 'rollInitiative'}");
        QCOMPARE(processor->state().current, QStringLiteral("shaman"));
        // The goblin (an ally beside the shaman) starts its turn: nothing.
        CommandOutcome outcome = run(*processor, "{'type': 'endTurn', 'creature': 'shaman'}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(processor->state().current, QStringLiteral("goblin"));
        QVERIFY(ofType(outcome.events, "aura").isEmpty());
        // ava, an enemy beside it: 1d6+1 with the die a 4.
        outcome = run(*processor, "{'type': 'endTurn', 'creature': 'goblin'}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(processor->state().current, QStringLiteral("ava"));
        QCOMPARE(ofType(outcome.events, "aura").size(), 1);
        QCOMPARE(ofType(outcome.events, "damage").first().value(QStringLiteral("amount")).toInt(), 5);
        QCOMPARE(processor->state().combatant(QStringLiteral("ava"))->hp, 25);
    }

    void aMalformedAuraIsRefusedWithItsPlace_data()
    {
        QTest::addColumn<QString>("aura");
        QTest::addColumn<QString>("message");
        QTest::newRow("affects") << "{'name': 'A', 'radius': 1, 'affects': 'friends', 'startOfTurn': true, "
                                    "'damage': '5'}"
                                 << "auras[0].affects: must be enemies, allies or creatures, not 'friends'";
        QTest::newRow("radius") << "{'name': 'A', 'radius': 0, 'startOfTurn': true, 'damage': '5'}"
                                << "auras[0].radius";
        QTest::newRow("when") << "{'name': 'A', 'radius': 1, 'damage': '5'}"
                              << "auras[0]: an aura the encounter plays needs a trigger";
        QTest::newRow("damage") << "{'name': 'A', 'radius': 1, 'onEnter': true, 'damage': 'lots'}"
                                << "auras[0].damage: 'lots' is not a dice expression";
        // What the encounter plays of an aura besides damage (tst_auraeffects): each field's own refusal.
        QTest::newRow("condition") << "{'name': 'A', 'radius': 1, 'startOfTurn': true, 'conditions': ['sleepy'], "
                                      "'until': 'saveEnds'}"
                                   << "auras[0].conditions[0]: unknown condition 'sleepy'";
        QTest::newRow("until") << "{'name': 'A', 'radius': 1, 'startOfTurn': true, 'conditions': ['rattled']}"
                               << "auras[0].until: conditions need how long they last";
        QTest::newRow("defense") << "{'name': 'A', 'radius': 1, 'defenseModifier': -2, 'defense': 'luck'}"
                                 << "auras[0].defense: expected one of ac, fortitude, reflex, will, found 'luck'";
        QTest::newRow("nothing") << "{'name': 'A', 'radius': 1, 'startOfTurn': true}"
                                 << "auras[0]: an aura with a trigger needs damage, conditions, a push, basicAttack";
        QTest::newRow("push") << "{'name': 'A', 'radius': 1, 'startOfTurn': true, 'push': -1}"
                              << "auras[0].push";
        QTest::newRow("ownerUses") << "{'name': 'A', 'radius': 1, 'ownerUses': [''], 'damage': '5'}"
                                   << "auras[0].ownerUses[0]: expected a power name";
        QTest::newRow("negatedBy") << "{'name': 'A', 'radius': 1, 'saveModifier': 1, 'negatedBy': 'holy'}"
                                   << "auras[0].negatedBy: expected a damage type";
        QTest::newRow("onMiss") << "{'name': 'A', 'radius': 1, 'onMiss': true}"
                                << "auras[0]: an aura with a trigger needs damage";
        QTest::newRow("difficultTerrain") << "{'name': 'A', 'radius': 1, 'difficultTerrain': 'mud'}"
                                          << "auras[0].difficultTerrain: expected one of all, water, found 'mud'";
        QTest::newRow("exceptTag") << "{'name': 'A', 'radius': 1, 'difficultTerrain': 'all', 'exceptTag': 3}"
                                   << "auras[0].exceptTag";
    }

    void aMalformedTagIsRefusedWithItsPlace()
    {
        QJsonObject block = object(json("{'id': 'x', 'hp': 10, 'defenses': {'ac': 10, 'fortitude': 10, 'reflex': 10, "
                                        "'will': 10}, 'powers': [], 'tags': ['water', '']}"));
        Combatant combatant;
        const Status read = readStatBlock(combatant, block, JsonContext(QStringLiteral("x.json")));
        QVERIFY(!read.ok());
        QVERIFY2(read.errorMessage().contains(QLatin1String("tags[1]: expected a tag name")),
                 qPrintable(read.errorMessage()));
    }

    void aMalformedAuraIsRefusedWithItsPlace()
    {
        QFETCH(QString, aura);
        QFETCH(QString, message);
        QJsonObject block = object(json("{'id': 'x', 'hp': 10, 'defenses': {'ac': 10, 'fortitude': 10, 'reflex': 10, "
                                        "'will': 10}, 'powers': []}"));
        block.insert(QStringLiteral("auras"), QJsonArray{object(json(aura.toUtf8().constData()))});
        Combatant combatant;
        const Status read = readStatBlock(combatant, block, JsonContext(QStringLiteral("x.json")));
        QVERIFY(!read.ok());
        QVERIFY2(read.errorMessage().contains(message), qPrintable(read.errorMessage()));
    }
};

QTEST_GUILESS_MAIN(TestEncounterAuras)
#include "tst_encounterauras.moc"
