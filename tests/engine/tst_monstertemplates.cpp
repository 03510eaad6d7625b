#include "encounter/combatant.h"
#include "encounter/monstercombatant.h"
#include "monsters/monsterlibrary.h"
#include "monsters/monsterrelevel.h"
#include "monsters/monstertemplate.h"
#include "orcus/monsterbuilder.h"
#include "orcus/statblockjson.h"

#include <QTest>

using namespace battlemat;

namespace {

const StatBlock &published(const char *id)
{
    for (const StatBlock &block : MonsterLibrary::bundled()->monsters) {
        if (block.id == QLatin1String(id))
            return block;
    }
    qFatal("the bundled library has no %s", id);
}

const PowerDamage &damageOf(const StatBlock &block, const QString &power)
{
    for (const Power &p : block.powers) {
        if (p.name == power)
            return *p.hit.damage;
    }
    qFatal("no power %s", qPrintable(power));
}

} // namespace

/**
 * Monster templates ("Monster Templates", "Standard Bonuses" in ../shared/rules/orcus-monsters-1.0.md) and new levels
 * by the tables of "Creating new monsters" (../shared/rules/orcus-basic-rules.txt), on published blocks.
 */
class TestMonsterTemplates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theEliteTemplateDoublesHitPointsAndXp()
    {
        // Balor: Level 29 Wrecker (12800 XP), HP 201, Staggered 100. "From Standard to Elite: x2 HP, +2 bonus on
        // saving throws, 1 Action Point per encounter, x2 XP".
        const StatBlock &balor = published("balor");
        auto elite = MonsterTemplate::apply(balor, QStringLiteral("elite"));
        QVERIFY2(elite, qPrintable(elite.errorMessage()));
        const MonsterSheet &sheet = elite->block.monster;
        QCOMPARE(sheet.rank, MonsterRank::Elite);
        QCOMPARE(sheet.maxHitPoints, 402);
        QCOMPARE(sheet.xp, 25600);
        QCOMPARE(sheet.details.savingThrowBonus, 2);
        QCOMPARE(sheet.details.actionPoints, 1);
        QCOMPARE(elite->block.id, QStringLiteral("balor-elite"));
        QCOMPARE(elite->block.name, QStringLiteral("Balor (elite)"));
        QVERIFY(elite->changes.contains(QStringLiteral("hit points 201 -> 402")));
        // The printed numbers that do not change stay: defenses, attacks, the aura.
        QCOMPARE(sheet.defenses.ac, 41);
        QCOMPARE(sheet.details.auras.size(), 1);
        // In the fight: the encounter takes the new numbers.
        Combatant combatant;
        QVERIFY(readStatBlock(combatant, MonsterCombatant::statBlock(elite->block).value(),
                              JsonContext(QStringLiteral("b")))
                    .ok());
        QCOMPARE(combatant.maxHp, 402);
        QCOMPARE(combatant.saveBonus, 2);
        QCOMPARE(combatant.actionPoints, 1);
        QCOMPARE(combatant.xpValue(), 25600);
    }

    void standardToBossAndEliteToBossAgree()
    {
        // "From Standard to Boss (two templates applied): x4 HP, +5 saves, 2 Action Points, x5 XP".
        const StatBlock &balor = published("balor");
        auto boss = MonsterTemplate::apply(balor, QStringLiteral("boss"));
        QVERIFY2(boss, qPrintable(boss.errorMessage()));
        QCOMPARE(boss->block.monster.rank, MonsterRank::Boss);
        QCOMPARE(boss->block.monster.maxHitPoints, 804);
        QCOMPARE(boss->block.monster.xp, 64000);
        QCOMPARE(boss->block.monster.details.savingThrowBonus, 5);
        QCOMPARE(boss->block.monster.details.actionPoints, 2);
        // "Applying an elite template to a monster that is already an elite turns it into a boss monster": twice elite
        // is the same boss ("From Elite to Boss: x2 HP, +5 saves total (doesn't stack), +1 Action Point, x2.5 XP").
        auto twice = MonsterTemplate::apply(MonsterTemplate::apply(balor, QStringLiteral("elite"))->block,
                                            QStringLiteral("elite"));
        QVERIFY2(twice, qPrintable(twice.errorMessage()));
        QCOMPARE(twice->block.monster.maxHitPoints, 804);
        QCOMPARE(twice->block.monster.xp, 64000);
        QCOMPARE(twice->block.monster.details.savingThrowBonus, 5);
        QCOMPARE(twice->block.monster.details.actionPoints, 2);
    }

    void aPublishedEliteBecomesABoss()
    {
        // Dog-faced Baboon: Level 5 Elite Wrecker (400 XP), Action Points 1, Saving Throws +2, HP 114.
        const StatBlock &baboon = published("dog-faced-baboon");
        auto boss = MonsterTemplate::apply(baboon, QStringLiteral("boss"));
        QVERIFY2(boss, qPrintable(boss.errorMessage()));
        QCOMPARE(boss->block.monster.maxHitPoints, 228);
        QCOMPARE(boss->block.monster.xp, 1000); // the XP table's level 5 boss
        QCOMPARE(boss->block.monster.details.savingThrowBonus, 5);
        QCOMPARE(boss->block.monster.details.actionPoints, 2);
    }

    void theGhostTemplateFliesAndIsIncorporeal()
    {
        // Enthralled Servant: Level 6 Blocker, HP 54. Ghost: "fly 6 (hover)", incorporeal, vulnerable radiant 10 and
        // force 10, Drain Lifeforce (regeneration 5 below level 11), Malevolence (Level +2 vs Will).
        const StatBlock &servant = published("enthralled-servant");
        auto ghost = MonsterTemplate::apply(servant, QStringLiteral("ghost"));
        QVERIFY2(ghost, qPrintable(ghost.errorMessage()));
        const StatBlock &block = ghost->block;
        QCOMPARE(block.monster.rank, MonsterRank::Elite);
        QCOMPARE(block.monster.maxHitPoints, 108);
        QCOMPARE(block.monster.details.movementModes.value(QStringLiteral("fly")), 6);
        QVERIFY(block.monster.details.hover);
        QVERIFY(block.monster.details.incorporeal);
        QCOMPARE(block.damageAdjustments.weaknesses.value(DamageType::Radiant), 10);
        QCOMPARE(block.damageAdjustments.weaknesses.value(DamageType::Force), 10);
        QVERIFY(block.power(QStringLiteral("Malevolence")));
        QVERIFY(block.power(QStringLiteral("Malevolence"))->description.contains(QStringLiteral("+8 vs Will")));
        // Read by the power parser like a published block's: the encounter rolls the attack and the controlled
        // condition; the removal from play stays text, so the power is played in part.
        const Power &malevolence = *block.power(QStringLiteral("Malevolence"));
        QCOMPARE(*malevolence.attack->bonus, 8);
        QCOMPARE(malevolence.attack->defense, Defense::Will);
        QCOMPARE(malevolence.recharge.rollMin, 5);
        QVERIFY(MonsterCombatant::playsPower(malevolence));
        QVERIFY(!MonsterCombatant::playsWhole(malevolence));
        QCOMPARE(block.monster.details.traits.last().name, QStringLiteral("Drain Lifeforce"));
        QVERIFY(block.monster.details.traits.last().text.contains(QStringLiteral("regeneration 5")));
        // Round trip through the library's JSON, and into the fight: incorporeal halves an attack's damage.
        auto again = statBlockFromJson(statBlockToJson(block), JsonContext(QStringLiteral("ghost")));
        QVERIFY2(again, qPrintable(again.errorMessage()));
        QCOMPARE(statBlockToJson(*again), statBlockToJson(block));
        Combatant combatant;
        QVERIFY(readStatBlock(combatant, MonsterCombatant::statBlock(block).value(), JsonContext(QStringLiteral("g")))
                    .ok());
        QVERIFY(combatant.incorporeal);
        QCOMPARE(combatant.resist.value(QStringLiteral("radiant")), -10);
    }

    void theHalfFiendAndTheShadeAddTheirDefenses()
    {
        // Half-Fiend: +2 Fortitude, +2 Reflex, resist acid, cold and fire 5 (10 at level 11), immune poison.
        const StatBlock &servant = published("enthralled-servant"); // AC 22, Fort 21, Ref 18, Will 17
        auto fiend = MonsterTemplate::apply(servant, QStringLiteral("half-fiend"));
        QVERIFY2(fiend, qPrintable(fiend.errorMessage()));
        QCOMPARE(fiend->block.monster.defenses.fortitude, 23);
        QCOMPARE(fiend->block.monster.defenses.reflex, 20);
        QCOMPARE(fiend->block.damageAdjustments.resistances.value(DamageType::Fire), 5);
        QVERIFY(fiend->block.damageAdjustments.immunities.contains(DamageType::Poison));
        QCOMPARE(fiend->block.monster.details.auras.last().name, QStringLiteral("Darkness"));
        QVERIFY(!fiend->block.monster.details.auras.last().automated);
        // Forlorn Shade: +2 AC, +1 Reflex, +1 Will.
        auto shade = MonsterTemplate::apply(servant, QStringLiteral("forlorn-shade"));
        QVERIFY2(shade, qPrintable(shade.errorMessage()));
        QCOMPARE(shade->block.monster.defenses.ac, 24);
        QCOMPARE(shade->block.monster.defenses.reflex, 19);
        QCOMPARE(shade->block.monster.defenses.will, 18);
        QVERIFY(shade->block.power(QStringLiteral("Grasping Shadow")));
        QCOMPARE(shade->block.name, QStringLiteral("Enthralled Servant (forlorn shade)"));
    }

    void templatesAreRefusedWhereTheRulesDoNotApplyThem()
    {
        const StatBlock &balor = published("balor");
        auto unknown = MonsterTemplate::apply(balor, QStringLiteral("vampire"));
        QVERIFY(!unknown);
        QCOMPARE(unknown.errorMessage(),
                 QStringLiteral("unknown template 'vampire' (expected elite, boss, ghost, half-fiend, forlorn-shade)"));
        auto boss = MonsterTemplate::apply(balor, QStringLiteral("boss"));
        auto beyond = MonsterTemplate::apply(boss->block, QStringLiteral("elite"));
        QVERIFY(!beyond);
        QVERIFY2(beyond.errorMessage().contains(QStringLiteral("already a boss")), qPrintable(beyond.errorMessage()));
        StatBlock mook = balor;
        mook.monster.rank = MonsterRank::Mook;
        auto refused = MonsterTemplate::apply(mook, QStringLiteral("ghost"));
        QVERIFY(!refused);
        QVERIFY2(refused.errorMessage().contains(QStringLiteral("is a mook")), qPrintable(refused.errorMessage()));
    }

    void aReleveledBuiltMonsterIsTheBuiltMonsterOfTheNewLevel_data()
    {
        QTest::addColumn<int>("role");
        QTest::addColumn<int>("rank");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::newRow("striker 3 -> 5") << int(MonsterRole::Striker) << int(MonsterRank::Standard) << 3 << 5;
        QTest::newRow("elite wrecker 10 -> 7") << int(MonsterRole::Wrecker) << int(MonsterRank::Elite) << 10 << 7;
        QTest::newRow("boss archer 1 -> 21") << int(MonsterRole::Archer) << int(MonsterRank::Boss) << 1 << 21;
        QTest::newRow("mook blocker 4 -> 12") << int(MonsterRole::Blocker) << int(MonsterRank::Mook) << 4 << 12;
    }

    void aReleveledBuiltMonsterIsTheBuiltMonsterOfTheNewLevel()
    {
        QFETCH(int, role);
        QFETCH(int, rank);
        QFETCH(int, from);
        QFETCH(int, to);
        const MonsterTables &tables = *MonsterTables::standard();
        MonsterRequest request;
        request.role = MonsterRole(role);
        request.rank = MonsterRank(rank);
        request.abilities.setScore(Ability::Dexterity, 14);
        request.level = from;
        const StatBlock before = MonsterBuilder(tables).build(request).value();
        request.level = to;
        const StatBlock built = MonsterBuilder(tables).build(request).value();
        auto moved = MonsterRelevel(tables).apply(before, to);
        QVERIFY2(moved, qPrintable(moved.errorMessage()));
        const StatBlock &block = moved->block;
        QCOMPARE(block.level, to);
        QCOMPARE(block.monster.defenses.toJson(), built.monster.defenses.toJson());
        QCOMPARE(block.monster.maxHitPoints, built.monster.maxHitPoints);
        QCOMPARE(block.monster.attackVsAc, built.monster.attackVsAc);
        QCOMPARE(block.monster.attackVsOther, built.monster.attackVsOther);
        QCOMPARE(block.monster.initiative, built.monster.initiative);
        QCOMPARE(block.monster.xp, built.monster.xp);
        QCOMPARE(block.monster.atWillSingle, built.monster.atWillSingle);
        QCOMPARE(block.monster.surgeMulti, built.monster.surgeMulti);
        QCOMPARE(block.powers.first().attack->bonus, built.powers.first().attack->bonus);
        QCOMPARE(block.powers.first().hit.damage->expression, built.powers.first().hit.damage->expression);
    }

    void aPublishedMonsterKeepsItsOwnNumbersAtANewLevel()
    {
        // Enthralled Servant, Level 6 Blocker (250 XP): AC 22, Fort 21, Ref 18, Will 17, HP 54, Initiative +7,
        // Perception +4, Dagger +11 vs AC 3d4+5, thrown dagger 1d4+5. At level 8: defenses and attacks +2, HP +2 x 5
        // (a blocker's per-level hit points), initiative and Perception +1 (half the level 3 -> 4), XP 350 (the table),
        // and the daggers' dice (not cells of the damage table) gain the at-will average's rise, 2d10+3 -> 2d10+5: +2.
        const StatBlock &servant = published("enthralled-servant");
        auto moved = MonsterRelevel(*MonsterTables::standard()).apply(servant, 8);
        QVERIFY2(moved, qPrintable(moved.errorMessage()));
        const StatBlock &block = moved->block;
        QCOMPARE(block.id, QStringLiteral("enthralled-servant-level-8"));
        QCOMPARE(block.monster.defenses.ac, 24);
        QCOMPARE(block.monster.defenses.fortitude, 23);
        QCOMPARE(block.monster.defenses.reflex, 20);
        QCOMPARE(block.monster.defenses.will, 19);
        QCOMPARE(block.monster.maxHitPoints, 64);
        QCOMPARE(block.monster.initiative, 8);
        QCOMPARE(*block.monster.details.perception, 5);
        QCOMPARE(block.monster.xp, 350);
        QCOMPARE(*block.powers.at(0).attack->bonus, 13);
        QCOMPARE(damageOf(block, QStringLiteral("Dagger")).expression, QStringLiteral("3d4+7"));
        QCOMPARE(damageOf(block, QStringLiteral("Dagger (2)")).expression, QStringLiteral("1d4+7"));
        QVERIFY(moved->changes.contains(QStringLiteral("XP 250 -> 350")));
        // Outside the XP table, or the same level: refused.
        QVERIFY(!MonsterRelevel(*MonsterTables::standard()).apply(servant, 31));
        QVERIFY(!MonsterRelevel(*MonsterTables::standard()).apply(servant, 6));
    }
};

QTEST_GUILESS_MAIN(TestMonsterTemplates)
#include "tst_monstertemplates.moc"
