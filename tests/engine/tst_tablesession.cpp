#include "tablesessionfixture.h"

#include "session/tokensteps.h"

using namespace battlemat;
using namespace battlemat::testing;

/** The table session: one processor for the encounter, committed to the campaign file and resumed from it. */
class TestTableSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Issue 15's first symptom: the game master sets a skeleton to 5 of 26; the next turn must keep it.
    void hitPointsSetByTheGameMasterStayThroughTheNextTurn()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        auto started = table.start(session);
        QVERIFY2(started, qPrintable(started.errorMessage()));
        QCOMPARE(hpOf(session, QStringLiteral("skel1")), 26);
        const CommandOutcome set = run(session, setHp(QStringLiteral("skel1"), 5));
        QVERIFY2(set.ok, qPrintable(set.error));
        QCOMPARE(hpOf(session, QStringLiteral("skel1")), 5);
        QVERIFY(run(session, endTurn(session)).ok);
        QVERIFY(run(session, endTurn(session)).ok);
        QCOMPARE(hpOf(session, QStringLiteral("skel1")), 5);
        // Undo takes the turns and then the number back, as the table expects.
        QVERIFY(session.undo().ok);
        QVERIFY(session.undo().ok);
        QVERIFY(session.undo().ok);
        QCOMPARE(hpOf(session, QStringLiteral("skel1")), 26);
    }

    // Setting 0 or less knocks a hero down and it is dying (Orcus "0 hit points or below"); at minus its staggered
    // value it dies; back above 0 it wakes. A number above the maximum is refused, with nothing changed.
    void settingHitPointsCrossesZeroByTheRules()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        QVERIFY(table.start(session));
        const QString aldric = QStringLiteral("aldric"); // 27 HP, staggered at 13
        QVERIFY(run(session, setHp(aldric, -3)).ok);
        const Combatant *hero = session.encounter()->state().combatant(aldric);
        QVERIFY(hero->isDying());
        QVERIFY(run(session, setHp(aldric, 4)).ok);
        hero = session.encounter()->state().combatant(aldric);
        QVERIFY(!hero->isDying());
        QCOMPARE(hero->hp, 4);
        const CommandOutcome tooMany = run(session, setHp(aldric, 28));
        QVERIFY(!tooMany.ok);
        QCOMPARE(tooMany.error, QStringLiteral("28 hit points is more than Aldric's maximum of 27"));
        QVERIFY(run(session, setHp(aldric, -13)).ok);
        QVERIFY(session.encounter()->state().combatant(aldric)->dead);
    }

    // Quit and reopen (or a crash): the campaign holds the log, and reopening resumes exactly that state.
    void reopeningResumesTheRunningEncounterExactly()
    {
        Table table;
        QVERIFY(table.open());
        EncounterState before;
        QString encounterId;
        {
            TableSession session(table.store.get(), builtInModules());
            QVERIFY(session.open(table.mapId, table.scene()).ok());
            QVERIFY(table.start(session));
            QVERIFY(run(session, setHp(QStringLiteral("skel1"), 5)).ok);
            QVERIFY(run(session, endTurn(session)).ok);
            QVERIFY(run(session, endTurn(session)).ok);
            QVERIFY(session.undo().ok); // undo is stored too
            before = session.encounter()->state();
            encounterId = session.encounterId();
            QVERIFY(!encounterId.isEmpty());
        }
        table.close();
        QVERIFY(table.open());
        TableSession reopened(table.store.get(), builtInModules());
        QVERIFY(reopened.open(table.mapId, table.scene()).ok());
        auto resumed = reopened.resume();
        QVERIFY2(resumed, qPrintable(resumed.errorMessage()));
        QVERIFY(*resumed);
        QCOMPARE(reopened.encounterId(), encounterId);
        QVERIFY(reopened.running());
        QVERIFY(sameState(reopened.encounter()->state(), before));
        QCOMPARE(hpOf(reopened, QStringLiteral("skel1")), 5);
        // The resumed encounter goes on being recorded: one more turn, reopened again, is there.
        QVERIFY(run(reopened, endTurn(reopened)).ok);
        const EncounterState after = reopened.encounter()->state();
        TableSession third(table.store.get(), builtInModules());
        QVERIFY(third.open(table.mapId, table.scene()).ok());
        QVERIFY(*third.resume());
        QVERIFY(sameState(third.encounter()->state(), after));
    }

    // The adventuring day goes on from fight to fight at the table: Orcus "Action points" gives each hero one more
    // after every second encounter between long rests, and a long rest starts the count again; "Long rest": one in
    // 24 hours, also across fights.
    void theAdventuringDayGoesOnFromFightToFight()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        const QJsonObject end{{QStringLiteral("type"), QStringLiteral("endEncounter")}};
        const auto actionPointsOf = [&] {
            return session.encounter()->state().combatant(QStringLiteral("ilsa"))->actionPoints;
        };

        QVERIFY(table.start(session));
        QCOMPARE(actionPointsOf(), 1);
        QVERIFY(run(session, end).ok);
        QCOMPARE(actionPointsOf(), 1); // the first encounter of the day
        QVERIFY(table.start(session, 7));
        QCOMPARE(session.encounter()->state().encountersSinceLongRest, 1);
        const CommandOutcome second = run(session, end);
        QVERIFY(second.ok);
        QCOMPARE(ofType(second.events, "actionPointGained").size(), 7); // the crypt's seven heroes
        QCOMPARE(actionPointsOf(), 2);

        // A long rest: back to 1 action point and a new count; a long rest just after the next fight is refused (the
        // fight's rounds count no minutes: 24 hours less the 6 of the rest are still to pass).
        QVERIFY(run(session, {{QStringLiteral("type"), QStringLiteral("rest")},
                              {QStringLiteral("kind"), QStringLiteral("long")}})
                    .ok);
        QCOMPARE(actionPointsOf(), 1);
        QVERIFY(table.start(session, 8));
        QCOMPARE(session.encounter()->state().encountersSinceLongRest, 0);
        QVERIFY(run(session, end).ok);
        const CommandOutcome again = run(session, {{QStringLiteral("type"), QStringLiteral("rest")},
                                                   {QStringLiteral("kind"), QStringLiteral("long")}});
        QVERIFY(!again.ok);
        QCOMPARE(again.error, QStringLiteral("only one long rest in 24 hours: 1080 more minutes must pass"));
    }

    // A second Start while one runs is refused and stores nothing.
    void startIsRefusedWhileAnEncounterRuns()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        QVERIFY(table.start(session));
        auto count = table.store->entities(EntityKind::Encounter);
        QVERIFY(count);
        auto again = table.start(session, 7);
        QVERIFY(!again);
        QCOMPARE(again.errorMessage(), QStringLiteral("an encounter is already running; end it first"));
        QCOMPARE(table.store->entities(EntityKind::Encounter)->size(), count->size());
    }

    // Assembly names the creature whose stat block is missing (the party's tokens take theirs from the sheets), and
    // the hero whose sheet is not in the campaign.
    void assemblyNamesAMissingStatBlock()
    {
        Table table;
        QVERIFY(table.open());
        QJsonArray blocks = table.statBlocks;
        blocks.removeAt(blocks.size() - 1); // the lurker's
        auto assembled = assembleEncounter(table.campaign.maps.at(0), blocks,
                                           [&table](const QString &id) { return table.campaign.hero(id); });
        QVERIFY(!assembled);
        QVERIFY2(assembled.errorMessage().contains(QStringLiteral("('lurker') has no stat block")),
                 qPrintable(assembled.errorMessage()));
        auto noSheets = assembleEncounter(table.campaign.maps.at(0), table.statBlocks, {});
        QVERIFY(!noSheets);
        QCOMPARE(noSheets.errorMessage(), QStringLiteral("Brannoc Vell's character sheet is not in the campaign"));
    }

    // A campaign file written by schema version 2 (this version) with a fight in progress: the skeleton set to 5 of
    // 26 right after initiative (tests/engine/data/campaigns/crypt-v2-fight.battlemat, made with battlemat-cli
    // table). Every later schema change must migrate it, and the fight must still resume.
    void aVersionTwoFileWithAFightInProgressOpensAndResumes()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("fight.battlemat"));
        QVERIFY(QFile::copy(QStringLiteral(BATTLEMAT_TEST_DATA "/campaigns/crypt-v2-fight.battlemat"), file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        auto store = CampaignStore::open(file);
        QVERIFY2(store, qPrintable(store.errorMessage()));
        QString mapId;
        auto loaded = loadCampaign(**store, &mapId);
        QVERIFY(loaded);
        TableSession session(store->get(), builtInModules());
        QVERIFY(session.open(mapId, TableScene{loaded->maps.at(loaded->activeMap)}).ok());
        auto resumed = session.resume();
        QVERIFY2(resumed, qPrintable(resumed.errorMessage()));
        QVERIFY(*resumed);
        QVERIFY(session.running());
        QCOMPARE(hpOf(session, QStringLiteral("skel1")), 5);
        QCOMPARE(session.encounter()->state().round, 1);
    }

    // 1,000 random legal commands of the table's kinds through the session and its file: undo all gives the state
    // right after initiative, redo all the final state, and the campaign reopened resumes to that final state.
    void sheetsAndFinalPlacesFollowTheFightInItsTransactions()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        // The sample puts Brannoc on its map, linked to his sheet.
        QVERIFY(table.start(session));
        QCOMPARE(session.heroOf().value(QStringLiteral("brannoc")), QStringLiteral("brannoc"));
        auto damageTaken = [&] {
            return table.store->entity(EntityKind::Character, QStringLiteral("brannoc"))
                ->value(QStringLiteral("damageTaken"))
                .toInt();
        };
        QCOMPARE(damageTaken(), 0);
        QVERIFY(run(session, {{QStringLiteral("type"), QStringLiteral("damage")},
                              {QStringLiteral("target"), QStringLiteral("brannoc")},
                              {QStringLiteral("amount"), 7}})
                    .ok);
        QCOMPARE(damageTaken(), 7);
        QVERIFY(session.undo().ok);
        QCOMPARE(damageTaken(), 0);
        QVERIFY(session.redo().ok);
        QCOMPARE(damageTaken(), 7);

        // The skeleton is put two squares over by the encounter, then the encounter ends.
        const Square skeletonAt = session.table().scene.map.creature(QStringLiteral("skel1"))->position;
        QVERIFY(run(session, {{QStringLiteral("type"), QStringLiteral("place")},
                              {QStringLiteral("creature"), QStringLiteral("skel1")},
                              {QStringLiteral("x"), skeletonAt.x + 2},
                              {QStringLiteral("y"), skeletonAt.y}})
                    .ok);
        QCOMPARE(session.table().scene.map.creature(QStringLiteral("skel1"))->position, skeletonAt);
        QVERIFY(run(session, {{QStringLiteral("type"), QStringLiteral("endEncounter")}}).ok);
        QVERIFY(!session.running());
        const Square ended{skeletonAt.x + 2, skeletonAt.y};
        QCOMPARE(session.table().scene.map.creature(QStringLiteral("skel1"))->position, ended);
        QCOMPARE(table.store->map(table.mapId)->creature(QStringLiteral("skel1"))->position, ended);
        QVERIFY(session.undo().ok);
        QVERIFY(session.running());
        QCOMPARE(session.table().scene.map.creature(QStringLiteral("skel1"))->position, skeletonAt);
        QCOMPARE(table.store->map(table.mapId)->creature(QStringLiteral("skel1"))->position, skeletonAt);
    }

    // A table step whose commit fails is refused with the reason and changes nothing, in memory or in the file.
    void aMapEditTheFileCannotTakeIsRefused()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        const QJsonObject before = battleMapToJson(session.table().scene.map);
        QSqlDatabase db = QSqlDatabase::database(QSqlDatabase::connectionNames().constFirst());
        QVERIFY(QSqlQuery(db).exec(QStringLiteral("DROP TABLE table_events")));
        auto step = session.parseStep(
            QJsonObject{{QStringLiteral("type"), QStringLiteral("map.paintTerrain")},
                        {QStringLiteral("squares"),
                         QJsonArray{QJsonObject{{QStringLiteral("x"), 1},
                                                {QStringLiteral("y"), 1},
                                                {QStringLiteral("terrain"), QStringLiteral("blocking")}}}}},
            JsonContext(QStringLiteral("test")));
        QVERIFY(step);
        const CommandOutcome outcome = session.apply(std::get<std::shared_ptr<const TableCommand>>(*step));
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.startsWith(QStringLiteral("not done, because it could not be saved: ")),
                 qPrintable(outcome.error));
        QCOMPARE(battleMapToJson(session.table().scene.map), before);
        QCOMPARE(battleMapToJson(table.store->map(table.mapId).value()), before);
        QVERIFY(!session.canUndo());
    }

    // A malformed map-edit step names its field; a module that is not in force is refused by name.
    void malformedStepsNameTheirField()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        auto offMap = session.parseStep(
            QJsonObject{{QStringLiteral("type"), QStringLiteral("map.moveCreature")},
                        {QStringLiteral("creature"), QStringLiteral("skel1")},
                        {QStringLiteral("to"), QJsonObject{{QStringLiteral("x"), 500}, {QStringLiteral("y"), 1}}}},
            JsonContext(QStringLiteral("steps.json"), QStringLiteral("steps[3]")));
        QVERIFY(!offMap);
        QVERIFY2(offMap.errorMessage().contains(QStringLiteral("steps[3].to.x")), qPrintable(offMap.errorMessage()));
        auto terrain = session.parseStep(
            QJsonObject{{QStringLiteral("type"), QStringLiteral("map.paintTerrain")},
                        {QStringLiteral("squares"),
                         QJsonArray{QJsonObject{{QStringLiteral("x"), 1},
                                                {QStringLiteral("y"), 1},
                                                {QStringLiteral("terrain"), QStringLiteral("lava")}}}}},
            JsonContext(QStringLiteral("steps.json"), QStringLiteral("steps[4]")));
        QVERIFY(!terrain);
        QVERIFY2(terrain.errorMessage().contains(QStringLiteral("steps[4].squares[0].terrain")) &&
                     terrain.errorMessage().contains(QStringLiteral("'lava' is no terrain")),
                 qPrintable(terrain.errorMessage()));
        auto rules = session.parseStep(QJsonObject{{QStringLiteral("type"), QStringLiteral("rules.set")},
                                                   {QStringLiteral("modules"), QJsonArray{QStringLiteral("tarot")}}},
                                       JsonContext(QStringLiteral("steps.json"), QStringLiteral("steps[5]")));
        QVERIFY(!rules);
        QVERIFY2(rules.errorMessage().contains(QStringLiteral("steps[5].modules[0]")) &&
                     rules.errorMessage().contains(QStringLiteral("'tarot' is no add-on module")),
                 qPrintable(rules.errorMessage()));
    }

    // What a dragged token means is the session's decision, not the window's: a map edit outside a fight; the
    // encounter's Walk when the path fits Sefra's speed 6, its Run when it does not, a Step when asked for; in map
    // editing during the fight the encounter places its combatant.
    void aDraggedTokenIsTheSessionsToRoute()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        const QString sefra = QStringLiteral("sefra"); // at (3, 1)
        const QList<Square> four{{4, 1}, {5, 1}, {6, 1}, {7, 1}};
        const QList<Square> seven = four + QList<Square>{{7, 2}, {7, 3}, {7, 4}};
        QJsonObject step = TokenSteps::move(session, sefra, four, false);
        QCOMPARE(step.value(QStringLiteral("type")).toString(), QStringLiteral("map.moveCreature"));
        QCOMPARE(step.value(QStringLiteral("to")).toObject().value(QStringLiteral("x")).toInt(), 7);
        QCOMPARE(TokenSteps::place(session, sefra, {4, 2}).value(QStringLiteral("type")).toString(),
                 QStringLiteral("map.moveCreature"));

        QVERIFY(table.start(session));
        QCOMPARE(session.encounter()->state().current, sefra);
        QCOMPARE(TokenSteps::move(session, sefra, four, false).value(QStringLiteral("mode")).toString(),
                 QStringLiteral("walk"));
        QCOMPARE(TokenSteps::move(session, sefra, {{4, 1}}, true).value(QStringLiteral("mode")).toString(),
                 QStringLiteral("step"));
        step = TokenSteps::move(session, sefra, seven, false);
        QCOMPARE(step.value(QStringLiteral("type")).toString(), QStringLiteral("move"));
        QCOMPARE(step.value(QStringLiteral("mode")).toString(), QStringLiteral("run"));
        const CommandOutcome ran = run(session, step);
        QVERIFY2(ran.ok, qPrintable(ran.error));
        QCOMPARE(session.encounter()->state().combatant(sefra)->position, (Square{7, 4}));
        const QJsonObject placed = TokenSteps::place(session, sefra, {8, 4});
        QCOMPARE(placed.value(QStringLiteral("type")).toString(), QStringLiteral("place"));
    }

    // A ruleset's own table commands run through the session and its state lives in the table (Five Torches Deep's
    // expedition clock); Orcus keeps none, and switching back drops the other ruleset's state.
    void aRulesetKeepsTableStateOnlyWhenItHasSome()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        QVERIFY(session.table().modules.isEmpty());
        const JsonContext where(QStringLiteral("steps.json"));
        auto toDeep = session.parseStep(QJsonObject{{QStringLiteral("type"), QStringLiteral("rules.set")},
                                                    {QStringLiteral("ruleset"), QStringLiteral("fiveTorchesDeep")}},
                                        where);
        QVERIFY2(toDeep, qPrintable(toDeep.errorMessage()));
        QVERIFY(session.apply(std::get<0>(*toDeep)).ok);
        QVERIFY(session.table().modules.contains(QStringLiteral("fiveTorchesDeep")));
        auto advance =
            session.parseStep(QJsonObject{{QStringLiteral("type"), QStringLiteral("fiveTorchesDeep.advance")},
                                          {QStringLiteral("hours"), 4}},
                              where);
        QVERIFY2(advance, qPrintable(advance.errorMessage()));
        const CommandOutcome advanced = session.apply(std::get<0>(*advance));
        QVERIFY2(advanced.ok, qPrintable(advanced.error));
        const QJsonObject clock = session.table()
                                      .modules.value(QStringLiteral("fiveTorchesDeep"))
                                      .value(QStringLiteral("expedition"))
                                      .toObject()
                                      .value(QStringLiteral("clock"))
                                      .toObject();
        QCOMPARE(clock.value(QStringLiteral("hour")).toInt(), 12); // from the default 08:00h
        QCOMPARE(clock.value(QStringLiteral("travelTurns")).toInt(), 4);
        QVERIFY(session.undo().ok);
        QCOMPARE(session.table()
                     .modules.value(QStringLiteral("fiveTorchesDeep"))
                     .value(QStringLiteral("expedition"))
                     .toObject()
                     .value(QStringLiteral("clock"))
                     .toObject()
                     .value(QStringLiteral("travelTurns"))
                     .toInt(),
                 0);
        auto toOrcus = session.parseStep(QJsonObject{{QStringLiteral("type"), QStringLiteral("rules.set")},
                                                     {QStringLiteral("ruleset"), QStringLiteral("orcus")}},
                                         where);
        QVERIFY2(toOrcus, qPrintable(toOrcus.errorMessage()));
        const CommandOutcome backToOrcus = session.apply(std::get<0>(*toOrcus));
        QVERIFY2(backToOrcus.ok, qPrintable(backToOrcus.error));
        QVERIFY(session.table().modules.isEmpty());
        // Under Orcus the command is no command at all.
        QVERIFY(!session.parseStep(QJsonObject{{QStringLiteral("type"), QStringLiteral("fiveTorchesDeep.advance")},
                                               {QStringLiteral("hours"), 1}},
                                   where));
    }

    // The encounter budget's grades (Battlemat's reading, docs/encounter.md "Encounter budget": easy, standard, hard
    // and deadly at 0.75, 1, 1.5 and 2 times the budget) are the Orcus ruleset's settings, changed by an undoable
    // rules.set step; a factor that is no number, or grades that do not rise, are refused naming the setting.
    void theEncounterGradesAreSettingsOfTheCampaign()
    {
        Table table;
        QVERIFY(table.open());
        const JsonContext where(QStringLiteral("steps.json"), QStringLiteral("steps[0]"));
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        QCOMPARE(orcusSettingsOf(session.table().rules).encounterGrades, EncounterGrades{});
        const auto grades = [&](const QJsonObject &orcus) {
            return session.parseStep(
                QJsonObject{{QStringLiteral("type"), QStringLiteral("rules.set")},
                            {QStringLiteral("settings"), QJsonObject{{QStringLiteral("orcus"), orcus}}}},
                where);
        };
        auto word = grades({{QStringLiteral("gradeHard"), QStringLiteral("hard")}});
        QVERIFY(!word);
        QCOMPARE(word.errorMessage(), QStringLiteral("steps.json: steps[0].settings.orcus.gradeHard: the module "
                                                     "'Orcus' takes a number for 'Hard encounter: at most this times "
                                                     "the XP budget'"));
        auto falling = grades({{QStringLiteral("gradeEasy"), 1.2}});
        QVERIFY(!falling);
        QCOMPARE(falling.errorMessage(), QStringLiteral("steps.json: steps[0].settings.orcus: the standard grade's "
                                                        "factor 1 is below the easy grade's 1.2: the grades rise from "
                                                        "easy to deadly"));
        QVERIFY(!grades({{QStringLiteral("gradeDeadly"), 0}}));
        auto harsher = grades({{QStringLiteral("gradeEasy"), 0.5}, {QStringLiteral("gradeDeadly"), 3}});
        QVERIFY2(harsher, qPrintable(harsher.errorMessage()));
        QVERIFY(session.apply(std::get<0>(*harsher)).ok);
        const EncounterGrades chosen = orcusSettingsOf(session.table().rules).encounterGrades;
        QCOMPARE(chosen.easy, 0.5);
        QCOMPARE(chosen.standard, 1.0);
        QCOMPARE(chosen.hard, 1.5);
        QCOMPARE(chosen.deadly, 3.0);
        QVERIFY(session.undo().ok);
        QCOMPARE(orcusSettingsOf(session.table().rules).encounterGrades, EncounterGrades{});
    }

    // Shared rules README, "Rules versions": the campaign's rules version is the Orcus ruleset's setting, chosen by
    // an undoable rules.set step and kept in the file; the heroes of an encounter started under it fight with its
    // basic attack damage. Brannoc (level 5, Str 18, longsword d8): v0.1 2d8 + 5 + 4, 1.0 1d8 + 4.
    void theRulesVersionIsATableStepTheHeroesFightBy()
    {
        Table table;
        QVERIFY(table.open());
        const JsonContext where(QStringLiteral("steps.json"), QStringLiteral("steps[0]"));
        auto longsword = [](const TableSession &session) {
            const CombatPower *power =
                session.encounter()->state().combatant(QStringLiteral("brannoc"))->power(QStringLiteral("longsword"));
            return power ? power->damage.toString() : QString();
        };
        {
            TableSession session(table.store.get(), builtInModules());
            QVERIFY(session.open(table.mapId, table.scene()).ok());
            QCOMPARE(orcusSettingsOf(session.table().rules).rulesVersion, RulesVersion::BasicRules01);
            auto wrong = session.parseStep(
                QJsonObject{{QStringLiteral("type"), QStringLiteral("rules.set")},
                            {QStringLiteral("settings"),
                             QJsonObject{{QStringLiteral("orcus"),
                                          QJsonObject{{QStringLiteral("rulesVersion"), QStringLiteral("2.0")}}}}}},
                where);
            QVERIFY(!wrong);
            QCOMPARE(wrong.errorMessage(), QStringLiteral("steps.json: steps[0].settings.orcus.rulesVersion: '2.0' is "
                                                          "not one of v0.1, 1.0"));
            auto orcus10 = session.parseStep(
                QJsonObject{{QStringLiteral("type"), QStringLiteral("rules.set")},
                            {QStringLiteral("settings"),
                             QJsonObject{{QStringLiteral("orcus"),
                                          QJsonObject{{QStringLiteral("rulesVersion"), QStringLiteral("1.0")}}}}}},
                where);
            QVERIFY2(orcus10, qPrintable(orcus10.errorMessage()));
            QVERIFY(session.apply(std::get<0>(*orcus10)).ok);
            QCOMPARE(orcusSettingsOf(session.table().rules).rulesVersion, RulesVersion::Orcus10);
            QVERIFY(table.start(session));
            QCOMPARE(longsword(session), QStringLiteral("1d8+4"));
            QVERIFY(session.undo().ok); // the encounter's start
            QVERIFY(session.undo().ok); // the rules version
            QCOMPARE(orcusSettingsOf(session.table().rules).rulesVersion, RulesVersion::BasicRules01);
            QVERIFY(table.start(session));
            QCOMPARE(longsword(session), QStringLiteral("2d8+9"));
            QVERIFY(session.undo().ok);
            QVERIFY(session.redo().ok); // the encounter's start again
            QVERIFY(session.undo().ok);
        }
        // The choice was undone: a reopened campaign plays by v0.1. Chosen again, it is kept in the file.
        {
            TableSession session(table.store.get(), builtInModules());
            QVERIFY(session.open(table.mapId, table.scene()).ok());
            QCOMPARE(orcusSettingsOf(session.table().rules).rulesVersion, RulesVersion::BasicRules01);
            auto orcus10 = session.parseStep(
                QJsonObject{{QStringLiteral("type"), QStringLiteral("rules.set")},
                            {QStringLiteral("settings"),
                             QJsonObject{{QStringLiteral("orcus"),
                                          QJsonObject{{QStringLiteral("rulesVersion"), QStringLiteral("1.0")}}}}}},
                where);
            QVERIFY(session.apply(std::get<0>(*orcus10)).ok);
        }
        TableSession reopened(table.store.get(), builtInModules());
        QVERIFY(reopened.open(table.mapId, table.scene()).ok());
        QCOMPARE(orcusSettingsOf(reopened.table().rules).rulesVersion, RulesVersion::Orcus10);
    }
};

QTEST_GUILESS_MAIN(TestTableSession)
#include "tst_tablesession.moc"
