#include "orcus/creature.h"
#include "orcus/monsterbuilder.h"

#include <QTest>

using namespace battlemat;

namespace {

// "Creating new monsters", Role: AC, Fort, Ref, Will bases and HP = base + perLevel x level, typed in from the rules
// text (independently of resources/data/monster-roles.json, which the engine reads).
struct RoleNumbers
{
    const char *role;
    int ac, fortitude, reflex, will, hpBase, hpPerLevel;
};
constexpr RoleNumbers roleNumbers[] = {
    {"archer", 12, 11, 12, 12, 21, 4},  {"blocker", 16, 13, 12, 12, 24, 5}, {"skulker", 14, 12, 13, 11, 21, 4},
    {"spoiler", 14, 12, 11, 13, 24, 5}, {"striker", 14, 11, 13, 12, 24, 5}, {"wrecker", 12, 13, 11, 12, 27, 6},
};

// "Table - Monster Level and Damage" and the XP table, levels 1, 10 and 21.
struct LevelNumbers
{
    int level, mook;
    const char *atWillSingle, *atWillMulti, *surgeSingle, *surgeMulti;
    int wrecker;
    int xp[4]; // mook, standard, elite, boss
};
constexpr LevelNumbers levelNumbers[] = {
    {1, 5, "1d10+3", "1d6+3", "2d8+3", "1d10+3", 2, {25, 100, 200, 500}},
    {10, 9, "2d12+5", "2d8+5", "4d8+6", "2d12+5", 5, {125, 500, 1000, 2500}},
    {21, 15, "6d6+8", "3d8+8", "7d8+7", "6d6+8", 7, {800, 3200, 6400, 16000}},
};

QString withBonus(const char *cell, int bonus)
{
    const QString text = QString::fromLatin1(cell);
    const qsizetype plus = text.indexOf(QLatin1Char('+'));
    return text.left(plus + 1) + QString::number(text.mid(plus + 1).toInt() + bonus);
}

} // namespace

