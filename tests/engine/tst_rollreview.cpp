// The roll hook of the table session's module seam (engine/encounter/rollreview.h): after a hero's roll and before
// its outcome, the action dice module offers a die through the decider with the chance that it changes the outcome
// (../shared/rules/action-dice-hero-tokens.txt, Action Dice Basics); docs/modules.md.
#include "campaign/campaignjson.h"
#include "core/jsonreader.h"
#include "dice/seededdiesource.h"
#include "encounter/commandparser.h"
#include "encounter/rulescontext.h"
#include "encounter/scripteddecider.h"
#include "modules/actiondice/actiondiceencountersituation.h"
#include "modules/actiondice/actiondicemodule.h"
#include "modules/actiondice/actiondicenight.h"
#include "modules/actiondice/actiondicerollreview.h"
#include "modules/actiondice/facesfirstdiesource.h"
#include "rulesets/builtinmodules.h"
#include "session/tablesession.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"

#include <QJsonArray>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace battlemat;

namespace {

const QString kevin = QStringLiteral("kevin");

/** The module's state with game night 1 running: Kevin at level 6 (4d6), Mira at level 2 (3d4). */
QMap<QString, QJsonObject> modulesWithNight()
{
    ActionDiceNight night;
    if (!night.start({{kevin, 6, 0}, {QStringLiteral("mira"), 2, 0}}, ActionDiceSettings()))
        qFatal("the game night did not start");
    QJsonObject state = ActionDiceModule().initialState({});
    state.insert(QStringLiteral("gameNight"), night.toJson());
    return {{QStringLiteral("actionDice"), state}};
}

int diceOf(const QMap<QString, QJsonObject> &modules, const QString &hero)
{
    return modules.value(QStringLiteral("actionDice"))
        .value(QStringLiteral("gameNight"))
        .toObject()
        .value(QStringLiteral("pools"))
        .toObject()
        .value(hero)
        .toObject()
        .value(QStringLiteral("dice"))
        .toInt();
}

QList<QJsonObject> ofType(const QList<QJsonObject> &events, const char *type)
{
    QList<QJsonObject> found;
    for (const QJsonObject &event : events) {
        if (event.value(QStringLiteral("type")).toString() == QLatin1String(type))
            found << event;
    }
    return found;
}

ScriptedDecider::Answer offer(bool yes)
{
    return {DecisionKind::ModuleOffer, yes, {}, {}};
}

/** One review of a roll with the action dice module in force, the encounter's dice fixed to `faces`. */
struct Review
{
    EncounterState state;
    QList<QJsonObject> events;
    QMap<QString, QJsonObject> modules = modulesWithNight();
    int added = 0;

    Review(const ReviewedRoll &roll, const QList<int> &faces, const QList<ScriptedDecider::Answer> &answers)
    {
        state.rng.setFixedFaces(faces);
        ScriptedDecider decider(answers);
        RollReviews reviews;
        reviews.reviews = {std::make_shared<ActionDiceRollReview>()};
        reviews.modules = &modules;
        RulesContext context(&state, &events, &decider);
        context.setReviews(&reviews);
        added = QCoro::waitFor(context.review(roll));
    }
};

ReviewedRoll attack(int natural, int total, int defense)
{
    return {ReviewedRollKind::Attack,
            kevin,
            QStringLiteral("orc"),
            QStringLiteral("attack sword vs orc"),
            natural,
            total,
            defense,
            natural == 1 || natural == 20,
            DiceFormula{1, 20, total - natural}};
}

const QString sampleDir = QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/sample-campaign");

/** The sample crypt as a campaign file, reopened as often as a test needs. */
struct Crypt
{
    QTemporaryDir dir;
    QString file = dir.filePath(QStringLiteral("crypt.battlemat"));
    std::unique_ptr<CampaignStore> store;
    Campaign campaign;
    QString mapId;

