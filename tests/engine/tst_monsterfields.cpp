#include "monsters/monsterfields.h"
#include "monsters/monsterlibrary.h"
#include "monsters/monsterrelevel.h"
#include "monsters/monstertoken.h"
#include "orcus/monsterbuilder.h"
#include "orcus/statblockjson.h"
#include "session/monsterlibrarycommand.h"

#include "tablesessionfixture.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

const StatBlock &published(const char *id)
{
    for (const StatBlock &block : MonsterLibrary::bundled()->monsters) {
        if (block.id == QLatin1String(id))
            return block;
    }
    qFatal("the bundled library has no %s", id);
}

QString valueOf(const QList<MonsterField> &fields, const QString &key)
{
    for (const MonsterField &field : fields) {
        if (field.key == key)
            return field.value;
    }
    return QStringLiteral("<no field %1>").arg(key);
}

using Edits = QList<QPair<QString, QString>>;

} // namespace

/**
 * Editing a library monster by field (MonsterFields) and storing it as a step of the table session
 * ("monster.put"), on the published Wolf of ../shared/rules/orcus-monsters-1.0.md: "Level 3 Striker, 150 XP; HP 39;
 * AC 17, Fortitude 14, Reflex 16, Will 15; Speed 8; Bite +8 vs AC; 1d12+4 damage".
 */
