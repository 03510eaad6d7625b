#include "campaign/campaignjson.h"
#include "core/jsonreader.h"
#include "mastery/masterystatejson.h"
#include "rulesets/builtinmodules.h"
#include "rulesets/masterycommand.h"
#include "rulesets/masteryroster.h"
#include "rulesets/masteryruleset.h"
#include "rulesets/masterytablerun.h"
#include "session/tablesession.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace battlemat;

namespace {

QJsonObject object(const char *singleQuoted)
{
    return QJsonDocument::fromJson(QByteArray(singleQuoted).replace('\'', '"')).object();
}

// hall | corridor | yard in a row; aldric and gob1 in the hall, mira in the corridor.
QJsonObject encounter()
{
    return object("{'seed': 7, 'map': {'regions': ["
                  "  {'id': 'hall', 'polygon': [[0,0],[10,0],[10,10],[0,10]]},"
                  "  {'id': 'corridor', 'polygon': [[10,0],[20,0],[20,10],[10,10]]},"
                  "  {'id': 'yard', 'polygon': [[20,0],[30,0],[30,10],[20,10]]}]},"
                  " 'groups': [{'id': 'goblins', 'ref': 'D6'}],"
                  " 'combatants': ["
                  "  {'id': 'aldric', 'side': 'heroes', 'rank': 2, 'health': 4, 'region': 'hall',"
                  "   'dice': {'ref': 'D10', 'attack': 'D8', 'defense': 'D6'}},"
                  "  {'id': 'mira', 'side': 'heroes', 'health': 3, 'region': 'corridor',"
                  "   'dice': {'ref': 'D8', 'attack': 'D6', 'defense': 'D8'}},"
                  "  {'id': 'gob1', 'side': 'monsters', 'group': 'goblins', 'health': 8, 'region': 'hall',"
                  "   'dice': {'ref': 'D6', 'attack': 'D6', 'defense': 'D4'}}]}");
}

/** The sample campaign in a file, as the window opens it. */
struct CampaignFile
{
    QTemporaryDir dir;
    QString file;
    std::unique_ptr<CampaignStore> store;
    QString mapId;
    TableScene scene;

    bool open()
    {
        file = dir.filePath(QStringLiteral("mastery.battlemat"));
        if (!QFileInfo::exists(file)) {
            auto sample =
                readCampaignFile(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/sample-campaign/campaign.json"));
            auto created = CampaignStore::create(file, QStringLiteral("Barrow"));
            if (!sample || !created || !importCampaign(**created, *sample))
                return false;
        }
        auto opened = CampaignStore::open(file);
        if (!opened)
            return false;
        store = std::move(opened).value();
        auto loaded = loadCampaign(*store, &mapId);
        if (!loaded)
            return false;
        scene = TableScene{loaded->maps.at(loaded->activeMap)};
        return true;
    }
};

CommandOutcome step(TableSession &session, const QJsonObject &json)
{
    auto parsed = session.parseStep(json, JsonContext(QStringLiteral("step")));
    if (!parsed)
        return CommandOutcome{false, parsed.errorMessage(), {}};
    return session.apply(std::get<std::shared_ptr<const TableCommand>>(*parsed));
}

QJsonObject mastery(const TableSession &session)
{
    return session.table().modules.value(MasteryRuleset::moduleId());
}

int mpOf(const TableSession &session, const QString &id)
{
    auto state = MasteryTable::load(mastery(session));
    return state ? state->combatant(id)->sheet.mp : -1;
}

} // namespace

/** The mastery-point system as a ruleset on the table session: its contest commands on the one history. */
class TestMasteryRuleset : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void isARegisteredRuleset()
    {
        const RulesModule *module = builtInModules().find(QStringLiteral("mastery"));
        QVERIFY(module);
        QCOMPARE(module->kind(), RulesModule::Kind::Ruleset);
        QVERIFY(module->commandTypes().contains(QStringLiteral("mastery.attack")));
        // ../shared/rules/README.md, Known unknowns: 3 AP per turn.
        QCOMPARE(module->settingsWithDefaults({}).value(QStringLiteral("apPerTurn")).toInt(), 3);
    }