    bool open()
    {
        if (!QFileInfo::exists(file)) {
            auto sample = readCampaignFile(sampleDir + QStringLiteral("/campaign.json"));
            auto created = CampaignStore::create(file, QStringLiteral("Crypt"));
            if (!sample || !created || !importCampaign(**created, *sample))
                return false;
        }
        store.reset();
        auto opened = CampaignStore::open(file);
        if (!opened)
            return false;
        store = std::move(opened).value();
        auto loaded = loadCampaign(*store, &mapId);
        if (!loaded)
            return false;
        campaign = *loaded;
        return true;
    }
    TableScene scene() const { return TableScene{campaign.maps.at(campaign.activeMap)}; }
};

CommandOutcome step(TableSession &session, const QJsonObject &json, QList<ScriptedDecider::Answer> answers = {})
{
    auto parsed = session.parseStep(json, JsonContext(QStringLiteral("test")));
    if (!parsed)
        return CommandOutcome{false, parsed.errorMessage(), {}};
    if (std::holds_alternative<std::shared_ptr<const TableCommand>>(*parsed))
        return session.apply(std::get<0>(*parsed));
    ScriptedDecider decider(answers);
    return session.run(std::get<1>(*parsed), &decider);
}

} // namespace

class TestRollReview : public QObject
{
    Q_OBJECT