/** The monster builder against the numbers of "Creating new monsters" for every role, rank and tier. */
class TestMonsterBuilder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void buildsFromTheTables_data()
    {
        QTest::addColumn<QString>("role");
        QTest::addColumn<QString>("rank");
        QTest::addColumn<int>("level");
        QTest::addColumn<int>("ac");
        QTest::addColumn<int>("fortitude");
        QTest::addColumn<int>("reflex");
        QTest::addColumn<int>("will");
        QTest::addColumn<int>("hitPoints");
        QTest::addColumn<int>("attackVsAc");
        QTest::addColumn<int>("attackVsOther");
        QTest::addColumn<QString>("atWillSingle");
        QTest::addColumn<QString>("atWillMulti");
        QTest::addColumn<QString>("surgeSingle");
        QTest::addColumn<QString>("surgeMulti");
        QTest::addColumn<int>("xp");
        const char *ranks[] = {"mook", "standard", "elite", "boss"};
        const int multiplier[] = {0, 1, 2, 4};
        for (const RoleNumbers &role : roleNumbers) {
            const bool wrecker = QByteArray(role.role) == "wrecker";
            for (const LevelNumbers &row : levelNumbers) {
                for (int rank = 0; rank < 4; ++rank) {
                    const int level = row.level;
                    const int hp = rank == 0 ? 1 : (role.hpBase + role.hpPerLevel * level) * multiplier[rank];
                    // Wreckers add the bonus to all damage; mook wreckers half of it, rounded down.
                    const int bonus = wrecker ? (rank == 0 ? row.wrecker / 2 : row.wrecker) : 0;
                    const QString mook = QString::number(row.mook + bonus);
                    QTest::addRow("%s %s %d", role.role, ranks[rank], level)
                        << QString::fromLatin1(role.role) << QString::fromLatin1(ranks[rank]) << level
                        << role.ac + level << role.fortitude + level << role.reflex + level << role.will + level << hp
                        << 5 + level << 3 + level << (rank == 0 ? mook : withBonus(row.atWillSingle, bonus))
                        << (rank == 0 ? mook : withBonus(row.atWillMulti, bonus))
                        << (rank == 0 ? mook : withBonus(row.surgeSingle, bonus))
                        << (rank == 0 ? mook : withBonus(row.surgeMulti, bonus)) << row.xp[rank];
                }
            }
        }
    }
    void buildsFromTheTables()
    {
        QFETCH(QString, role);
        QFETCH(QString, rank);
        QFETCH(int, level);
        const auto &tables = MonsterTables::standard();
        QVERIFY2(tables.ok(), qPrintable(tables.errorMessage()));
        MonsterRequest request;
        request.level = level;
        request.role = monsterRoleFromName(role).value();
        request.rank = monsterRankFromName(rank).value();
        auto block = MonsterBuilder(*tables).build(request);
        QVERIFY2(block.ok(), qPrintable(block.errorMessage()));
        const MonsterSheet &monster = block->monster;
        QTEST(monster.defenses.ac, "ac");
        QTEST(monster.defenses.fortitude, "fortitude");
        QTEST(monster.defenses.reflex, "reflex");
        QTEST(monster.defenses.will, "will");
        QTEST(monster.maxHitPoints, "hitPoints");
        QTEST(monster.attackVsAc, "attackVsAc");
        QTEST(monster.attackVsOther, "attackVsOther");
        QTEST(monster.atWillSingle, "atWillSingle");
        QTEST(monster.atWillMulti, "atWillMulti");
        QTEST(monster.surgeSingle, "surgeSingle");
        QTEST(monster.surgeMulti, "surgeMulti");
        QTEST(monster.xp, "xp");
        QCOMPARE(monster.initiative, level / 2);
        auto creature = Creature::create(*block);
        QVERIFY2(creature.ok(), qPrintable(creature.errorMessage()));
        QCOMPARE(creature->derived().defenses, monster.defenses);
        QCOMPARE(creature->hitPoints(), monster.maxHitPoints);
        QCOMPARE(creature->staggeredValue(), monster.maxHitPoints / 2);
        // The basic attack uses the at-will single-target damage and the bonus against AC.
        QCOMPARE(block->powers.size(), 1);
        QCOMPARE(block->powers.first().hit.damage->expression, monster.atWillSingle);
        QCOMPARE(*block->powers.first().attack->bonus, monster.attackVsAc);
    }

    void initiativeAndAbilitiesAddHalfLevel()
    {
        MonsterRequest request;
        request.level = 7;
        request.role = MonsterRole::Skulker;
        QVERIFY(request.abilities.setScore(Ability::Dexterity, 18).ok());
        auto block = MonsterBuilder(*MonsterTables::standard()).build(request);
        QVERIFY(block.ok());
        QCOMPARE(block->monster.initiative, 3 + 4);
        auto creature = Creature::create(*block);
        QCOMPARE(creature->derived().abilityBonus(Ability::Dexterity), 4 + 3);
    }

    void damageTableReachesLevel35()
    {
        const auto &tables = MonsterTables::standard();
        QCOMPARE(tables->maxDamageLevel(), 35);
        QCOMPARE(tables->damage(35)->surgeSingle.expression(), QStringLiteral("7d12+11"));
        QCOMPARE(tables->damage(35)->mook, 22);
        QVERIFY(!tables->damage(36));
        QCOMPARE(tables->maxXpLevel(), 30);
        QCOMPARE(tables->xp(30)->xp[static_cast<size_t>(MonsterRank::Boss)], 80000);
        QCOMPARE(tables->cumulativeXpForLevel(11), 25500);
    }

    void badRequestsAreRefused_data()
    {
        QTest::addColumn<int>("level");
        QTest::newRow("0") << 0;
        QTest::newRow("31") << 31;
        QTest::newRow("-4") << -4;
    }
    void badRequestsAreRefused()
    {
        QFETCH(int, level);
        MonsterRequest request;
        request.level = level;
        auto block = MonsterBuilder(*MonsterTables::standard()).build(request);
        QVERIFY(!block.ok());
        QCOMPARE(block.errorMessage(), QStringLiteral("monster level %1 is outside 1 to 30").arg(level));
        QVERIFY(!monsterRoleFromName(QStringLiteral("tank")));
        QVERIFY(!monsterRankFromName(QStringLiteral("minion")));
    }
};

QTEST_GUILESS_MAIN(TestMonsterBuilder)
#include "tst_monsterbuilder.moc"