class TestMonsterFields : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void thePrintedNumbersAreTheFields()
    {
        const QList<MonsterField> fields = MonsterFields::of(published("wolf"));
        QCOMPARE(valueOf(fields, QStringLiteral("level")), QStringLiteral("3"));
        QCOMPARE(valueOf(fields, QStringLiteral("role")), QStringLiteral("striker"));
        QCOMPARE(valueOf(fields, QStringLiteral("rank")), QStringLiteral("standard"));
        QCOMPARE(valueOf(fields, QStringLiteral("xp")), QStringLiteral("150"));
        QCOMPARE(valueOf(fields, QStringLiteral("hp")), QStringLiteral("39"));
        QCOMPARE(valueOf(fields, QStringLiteral("ac")), QStringLiteral("17"));
        QCOMPARE(valueOf(fields, QStringLiteral("fortitude")), QStringLiteral("14"));
        QCOMPARE(valueOf(fields, QStringLiteral("reflex")), QStringLiteral("16"));
        QCOMPARE(valueOf(fields, QStringLiteral("will")), QStringLiteral("15"));
        QCOMPARE(valueOf(fields, QStringLiteral("speed")), QStringLiteral("8"));
        QCOMPARE(valueOf(fields, QStringLiteral("strength")), QStringLiteral("13"));
        QCOMPARE(valueOf(fields, QStringLiteral("power.0.name")), QStringLiteral("Bite"));
        QCOMPARE(valueOf(fields, QStringLiteral("power.0.action")), QStringLiteral("standard"));
        QCOMPARE(valueOf(fields, QStringLiteral("power.0.attack")), QStringLiteral("+8 vs AC"));
        QCOMPARE(valueOf(fields, QStringLiteral("power.0.damage")), QStringLiteral("1d12+4"));
        QCOMPARE(valueOf(fields, QStringLiteral("power.0.range")), QStringLiteral("melee"));
        QCOMPARE(valueOf(fields, QStringLiteral("power.0.recharge")), QStringLiteral("at-will"));
        // Every field reads back as it is shown: applying them all changes nothing.
        Edits same;
        for (const MonsterField &field : fields)
            same.append({field.key, field.value});
        auto unchanged = MonsterFields::apply(published("wolf"), same);
        QVERIFY2(unchanged, qPrintable(unchanged.errorMessage()));
        QCOMPARE(statBlockToJson(*unchanged), statBlockToJson(published("wolf")));
    }

    void editsChangeTheNumbersTheEncounterReads()
    {
        const Edits edits{{QStringLiteral("ac"), QStringLiteral("19")},
                          {QStringLiteral("hp"), QStringLiteral("45")},
                          {QStringLiteral("movement"), QStringLiteral("climb 4, fly 6 (hover)")},
                          {QStringLiteral("resist"), QStringLiteral("fire 5, all 2")},
                          {QStringLiteral("vulnerable"), QStringLiteral("radiant 5")},
                          {QStringLiteral("immune"), QStringLiteral("poison, charm")},
                          {QStringLiteral("strength"), QStringLiteral("32")},
                          {QStringLiteral("power.0.attack"), QStringLiteral("+9 vs Reflex")},
                          {QStringLiteral("power.0.damage"), QStringLiteral("2d6 + 5")},
                          {QStringLiteral("power.0.range"), QStringLiteral("far burst 1 within 10")},
                          {QStringLiteral("power.0.recharge"), QStringLiteral("recharge 5-6")},
                          {QStringLiteral("power.0.action"), QStringLiteral("swift")}};
        auto edited = MonsterFields::apply(published("wolf"), edits);
        QVERIFY2(edited, qPrintable(edited.errorMessage()));
        QCOMPARE(edited->monster.defenses.ac, 19);
        QCOMPARE(edited->monster.maxHitPoints, 45);
        QCOMPARE(edited->monster.details.movementModes.value(QStringLiteral("fly")), 6);
        QCOMPARE(edited->monster.details.movementModes.value(QStringLiteral("climb")), 4);
        QVERIFY(edited->monster.details.hover);
        QCOMPARE(edited->damageAdjustments.resistances.value(DamageType::Fire), 5);
        QCOMPARE(edited->monster.details.resistAll, 2);
        QCOMPARE(edited->damageAdjustments.weaknesses.value(DamageType::Radiant), 5);
        QVERIFY(edited->damageAdjustments.immunities.contains(DamageType::Poison));
        QCOMPARE(edited->monster.details.immuneTo, QStringList{QStringLiteral("charm")});
        QCOMPARE(edited->abilities.score(Ability::Strength), 30);
        QCOMPARE(edited->monster.details.scoresAbove30.value(Ability::Strength), 32);
        const Power &bite = edited->powers.at(0);
        QCOMPARE(*bite.attack->bonus, 9);
        QCOMPARE(bite.attack->defense, Defense::Reflex);
        QCOMPARE(bite.hit.damage->expression, QStringLiteral("2d6 + 5"));
        QCOMPARE(bite.origin, Power::Origin::Far);
        QCOMPARE(bite.area, QStringLiteral("burst 1"));
        QCOMPARE(bite.range, 10);
        QCOMPARE(bite.recharge.rollMin, 5);
        QCOMPARE(bite.action, Power::Action::Swift);
        // The edited block is a stat block the file and the encounter read back as it is.
        auto again = statBlockFromJson(statBlockToJson(*edited), JsonContext(QStringLiteral("edited")));
        QVERIFY2(again, qPrintable(again.errorMessage()));
        QCOMPARE(statBlockToJson(*again), statBlockToJson(*edited));
    }

    void badInputIsRefusedNamingTheField_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("ac") << "ac"
                            << "x"
                            << "Armor Class: 'x' is not a whole number from 1 to 99";
        QTest::newRow("level") << "level"
                               << "41"
                               << "Level: '41' is not a whole number from 1 to 40";
        QTest::newRow("role") << "role"
                              << "tank"
                              << "Role: 'tank' is no role (archer, blocker, skulker, spoiler, striker, wrecker)";
        QTest::newRow("movement") << "movement"
                                  << "teleport 5"
                                  << "Movement modes: 'teleport 5' is not a movement mode";
        QTest::newRow("resist") << "resist"
                                << "lava 5"
                                << "Resistances: 'lava' is no damage type";
        QTest::newRow("damage") << "power.0.damage"
                                << "2d"
                                << "Power 1 damage: '2d' is not a dice expression";
        QTest::newRow("attack") << "power.0.attack"
                                << "+8 vs Armor"
                                << "Power 1 attack: '+8 vs Armor' is not an attack such as +6 vs AC";
        QTest::newRow("range") << "power.0.range"
                               << "touch"
                               << "Power 1 range or area: 'touch' is not a range or area";
        QTest::newRow("least range") << "power.0.range"
                                     << "ranged 10 minimum 10"
                                     << "Power 1 range or area: 'ranged 10 minimum 10': the least range must be below "
                                        "the range";
        QTest::newRow("recharge") << "power.0.recharge"
                                  << "sometimes"
                                  << "Power 1 recharge: 'sometimes' is no recharge";
        QTest::newRow("no power") << "power.3.name"
                                  << "Howl"
                                  << "power.3.name: the monster has 1 powers";
        QTest::newRow("unknown") << "armour"
                                 << "5"
                                 << "armour: no such field";
        QTest::newRow("mook hp") << "rank"
                                 << "mook"
                                 << "Hit points: a mook has 1 hit point";
    }

    void badInputIsRefusedNamingTheField()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, message);
        MonsterFieldError error;
        // A good edit before the bad one: the refusal keeps neither.
        auto edited = MonsterFields::apply(published("wolf"),
                                           {{QStringLiteral("hp"), QStringLiteral("50")}, {key, value}}, &error);
        QVERIFY(!edited);
        QVERIFY2(edited.errorMessage().startsWith(message), qPrintable(edited.errorMessage()));
        QVERIFY(!error.label.isEmpty());
        QCOMPARE(published("wolf").monster.maxHitPoints, 39);
    }

    void theTablesNumbersFollowLevelRoleAndRank()
    {
        const auto &tables = MonsterTables::standard();
        QVERIFY(tables);
        // The wolf made an elite level 8 skulker: its numbers are the tables' for that, its bite and speed its own.
        auto moved = MonsterFields::apply(published("wolf"), {{QStringLiteral("level"), QStringLiteral("8")},
                                                              {QStringLiteral("role"), QStringLiteral("skulker")},
                                                              {QStringLiteral("rank"), QStringLiteral("elite")}});
        QVERIFY(moved);
        QStringList changes;
        auto filled = MonsterFields::tableNumbers(*moved, *tables, &changes);
        QVERIFY2(filled, qPrintable(filled.errorMessage()));
        MonsterRequest request;
        request.level = 8;
        request.role = MonsterRole::Skulker;
        request.rank = MonsterRank::Elite;
        request.abilities = published("wolf").abilities;
        auto built = MonsterBuilder(*tables).build(request);
        QVERIFY(built);
        QCOMPARE(filled->monster.defenses.ac, built->monster.defenses.ac);
        QCOMPARE(filled->monster.defenses.will, built->monster.defenses.will);
        QCOMPARE(filled->monster.maxHitPoints, built->monster.maxHitPoints);
        QCOMPARE(filled->monster.attackVsAc, built->monster.attackVsAc);
        QCOMPARE(filled->monster.xp, 700); // the XP table: level 8, elite (2 x 350)
        QCOMPARE(filled->monster.speed, 8);
        QCOMPARE(filled->powers.at(0).hit.damage->expression, QStringLiteral("1d12+4"));
        QVERIFY(changes.contains(QStringLiteral("XP 150 -> 700")));
        // Past the tables' 30 levels there are no numbers to fill in.
        auto high = MonsterFields::apply(published("wolf"), {{QStringLiteral("level"), QStringLiteral("35")}});
        QVERIFY(high);
        QVERIFY(!MonsterFields::tableNumbers(*high, *tables, nullptr));
    }

    void savingIsASessionStepUndoneAndStored()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        auto edited = MonsterFields::apply(published("wolf"), {{QStringLiteral("hp"), QStringLiteral("45")}});
        QVERIFY(edited);
        CommandOutcome put = session.apply(MonsterLibraryCommand::put({*edited}));
        QVERIFY2(put.ok, qPrintable(put.error));
        QCOMPARE(put.events.constFirst().value(QStringLiteral("added")).toArray().at(0).toString(),
                 QStringLiteral("wolf"));
        auto stored = table.store->entity(EntityKind::Monster, QStringLiteral("wolf"));
        QVERIFY(stored);
        QCOMPARE(stored->value(QStringLiteral("monster")).toObject().value(QStringLiteral("hitPoints")).toInt(), 45);

        // A second edit replaces it; undo brings back the first, undo again takes the monster out of the library.
        auto again = MonsterFields::apply(*edited, {{QStringLiteral("ac"), QStringLiteral("20")}});
        QVERIFY(again);
        QVERIFY(session.apply(MonsterLibraryCommand::put({*again})).ok);
        QCOMPARE(session.undoCommand().value(QStringLiteral("type")).toString(), QStringLiteral("monster.put"));
        QVERIFY(session.undo().ok);
        stored = table.store->entity(EntityKind::Monster, QStringLiteral("wolf"));
        QVERIFY(stored);
        QCOMPARE(stored->value(QStringLiteral("monster"))
                     .toObject()
                     .value(QStringLiteral("defenses"))
                     .toObject()
                     .value(QStringLiteral("ac")),
                 17);
        QVERIFY(session.undo().ok);
        QVERIFY(!table.store->contains(EntityKind::Monster, QStringLiteral("wolf")));
        QVERIFY(session.redo().ok);
        QVERIFY(table.store->contains(EntityKind::Monster, QStringLiteral("wolf")));

        // The same block again changes nothing and is refused; a bad block is refused naming the field.
        QVERIFY(!session.apply(MonsterLibraryCommand::put({*edited})).ok);
        QJsonObject bad = statBlockToJson(*edited);
        QJsonObject monster = bad.value(QStringLiteral("monster")).toObject();
        monster.insert(QStringLiteral("hitPoints"), QStringLiteral("many"));
        bad.insert(QStringLiteral("monster"), monster);
        auto parsed = session.parseStep(
            {{QStringLiteral("type"), QStringLiteral("monster.put")}, {QStringLiteral("monsters"), QJsonArray{bad}}},
            JsonContext(QStringLiteral("step")));
        QVERIFY(!parsed);
        QVERIFY2(parsed.errorMessage().contains(QStringLiteral("monsters[0].monster.hitPoints")),
                 qPrintable(parsed.errorMessage()));

        // The library is read again when the campaign is opened again.
        TableSession reopened(table.store.get(), builtInModules());
        QVERIFY(reopened.open(table.mapId, table.scene()).ok());
        QCOMPARE(reopened.table().monsters.value(QStringLiteral("wolf")), statBlockToJson(*edited));
    }

    // A monster's portrait (Monster library > Portrait) is stored with its block and shown by its tokens, also those
    // placed before; a creature's own portrait stays; undo takes it back from the library and the tokens alike; a
    // picture that is no portrait is refused naming the field.
    void aMonstersPortraitIsItsTokens()
    {
        // A 1 x 1 PNG, as any picture program writes it.
        const QString onePixel = QStringLiteral(
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==");
        Table table;
        QVERIFY(table.open());
        TableScene scene = table.scene();
        MapCreature first = monsterToken(published("wolf"), scene.map.creatures);
        first.id = QStringLiteral("wolf-1");
        first.position = {1, 1};
        scene.map.creatures.append(first);
        MapCreature own = monsterToken(published("wolf"), scene.map.creatures);
        own.id = QStringLiteral("wolf-2");
        own.position = {2, 1};
        own.portrait = onePixel; // its own, which the library's never replaces
        scene.map.creatures.append(own);
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, scene).ok());

        StatBlock pictured = published("wolf");
        pictured.portrait = onePixel;
        QVERIFY(session.apply(MonsterLibraryCommand::put({pictured})).ok);
        auto stored = table.store->entity(EntityKind::Monster, QStringLiteral("wolf"));
        QVERIFY(stored);
        QCOMPARE(stored->value(QStringLiteral("portrait")).toString(), onePixel);
        auto monsterPortrait = [&](const QString &id) {
            return session.table().scene.map.creature(id)->monster.value(QStringLiteral("portrait")).toString();
        };
        QCOMPARE(monsterPortrait(QStringLiteral("wolf-1")), onePixel);
        QCOMPARE(session.table().scene.map.creature(QStringLiteral("wolf-2"))->portrait, onePixel);
        // Placed after: the token carries the block and with it the portrait.
        QCOMPARE(monsterToken(pictured, {}).monster.value(QStringLiteral("portrait")).toString(), onePixel);

        QVERIFY(session.undo().ok);
        QCOMPARE(monsterPortrait(QStringLiteral("wolf-1")), QString());
        QVERIFY(!table.store->entity(EntityKind::Monster, QStringLiteral("wolf")));

        QJsonObject bad = statBlockToJson(published("wolf"));
        bad.insert(QStringLiteral("portrait"), QStringLiteral("not a picture"));
        auto refused = MonsterLibraryCommand::fromJson(
            {{QStringLiteral("type"), QStringLiteral("monster.put")}, {QStringLiteral("monsters"), QJsonArray{bad}}},
            JsonContext(QStringLiteral("steps.json"), QStringLiteral("steps[0]")));
        QVERIFY(!refused);
        QVERIFY2(refused.errorMessage().contains(QStringLiteral("steps[0].monsters[0].portrait")),
                 qPrintable(refused.errorMessage()));
    }
};

QTEST_GUILESS_MAIN(TestMonsterFields)
#include "tst_monsterfields.moc"
