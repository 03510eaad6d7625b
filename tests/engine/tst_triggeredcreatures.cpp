#include "publishedmonsterroom.h"

#include "encounter/combatpower.h"
#include "encounter/encounterlog.h"
#include "encounter/encounterreplay.h"
#include "simulation/policydecider.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

const char *swordOnSpider =
    "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['small-hunting-spider']}";
const char *swordOnSlime =
    "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['shapeshifter-slime-human-form']}";

} // namespace

/**
 * Triggered powers that bring another creature into the fight (docs/encounter.md "Triggered powers"; issue 17), as
 * ../shared/rules/orcus-monsters-1.0.md prints them:
 * - the hunting spiders' Egg Sacs ("counter, encounter": "If the spider is hit by an attack: Place a spider swarm in
 *   an adjacent space (whether or not it is occupied)"); the book's spider swarm is the Vermin Swarm with the "Spider
 *   Swarm" variant's Spider tag ("Vermin Swarms": Level 2 Striker, 34 HP, initiative +7, AC 16). The counter comes
 *   after the roll hits and before the damage; it is offered as the space the swarm comes in (decision "square",
 *   purpose "place"), and the swarm joins through the one addCreature rule, its initiative rolled.
 * - the shapeshifter slime's Fading ("reaction, encounter": "When first staggered: The monster regresses to its
 *   natural form"; Human Form 45 HP, staggered 22, AC 18; Slime Form 45 HP, AC 20, Slam +11 2d10+4): offered after
 *   the attack that staggers it; taken, the one changeForm rule, its hit points carried over.
 * Ava (sword +attack, 1d8+3) acts first: her d20 20 against the monster's 1.
 */
