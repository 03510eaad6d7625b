// A hero's character sheet as an encounter combatant: the numbers the fight uses are the sheet's (hand-computed for
// Brannoc Vell in tst_charactersheet from the rules tables), and the damage of the fight goes back onto the sheet.
#include "encounter/commandparser.h"
#include "encounter/commandprocessor.h"
#include "encounter/herocombatant.h"
#include "sheet/charactersheet.h"
#include "sheet/herocharacterjson.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

using namespace battlemat;

namespace {
HeroCharacter loadSample(const char *file)
{
    auto hero = readHeroCharacterFile(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/heroes/") + QLatin1String(file));
    if (!hero)
        qFatal("%s", qPrintable(hero.errorMessage()));
    return *hero;
}

QJsonObject powerNamed(const QJsonObject &block, const QString &id)
{
    for (const QJsonValue &power : block.value(QStringLiteral("powers")).toArray()) {
        if (power.toObject().value(QStringLiteral("id")).toString() == id)
            return power.toObject();
    }
    return {};
}

const QString encounterDir = QStringLiteral(BATTLEMAT_SOURCE_DIR "/tests/cli/data/encounter/");
} // namespace

class TestHeroCombatant : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void brannocStatBlockIsTheSheets()
    {
        auto block = HeroCombatant::statBlock(loadSample("brannoc-vell.json"));
        QVERIFY2(block, qPrintable(block.errorMessage()));
        QCOMPARE(block->value(QStringLiteral("hero")).toBool(), true);
        QCOMPARE(block->value(QStringLiteral("level")).toInt(), 5);
        // Chainmail + heavy shield: AC 20, Fortitude 16, Reflex 14, Will 13; HP 52, 9 recoveries of 13; init +2.
        const QJsonObject defenses = block->value(QStringLiteral("defenses")).toObject();
        QCOMPARE(defenses.value(QStringLiteral("ac")).toInt(), 20);
        QCOMPARE(defenses.value(QStringLiteral("fortitude")).toInt(), 16);
        QCOMPARE(defenses.value(QStringLiteral("reflex")).toInt(), 14);
        QCOMPARE(defenses.value(QStringLiteral("will")).toInt(), 13);
        QCOMPARE(block->value(QStringLiteral("hp")).toInt(), 52);
        QCOMPARE(block->value(QStringLiteral("currentHp")).toInt(), 52);
        QCOMPARE(block->value(QStringLiteral("recoveries")).toInt(), 9);
        QCOMPARE(block->value(QStringLiteral("recoveryValue")).toInt(), 13);
        QCOMPARE(block->value(QStringLiteral("initiative")).toInt(), 2);
        QCOMPARE(block->value(QStringLiteral("strength")).toInt(), 4);
        // Athletics trained with the armor check penalty: 4 + 2 + 5 - 3 = 8 (Bull Rush and Grapple roll it).
        QCOMPARE(block->value(QStringLiteral("skills")).toObject().value(QStringLiteral("athletics")).toInt(), 8);

        // The longsword's basic attack: +9, 2d8 + 5 + 4; the powers with the sheet's attack lines.
        const QJsonObject basic = powerNamed(*block, QStringLiteral("longsword"));
        QCOMPARE(basic.value(QStringLiteral("basic")).toBool(), true);
        QCOMPARE(basic.value(QStringLiteral("attack")).toInt(), 9);
        QCOMPARE(basic.value(QStringLiteral("damage")).toString(), QStringLiteral("2d8+9"));
        const QJsonObject cleaving = powerNamed(*block, QStringLiteral("cleaving-strike"));
        QCOMPARE(cleaving.value(QStringLiteral("attack")).toInt(), 9);
        QCOMPARE(cleaving.value(QStringLiteral("vs")).toString(), QStringLiteral("ac"));
        QCOMPARE(cleaving.value(QStringLiteral("damage")).toString(), QStringLiteral("1d8+4"));
        QCOMPARE(cleaving.value(QStringLiteral("usage")).toString(), QStringLiteral("at-will"));
        const QJsonObject slam = powerNamed(*block, QStringLiteral("shield-slam"));
        QCOMPARE(slam.value(QStringLiteral("usage")).toString(), QStringLiteral("encounter"));
        QCOMPARE(slam.value(QStringLiteral("vs")).toString(), QStringLiteral("fortitude"));
        QCOMPARE(slam.value(QStringLiteral("damage")).toString(), QStringLiteral("2d8+4"));
        const QJsonObject dazed = slam.value(QStringLiteral("onHit")).toArray().at(0).toObject();
        QCOMPARE(dazed.value(QStringLiteral("condition")).toString(), QStringLiteral("dazed"));
        QCOMPARE(dazed.value(QStringLiteral("duration")).toString(), QStringLiteral("endOfTargetNextTurn"));
    }

