#include "monsters/adventurertemplate.h"
#include "monsters/monsterlibrary.h"

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

AdventurerPower typed(const QString &name, const QString &kind, int level, const QString &text,
                      const QString &usage = {})
{
    return AdventurerPower{name, kind, level, text, usage, std::nullopt};
}

// A fighter for the level 6 Enthralled Servant: one power of each kind, as "Adventurer" asks below level 11.
AdventurerClass fighter()
{
    AdventurerClass chosen;
    chosen.name = QStringLiteral("Fighter");
    chosen.defenseBonuses.insert(Defense::Fortitude, 2);
    chosen.trainedSkills = {QStringLiteral("Athletics"), QStringLiteral("Endure")};
    chosen.features = QStringLiteral("Combat Challenge: every enemy the fighter attacks is marked.");
    chosen.powers = {typed(QStringLiteral("Cleave"), QStringLiteral("at-will"), 1,
                           QStringLiteral("+11 vs AC; 1d8+5 damage."), QStringLiteral("standard, at-will")),
                     typed(QStringLiteral("Spinning Sweep"), QStringLiteral("encounter"), 3,
                           QStringLiteral("+11 vs AC; 2d8+5 damage, and the target is knocked prone."),
                           QStringLiteral("standard, encounter")),
                     typed(QStringLiteral("Brute Strike"), QStringLiteral("daily"), 1,
                           QStringLiteral("+11 vs AC; 3d8+5 damage."), QStringLiteral("standard, daily")),
                     typed(QStringLiteral("Boundless Endurance"), QStringLiteral("utility"), 6,
                           QStringLiteral("The fighter gains regeneration 2 while staggered."),
                           QStringLiteral("swift, daily"))};
    return chosen;
}

} // namespace

/** The Adventurer template (../shared/rules/orcus-monsters-1.0.md, "Adventurer") with a class the game master supplies.
 */
