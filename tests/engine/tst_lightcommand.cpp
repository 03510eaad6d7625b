// Lights taken up, dropped and burning down in a fight (docs/encounter.md "Lights", docs/vision.md "Carrying and
// burning down"): Orcus "Adventuring Gear" (../shared/rules/orcus-basic-rules.txt): "Torch: For 1 hour, it casts
// bright light in a 5-square radius"; "Lantern: For 8 hours per pint of oil, it casts bright light in a 10-square
// radius". Orcus "Combat": "A round represents about six seconds in the story", so a torch burns 600 rounds.
// Lighting and picking up are swift actions, dropping a free one (Battlemat's reading of orcus-gaps-filled.md
// sections 1 and 2).
#include "encounter/encountergrid.h"
#include "encounter/encounterreplay.h"
#include "encounter/lightcommand.h"
#include "encounterfixture.h"
#include "grid/lightmap.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

// Initiative dice in the arena's file order ava, bran, g1, g2, ogre: ava 22 acts first.
const QList<int> initiative{20, 10, 5, 4, 3};

// The arena (ava 3,3; bran 0,0; g1 2,3; g2 4,3; ogre 7,7) in the dark, begun on Ava's turn.
std::unique_ptr<CommandProcessor> darkArena()
{
    auto processor =
        make(arena(initiative, QJsonObject{{QStringLiteral("light"),
                                            QJsonObject{{QStringLiteral("ambient"), QStringLiteral("dark")}}}}));
    run(*processor, "{'type': 'start'}");
    run(*processor, "{'type': 'rollInitiative'}");
    return processor;
}

LightLevel lightAt(const EncounterState &state, Square s)
{
    return LightMap::levelAt(EncounterGrid::of(state)->grid(), s);
}

void endTurnsUntilRound(CommandProcessor &encounter, int round)
{
    while (encounter.state().round < round) {
        const QByteArray command = "{'type': 'endTurn', 'creature': '" + encounter.state().current.toUtf8() + "'}";
        const CommandOutcome outcome = run(encounter, command.constData());
        if (!outcome.ok)
            qFatal("end of turn refused: %s", qPrintable(outcome.error));
    }
}

} // namespace

class TestLightCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theSecondsOfARoundComeOffTheMinutes()
    {
        // A fresh torch (60 minutes) after one round: 60 minutes begun, 6 seconds of the first spent; after 599
        // rounds 6 seconds are left (minute 1 of it begun, 54 s spent); after 600 it is out.
        const QList<LightSource> lit = carryLight({}, QStringLiteral("ava"), QStringLiteral("torch"));
        QCOMPARE(lit.first().minutesLeft, 60);
        LightSource one = burnLightsSeconds(lit, 6).first();
        QCOMPARE(one.minutesLeft, 60);
        QCOMPARE(one.secondsSpent, 6);
        LightSource almost = burnLightsSeconds(lit, 599 * 6).first();
        QCOMPARE(almost.minutesLeft, 1);
        QCOMPARE(almost.secondsSpent, 54);
        QVERIFY(almost.isLit());
        LightSource out = burnLightsSeconds(lit, 600 * 6).first();
        QCOMPARE(out.minutesLeft, 0);
        QCOMPARE(out.secondsSpent, 0);
        QVERIFY(!out.isLit());
        // The map's minutes (map.burnLights) go through the same seconds: 10 minutes after 1 round leave 49:54.
        LightSource both = burnLights(burnLightsSeconds(lit, 6), 10).first();
        QCOMPARE(both.minutesLeft, 50);
        QCOMPARE(both.secondsSpent, 6);
    }

    void aHeroLightsATorchDropsItAndPicksItUp()
    {
        auto encounter = darkArena();
        QCOMPARE(encounter->state().current, QStringLiteral("ava"));
        QCOMPARE(lightAt(encounter->state(), {3, 3}), LightLevel::Dark);

        // Lighting a torch: a swift action; bright light 5 squares around her (3,3): 7,3 and 0,0 lit; 7,7 too (4
        // squares off), for the arena is 8 by 8: all of it is within 5.
        CommandOutcome lit =
            run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'light', 'kind': 'torch'}");
        QVERIFY2(lit.ok, qPrintable(lit.error));
        const EncounterState &state = encounter->state();
        QCOMPARE(state.budget.swift(), 0);
        QCOMPARE(state.light.lights.size(), 1);
        QCOMPARE(state.light.lights.first().carriedBy, QStringLiteral("ava"));
        QCOMPARE(state.light.lights.first().minutesLeft, 60);
        QCOMPARE(ofType(lit.events, "lightLit").size(), 1);
        QCOMPARE(ofType(lit.events, "lightLit").first().value(QStringLiteral("minutesLeft")).toInt(), 60);
        QCOMPARE(lightAt(state, {7, 3}), LightLevel::Bright);
        QCOMPARE(lightAt(state, {0, 0}), LightLevel::Bright);

        // One lit light in hand: a second is refused, saying what to do.
        CommandOutcome twice =
            run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'light', 'kind': 'lantern'}");
        QVERIFY(!twice.ok);
        QCOMPARE(twice.error, QStringLiteral("ava already carries a lit torch: drop it first"));

        // Dropping it: a free action; it burns on at 3,3.
        CommandOutcome dropped = run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'drop'}");
        QVERIFY2(dropped.ok, qPrintable(dropped.error));
        QCOMPARE(encounter->state().light.lights.first().carriedBy, QString());
        QCOMPARE(encounter->state().light.lights.first().square, (Square{3, 3}));
        QCOMPARE(ofType(dropped.events, "lightDropped").first().value(QStringLiteral("lit")).toBool(), true);
        QCOMPARE(encounter->state().budget.standard(), 1); // free: nothing else spent
        QCOMPARE(run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'drop'}").error,
                 QStringLiteral("ava carries no light"));

        // The game master puts Ava at 6,5: the torch lights on from 3,3 (0,0 is 3 squares off), but it is out of
        // reach of her hand.
        QVERIFY(run(*encounter, "{'type': 'place', 'creature': 'ava', 'x': 6, 'y': 5}").ok);
        QCOMPARE(lightAt(encounter->state(), {0, 0}), LightLevel::Bright);
        QCOMPARE(run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'pickUp', 'square': [3, 3]}").error,
                 QStringLiteral("3,3 is out of ava's reach: a light is picked up from its own or an adjacent square"));
        QCOMPARE(run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'pickUp', 'square': [6, 6]}").error,
                 QStringLiteral("no light lies at 6,6"));
        QVERIFY(run(*encounter, "{'type': 'place', 'creature': 'ava', 'x': 4, 'y': 4}").ok);
        // Picking it up from the adjacent square: another swift action, her move action taken as one.
        CommandOutcome picked =
            run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'pickUp', 'square': [3, 3]}");
        QVERIFY2(picked.ok, qPrintable(picked.error));
        QCOMPARE(encounter->state().light.lights.first().carriedBy, QStringLiteral("ava"));
        QCOMPARE(encounter->state().budget.move(), 0);
        QCOMPARE(encounter->state().budget.standard(), 1);

        // Undo takes each back: the torch lies at 3,3 again, then is in her hand, then was never lit.
        QVERIFY(encounter->undo().ok);
        QCOMPARE(encounter->state().light.lights.first().carriedBy, QString());
        QVERIFY(encounter->undo().ok); // the place
        QVERIFY(encounter->undo().ok); // the place
        QVERIFY(encounter->undo().ok); // the drop
        QCOMPARE(encounter->state().light.lights.first().carriedBy, QStringLiteral("ava"));
        QVERIFY(encounter->undo().ok);
        QVERIFY(encounter->state().light.lights.isEmpty());
        QCOMPARE(lightAt(encounter->state(), {3, 3}), LightLevel::Dark);
    }

    void whatIsWrongIsSaid()
    {
        auto encounter = darkArena();
        // Not her turn; an unknown light; a pickUp without its square; an action that is not one.
        QCOMPARE(run(*encounter, "{'type': 'light', 'creature': 'bran', 'action': 'light', 'kind': 'torch'}").error,
                 QStringLiteral("it is ava's turn, not bran's"));
        QCOMPARE(
            run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'light', 'kind': 'flare'}").error,
            QStringLiteral("command: kind: 'flare' is not a light source; use candle, torch, lantern, glowbasket"));
        QCOMPARE(run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'pickUp'}").error,
                 QStringLiteral("command: square: picking up a light needs its square"));
        QCOMPARE(run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'throw'}").error,
                 QStringLiteral("command: action: 'throw' is not one of light, drop, pickUp"));
        // Her swift, move and standard actions spent on lights (each taken as a swift one), a fourth is not left;
        // dropping, a free action, still is.
        QVERIFY(run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'light', 'kind': 'torch'}").ok);
        for (int pickUp = 0; pickUp < 2; ++pickUp) {
            QVERIFY(run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'drop'}").ok);
            QVERIFY(run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'pickUp', 'square': [3, 3]}").ok);
        }
        QVERIFY(run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'drop'}").ok);
        const QString none =
            run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'pickUp', 'square': [3, 3]}").error;
        QVERIFY2(none.startsWith(QStringLiteral("ava has no swift action left this turn")), qPrintable(none));
    }

    void aTorchBurnsOutAfter600Rounds()
    {
        // Lit in round 1; each round that ends burns it six seconds. At the start of round 600 (599 rounds gone) it
        // has 6 seconds left; at the start of round 601 it is out, the log says so and the squares are dark again.
        auto encounter = darkArena();
        QVERIFY(run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'light', 'kind': 'torch'}").ok);
        QVERIFY(run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'drop'}").ok);
        endTurnsUntilRound(*encounter, 600);
        const LightSource &torch = encounter->state().light.lights.first();
        QCOMPARE(torch.minutesLeft, 1);
        QCOMPARE(torch.secondsSpent, 54);
        QCOMPARE(lightAt(encounter->state(), {3, 3}), LightLevel::Bright);
        QCOMPARE(ofType(encounter->log().events(), "lightBurntOut").size(), 0);
        endTurnsUntilRound(*encounter, 601);
        QCOMPARE(encounter->state().light.lights.first().minutesLeft, 0);
        QCOMPARE(lightAt(encounter->state(), {3, 3}), LightLevel::Dark);
        const QList<QJsonObject> out = ofType(encounter->log().events(), "lightBurntOut");
        QCOMPARE(out.size(), 1);
        QCOMPARE(out.first().value(QStringLiteral("kind")).toString(), QStringLiteral("torch"));
        QCOMPARE(out.first().value(QStringLiteral("square")).toArray(), (QJsonArray{3, 3}));
    }

    void aLanternBurnsThroughTheRestsAfterTheFight()
    {
        // A lantern lit in round 1 (8 hours: 480 minutes); the fight ends in round 3 (2 rounds, 12 seconds gone).
        // A wait of 473 minutes leaves 6 minutes 48 seconds (7 begun); a short rest (5 minutes) 1:48 (2 begun); a
        // second short rest puts it out after the rest begins.
        auto encounter = darkArena();
        QVERIFY(run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'light', 'kind': 'lantern'}").ok);
        QCOMPARE(encounter->state().light.lights.first().minutesLeft, 480);
        endTurnsUntilRound(*encounter, 3);
        QVERIFY(run(*encounter, "{'type': 'endEncounter'}").ok);
        QVERIFY(run(*encounter, "{'type': 'rest', 'kind': 'wait', 'minutes': 473}").ok);
        QCOMPARE(encounter->state().light.lights.first().minutesLeft, 7);
        QCOMPARE(encounter->state().light.lights.first().secondsSpent, 12);
        QVERIFY(run(*encounter, "{'type': 'rest', 'kind': 'short'}").ok);
        QCOMPARE(encounter->state().light.lights.first().minutesLeft, 2);
        const CommandOutcome last = run(*encounter, "{'type': 'rest', 'kind': 'short'}");
        QVERIFY2(last.ok, qPrintable(last.error));
        QCOMPARE(encounter->state().light.lights.first().minutesLeft, 0);
        QCOMPARE(ofType(last.events, "lightBurntOut").size(), 1);
        QCOMPARE(ofType(last.events, "lightBurntOut").first().value(QStringLiteral("carriedBy")).toString(),
                 QStringLiteral("ava"));
    }

    void theLogReplaysToTheSameLight()
    {
        auto encounter = darkArena();
        QVERIFY(run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'light', 'kind': 'torch'}").ok);
        QVERIFY(run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'drop'}").ok);
        endTurnsUntilRound(*encounter, 4);
        // Every event again, the burning seconds and the drop included (EncounterReplay compares them one by one).
        auto replayed = EncounterReplay::replay(encounter->log(), QStringLiteral("test"));
        QVERIFY2(replayed, qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), encounter->state()));
        QCOMPARE((*replayed)->state().light.lights.first().secondsSpent, 18);
    }
};

QTEST_GUILESS_MAIN(TestLightCommand)
#include "tst_lightcommand.moc"
