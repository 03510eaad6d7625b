#include "fivetorches/ftdcharacter.h"
#include "fivetorches/ftdweapon.h"
#include "ftdtesttable.h"
#include "rulesets/fivetorchessheets.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>

using namespace battlemat;
using namespace battlemat::ftd;

namespace {

// Ada Thorn: STR 16 (+3), DEX 14 (+2), proficiency +2 at level 3; a longsword, a shortbow (80 ft) and a club she
// never trained with.
const QByteArray adaSheet = R"({"format": "battlemat-ftd-character", "version": 1, "name": "Ada Thorn", "level": 3,
  "abilities": {"STR": 16, "DEX": 14, "CON": 12, "INT": 9, "WIS": 13, "CHA": 8}, "maxHitPoints": 18,
  "armorClass": 14, "weapons": [{"name": "Longsword", "damage": "1d8"},
  {"name": "Shortbow", "damage": "1d6", "kind": "ranged", "rangeFeet": 80},
  {"name": "Club", "damage": "1d4", "proficient": false}]})";

Result<FtdCharacter> read(const QJsonObject &sheet)
{
    const auto &tables = FtdTables::standard();
    return FtdCharacter::fromJson(sheet, JsonContext(QStringLiteral("ada.json")), *tables);
}

QJsonObject withWeapons(const QJsonArray &weapons)
{
    QJsonObject sheet = parse(adaSheet);
    sheet.insert(QStringLiteral("weapons"), weapons);
    return sheet;
}

/** Ada (stored) and a goblin (AC 12, 6 HP) adjacent, another goblin 30 ft off; Ada's turn first (DEX 14). */
struct Table : FtdTestTable
{
    Table()
    {
        MapCreature ada = creature("ada", "heroes", 2, 2);
        ada.character = QStringLiteral("ada-thorn");
        setUp({ada, creature("gob1", "monsters", 3, 2), creature("gob2", "monsters", 8, 2)});
    }
    QString start()
    {
        const QString saved = run(R"({"type": "fiveTorchesDeep.saveSheet", "sheet": )" + adaSheet + "}");
        if (!saved.isEmpty())
            return saved;
        return run(R"({"type": "fiveTorchesDeep.startFight", "combatants": [{"id": "ada"},
            {"id": "gob1", "dexterity": 8, "armorClass": 12, "maxHitPoints": 6},
            {"id": "gob2", "dexterity": 8, "armorClass": 12, "maxHitPoints": 6}]})");
    }
};

} // namespace

/**
 * Weapons on a Five Torches Deep sheet ("PC Attacks", "Range & Attacks", "Dealing Damage",
 * ../shared/rules/checks-actions-combat-gritty.txt): melee adds the STR mod, ranged the DEX mod, proficiency when
 * proficient, to the attack and (the modifier) to the damage; a ranged attack in melee is at disadvantage.
 */
