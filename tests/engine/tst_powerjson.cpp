#include "orcus/powerjson.h"

#include <QTest>

using namespace battlemat;

static QByteArray json(const char *singleQuoted)
{
    return QByteArray(singleQuoted).replace('\'', '"');
}

/** The power format: recharge forms, attacks, hit/miss/effect entries, secondary attacks, and bad input. */
class TestPowerJson : public QObject
{
    Q_OBJECT

private:
    static Result<Power> parse(const QByteArray &text)
    {
        auto object = parseJsonObject(text, QStringLiteral("power.json"));
        if (!object)
            return object.error();
        return powerFromJson(*object, JsonContext(QStringLiteral("power.json")));
    }

private Q_SLOTS:
    void readsTheTanglesExample()
    {
        auto power =
            parse(json("{'name': 'Tangles', 'recharge': 'at-will', 'action': 'standard', 'tags': ['spell'],"
                       " 'origin': 'far', 'area': 'burst 1', 'range': 10, 'targets': 'every creature in area',"
                       " 'attack': {'ability': 'int', 'vs': 'fortitude'},"
                       " 'hit': {'damage': {'expression': '2d6 + level',"
                       "                    'fromLevel': [{'level': 21, 'expression': '3d6 + level'}]}},"
                       " 'effect': {'text': 'The area becomes difficult terrain until the end of your next turn.'}}"));
        QVERIFY2(power.ok(), qPrintable(power.errorMessage()));
        QCOMPARE(power->origin, Power::Origin::Far);
        QCOMPARE(power->attack->defense, Defense::Fortitude);
        QCOMPARE(*power->attack->ability, Ability::Intelligence);
        QCOMPARE(power->hit.damage->expressionAt(20), QStringLiteral("2d6 + level"));
        QCOMPARE(power->hit.damage->expressionAt(21), QStringLiteral("3d6 + level"));
        QVERIFY(!power->isMeleeOrRanged());
        auto again = powerFromJson(powerToJson(*power), JsonContext(QStringLiteral("again")));
        QVERIFY(again.ok());
        QCOMPARE(powerToJson(*again), powerToJson(*power));
    }

    void secondaryAttacksInheritTheAttack()
    {
        auto power = parse(json("{'name': 'Chain lightning', 'recharge': 'Recharge 5-6', 'origin': 'ranged',"
                                " 'range': 10, 'tags': ['lightning'], 'attack': {'bonus': 9, 'vs': 'reflex'},"
                                " 'hit': {'damage': {'expression': '2d8+5', 'type': 'lightning'},"
                                "         'conditions': [{'condition': 'dazed', 'duration': 'save-ends'}],"
                                "         'secondaryAttacks': [{'targets': 'one creature within 5 of the target',"
                                "             'hit': {'damage': {'expression': '1d8+5', 'type': 'lightning'},"
                                "                     'persistent': {'amount': 5, 'type': 'lightning'}}}]}}"));
        QVERIFY2(power.ok(), qPrintable(power.errorMessage()));
        QVERIFY(power->recharge.rechargesOn(5));
        QVERIFY(!power->recharge.rechargesOn(4));
        QCOMPARE(power->hit.conditions.first().condition, Condition::Dazed);
        QCOMPARE(power->hit.secondaryAttacks.size(), size_t(1));
        const Power &secondary = power->hit.secondaryAttacks.front();
        QCOMPARE(*secondary.attack->bonus, 9);
        QCOMPARE(secondary.attack->defense, Defense::Reflex);
        QCOMPARE(secondary.tags, QStringList{QStringLiteral("lightning")});
        QCOMPARE(secondary.hit.persistent->amount, 5);
    }