    /**
     * Action dice on, game night (the campaign's three heroes at level 6, 4d6 each), the crypt's fight with every die
     * showing 2, and on to the first hero of the campaign's with a target in reach: its attack, not yet made.
     */
    static void onToAHerosAttack(TableSession &session, Crypt &crypt, QJsonObject *found)
    {
        CommandOutcome done = step(session, {{QStringLiteral("type"), QStringLiteral("rules.set")},
                                             {QStringLiteral("modules"), QJsonArray{QStringLiteral("actionDice")}}});
        QVERIFY2(done.ok, qPrintable(done.error));
        QJsonArray heroes;
        for (const char *id : {"brannoc", "ilsa", "sefra"})
            heroes.append(QJsonObject{{QStringLiteral("id"), QLatin1String(id)}, {QStringLiteral("level"), 6}});
        done = step(session, {{QStringLiteral("type"), QStringLiteral("actionDice.startGameNight")},
                              {QStringLiteral("heroes"), heroes}});
        QVERIFY2(done.ok, qPrintable(done.error));

        auto blocks = readJsonObjectFile(sampleDir + QStringLiteral("/crypt-encounter.json"));
        QVERIFY(blocks);
        auto assembled = assembleEncounter(crypt.campaign.maps.at(crypt.campaign.activeMap),
                                           blocks->value(QStringLiteral("creatures")).toArray(),
                                           [&crypt](const QString &id) { return crypt.campaign.hero(id); });
        QVERIFY2(assembled, qPrintable(assembled.errorMessage()));
        // Every die shows 2: the attack misses (a natural 2 is no fumble) and the action die does not explode.
        QJsonArray twos;
        for (int i = 0; i < 60; ++i)
            twos.append(2);
        AssembledEncounter fixed = *assembled;
        fixed.encounter.insert(QStringLiteral("fixedRolls"), twos);
        QVERIFY(session.startEncounter(fixed, QStringLiteral("boost"), 7));

        // On to the first hero of the campaign's with a target in reach.
        QJsonObject attack;
        for (int turn = 0; turn < 24 && attack.isEmpty(); ++turn) {
            const EncounterState &state = session.encounter()->state();
            const Combatant *current = state.combatant(state.current);
            if (session.heroOf().contains(state.current)) {
                for (const auto &power : current->powers) {
                    for (const Combatant &target : state.combatants) {
                        if (target.hero || !attack.isEmpty())
                            continue;
                        const QJsonObject tried{{QStringLiteral("type"), QStringLiteral("attack")},
                                                {QStringLiteral("creature"), state.current},
                                                {QStringLiteral("power"), power.id},
                                                {QStringLiteral("targets"), QJsonArray{target.id}}};
                        auto command = commandFromJson(tried, JsonContext(QStringLiteral("test")));
                        if (command && (*command)->validate(state))
                            attack = tried;
                    }
                }
            }
            if (attack.isEmpty())
                QVERIFY(step(session, {{QStringLiteral("type"), QStringLiteral("endTurn")},
                                       {QStringLiteral("creature"), state.current}})
                            .ok);
        }
        QVERIFY2(!attack.isEmpty(), "no hero of the campaign could attack");
        *found = attack;
    }

private Q_SLOTS:
    // "+2 AC for a number of rounds equal to the action die's result": Kevin's d6 shows 3 in round 1, so the
    // boost covers rounds 1 to 3; each round the encounter begins counts it down, and it is gone when round 4 starts.
    void theAcBoostCountsDownWithTheEncountersRounds()
    {
        QMap<QString, QJsonObject> modules = modulesWithNight();
        auto read = ActionDiceNight::fromJson(
            modules[QStringLiteral("actionDice")].value(QStringLiteral("gameNight")).toObject(),
            JsonContext(QStringLiteral("test")));
        QVERIFY(read);
        ActionDiceNight night = *read;
        SeededDieSource seeded(1);
        FacesFirstDieSource three({3}, seeded);
        ActionDiceSituation roundStart;
        roundStart.atRoundStart = true;
        QVERIFY(night.boostAc(kevin, roundStart, three));
        QJsonObject state = modules.value(QStringLiteral("actionDice"));
        state.insert(QStringLiteral("gameNight"), night.toJson());
        modules.insert(QStringLiteral("actionDice"), state);
        const auto boostOf = [&modules](const char *key) {
            return modules.value(QStringLiteral("actionDice"))
                .value(QStringLiteral("gameNight"))
                .toObject()
                .value(QStringLiteral("pools"))
                .toObject()
                .value(kevin)
                .toObject()
                .value(QLatin1String(key))
                .toInt();
        };
        QCOMPARE(boostOf("acBoostRoundsLeft"), 3);
        QCOMPARE(boostOf("acBoostBonus"), 2);

        EncounterState encounter;
        QList<QJsonObject> events;
        ScriptedDecider decider(QList<ScriptedDecider::Answer>{});
        RollReviews reviews;
        reviews.reviews = {std::make_shared<ActionDiceRollReview>()};
        reviews.modules = &modules;
        RulesContext context(&encounter, &events, &decider);
        context.setReviews(&reviews);
        context.announceRound(2);
        QCOMPARE(boostOf("acBoostRoundsLeft"), 2);
        context.announceRound(3);
        QCOMPARE(boostOf("acBoostRoundsLeft"), 1);
        QCOMPARE(boostOf("acBoostBonus"), 2);
        context.announceRound(4);
        QCOMPARE(boostOf("acBoostRoundsLeft"), 0);
        QCOMPARE(boostOf("acBoostBonus"), 0);
        QVERIFY(events.isEmpty()); // the count lives in the module's state, stored with the step

        // A replay (no modules' state) changes nothing: the state stored with the step stands.
        reviews.modules = nullptr;
        context.announceRound(5);
        QCOMPARE(boostOf("acBoostRoundsLeft"), 0);
    }

