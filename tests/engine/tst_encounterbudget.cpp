#include "monsters/encounterbudget.h"
#include "monsters/monsterlibrary.h"
#include "orcus/monsterbuilder.h"
#include "orcus/monstertables.h"

#include <QJsonObject>
#include <QTest>

using namespace battlemat;

/**
 * The XP budget of an encounter (Orcus Basic Rules, "Monsters", "Level"; engine/monsters/encounterbudget.h): a
 * party's size times a standard monster's XP at its level, graded easy, standard, hard and deadly at Battlemat's
 * factors (0.75, 1, 1.5, 2, or the campaign's own), with the rules' advice for monsters four or more levels off.
 */
class TestEncounterBudget : public QObject
{
    Q_OBJECT

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

private Q_SLOTS:
    void encounterBudgetFollowsTheLevelRule()
    {
        // "a party of four 3rd-level characters should find an encounter of four level-3 monsters to be a worthy
        // challenge, but not a deadly one" (Orcus Basic Rules, "Monsters", "Level"): 4 x 150 XP.
        const MonsterTables &tables = *MonsterTables::standard();
        EncounterBudget budget(tables, 4, 3);
        QCOMPARE(budget.budget(), 600);
        QCOMPARE(budget.difficulty(), QString());
        MonsterRequest request;
        request.level = 3;
        request.role = MonsterRole::Striker;
        const StatBlock standard = *MonsterBuilder(tables).build(request);
        budget.add(standard, 3);
        QCOMPARE(budget.total(), 450);
        QCOMPARE(budget.difficulty(), QStringLiteral("easy")); // 0.75 x 600
        budget.add(standard);
        QCOMPARE(budget.difficulty(), QStringLiteral("standard"));
        QVERIFY(budget.warnings().isEmpty());
        // The half-aboleth, a level-6 boss (1250 XP printed), is within three levels but far past the budget.
        budget.add(*find(QStringLiteral("half-aboleth")));
        QCOMPARE(budget.total(), 1850);
        QCOMPARE(budget.difficulty(), QStringLiteral("beyond deadly"));
        QVERIFY(budget.warnings().isEmpty());
        budget.add(*find(QStringLiteral("balor")));
        QCOMPARE(budget.warnings().size(), 1);
        QVERIFY2(budget.warnings().first().startsWith(
                     QStringLiteral("Balor (level 29) is 26 levels above the party: recreate it as a lower-level")),
                 qPrintable(budget.warnings().first()));
        const QJsonObject json = budget.toJson();
        QCOMPARE(json.value(QStringLiteral("grades")).toObject().value(QStringLiteral("hard")).toInt(), 900);
        QCOMPARE(json.value(QStringLiteral("grades")).toObject().value(QStringLiteral("deadly")).toInt(), 1200);
    }

    // The grades are factors a campaign may change (EncounterGrades): at 0.5 / 1 / 1.25 / 1.75 against a budget of
    // 600, 450 XP is standard (past 300), 750 hard and 900 deadly.
    void encounterBudgetTakesTheCampaignsGrades()
    {
        const MonsterTables &tables = *MonsterTables::standard();
        EncounterBudget budget(tables, 4, 3, EncounterGrades{0.5, 1.0, 1.25, 1.75});
        MonsterRequest request;
        request.level = 3;
        request.role = MonsterRole::Striker;
        const StatBlock standard = *MonsterBuilder(tables).build(request);
        budget.add(standard, 3);
        QCOMPARE(budget.total(), 450);
        QCOMPARE(budget.difficulty(), QStringLiteral("standard"));
        budget.add(standard, 2); // 750: 1.25 x 600
        QCOMPARE(budget.difficulty(), QStringLiteral("hard"));
        budget.add(standard); // 900
        QCOMPARE(budget.difficulty(), QStringLiteral("deadly"));
        const QJsonObject json = budget.toJson();
        QCOMPARE(json.value(QStringLiteral("grades")).toObject().value(QStringLiteral("easy")).toInt(), 300);
        QCOMPARE(json.value(QStringLiteral("grades")).toObject().value(QStringLiteral("deadly")).toInt(), 1050);
        QCOMPARE(json.value(QStringLiteral("factors")).toObject().value(QStringLiteral("hard")).toDouble(), 1.25);
        QCOMPARE(EncounterGrades({0.5, 1.0, 1.25, 1.75}).problem(), QString());
        QCOMPARE(EncounterGrades({0.75, 0.5, 1.5, 2}).problem(),
                 QStringLiteral("the standard grade's factor 0.5 is below the easy grade's 0.75: the grades rise from "
                                "easy to deadly"));
    }
};

QTEST_MAIN(TestEncounterBudget)
#include "tst_encounterbudget.moc"
