#include "dice/scripteddiesource.h"
#include "encounter/combatant.h"
#include "encounter/monstercombatant.h"
#include "encounter/singleattack.h"
#include "grid/battlemapjson.h"
#include "monsters/monsterlibrary.h"
#include "monsters/monstermarkdownimport.h"
#include "monsters/printedtext.h"
#include "orcus/creature.h"
#include "orcus/damageadjustment.h"
#include "orcus/monstertables.h"
#include "orcus/statblockjson.h"
#include "session/encounterassembly.h"

#include <QElapsedTimer>
#include <QFile>
#include <QMap>
#include <QSet>
#include <QTest>

using namespace battlemat;

namespace {
QList<QJsonObject> ofType(const QList<QJsonObject> &events, const char *type)
{
    QList<QJsonObject> found;
    for (const QJsonObject &event : events) {
        if (event.value(QStringLiteral("type")).toString() == QLatin1String(type))
            found.append(event);
    }
    return found;
}
} // namespace

/**
 * The published Orcus 1.0 monsters (resources/monsters/orcus-monsters-1.0.md, a copy of
 * ../shared/rules/orcus-monsters-1.0.md) read into stat blocks: all 222 load, round-trip through JSON and become
 * creatures; hand-picked blocks match their printed numbers; bad input names the line and the monster.
 */