    // "1 saving throw" may be boosted: Kevin's failed save (a natural 7, no bonus, against 10) brings the offer with
    // its chance (his d6 must show 3 or more: 4 in 6, 67%); a 3 makes it 10, a success, and the save's event says
    // what the die added. Declined, the save fails and the pool keeps its dice.
    void aFailedSavingThrowIsOffered()
    {
        EncounterState state;
        Combatant hero;
        hero.id = kevin;
        hero.side = QStringLiteral("heroes");
        hero.hp = 20;
        hero.maxHp = 30;
        state.combatants = {hero};
        state.rng.setFixedFaces({7, 3, 5});
        QList<QJsonObject> events;
        QMap<QString, QJsonObject> modules = modulesWithNight();
        ScriptedDecider decider(QList<ScriptedDecider::Answer>{offer(true), offer(false)});
        RollReviews reviews;
        reviews.reviews = {std::make_shared<ActionDiceRollReview>()};
        reviews.modules = &modules;
        RulesContext context(&state, &events, &decider);
        context.setReviews(&reviews);

        QVERIFY(QCoro::waitFor(context.savingThrow(kevin, QStringLiteral("dazed"))));
        auto saves = ofType(events, "savingThrow");
        QCOMPARE(saves.size(), 1);
        QCOMPARE(saves[0].value(QStringLiteral("total")).toInt(), 10);
        QCOMPARE(saves[0].value(QStringLiteral("added")).toInt(), 3);
        QVERIFY(saves[0].value(QStringLiteral("success")).toBool());
        // The hero token's re-roll is offered first (declined by default), then the die.
        const auto decisions = ofType(events, "decision");
        QCOMPARE(decisions.size(), 2);
        QCOMPARE(decisions[0].value(QStringLiteral("kind")).toString(), QStringLiteral("moduleReroll"));
        QVERIFY(!decisions[0].value(QStringLiteral("answer")).toBool());
        const QJsonObject details = decisions[1].value(QStringLiteral("details")).toObject();
        QCOMPARE(details.value(QStringLiteral("roll")).toString(), QStringLiteral("savingThrow"));
        QCOMPARE(details.value(QStringLiteral("need")).toInt(), 3);
        QCOMPARE(details.value(QStringLiteral("percent")).toString(), QStringLiteral("67%"));
        QCOMPARE(diceOf(modules, kevin), 3);

        // A natural 5 fails; the offer is declined: no die, no change.
        QVERIFY(!QCoro::waitFor(context.savingThrow(kevin, QStringLiteral("slowed"))));
        saves = ofType(events, "savingThrow");
        QCOMPARE(saves.size(), 2);
        QCOMPARE(saves[1].value(QStringLiteral("total")).toInt(), 5);
        QVERIFY(!saves[1].contains(QStringLiteral("added")));
        QCOMPARE(ofType(events, "decision").size(), 4);
        QCOMPARE(diceOf(modules, kevin), 3);
    }

    // The facts a spend from the window is checked against, read from the encounter: "threatened" is a conscious
    // enemy adjacent (docs/modules.md, "Readings"), dying is Orcus's and ends when stable, the turn is the hero's.
    void theSituationIsReadFromTheEncounter()
    {
        EncounterState state;
        Combatant hero;
        hero.id = kevin;
        hero.side = QStringLiteral("heroes");
        hero.position = {4, 4};
        hero.hp = 20;
        hero.maxHp = 30;
        Combatant orc;
        orc.id = QStringLiteral("orc");
        orc.side = QStringLiteral("monsters");
        orc.position = {9, 9};
        orc.hp = 10;
        Combatant ally = hero;
        ally.id = QStringLiteral("mira");
        ally.position = {5, 4};
        state.combatants = {hero, orc, ally};
        state.current = QStringLiteral("orc");
        state.turnNumber = 7;

        ActionDiceEncounterSituation read = ActionDiceEncounterSituation::of(nullptr, kevin);
        QVERIFY(!read.situation.inEncounter); // no encounter: not in combat, nobody threatens
        QVERIFY(!read.situation.threatened);

        read = ActionDiceEncounterSituation::of(&state, kevin);
        QVERIFY(read.situation.inEncounter);
        QVERIFY(!read.situation.threatened); // an adjacent ally is no threat, the orc is far
        QVERIFY(!read.situation.heroesTurn);
        QVERIFY(!read.situation.dying);
        QCOMPARE(read.turn, 7);

        state.combatant(QStringLiteral("orc"))->position = {5, 5}; // diagonal: adjacent
        QVERIFY(ActionDiceEncounterSituation::of(&state, kevin).situation.threatened);
        state.combatant(QStringLiteral("orc"))->knockedOut = true; // unconscious: no threat
        QVERIFY(!ActionDiceEncounterSituation::of(&state, kevin).situation.threatened);

        state.current = kevin;
        state.combatant(kevin)->hp = -3;
        read = ActionDiceEncounterSituation::of(&state, kevin);
        QVERIFY(read.situation.heroesTurn);
        QVERIFY(read.situation.dying);
        QCOMPARE(read.toFields().value(QStringLiteral("dying")).toBool(), true);
        QCOMPARE(read.toFields().value(QStringLiteral("turn")).toInt(), 7);
        state.combatant(kevin)->stabilized = true;
        QVERIFY(!ActionDiceEncounterSituation::of(&state, kevin).situation.dying);
    }