    void rechargeForms_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("normalized");
        QTest::newRow("at-will") << "At-Will"
                                 << "at-will";
        QTest::newRow("encounter") << "encounter"
                                   << "encounter";
        QTest::newRow("daily") << "Daily"
                               << "daily";
        QTest::newRow("en dash") << QStringLiteral("Recharge 4\u20136") << "recharge 4-6";
        QTest::newRow("single") << "recharge 6"
                                << "recharge 6";
        QTest::newRow("if") << "Recharge if the creature takes lightning damage"
                            << "recharge if the creature takes lightning damage";
    }
    void rechargeForms()
    {
        QFETCH(QString, text);
        QFETCH(QString, normalized);
        auto recharge = Recharge::fromString(text);
        QVERIFY2(recharge.ok(), qPrintable(recharge.errorMessage()));
        QCOMPARE(recharge->toString(), normalized);
    }

    void malformedPowersSayWhatAndWhere_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("no name") << json("{'origin': 'melee'}") << "power.json: name: missing (a string is required)";
        QTest::newRow("bad recharge") << json("{'name': 'X', 'recharge': 'recharge 7-8'}")
                                      << "power.json: recharge: unknown recharge 'recharge 7-8' (expected at-will, "
                                         "encounter, daily, \"recharge X-Y\" with X and Y from 1 to 6, or "
                                         "\"recharge if ...\")";
        QTest::newRow("bad origin") << json("{'name': 'X', 'origin': 'sideways'}")
                                    << "power.json: origin: unknown origin 'sideways' (expected melee, ranged, near, "
                                       "far or self)";
        QTest::newRow("near without area") << json("{'name': 'X', 'origin': 'near'}")
                                           << "power.json: area: missing (near and far powers need an area such as "
                                              "\"burst 1\")";
        QTest::newRow("hit without attack")
            << json("{'name': 'X', 'hit': {'text': 'ouch'}}") << "power.json: has hit or miss entries but no attack";
        QTest::newRow("ability and bonus")
            << json("{'name': 'X', 'attack': {'ability': 'str', 'bonus': 4, 'vs': 'ac'}}")
            << "power.json: attack: give either an ability or a bonus, not both";
        QTest::newRow("bad condition")
            << json("{'name': 'X', 'attack': {'bonus': 4, 'vs': 'ac'}, 'hit': {'conditions': [{'condition': "
                    "'sleepy', 'duration': 'save-ends'}]}}")
            << "power.json: hit.conditions[0].condition: unknown condition 'sleepy' (expected one of blinded, "
               "controlled, dazed, dying, helpless, immobilized, marked, prone, rattled, restrained, slowed, stunned, "
               "surprised, unconscious, weakened, invisible, off-guard)";
        QTest::newRow("bad damage type")
            << json("{'name': 'X', 'attack': {'bonus': 4, 'vs': 'ac'}, 'hit': {'damage': {'expression': '1d6', "
                    "'type': 'sonic'}}}")
            << "power.json: hit.damage.type: unknown damage type 'sonic' (expected one of untyped, acid, cold, fire, "
               "force, lightning, necrotic, poison, psychic, radiant, thunder)";
        QTest::newRow("unknown field")
            << json("{'name': 'X', 'dammage': 3}")
            << "power.json: dammage: unknown field (expected one of name, recharge, action, "
               "origin, tags, basic, range, longRange, minRange, area, targets, trigger, attack, hit, "
               "miss, effect, attacks, description, places, becomes)";
        // The creature a power brings in is a monster's stat block, checked as any (Egg Sacs, Fading).
        QTest::newRow("places") << json("{'name': 'Egg Sacs', 'places': {'kind': 'monster'}}")
                                << "power.json: places.id: missing (a string is required)";
        QTest::newRow("becomes a number")
            << json("{'name': 'Fading', 'becomes': 3}") << "power.json: becomes: expected an object, found a number";
        QTest::newRow("not json") << QByteArray("{'name': ") << "";
    }
    void malformedPowersSayWhatAndWhere()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        auto power = parse(text);
        QVERIFY(!power.ok());
        if (message.isEmpty())
            QVERIFY(power.errorMessage().startsWith(QStringLiteral("power.json")));
        else
            QCOMPARE(power.errorMessage(), message);
    }
};

QTEST_GUILESS_MAIN(TestPowerJson)
#include "tst_powerjson.moc"