class TestTriggeredCreatures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theImporterCarriesTheSpiderSwarm()
    {
        for (const char *spider :
             {"small-hunting-spider", "medium-hunting-spider", "large-hunting-spider", "huge-hunting-spider"}) {
            const QJsonObject eggs = encounterPower(QString::fromLatin1(spider), QStringLiteral("egg-sacs"));
            QCOMPARE(eggs.value(QStringLiteral("trigger")).toString(), QStringLiteral("beingHit"));
            QCOMPARE(eggs.value(QStringLiteral("action")).toString(), QStringLiteral("immediate"));
            QCOMPARE(eggs.value(QStringLiteral("usage")).toString(), QStringLiteral("encounter"));
            const QJsonObject places = eggs.value(QStringLiteral("places")).toObject();
            const QJsonObject token = places.value(QStringLiteral("creature")).toObject();
            QCOMPARE(token.value(QStringLiteral("name")).toString(), QStringLiteral("Spider Swarm"));
            QCOMPARE(token.value(QStringLiteral("size")).toString(), QStringLiteral("medium"));
            QCOMPARE(token.value(QStringLiteral("speed")).toInt(), 6);
            const QJsonObject block = places.value(QStringLiteral("block")).toObject();
            QCOMPARE(block.value(QStringLiteral("level")).toInt(), 2);
            QCOMPARE(block.value(QStringLiteral("hp")).toInt(), 34);
            QCOMPARE(block.value(QStringLiteral("initiative")).toInt(), 7);
            QVERIFY(block.value(QStringLiteral("tags")).toArray().contains(QStringLiteral("Spider")));
            const Power *power = powerNamed(*published(QString::fromLatin1(spider)), QStringLiteral("Egg Sacs"));
            // Played in part: an occupied space is the table's (the encounter keeps no Swarm trait).
            QVERIFY(power && MonsterCombatant::playsPower(*power) && !MonsterCombatant::playsWhole(*power));
        }
        const QJsonObject fading =
            encounterPower(QStringLiteral("shapeshifter-slime-human-form"), QStringLiteral("fading"));
        QCOMPARE(fading.value(QStringLiteral("trigger")).toString(), QStringLiteral("staggered"));
        const QJsonObject becomes = fading.value(QStringLiteral("becomes")).toObject();
        QCOMPARE(becomes.value(QStringLiteral("name")).toString(), QStringLiteral("Shapeshifter Slime (Slime Form)"));
        QCOMPARE(becomes.value(QStringLiteral("speed")).toInt(), 6);
        QCOMPARE(becomes.value(QStringLiteral("block"))[QStringLiteral("defenses")][QStringLiteral("ac")].toInt(), 20);
        const Power *power =
            powerNamed(*published(QStringLiteral("shapeshifter-slime-human-form")), QStringLiteral("Fading"));
        QVERIFY(power && MonsterCombatant::playsPower(*power) && MonsterCombatant::playsWhole(*power));
    }

    // Ava's d20 15 + 5 = 20 hits AC 15; Egg Sacs is offered as the space: the spider's 8 neighbours but Ava's, each
    // with the enemies adjacent there. Placed at 4,3, the Spider Swarm rolls initiative (d20 10 + 7 = 17: after Ava's
    // 22, before the spider's 4), then the hit lands (1d8 5 + 3 = 8: 29 -> 21). One undo takes the blow, the counter
    // and the swarm back; the log replays to the same state.
    void eggSacsPlaceASpiderSwarm()
    {
        auto encounter = room(QStringLiteral("small-hunting-spider"), 5, 5, {15, 10, 5});
        const EncounterState before = encounter->state();
        const CommandOutcome outcome = run(*encounter, swordOnSpider, {square(Square{4, 3}), use(false)});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const QJsonObject offer = decisionOfKind(outcome.events, QStringLiteral("square"));
        QCOMPARE(offer.value(QStringLiteral("decider")).toString(), QStringLiteral("small-hunting-spider"));
        QCOMPARE(offer.value(QStringLiteral("purpose")).toString(), QStringLiteral("place"));
        QCOMPARE(offer.value(QStringLiteral("power")).toString(), QStringLiteral("egg-sacs"));
        QCOMPARE(offer.value(QStringLiteral("creature")).toString(), QStringLiteral("Spider Swarm"));
        QCOMPARE(offer.value(QStringLiteral("squares")).toInt(), 7);
        QCOMPARE(ofType(outcome.events, "triggeredPower").first().value(QStringLiteral("power")).toString(),
                 QStringLiteral("egg-sacs"));
        const QJsonObject added = ofType(outcome.events, "creatureAdded").first();
        QCOMPARE(added.value(QStringLiteral("creature")).toString(), QStringLiteral("spider-swarm"));
        QCOMPARE(added.value(QStringLiteral("name")).toString(), QStringLiteral("Spider Swarm"));
        QCOMPARE(added.value(QStringLiteral("by")).toString(), QStringLiteral("small-hunting-spider"));
        QCOMPARE(added.value(QStringLiteral("initiative")).toInt(), 17);
        QCOMPARE(added.value(QStringLiteral("hp")).toInt(), 34);
        const EncounterState &state = encounter->state();
        const Combatant *swarm = state.combatant(QStringLiteral("spider-swarm"));
        QVERIFY(swarm);
        QCOMPARE(swarm->side, QStringLiteral("monsters"));
        QCOMPARE(swarm->position, (Square{4, 3}));
        QCOMPARE(swarm->maxHp, 34);
        QCOMPARE(state.initiative.turnOrder(), (QStringList{QStringLiteral("ava"), QStringLiteral("spider-swarm"),
                                                            QStringLiteral("small-hunting-spider")}));
        const Combatant *spider = state.combatant(QStringLiteral("small-hunting-spider"));
        QCOMPARE(spider->hp, 21);
        QVERIFY(spider->immediateActionUsed);
        QVERIFY(spider->expendedPowers.contains(QStringLiteral("egg-sacs")));

        auto log = EncounterLog::fromJsonLines(encounter->log().toJsonLines(), QStringLiteral("spider.jsonl"));
        QVERIFY2(log.ok(), qPrintable(log.errorMessage()));
        auto replayed = EncounterReplay::replay(*log, QStringLiteral("spider.jsonl"));
        QVERIFY2(replayed.ok(), qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), state));

        QVERIFY(encounter->undo().ok);
        QVERIFY(sameState(encounter->state(), before));
        QVERIFY(!encounter->state().combatant(QStringLiteral("spider-swarm")));
    }

    // Declined (no square): no swarm, the power kept, the hit lands all the same.
    void declinedNoSwarm()
    {
        auto encounter = room(QStringLiteral("small-hunting-spider"), 5, 5, {15, 5});
        const CommandOutcome outcome = run(*encounter, swordOnSpider, {square(std::nullopt), use(false)});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QVERIFY(ofType(outcome.events, "creatureAdded").isEmpty());
        const Combatant *spider = encounter->state().combatant(QStringLiteral("small-hunting-spider"));
        QCOMPARE(spider->hp, 21);
        QVERIFY(!spider->expendedPowers.contains(QStringLiteral("egg-sacs")));
        QCOMPARE(encounter->state().combatants.size(), 2);
    }

    // A square that is not one of the allowed (Ava's own) is refused: the power is not used.
    void anOccupiedSpaceIsNotOffered()
    {
        auto encounter = room(QStringLiteral("small-hunting-spider"), 5, 5, {15, 5});
        const CommandOutcome outcome = run(*encounter, swordOnSpider, {square(Square{5, 4}), use(false)});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(decisionOfKind(outcome.events, QStringLiteral("square")).value(QStringLiteral("refused")).toString(),
                 QStringLiteral("square 5,4 is not one the rules allow for Egg Sacs (7 allowed)"));
        QVERIFY(ofType(outcome.events, "creatureAdded").isEmpty());
    }

    // The policy places it where it reaches the most enemies, first in the map's order: 4,3 beside Ava.
    void thePolicyPlacesItBesideAnEnemy()
    {
        auto encounter = room(QStringLiteral("small-hunting-spider"), 5, 5, {15, 10, 5});
        PolicyDecider policy;
        const CommandOutcome outcome =
            encounter->run(commandFromJson(object(json(swordOnSpider)), JsonContext(QString())).value(), &policy);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const Combatant *swarm = encounter->state().combatant(QStringLiteral("spider-swarm"));
        QVERIFY(swarm);
        QCOMPARE(swarm->position, (Square{4, 3}));
    }

    // The slime at 30 HP takes 1d8 5 + 3 = 8 (30 -> 22, its staggered value): Fading is offered, nothing rolled, with
    // the form it takes and the hit points it keeps; taken, it is the Slime Form (AC 20, Slam) with 22 of 45 HP, its
    // Fading spent, at its place. Undo takes the blow and the change back.
    void fadingChangesTheForm()
    {
        auto encounter = room(QStringLiteral("shapeshifter-slime-human-form"), 5, 5, {15, 5});
        QVERIFY(run(*encounter, "{'type': 'setHitPoints', 'target': 'shapeshifter-slime-human-form', 'hp': 30}").ok);
        const EncounterState before = encounter->state();
        const CommandOutcome outcome = run(*encounter, swordOnSlime, {use(true)});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const QJsonObject offer = decisionOfKind(outcome.events, QStringLiteral("triggeredPower"));
        QCOMPARE(offer.value(QStringLiteral("decider")).toString(), QStringLiteral("shapeshifter-slime-human-form"));
        const QJsonObject used = ofType(outcome.events, "triggeredPower").first();
        QCOMPARE(used.value(QStringLiteral("power")).toString(), QStringLiteral("fading"));
        QCOMPARE(used.value(QStringLiteral("trigger")).toString(), QStringLiteral("staggered"));
        QVERIFY(offer.value(QStringLiteral("odds")).toArray().isEmpty());
        const QJsonObject becomes = offer.value(QStringLiteral("becomes")).toObject();
        QCOMPARE(becomes.value(QStringLiteral("name")).toString(), QStringLiteral("Shapeshifter Slime (Slime Form)"));
        QCOMPARE(becomes.value(QStringLiteral("hp")).toInt(), 22);
        QCOMPARE(becomes.value(QStringLiteral("maxHp")).toInt(), 45);
        const QJsonObject changed = ofType(outcome.events, "formChanged").first();
        QCOMPARE(changed.value(QStringLiteral("to")).toString(), QStringLiteral("shapeshifter slime (slime form)"));
        QCOMPARE(changed.value(QStringLiteral("by")).toString(), QStringLiteral("shapeshifter-slime-human-form"));
        const Combatant *slime = encounter->state().combatant(QStringLiteral("shapeshifter-slime-human-form"));
        QCOMPARE(slime->hp, 22);
        QCOMPARE(slime->maxHp, 45);
        QCOMPARE(slime->defenses[0], 20);
        QVERIFY(slime->power(QStringLiteral("slam")));
        QVERIFY(!slime->power(QStringLiteral("dagger")));
        QVERIFY(slime->expendedPowers.contains(QStringLiteral("fading")));
        QCOMPARE(slime->position, (Square{4, 4}));

        auto log = EncounterLog::fromJsonLines(encounter->log().toJsonLines(), QStringLiteral("slime.jsonl"));
        QVERIFY2(log.ok(), qPrintable(log.errorMessage()));
        auto replayed = EncounterReplay::replay(*log, QStringLiteral("slime.jsonl"));
        QVERIFY2(replayed.ok(), qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), encounter->state()));
        QVERIFY(encounter->undo().ok);
        QVERIFY(sameState(encounter->state(), before));
    }

    // Declined, it stays in its human form; a hit that does not stagger it (30 -> 25) offers nothing.
    void fadingDeclinedOrNotStaggered()
    {
        auto encounter = room(QStringLiteral("shapeshifter-slime-human-form"), 5, 5, {15, 5});
        QVERIFY(run(*encounter, "{'type': 'setHitPoints', 'target': 'shapeshifter-slime-human-form', 'hp': 30}").ok);
        const CommandOutcome outcome = run(*encounter, swordOnSlime, {use(false)});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QVERIFY(ofType(outcome.events, "formChanged").isEmpty());
        QCOMPARE(encounter->state().combatant(QStringLiteral("shapeshifter-slime-human-form"))->defenses[0], 18);

        auto unhurt = room(QStringLiteral("shapeshifter-slime-human-form"), 5, 5, {15, 5});
        const CommandOutcome hit = run(*unhurt, swordOnSlime);
        QVERIFY2(hit.ok, qPrintable(hit.error));
        QVERIFY(decisionOfKind(hit.events, QStringLiteral("triggeredPower")).isEmpty());
    }

    // A malformed creature in a power is refused with the field named, and only a triggered power brings one in.
    void malformedCreaturesAreRefused()
    {
        const JsonContext where(QStringLiteral("x"), QStringLiteral("powers[1]"));
        auto noBlock = combatPowerFromJson(
            object(json("{'id': 'eggs', 'origin': 'self', 'action': 'immediate', 'trigger': 'beingHit', "
                        "'places': {'creature': {'name': 'Swarm'}}}")),
            where);
        QVERIFY(!noBlock.ok());
        QCOMPARE(noBlock.errorMessage(), QStringLiteral("x: powers[1].places.block: missing (an object is required)"));
        auto badSize = combatPowerFromJson(
            object(json("{'id': 'eggs', 'origin': 'self', 'action': 'immediate', 'trigger': 'beingHit', "
                        "'places': {'creature': {'name': 'Swarm', 'size': 'vast'}, 'block': {'hp': 10}}}")),
            where);
        QVERIFY(!badSize.ok());
        QVERIFY2(badSize.errorMessage().startsWith(QStringLiteral("x: powers[1].places.creature.size: 'vast'")),
                 qPrintable(badSize.errorMessage()));
        auto badBlock = combatPowerFromJson(
            object(json("{'id': 'fade', 'origin': 'self', 'action': 'immediate', 'trigger': 'staggered', "
                        "'becomes': {'block': {'hp': 'many'}}}")),
            where);
        QVERIFY(!badBlock.ok());
        QVERIFY2(badBlock.errorMessage().startsWith(QStringLiteral("x: powers[1].becomes.block.hp")),
                 qPrintable(badBlock.errorMessage()));
        auto untriggered = combatPowerFromJson(
            object(json("{'id': 'fade', 'origin': 'self', 'becomes': {'block': {'hp': 10, 'defenses': {'ac': 12, "
                        "'fortitude': 12, 'reflex': 12, 'will': 12}, 'powers': []}}}")),
            where);
        QVERIFY(!untriggered.ok());
        QCOMPARE(untriggered.errorMessage(),
                 QStringLiteral("x: powers[1].becomes: only a triggered power brings in another creature or form"));
    }
};

QTEST_GUILESS_MAIN(TestTriggeredCreatures)
#include "tst_triggeredcreatures.moc"