    void aWholeContestRunsUndoesAndIsStored()
    {
        CampaignFile campaign;
        QVERIFY(campaign.open());
        TableSession session(campaign.store.get(), builtInModules());
        QVERIFY(session.open(campaign.mapId, campaign.scene).ok());
        // Not in force yet: under Orcus a mastery step is no command.
        QVERIFY(!session.parseStep(object("{'type': 'mastery.startCombat'}"), JsonContext(QStringLiteral("s"))));
        QVERIFY(step(session, object("{'type': 'rules.set', 'ruleset': 'mastery'}")).ok);
        const CommandOutcome early = step(session, object("{'type': 'mastery.startCombat'}"));
        QVERIFY(!early.ok);
        QVERIFY2(early.error.contains(QStringLiteral("set one up first")), qPrintable(early.error));
        QVERIFY(step(session, {{QStringLiteral("type"), QStringLiteral("mastery.setup")},
                               {QStringLiteral("encounter"), encounter()}})
                    .ok);
        // "Mastery Points": MP = rank by default (../shared/rules/README.md).
        QCOMPARE(mpOf(session, QStringLiteral("aldric")), 2);

        // Aldric spends one MP on initiative (his answers are in the step, as the window's prompt recorded them).
        const CommandOutcome started = step(session, object("{'type': 'mastery.startCombat', 'choices': ['spend']}"));
        QVERIFY2(started.ok, qPrintable(started.error));
        QCOMPARE(mpOf(session, QStringLiteral("aldric")), 1);
        const QJsonObject afterStart = mastery(session);

        // With seed 7 aldric (D10 REF) goes first; mira may not act in his turn.
        auto state = MasteryTable::load(afterStart);
        QVERIFY(state);
        QCOMPARE(state->order.current(), QStringLiteral("aldric"));
        const CommandOutcome early2 = step(session, object("{'type': 'mastery.move', 'actor': 'mira', 'to': 'hall'}"));
        QVERIFY2(early2.error.contains(QStringLiteral("it is not 'mira''s turn")), qPrintable(early2.error));
        const CommandOutcome attack =
            step(session, object("{'type': 'mastery.attack', 'actor': 'aldric', 'target': 'gob1'}"));
        {
            QVERIFY2(attack.ok, qPrintable(attack.error));
            QCOMPARE(attack.events.first().value(QStringLiteral("type")).toString(), QStringLiteral("attackRolled"));
            // A refused ranged-less attack across regions leaves the stored state as it was.
            const QJsonObject before = mastery(session);
            const CommandOutcome far =
                step(session, object("{'type': 'mastery.attack', 'actor': 'aldric', 'target': 'mira'}"));
            QVERIFY(!far.ok);
            QCOMPARE(mastery(session), before);
            // Undo restores the state before the attack; redo deals the very same dice.
            QVERIFY(session.undo().ok);
            QCOMPARE(mastery(session), afterStart);
            const CommandOutcome again = session.redo();
            QVERIFY(again.ok);
            QCOMPARE(mastery(session), before);
        }

        // Stored in the campaign: a reopened session continues the contest where the file says it was.
        const QJsonObject stored = mastery(session);
        session.close();
        campaign.store.reset();
        QVERIFY(campaign.open());
        TableSession reopened(campaign.store.get(), builtInModules());
        QVERIFY(reopened.open(campaign.mapId, campaign.scene).ok());
        QCOMPARE(mastery(reopened), stored);
        const CommandOutcome ended = step(reopened, object("{'type': 'mastery.endContest'}"));
        QVERIFY2(ended.ok, qPrintable(ended.error));
        // "Mastery Points": every MP comes back once out of the contested situation.
        QCOMPARE(mpOf(reopened, QStringLiteral("aldric")), 2);
    }

    void theStateSurvivesItsJson()
    {
        TableSession session(nullptr, builtInModules());
        QVERIFY(session.open(QString(), TableScene{}).ok());
        QVERIFY(step(session, object("{'type': 'rules.set', 'ruleset': 'mastery'}")).ok);
        QVERIFY(step(session, {{QStringLiteral("type"), QStringLiteral("mastery.setup")},
                               {QStringLiteral("encounter"), encounter()}})
                    .ok);
        QVERIFY(step(session, object("{'type': 'mastery.startCombat'}")).ok);
        const QJsonObject stored = mastery(session).value(QStringLiteral("encounter")).toObject();
        auto state = masteryStateFromJson(stored, JsonContext(QStringLiteral("state")));
        QVERIFY(state);
        QCOMPARE(masteryStateToJson(*state), stored);
        QVERIFY(state->contested);
        QCOMPARE(state->order.entries().size(), 3); // aldric, mira and the goblins' group
    }