class TestMonsterImport : public QObject
{
    Q_OBJECT

private:
    static const StatBlock *find(const QString &id)
    {
        const auto &library = MonsterLibrary::bundled();
        if (!library)
            return nullptr;
        for (const StatBlock &block : library->monsters)
            if (block.id == id)
                return &block;
        return nullptr;
    }
    static const MonsterImportNote *noteFor(const QString &id)
    {
        for (const MonsterImportNote &note : MonsterLibrary::bundled()->notes)
            if (note.id == id)
                return &note;
        return nullptr;
    }
    static QByteArray book()
    {
        QFile file(MonsterLibrary::resourcePath);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private Q_SLOTS:
    void allPublishedMonstersLoadRoundTripAndFight()
    {
        QElapsedTimer timer;
        timer.start();
        auto imported = MonsterMarkdownImport::parse(book(), QStringLiteral("orcus-monsters-1.0.md"));
        const qint64 elapsed = timer.elapsed();
        QVERIFY2(imported.ok(), qPrintable(imported.errorMessage()));
        QCOMPARE(imported->monsters.size(), 222);
        QCOMPARE(imported->notes.size(), 222);
        qInfo("imported 222 monsters in %lld ms; %d fully as data, %d with parts kept as text", elapsed,
              imported->fullyData(), 222 - imported->fullyData());
        for (const StatBlock &block : imported->monsters) {
            const QJsonObject once = statBlockToJson(block);
            auto back = statBlockFromJson(once, JsonContext(block.id));
            QVERIFY2(back.ok(), qPrintable(back.errorMessage()));
            QCOMPARE(statBlockToJson(*back), once);
            auto creature = Creature::create(*back);
            QVERIFY2(creature.ok(), qPrintable(block.id + QStringLiteral(": ") + creature.errorMessage()));
            QCOMPARE(creature->maxHitPoints(), block.monster.maxHitPoints);
        }
    }

    void theReportTalliesTriggeredPowersByKind()
    {
        // The 64 published powers that are counters, reactions or print a trigger: 44 triggers the encounter watches
        // for (10 "staggered", 6 "reduced to 0 HP", 4 "hit by an adjacent creature", 3 "hit by a melee attack", 3
        // an enemy moving away, 3 targeted by a Psychic attack, 7 "hit", 2 its own hit, 1 an enemy standing up, 1 an
        // enemy not moving, 1 "damaged", 1 "missed", 2 read from their effect), all 44 powers it offers and plays: the
        // animate
        // collector's, guardian's and battleform's Machine Logic (the Psychic attack has no effect on them), attacks
        // (demon toad's Foul Belch, animate battleform's Reactor Leak, ice hag's Snowblind Strike, ancient hermit
        // crab's Spiky Shell, the infected guard's and drone's Infected Grab, the scurvy pirate's Think Again!, the
        // shadow drake's Umbra Burst, the boar demon's Horror Nimbus, the squirming mound's Disarm, the four hunting
        // spiders' Raise Hairs, the plesiosaur's Tail Snap, the mega-chariot's Ostovite Surprise), damage without an
        // attack roll (the squirming mound's Vermin Rebuke, the balor's Fallen Angel's Reckoning) and another power
        // used at once (the four couatls' Energy Leak, the bauble beast's Bile Duct) and changes to the hit's roll (the
        // formidable archer's Head Shot, the king of thieves' Intimidating, the baby screamer's Pulse Engine and the
        // abyssal mummy's Protected by Death: a miss),
        // the insidious assassin's Pervasive Wound
        // (persistent damage on an off-guard creature it hits) and changes to the user itself (the infected guard's
        // Shreds of Armor, the archvillain's Second Phase, the Tri-Pod's Power Systems Repaired, the Minotaur's
        // Eruption, the Emperor's Armored Shell, the ostovite swarm's Scuttle Away and the bloody bones' Slide Away: a
        // shift to a square its controller chooses) and the chank's Capacitor Purge (a far burst whose origin its
        // controller chooses), the four hunting spiders' Egg Sacs (a spider swarm placed beside it) and the
        // shapeshifter slime's Fading (its natural form's stat block, tst_triggeredcreatures); the rest are the game
        // master's, grouped by trigger for what to automate next.
        auto imported = MonsterMarkdownImport::parse(book(), QStringLiteral("orcus-monsters-1.0.md"));
        QVERIFY2(imported.ok(), qPrintable(imported.errorMessage()));
        const QJsonObject triggered = imported->reportJson().value(QStringLiteral("triggeredPowers")).toObject();
        QCOMPARE(triggered.value(QStringLiteral("powers")).toInt(), 64);
        QCOMPARE(triggered.value(QStringLiteral("watched")).toInt(), 44);
        QCOMPARE(triggered.value(QStringLiteral("offered")).toInt(), 44);
        const QJsonObject byKind = triggered.value(QStringLiteral("byKind")).toObject();
        auto count = [&](const char *kind, const char *field) {
            return byKind.value(QLatin1String(kind)).toObject().value(QLatin1String(field)).toInt();
        };
        QCOMPARE(count("staggered", "watched"), 10);
        // Reactor Leak, the four couatls' Energy Leak, Bile Duct, Eruption, Armored Shell, Scuttle Away, Fading
        QCOMPARE(count("staggered", "offered"), 10);
        QCOMPARE(count("hit by a melee attack", "offered"), 3); // Vermin Rebuke's damage needs no roll
        QCOMPARE(count("hit by an adjacent creature", "offered"), 4);
        QCOMPARE(count("hit", "powers"), 7); // counters that change the hit itself (Egg Sacs, Shreds of Armor, ...)
        // the king of thieves' Intimidating (a new roll, the lower counts), the infected guard's Shreds of Armor (no
        // damage, dazed itself), the baby screamer's Pulse Engine (a shift, and the attack misses), the four Egg Sacs
        // (a spider swarm placed)
        QCOMPARE(count("hit", "watched"), 7);
        QCOMPARE(count("hit", "offered"), 7);
        QCOMPARE(count("its own hit", "powers"), 5);
        QCOMPARE(count("its own hit", "offered"), 2); // the formidable archer's Head Shot, Pervasive Wound
        QCOMPARE(count("reduced to 0 HP", "powers"), 7);
        QCOMPARE(count("reduced to 0 HP", "watched"), 6); // the skinner's is a counter that rewrites the damage
        // the balor's Fallen Angel's Reckoning, Second Phase and Power Systems Repaired, Capacitor Purge
        QCOMPARE(count("reduced to 0 HP", "offered"), 6);
        QCOMPARE(count("missed", "offered"), 1);
        QCOMPARE(count("an enemy moves", "powers"), 3);
        QCOMPARE(count("an enemy moves", "offered"), 3);
        QCOMPARE(count("an enemy stands up", "offered"), 1);
        QCOMPARE(count("an enemy does not move", "offered"), 1);
        QCOMPARE(count("targeted", "offered"), 3);
        // Of the 13 printed inside the effect: the abyssal mummy's Protected by Death (a hit turned into a miss for a
        // ward, tst_wards) and the bloody bones' Slide Away (a shift before an attack, tst_counteredshift).
        QCOMPARE(count("printed in the effect", "powers"), 13);
        QCOMPARE(count("printed in the effect", "offered"), 2);
        int sum = 0;
        for (const QJsonValue &kind : byKind)
            sum += kind.toObject().value(QStringLiteral("powers")).toInt();
        QCOMPARE(sum, 64);
    }

    void everyPublishedMonsterIsAnEncounterCombatant()
    {
        int played = 0, powers = 0;
        for (const StatBlock &block : MonsterLibrary::bundled()->monsters) {
            auto object = MonsterCombatant::statBlock(block);
            QVERIFY2(object.ok(), qPrintable(object.errorMessage()));
            Combatant combatant;
            const Status read = readStatBlock(combatant, *object, JsonContext(block.id));
            QVERIFY2(read.ok(), qPrintable(block.id + QStringLiteral(": ") + read.errorMessage()));
            QCOMPARE(combatant.maxHp, block.monster.maxHitPoints);
            QCOMPARE(combatant.defenses[0], block.monster.defenses.ac);
            QCOMPARE(combatant.resistAll, block.monster.details.resistAll);
            QCOMPARE(combatant.incorporeal, block.monster.details.incorporeal);
            if (block.monster.xp > 0) // a block printing no XP counts by the table
                QCOMPARE(combatant.xpValue(), block.monster.xp);
            played += int(combatant.powers.size());
            powers += int(block.powers.size());
            // Every power the encounter does not play is named for the table, so nothing is dropped silently.
            int table = 0;
            for (const QString &part : MonsterCombatant::tableParts(block))
                table += part.startsWith(QStringLiteral("power ")) ? 1 : 0;
            QCOMPARE(int(combatant.powers.size()) + table, int(block.powers.size()));
        }
        qInfo("%d of the %d published powers are played by the encounter", played, powers);
        // The import figures by kind (issue 17, "Show in your note"): monsters the encounter plays whole, and what
        // is left to the table, counted per part and per monster.
        int whole = 0;
        QMap<QString, int> partsLeft, monstersWith;
        for (const StatBlock &block : MonsterLibrary::bundled()->monsters) {
            const QStringList parts = MonsterCombatant::tableParts(block);
            whole += parts.isEmpty() ? 1 : 0;
            QSet<QString> kinds;
            for (const QString &part : parts) {
                const QString kind = part.section(QLatin1Char(' '), 0, 0);
                partsLeft[kind] += 1;
                kinds.insert(kind);
            }
            for (const QString &kind : kinds)
                monstersWith[kind] += 1;
        }
        qInfo("%d of 222 monsters played whole by the encounter; left to the table: %d powers (%d monsters), %d traits "
              "(%d monsters), %d auras (%d monsters)",
              whole, partsLeft.value(QStringLiteral("power")), monstersWith.value(QStringLiteral("power")),
              partsLeft.value(QStringLiteral("trait")), monstersWith.value(QStringLiteral("trait")),
              partsLeft.value(QStringLiteral("aura")), monstersWith.value(QStringLiteral("aura")));

        // The enthralled servant's printed numbers, in the fight.
        const StatBlock *servant = find(QStringLiteral("enthralled-servant"));
        QVERIFY(servant);
        auto object = MonsterCombatant::statBlock(*servant, QStringLiteral("servant-2"));
        QVERIFY(object.ok());
        Combatant combatant;
        QVERIFY(readStatBlock(combatant, *object, JsonContext(QStringLiteral("servant"))).ok());
        QCOMPARE(combatant.maxHp, 54);
        QCOMPARE(combatant.initiativeBonus, 7);
        QCOMPARE(combatant.skill(QStringLiteral("perception")), 4);
        const CombatPower *basic = combatant.basicMeleeAttack();
        QVERIFY(basic);
        QCOMPARE(basic->attackBonus, 11);
        QCOMPARE(object->value(QStringLiteral("id")).toString(), QStringLiteral("servant-2"));

        // A token placed from the library carries its block: the encounter is assembled from it, no block file.
        BattleMap map;
        map.grid = GridMap(5, 5);
        MapCreature token;
        token.id = QStringLiteral("servant");
        token.name = servant->name;
        token.side = QStringLiteral("monsters");
        token.monster = statBlockToJson(*servant);
        map.creatures.append(token);
        auto reread = battleMapFromJson(battleMapToJson(map), JsonContext(QStringLiteral("map")));
        QVERIFY2(reread.ok(), qPrintable(reread.errorMessage()));
        QCOMPARE(reread->creatures.first().monster, token.monster);
        auto assembled = assembleEncounter(*reread, {}, {});
        QVERIFY2(assembled.ok(), qPrintable(assembled.errorMessage()));
        const QJsonObject used = assembled->encounter.value(QStringLiteral("creatures")).toArray().first().toObject();
        QCOMPARE(used.value(QStringLiteral("id")).toString(), QStringLiteral("servant"));
        QCOMPARE(used.value(QStringLiteral("hp")).toInt(), 54);
        // A damaged block is refused naming the creature.
        map.creatures[0].monster.insert(QStringLiteral("level"), QStringLiteral("six"));
        auto refused = assembleEncounter(map, {}, {});
        QVERIFY(!refused.ok());
        QVERIFY2(refused.errorMessage().contains(servant->name), qPrintable(refused.errorMessage()));
    }

    void enthralledServantMatchesItsPrintedBlock()
    {
        const StatBlock *block = find(QStringLiteral("enthralled-servant"));
        QVERIFY(block);
        QCOMPARE(block->level, 6);
        QCOMPARE(block->monster.role, MonsterRole::Blocker);
        QCOMPARE(block->monster.rank, MonsterRank::Standard);
        QCOMPARE(block->monster.xp, 250);
        QCOMPARE(block->size, CreatureSize::Medium);
        QCOMPARE(block->alignment, QStringLiteral("Chaotic Evil"));
        QCOMPARE(block->monster.defenses.ac, 22);
        QCOMPARE(block->monster.defenses.fortitude, 21);
        QCOMPARE(block->monster.defenses.reflex, 18);
        QCOMPARE(block->monster.defenses.will, 17);
        QCOMPARE(block->monster.maxHitPoints, 54);
        QCOMPARE(block->monster.initiative, 7);
        QCOMPARE(block->monster.speed, 7);
        QCOMPARE(block->monster.details.movementModes.value(QStringLiteral("swim")), 6);
        QCOMPARE(*block->monster.details.perception, 4);
        QCOMPARE(block->monster.details.immuneTo, QStringList{QStringLiteral("charm")});
        QCOMPARE(block->abilities.score(Ability::Strength), 20);
        QCOMPARE(block->powers.size(), 2);
        const Power &dagger = block->powers.at(0);
        QVERIFY(dagger.basic);
        QCOMPARE(*dagger.attack->bonus, 11);
        QCOMPARE(dagger.attack->defense, Defense::AC);
        QCOMPARE(dagger.hit.damage->expression, QStringLiteral("3d4+5"));
        QCOMPARE(dagger.hit.conditions.size(), 1);
        QCOMPARE(dagger.hit.conditions.first().condition, Condition::Marked);
        QCOMPARE(dagger.hit.conditions.first().duration, ConditionDuration::EndOfEncounter);
        const Power &thrown = block->powers.at(1);
        QCOMPARE(thrown.origin, Power::Origin::Ranged);
        QCOMPARE(thrown.range, 5);
        QCOMPARE(thrown.longRange, 10);
        QCOMPARE(thrown.hit.damage->expression, QStringLiteral("1d4+5"));
        // Its two traits are the game master's, and the report says so.
        QCOMPARE(block->monster.details.traits.size(), 2);
        QVERIFY(noteFor(block->id)->keptAsText.contains(QStringLiteral("trait 'Marked Strike'")));
    }

    void halfAbolethKeepsActionPointsSavesAndRecharge()
    {
        const StatBlock *block = find(QStringLiteral("half-aboleth"));
        QVERIFY(block);
        QCOMPARE(block->monster.rank, MonsterRank::Boss);
        QCOMPARE(block->monster.role, MonsterRole::Wrecker);
        QCOMPARE(block->monster.details.actionPoints, 2);
        QCOMPARE(block->monster.details.savingThrowBonus, 5);
        QCOMPARE(block->monster.maxHitPoints, 252);
        const Power *spew = block->power(QStringLiteral("Slimy Spew"));
        QVERIFY(spew);
        QCOMPARE(spew->recharge.kind, Recharge::Kind::OnRoll);
        QCOMPARE(spew->recharge.rollMin, 5);
        QCOMPARE(spew->recharge.rollMax, 6);
        QCOMPARE(spew->origin, Power::Origin::Ranged);
        QCOMPARE(spew->attack->defense, Defense::Reflex);
        QCOMPARE(*spew->attack->bonus, 9);
        QCOMPARE(spew->hit.damage->type, DamageType::Acid);
        QCOMPARE(spew->hit.conditions.first().condition, Condition::Slowed);
        QCOMPARE(spew->hit.conditions.first().duration, ConditionDuration::SaveEnds);
        const Power *rake = block->power(QStringLiteral("Tentacle Rake"));
        QCOMPARE(rake->action, Power::Action::Swift);
        QCOMPARE(rake->hit.conditions.first().condition, Condition::Blinded);
        QCOMPARE(rake->hit.conditions.first().duration, ConditionDuration::UntilEndOfUsersNextTurn);
    }

    void balorsAuraOfFlameIsData()
    {
        const StatBlock *block = find(QStringLiteral("balor"));
        QVERIFY(block);
        QCOMPARE(block->level, 29);
        QCOMPARE(block->monster.details.movementModes.value(QStringLiteral("fly")), 12);
        QCOMPARE(block->damageAdjustments.resistances.value(DamageType::Fire), 15);
        QCOMPARE(block->damageAdjustments.resistances.value(DamageType::Necrotic), 15);
        QCOMPARE(block->damageAdjustments.weaknesses.value(DamageType::Cold), 15);
        QCOMPARE(block->monster.details.auras.size(), 1);
        const Aura &aura = block->monster.details.auras.first();
        QCOMPARE(aura.name, QStringLiteral("Aura of Flame"));
        QCOMPARE(aura.radius, 2);
        QCOMPARE(aura.keywords, QStringList{QStringLiteral("Fire")});
        QVERIFY(aura.startOfTurn);
        QVERIFY(aura.onEnter);
        QCOMPARE(aura.damage->expression, QStringLiteral("20"));
        QCOMPARE(aura.damage->type, DamageType::Fire);
        QVERIFY(aura.automated);
        // Str 31 is past the ability table: the engine uses 30, the printed score is kept and reported.
        QCOMPARE(block->abilities.score(Ability::Strength), 30);
        QCOMPARE(block->monster.details.scoresAbove30.value(Ability::Strength), 31);
        const Power *whip = block->power(QStringLiteral("Flame Whip"));
        QCOMPARE(whip->range, 3);
        QCOMPARE(whip->hit.forcedMovement->kind, MovementMode::Pull);
        QCOMPARE(whip->hit.forcedMovement->distance, 3);
        QCOMPARE(whip->hit.conditions.first().condition, Condition::Prone);
    }

    void orcusIsLevel35WithAnAuraOfRot()
    {
        const StatBlock *block = find(QStringLiteral("orcus"));
        QVERIFY(block);
        QCOMPARE(block->level, 35); // past the heroes' 30
        QCOMPARE(block->monster.rank, MonsterRank::Boss);
        QCOMPARE(block->monster.xp, 200000);
        QCOMPARE(block->size, CreatureSize::Huge);
        QCOMPARE(block->monster.defenses.ac, 49);
        QCOMPARE(block->monster.maxHitPoints, 796);
        QCOMPARE(block->monster.details.actionPoints, 2);
        QCOMPARE(block->monster.details.savingThrowBonus, 5);
        QCOMPARE(block->monster.details.equipment, QStringLiteral("wand of Orcus"));
        // "Resist: acid, cold, fire, lightning, necrotic, poison 15": the amount counts for every type listed.
        for (DamageType type : {DamageType::Acid, DamageType::Cold, DamageType::Fire, DamageType::Lightning,
                                DamageType::Necrotic, DamageType::Poison})
            QCOMPARE(block->damageAdjustments.resistances.value(type), 15);
        // "*Aura of rot 4:* Each enemy that starts its turn in the aura takes 32 necrotic damage."
        const Aura &rot = block->monster.details.auras.first();
        QCOMPARE(rot.name, QStringLiteral("Aura of rot"));
        QCOMPARE(rot.radius, 4);
        QCOMPARE(rot.affects, QStringLiteral("enemies"));
        QVERIFY(rot.startOfTurn);
        QCOMPARE(rot.damage->expression, QStringLiteral("32"));
        QCOMPARE(rot.damage->type, DamageType::Necrotic);
        QVERIFY(rot.automated);
        auto creature = Creature::create(*block);
        QVERIFY2(creature.ok(), qPrintable(creature.errorMessage()));
    }

    void abolethsMucusCloudIsTheTables()
    {
        const StatBlock *block = find(QStringLiteral("aboleth"));
        QVERIFY(block);
        QVERIFY(block->monster.leader);
        QCOMPARE(block->monster.speed, 2);
        QCOMPARE(block->monster.details.movementModes.value(QStringLiteral("swim")), 12);
        QCOMPARE(block->monster.details.auras.first().name, QStringLiteral("Mucus Cloud"));
        QVERIFY(!block->monster.details.auras.first().automated);
        QCOMPARE(block->monster.details.skills.value(QStringLiteral("Arcana")), 25);
        const Power *pattern = block->power(QStringLiteral("Hypnotic Pattern"));
        QCOMPARE(pattern->origin, Power::Origin::Far);
        QCOMPARE(pattern->area, QStringLiteral("burst 2"));
        QCOMPARE(pattern->recharge.rollMin, 4);
        QVERIFY(!noteFor(block->id)->keptAsText.filter(QStringLiteral("aura 'Mucus Cloud'")).isEmpty());
    }

    void theChuulsClawReadsWithoutMarkdownMarks()
    {
        // The importer keeps the printed text, marks and all; the window and the PDF show it as words.
        const StatBlock *block = find(QStringLiteral("chuul"));
        QVERIFY(block);
        const Power *claw = block->power(QStringLiteral("Claw"));
        QVERIFY(claw);
        QVERIFY(claw->description.contains(QStringLiteral("*Secondary Attack:*")));
        const QString plain = withoutEmphasisMarks(claw->description);
        QVERIFY2(plain.contains(QStringLiteral("Secondary Attack: +17 vs Fortitude; the target is grappled.")),
                 qPrintable(plain));
        QVERIFY(!plain.contains(QLatin1Char('*')));
        QCOMPARE(withoutEmphasisMarks(QStringLiteral("**Hit:** 2 * level damage")),
                 QStringLiteral("Hit: 2 * level damage"));
    }

    void deathgauntFliesHoversPhasesAndCannotWalk()
    {
        // "Speed: fly 6 (hover), phasing"; "Immune: poison, disease, Resist: necrotic 5, incorporeal, Vulnerable:
        // radiant 5"; "Vile Presence aura 2: Creatures in the aura receive a -1 penalty on saving throws."
        const StatBlock *block = find(QStringLiteral("deathgaunt"));
        QVERIFY(block);
        const MonsterDetails &details = block->monster.details;
        QVERIFY(!details.walks);
        QCOMPARE(block->monster.speed, 0);
        QCOMPARE(details.movementModes, (QMap<QString, int>{{QStringLiteral("fly"), 6}}));
        QVERIFY(details.hover);
        QVERIFY(details.phasing);
        QVERIFY(details.incorporeal);
        QVERIFY(block->damageAdjustments.immunities.contains(DamageType::Poison));
        QCOMPARE(details.immuneTo, QStringList{QStringLiteral("disease")});
        QCOMPARE(block->damageAdjustments.resistances.value(DamageType::Necrotic), 5);
        QCOMPARE(block->damageAdjustments.weaknesses.value(DamageType::Radiant), 5);
        QCOMPARE(details.auras.first().radius, 2);
        // Vile Presence is played: -1 on the saving throws of creatures in it (AuraRules::saveModifier).
        QVERIFY(details.auras.first().automated);
        QCOMPARE(details.auras.first().play.saveModifier, -1);
        QCOMPARE(details.skills.value(QStringLiteral("Stealth")), 19);
        QCOMPARE(*details.perception, 19);
        // Radiance of Fear: "Ranged 10; +15 vs Will; The target is pushed 5 squares and dazed (save ends)."
        const Power *fear = block->power(QStringLiteral("Radiance of Fear"));
        QCOMPARE(fear->hit.forcedMovement->kind, MovementMode::Push);
        QCOMPARE(fear->hit.forcedMovement->distance, 5);
        QCOMPARE(fear->hit.conditions.first().condition, Condition::Dazed);
        QCOMPARE(fear->hit.conditions.first().duration, ConditionDuration::SaveEnds);
        QVERIFY(fear->hit.text.isEmpty());
        // Shadowy Presence has no attack and no range: it acts on the deathgaunt itself.
        QCOMPARE(block->power(QStringLiteral("Shadowy Presence"))->origin, Power::Origin::Self);
    }

    void aCharmImmuneServantShrugsOffTheCouatlsGaze()
    {
        // Serpent's Gaze (Charm, Gaze): "Ranged 10; +25 vs Will; the target is stunned (save ends)". The enthralled
        // servant prints "Immune: charm": hit, but not stunned.
        const StatBlock *couatl = find(QStringLiteral("ancient-couatl"));
        const StatBlock *servant = find(QStringLiteral("enthralled-servant"));
        QVERIFY(couatl && servant);
        const Power *gaze = couatl->power(QStringLiteral("Serpent’s Gaze"));
        QVERIFY(gaze);
        QCOMPARE(gaze->hit.conditions.first().condition, Condition::Stunned);
        QCOMPARE(gaze->recharge.kind, Recharge::Kind::AtWill);
        QCOMPARE(gaze->effect.text, QStringLiteral("Usage: once per round."));
        // In a fight (the library's stat blocks as the encounter takes them): hit, and "Immune: charm" stops it.
        SingleAttack gazeAt;
        gazeAt.attacker = {MonsterCombatant::statBlock(*couatl).value(), couatl->size};
        gazeAt.targets = {{MonsterCombatant::statBlock(*servant).value(), servant->size}};
        gazeAt.power = gaze->name;
        gazeAt.declared.chooseToBeHit = true; // the test is the immunity, not the roll
        auto result = resolveSingleAttack(gazeAt);
        QVERIFY2(result, qPrintable(result.errorMessage()));
        QVERIFY(ofType(result->events, "attack").constFirst().value(QStringLiteral("hit")).toBool());
        QVERIFY(ofType(result->events, "effectApplied").isEmpty());
        QCOMPARE(ofType(result->events, "effectPrevented").constFirst().value(QStringLiteral("reason")).toString(),
                 QStringLiteral("immune to charm"));
        // Without the immunity the same gaze stuns.
        StatBlock plain = *servant;
        plain.monster.details.immuneTo.clear();
        gazeAt.targets = {{MonsterCombatant::statBlock(plain).value(), plain.size}};
        auto second = resolveSingleAttack(gazeAt);
        QVERIFY2(second, qPrintable(second.errorMessage()));
        QCOMPARE(ofType(second->events, "effectApplied").constFirst().value(QStringLiteral("condition")).toString(),
                 QStringLiteral("stunned"));
    }

    // What the encounter plays of the published blocks, as the library marks each part (MonsterCombatant): every
    // block is counted once, whole or with parts left to the table, and every aura, trait and power once.
    void theImportCountsWhatTheEncounterPlays()
    {
        auto imported = MonsterMarkdownImport::parse(book(), QStringLiteral("orcus-monsters-1.0.md"));
        QVERIFY2(imported, qPrintable(imported.errorMessage()));
        const QJsonObject automation = imported->automationJson();
        QCOMPARE(automation.value(QStringLiteral("blocksPlayedWhole")).toInt() +
                     automation.value(QStringLiteral("blocksWithTableParts")).toInt(),
                 222);
        int auras = 0, traits = 0, powers = 0, whole = 0, partly = 0, table = 0;
        for (const StatBlock &block : imported->monsters) {
            auras += int(block.monster.details.auras.size());
            traits += int(block.monster.details.traits.size());
            powers += int(block.powers.size());
            const MonsterCombatant::Parts parts = MonsterCombatant::parts(block);
            whole += parts.whole;
            partly += parts.partly;
            table += parts.table;
        }
        const QJsonObject parts = automation.value(QStringLiteral("parts")).toObject();
        const auto sum = [&parts](const char *kind) {
            const QJsonObject counts = parts.value(QLatin1String(kind)).toObject();
            return counts.value(QStringLiteral("whole")).toInt() + counts.value(QStringLiteral("partly")).toInt() +
                   counts.value(QStringLiteral("table")).toInt();
        };
        QCOMPARE(sum("aura"), auras);
        QCOMPARE(sum("trait"), traits);
        QCOMPARE(sum("power"), powers);
        QCOMPARE(whole + partly + table, auras + traits + powers);
        const QJsonObject powerParts = parts.value(QStringLiteral("power")).toObject();
        qInfo("powers: %d whole, %d in part, %d the table's", powerParts.value(QStringLiteral("whole")).toInt(),
              powerParts.value(QStringLiteral("partly")).toInt(), powerParts.value(QStringLiteral("table")).toInt());
        // Of the 748 published powers (issue 17): Fading, Protected by Death and Slide Away whole, the four Egg Sacs
        // in part (an occupied space is the table's).
        QCOMPARE(powerParts.value(QStringLiteral("whole")).toInt(), 310);
        QCOMPARE(powerParts.value(QStringLiteral("partly")).toInt(), 241);
        QCOMPARE(powerParts.value(QStringLiteral("table")).toInt(), 197);
        // A trait is the table's but for the abyssal mummy's Soul Harvest (its wards, tst_wards); 91 published
        // monsters print traits ("Monster Traits").
        QCOMPARE(parts.value(QStringLiteral("trait")).toObject().value(QStringLiteral("whole")).toInt(), 1);
        QCOMPARE(automation.value(QStringLiteral("blocksPlayedWhole")).toInt(), 17); // and now the bloody bones
        QVERIFY(parts.value(QStringLiteral("trait")).toObject().value(QStringLiteral("monsters")).toInt() >= 80);
        // The Enthralled Servant: its dagger played whole, its two traits the table's (the library's block says so).
        const auto servant =
            std::find_if(imported->monsters.cbegin(), imported->monsters.cend(),
                         [](const StatBlock &b) { return b.id == QLatin1String("enthralled-servant"); });
        QVERIFY(servant != imported->monsters.cend());
        const MonsterCombatant::Parts servantParts = MonsterCombatant::parts(*servant);
        QCOMPARE(servantParts.whole, 2);
        QCOMPARE(servantParts.partly, 0);
        QCOMPARE(servantParts.table, 2);
    }

    void resistAllAndIncorporealCutDamage()
    {
        // The printed "Resist all 10" and resist necrotic 15 reach the fight's combatant, whose one damage
        // adjustment the encounter uses.
        StatBlock block;
        block.id = QStringLiteral("wraith");
        block.kind = StatBlock::Kind::Monster;
        block.monster.maxHitPoints = 40;
        block.monster.details.resistAll = 10;
        block.damageAdjustments.resistances.insert(DamageType::Necrotic, 15);
        const auto inTheFight = [](const StatBlock &monster) {
            auto json = MonsterCombatant::statBlock(monster);
            if (!json)
                qFatal("%s", qPrintable(json.errorMessage()));
            Combatant combatant;
            combatant.id = monster.id;
            if (const Status read = readStatBlock(combatant, *json, JsonContext(QStringLiteral("wraith"))); !read)
                qFatal("%s", qPrintable(read.errorMessage()));
            return combatant.damageDefenses();
        };
        DamageDefenses defenses = inTheFight(block);
        QCOMPARE(adjustDamage(defenses, IncomingDamage{25, QStringLiteral("fire")}), 15);
        QCOMPARE(adjustDamage(defenses, IncomingDamage{25, QStringLiteral("necrotic")}), 10); // the larger counts
        block.monster.details.incorporeal = true;
        defenses = inTheFight(block);
        QCOMPARE(adjustDamage(defenses, IncomingDamage{25, QStringLiteral("fire")}), 2); // 25 / 2 = 12, - 10
        IncomingDamage persistent{25, QStringLiteral("fire")};
        persistent.persistent = true;
        QCOMPARE(adjustDamage(defenses, persistent), 15);
    }

    void badInputNamesTheLineAndTheMonster_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("foreign") << QByteArray("# Shopping\n\n* milk\n* eggs\n")
                                 << QStringLiteral("book.md: no Orcus stat blocks found");
        QTest::newRow("truncated") << QByteArray("> #### Goblin\n> **Level 1 Skulker** (100 XP)\n"
                                                 "> Small Natural Humanoid\n> **Senses:** Perception +1\n")
                                   << QStringLiteral("book.md:4: monster 'Goblin': the block has no ability scores");
        QTest::newRow("unknown role") << QByteArray("\n> #### Goblin\n> **Level 1 Tank** (100 XP)\n")
                                      << QStringLiteral("book.md:3: monster 'Goblin': unknown rank or role 'Tank'");
        QTest::newRow("bad defenses") << QByteArray(
                                             "> #### Goblin\n> **Level 1 Skulker** (100 XP)\n> Small Natural Humanoid\n"
                                             "> **Str:** 10 (+0), **Con:** 10 (+0), **Dex:** 10 (+0)\n"
                                             "> **Initiative:** +3; **Speed:** 6\n> **AC:** high\n")
                                      << QStringLiteral("book.md:6: monster 'Goblin': expected \"**AC:** 22;");
        QTest::newRow("binary") << QByteArray("> #### Goblin\0\1\2", 16)
                                << QStringLiteral("book.md: is not a text file");
    }
    void badInputNamesTheLineAndTheMonster()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        auto imported = MonsterMarkdownImport::parse(text, QStringLiteral("book.md"));
        QVERIFY(!imported.ok());
        QVERIFY2(imported.errorMessage().startsWith(message), qPrintable(imported.errorMessage()));
    }

    void aFolderOrFifoIsRefusedBeforeReading()
    {
        auto imported = MonsterMarkdownImport::readFile(QStringLiteral("/"));
        QVERIFY(!imported.ok());
        QVERIFY2(imported.errorMessage().contains(QStringLiteral("folder")), qPrintable(imported.errorMessage()));
    }
};

QTEST_GUILESS_MAIN(TestMonsterImport)
#include "tst_monsterimport.moc"
