// The action dice module's commands, state and settings as JSON, and the module on the table session
// (engine/modules/actiondice; docs/modules.md, "Action dice and hero tokens").
#include "dice/scripteddiesource.h"
#include "modules/actiondice/actiondicecommands.h"
#include "modules/actiondice/actiondicemodule.h"
#include "modules/actiondice/actiondicenight.h"
#include "modules/actiondice/actiondicesettings.h"

#include <QJsonArray>
#include <QTest>

using namespace battlemat;

namespace {

ActionDiceNight nightWith(const QList<ActionDiceHero> &heroes, const ActionDiceSettings &settings = {})
{
    ActionDiceNight night;
    const Status started = night.start(heroes, settings);
    if (!started)
        qFatal("%s", qPrintable(started.errorMessage()));
    return night;
}

} // namespace

class TestActionDiceModule : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void commandsChangeNothingWhenRefused();
    void nightStateJsonRoundTrip();
    void moduleOnTheTable();
    void settingsJson();
    void settingsJsonErrors_data();
    void settingsJsonErrors();
};

void TestActionDiceModule::commandsChangeNothingWhenRefused()
{
    ActionDiceNight night;
    ActionDiceSettings settings;
    ScriptedDieSource dice({6}); // one face only: the exploding die runs the script dry
    const JsonContext context(QStringLiteral("script"));
    QVERIFY(
        ActionDiceCommands::apply(QJsonObject{{QStringLiteral("type"), QStringLiteral("startGameNight")},
                                              {QStringLiteral("heroes"),
                                               QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("kevin")},
                                                                      {QStringLiteral("level"), 6}}}}},
                                  context, night, settings, dice)
            .ok());
    const ActionDiceNight before = night;
    const auto refused = ActionDiceCommands::apply(QJsonObject{{QStringLiteral("type"), QStringLiteral("boost")},
                                                               {QStringLiteral("hero"), QStringLiteral("kevin")}},
                                                   context, night, settings, dice);
    QVERIFY(!refused.ok());
    QVERIFY(night == before);
    const auto unknown = ActionDiceCommands::apply(QJsonObject{{QStringLiteral("type"), QStringLiteral("fly")}},
                                                   context, night, settings, dice);
    QVERIFY(unknown.errorMessage().startsWith(QStringLiteral("script: type: 'fly' is no action dice command")));
    const auto badKind = ActionDiceCommands::apply(QJsonObject{{QStringLiteral("type"), QStringLiteral("boost")},
                                                               {QStringLiteral("hero"), QStringLiteral("kevin")},
                                                               {QStringLiteral("kind"), QStringLiteral("luck")}},
                                                   context, night, settings, dice);
    QVERIFY2(badKind.errorMessage().startsWith(QStringLiteral("script: kind: 'luck' is no roll kind")),
             qPrintable(badKind.errorMessage()));
}

void TestActionDiceModule::nightStateJsonRoundTrip()
{
    ActionDiceNight night = nightWith({{QStringLiteral("kevin"), 6, 0}, {QStringLiteral("mira"), 2, 0}});
    QVERIFY(night.awardDice(QStringLiteral("kevin"), 1).ok());
    ActionDiceSituation roundStart;
    roundStart.atRoundStart = true;
    ScriptedDieSource dice({5});
    QVERIFY(night.boostAc(QStringLiteral("kevin"), roundStart, dice).ok());
    const auto read = ActionDiceNight::fromJson(night.toJson(), JsonContext(QStringLiteral("state")));
    QVERIFY2(read.ok(), qPrintable(read.errorMessage()));
    QVERIFY(*read == night);
    const auto bad = ActionDiceNight::fromJson(
        QJsonObject{{QStringLiteral("pools"),
                     QJsonObject{{QStringLiteral("kevin"), QJsonObject{{QStringLiteral("sides"), 1}}}}}},
        JsonContext(QStringLiteral("state")));
    QVERIFY2(bad.errorMessage().startsWith(QStringLiteral("state: pools.kevin.sides")), qPrintable(bad.errorMessage()));
}

