#include "campaign/campaignjson.h"
#include "ftdtesttable.h"
#include "rulesets/builtinmodules.h"
#include "rulesets/fivetorchessheets.h"
#include "session/tablesession.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace battlemat;

namespace {

// Ada Thorn of docs/five-torches-deep.md: STR 16 (+3), DEX 14, CON 12, 11 of 18 HP, three torches and two ropes.
const QByteArray adaSheet = R"({"format": "battlemat-ftd-character", "version": 1, "name": "Ada Thorn", "level": 3,
  "abilities": {"STR": 16, "DEX": 14, "CON": 12, "INT": 9, "WIS": 13, "CHA": 8}, "maxHitPoints": 18,
  "hitPoints": 11, "armorClass": 14, "items": [{"name": "torch", "count": 3}, {"name": "rope", "count": 2}],
  "coins": 600})";

/** A 20x12 map with Ada (her token's campaign character is her stored sheet), Bran, a hireling and two goblins. */
struct Table : FtdTestTable
{
    Table()
    {
        MapCreature ada = creature("ada", "heroes", 2, 2);
        ada.character = QStringLiteral("ada-thorn");
        setUp({ada, creature("bran", "heroes", 3, 5), creature("hireling", "heroes", 2, 3),
               creature("gob1", "monsters", 3, 2), creature("gob2", "monsters", 10, 2)});
    }

    QJsonObject sheet(const char *id) const
    {
        const auto stored = FtdSheets::find(moduleState(), QString::fromLatin1(id));
        return stored ? stored->sheet : QJsonObject();
    }
    int ability(const char *id, const char *name) const
    {
        return sheet(id).value(QStringLiteral("abilities")).toObject().value(QLatin1String(name)).toInt();
    }
    QString saveAda() { return run(R"({"type": "fiveTorchesDeep.saveSheet", "sheet": )" + adaSheet + "}"); }
};

/** The sample campaign in a file, as the window opens it. */
struct CampaignFile
{
    QTemporaryDir dir;
    QString file;
    std::unique_ptr<CampaignStore> store;
    QString mapId;
    TableScene scene;

    bool open()
    {
        file = dir.filePath(QStringLiteral("ftd.battlemat"));
        if (!QFileInfo::exists(file)) {
            auto sample =
                readCampaignFile(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/sample-campaign/campaign.json"));
            auto created = CampaignStore::create(file, QStringLiteral("Barrow"));
            if (!sample || !created || !importCampaign(**created, *sample))
                return false;
        }
        auto opened = CampaignStore::open(file);
        if (!opened)
            return false;
        store = std::move(opened).value();
        auto loaded = loadCampaign(*store, &mapId);
        if (!loaded)
            return false;
        scene = TableScene{loaded->maps.at(loaded->activeMap)};
        return true;
    }
};

bool step(TableSession &session, const QByteArray &json)
{
    auto parsed = session.parseStep(parse(json), JsonContext(QStringLiteral("step")));
    if (!parsed)
        return false;
    return session.apply(std::get<std::shared_ptr<const TableCommand>>(*parsed)).ok;
}

QStringList sheetNames(const TableSession &session)
{
    QStringList names;
    for (const FtdSheets::Stored &stored :
         FtdSheets::list(session.table().modules.value(FiveTorchesRuleset::moduleId())))
        names.append(stored.name());
    return names;
}

} // namespace

/**
 * The campaign's Five Torches Deep sheets (docs/five-torches-deep.md, "Sheets in the campaign"): stored through
 * session steps, picked up by a fight, and written back by what play does to a character
 * (../shared/rules/checks-actions-combat-gritty.txt: "Death & Injury", "Rolling To Return", "Corruptions",
 * "Resilience & Exhaustion", "Treasure", "Retreat").
 */
