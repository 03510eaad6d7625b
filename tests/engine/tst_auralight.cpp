// Auras of light and obscurement (docs/vision.md "Auras of light and obscurement";
// ../shared/rules/orcus-monsters-1.0.md): the flash beetle's Luminescence ("casts bright light", aura 2), the ice hag's
// Unceasing Sleet ("Squares in aura are heavily obscured", aura 1) and the nightmare's Sulfurous Smoke ("Lightly
// obscured", aura 3, "can see through its aura"), read from the printed sentences and played through the one LightMap
// and ConcealmentRules: -2 for a target in a lightly obscured square, and in a heavily obscured one -2 adjacent and -5
// not (orcus-gaps-filled.md section 8).
#include "publishedmonsterroom.h"

#include "encounter/attackrules.h"
#include "encounter/encountergrid.h"
#include "grid/lightmap.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

const Aura &auraOf(const QString &monsterId)
{
    const StatBlock *block = published(monsterId);
    if (!block || block->monster.details.auras.isEmpty())
        qFatal("the bundled library has no aura for %s", qPrintable(monsterId));
    return block->monster.details.auras.first();
}

// A ranged probe (range 10): the concealment of its target as the attacker sees it.
int concealmentOf(const EncounterState &state, const QString &attacker, const QString &target)
{
    CombatPower probe;
    probe.id = QStringLiteral("probe");
    probe.origin = PowerOrigin::Ranged;
    probe.range = 10;
    probe.attackBonus = 5;
    const QJsonObject mods =
        AttackRules::modifiers(state, *state.combatant(attacker), *state.combatant(target), probe, {target}, {});
    return mods.value(QStringLiteral("concealment")).toInt() + mods.value(QStringLiteral("totalConcealment")).toInt();
}

LightLevel lightAt(const EncounterState &state, Square s)
{
    return LightMap::levelAt(EncounterGrid::of(state)->grid(), s);
}

const QString ava = QStringLiteral("ava");

} // namespace

class TestAuraLight : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theImporterReadsLightAndObscurement()
    {
        const Aura &luminescence = auraOf(QStringLiteral("flash-beetle"));
        QVERIFY(luminescence.automated);
        QCOMPARE(luminescence.play.light, QStringLiteral("bright"));
        QVERIFY(luminescence.tableText.isEmpty());
        const Aura &sleet = auraOf(QStringLiteral("ice-hag"));
        QCOMPARE(sleet.play.obscured, QStringLiteral("heavily"));
        QVERIFY(sleet.tableText.isEmpty());
        const Aura &smoke = auraOf(QStringLiteral("nightmare"));
        QCOMPARE(smoke.play.obscured, QStringLiteral("lightly"));
        QVERIFY(smoke.play.ownerSeesThrough);
        // Its rider is no creature of the encounter: the sentence stays for the table as well.
        QCOMPARE(smoke.tableText, QStringLiteral("The nightmare and its rider can see through its aura."));
        // The ice hag's Senses line: "can see through concealment from precipitation, including the hag's unceasing
        // sleet aura": it sees through its own sleet in the fight.
        const QJsonObject hag = *MonsterCombatant::statBlock(*published(QStringLiteral("ice-hag")), {});
        QVERIFY(hag.value(QStringLiteral("auras"))
                    .toArray()
                    .at(0)
                    .toObject()
                    .value(QStringLiteral("ownerSeesThrough"))
                    .toBool());
    }

    void theFlashBeetleLightsItsSquaresWhereverItGoes()
    {
        // A dark hall. The beetle (small, at 4,4) lights every square within 2 of it; Ava (normal eyes) at 8,4 stands
        // in the dark 4 squares off, the beetle in its own light: her arrow takes no penalty, the beetle's low-light
        // vision sees her in darkness (totally obscured: -5).
        auto encounter = room(QStringLiteral("flash-beetle"), 5, 8, {},
                              QJsonObject{{QStringLiteral("ambient"), QStringLiteral("dark")}});
        const QString beetle = QStringLiteral("flash-beetle");
        const EncounterState &state = encounter->state();
        QCOMPARE(lightAt(state, {6, 4}), LightLevel::Bright);
        QCOMPARE(lightAt(state, {2, 2}), LightLevel::Bright);
        QCOMPARE(lightAt(state, {7, 4}), LightLevel::Dark);
        QCOMPARE(concealmentOf(state, ava, beetle), 0);
        QCOMPARE(concealmentOf(state, beetle, ava), -5);
        // The game master puts the beetle at 10,4: its light goes along, Ava at 8,4 is lit.
        QVERIFY(run(*encounter, "{'type': 'place', 'creature': 'flash-beetle', 'x': 10, 'y': 4}").ok);
        QCOMPARE(lightAt(encounter->state(), {8, 4}), LightLevel::Bright);
        QCOMPARE(lightAt(encounter->state(), {4, 4}), LightLevel::Dark);
        QCOMPARE(concealmentOf(encounter->state(), beetle, ava), 0);
        // At 0 hit points its aura is off (docs/encounter.md "Auras"): dark again.
        QVERIFY(run(*encounter, "{'type': 'setHitPoints', 'target': 'flash-beetle', 'hp': 0}").ok);
        QCOMPARE(lightAt(encounter->state(), {8, 4}), LightLevel::Dark);
    }

    void theIceHagsSleetConcealsAndTheHagSeesThroughIt()
    {
        // Bright hall; the hag at 4,4, her sleet on every square within 1. Ava beside her (5,4): the hag's square is
        // heavily obscured and Ava adjacent, -2; from 7,4 (not adjacent) total concealment, -5. The hag sees through
        // her sleet: no penalty against Ava standing in it.
        auto beside = room(QStringLiteral("ice-hag"), 5, 5, {});
        const QString hag = QStringLiteral("ice-hag");
        QCOMPARE(concealmentOf(beside->state(), ava, hag), -2);
        QCOMPARE(concealmentOf(beside->state(), hag, ava), 0);
        auto apart = room(QStringLiteral("ice-hag"), 5, 7, {});
        QCOMPARE(concealmentOf(apart->state(), ava, hag), -5);
        // Ava at 7,4 is outside the sleet: the hag sees her clearly.
        QCOMPARE(concealmentOf(apart->state(), hag, ava), 0);
    }

    void theNightmareSeesThroughItsSmoke()
    {
        // The nightmare (large, 4-5 x 4-5) in a bright hall, its smoke 3 squares around it. Ava at 8,4 (3 squares
        // from its space) is in the smoke: her arrow at the nightmare takes -2 (lightly obscured), the nightmare
        // sees her clearly through its own smoke.
        auto encounter = room(QStringLiteral("nightmare"), 5, 8, {});
        const QString nightmare = QStringLiteral("nightmare");
        QCOMPARE(concealmentOf(encounter->state(), ava, nightmare), -2);
        QCOMPARE(concealmentOf(encounter->state(), nightmare, ava), 0);
    }
};

QTEST_GUILESS_MAIN(TestAuraLight)
#include "tst_auralight.moc"