void TestActionDiceModule::moduleOnTheTable()
{
    const ActionDiceModule module;
    QCOMPARE(module.kind(), RulesModule::Kind::AddOn);
    // Every setting shows its default.
    const QJsonObject defaults = module.settingsWithDefaults({});
    QCOMPARE(defaults.value(QStringLiteral("xpPerAwardedDie")).toInt(), 25);
    QCOMPARE(defaults.value(QStringLiteral("heroTokensPerNight")).toInt(), 1);
    QCOMPARE(defaults.value(QStringLiteral("threatMinimum")).toInt(), 20);
    QCOMPARE(defaults.value(QStringLiteral("carryOver")).toBool(), false);
    QCOMPARE(defaults.value(QStringLiteral("table")).toArray().size(), 2);
    for (const QString &type : module.commandTypes())
        QVERIFY(type.startsWith(QStringLiteral("actionDice.")));

    TableState table;
    table.modules.insert(module.id(), module.initialState(defaults));
    const JsonContext where(QStringLiteral("steps[0]"));
    const auto run = [&](const QJsonObject &step) -> Result<QList<QJsonObject>> {
        auto command = module.tableCommand(step, where, defaults);
        if (!command)
            return command.error();
        return (*command)->apply(table);
    };
    auto started =
        run({{QStringLiteral("type"), QStringLiteral("actionDice.startGameNight")},
             {QStringLiteral("heroes"),
              QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("kevin")}, {QStringLiteral("level"), 3}}}}});
    QVERIFY2(started.ok(), qPrintable(started.errorMessage()));
    QCOMPARE(started->constFirst().value(QStringLiteral("type")).toString(),
             QStringLiteral("actionDice.gameNightStarted"));
    auto healed = run({{QStringLiteral("type"), QStringLiteral("actionDice.heal")},
                       {QStringLiteral("hero"), QStringLiteral("kevin")},
                       {QStringLiteral("faces"), QJsonArray{4, 3}}});
    QVERIFY2(healed.ok(), qPrintable(healed.errorMessage()));
    QCOMPARE(healed->constFirst().value(QStringLiteral("hitPoints")).toInt(), 7);
    const QJsonObject stored = table.modules.value(module.id());
    QCOMPARE(stored.value(QStringLiteral("gameNight"))
                 .toObject()
                 .value(QStringLiteral("pools"))
                 .toObject()
                 .value(QStringLiteral("kevin"))
                 .toObject()
                 .value(QStringLiteral("dice"))
                 .toInt(),
             2);
    // The hero's sheet fields (RulesModule::sheetValues, the printed sheet's box): the two d4 the state above keeps
    // after the heal, the night's one hero token, no +2 AC boost running. A hero outside the night has none, and so
    // has every hero between nights.
    const QList<ModuleSheetField> fields = module.sheetValues(stored, QStringLiteral("kevin"));
    QCOMPARE(fields.size(), module.sheetFields().size());
    QCOMPARE(fields.at(0), (ModuleSheetField{QStringLiteral("actionDice.pool"), QStringLiteral("Action dice"),
                                             QStringLiteral("2d4")}));
    QCOMPARE(fields.at(1).value, QStringLiteral("1"));
    QCOMPARE(fields.at(2).value, QStringLiteral("0"));
    QVERIFY(module.sheetValues(stored, QStringLiteral("brenna")).isEmpty());
    QVERIFY(module.sheetValues(module.initialState(defaults), QStringLiteral("kevin")).isEmpty());
    // A face that does not fit the die is refused and changes nothing.
    auto typo = run({{QStringLiteral("type"), QStringLiteral("actionDice.heal")},
                     {QStringLiteral("hero"), QStringLiteral("kevin")},
                     {QStringLiteral("faces"), QJsonArray{7}}});
    QCOMPARE(typo.errorMessage(), QStringLiteral("faces: 7 does not fit a d4"));
    QVERIFY(table.modules.value(module.id()) == stored);
    QCOMPARE(module.tableCommand({{QStringLiteral("type"), QStringLiteral("actionDice.fly")}}, where, defaults)
                 .errorMessage(),
             QStringLiteral("steps[0]: type: 'actionDice.fly' is no action dice command"));
}

void TestActionDiceModule::settingsJson()
{
    ActionDiceSettings changed;
    changed.carryOver = true;
    changed.threatMinimum = 19;
    changed.table = {{1, 2, 4}, {4, 3, 6}, {10, 5, 8}};
    const auto read = ActionDiceSettings::fromJson(changed.toJson(), JsonContext(QStringLiteral("campaign")));
    QVERIFY2(read.ok(), qPrintable(read.errorMessage()));
    QVERIFY(*read == changed);
    const auto defaults = ActionDiceSettings::fromJson({}, JsonContext(QStringLiteral("campaign")));
    QVERIFY(*defaults == ActionDiceSettings());
    QCOMPARE(read->poolFor(12)->sides, 8);
}

void TestActionDiceModule::settingsJsonErrors_data()
{
    QTest::addColumn<QJsonObject>("json");
    QTest::addColumn<QString>("message");
    const auto row = [](int from, int dice, int sides) {
        return QJsonObject{
            {QStringLiteral("fromLevel"), from}, {QStringLiteral("dice"), dice}, {QStringLiteral("sides"), sides}};
    };
    QTest::newRow("first row not level 1") << QJsonObject{{QStringLiteral("table"), QJsonArray{row(2, 3, 4)}}}
                                           << "campaign: table[0]: the first row must start at level 1, not 2";
    QTest::newRow("rows not rising") << QJsonObject{{QStringLiteral("table"), QJsonArray{row(1, 3, 4), row(1, 4, 6)}}}
                                     << "campaign: table[1]: level 1 must be above the previous row's 1";
    QTest::newRow("threat 21") << QJsonObject{{QStringLiteral("threatMinimum"), 21}} << "threatMinimum";
    QTest::newRow("d1") << QJsonObject{{QStringLiteral("table"), QJsonArray{row(1, 3, 1)}}} << "sides";
}

void TestActionDiceModule::settingsJsonErrors()
{
    QFETCH(QJsonObject, json);
    QFETCH(QString, message);
    const auto read = ActionDiceSettings::fromJson(json, JsonContext(QStringLiteral("campaign")));
    QVERIFY(!read.ok());
    QVERIFY2(read.errorMessage().contains(message), qPrintable(read.errorMessage()));
}

QTEST_GUILESS_MAIN(TestActionDiceModule)
#include "tst_actiondicemodule.moc"