    // "Kevin generates an attack check result of 12 against a target's Defense of 20 ... rolls a 6 ... then a 1, for
    // a total of 19 ... spends a second die and rolls a 4 ... 23 ... hits."
    void kevinsAttackDieByDie()
    {
        const Review review(attack(10, 12, 20), {6, 1, 4}, {offer(true), offer(true)});
        QCOMPARE(review.added, 11);
        const auto decisions = ofType(review.events, "decision");
        QCOMPARE(decisions.size(), 2);
        // 8 short: the d6 must show 6 and then at least 2, 5/36.
        QCOMPARE(decisions[0].value(QStringLiteral("offer")).toString(),
                 QStringLiteral("spend 1d6: 14% to turn this miss into a hit"));
        QCOMPARE(decisions[0].value(QStringLiteral("module")).toString(), QStringLiteral("actionDice"));
        QCOMPARE(decisions[0].value(QStringLiteral("kind")).toString(), QStringLiteral("moduleOffer"));
        QCOMPARE(decisions[0].value(QStringLiteral("details")).toObject().value(QStringLiteral("need")).toInt(), 8);
        // 19 against 20: any die hits.
        QCOMPARE(decisions[1].value(QStringLiteral("offer")).toString(),
                 QStringLiteral("spend 1d6: 100% to turn this miss into a hit"));
        const auto boosts = ofType(review.events, "actionDiceBoost");
        QCOMPARE(boosts.size(), 2);
        QCOMPARE(boosts[0].value(QStringLiteral("die")).toInt(), 7); // 6, exploded into 1
        QCOMPARE(boosts[0].value(QStringLiteral("total")).toInt(), 19);
        QCOMPARE(boosts[1].value(QStringLiteral("total")).toInt(), 23);
        QCOMPARE(ofType(review.events, "roll").size(), 2);
        QCOMPARE(diceOf(review.modules, kevin), 2);
    }

    // A roll that hits already, a natural 1 or 20, or a hero with no dice left is not offered anything.
    void offeredOnlyWhereASpendCouldChangeTheOutcome_data()
    {
        QTest::addColumn<int>("natural");
        QTest::addColumn<int>("total");
        QTest::addColumn<QString>("hero");
        QTest::newRow("hits already") << 18 << 20 << kevin;
        QTest::newRow("natural 1") << 1 << 3 << kevin;
        QTest::newRow("natural 20") << 20 << 22 << kevin;
        QTest::newRow("no pool this night") << 10 << 12 << QStringLiteral("orc");
    }
    void offeredOnlyWhereASpendCouldChangeTheOutcome()
    {
        QFETCH(int, natural);
        QFETCH(int, total);
        QFETCH(QString, hero);
        ReviewedRoll roll = attack(natural, total, 20);
        roll.by = hero;
        const Review review(roll, {5}, {offer(true)});
        QCOMPARE(review.added, 0);
        QVERIFY(review.events.isEmpty());
        QCOMPARE(diceOf(review.modules, kevin), 4);
    }

