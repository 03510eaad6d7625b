// Action dice and hero tokens on a hero's initiative roll (../shared/rules/action-dice-hero-tokens.txt: "add the
// result of 1 or more of your action dice to any die roll you make", declared "even after making the roll"; the
// hero token's re-roll of a d20 check, ../shared/rules/README.md, Known unknowns). Initiative has no target: each
// offer shows the places the spend could reach against the others' rolls, and the order is made after the spends.
#include "modulefightfixture.h"

#include "modules/actiondice/actiondicemodule.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

const QString ava = QStringLiteral("ava");

/**
 * The arena started, not yet rolled, on a table with action dice in force and game night 1 (ava level 1: 3d4 and
 * 1 hero token; bran holds no pool). Initiative dice in the order ava (+2), bran (+1), g1, g2, ogre (+0).
 */
struct Unrolled
{
    TableSession session{nullptr, builtInModules()};

    explicit Unrolled(const QList<int> &rolls)
    {
        if (!session.open(QString(), TableScene{}))
            qFatal("no table");
        auto encounter = make(arena(rolls));
        run(*encounter, "{'type': 'start'}");
        if (!session.adoptEncounter(std::move(encounter)))
            qFatal("not adopted");
        if (!step("{'type': 'rules.set', 'modules': ['actionDice']}").ok ||
            !step("{'type': 'actionDice.startGameNight', 'heroes': [{'id': 'ava', 'level': 1}]}").ok)
            qFatal("no game night");
    }
    CommandOutcome step(const char *singleQuoted, QList<ScriptedDecider::Answer> answers = {})
    {
        auto parsed = session.parseStep(object(json(singleQuoted)), JsonContext(QStringLiteral("test")));
        if (!parsed)
            return CommandOutcome{false, parsed.errorMessage(), {}};
        if (const auto *table = std::get_if<std::shared_ptr<const TableCommand>>(&*parsed))
            return session.apply(*table);
        ScriptedDecider decider(answers);
        return session.run(std::get<std::shared_ptr<const Command>>(*parsed), &decider);
    }
    QJsonObject pool() const
    {
        return session.table()
            .modules.value(QStringLiteral("actionDice"))
            .value(QStringLiteral("gameNight"))
            .toObject()
            .value(QStringLiteral("pools"))
            .toObject()
            .value(ava)
            .toObject();
    }
    QStringList order() const { return session.encounter()->state().initiative.turnOrder(); }
    Result<std::unique_ptr<CommandProcessor>> replay() const
    {
        RollReviews reviews;
        reviews.reviews = {ActionDiceModule().rollReview({})};
        reviews.heroOf = session.heroOf();
        reviews.parseCommand = [](const QJsonObject &command, const JsonContext &where) {
            return ActionDiceModule().addOnEncounterCommand(command, where, {}, {});
        };
        return EncounterReplay::replay(session.encounter()->log(), QStringLiteral("test"), &reviews);
    }
};

ScriptedDecider::Answer offer(bool yes)
{
    return {DecisionKind::ModuleOffer, yes, {}, {}};
}

ScriptedDecider::Answer reroll(bool yes)
{
    return {DecisionKind::ModuleReroll, yes, {}, {}};
}

} // namespace

class TestInitiativeActionDice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Ava rolls 8+2 = 10 against g1 14, ogre 12, bran 11, g2 4: place 4 of 5. The token's re-roll needs a natural
    // 10 or more to pass bran, 55%, declined. A d4 (it explodes) needs 2 for place 3 (12+), 75%; 3 for place 2
    // (13+), 50%; 5 for place 1 (15+), 25%. It shows 3: 13, place 2; the next offer (2 more for place 1, 75%) is
    // declined. One die paid; undo gives it back and the encounter is unrolled again; the log replays.
    void anActionDieMovesAvaUpTheOrder()
    {
        Unrolled fight({8, 10, 14, 4, 12, 3});
        const CommandOutcome done =
            fight.step("{'type': 'rollInitiative'}", {reroll(false), offer(true), offer(false)});
        QVERIFY2(done.ok, qPrintable(done.error));
        const auto decisions = ofType(done.events, "decision");
        QCOMPARE(decisions.size(), 3);
        QCOMPARE(
            decisions[0].value(QStringLiteral("offer")).toString(),
            QStringLiteral("spend a hero token: re-roll initiative 10 (place 4 of 5; 55% to reach a better place)"));
        QCOMPARE(decisions[1].value(QStringLiteral("offer")).toString(),
                 QStringLiteral("spend 1d4: initiative 10 is place 4 of 5; 75% to act before bran (12+), 50% to act "
                                "before ogre (13+), 25% to act before g1 (15+)"));
        QCOMPARE(decisions[2].value(QStringLiteral("offer")).toString(),
                 QStringLiteral("spend 1d4: initiative 13 is place 2 of 5; 75% to act before g1 (15+)"));
        QCOMPARE(fight.order(), QStringList({QStringLiteral("g1"), ava, QStringLiteral("ogre"), QStringLiteral("bran"),
                                             QStringLiteral("g2")}));
        QCOMPARE(fight.pool().value(QStringLiteral("dice")).toInt(), 2);
        QCOMPARE(fight.pool().value(QStringLiteral("heroTokens")).toInt(), 1);

        auto replayed = fight.replay();
        QVERIFY2(replayed, qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), fight.session.encounter()->state()));

        QVERIFY(fight.session.undo().ok);
        QCOMPARE(fight.pool().value(QStringLiteral("dice")).toInt(), 3);
        QVERIFY(fight.order().isEmpty());
    }

    // The hero token re-rolls the natural 8: 19+2 = 21 is place 1, and no action die is offered past it.
    void aHeroTokenRerollsInitiative()
    {
        Unrolled fight({8, 10, 14, 4, 12, 19});
        const CommandOutcome done = fight.step("{'type': 'rollInitiative'}", {reroll(true)});
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(ofType(done.events, "decision").size(), 1);
        QCOMPARE(fight.order().constFirst(), ava);
        QCOMPARE(fight.pool().value(QStringLiteral("heroTokens")).toInt(), 0);
        QCOMPARE(fight.pool().value(QStringLiteral("dice")).toInt(), 3);
        const auto spent = ofType(done.events, "actionDice.heroTokenSpent");
        QCOMPARE(spent.size(), 1);
        QCOMPARE(spent[0].value(QStringLiteral("total")).toInt(), 21);
    }

    // Already first (natural 20: 22), nothing is offered.
    void nothingIsOfferedToTheFirstPlace()
    {
        Unrolled fight({20, 10, 14, 4, 12});
        const CommandOutcome done = fight.step("{'type': 'rollInitiative'}");
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(ofType(done.events, "decision").size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestInitiativeActionDice)
#include "tst_initiativeactiondice.moc"