    void sheetDamageCarriesIntoTheFight()
    {
        HeroCharacter hero = loadSample("brannoc-vell.json");
        hero.damageTaken = 10;
        hero.recoveriesSpent = 2;
        auto block = HeroCombatant::statBlock(hero);
        QVERIFY(block);
        QCOMPARE(block->value(QStringLiteral("currentHp")).toInt(), 42);
        QCOMPARE(block->value(QStringLiteral("recoveriesLeft")).toInt(), 7);

        Combatant combatant;
        QVERIFY(readStatBlock(combatant, *block, JsonContext(QStringLiteral("block"))));
        QCOMPARE(combatant.hp, 42);
        QCOMPARE(combatant.maxHp, 52);
        QCOMPARE(combatant.recoveries, 7);
        QCOMPARE(combatant.maxRecoveries, 9);
    }

    void encounterDamageGoesBackOnTheSheet()
    {
        auto processor = CommandProcessor::fromEncounterFile(encounterDir + QStringLiteral("hero-sheet-skirmish.json"));
        QVERIFY2(processor, qPrintable(processor.errorMessage()));
        // The log's first event holds the sheet's numbers, not the file name, so it replays without the sheet.
        const QJsonObject first = (*processor)->log().events().first();
        QVERIFY(!QJsonDocument(first).toJson().contains("heroSheet"));
        QVERIFY(QJsonDocument(first).toJson().contains("cleaving-strike"));

        for (const char *json : {"{\"type\": \"start\"}", "{\"type\": \"rollInitiative\"}",
                                 "{\"type\": \"damage\", \"target\": \"brannoc\", \"amount\": 17}"}) {
            auto command = commandFromJson(QJsonDocument::fromJson(json).object(), JsonContext(QStringLiteral("t")));
            QVERIFY(command);
            const CommandOutcome outcome = (*processor)->run(*command, nullptr);
            QVERIFY2(outcome.ok, qPrintable(outcome.error));
        }
        const Combatant *brannoc = (*processor)->state().combatant(QStringLiteral("brannoc"));
        QVERIFY(brannoc);
        QCOMPARE(brannoc->hp, 35);

        const HeroCharacter after = HeroCombatant::afterEncounter(loadSample("brannoc-vell.json"), *brannoc);
        QCOMPARE(after.damageTaken, 17);
        auto sheet = CharacterSheet::of(after);
        QVERIFY(sheet);
        QCOMPARE(sheet->currentHitPoints, 35); // 52 - 17
    }

    void negativeHitPointsAreDamageBeyondTheMaximum()
    {
        Combatant combatant;
        combatant.maxHp = 52;
        combatant.hp = -6;
        combatant.maxRecoveries = 9;
        combatant.recoveries = 8;
        combatant.actionPoints = 0;
        const HeroCharacter after = HeroCombatant::afterEncounter(loadSample("brannoc-vell.json"), combatant);
        QCOMPARE(after.damageTaken, 58);
        QCOMPARE(after.recoveriesSpent, 1);
        QCOMPARE(after.actionPoints, 0);
    }

