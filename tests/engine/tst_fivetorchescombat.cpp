#include "dice/scripteddiesource.h"
#include "fivetorches/dying.h"
#include "fivetorches/ftdactions.h"
#include "fivetorches/ftdattack.h"
#include "fivetorches/ftdcharacter.h"
#include "fivetorches/ftdinitiative.h"
#include "fivetorches/ftdmonster.h"
#include "fivetorches/ftdtables.h"
#include "fivetorches/rangeband.h"
#include "fivetorches/retreat.h"

#include <QJsonDocument>
#include <QTest>

using namespace battlemat;
using namespace battlemat::ftd;

namespace {

QJsonObject parse(const char *text)
{
    return QJsonDocument::fromJson(QByteArray(text)).object();
}

const FtdTables &tables()
{
    return *FtdTables::standard();
}

} // namespace

/**
 * Five Torches Deep combat on the grid ("PC Actions", "Attacks, Damage, & Injury",
 * ../shared/rules/checks-actions-combat-gritty.txt) and the character, monster and table files
 * (docs/five-torches-deep.md).
 */
class TestFiveTorchesCombat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void builtInTablesLoad()
    {
        const auto &standard = FtdTables::standard();
        QVERIFY2(standard.ok(), qPrintable(standard.errorMessage()));
        QCOMPARE(*standard->proficiency(1), 2);
        QCOMPARE(*standard->proficiency(5), 3);
        QCOMPARE(*standard->monsterHitPoints(2), 9);
        QCOMPARE(*standard->moraleBonus(4), 2);
        QCOMPARE(*standard->itemLoad(QStringLiteral("torch")), 1);
        QCOMPARE(standard->baseSpeedFeet(), 30);
        QCOMPARE(standard->xpPerGold(), 1);
        QCOMPARE(standard->secondsPerRound(), 6);
        QVERIFY(!standard->proficiency(21).ok());
        QVERIFY(!standard->itemLoad(QStringLiteral("anvil")).ok());
    }

    void tablesRefuseBrokenRows()
    {
        auto object = parse(R"({"format":"battlemat-ftd-tables","version":1,"baseSpeedFeet":30,"secondsPerRound":6,
            "travelHoursPerDay":10,"suppliesPerHour":1,"xpPerGold":1,
            "proficiencyByLevel":[{"level":1,"bonus":2},{"level":3,"bonus":2}],
            "monstersByHd":[{"hd":1,"hitPoints":4,"moraleBonus":0}],"itemLoads":{}})");
        auto tables = FtdTables::fromJson(object, QStringLiteral("t.json"));
        QCOMPARE(tables.errorMessage(),
                 QStringLiteral("t.json: proficiencyByLevel[1].level: is 3; rows run 1, 2, 3, ... so this one is 2"));
        object.insert(QStringLiteral("baseSpeedFeet"), 32);
        QVERIFY(FtdTables::fromJson(object, QStringLiteral("t.json"))
                    .errorMessage()
                    .contains(QStringLiteral("baseSpeedFeet: 32 is not in steps of 5 ft")));
    }

    /** A 10 STR, 30 ft PC carrying 11 loads moves 25 ft and has disadvantage; past 30 ft of loads, 0 ft. */
    void loadSlowsAndHinders()
    {
        Encumbrance load{11, 10, 30};
        QCOMPARE(load.loadsOver(), 1);
        QCOMPARE(load.speedFeet(), 25);
        QVERIFY(load.disadvantage());
        QVERIFY(!load.helpless());
        load.loads = 10;
        QCOMPARE(load.speedFeet(), 30);
        QVERIFY(!load.disadvantage());
        load.loads = 16;
        QCOMPARE(load.speedFeet(), 0);
        QVERIFY(load.helpless());
    }

    void characterFile()
    {
        auto ada = FtdCharacter::fromFile(QStringLiteral(BATTLEMAT_TEST_DATA "/fivetorches/ada.json"), tables());
        QVERIFY2(ada.ok(), qPrintable(ada.errorMessage()));
        QCOMPARE(ada->proficiency, 2); // level 3 from the table
        QCOMPARE(ada->resilience(), 12);
        QCOMPARE(ada->bestModifier(), 4); // DEX +2 and proficiency +2
        // torches 3, weapon 1, skull 1, medium armor 2, rope 1, rations 2 = 10; 600 coins are 2 loads
        QCOMPARE(ada->itemLoads(), 10);
        QCOMPARE(ada->encumbrance().loads, 12);
        QCOMPARE(ada->speedFeet(), 20);
        QVERIFY(ada->disadvantageOnAllChecks());
        // What is written reads back the same.
        auto again = FtdCharacter::fromJson(ada->toJson(), JsonContext(QStringLiteral("again")), tables());
        QVERIFY(again.ok());
        QCOMPARE(again->toJson(), ada->toJson());
    }

    void characterFileErrorsNameFieldAndFile_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::newRow("typo") << R"({"hitpoints": 3})"
                              << "c.json: hitpoints: is not a field of this format";
        QTest::newRow("level") << R"({"level": 0})"
                               << "c.json: level:";
        QTest::newRow("ability") << R"({"abilities": {"STR": 10}})"
                                 << "c.json: abilities.DEX: missing";
        QTest::newRow("hp over max") << R"({"hitPoints": 30})"
                                     << "c.json: hitPoints:";
        QTest::newRow("speed") << R"({"speedFeet": 33})"
                               << "c.json: speedFeet: 33 is not in steps of 5 ft";
        QTest::newRow("unknown item") << R"({"items": [{"name": "anvil"}]})"
                                      << "c.json: items[0].loads: missing";
        QTest::newRow("format") << R"({"format": "battlemat-ftd-monster"})"
                                << "c.json: format: 'battlemat-ftd-monster'";
    }
    void characterFileErrorsNameFieldAndFile()
    {
        QFETCH(QString, change);
        QFETCH(QString, message);
        QJsonObject object = parse(R"({"format":"battlemat-ftd-character","version":1,"name":"B","level":1,
            "abilities":{"STR":10,"DEX":10,"CON":10,"INT":10,"WIS":10,"CHA":10},"maxHitPoints":8,"armorClass":12})");
        const QJsonObject overrides = QJsonDocument::fromJson(change.toUtf8()).object();
        for (auto it = overrides.constBegin(); it != overrides.constEnd(); ++it)
            object.insert(it.key(), it.value());
        auto character = FtdCharacter::fromJson(object, JsonContext(QStringLiteral("c.json")), tables());
        QVERIFY(!character.ok());
        QVERIFY2(character.errorMessage().startsWith(message), qPrintable(character.errorMessage()));
    }

    void monsterFile()
    {
        auto goblin = FtdMonster::fromFile(QStringLiteral(BATTLEMAT_TEST_DATA "/fivetorches/goblin.json"), tables());
        QVERIFY2(goblin.ok(), qPrintable(goblin.errorMessage()));
        QCOMPARE(goblin->maxHitPoints, 4); // 1 HD from the table
        QCOMPARE(goblin->moraleBonus, 0);
        QCOMPARE(goblin->damage.text(), QStringLiteral("1d6+1"));
        QCOMPARE(goblin->speedFeet, 40);
        QVERIFY(goblin->darksight);
        QVERIFY(!DamageDice::fromText(QStringLiteral("d6")).ok());
        QCOMPARE(DamageDice::fromText(QStringLiteral("2d8-1"))->bonus, -1);
        QJsonObject object = goblin->toJson();
        object.insert(QStringLiteral("damage"), QStringLiteral("lots"));
        QCOMPARE(FtdMonster::fromJson(object, JsonContext(QStringLiteral("m.json")), tables()).errorMessage(),
                 QStringLiteral("m.json: damage: 'lots' is not damage dice such as 1d8 or 2d6+3"));
        object.insert(QStringLiteral("damage"), QStringLiteral("1d6"));
        object.insert(QStringLiteral("hd"), 99);
        QVERIFY(FtdMonster::fromJson(object, JsonContext(QStringLiteral("m.json")), tables())
                    .errorMessage()
                    .startsWith(QStringLiteral("m.json: hd:")));
    }

    /** Higher DEX score acts first, the same every round; a combatant may delay to a slower place. */
    void initiativeByDexScore()
    {
        FtdInitiative order;
        QVERIFY(order.add(QStringLiteral("ogre"), 8).ok());
        QVERIFY(order.add(QStringLiteral("ada"), 14).ok());
        QVERIFY(order.add(QStringLiteral("bram"), 11).ok());
        QVERIFY(order.add(QStringLiteral("goblin"), 14).ok()); // a tie keeps the order of adding
        QCOMPARE(order.ids(), (QStringList{"ada", "goblin", "bram", "ogre"}));
        QVERIFY(order.delayAfter(QStringLiteral("ada"), QStringLiteral("bram")).ok());
        QCOMPARE(order.ids(), (QStringList{"goblin", "bram", "ada", "ogre"}));
        QVERIFY(!order.delayAfter(QStringLiteral("ogre"), QStringLiteral("goblin")).ok());
        QVERIFY(!order.add(QStringLiteral("ada"), 3).ok());
        order.resort();
        QCOMPARE(order.ids(), (QStringList{"goblin", "ada", "bram", "ogre"}));
    }

    void actionsTradeDown()
    {
        FtdActionBudget turn;
        QCOMPARE(*turn.take(FtdAction::Movement), FtdAction::Movement);
        // A second move trades the active action down.
        QCOMPARE(*turn.take(FtdAction::Movement), FtdAction::Active);
        QVERIFY(!turn.available(FtdAction::Active));
        QCOMPARE(*turn.take(FtdAction::Quick), FtdAction::Quick);
        QVERIFY(!turn.take(FtdAction::Quick).ok());
        FtdActionBudget fresh;
        QVERIFY(fresh.take(FtdAction::Quick).ok());
        QCOMPARE(*fresh.take(FtdAction::Quick), FtdAction::Movement);
        QVERIFY(!fresh.takeRetreat().ok()); // retreat needs the whole turn
        FtdActionBudget retreating;
        QVERIFY(retreating.takeRetreat().ok());
        QVERIFY(!retreating.available(FtdAction::Quick));
        QCOMPARE(movementFeet(30, true), 15); // climbing at half speed
        QCOMPARE(squaresFor(25), 5);
    }

    void rangeBands()
    {
        QCOMPARE(rangeBandFor(10, 80), RangeBand::Close);
        QCOMPARE(rangeBandFor(40, 80), RangeBand::Ranged);
        QCOMPARE(rangeBandFor(120, 80), RangeBand::Far);
        const AttackReach bowInMelee = attackReach(true, 5, 80);
        QVERIFY(bowInMelee.allowed);
        QCOMPARE(bowInMelee.edge, Edge::Disadvantage);
        QVERIFY(attackReach(true, 40, 80).allowed);
        QCOMPARE(attackReach(true, 40, 80).edge, Edge::None);
        QVERIFY(!attackReach(true, 100, 80).allowed);
        QVERIFY(attackReach(false, 10, 0).allowed);
        QVERIFY(!attackReach(false, 15, 0).allowed);
    }

    void attacksAndCriticals()
    {
        ScriptedDieSource dice({20, 5, 12, 5, 2});
        auto critical = FtdAttack::roll(dice, 3, 30, Edge::None, 1, 8, 2);
        QVERIFY(critical->hit); // a natural 20 hits whatever the AC
        QVERIFY(critical->critical);
        QCOMPARE(critical->damage, 14); // (5 + 2) x 2
        auto hit = FtdAttack::roll(dice, 3, 15, Edge::None, 1, 8, 2);
        QVERIFY(hit->hit);
        QCOMPARE(hit->damage, 7);
        auto miss = FtdAttack::roll(dice, 3, 15, Edge::None, 1, 8, 2);
        QVERIFY(!miss->hit);
        QCOMPARE(miss->damage, 0);
        QCOMPARE(damageToPc(6, 1), 12); // a natural 1 on a check that damages a PC
        QCOMPARE(damageToPc(6, 2), 6);
    }

    /** Dead unless stabilized within a minute or by the end of the fight, whichever is later. */
    void dyingTakesAMinuteOrTheFight()
    {
        Dying down{2, false};
        QCOMPARE(down.minuteEndsAtRound(6), 12);
        QVERIFY(!down.dead(5, false, 6));
        QVERIFY(!down.dead(11, true, 6)); // the fight ended, the minute has not
        QVERIFY(down.dead(12, true, 6));
        QVERIFY(!down.dead(30, false, 6)); // the fight goes on
        down.stabilized = true;
        QVERIFY(!down.dead(30, true, 6));
        QCOMPARE(clampHitPoints(-4, 10), 0);
        QCOMPARE(clampHitPoints(14, 10), 10);
    }

    void retreat()
    {
        QVERIFY((Retreat{false, true, false}).escaped());
        QVERIFY(!(Retreat{true, false, false}).escaped());
        QVERIFY(!(Retreat{true, true, true}).escaped()); // any hit stops the retreat
        QCOMPARE(Retreat::retainerMoraleEdge, Edge::Disadvantage);
    }
};

QTEST_GUILESS_MAIN(TestFiveTorchesCombat)
#include "tst_fivetorchescombat.moc"
