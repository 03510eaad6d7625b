#include "publishedmonsterroom.h"

#include "encounter/encounterlog.h"
#include "encounter/encounterreplay.h"
#include "simulation/policydecider.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

const char *swordOnThug = "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['thug']}";

// The published king of thieves at kingX,4 (its Sleep When You're Dead aura 5), its thug (20 HP, staggered 10, AC 14,
// club +6, 1d6+2) at 4,4 with thugHp hit points, and Ava (sword +5, 1d8+3; AC 17, 40 HP) beside the thug at 5,4.
// Initiative: Ava's d20 20 (+2), the king's 1 (+9), the thug's 1: Ava acts first.
std::unique_ptr<CommandProcessor> hideout(int thugHp, int kingX, const QList<int> &rolls)
{
    QJsonObject encounter =
        object(json("{'map': {'name': 'Hideout', 'terrain': ['............', '............', '............',"
                    " '............', '............', '............', '............', '............']}}"));
    QJsonObject map = encounter.value(QStringLiteral("map")).toObject();
    QJsonArray tokens;
    for (const auto &[id, x, side] : {std::tuple{"ava", 5, "heroes"}, std::tuple{"king-of-thieves", kingX, "monsters"},
                                      std::tuple{"thug", 4, "monsters"}})
        tokens.append(QJsonObject{{QStringLiteral("id"), QString::fromLatin1(id)},
                                  {QStringLiteral("x"), x},
                                  {QStringLiteral("y"), 4},
                                  {QStringLiteral("side"), QString::fromLatin1(side)}});
    map.insert(QStringLiteral("creatures"), tokens);
    encounter.insert(QStringLiteral("map"), map);
    QJsonObject thug = object(json("{'id': 'thug', 'name': 'Thug', 'hp': 20, 'initiative': 0,"
                                   " 'defenses': {'ac': 14, 'fortitude': 12, 'reflex': 12, 'will': 11},"
                                   " 'powers': [{'id': 'club', 'name': 'Club', 'basic': true, 'attack': 6,"
                                   " 'damage': '1d6+2'}]}"));
    thug.insert(QStringLiteral("currentHp"), thugHp);
    const StatBlock *king = published(QStringLiteral("king-of-thieves"));
    encounter.insert(
        QStringLiteral("creatures"),
        QJsonArray{hero(5), MonsterCombatant::statBlock(*king, QStringLiteral("king-of-thieves")).value(), thug});
    return startedWithDice(encounter, QJsonArray{20, 1, 1}, rolls);
}

} // namespace

/**
 * An aura that lets an ally strike back (docs/encounter.md "Auras"), with the one published aura of
 * ../shared/rules/orcus-monsters-1.0.md that does: the king of thieves' Sleep When You're Dead ("aura 5: Each time an
 * ally in the aura suffers damage that causes them to become staggered or be reduced to 0 hit points or below, the
 * ally may immediately make a basic attack. If the ally is at 0 hit points or below, it falls unconscious after making
 * the attack."). Battlemat's reading: the ally's controller is asked right after the damage whether it makes its basic
 * attack against the creature whose damage set it off (free, provoking nothing); at 0 hit points or below its drop
 * follows the attack. Ava's sword: d20 15 + 5 = 20 against the thug's AC 14 hits, 1d8 5 + 3 = 8 damage; the thug's
 * club: d20 15 + 6 = 21 against Ava's AC 17 hits, 1d6 3 + 2 = 5.
 */