    // Declined: the offer stays in the log, nothing is rolled or paid.
    void declinedOfferKeepsThePool()
    {
        const Review review(attack(10, 12, 20), {6, 1, 4}, {offer(false)});
        QCOMPARE(review.added, 0);
        QCOMPARE(ofType(review.events, "decision").size(), 1);
        QCOMPARE(ofType(review.events, "roll").size(), 0);
        QCOMPARE(diceOf(review.modules, kevin), 4);
    }

    // "You may only spend one action die on a damage roll": one offer, whatever the answers.
    void oneDieOnDamage()
    {
        const ReviewedRoll damage{
            ReviewedRollKind::Damage, kevin, QStringLiteral("orc"), QStringLiteral("damage sword"), 0, 7, 0, false,
            DiceFormula{1, 8, 3}};
        const Review review(damage, {3, 5}, {offer(true), offer(true)});
        QCOMPARE(review.added, 3);
        QCOMPARE(ofType(review.events, "decision").size(), 1);
        QCOMPARE(ofType(review.events, "decision")[0].value(QStringLiteral("offer")).toString(),
                 QStringLiteral("spend 1d6: add it to this damage of 7"));
        QCOMPARE(diceOf(review.modules, kevin), 3);
    }

    // A log replays without the pools: each offer is made where the log has one, with the die it recorded.
    void aReplayMakesTheRecordedOffers()
    {
        const Review original(attack(10, 12, 20), {6, 1, 4}, {offer(true), offer(true)});
        QList<ScriptedDecider::Answer> recorded;
        for (const QJsonObject &event : ofType(original.events, "decision"))
            recorded += *ScriptedDecider::answersFromJson(QJsonArray{event}, JsonContext(QStringLiteral("log")));
        EncounterState state;
        state.rng.setFixedFaces({6, 1, 4});
        QList<QJsonObject> events;
        ScriptedDecider strict(recorded, true);
        RollReviews reviews;
        reviews.reviews = {std::make_shared<ActionDiceRollReview>()};
        RulesContext context(&state, &events, &strict);
        context.setReviews(&reviews);
        QCOMPARE(QCoro::waitFor(context.review(attack(10, 12, 20))), 11);
        QCOMPARE(events, original.events);
        QVERIFY2(strict.mismatch().isEmpty(), qPrintable(strict.mismatch()));
    }

    // In the window's one history: module on, game night, a fight; the hero's attack misses, the offer is taken,
    // the die goes into the attack's step. Undo gives the die back, redo spends it again, a reopened campaign
    // resumes the fight (its log replays the offer) with the pool as spent.
    void aBoostOnAnAttackIsPartOfItsStep()
    {
        Crypt crypt;
        QVERIFY(crypt.open());
        QJsonObject encounterAfter;
        QString hero;
        {
            TableSession session(crypt.store.get(), builtInModules());
            QVERIFY(session.open(crypt.mapId, crypt.scene()).ok());
            QJsonObject attack;
            onToAHerosAttack(session, crypt, &attack);
            if (QTest::currentTestFailed())
                return;
            CommandOutcome done;
            hero = session.heroOf().value(attack.value(QStringLiteral("creature")).toString());
            QCOMPARE(diceOf(session.table().modules, hero), 4);

            done = step(session, attack, {offer(true)});
            QVERIFY2(done.ok, qPrintable(done.error));
            const auto attacks = ofType(done.events, "attack");
            QCOMPARE(attacks.size(), 1);
            QCOMPARE(attacks[0].value(QStringLiteral("natural")).toInt(), 2);
            QCOMPARE(attacks[0].value(QStringLiteral("added")).toInt(), 2);
            QCOMPARE(ofType(done.events, "actionDiceBoost").size(), 1);
            // The hero token's re-roll comes first (declined by default), then the die taken.
            QCOMPARE(ofType(done.events, "decision")[0].value(QStringLiteral("kind")).toString(),
                     QStringLiteral("moduleReroll"));
            QCOMPARE(ofType(done.events, "decision")[1].value(QStringLiteral("kind")).toString(),
                     QStringLiteral("moduleOffer"));
            QCOMPARE(diceOf(session.table().modules, hero), 3);

            QVERIFY(session.undo().ok);
            QCOMPARE(diceOf(session.table().modules, hero), 4);
            QVERIFY(session.redo().ok);
            QCOMPARE(diceOf(session.table().modules, hero), 3);
            encounterAfter = QJsonObject{{QStringLiteral("log"), session.encounter()->log().size()}};
        }
        QVERIFY(crypt.open());
        TableSession reopened(crypt.store.get(), builtInModules());
        QVERIFY(reopened.open(crypt.mapId, crypt.scene()).ok());
        QCOMPARE(diceOf(reopened.table().modules, hero), 3);
        auto resumed = reopened.resume();
        QVERIFY2(resumed, qPrintable(resumed.errorMessage()));
        QVERIFY(*resumed);
        QCOMPARE(reopened.encounter()->log().size(), encounterAfter.value(QStringLiteral("log")).toInt());
    }

