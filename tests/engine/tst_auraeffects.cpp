// The published auras beyond fixed damage (issue 17; ../shared/rules/orcus-monsters-1.0.md "Auras"), each read from
// its printed sentence (readAuraSentences) and played through the encounter's own rules (AuraRules): dice damage and
// a push, persistent damage, conditions (save ends, until they leave the aura), the end of a turn, leaving, the
// owner's basic melee attack, and what being in an aura changes (saving throws, defenses, attack rolls, off-guard,
// healing). Each with the monster's printed numbers.
#include "publishedmonsterroom.h"

#include "encounter/attackrules.h"
#include "encounter/aurarules.h"
#include "encounter/conditionrules.h"
#include "encounter/encountermovement.h"

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

// Turns end until Ava's next one begins: the events of her start of turn.
CommandOutcome avasNextTurn(CommandProcessor &encounter)
{
    CommandOutcome outcome;
    for (int turn = 0; turn < 3; ++turn) {
        const QByteArray command =
            "{\"type\": \"endTurn\", \"creature\": \"" + encounter.state().current.toUtf8() + "\"}";
        outcome = run(encounter, command.constData());
        if (!outcome.ok || encounter.state().current == QLatin1String("ava"))
            break;
    }
    return outcome;
}

bool has(const CommandProcessor &encounter, const char *condition)
{
    return ConditionRules::has(encounter.state(), *encounter.state().combatant(QStringLiteral("ava")),
                               QString::fromLatin1(condition));
}

CombatPower powerVs(DefenseKind defense)
{
    CombatPower power;
    power.id = QStringLiteral("probe");
    power.attackBonus = 5;
    power.defense = defense;
    return power;
}

} // namespace

