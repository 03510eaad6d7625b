// What a simulation is given (engine/simulation, docs/simulation.md): the single changes whose odds the report
// compares (a monster two levels up or down, one creature fewer), on an encounter file and on a running encounter
// alike, and where a prepared encounter's creatures stand when the encounter builder simulates it.
#include "encounter/commandparser.h"
#include "encounter/commandprocessor.h"
#include "encounter/encounterfile.h"
#include "monsters/monsterlibrary.h"
#include "monsters/preparedencounter.h"
#include "simulation/encounterchanges.h"
#include "simulation/encountersimulator.h"
#include "simulation/policydecider.h"
#include "simulation/preparedplacement.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace battlemat;

class TestSimulationSetup : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void levelChangeFollowsTheMonsterTables()
    {
        auto encounter = EncounterSimulator::readEncounterFile(
            QStringLiteral(BATTLEMAT_SOURCE_DIR "/tests/cli/data/encounter/skirmish.json"));
        QVERIFY(encounter);
        auto up = EncounterChanges::withLevelShift(*encounter, "orc", 2);
        QVERIFY(up);
        QJsonObject orc;
        for (const QJsonValue &v : up->value("creatures").toArray()) {
            if (v.toObject().value("id") == "orc")
                orc = v.toObject();
        }
        // Level 2 elite striker to level 4: +2 to defenses and attacks; hit points +2 x the striker's per-level
        // hit points x 2 (elite).
        QCOMPARE(orc.value("level").toInt(), 4);
        QCOMPARE(orc.value("defenses").toObject().value("ac").toInt(), 18);
        QCOMPARE(orc.value("powers").toArray().at(0).toObject().value("attack").toInt(), 9);
        QVERIFY(orc.value("hp").toInt() > 80);
        QVERIFY(!EncounterChanges::withLevelShift(*encounter, "goblin1", -2)); // level -1 is not a level
        const QJsonObject fewer = EncounterChanges::withoutCreature(*encounter, "wizard");
        QCOMPARE(fewer.value("creatures").toArray().size(), 4);
        QCOMPARE(fewer.value("map").toObject().value("creatures").toArray().size(), 4);
    }

    // Simulate from here tries the same single changes on the running state: a level change moves the numbers as
    // the encounter file's does (both a striker here), a removal takes the creature off the map and out of the
    // initiative order, and the creature whose turn it is stays.
    void singleChangesOfARunningEncounterMatchTheFilesChanges()
    {
        auto encounter = EncounterSimulator::readEncounterFile(
            QStringLiteral(BATTLEMAT_SOURCE_DIR "/tests/cli/data/encounter/skirmish.json"));
        QVERIFY(encounter);
        auto processor = CommandProcessor::fromEncounterJson(*encounter, "skirmish", 3);
        QVERIFY(processor);
        PolicyDecider decider;
        for (const char *json : {R"({"type": "start"})", R"({"type": "rollInitiative"})"}) {
            auto command = commandFromJson(QJsonDocument::fromJson(json).object(), JsonContext("test"));
            QVERIFY(command);
            QVERIFY((*processor)->run(*command, &decider).ok);
        }
        const EncounterState &running = (*processor)->state();
        const QList<StateChange> changes = EncounterChanges::singleChanges(running);
        auto fromFile = encounterFromJson(*EncounterChanges::withLevelShift(*encounter, "orc", 2), JsonContext("up"));
        QVERIFY(fromFile);
        bool levelled = false;
        int removals = 0;
        for (const StateChange &change : changes) {
            QVERIFY(change.creature != running.current || !change.kind.startsWith("remove"));
            if (change.kind.startsWith("remove")) {
                ++removals;
                QVERIFY(!change.state.combatant(change.creature));
                QVERIFY(!change.state.initiative.turnOrder().contains(change.creature));
                QCOMPARE(change.state.combatants.size(), running.combatants.size() - 1);
            }
            if (change.kind == "monsterUp2" && change.creature == "orc") {
                levelled = true;
                const Combatant &shifted = *change.state.combatant("orc");
                const Combatant &expected = *fromFile->combatant("orc");
                QCOMPARE(shifted.level, 4);
                QCOMPARE(shifted.maxHp, expected.maxHp);
                QCOMPARE(shifted.hp, expected.hp);
                QCOMPARE(shifted.defenses, expected.defenses);
                QCOMPARE(shifted.powers.at(0).attackBonus, expected.powers.at(0).attackBonus);
                QCOMPARE(shifted.powers.at(0).damage.bonus, expected.powers.at(0).damage.bonus);
            }
        }
        QVERIFY(levelled);
        QCOMPARE(removals, int(running.combatants.size()) - 1);
    }

    // Simulate in the encounter builder (docs/simulation.md): a prepared encounter names the map it is simulated on
    // and an older one without that loads; placed on the default open map the party stands a quarter of the width
    // from the west edge, the monsters as far from the east edge, seven squares apart, nobody overlapping.
    void preparedEncounterIsPlacedByTheDocumentedRules()
    {
        const StatBlock *servant = nullptr;
        for (const StatBlock &block : MonsterLibrary::bundled()->monsters) {
            if (block.id == QLatin1String("enthralled-servant"))
                servant = &block;
        }
        QVERIFY(servant);
        PreparedEncounter encounter;
        encounter.name = "Crypt ambush";
        encounter.monsters.append({*servant, 3});
        QJsonObject document = encounter.toJson();
        QVERIFY(!document.value("prepared").toObject().contains("simulationMap"));
        auto older = PreparedEncounter::fromJson(document, JsonContext("older"));
        QVERIFY2(older, qPrintable(older.errorMessage()));
        QCOMPARE(older->simulationMap, QString());
        encounter.simulationMap = "crypt-entrance";
        auto again = PreparedEncounter::fromJson(encounter.toJson(), JsonContext("again"));
        QVERIFY(again);
        QCOMPARE(again->simulationMap, QStringLiteral("crypt-entrance"));

        const QJsonObject prepared = document.value("prepared").toObject();
        QCOMPARE(PreparedPlacement::monsterCount(prepared), 3);
        const BattleMap open = PreparedPlacement::openMap(2, 3);
        QCOMPARE(open.grid.width(), 16);
        QCOMPARE(open.grid.height(), 12);
        auto placed = PreparedPlacement::place(open, prepared, {{"aldric", "Aldric"}, {"mira", "Mira"}});
        QVERIFY2(placed, qPrintable(placed.errorMessage()));
        QCOMPARE(placed->creatures.size(), 5);
        QCOMPARE(placed->creatures.at(0).position, (Square{4, 6}));
        QCOMPARE(placed->creatures.at(0).character, QStringLiteral("aldric"));
        QCOMPARE(placed->creatures.at(2).position, (Square{11, 6}));
        QCOMPARE(placed->creatures.at(3).name, servant->name + " 2");
        QVERIFY(!placed->creatures.at(2).monster.isEmpty());
        for (const MapCreature &a : placed->creatures) {
            QVERIFY(open.grid.contains(a.position));
            for (const MapCreature &b : placed->creatures)
                QVERIFY(&a == &b || (a.id != b.id && !a.space().contains(b.position)));
        }
        // A wall down the quarter line: the first hero takes the nearest free square instead.
        BattleMap walled = open;
        for (int y = 0; y < 12; ++y)
            walled.grid.setTerrain({4, y}, Terrain::Blocking);
        auto beside = PreparedPlacement::place(walled, prepared, {{"aldric", "Aldric"}});
        QVERIFY(beside);
        QCOMPARE(std::abs(beside->creatures.at(0).position.x - 4), 1);
        for (const MapCreature &c : beside->creatures)
            QVERIFY(!blocksMovement(walled.grid.terrain(c.position)));
        QVERIFY(!PreparedPlacement::place(open, prepared, {}));
    }
};

QTEST_GUILESS_MAIN(TestSimulationSetup)
#include "tst_simulationsetup.moc"