class TestAdventurerTemplate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aFighterServantIsAnEliteWithItsClass()
    {
        // Enthralled Servant: Level 6 Blocker (250 XP), HP 54, Fort 21, Str 20, Con 14.
        const MonsterTemplateRecord *record = AdventurerTemplate::bundledRecord();
        QVERIFY(record);
        auto made = AdventurerTemplate::apply(published("enthralled-servant"), *record, fighter());
        QVERIFY2(made, qPrintable(made.errorMessage()));
        const StatBlock &block = made->block;
        // The elite step: x2 HP, +2 saves, 1 action point, x2 XP.
        QCOMPARE(block.monster.rank, MonsterRank::Elite);
        QCOMPARE(block.monster.maxHitPoints, 108);
        QCOMPARE(block.monster.xp, 500);
        QCOMPARE(block.monster.details.savingThrowBonus, 2);
        QCOMPARE(block.monster.details.actionPoints, 1);
        // Defenses "as per the class": Fortitude +2.
        QCOMPARE(block.monster.defenses.fortitude, 23);
        QCOMPARE(block.monster.defenses.ac, 22);
        // Trained: half the level (3) + the ability modifier + 5: Athletics (Str 20, +5) 13, Endure (Con 14, +2) 10.
        QCOMPARE(block.monster.details.skills.value(QStringLiteral("Athletics")), 13);
        QCOMPARE(block.monster.details.skills.value(QStringLiteral("Endure")), 10);
        QCOMPARE(block.powers.size(), 2 + 4);
        const Power *sweep = block.power(QStringLiteral("Spinning Sweep"));
        QVERIFY(sweep);
        QCOMPARE(*sweep->attack->bonus, 11);
        QCOMPARE(sweep->recharge.kind, Recharge::Kind::Encounter);
        QCOMPARE(block.monster.details.traits.last().name, QStringLiteral("Fighter class features"));
        QCOMPARE(block.id, QStringLiteral("enthralled-servant-fighter"));
        QCOMPARE(block.name, QStringLiteral("Enthralled Servant (fighter)"));
    }

    void aHerosPowerTakesTheMonstersAttackBonus()
    {
        // A power copied from a hero's sheet (its class's power): the monster attacks with its own +11 vs AC.
        AdventurerClass chosen = fighter();
        Power heroPower;
        heroPower.name = QStringLiteral("Reaping Strike");
        heroPower.recharge.kind = Recharge::Kind::AtWill;
        heroPower.attack = PowerAttack{Ability::Strength, std::nullopt, Defense::AC};
        heroPower.description = QStringLiteral("Strength vs AC; 1[W] + Strength modifier damage.");
        chosen.powers[0] = AdventurerPower{
            QStringLiteral("Reaping Strike"), QStringLiteral("at-will"), 1, heroPower.description, {}, heroPower};
        auto made =
            AdventurerTemplate::apply(published("enthralled-servant"), *AdventurerTemplate::bundledRecord(), chosen);
        QVERIFY2(made, qPrintable(made.errorMessage()));
        const Power *reaping = made->block.power(QStringLiteral("Reaping Strike"));
        QVERIFY(reaping);
        QVERIFY(!reaping->attack->ability);
        QCOMPARE(*reaping->attack->bonus, 11);
    }

    void aWrongChoiceIsRefusedNamingTheRule_data()
    {
        QTest::addColumn<int>("level");
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::newRow("no class") << 6 << "name"
                                  << "name the class";
        QTest::newRow("one skill") << 6 << "one skill"
                                   << "Trained Skills: choose 2 from the class skills (1 chosen)";
        QTest::newRow("not a skill") << 6 << "juggling"
                                     << "Trained Skills: 'Juggling' is not an Orcus skill";
        QTest::newRow("two encounter powers below 11")
            << 6 << "second encounter"
            << "Powers: a level 6 creature takes one encounter power (2 chosen)";
        QTest::newRow("two encounter powers at 11 of one level")
            << 11 << "same level"
            << "do not choose two powers of the same frequency and level (two level 3 encounter";
        QTest::newRow("a power above the creature's level")
            << 6 << "level 9"
            << "Brute Strike is a level 9 power; choose powers of the creature's level (6) or lower";
        QTest::newRow("a defense bonus past 10") << 6 << "fort 12"
                                                 << "the Fortitude bonus 12 is outside 0 to 10";
        QTest::newRow("two utility powers at 11") << 11 << "second encounter"
                                                  << "a level 11 creature takes 2 utility powers (1 chosen)";
    }

    void aWrongChoiceIsRefusedNamingTheRule()
    {
        QFETCH(int, level);
        QFETCH(QString, change);
        QFETCH(QString, message);
        AdventurerClass chosen = fighter();
        const AdventurerPower second = typed(QStringLiteral("Tide of Iron"), QStringLiteral("encounter"), 1,
                                             QStringLiteral("+11 vs AC; 1d8+5 damage."));
        if (change == QLatin1String("name"))
            chosen.name = QStringLiteral(" ");
        else if (change == QLatin1String("one skill"))
            chosen.trainedSkills = {QStringLiteral("Athletics")};
        else if (change == QLatin1String("juggling"))
            chosen.trainedSkills = {QStringLiteral("Athletics"), QStringLiteral("Juggling")};
        else if (change == QLatin1String("second encounter"))
            chosen.powers.append(second);
        else if (change == QLatin1String("same level"))
            chosen.powers.append(typed(QStringLiteral("Tide of Iron"), QStringLiteral("encounter"), 3,
                                       QStringLiteral("+11 vs AC; 1d8+5 damage.")));
        else if (change == QLatin1String("level 9"))
            chosen.powers[2].level = 9;
        else if (change == QLatin1String("fort 12"))
            chosen.defenseBonuses.insert(Defense::Fortitude, 12);
        const Status checked = AdventurerTemplate::check(*AdventurerTemplate::bundledRecord(), chosen, level);
        QVERIFY(!checked);
        QVERIFY2(checked.errorMessage().startsWith(QStringLiteral("Adventurer template")),
                 qPrintable(checked.errorMessage()));
        QVERIFY2(checked.errorMessage().contains(message), qPrintable(checked.errorMessage()));
    }

    void theTemplateByNameAsksForTheClass()
    {
        auto refused = MonsterTemplate::apply(published("enthralled-servant"), QStringLiteral("adventurer"));
        QVERIFY(!refused);
        QVERIFY2(refused.errorMessage().contains(QStringLiteral("needs a class")), qPrintable(refused.errorMessage()));
    }
};

QTEST_GUILESS_MAIN(TestAdventurerTemplate)
#include "tst_adventurertemplate.moc"