    // Issue #22: a fight on one of the campaign's own region maps, its combatants placed one by one, and an
    // opportunity attack the attacker's side lets go (recorded in the step, so redo does the same).
    void aFightOnTheCampaignsOwnRegionMap()
    {
        TableSession session(nullptr, builtInModules());
        QVERIFY(session.open(QString(), TableScene{}).ok());
        QVERIFY(step(session, object("{'type': 'region.createMap', 'id': 'cave', 'name': 'Cave'}")).ok);
        QVERIFY(step(session, object("{'type': 'region.add', 'map': 'cave', 'region': {'id': 'mouth', 'name': "
                                     "'Mouth', 'polygon': [[0,0],[100,0],[100,100],[0,100]]}}"))
                    .ok);
        QVERIFY(step(session, object("{'type': 'region.add', 'map': 'cave', 'region': {'id': 'pool', 'name': "
                                     "'Pool', 'polygon': [[100,0],[200,0],[200,100],[100,100]]}}"))
                    .ok);
        QVERIFY(step(session, object("{'type': 'rules.set', 'ruleset': 'mastery'}")).ok);
        const QJsonObject fighters = object("{'seed': 3, 'regionMap': 'cave', 'combatants': ["
                                            " {'id': 'aldric', 'side': 'heroes', 'rank': 2, 'health': 4,"
                                            "  'dice': {'ref': 'D10', 'attack': 'D8', 'defense': 'D6'}},"
                                            " {'id': 'gob', 'side': 'monsters', 'health': 3,"
                                            "  'dice': {'ref': 'D6', 'attack': 'D6', 'defense': 'D4'}}]}");
        QJsonObject lost = fighters;
        lost.insert(QStringLiteral("regionMap"), QStringLiteral("moon"));
        CommandOutcome refused = step(
            session, {{QStringLiteral("type"), QStringLiteral("mastery.setup")}, {QStringLiteral("encounter"), lost}});
        QVERIFY2(refused.error.contains(QStringLiteral("encounter.regionMap: the campaign has no region map 'moon'")),
                 qPrintable(refused.error));
        const CommandOutcome setUp = step(session, {{QStringLiteral("type"), QStringLiteral("mastery.setup")},
                                                    {QStringLiteral("encounter"), fighters}});
        QVERIFY2(setUp.ok, qPrintable(setUp.error));
        QCOMPARE(setUp.events.first().value(QStringLiteral("regionMap")).toString(), QStringLiteral("cave"));
        QCOMPARE(setUp.events.first().value(QStringLiteral("regions")).toInt(), 2);
        // Nobody is on the map yet: combat waits until everyone is placed.
        refused = step(session, object("{'type': 'mastery.startCombat'}"));
        QVERIFY2(refused.error.contains(QStringLiteral("'aldric' is in no region")), qPrintable(refused.error));
        QVERIFY(step(session, object("{'type': 'mastery.place', 'actor': 'aldric', 'region': 'mouth'}")).ok);
        QVERIFY(step(session, object("{'type': 'mastery.place', 'actor': 'gob', 'region': 'mouth'}")).ok);
        QVERIFY(step(session, object("{'type': 'mastery.startCombat'}")).ok);

        // Whoever goes first steps into the pool; the other may strike as it leaves ("Regions") and lets it go.
        auto state = MasteryTable::load(mastery(session));
        const QString mover = state->order.current();
        const QString other = mover == QLatin1String("aldric") ? QStringLiteral("gob") : QStringLiteral("aldric");
        QJsonObject move{{QStringLiteral("type"), QStringLiteral("mastery.move")},
                         {QStringLiteral("actor"), mover},
                         {QStringLiteral("to"), QStringLiteral("pool")},
                         {QStringLiteral("opportunityAttacks"), QJsonArray{QStringLiteral("letGo")}}};
        const CommandOutcome moved = step(session, move);
        QVERIFY2(moved.ok, qPrintable(moved.error));
        QCOMPARE(moved.events.first().value(QStringLiteral("type")).toString(),
                 QStringLiteral("opportunityAttackSkipped"));
        QCOMPARE(moved.events.first().value(QStringLiteral("attacker")).toString(), other);
        QVERIFY(moved.events.first().value(QStringLiteral("declined")).toBool());
        state = MasteryTable::load(mastery(session));
        QCOMPARE(state->combatant(mover)->sheet.region, QStringLiteral("pool"));
        // Without the answer the attack is taken, as before: an opportunity attack is rolled.
        QVERIFY(session.undo().ok);
        move.remove(QStringLiteral("opportunityAttacks"));
        const CommandOutcome struck = step(session, move);
        QVERIFY2(struck.ok, qPrintable(struck.error));
        QCOMPARE(struck.events.first().value(QStringLiteral("type")).toString(), QStringLiteral("opportunityAttack"));
        move.insert(QStringLiteral("opportunityAttacks"), QJsonArray{QStringLiteral("perhaps")});
        QVERIFY(session.undo().ok);
        refused = step(session, move);
        QVERIFY2(refused.error.contains(QStringLiteral("opportunityAttacks[0]: expected \"take\" or \"letGo\"")),
                 qPrintable(refused.error));

        // The game master hides the goblin from the players; the state keeps it (and its JSON), undo shows it again.
        const CommandOutcome hidden = step(session, object("{'type': 'mastery.hide', 'actor': 'gob'}"));
        QVERIFY2(hidden.ok, qPrintable(hidden.error));
        QCOMPARE(hidden.events.first().value(QStringLiteral("type")).toString(), QStringLiteral("hidden"));
        state = MasteryTable::load(mastery(session));
        QVERIFY(state->combatant(QStringLiteral("gob"))->sheet.hidden);
        QVERIFY(!state->combatant(QStringLiteral("aldric"))->sheet.hidden);
        QVERIFY(session.undo().ok);
        QVERIFY(!MasteryTable::load(mastery(session))->combatant(QStringLiteral("gob"))->sheet.hidden);
    }

