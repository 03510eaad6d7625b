#include "publishedmonsterroom.h"

#include "encounter/combatpowerjson.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

/**
 * Healing and temporary hit points an attack's Hit line gives its user (issue 17; HitHealing, docs/encounter.md
 * "Healing in an attack"), from ../shared/rules/orcus-monsters-1.0.md:
 * - the barghest's Feed ("+9 vs Fortitude (must be grappling the target); 2d6+2 necrotic damage, the target loses 1
 *   recovery, the barghest heals 10 hit points and the barghest gains a +2 power bonus on attack and damage rolls
 *   until the end of its next turn"; 108 HP);
 * - the bear shifter's Claws ("+13 vs AC; 1d10+9 damage and the bear shifter gets 8 temporary hit points").
 * Ava (AC 17, Fortitude 14, 40 HP) stands next to the monster and acts first; she ends her turn at once.
 */
class TestHitHealing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theImporterReadsTheUsersHealing()
    {
        const QJsonObject feed = encounterPower(QStringLiteral("barghest"), QStringLiteral("feed"));
        QCOMPARE(feed.value(QStringLiteral("hitHeal")).toString(), QStringLiteral("10"));
        QCOMPARE(feed.value(QStringLiteral("damage")).toString(), QStringLiteral("2d6+2"));
        const QJsonObject claws = encounterPower(QStringLiteral("bear-shifter"), QStringLiteral("claws"));
        QCOMPARE(claws.value(QStringLiteral("hitTempHp")).toInt(), 8);
        QCOMPARE(claws.value(QStringLiteral("damage")).toString(), QStringLiteral("1d10+9"));
        const QJsonObject ripper =
            encounterPower(QStringLiteral("greater-failed-sacrifice"), QStringLiteral("heart-ripper"));
        QCOMPARE(ripper.value(QStringLiteral("hitHeal")).toString(), QStringLiteral("10"));

        // Every published attack whose Hit line heals its user or gives it temporary hit points, and how much of it
        // the encounter plays.
        QStringList found;
        for (const StatBlock &block : MonsterLibrary::bundled()->monsters) {
            for (const Power &power : block.powers) {
                if (!power.attack || (power.hit.healing.isEmpty() && power.hit.temporaryHitPoints.isEmpty()))
                    continue;
                const QString played = !MonsterCombatant::playsPower(power)  ? QStringLiteral("table")
                                       : MonsterCombatant::playsWhole(power) ? QStringLiteral("whole")
                                                                             : QStringLiteral("in part");
                found.append(QStringLiteral("%1 %2: %3").arg(block.id, power.name, played));
            }
        }
        // Feed's lost recovery and attack bonus and the "must be grappling" are the table's, as is the heart
        // ripper's kill; the bear shifter's claws are played whole.
        QCOMPARE(found, (QStringList{QStringLiteral("barghest Feed: in part"),
                                     QStringLiteral("greater-barghest Feed: in part"),
                                     QStringLiteral("bear-shifter Claws: whole"),
                                     QStringLiteral("greater-failed-sacrifice Heart Ripper: in part")}));
    }

    // The barghest at 90 of 108: Feed's d20 10 + 9 = 19 hits Ava's Fortitude 14 for 2d6 (3, 4) + 2 = 9 necrotic, and
    // the barghest regains 10 (to 100) in the same command: one undo takes the blow and the healing back.
    void feedHealsTheBarghest()
    {
        auto encounter = room(QStringLiteral("barghest"), 5, 5, {10, 3, 4});
        QVERIFY(run(*encounter, "{'type': 'setHitPoints', 'target': 'barghest', 'hp': 90}").ok);
        endTurns(*encounter, 1);
        const EncounterState before = encounter->state();
        const CommandOutcome feed =
            run(*encounter, "{'type': 'attack', 'creature': 'barghest', 'power': 'feed', 'targets': ['ava']}");
        QVERIFY2(feed.ok, qPrintable(feed.error));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 31);
        const QList<QJsonObject> healed = ofType(feed.events, "healed");
        QCOMPARE(healed.size(), 1);
        QCOMPARE(healed.first().value(QStringLiteral("target")).toString(), QStringLiteral("barghest"));
        QCOMPARE(healed.first().value(QStringLiteral("amount")).toInt(), 10);
        QCOMPARE(encounter->state().combatant(QStringLiteral("barghest"))->hp, 100);
        QVERIFY(encounter->undo().ok);
        QVERIFY(sameState(encounter->state(), before));
    }

    // A miss heals nothing: d20 2 + 9 = 11 against Fortitude 14.
    void aMissHealsNothing()
    {
        auto encounter = room(QStringLiteral("barghest"), 5, 5, {2});
        QVERIFY(run(*encounter, "{'type': 'setHitPoints', 'target': 'barghest', 'hp': 90}").ok);
        endTurns(*encounter, 1);
        const CommandOutcome feed =
            run(*encounter, "{'type': 'attack', 'creature': 'barghest', 'power': 'feed', 'targets': ['ava']}");
        QVERIFY2(feed.ok, qPrintable(feed.error));
        QVERIFY(ofType(feed.events, "healed").isEmpty());
        QCOMPARE(encounter->state().combatant(QStringLiteral("barghest"))->hp, 90);
    }

    // The bear shifter's claws: d20 12 + 13 = 25 hits AC 17 for d10 5 + 9 = 14, and it gets 8 temporary hit points
    // (a temporaryHitPoints event) in the same command.
    void clawsGiveTheBearTemporaryHitPoints()
    {
        auto encounter = room(QStringLiteral("bear-shifter"), 5, 5, {12, 5});
        endTurns(*encounter, 1);
        const CommandOutcome claws =
            run(*encounter, "{'type': 'attack', 'creature': 'bear-shifter', 'power': 'claws', 'targets': ['ava']}");
        QVERIFY2(claws.ok, qPrintable(claws.error));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 26);
        const QList<QJsonObject> granted = ofType(claws.events, "temporaryHitPoints");
        QCOMPARE(granted.size(), 1);
        QCOMPARE(granted.first().value(QStringLiteral("amount")).toInt(), 8);
        QCOMPARE(encounter->state().combatant(QStringLiteral("bear-shifter"))->tempHp, 8);
    }

    // An encounter file that gives the fields to a power without an attack is refused, saying where.
    void aSelfPowerCannotHealOnAHit()
    {
        const auto read = combatPowerFromJson(object(json("{'id': 'rest', 'origin': 'self', 'hitHeal': '10'}")),
                                              JsonContext(QStringLiteral("fight.json")));
        QVERIFY(!read);
        QVERIFY2(read.errorMessage().contains(QStringLiteral("only an attack heals its user on a hit")),
                 qPrintable(read.errorMessage()));
        const auto dice = combatPowerFromJson(object(json("{'id': 'bite', 'hitHeal': 'ten'}")),
                                              JsonContext(QStringLiteral("fight.json")));
        QVERIFY(!dice);
        QVERIFY2(dice.errorMessage().contains(QStringLiteral("hitHeal")), qPrintable(dice.errorMessage()));
    }
};

QTEST_GUILESS_MAIN(TestHitHealing)
#include "tst_hithealing.moc"