class TestAuraEffects : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theImporterReadsThePrintedSentence()
    {
        // "Creatures beginning their turn in the aura take 4d10+6 psychic damage and are pushed 4."
        const Aura &ophidiophobia = auraOf(QStringLiteral("anguineum-caste-ophiduan"));
        QVERIFY(ophidiophobia.automated && ophidiophobia.startOfTurn && !ophidiophobia.onEnter);
        QCOMPARE(ophidiophobia.damage->expression, QStringLiteral("4d10+6"));
        QCOMPARE(ophidiophobia.damage->type, DamageType::Psychic);
        QCOMPARE(ophidiophobia.play.push, 4);
        QVERIFY(ophidiophobia.tableText.isEmpty());
        // "Squares in aura are heavily obscured and creatures that enter or begin their turns in the aura take 1d6
        // cold damage": the obscurement too (tst_auralight plays it).
        const Aura &sleet = auraOf(QStringLiteral("ice-hag"));
        QVERIFY(sleet.automated && sleet.startOfTurn && sleet.onEnter);
        QCOMPARE(sleet.damage->expression, QStringLiteral("1d6"));
        QCOMPARE(sleet.play.obscured, QStringLiteral("heavily"));
        QVERIFY(sleet.tableText.isEmpty());
        // "A living creature, other than a ghoul worm, that enters the aura or begins its turn in it is rattled
        // (save ends)."
        const Aura &stench = auraOf(QStringLiteral("ghoul-worm"));
        QVERIFY(stench.automated && stench.startOfTurn && stench.onEnter && stench.play.livingOnly);
        QCOMPARE(stench.play.except, QStringLiteral("ghoul worm"));
        QCOMPARE(stench.play.conditions, QStringList{QStringLiteral("rattled")});
        QCOMPARE(stench.play.until, QStringLiteral("saveEnds"));
        // "... rattled and deafened until they leave the aura": the encounter has no deafened, that part is shown.
        const Aura &din = auraOf(QStringLiteral("medium-air-elemental"));
        QCOMPARE(din.play.until, QStringLiteral("leaveAura"));
        QCOMPARE(din.tableText, QStringLiteral("deafened until they leave the aura."));
        // "A creature that enters or begins its turn in the aura takes 10 persistent damage (save ends)."
        const Aura &chomp = auraOf(QStringLiteral("hungry-maw"));
        QVERIFY(chomp.play.persistent);
        QCOMPARE(chomp.damage->expression, QStringLiteral("10"));
        // Passive ones: -1 on saves, -2 Will, -2 to defenses and attack rolls (skill checks the table's), healing.
        QCOMPARE(auraOf(QStringLiteral("deathgaunt")).play.saveModifier, -1);
        QCOMPARE(auraOf(QStringLiteral("peaceful-specter")).play.saveModifier, 2);
        QCOMPARE(auraOf(QStringLiteral("gloomwarden")).play.defenseModifier, -2);
        QCOMPARE(auraOf(QStringLiteral("gloomwarden")).play.defense, QStringLiteral("will"));
        const Aura &miasma = auraOf(QStringLiteral("tunnel-brute"));
        QCOMPARE(miasma.play.defenseModifier, -2);
        QCOMPARE(miasma.play.attackModifier, -2);
        QCOMPARE(miasma.play.except, QStringLiteral("tunnel brute"));
        QCOMPARE(miasma.tableText, QStringLiteral("and on skill checks."));
        QCOMPARE(auraOf(QStringLiteral("hezrou")).play.healing, QStringLiteral("none"));
        QCOMPARE(auraOf(QStringLiteral("vigilant-statue")).play.healing, QStringLiteral("half"));
        QVERIFY(auraOf(QStringLiteral("worm-that-walks")).play.grantsCombatAdvantage);
        QVERIFY(auraOf(QStringLiteral("bloody-bones")).play.endOfTurn);
        QVERIFY(auraOf(QStringLiteral("marilith")).play.onLeave);
        QVERIFY(auraOf(QStringLiteral("vermin-swarm")).play.basicAttack);
        QVERIFY(auraOf(QStringLiteral("king-of-thieves")).play.lastStrike); // tst_laststrike
        // What no rule of the encounter covers stays the table's, shown as printed.
        for (const char *id : {"unicorn", "aboleth"}) {
            QVERIFY2(!auraOf(QString::fromLatin1(id)).automated, id);
            QVERIFY2(!MonsterCombatant::playsAura(auraOf(QString::fromLatin1(id))), id);
        }
    }

    void thePublishedAurasPlayedWholeInPartOrByTheTable()
    {
        int whole = 0, partly = 0, table = 0;
        for (const StatBlock &monster : MonsterLibrary::bundled()->monsters) {
            for (const Aura &aura : monster.monster.details.auras)
                (!MonsterCombatant::playsAura(aura)       ? table
                 : MonsterCombatant::playsAuraWhole(aura) ? whole
                                                          : partly) += 1;
            // Each played aura reaches the encounter's stat block; the encounter reads it back.
            const QJsonObject block = MonsterCombatant::statBlock(monster).value();
            Combatant combatant;
            const Status read = readStatBlock(combatant, block, JsonContext(monster.id));
            QVERIFY2(read.ok(), qPrintable(read.errorMessage()));
        }
        qInfo("published auras: %d played whole, %d in part, %d the table's", whole, partly, table);
        QCOMPARE(whole + partly + table, 45);
        // the jinushigami's Terrain Manipulation whole (its allies' +2 speed too), the king of thieves' Sleep When
        // You're Dead whole (tst_laststrike)
        QCOMPARE(whole, 36);
        QCOMPARE(partly, 6);
        QCOMPARE(table, 3);
    }

    void theIceHagsSleetRollsItsDie()
    {
        // Ava adjacent to the ice hag; her start of turn: 1d6 cold, the die a 4.
        auto encounter = room(QStringLiteral("ice-hag"), 5, 5, {});
        const int before = encounter->state().combatant(QStringLiteral("ava"))->hp;
        const CommandOutcome outcome = avasNextTurn(*encounter);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto damage = ofType(outcome.events, "damage");
        QCOMPARE(damage.size(), 1);
        const int amount = damage.first().value(QStringLiteral("amount")).toInt();
        QVERIFY(amount >= 1 && amount <= 6);
        QCOMPARE(damage.first().value(QStringLiteral("damageType")).toString(), QStringLiteral("cold"));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, before - amount);
    }

    void theOphiduansOphidiophobiaHurtsAndPushesFour()
    {
        // Two squares from the ophiduan when her first turn starts: 4d10+6 psychic, then pushed 4 squares away.
        auto encounter = room(QStringLiteral("anguineum-caste-ophiduan"), 5, 6, {});
        const auto aura = ofType(encounter->log().events(), "aura");
        QCOMPARE(aura.size(), 1);
        const int amount = aura.first().value(QStringLiteral("amount")).toInt();
        QVERIFY(amount >= 10 && amount <= 46);
        const Combatant *ava = encounter->state().combatant(QStringLiteral("ava"));
        QCOMPARE(ava->hp, 40 - amount);
        QCOMPARE(ava->position, (Square{10, 4}));
        // Out of the aura now: her next turn starts untouched.
        QVERIFY(ofType(avasNextTurn(*encounter).events, "aura").isEmpty());
    }

    void theHungryMawsChompIsPersistentDamageSaveEnds()
    {
        auto encounter = room(QStringLiteral("hungry-maw"), 5, 5, {});
        const int before = encounter->state().combatant(QStringLiteral("ava"))->hp;
        const CommandOutcome outcome = avasNextTurn(*encounter);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        // 10 persistent damage (save ends), taken at the start of her turn from then on: now too.
        bool persistent = false;
        for (const ActiveEffect &effect : encounter->state().effects)
            persistent = persistent || (effect.target == QLatin1String("ava") && effect.spec.persistentDamage == 10 &&
                                        effect.spec.duration == EffectDuration::SaveEnds);
        QVERIFY(persistent);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, before - 10);
        // Her next start in it does not lay a second one.
        run(*encounter, "{'type': 'endTurn', 'creature': 'ava'}");
        int count = 0;
        for (const ActiveEffect &effect : encounter->state().effects)
            count += effect.target == QLatin1String("ava") && effect.spec.persistentDamage > 0 ? 1 : 0;
        QVERIFY(count <= 1);
    }

    void theGhoulWormsStenchRattlesTheLivingOnly()
    {
        auto encounter = room(QStringLiteral("ghoul-worm"), 5, 6, {});
        QVERIFY(avasNextTurn(*encounter).ok);
        QVERIFY(has(*encounter, "rattled"));
        // An undead (the stat block's tags) is not living, and a ghoul worm is spared: the same aura passes them by.
        EncounterState state = encounter->state();
        const AuraRef stench{QStringLiteral("ghoul-worm"), 0};
        QVERIFY(AuraRules::reaches(state, stench, QStringLiteral("ava")));
        state.combatant(QStringLiteral("ava"))->living = false;
        QVERIFY(!AuraRules::reaches(state, stench, QStringLiteral("ava")));
        state.combatant(QStringLiteral("ava"))->living = true;
        state.combatant(QStringLiteral("ava"))->kind = QStringLiteral("ghoul worm");
        QVERIFY(!AuraRules::reaches(state, stench, QStringLiteral("ava")));
        const QJsonObject ghast = MonsterCombatant::statBlock(*published(QStringLiteral("ghast"))).value();
        QCOMPARE(ghast.value(QStringLiteral("living")).toBool(true), false);
    }

    void theClatteringDinRattlesUntilSheLeavesIt()
    {
        // The medium air elemental's Clattering din, aura 2: Ava two squares off at the start of her turn.
        auto encounter = room(QStringLiteral("medium-air-elemental"), 5, 6, {});
        QVERIFY(avasNextTurn(*encounter).ok);
        QVERIFY(has(*encounter, "rattled"));
        const CommandOutcome moved = run(*encounter, "{'type': 'move', 'creature': 'ava', 'path': [[7, 4]]}");
        QVERIFY2(moved.ok, qPrintable(moved.error));
        QVERIFY(!has(*encounter, "rattled"));
        const auto ended = ofType(moved.events, "effectEnded");
        QCOMPARE(ended.size(), 1);
        QCOMPARE(ended.first().value(QStringLiteral("reason")).toString(), QStringLiteral("left the aura"));
    }

    void theGloomwardensDreadPresenceLowersWillInTheOdds()
    {
        auto encounter = room(QStringLiteral("gloomwarden"), 5, 6, {});
        const EncounterState &state = encounter->state();
        const Combatant &ava = *state.combatant(QStringLiteral("ava"));
        // Will 11 - 2 in the aura; AC untouched; the same function the attack roll and the hover odds use.
        QCOMPARE(AttackRules::defenseAgainst(state, ava, powerVs(DefenseKind::Will)), 9);
        QCOMPARE(AttackRules::defenseAgainst(state, ava, powerVs(DefenseKind::AC)), 17);
        QVERIFY(run(*encounter, "{'type': 'move', 'creature': 'ava', 'path': [[7, 4]]}").ok);
        QCOMPARE(AttackRules::defenseAgainst(encounter->state(), *encounter->state().combatant(QStringLiteral("ava")),
                                             powerVs(DefenseKind::Will)),
                 11);
    }

    void theTunnelBrutesMiasmaLowersDefensesAndAttacks()
    {
        auto encounter = room(QStringLiteral("tunnel-brute"), 5, 6, {});
        const EncounterState &state = encounter->state();
        const Combatant &ava = *state.combatant(QStringLiteral("ava"));
        const Combatant &brute = *state.combatant(QStringLiteral("tunnel-brute"));
        QCOMPARE(AttackRules::defenseAgainst(state, ava, powerVs(DefenseKind::AC)), 15);
        QCOMPARE(AttackRules::defenseAgainst(state, ava, powerVs(DefenseKind::Fortitude)), 12);
        const QJsonObject mods = AttackRules::modifiers(state, ava, brute, *ava.power(QStringLiteral("sword")),
                                                        {QStringLiteral("tunnel-brute")}, {});
        QCOMPARE(mods.value(QStringLiteral("aura")).toInt(), -2);
    }

    void theCouatlsDetectThoughtsGuardsItAgainstEnemiesInIt()
    {
        // "The couatl has a +2 power bonus to all defenses against attacks from enemies in aura": Ava, in its aura
        // 10, attacks at -2 (the same odds); its Stealth and Insight parts stay the table's.
        const Aura &thoughts = auraOf(QStringLiteral("elder-couatl"));
        QCOMPARE(thoughts.play.ownerDefenseBonus, 2);
        QVERIFY(thoughts.tableText.contains(QLatin1String("Stealth")));
        auto encounter = room(QStringLiteral("elder-couatl"), 5, 9, {});
        const EncounterState &state = encounter->state();
        const Combatant &ava = *state.combatant(QStringLiteral("ava"));
        const Combatant &couatl = *state.combatant(QStringLiteral("elder-couatl"));
        const QJsonObject mods = AttackRules::modifiers(state, ava, couatl, *ava.power(QStringLiteral("bow")),
                                                        {QStringLiteral("elder-couatl")}, {});
        QCOMPARE(mods.value(QStringLiteral("aura")).toInt(), -2);
    }

    void theWormThatWalksHasCombatAdvantageInItsAura()
    {
        auto encounter = room(QStringLiteral("worm-that-walks"), 5, 5, {});
        const EncounterState &state = encounter->state();
        const Combatant &ava = *state.combatant(QStringLiteral("ava"));
        const Combatant &worm = *state.combatant(QStringLiteral("worm-that-walks"));
        QVERIFY(ConditionRules::offGuardReasons(state, ava, worm).contains(QStringLiteral("aura")));
        // Only to the worm: Ava is not off-guard against anyone else for it, nor the worm against her.
        QVERIFY(!ConditionRules::offGuardReasons(state, worm, ava).contains(QStringLiteral("aura")));
    }

    void savingThrowsInTheDeathgauntsAndTheSpectersAuras()
    {
        auto gaunt = room(QStringLiteral("deathgaunt"), 5, 6, {});
        QCOMPARE(AuraRules::saveModifier(gaunt->state(), QStringLiteral("ava")), -1);
        auto specter = room(QStringLiteral("peaceful-specter"), 5, 6, {});
        // "Creatures in the aura": Ava, an enemy of the specter, gets the +2 too.
        QCOMPARE(AuraRules::saveModifier(specter->state(), QStringLiteral("ava")), 2);
        // The saving throw itself: dazed (save ends) on Ava, her d20 a 10, -1 in the aura: 9, failed.
        auto encounter = room(QStringLiteral("deathgaunt"), 5, 6, {10});
        QVERIFY(run(*encounter, "{'type': 'applyEffect', 'target': 'ava', 'source': 'deathgaunt', 'effect': "
                                "{'condition': 'dazed', 'duration': 'saveEnds'}}")
                    .ok);
        const CommandOutcome outcome = run(*encounter, "{'type': 'endTurn', 'creature': 'ava'}");
        const auto saves = ofType(outcome.events, "savingThrow");
        QCOMPARE(saves.size(), 1);
        QCOMPARE(saves.first().value(QStringLiteral("total")).toInt(), 9);
        QVERIFY(!saves.first().value(QStringLiteral("success")).toBool());
    }

    void theHezrouForbidsHealingAndTheStatueHalvesIt()
    {
        // Rally spends a recovery (10) in the hezrou's Demonic Stench: nothing regained.
        auto hezrou = room(QStringLiteral("hezrou"), 5, 6, {});
        QVERIFY(run(*hezrou, "{'type': 'setHitPoints', 'target': 'ava', 'hp': 20}").ok);
        QVERIFY(run(*hezrou, "{'type': 'action', 'creature': 'ava', 'action': 'rally'}").ok);
        QCOMPARE(hezrou->state().combatant(QStringLiteral("ava"))->hp, 20);
        // In the vigilant statue's Suppressive Aura, half: 5.
        auto statue = room(QStringLiteral("vigilant-statue"), 5, 6, {});
        QVERIFY(run(*statue, "{'type': 'setHitPoints', 'target': 'ava', 'hp': 20}").ok);
        const CommandOutcome rally = run(*statue, "{'type': 'action', 'creature': 'ava', 'action': 'rally'}");
        QVERIFY2(rally.ok, qPrintable(rally.error));
        QCOMPARE(statue->state().combatant(QStringLiteral("ava"))->hp, 25);
        QCOMPARE(ofType(rally.events, "healingReduced").first().value(QStringLiteral("regained")).toInt(), 5);
    }

    void theBloodyBonesBleedsAtTheEndOfATurn()
    {
        auto encounter = room(QStringLiteral("bloody-bones"), 5, 6, {});
        const CommandOutcome outcome = run(*encounter, "{'type': 'endTurn', 'creature': 'ava'}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto aura = ofType(outcome.events, "aura");
        QCOMPARE(aura.size(), 1);
        QCOMPARE(aura.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("endOfTurn"));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 37);
    }

    void theMarilithsWallOfSteelCutsWhoLeaves()
    {
        // The marilith (Large, 4-5 x 4-5), Wall of Steel aura 2: Ava at 7 is in it, at 8 out. Out, in, out: once.
        auto encounter = room(QStringLiteral("marilith"), 5, 7, {});
        if (encounter->state().current != QLatin1String("ava"))
            QVERIFY(avasNextTurn(*encounter).ok);
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'move', 'creature': 'ava', 'path': [[8, 4], [7, 3], [8, 3]]}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto aura = ofType(outcome.events, "aura");
        QCOMPARE(aura.size(), 1);
        QCOMPARE(aura.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("leave"));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 25);
    }

    void theVerminSwarmBitesWhoStartsItsTurnInIt()
    {
        auto encounter = room(QStringLiteral("vermin-swarm"), 5, 5, {});
        const CommandOutcome outcome = avasNextTurn(*encounter);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(ofType(outcome.events, "aura").size(), 1);
        // Its basic melee attack, through the attack rules: an attack roll against Ava.
        const auto attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 1);
        QCOMPARE(attacks.first().value(QStringLiteral("attacker")).toString(), QStringLiteral("vermin-swarm"));
        QCOMPARE(attacks.first().value(QStringLiteral("target")).toString(), QStringLiteral("ava"));
    }

    void theImporterReadsTheEventsInTheAura()
    {
        // "Each time a creature in the aura misses on an attack, it takes 1d8+4 psychic damage."
        const Aura &curse = auraOf(QStringLiteral("hopping-imp"));
        QVERIFY(curse.automated && curse.tableText.isEmpty() && curse.play.onMiss && !curse.play.includesOwner);
        QCOMPARE(curse.damage->expression, QStringLiteral("1d8+4"));
        QCOMPARE(curse.damage->type, DamageType::Psychic);
        // "If any creature within the aura, including the frenzy demon itself, misses on an attack roll, the frenzy
        // demon gets a +2 power bonus on attack rolls until the end of its next turn."
        const Aura &frustration = auraOf(QStringLiteral("frenzy-demon"));
        QVERIFY(frustration.automated && frustration.tableText.isEmpty());
        QVERIFY(frustration.play.onMiss && frustration.play.includesOwner && !frustration.damage);
        QCOMPARE(frustration.play.ownerAttackBonus, 2);
        // "A creature within the aura that fails a saving throw takes 15 damage."
        const Aura &mockery = auraOf(QStringLiteral("laughing-demon"));
        QVERIFY(mockery.automated && mockery.tableText.isEmpty() && mockery.play.onFailedSave);
        QCOMPARE(mockery.damage->expression, QStringLiteral("15"));
        // "Enemies in the aura when the fire magician uses their *scorching ray* or *fire wall* attacks suffer 5 fire
        // damage."
        const Aura &smoke = auraOf(QStringLiteral("fire-magician"));
        QVERIFY(smoke.automated && smoke.tableText.isEmpty());
        QCOMPARE(smoke.affects, QStringLiteral("enemies"));
        QCOMPARE(smoke.play.ownerUses, (QStringList{QStringLiteral("scorching ray"), QStringLiteral("fire wall")}));
        QCOMPARE(smoke.damage->type, DamageType::Fire);
        // "... takes 5 psychic damage and cannot shift until the start of its next turn. If the specter of sorrow
        // takes radiant damage, the aura is negated until the end of its next turn."
        const Aura &whispers = auraOf(QStringLiteral("specter-of-sorrow"));
        QVERIFY(whispers.play.cannotShift && whispers.tableText.isEmpty());
        QCOMPARE(whispers.play.negatedBy, QStringLiteral("radiant"));
    }

    void theImpsCurseHurtsWhoMissesInIt()
    {
        // Ava (+5) beside the hopping imp (AC 13): her d20 a 2, 7, a miss; the curse's 1d8+4 with a 3: 7 psychic.
        auto encounter = room(QStringLiteral("hopping-imp"), 5, 5, {2, 3});
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['hopping-imp']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto aura = ofType(outcome.events, "aura");
        QCOMPARE(aura.size(), 1);
        QCOMPARE(aura.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("miss"));
        QCOMPARE(aura.first().value(QStringLiteral("amount")).toInt(), 7);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 33);
        // A hit (her d20 a 19) sets nothing off.
        auto hitting = room(QStringLiteral("hopping-imp"), 5, 5, {19, 4});
        const CommandOutcome hit =
            run(*hitting, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['hopping-imp']}");
        QVERIFY2(hit.ok, qPrintable(hit.error));
        QVERIFY(ofType(hit.events, "aura").isEmpty());
        QCOMPARE(hitting->state().combatant(QStringLiteral("ava"))->hp, 40);
    }

    void theFrenzyDemonGainsTwoWhenAnyoneMissesInItsAura()
    {
        // Ava's 10 + 5 misses the demon's AC 31: its claw gets the +2 power bonus, in the roll and the odds alike.
        auto encounter = room(QStringLiteral("frenzy-demon"), 5, 5, {10, 1});
        if (encounter->state().current != QLatin1String("ava")) // its initiative +bonus beats her 22
            QVERIFY(avasNextTurn(*encounter).ok);
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['frenzy-demon']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const EncounterState &state = encounter->state();
        const Combatant &demon = *state.combatant(QStringLiteral("frenzy-demon"));
        const Combatant &ava = *state.combatant(QStringLiteral("ava"));
        QCOMPARE(ConditionRules::effectAttackBonus(state, demon), 2);
        const CombatPower &claw = demon.powers.first();
        QCOMPARE(AttackRules::modifiers(state, demon, ava, claw, {QStringLiteral("ava")}, {})
                     .value(QStringLiteral("powerBonus"))
                     .toInt(),
                 2);
        // "Including the frenzy demon itself": on its turn its claw misses Ava (its d20 a 1): the aura strikes for
        // its own miss; power bonuses do not stack, still +2.
        QVERIFY(run(*encounter, "{'type': 'endTurn', 'creature': 'ava'}").ok);
        const CommandOutcome own =
            run(*encounter, "{'type': 'attack', 'creature': 'frenzy-demon', 'power': 'claw', 'targets': ['ava']}");
        QVERIFY2(own.ok, qPrintable(own.error));
        const auto ownMiss = ofType(own.events, "aura");
        QCOMPARE(ownMiss.size(), 1);
        QCOMPARE(ownMiss.first().value(QStringLiteral("creature")).toString(), QStringLiteral("frenzy-demon"));
        const Combatant &after = *encounter->state().combatant(QStringLiteral("frenzy-demon"));
        QCOMPARE(ConditionRules::effectAttackBonus(encounter->state(), after), 2);
        // Ava's lasted to the end of this turn; its own to the end of its next one.
        QVERIFY(run(*encounter, "{'type': 'endTurn', 'creature': 'frenzy-demon'}").ok);
        QCOMPARE(ConditionRules::effectAttackBonus(encounter->state(), after), 2);
        QVERIFY(run(*encounter, "{'type': 'endTurn', 'creature': 'ava'}").ok);
        QVERIFY(run(*encounter, "{'type': 'endTurn', 'creature': 'frenzy-demon'}").ok);
        QCOMPARE(ConditionRules::effectAttackBonus(encounter->state(), after), 0);
    }

    void theLaughingDemonMocksAFailedSave()
    {
        // Dazed (save ends) on Ava two squares from the demon (Large, aura 3); her save a 3: failed, 15 damage.
        auto encounter = room(QStringLiteral("laughing-demon"), 5, 7, {3});
        if (encounter->state().current != QLatin1String("ava"))
            QVERIFY(avasNextTurn(*encounter).ok);
        QVERIFY(run(*encounter, "{'type': 'applyEffect', 'target': 'ava', 'source': 'laughing-demon', 'effect': "
                                "{'condition': 'dazed', 'duration': 'saveEnds'}}")
                    .ok);
        const CommandOutcome outcome = run(*encounter, "{'type': 'endTurn', 'creature': 'ava'}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto aura = ofType(outcome.events, "aura");
        QCOMPARE(aura.size(), 1);
        QCOMPARE(aura.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("failedSave"));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 25);
    }

    void theFireMagiciansSmokeBurnsWhenItUsesItsRay()
    {
        // On its turn the fire magician uses Scorching Ray (near arc 5) on Ava beside it, its d20 a 1 (a miss): the
        // aura's 5 fire damage all the same, since she was in it when the ray was used.
        auto encounter = room(QStringLiteral("fire-magician"), 5, 5, {1});
        QVERIFY(run(*encounter, "{'type': 'endTurn', 'creature': 'ava'}").ok);
        QCOMPARE(encounter->state().current, QStringLiteral("fire-magician"));
        const CommandOutcome outcome = run(*encounter, "{'type': 'attack', 'creature': 'fire-magician', 'power': "
                                                       "'scorching-ray', 'origin': [5, 2]}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto aura = ofType(outcome.events, "aura");
        QCOMPARE(aura.size(), 1);
        QCOMPARE(aura.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("ownerUses"));
        QCOMPARE(aura.first().value(QStringLiteral("amount")).toInt(), 5);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 35);
        // Its fist is not named: no smoke.
        auto fist = room(QStringLiteral("fire-magician"), 5, 5, {2});
        QVERIFY(run(*fist, "{'type': 'endTurn', 'creature': 'ava'}").ok);
        const CommandOutcome punched =
            run(*fist, "{'type': 'attack', 'creature': 'fire-magician', 'power': 'fist', 'targets': ['ava']}");
        QVERIFY2(punched.ok, qPrintable(punched.error));
        QVERIFY(ofType(punched.events, "aura").isEmpty());
    }

    void theSpecterOfSorrowForbidsAShift()
    {
        // Beside the specter when her turn starts: 5 psychic, and she cannot shift until the start of her next turn.
        auto encounter = room(QStringLiteral("specter-of-sorrow"), 5, 5, {});
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 35);
        const CommandOutcome step =
            run(*encounter, "{'type': 'move', 'creature': 'ava', 'mode': 'step', 'path': [[6, 4]]}");
        QVERIFY(!step.ok);
        QCOMPARE(step.error, QStringLiteral("ava cannot shift until the start of its next turn: an effect of "
                                            "specter-of-sorrow"));
        // Walking is not shifting; the preview, the command and the policy read the same checkPath.
        QVERIFY(
            EncounterMovement::checkPath(encounter->state(), QStringLiteral("ava"), {Square{6, 4}}, MovementMode::Walk)
                .ok());
        QVERIFY(
            !EncounterMovement::checkPath(encounter->state(), QStringLiteral("ava"), {Square{6, 4}}, MovementMode::Step)
                 .ok());
        // Not a forbidden action of the budget: her swift action is still there.
        QVERIFY(encounter->state().budget.canTake(ActionKind::Swift));
    }

    void radiantDamageNegatesTheSpectersAura()
    {
        auto encounter = room(QStringLiteral("specter-of-sorrow"), 5, 5, {});
        const AuraRef whispers{QStringLiteral("specter-of-sorrow"), 0};
        QVERIFY(AuraRules::reaches(encounter->state(), whispers, QStringLiteral("ava")));
        // Necrotic damage does nothing to it; radiant damage turns it off until the end of the specter's next turn.
        QVERIFY(run(*encounter, "{'type': 'damage', 'target': 'specter-of-sorrow', 'amount': 5, 'damageType': "
                                "'necrotic'}")
                    .ok);
        QVERIFY(AuraRules::reaches(encounter->state(), whispers, QStringLiteral("ava")));
        QVERIFY(run(*encounter, "{'type': 'damage', 'target': 'specter-of-sorrow', 'amount': 5, 'damageType': "
                                "'radiant'}")
                    .ok);
        QVERIFY(!AuraRules::reaches(encounter->state(), whispers, QStringLiteral("ava")));
        QVERIFY(run(*encounter, "{'type': 'endTurn', 'creature': 'ava'}").ok);
        QVERIFY(!AuraRules::reaches(encounter->state(), whispers, QStringLiteral("ava")));
        // The end of the specter's turn: back on, and Ava's next turn starts in it (5 psychic again).
        const CommandOutcome back = run(*encounter, "{'type': 'endTurn', 'creature': 'specter-of-sorrow'}");
        QVERIFY2(back.ok, qPrintable(back.error));
        QVERIFY(AuraRules::reaches(encounter->state(), whispers, QStringLiteral("ava")));
        QCOMPARE(ofType(back.events, "aura").size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestAuraEffects)
#include "tst_auraeffects.moc"