    void spraysWallsAndCountersKeepTheirShape()
    {
        HeroCharacter hero = loadSample("brannoc-vell.json");
        Power spray;
        spray.name = QStringLiteral("Sweeping Arc");
        spray.origin = Power::Origin::Near;
        spray.area = QStringLiteral("spray 3");
        spray.attack = PowerAttack{Ability::Strength, std::nullopt, Defense::Reflex};
        Power counter;
        counter.name = QStringLiteral("Shield Riposte");
        counter.action = Power::Action::Counter;
        counter.trigger = QStringLiteral("An enemy attacks you");
        counter.attack = PowerAttack{Ability::Strength, std::nullopt, Defense::AC};
        hero.creature.powers << spray << counter;
        auto block = HeroCombatant::statBlock(hero);
        QVERIFY2(block, qPrintable(block.errorMessage()));
        QCOMPARE(powerNamed(*block, QStringLiteral("sweeping-arc")).value(QStringLiteral("spray")).toInt(), 3);
        QCOMPARE(powerNamed(*block, QStringLiteral("shield-riposte")).value(QStringLiteral("trigger")).toString(),
                 QStringLiteral("attacked"));
        Combatant combatant;
        const Status read = readStatBlock(combatant, *block, JsonContext(QStringLiteral("block")));
        QVERIFY2(read, qPrintable(read.errorMessage()));
        QCOMPARE(combatant.power(QStringLiteral("sweeping-arc"))->area, AreaType::Spray);
        QCOMPARE(combatant.power(QStringLiteral("sweeping-arc"))->burst, 3);
        QCOMPARE(combatant.power(QStringLiteral("shield-riposte"))->action, ActionKind::Immediate);
    }

    void badHeroSheetReferences_data()
    {
        QTest::addColumn<QString>("block");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing file") << QStringLiteral("{\"id\": \"brannoc\", \"heroSheet\": \"nowhere.json\"}")
                                      << QStringLiteral("creatures[0].heroSheet");
        QTest::newRow("numbers beside the sheet")
            << QStringLiteral("{\"id\": \"brannoc\", \"heroSheet\": \"x.json\", \"hp\": 5}")
            << QStringLiteral("only \"id\" and \"heroSheet\"");
        QTest::newRow("not a string") << QStringLiteral("{\"id\": \"brannoc\", \"heroSheet\": 3}")
                                      << QStringLiteral("heroSheet");
    }

    void badHeroSheetReferences()
    {
        QFETCH(QString, block);
        QFETCH(QString, message);
        QJsonObject encounter{
            {QStringLiteral("creatures"), QJsonArray{QJsonDocument::fromJson(block.toUtf8()).object()}}};
        auto inlined = HeroCombatant::inlineHeroSheets(encounter, encounterDir, JsonContext(QStringLiteral("e.json")));
        QVERIFY(!inlined);
        QVERIFY2(inlined.errorMessage().contains(message), qPrintable(inlined.errorMessage()));
    }

    // Ilsa Marrow's Mirror Step ("daily, move; Self; Effect: Teleport up to 5 squares to a square you can see"): a
    // power on herself for the usePower command, its teleport the table's text (no square is chosen by the engine).
    void aSelfPowerCarriesItsTextForTheTable()
    {
        auto block = HeroCombatant::statBlock(loadSample("ilsa-marrow.json"));
        QVERIFY2(block, qPrintable(block.errorMessage()));
        Combatant ilsa;
        QVERIFY(readStatBlock(ilsa, *block, JsonContext(QStringLiteral("ilsa"))));
        const CombatPower *step = ilsa.power(QStringLiteral("mirror-step"));
        QVERIFY(step);
        QVERIFY(step->isSelfUse());
        QVERIFY(!step->selfUseApplies());
        QCOMPARE(step->usage, PowerUsage::Daily);
        QCOMPARE(step->action, ActionKind::Move);
        QCOMPARE(step->tableText, QStringLiteral("Teleport up to 5 squares to a square you can see."));
    }

    void everySampleHeroEntersAnEncounter_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("Ilsa") << QStringLiteral("ilsa-marrow.json");
        QTest::newRow("Brannoc") << QStringLiteral("brannoc-vell.json");
        QTest::newRow("Sefra") << QStringLiteral("sefra-dunmoor.json");
    }

    void everySampleHeroEntersAnEncounter()
    {
        QFETCH(QString, file);
        auto block = HeroCombatant::statBlock(loadSample(qPrintable(file)));
        QVERIFY2(block, qPrintable(block.errorMessage()));
        Combatant combatant;
        const Status read = readStatBlock(combatant, *block, JsonContext(file));
        QVERIFY2(read, qPrintable(read.errorMessage()));
        QVERIFY(combatant.basicMeleeAttack());
        QCOMPARE(combatant.hp, combatant.maxHp);
    }
};

QTEST_GUILESS_MAIN(TestHeroCombatant)
#include "tst_herocombatant.moc"