    // Issue #22: the campaign's mastery characters and monster groups, kept with the ruleset's state as undoable
    // steps, and a fight set up from them on a region map of the campaign.
    void theRosterKeepsSheetsAndGroups()
    {
        TableSession session(nullptr, builtInModules());
        QVERIFY(session.open(QString(), TableScene{}).ok());
        QVERIFY(step(session, object("{'type': 'rules.set', 'ruleset': 'mastery'}")).ok);
        QVERIFY(step(session, object("{'type': 'region.createMap', 'id': 'cave', 'name': 'Cave'}")).ok);
        QVERIFY(step(session, object("{'type': 'region.add', 'map': 'cave', 'region': {'id': 'mouth', 'name': "
                                     "'Mouth', 'polygon': [[0,0],[100,0],[100,100],[0,100]]}}"))
                    .ok);
        CommandOutcome saved = step(session, object("{'type': 'mastery.saveGroup', 'group': {'id': 'wolves', "
                                                    "'name': 'Wolf pack', 'ref': 'D8'}}"));
        QVERIFY2(saved.ok, qPrintable(saved.error));
        saved = step(session, object("{'type': 'mastery.saveSheet', 'sheet': {'id': 'kara', 'name': 'Kara', 'side': "
                                     "'heroes', 'rank': 3, 'health': 5, 'dice': {'ref': 'D10', 'attack': 'D8', "
                                     "'defense': 'D6', 'climbing': 'D12', 'rope': 'D4'}}}"));
        QVERIFY2(saved.ok, qPrintable(saved.error));
        QCOMPARE(saved.events.first().value(QStringLiteral("type")).toString(), QStringLiteral("sheetSaved"));
        QVERIFY(saved.events.first().value(QStringLiteral("created")).toBool());
        for (const char *wolf : {"w1", "w2"}) {
            const QJsonObject sheet{{QStringLiteral("id"), QString::fromLatin1(wolf)},
                                    {QStringLiteral("side"), QStringLiteral("monsters")},
                                    {QStringLiteral("group"), QStringLiteral("wolves")},
                                    {QStringLiteral("rank"), 2},
                                    {QStringLiteral("dice"), object("{'ref': 'D6', 'attack': 'D6', 'defense': 'D4'}")}};
            QVERIFY(step(session, {{QStringLiteral("type"), QStringLiteral("mastery.saveSheet")},
                                   {QStringLiteral("sheet"), sheet}})
                        .ok);
        }
        QCOMPARE(MasteryRoster::sheets(mastery(session)).size(), 3);
        // Bad sheets are refused naming the field, and nothing changes.
        const QJsonObject before = mastery(session);
        CommandOutcome refused = step(session, object("{'type': 'mastery.saveSheet', 'sheet': {'id': 'x', 'side': "
                                                      "'heroes', 'dice': {'ref': 'D7'}}}"));
        QVERIFY2(refused.error.contains(QStringLiteral("sheet.dice.ref")), qPrintable(refused.error));
        refused = step(session, object("{'type': 'mastery.saveSheet', 'sheet': {'id': 'x', 'side': 'heroes', "
                                       "'rank': 6, 'dice': {'ref': 'D8'}}}"));
        QVERIFY2(refused.error.contains(QStringLiteral("sheet.rank")), qPrintable(refused.error));
        refused = step(session, object("{'type': 'mastery.saveSheet', 'sheet': {'id': 'x', 'side': 'heroes', "
                                       "'group': 'bats', 'dice': {'ref': 'D8'}}}"));
        QVERIFY2(refused.error.contains(QStringLiteral("no monster group 'bats'")), qPrintable(refused.error));
        refused = step(session, object("{'type': 'mastery.removeGroup', 'id': 'wolves'}"));
        QVERIFY2(refused.error.contains(QStringLiteral("still in the group 'wolves'")), qPrintable(refused.error));
        QCOMPARE(mastery(session), before);

        // Editing a sheet replaces it in place; undo gives the old one back.
        QVERIFY(step(session, object("{'type': 'mastery.saveSheet', 'sheet': {'id': 'kara', 'name': 'Kara', 'side': "
                                     "'heroes', 'rank': 4, 'dice': {'ref': 'D12'}}}"))
                    .ok);
        QCOMPARE(MasteryRoster::sheets(mastery(session)).first().value(QStringLiteral("rank")).toInt(), 4);
        QVERIFY(session.undo().ok);
        QCOMPARE(mastery(session), before);

        // A fight from the roster: Kara and the wolf pack, none placed, MPs pooled (rank 2 + 2), MP = rank.
        const CommandOutcome setUp =
            step(session, object("{'type': 'mastery.setup', 'encounter': {'seed': 4, 'regionMap': 'cave', "
                                 "'roster': ['kara', 'w1', 'w2']}}"));
        QVERIFY2(setUp.ok, qPrintable(setUp.error));
        auto state = MasteryTable::load(mastery(session));
        QVERIFY(state);
        QCOMPARE(state->combatants.size(), 3);
        QCOMPARE(state->combatant(QStringLiteral("kara"))->sheet.mp, 3);
        QCOMPARE(state->combatant(QStringLiteral("kara"))->sheet.apPerTurn, 3); // ../shared/rules/README.md
        QCOMPARE(state->group(QStringLiteral("wolves"))->mpMax, 4);
        QCOMPARE(state->group(QStringLiteral("wolves"))->refSides, 8);
        QCOMPARE(MasteryRoster::sheets(mastery(session)).size(), 3); // the roster stays beside the fight
        refused = step(session, object("{'type': 'mastery.setup', 'encounter': {'regionMap': 'cave', "
                                       "'roster': ['nobody']}}"));
        QVERIFY2(refused.error.contains(QStringLiteral("encounter.roster[0]: the campaign has no mastery sheet")),
                 qPrintable(refused.error));
        QVERIFY(step(session, object("{'type': 'mastery.removeSheet', 'id': 'kara'}")).ok);
        QCOMPARE(MasteryRoster::sheets(mastery(session)).size(), 2);
    }