    // The die spent on a roll is written with the roll, in one transaction (docs/architecture.md): when the file
    // refuses the spend's half (here a trigger in the campaign file, as a full disk would), the attack is refused
    // whole and nothing of it is kept, neither in the session nor in the file; with room again it goes through.
    void aSpendTheFileCannotKeepRefusesItsRoll()
    {
        Crypt crypt;
        QVERIFY(crypt.open());
        TableSession session(crypt.store.get(), builtInModules());
        QVERIFY(session.open(crypt.mapId, crypt.scene()).ok());
        QJsonObject attack;
        onToAHerosAttack(session, crypt, &attack);
        if (QTest::currentTestFailed())
            return;
        const QString hero = session.heroOf().value(attack.value(QStringLiteral("creature")).toString());
        QCOMPARE(diceOf(session.table().modules, hero), 4);
        const qsizetype logBefore = session.encounter()->log().size();
        const auto storedEvents = [&crypt, &session] {
            auto events = crypt.store->events(session.encounterId());
            return events ? events->size() : -1;
        };
        const qsizetype storedBefore = storedEvents();
        QCOMPARE(storedBefore, logBefore);
        {
            QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("full"));
            other.setDatabaseName(crypt.file);
            QVERIFY(other.open());
            QSqlQuery full(other);
            QVERIFY2(full.exec(QStringLiteral("CREATE TRIGGER full BEFORE INSERT ON table_events WHEN "
                                              "NEW.type = 'encounterStepModules' BEGIN SELECT RAISE(ABORT, 'the disk "
                                              "is full'); END")),
                     qPrintable(full.lastError().text()));
            other.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("full"));

        const CommandOutcome refused = step(session, attack, {offer(true)});
        QVERIFY(!refused.ok);
        QVERIFY2(refused.error.contains(QStringLiteral("the disk is full")), qPrintable(refused.error));
        QCOMPARE(diceOf(session.table().modules, hero), 4);
        QCOMPARE(session.encounter()->log().size(), logBefore);
        QCOMPARE(storedEvents(), storedBefore);

        {
            QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("room"));
            other.setDatabaseName(crypt.file);
            QVERIFY(other.open());
            QSqlQuery room(other);
            QVERIFY(room.exec(QStringLiteral("DROP TRIGGER full")));
            other.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("room"));
        const CommandOutcome done = step(session, attack, {offer(true)});
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(diceOf(session.table().modules, hero), 3);
        QVERIFY(storedEvents() > storedBefore);
    }
};

QTEST_GUILESS_MAIN(TestRollReview)
#include "tst_rollreview.moc"
