#include "tablesessionfixture.h"

#include "session/mapeditcommand.h"

using namespace battlemat;
using namespace battlemat::testing;

/**
 * The table session's one history: random map edits and encounter commands interleaved, undone and redone to the
 * exact states, and reopened from the file.
 */
class TestSessionHistory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void thousandRandomCommandsUndoRedoAndReopen()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        QVERIFY(table.start(session));
        const EncounterState initial = session.encounter()->state();
        QRandomGenerator random(15);
        const QStringList conditions = effectConditionNames();
        const QStringList durations{QStringLiteral("saveEnds"), QStringLiteral("endOfTargetNextTurn"),
                                    QStringLiteral("encounter"), QStringLiteral("untilResolved")};
        int applied = 0;
        for (int attempt = 0; applied < 1000 && attempt < 20000; ++attempt) {
            const EncounterState &state = session.encounter()->state();
            const Combatant &who = state.combatants.at(random.bounded(int(state.combatants.size())));
            QJsonObject command;
            switch (random.bounded(8)) {
            case 0:
                command = setHp(who.id, int(random.bounded(-3, who.maxHp + 1)));
                break;
            case 1:
                command = {
                    {QStringLiteral("type"), random.bounded(2) ? QStringLiteral("heal") : QStringLiteral("damage")},
                    {QStringLiteral("target"), who.id},
                    {QStringLiteral("amount"), int(random.bounded(1, 10))}};
                break;
            case 2:
                command = {{QStringLiteral("type"), QStringLiteral("temporaryHitPoints")},
                           {QStringLiteral("target"), who.id},
                           {QStringLiteral("amount"), int(random.bounded(1, 8))}};
                break;
            case 3:
                command = {
                    {QStringLiteral("type"), QStringLiteral("applyEffect")},
                    {QStringLiteral("target"), who.id},
                    {QStringLiteral("effect"),
                     QJsonObject{{QStringLiteral("condition"), conditions.at(random.bounded(int(conditions.size())))},
                                 {QStringLiteral("duration"), durations.at(random.bounded(4))}}}};
                break;
            case 4:
                if (state.effects.isEmpty())
                    continue;
                command = {{QStringLiteral("type"), QStringLiteral("endEffect")},
                           {QStringLiteral("effect"), state.effects.at(random.bounded(int(state.effects.size()))).id}};
                break;
            case 5:
                command = {{QStringLiteral("type"), QStringLiteral("place")},
                           {QStringLiteral("creature"), who.id},
                           {QStringLiteral("x"), int(random.bounded(1, 23))},
                           {QStringLiteral("y"), int(random.bounded(1, 15))}};
                break;
            default:
                command = endTurn(session);
                break;
            }
            const QJsonObject before = session.encounter()->state().toJson();
            if (run(session, command).ok)
                ++applied;
            else
                QCOMPARE(session.encounter()->state().toJson(), before); // refused: nothing changed
        }
        QCOMPARE(applied, 1000);
        const EncounterState final = session.encounter()->state();
        for (int i = 0; i < applied; ++i)
            QVERIFY(session.undo().ok);
        QVERIFY(sameState(session.encounter()->state(), initial));
        for (int i = 0; i < applied; ++i)
            QVERIFY(session.redo().ok);
        QVERIFY(sameState(session.encounter()->state(), final));
        table.close();
        QVERIFY(table.open());
        TableSession reopened(table.store.get(), builtInModules());
        QVERIFY(reopened.open(table.mapId, table.scene()).ok());
        QVERIFY(*reopened.resume());
        QVERIFY(sameState(reopened.encounter()->state(), final));
    }

    // One history over the map and the encounter: 1,000 random map edits and encounter commands, the encounter
    // started among them. Undo all: the map as opened and no encounter in the file (undoing the start ended it);
    // redo all: the final map and fight; the campaign reopened: the same map from the file and the fight resumed.
    void mapEditsAndEncounterCommandsShareOneHistory()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        const QJsonObject initialMap = battleMapToJson(session.table().scene.map);
        const QStringList terrains{QStringLiteral("open"), QStringLiteral("difficult"), QStringLiteral("blocking"),
                                   QStringLiteral("lightly-obscured")};
        const QStringList features{QStringLiteral("none"), QStringLiteral("wall"), QStringLiteral("open"),
                                   QStringLiteral("closed")};
        const QStringList sides{QStringLiteral("N"), QStringLiteral("E"), QStringLiteral("S"), QStringLiteral("W")};
        QRandomGenerator random(16);
        const int width = session.table().scene.map.grid.width();
        const int height = session.table().scene.map.grid.height();
        int applied = 0;
        int mapEdits = 0;
        for (int attempt = 0; applied < 1000 && attempt < 20000; ++attempt) {
            if (applied == 300 && !session.hasEncounter()) {
                QVERIFY(table.start(session));
                ++applied;
                continue;
            }
            const QList<MapCreature> &tokens = session.table().scene.map.creatures;
            const MapCreature &token = tokens.at(random.bounded(int(tokens.size())));
            const QJsonObject square{{QStringLiteral("x"), int(random.bounded(width))},
                                     {QStringLiteral("y"), int(random.bounded(height))}};
            QJsonObject step;
            const int kind = random.bounded(session.hasEncounter() ? 6 : 4);
            if (kind == 0) {
                QJsonObject paint = square;
                paint.insert(QStringLiteral("terrain"), terrains.at(random.bounded(int(terrains.size()))));
                step = {{QStringLiteral("type"), QStringLiteral("map.paintTerrain")},
                        {QStringLiteral("squares"), QJsonArray{paint}}};
            } else if (kind == 1) {
                QJsonObject edge = square;
                edge.insert(QStringLiteral("side"), sides.at(random.bounded(4)));
                edge.insert(QStringLiteral("feature"), features.at(random.bounded(4)));
                step = {{QStringLiteral("type"), QStringLiteral("map.setEdges")},
                        {QStringLiteral("edges"), QJsonArray{edge}}};
            } else if (kind == 2) {
                step = {{QStringLiteral("type"), QStringLiteral("map.setHidden")},
                        {QStringLiteral("creature"), token.id},
                        {QStringLiteral("hidden"), !token.hiddenFromPlayers}};
            } else if (kind == 3) {
                step = {{QStringLiteral("type"), QStringLiteral("map.moveCreature")},
                        {QStringLiteral("creature"), token.id},
                        {QStringLiteral("to"), square}};
            } else if (kind == 4) {
                const EncounterState &state = session.encounter()->state();
                const Combatant &who = state.combatants.at(random.bounded(int(state.combatants.size())));
                step = setHp(who.id, int(random.bounded(-3, who.maxHp + 1)));
            } else {
                step = endTurn(session);
            }
            auto parsed = session.parseStep(step, JsonContext(QStringLiteral("step %1").arg(attempt)));
            QVERIFY2(parsed, qPrintable(parsed.errorMessage()));
            const QJsonObject mapBefore = battleMapToJson(session.table().scene.map);
            CommandOutcome outcome;
            if (const auto *command = std::get_if<std::shared_ptr<const TableCommand>>(&*parsed)) {
                outcome = session.apply(*command);
                mapEdits += outcome.ok ? 1 : 0;
            } else {
                ScriptedDecider decider;
                outcome = session.run(std::get<std::shared_ptr<const Command>>(*parsed), &decider);
            }
            if (outcome.ok)
                ++applied;
            else
                QCOMPARE(battleMapToJson(session.table().scene.map), mapBefore); // refused: nothing changed
        }
        QCOMPARE(applied, 1000);
        QVERIFY(mapEdits > 300);
        const QJsonObject finalMap = battleMapToJson(session.table().scene.map);
        const EncounterState final = session.encounter()->state();
        QCOMPARE(table.store->map(table.mapId).value().creatures.size(), session.table().scene.map.creatures.size());
        QCOMPARE(battleMapToJson(table.store->map(table.mapId).value()), finalMap); // each edit was committed

        for (int i = 0; i < applied; ++i)
            QVERIFY2(session.undo().ok, qPrintable(QString::number(i)));
        QVERIFY(!session.canUndo());
        QCOMPARE(battleMapToJson(session.table().scene.map), initialMap);
        QCOMPARE(battleMapToJson(table.store->map(table.mapId).value()), initialMap);
        QVERIFY(!session.hasEncounter());
        QCOMPARE(table.store->entities(EntityKind::Encounter)->size(), 0); // undoing the start ended it
        QCOMPARE(table.store->tableEventCount().value(), 0);

        for (int i = 0; i < applied; ++i)
            QVERIFY2(session.redo().ok, qPrintable(QString::number(i)));
        QCOMPARE(battleMapToJson(session.table().scene.map), finalMap);
        QVERIFY(sameState(session.encounter()->state(), final));
        QCOMPARE(table.store->tableEventCount().value(), mapEdits);
        table.close();

        QVERIFY(table.open());
        QCOMPARE(battleMapToJson(table.campaign.maps.at(table.campaign.activeMap)), finalMap);
        TableSession reopened(table.store.get(), builtInModules());
        QVERIFY(reopened.open(table.mapId, table.scene()).ok());
        QVERIFY(*reopened.resume());
        QVERIFY(sameState(reopened.encounter()->state(), final));
    }

    // Quit and reopen: the map edits made before stay undoable, one by one, back to the map as the campaign
    // began, in the file too. A rules choice ends what can be undone; a resumed fight's history is the fight's.
    void mapEditsStayUndoableAfterReopening()
    {
        Table table;
        QVERIFY(table.open());
        const QJsonObject original = battleMapToJson(table.scene().map);
        const auto edit = [](TableSession &session, const MapEdit &mapEdit) {
            return session.apply(std::make_shared<MapEditCommand>(mapEdit)).ok;
        };
        {
            TableSession session(table.store.get(), builtInModules());
            QVERIFY(session.open(table.mapId, table.scene()).ok());
            QVERIFY(!session.canUndo());
            QVERIFY(edit(session, MapEdit::paintTerrain({{1, 1}, {2, 1}}, Terrain::Difficult)));
            QVERIFY(edit(session, MapEdit::moveCreature(QStringLiteral("skel1"), {9, 6})));
            QVERIFY(edit(session, MapEdit::setHidden(QStringLiteral("skel2"), true)));
        }
        table.close();
        QVERIFY(table.open());
        QVERIFY(battleMapToJson(table.scene().map) != original);
        {
            TableSession session(table.store.get(), builtInModules());
            QVERIFY(session.open(table.mapId, table.scene()).ok());
            QVERIFY(session.canUndo());
            QCOMPARE(session.undoCommand().value(QStringLiteral("type")).toString(), QStringLiteral("map.setHidden"));
            for (int i = 0; i < 3; ++i)
                QVERIFY(session.undo().ok);
            QVERIFY(!session.canUndo());
            QCOMPARE(battleMapToJson(session.table().scene.map), original);
            QVERIFY(session.redo().ok); // the paint again, as before the quit
            QCOMPARE(session.table().scene.map.grid.terrain({2, 1}), Terrain::Difficult);
            QVERIFY(session.undo().ok);
        }
        table.close();
        QVERIFY(table.open());
        QCOMPARE(battleMapToJson(table.scene().map), original); // the file holds what the table showed

        // A rules choice after an edit: the edit is final once the campaign is closed.
        {
            TableSession session(table.store.get(), builtInModules());
            QVERIFY(session.open(table.mapId, table.scene()).ok());
            QVERIFY(edit(session, MapEdit::paintTerrain({{1, 1}}, Terrain::Difficult)));
            auto rules = session.parseStep({{QStringLiteral("type"), QStringLiteral("rules.set")},
                                            {QStringLiteral("modules"), QJsonArray{QStringLiteral("actionDice")}}},
                                           JsonContext(QStringLiteral("test")));
            QVERIFY2(rules, qPrintable(rules.errorMessage()));
            QVERIFY(session.apply(std::get<0>(*rules)).ok);
        }
        table.close();
        QVERIFY(table.open());
        {
            TableSession session(table.store.get(), builtInModules());
            QVERIFY(session.open(table.mapId, table.scene()).ok());
            QVERIFY(!session.canUndo());
            // An edit, then a fight that is still running when the campaign closes.
            QVERIFY(edit(session, MapEdit::paintTerrain({{2, 1}}, Terrain::Difficult)));
            QVERIFY(table.start(session));
        }
        table.close();
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        auto resumed = session.resume();
        QVERIFY(resumed && *resumed);
        QCOMPARE(session.undoKind(), TableSession::StepKind::Start);
        QVERIFY(session.undo().ok);
        QVERIFY(!session.canUndo());
        QCOMPARE(session.table().scene.map.grid.terrain({2, 1}), Terrain::Difficult);
    }
};

QTEST_GUILESS_MAIN(TestSessionHistory)
#include "tst_sessionhistory.moc"