    void theRosterOutlastsASwitchToOtherRules()
    {
        CampaignFile campaign;
        QVERIFY(campaign.open());
        {
            TableSession session(campaign.store.get(), builtInModules());
            QVERIFY(session.open(campaign.mapId, campaign.scene).ok());
            QVERIFY(step(session, object("{'type': 'rules.set', 'ruleset': 'mastery'}")).ok);
            QVERIFY(step(session, object("{'type': 'mastery.saveGroup', 'group': {'id': 'wolves', 'name': 'Wolf "
                                         "pack', 'ref': 'D8'}}"))
                        .ok);
            QVERIFY(step(session, object("{'type': 'mastery.saveSheet', 'sheet': {'id': 'kara', 'name': 'Kara', "
                                         "'side': 'heroes', 'rank': 3, 'dice': {'ref': 'D10', 'rope': 'D4'}}}"))
                        .ok);
            const QJsonObject roster = mastery(session).value(QStringLiteral("roster")).toObject();
            QCOMPARE(MasteryRoster::sheets(mastery(session)).size(), 1);

            // Orcus in force: no mastery state, the roster is shelved (stored in the file) ...
            QVERIFY(step(session, object("{'type': 'rules.set', 'ruleset': 'orcus'}")).ok);
            QVERIFY(!session.table().modules.contains(MasteryRuleset::moduleId()));
            QCOMPARE(session.table().shelved.value(MasteryRuleset::moduleId()).value(QStringLiteral("roster")),
                     QJsonValue(roster));
            // ... and back: Kara and the wolf pack are there again.
            QVERIFY(step(session, object("{'type': 'rules.set', 'ruleset': 'mastery'}")).ok);
            QCOMPARE(mastery(session).value(QStringLiteral("roster")).toObject(), roster);
            QVERIFY(session.table().shelved.isEmpty());
            // Undo walks it back to Orcus with the roster shelved; the file is left so, to be reopened.
            QVERIFY(session.undo().ok);
            QVERIFY(!session.table().modules.contains(MasteryRuleset::moduleId()));
            QVERIFY(session.table().shelved.contains(MasteryRuleset::moduleId()));
        }
        // Reopened under Orcus, then switched to the mastery rules: the roster comes back from the file.
        campaign.store.reset();
        QVERIFY(campaign.open());
        TableSession reopened(campaign.store.get(), builtInModules());
        QVERIFY(reopened.open(campaign.mapId, campaign.scene).ok());
        QCOMPARE(reopened.table().rules.ruleset, QStringLiteral("orcus"));
        QVERIFY(reopened.table().shelved.contains(MasteryRuleset::moduleId()));
        QVERIFY(step(reopened, object("{'type': 'rules.set', 'ruleset': 'mastery'}")).ok);
        const QList<QJsonObject> sheets = MasteryRoster::sheets(mastery(reopened));
        QCOMPARE(sheets.size(), 1);
        QCOMPARE(sheets.first().value(QStringLiteral("name")).toString(), QStringLiteral("Kara"));
        QCOMPARE(MasteryRoster::groups(mastery(reopened)).size(), 1);
        // A fresh fight state: the contest itself is not kept across the switch.
        QCOMPARE(mastery(reopened).keys(), QStringList{QStringLiteral("roster")});
    }

    void badStepsAreRefusedWithWhere()
    {
        TableSession session(nullptr, builtInModules());
        QVERIFY(session.open(QString(), TableScene{}).ok());
        QVERIFY(step(session, object("{'type': 'rules.set', 'ruleset': 'mastery'}")).ok);
        QJsonObject bad = encounter();
        bad.insert(QStringLiteral("mapFile"), QStringLiteral("x.json"));
        CommandOutcome refused = step(
            session, {{QStringLiteral("type"), QStringLiteral("mastery.setup")}, {QStringLiteral("encounter"), bad}});
        QVERIFY(!refused.ok);
        QVERIFY2(refused.error.contains(QStringLiteral("step: encounter.mapFile")), qPrintable(refused.error));
        refused = step(session, object("{'type': 'mastery.attack', 'choices': ['maybe']}"));
        QVERIFY2(refused.error.contains(QStringLiteral("step: choices[0]: expected \"spend\" or \"pass\"")),
                 qPrintable(refused.error));
        refused = step(session, object("{'type': 'mastery.fly'}"));
        QVERIFY(!refused.ok);
    }
};

QTEST_GUILESS_MAIN(TestMasteryRuleset)
#include "tst_masteryruleset.moc"
