#include "powertexts.h"
#include "rulestexts.h"
#include "sheettexts.h"
#include "weapontexts.h"

#include "orcus/equipmentcatalog.h"

#include <QTest>
#include <QTranslator>

using namespace battlemat;

/**
 * The rules' words of sheets, cards and stat blocks in the table's language (app/texts): a power's Hit line with
 * its condition's duration, its range and attack line, a weapon row and the defenses' sources, in English and with
 * the German translation of the shell; and every row of the bundled armor and weapon tables has its German name.
 */
class TestRulesTexts : public QObject
{
    Q_OBJECT

    // Shield Slam of the sample hero Brannoc Vell: Str vs Fortitude, 2dW + Str damage and dazed until the end of
    // the target's next turn; and a far burst that pushes, heals and names a damage type.
    static PowerLine shieldSlam()
    {
        PowerLine line;
        line.power.name = QStringLiteral("Shield Slam");
        line.power.recharge.kind = Recharge::Kind::Encounter;
        line.power.tags = {QStringLiteral("weapon")};
        line.power.attack = PowerAttack{Ability::Strength, std::nullopt, Defense::Fortitude};
        line.power.hit.damage = PowerDamage{QStringLiteral("2dW + Str"), DamageType::Untyped, {}};
        line.power.hit.conditions.append({Condition::Dazed, ConditionDuration::UntilEndOfTargetsNextTurn});
        line.attackAbility = Ability::Strength;
        line.attackBonus = 9;
        return line;
    }
    static PowerLine fireBurst()
    {
        PowerLine line;
        line.power.origin = Power::Origin::Far;
        line.power.area = QStringLiteral("burst 2");
        line.power.range = 10;
        line.power.recharge = Recharge{Recharge::Kind::OnRoll, 5, 6, {}};
        line.power.action = Power::Action::Swift;
        line.power.attack = PowerAttack{std::nullopt, 12, Defense::Reflex};
        line.power.hit.damage = PowerDamage{QStringLiteral("2d6+4"), DamageType::Fire, {}};
        line.power.hit.persistent = PersistentDamage{5, DamageType::Fire};
        line.power.hit.forcedMovement = ForcedMovement{MovementMode::Push, 2};
        line.power.effect.healing = QStringLiteral("10");
        line.attackBonus = 12;
        return line;
    }

private Q_SLOTS:
    void englishWordsForPeople()
    {
        const PowerLine slam = shieldSlam();
        QCOMPARE(PowerTexts::usage(slam.power), QStringLiteral("encounter · standard action · weapon"));
        QCOMPARE(PowerTexts::attack(slam), QStringLiteral("Str +9 vs Fortitude"));
        QCOMPARE(PowerTexts::range(slam), QStringLiteral("Melee weapon"));
        QCOMPARE(PowerTexts::outcome(slam.power.hit, 5),
                 QStringLiteral("2dW + Str damage; dazed (until the end of the target's next turn)"));
        const PowerLine burst = fireBurst();
        QCOMPARE(PowerTexts::usage(burst.power), QStringLiteral("recharge 5-6 · swift action"));
        QCOMPARE(PowerTexts::range(burst), QStringLiteral("Far burst 2 within 10"));
        QCOMPARE(PowerTexts::attack(burst), QStringLiteral("+12 vs Reflex"));
        QCOMPARE(PowerTexts::outcome(burst.power.hit, 5),
                 QStringLiteral("2d6+4 fire damage; persistent fire damage 5; push 2"));
        QCOMPARE(PowerTexts::outcome(burst.power.effect, 5), QStringLiteral("regains 10 hit points"));
    }

    void germanWordsForPeople()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/battlemat_de.qm")));
        QCoreApplication::installTranslator(&german);
        const PowerLine slam = shieldSlam();
        QCOMPARE(PowerTexts::usage(slam.power), QStringLiteral("Begegnung · Standardaktion · Waffe"));
        QCOMPARE(PowerTexts::attack(slam), QStringLiteral("ST +9 gegen Zähigkeit"));
        QCOMPARE(PowerTexts::outcome(slam.power.hit, 5),
                 QStringLiteral("2dW + Str Schaden; benommen (bis zum Ende des nächsten Zuges des Ziels)"));
        const PowerLine burst = fireBurst();
        QCOMPARE(PowerTexts::range(burst), QStringLiteral("Fern, Explosion 2 innerhalb von 10"));
        QCOMPARE(PowerTexts::outcome(burst.power.hit, 5),
                 QStringLiteral("2d6+4 Feuer-Schaden; anhaltender Feuer-Schaden 5; 2 zurückstoßen"));
        QCOMPARE(RulesTexts::defensePart(QJsonObject{{QStringLiteral("source"), QStringLiteral("base Chainmail")},
                                                     {QStringLiteral("kind"), QStringLiteral("armor")},
                                                     {QStringLiteral("item"), QStringLiteral("Chainmail")},
                                                     {QStringLiteral("value"), 16}}),
                 QStringLiteral("Grundwert Kettenhemd +16"));
        QCOMPARE(RulesTexts::coins(Coins{1, 120, 0, 0}), QStringLiteral("1 PM, 120 GM"));

        WeaponLine handaxe;
        handaxe.category = QStringLiteral("martial");
        handaxe.handsKind = Weapon::Hands::Side;
        handaxe.thrown = true;
        handaxe.shortRange = 5;
        handaxe.longRange = 10;
        handaxe.propertyIds = {QStringLiteral("thrown-heavy")};
        QCOMPARE(WeaponTexts::range(handaxe), QStringLiteral("Nahkampf oder geworfen 5/10"));
        QCOMPARE(WeaponTexts::kind(handaxe), QStringLiteral("Kriegswaffe, Seitenwaffe"));
        QCOMPARE(WeaponTexts::properties(handaxe), QStringLiteral("Wurfwaffe (schwer)"));

        // Every row of the bundled tables has a German name (a new row without one would show in English).
        const auto &catalog = EquipmentCatalog::standard();
        QVERIFY(catalog);
        for (const Armor &armor : catalog->armors())
            QVERIFY2(!german.translate("EquipmentNames", armor.name.toUtf8().constData()).isEmpty(),
                     qPrintable(armor.name));
        for (const Weapon &weapon : catalog->weapons())
            QVERIFY2(!german.translate("EquipmentNames", weapon.name.toUtf8().constData()).isEmpty(),
                     qPrintable(weapon.name));
        QCOMPARE(SheetTexts::equipment(QStringLiteral("Longsword")), QStringLiteral("Langschwert"));
        QCOMPARE(SheetTexts::equipment(QStringLiteral("Moonblade")), QStringLiteral("Moonblade"));
        QCoreApplication::removeTranslator(&german);
    }
};

QTEST_GUILESS_MAIN(TestRulesTexts)
#include "tst_rulestexts.moc"