class TestFiveTorchesSheets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sheetsAreSavedReplacedAndRemoved()
    {
        Table t;
        QCOMPARE(t.saveAda(), QString());
        QCOMPARE(t.event("sheetSaved").value(QStringLiteral("id")).toString(), QStringLiteral("ada-thorn"));
        QVERIFY(t.event("sheetSaved").value(QStringLiteral("created")).toBool());
        QCOMPARE(t.ability("ada-thorn", "STR"), 16);
        // A second character of that name gets an id of its own; saving with an id replaces.
        QCOMPARE(t.saveAda(), QString());
        QCOMPARE(t.event("sheetSaved").value(QStringLiteral("id")).toString(), QStringLiteral("ada-thorn-2"));
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.saveSheet", "id": "ada-thorn-2", "sheet": {"format":
          "battlemat-ftd-monster", "version": 1, "name": "Goblin scout", "hd": 1, "armorClass": 13, "attack": 3,
          "damage": "1d6+1"}})"),
                 QString());
        QVERIFY(!t.event("sheetSaved").value(QStringLiteral("created")).toBool());
        QCOMPARE(FtdSheets::list(t.moduleState()).size(), 2);
        QVERIFY(FtdSheets::list(t.moduleState()).at(1).monster());
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.removeSheet", "id": "ada-thorn-2"})"), QString());
        QCOMPARE(FtdSheets::list(t.moduleState()).size(), 1);
    }

    void theSheetsOutlastASwitchToOtherRulesAndBack()
    {
        const QString ftd = FiveTorchesRuleset::moduleId();
        CampaignFile campaign;
        QVERIFY(campaign.open());
        {
            TableSession session(campaign.store.get(), builtInModules());
            QVERIFY(session.open(campaign.mapId, campaign.scene).ok());
            QVERIFY(step(session, R"({"type": "rules.set", "ruleset": "fiveTorchesDeep"})"));
            QVERIFY(step(session, R"({"type": "fiveTorchesDeep.saveSheet", "sheet": )" + adaSheet + "}"));
            QVERIFY(step(session, R"({"type": "fiveTorchesDeep.saveSheet", "sheet": {"format":
              "battlemat-ftd-monster", "version": 1, "name": "Goblin scout", "hd": 1, "armorClass": 13,
              "attack": 3, "damage": "1d6+1"}})"));
            const QJsonValue sheets = session.table().modules.value(ftd).value(FtdSheets::key);

            // Orcus, then the mastery rules: the sheets are shelved, not lost ...
            QVERIFY(step(session, R"({"type": "rules.set", "ruleset": "orcus"})"));
            QVERIFY(!session.table().modules.contains(ftd));
            QCOMPARE(session.table().shelved.value(ftd).value(FtdSheets::key), sheets);
            QVERIFY(step(session, R"({"type": "rules.set", "ruleset": "mastery"})"));
            QCOMPARE(session.table().shelved.value(ftd).value(FtdSheets::key), sheets);
            // ... and back under Five Torches Deep: Ada and the goblin again, with Ada's 11 of 18 HP.
            QVERIFY(step(session, R"({"type": "rules.set", "ruleset": "fiveTorchesDeep"})"));
            QCOMPARE(sheetNames(session), (QStringList{QStringLiteral("Ada Thorn"), QStringLiteral("Goblin scout")}));
            QCOMPARE(session.table().modules.value(ftd).value(FtdSheets::key), sheets);
            QVERIFY(!session.table().shelved.contains(ftd));
            // The expedition starts afresh beside them.
            QVERIFY(session.table().modules.value(ftd).contains(QStringLiteral("expedition")));
            // Left under Orcus, the file keeps them shelved.
            QVERIFY(step(session, R"({"type": "rules.set", "ruleset": "orcus"})"));
        }
        campaign.store.reset();
        QVERIFY(campaign.open());
        TableSession reopened(campaign.store.get(), builtInModules());
        QVERIFY(reopened.open(campaign.mapId, campaign.scene).ok());
        QCOMPARE(reopened.table().rules.ruleset, QStringLiteral("orcus"));
        QVERIFY(reopened.table().shelved.contains(ftd));
        QVERIFY(step(reopened, R"({"type": "rules.set", "ruleset": "fiveTorchesDeep"})"));
        QCOMPARE(sheetNames(reopened), (QStringList{QStringLiteral("Ada Thorn"), QStringLiteral("Goblin scout")}));
        const auto ada = FtdSheets::findCharacter(reopened.table().modules.value(ftd), QStringLiteral("Ada Thorn"));
        QVERIFY(ada);
        QCOMPARE(ada->sheet.value(QStringLiteral("hitPoints")).toInt(), 11);
    }

    void badSheetsAreRefusedNamingTheField()
    {
        Table t;
        const QJsonObject before = t.moduleState();
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.saveSheet", "sheet": {"format": "battlemat-ftd-character",
          "version": 1, "name": "Ada", "level": 3, "maxHitPoints": 18, "armorClass": 14,
          "abilities": {"STR": 31, "DEX": 14, "CON": 12, "INT": 9, "WIS": 13, "CHA": 8}}})"),
                 QStringLiteral("step: sheet.abilities.STR: 31 is out of range (0 to 30)"));
        QVERIFY(t.run(R"({"type": "fiveTorchesDeep.saveSheet", "id": "no way", "sheet": {}})")
                    .contains(QStringLiteral("step: id: 'no way' is not an id")));
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.removeSheet", "id": "nobody"})"),
                 QStringLiteral("'nobody' is not a stored Five Torches Deep sheet"));
        QCOMPARE(t.moduleState(), before);
    }

    void aFightPicksUpTheStoredSheetAndWritesHitPointsBack()
    {
        Table t;
        QCOMPARE(t.saveAda(), QString());
        // Ada's entry names no numbers: her token's campaign character is her stored sheet.
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.startFight", "combatants": [{"id": "ada", "damage": "1d8"},
          {"id": "gob1", "dexterity": 12, "armorClass": 13, "maxHitPoints": 5, "attack": 2}]})"),
                 QString());
        const ftd::FtdFighter ada = *t.fight().fighter(QStringLiteral("ada"));
        QCOMPARE(ada.sheet, QStringLiteral("ada-thorn"));
        QCOMPARE(ada.dexterity, 14);
        QCOMPARE(ada.hitPoints, 11);
        QCOMPARE(ada.maxHitPoints, 18);
        QCOMPARE(ada.meleeBonus, 5); // STR +3 and proficiency +2 at level 3 ("PC Attacks")
        QCOMPARE(ada.meleeDamage.text(), QStringLiteral("1d8+3"));
        // A damaging check (natural 1 doubles it: "Critical Failure") takes 2d6 = 3 + 4, doubled 14: 11 -> 0.
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.hazard", "pc": "ada", "modifier": 0, "dc": 12, "damage": "2d6",
          "faces": [1, 3, 4]})"),
                 QString());
        QCOMPARE(t.event("hazardChecked").value(QStringLiteral("damage")).toInt(), 14);
        QCOMPARE(t.sheet("ada-thorn").value(QStringLiteral("hitPoints")).toInt(), 0);
        QCOMPARE(t.event("sheetUpdated").value(QStringLiteral("changes")).toObject().value(QStringLiteral("hitPoints")),
                 QJsonValue(0));
        // A sheet named that is not stored is refused, naming the field.
        Table u;
        QCOMPARE(u.run(R"({"type": "fiveTorchesDeep.startFight", "combatants": [{"id": "ada", "sheet": "ghost"}]})"),
                 QStringLiteral("step: combatants[0].sheet: 'ghost' is not a stored Five Torches Deep sheet"));
    }

    void anInjurysAbilityLossIsWrittenToTheSheet()
    {
        Table t;
        QCOMPARE(t.saveAda(), QString());
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.startFight", "combatants": [{"id": "ada"},
          {"id": "gob1", "dexterity": 12}]})"),
                 QString());
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.hazard", "pc": "ada", "modifier": 0, "dc": 30, "damage": "3d6",
          "faces": [5, 6, 6, 6]})"),
                 QString());
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.endFight"})"), QString());
        // Stabilized (15 vs DC 10); the injury table's 2 is "feeble": lose 1d6 STR, here 3: STR 16 -> 13.
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.stabilize", "target": "ada", "modifier": 0, "faces": [15, 2, 3]})"),
                 QString());
        QCOMPARE(t.event("stabilized").value(QStringLiteral("injury")).toObject().value(QStringLiteral("name")),
                 QJsonValue(QStringLiteral("feeble")));
        QCOMPARE(t.ability("ada-thorn", "STR"), 13);
        QCOMPARE(t.sheet("ada-thorn").value(QStringLiteral("hitPoints")).toInt(), 1); // back to 1 HP
        // The expedition's injury roll writes to the sheet of the PC of that name too: 4 is "weak", CON 12 - 5.
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.injury", "pc": "Ada Thorn", "d20": 4})"), QString());
        QCOMPARE(t.ability("ada-thorn", "CON"), 12 - t.event("injured").value(QStringLiteral("loss")).toInt());
        QVERIFY(t.ability("ada-thorn", "CON") < 12);
    }

    void corruptionAndResilienceAreWrittenToTheSheet()
    {
        Table t;
        QCOMPARE(t.saveAda(), QString());
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.member", "name": "Ada Thorn", "constitution": 12})"), QString());
        // A venom no CON check can beat (DC 30): stage 1 takes 1d6 CON at once ("Corruptions").
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.expose", "pc": "Ada Thorn",
          "abilities": {"STR": 16, "DEX": 14, "CON": 12, "INT": 9, "WIS": 13, "CHA": 8},
          "corruption": {"name": "adder venom", "kind": "venom", "dc": 30,
            "stages": [{"periodHours": 2, "effect": "ability-damage", "ability": "CON", "d6": 1}]}})"),
                 QString());
        const QString effect = t.event("corruption").value(QStringLiteral("effect")).toString();
        QVERIFY2(effect.startsWith(QStringLiteral("CON -")), qPrintable(effect));
        const int lost = effect.mid(5).toInt();
        QCOMPARE(t.ability("ada-thorn", "CON"), 12 - lost);
        // Resilience = CON 12 hours: thirteen hours adventured are on the sheet.
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.advance", "hours": 1})"), QString());
        QCOMPARE(t.sheet("ada-thorn").value(QStringLiteral("hoursAdventured")).toInt(), 1);
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.rest", "safe": true})"), QString());
        QCOMPARE(t.sheet("ada-thorn").value(QStringLiteral("hoursAdventured")).toInt(), 0);
    }

    void anArduousReturnsLoadsAreDroppedFromTheSheet()
    {
        Table t;
        QCOMPARE(t.saveAda(), QString());
        // The GM picks what the loads lost are: a rope and 100 coins.
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.drop", "id": "ada-thorn", "items": [{"name": "rope"}],
          "coins": 100})"),
                 QString());
        QCOMPARE(t.sheet("ada-thorn").value(QStringLiteral("coins")).toInt(), 500);
        QCOMPARE(t.sheet("ada-thorn")
                     .value(QStringLiteral("items"))
                     .toArray()
                     .at(1)
                     .toObject()
                     .value(QStringLiteral("count")),
                 QJsonValue(1));
        QCOMPARE(
            t.run(R"({"type": "fiveTorchesDeep.drop", "id": "ada-thorn", "items": [{"name": "rope", "count": 2}]})"),
            QStringLiteral("Ada Thorn carries 1 rope, not 2"));
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.drop", "id": "ada-thorn", "items": [{"name": "lute"}]})"),
                 QStringLiteral("Ada Thorn carries no lute"));
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.drop", "id": "ada-thorn", "items": [{"name": "rope"}]})"),
                 QString());
        QCOMPARE(t.sheet("ada-thorn").value(QStringLiteral("items")).toArray().size(), 1); // the last rope gone
    }

    void treasureFromTheFightIsSharedToTheSheets()
    {
        Table t;
        QCOMPARE(t.saveAda(), QString());
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.saveSheet", "id": "bran", "sheet": {"format":
          "battlemat-ftd-character", "version": 1, "name": "Bran", "level": 1, "maxHitPoints": 8, "armorClass": 12,
          "abilities": {"STR": 12, "DEX": 10, "CON": 12, "INT": 10, "WIS": 10, "CHA": 10}}})"),
                 QString());
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.startFight", "combatants": [{"id": "ada"},
          {"id": "gob1", "monster": {"format": "battlemat-ftd-monster", "version": 1, "name": "Goblin", "hd": 2,
           "armorClass": 13, "attack": 3, "damage": "1d6"}},
          {"id": "gob2", "hitDice": 1, "maxHitPoints": 4}]})"),
                 QString());
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.hazard", "pc": "gob1", "modifier": 0, "dc": 30,
          "damage": "9d6", "faces": [5, 6, 6, 6, 6, 6, 6, 6, 6, 6]})"),
                 QString());
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.hazard", "pc": "gob2", "modifier": 0, "dc": 30,
          "damage": "1d6", "faces": [5, 6]})"),
                 QString());
        // "Treasure": 1d20 gp per HD: the 2 HD goblin 20 + 5, the 1 HD one 7; 10 gp from a chest; a magic item of
        // 100 gp; XP = (32 + 10) + 100 = 142 at 1 XP per gp, shared evenly: 71 each, 21 gp each.
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.treasure", "fromFight": true, "gold": 10, "magicItems": 100,
          "unearned": 50, "to": ["ada-thorn", "bran"], "faces": [20, 5, 7]})"),
                 QString());
        const QJsonObject treasure = t.event("treasure");
        QCOMPARE(treasure.value(QStringLiteral("lootGold")).toInt(), 32);
        QCOMPARE(treasure.value(QStringLiteral("gold")).toInt(), 42);
        QCOMPARE(treasure.value(QStringLiteral("xp")).toInt(), 142);
        QCOMPARE(t.sheet("ada-thorn").value(QStringLiteral("coins")).toInt(), 621);
        QCOMPARE(t.sheet("ada-thorn").value(QStringLiteral("xp")).toInt(), 71);
        QCOMPARE(t.sheet("bran").value(QStringLiteral("xp")).toInt(), 71);
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.treasure", "to": ["nobody"]})"),
                 QStringLiteral("to: 'nobody' is not a stored Five Torches Deep character"));
    }

    void retainersCheckMoraleAtDisadvantageWhenTheirPcRetreats()
    {
        Table t;
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.startFight", "combatants": [
          {"id": "ada", "pc": true, "dexterity": 16},
          {"id": "hireling", "dexterity": 10, "follows": "ada", "wisdomModifier": 0},
          {"id": "gob1", "dexterity": 12}]})"),
                 QString());
        // Ada breaks through (DEX check 15 vs DC 10); her hireling rolls morale at once at disadvantage: 15 and 3,
        // the lower 3 against DC 11: he routs ("Retreat").
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.retreat", "combatant": "ada", "modifier": 0, "dc": 10,
          "faces": [15, 15, 3]})"),
                 QString());
        QVERIFY(t.event("retreated").value(QStringLiteral("escaped")).toBool());
        const QJsonObject morale = t.event("fightMoraleChecked");
        QCOMPARE(morale.value(QStringLiteral("combatants")).toArray(), QJsonArray{QStringLiteral("hireling")});
        QCOMPARE(morale.value(QStringLiteral("trigger")).toString(), QStringLiteral("leader-retreats"));
        QCOMPARE(morale.value(QStringLiteral("edge")).toString(), QStringLiteral("disadvantage"));
        QCOMPARE(morale.value(QStringLiteral("natural")).toInt(), 3);
        QCOMPARE(morale.value(QStringLiteral("dc")).toInt(), 11);
        QCOMPARE(morale.value(QStringLiteral("outcome")).toString(), QStringLiteral("flees"));
        QCOMPARE(t.fight().fighter(QStringLiteral("hireling"))->status, ftd::FighterStatus::Fled);
        QCOMPARE(t.fight().fighter(QStringLiteral("gob1"))->status, ftd::FighterStatus::Fighting);
    }
};

QTEST_GUILESS_MAIN(TestFiveTorchesSheets)
#include "tst_fivetorchessheets.moc"