class TestFiveTorchesWeapons : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void attacksAddTheAbilityAndProficiency()
    {
        auto ada = read(parse(adaSheet));
        QVERIFY2(ada, qPrintable(ada.errorMessage()));
        const QList<WeaponAttack> attacks = ada->weaponAttacks();
        QCOMPARE(attacks.size(), 3);
        // Longsword: STR +3 and proficiency +2 to hit, 1d8 + STR mod ("e.g. 1d8 + STR mod").
        QCOMPARE(attacks.at(0).bonus, 5);
        QCOMPARE(attacks.at(0).damage.text(), QStringLiteral("1d8+3"));
        QVERIFY(!attacks.at(0).ranged);
        // Shortbow: DEX +2 and proficiency, 1d6 + DEX mod, 80 ft.
        QCOMPARE(attacks.at(1).bonus, 4);
        QCOMPARE(attacks.at(1).damage.text(), QStringLiteral("1d6+2"));
        QCOMPARE(attacks.at(1).rangeFeet, 80);
        // Club, not proficient: STR only.
        QCOMPARE(attacks.at(2).bonus, 3);
        QCOMPARE(attacks.at(2).text(), QStringLiteral("Club +3, 1d4+3, close"));
        // Written back as read.
        auto again = read(ada->toJson());
        QVERIFY(again);
        QCOMPARE(again->toJson(), ada->toJson());
    }

    void badWeaponsAreRefusedWithTheirPlace_data()
    {
        QTest::addColumn<QByteArray>("weapons");
        QTest::addColumn<QString>("message");
        QTest::newRow("no damage") << QByteArray(R"([{"name": "Axe"}])")
                                   << QStringLiteral("ada.json: weapons[0].damage: missing (a string is required)");
        QTest::newRow("bad dice") << QByteArray(R"([{"name": "Axe", "damage": "d8"}])")
                                  << QStringLiteral(
                                         "ada.json: weapons[0].damage: 'd8' is not damage dice such as 1d8 or 2d6+3");
        QTest::newRow("ranged without range")
            << QByteArray(R"([{"name": "Bow", "damage": "1d6", "kind": "ranged"}])")
            << QStringLiteral("ada.json: weapons[0].rangeFeet: a ranged weapon needs its range in feet (such as 80)");
        QTest::newRow("melee with range")
            << QByteArray(R"([{"name": "Spear", "damage": "1d6", "rangeFeet": 20}])")
            << QStringLiteral("ada.json: weapons[0].rangeFeet: a melee weapon reaches close range (5-10 ft); make it "
                              "ranged to give a range");
        QTest::newRow("range off the grid")
            << QByteArray(R"([{"name": "Bow", "damage": "1d6", "kind": "ranged", "rangeFeet": 82}])")
            << QStringLiteral("ada.json: weapons[0].rangeFeet: 82 is not in steps of 5 ft (one square)");
        QTest::newRow("kind") << QByteArray(R"([{"name": "Sling", "damage": "1d4", "kind": "thrown"}])")
                              << QStringLiteral("ada.json: weapons[0].kind: 'thrown' is not melee or ranged");
        QTest::newRow("twice") << QByteArray(R"([{"name": "Dagger", "damage": "1d4"},
                                                 {"name": "dagger", "damage": "1d4"}])")
                               << QStringLiteral("ada.json: weapons[1].name: 'dagger' is already a weapon of this "
                                                 "sheet");
        QTest::newRow("empty name") << QByteArray(R"([{"name": " ", "damage": "1d4"}])")
                                    << QStringLiteral("ada.json: weapons[0].name: must not be empty");
        QTest::newRow("typo") << QByteArray(R"([{"name": "Axe", "damage": "1d8", "proficiency": true}])")
                              << QStringLiteral("ada.json: weapons[0].proficiency: is not a field of this format");
    }
    void badWeaponsAreRefusedWithTheirPlace()
    {
        QFETCH(QByteArray, weapons);
        QFETCH(QString, message);
        const QJsonArray list = QJsonDocument::fromJson(weapons).array();
        auto ada = read(withWeapons(list));
        QVERIFY(!ada);
        QVERIFY2(ada.errorMessage().startsWith(message), qPrintable(ada.errorMessage()));
    }

    void theFightOffersTheSheetsWeapons()
    {
        Table t;
        QCOMPARE(t.start(), QString());
        const FtdFighter *ada = t.fight().fighter(QStringLiteral("ada"));
        QVERIFY(ada);
        QCOMPARE(ada->weapons.size(), 3);
        // Without a weapon named, the first melee and the first ranged weapon are the fighter's numbers.
        QCOMPARE(ada->meleeBonus, 5);
        QCOMPARE(ada->meleeDamage.text(), QStringLiteral("1d8+3"));
        QCOMPARE(ada->rangedBonus, 4);
        QCOMPARE(ada->rangeFeet, 80);

        // The plan with the shortbow against the adjacent goblin: ranged in melee, disadvantage.
        FtdAttackPlan bow = planAttack(t.fight(), t.state.scene.map, QStringLiteral("ada"), QStringLiteral("gob1"),
                                       false, ftd::Edge::None, QStringLiteral("shortbow"));
        QVERIFY2(bow.allowed, qPrintable(bow.reason));
        QCOMPARE(bow.weapon, QStringLiteral("Shortbow"));
        QCOMPARE(bow.bonus, 4);
        QCOMPARE(bow.damage.text(), QStringLiteral("1d6+2"));
        QCOMPARE(bow.disadvantages, QStringList{QStringLiteral("ranged attack in melee")});
        // The longsword cannot reach the goblin 30 ft away; the club is +3.
        FtdAttackPlan sword = planAttack(t.fight(), t.state.scene.map, QStringLiteral("ada"), QStringLiteral("gob2"),
                                         false, ftd::Edge::None, QStringLiteral("Longsword"));
        QVERIFY(!sword.allowed);
        QCOMPARE(sword.reason, QStringLiteral("gob2 is 30 ft away: beyond melee reach"));
        QCOMPARE(planAttack(t.fight(), t.state.scene.map, QStringLiteral("ada"), QStringLiteral("gob1"), false,
                            ftd::Edge::None, QStringLiteral("Club"))
                     .bonus,
                 3);
        // A weapon she does not carry.
        const FtdAttackPlan pike = planAttack(t.fight(), t.state.scene.map, QStringLiteral("ada"),
                                              QStringLiteral("gob1"), false, ftd::Edge::None, QStringLiteral("Pike"));
        QVERIFY(!pike.allowed);
        QCOMPARE(pike.reason, QStringLiteral("ada has no weapon 'Pike' (Longsword, Shortbow, Club)"));
        QVERIFY(t.run(R"({"type": "fiveTorchesDeep.attack", "attacker": "ada", "target": "gob1", "weapon": "Pike"})")
                    .contains(QStringLiteral("has no weapon 'Pike'")));
    }

    void theAttackRollsTheWeaponsDice()
    {
        Table t;
        QCOMPARE(t.start(), QString());
        // The shortbow at the goblin 30 ft away: d20 + 4 against AC 12, 1d6 + 2 on a hit (the seeded dice).
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.attack", "attacker": "ada", "target": "gob2",
                           "weapon": "Shortbow"})"),
                 QString());
        const QJsonObject attacked = t.event("attacked");
        QCOMPARE(attacked.value(QStringLiteral("weapon")).toString(), QStringLiteral("Shortbow"));
        QCOMPARE(attacked.value(QStringLiteral("ranged")).toBool(), true);
        QCOMPARE(attacked.value(QStringLiteral("bonus")).toInt(), 4);
        QCOMPARE(attacked.value(QStringLiteral("damage")).toString(), QStringLiteral("1d6+2"));
        const QJsonObject check = attacked.value(QStringLiteral("check")).toObject();
        QCOMPARE(check.value(QStringLiteral("total")).toInt(), check.value(QStringLiteral("natural")).toInt() + 4);
        if (attacked.value(QStringLiteral("hit")).toBool()) {
            const QJsonArray dice = attacked.value(QStringLiteral("damageDice")).toArray();
            QCOMPARE(dice.size(), 1);
            QVERIFY(dice.at(0).toInt() >= 1 && dice.at(0).toInt() <= 6);
            const int rolled = dice.at(0).toInt() + 2;
            QCOMPARE(attacked.value(QStringLiteral("damageDealt")).toInt(),
                     check.value(QStringLiteral("natural")).toInt() == 20 ? rolled * 2 : rolled);
            QCOMPARE(t.fight().fighter(QStringLiteral("gob2"))->hitPoints,
                     std::max(0, 6 - attacked.value(QStringLiteral("damageDealt")).toInt()));
        } else {
            QCOMPARE(t.fight().fighter(QStringLiteral("gob2"))->hitPoints, 6);
        }
        // Its active action is spent.
        QVERIFY(t.fight().fighter(QStringLiteral("ada"))->activeUsed);
    }

    void aSavedWeaponIsCheckedBeforeItIsStored()
    {
        Table t;
        QJsonObject sheet = parse(adaSheet);
        sheet.insert(QStringLiteral("weapons"),
                     QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Bow")},
                                            {QStringLiteral("damage"), QStringLiteral("1d6")},
                                            {QStringLiteral("kind"), QStringLiteral("ranged")}}});
        const QString refused =
            t.run(QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("fiveTorchesDeep.saveSheet")},
                                            {QStringLiteral("sheet"), sheet}})
                      .toJson());
        QVERIFY2(refused.contains(QStringLiteral("weapons[0].rangeFeet: a ranged weapon needs its range")),
                 qPrintable(refused));
        QVERIFY(FtdSheets::list(t.moduleState()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestFiveTorchesWeapons)
#include "tst_fivetorchesweapons.moc"