class TestLastStrike : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theImporterReadsTheAura()
    {
        const StatBlock *king = published(QStringLiteral("king-of-thieves"));
        QCOMPARE(king->monster.details.auras.size(), 1);
        const Aura &aura = king->monster.details.auras.first();
        QVERIFY(MonsterCombatant::playsAuraWhole(aura));
        const QJsonArray auras = MonsterCombatant::statBlock(*king)->value(QStringLiteral("auras")).toArray();
        QCOMPARE(auras.size(), 1);
        QCOMPARE(auras.first()[QStringLiteral("radius")].toInt(), 5);
        QCOMPARE(auras.first()[QStringLiteral("affects")].toString(), QStringLiteral("allies"));
        QVERIFY(auras.first()[QStringLiteral("lastStrike")].toBool());
    }

    // Staggered (15 -> 7, its staggered value 10): the thug is asked (its club, 50% against Ava: d20 11 to 20 + 6
    // reach AC 17), takes it: the club hits Ava for 5 (40 -> 35). Undo takes both back; replayed alike.
    void staggeredTheAllyStrikesBack()
    {
        auto encounter = hideout(15, 2, {15, 5, 15, 3});
        const EncounterState before = encounter->state();
        const CommandOutcome outcome = run(*encounter, swordOnThug, {use(true)});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const QJsonObject offer = decisionOfKind(outcome.events, QStringLiteral("triggeredPower"));
        QCOMPARE(offer.value(QStringLiteral("decider")).toString(), QStringLiteral("thug"));
        QCOMPARE(offer.value(QStringLiteral("subject")).toString(), QStringLiteral("ava"));
        QCOMPARE(offer.value(QStringLiteral("uses")).toString(), QStringLiteral("Club"));
        QCOMPARE(offer.value(QStringLiteral("odds")).toArray().first()[QStringLiteral("percent")].toInt(), 50);
        const QList<QJsonObject> auras = ofType(outcome.events, "aura");
        QCOMPARE(auras.size(), 1);
        QCOMPARE(auras.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("lastStrike"));
        QCOMPARE(auras.first().value(QStringLiteral("source")).toString(), QStringLiteral("king-of-thieves"));
        const QList<QJsonObject> attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 2);
        QCOMPARE(attacks.last().value(QStringLiteral("attacker")).toString(), QStringLiteral("thug"));
        QCOMPARE(encounter->state().combatant(QStringLiteral("thug"))->hp, 7);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 35);

        auto log = EncounterLog::fromJsonLines(encounter->log().toJsonLines(), QStringLiteral("thug.jsonl"));
        QVERIFY2(log.ok(), qPrintable(log.errorMessage()));
        auto replayed = EncounterReplay::replay(*log, QStringLiteral("thug.jsonl"));
        QVERIFY2(replayed.ok(), qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), encounter->state()));
        QVERIFY(encounter->undo().ok);
        QVERIFY(sameState(encounter->state(), before));
    }

    // Dropped (5 -> -3): the thug strikes first, then drops (a monster dies at 0 hit points).
    void droppedTheAllyStrikesThenFalls()
    {
        auto encounter = hideout(5, 2, {15, 5, 15, 3});
        const CommandOutcome outcome = run(*encounter, swordOnThug, {use(true)});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 35);
        QVERIFY(encounter->state().combatant(QStringLiteral("thug"))->dead);
        qsizetype attackAt = -1, diedAt = -1;
        for (qsizetype i = 0; i < outcome.events.size(); ++i) {
            const QString type = outcome.events.at(i).value(QStringLiteral("type")).toString();
            if (type == QLatin1String("attack") &&
                outcome.events.at(i).value(QStringLiteral("attacker")).toString() == QLatin1String("thug"))
                attackAt = i;
            if (type == QLatin1String("died"))
                diedAt = i;
        }
        QVERIFY(attackAt >= 0 && diedAt > attackAt);
    }

    // Declined: no attack; neither a blow that leaves it above its staggered value nor one outside the aura (the
    // king at 10,4, 6 squares off) offers anything.
    void declinedOrOutOfTheAuraNothingHappens()
    {
        auto declined = hideout(15, 2, {15, 5});
        QVERIFY(run(*declined, swordOnThug, {use(false)}).ok);
        QCOMPARE(declined->state().combatant(QStringLiteral("ava"))->hp, 40);
        auto healthy = hideout(20, 2, {15, 5});
        const CommandOutcome notStaggered = run(*healthy, swordOnThug);
        QVERIFY(notStaggered.ok);
        QVERIFY(decisionOfKind(notStaggered.events, QStringLiteral("triggeredPower")).isEmpty());
        auto far = hideout(15, 10, {15, 5});
        const CommandOutcome outside = run(*far, swordOnThug);
        QVERIFY(outside.ok);
        QVERIFY(decisionOfKind(outside.events, QStringLiteral("triggeredPower")).isEmpty());
    }

    // The simulation's policy takes it.
    void thePolicyTakesIt()
    {
        auto encounter = hideout(15, 2, {15, 5, 15, 3});
        PolicyDecider policy;
        const CommandOutcome outcome =
            encounter->run(commandFromJson(object(json(swordOnThug)), JsonContext(QString())).value(), &policy);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 35);
    }
};

QTEST_GUILESS_MAIN(TestLastStrike)
#include "tst_laststrike.moc"
