#include "campaigncontroller.h"
#include "dicelog.h"
#include "encountercontroller.h"
#include "mapdocument.h"
#include "movepreview.h"

#include "skirmishfixture.h"

#include "encounter/monstercombatant.h"
#include "monsters/monsterlibrary.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {
QStringList column(const QAbstractItemModel &model, int role)
{
    QStringList values;
    for (int row = 0; row < model.rowCount(); ++row)
        values << model.data(model.index(row, 0), role).toString();
    return values;
}
} // namespace

/** The initiative tracker over the Orcus encounter of the sample crypt, under QAbstractItemModelTester. */
class TestEncounterController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void startRollsInitiativeForEveryCreature()
    {
        CampaignController campaign;
        QVERIFY(campaign.openCampaign(CampaignController::sampleCampaignFile()));
        DiceLog dice(5);
        EncounterController encounter;
        QAbstractItemModelTester tester(&encounter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        encounter.setDocument(campaign.map());
        encounter.setCampaign(&campaign); // the party's tokens fight with their sheets
        encounter.setDiceLog(&dice);
        QVERIFY(!encounter.running());
        QCOMPARE(encounter.rowCount(), 0);

        QVERIFY2(encounter.start(42), qPrintable(encounter.errorMessage()));
        QVERIFY(encounter.running());
        QCOMPARE(encounter.round(), 1);
        QCOMPARE(encounter.rowCount(), 12); // four stat-block heroes, the party of three, five monsters
        QStringList ids = column(encounter, EncounterController::CreatureIdRole);
        std::sort(ids.begin(), ids.end());
        QCOMPARE(ids, (QStringList{"aldric", "archer", "brannoc", "brenna", "corvin", "dagny", "ilsa", "lurker", "ogre",
                                   "sefra", "skel1", "skel2"}));
        // Highest initiative first; the two skeletons share one roll (Orcus "Initiative") and act one after another.
        int previous = 1000;
        for (int row = 0; row < encounter.rowCount(); ++row) {
            const int total = encounter.data(encounter.index(row), EncounterController::InitiativeRole).toInt();
            QVERIFY2(total <= previous, qPrintable(QString::number(row)));
            previous = total;
        }
        const QStringList order = column(encounter, EncounterController::CreatureIdRole);
        QCOMPARE(order.indexOf(QStringLiteral("skel2")), order.indexOf(QStringLiteral("skel1")) + 1);
        QCOMPARE(encounter.data(encounter.index(order.indexOf(QStringLiteral("skel1"))),
                                EncounterController::InitiativeRole),
                 encounter.data(encounter.index(order.indexOf(QStringLiteral("skel2"))),
                                EncounterController::InitiativeRole));
        // Eleven rolls (twelve creatures, the skeletons one), each in the dice log with whose roll it is.
        QCOMPARE(dice.rowCount(), 11);
        QVERIFY(dice.data(dice.index(0), DiceLog::PurposeRole).toString().contains(QStringLiteral("initiative")));

        QCOMPARE(encounter.currentCreature(), order.first());
        QVERIFY(encounter.data(encounter.index(0), EncounterController::CurrentRole).toBool());
        QVERIFY(!encounter.data(encounter.index(1), EncounterController::CurrentRole).toBool());
        QCOMPARE(encounter.standardActions(), 1);
        QCOMPARE(encounter.moveActions(), 1);
        QCOMPARE(encounter.swiftActions(), 1);
        const int ogre = order.indexOf(QStringLiteral("ogre"));
        QCOMPARE(encounter.data(encounter.index(ogre), EncounterController::HitPointsRole).toInt(), 52);
        QCOMPARE(encounter.data(encounter.index(ogre), EncounterController::MaxHitPointsRole).toInt(), 52);
        QCOMPARE(encounter.data(encounter.index(ogre), EncounterController::ConditionsRole).toStringList(),
                 QStringList());

        // A second start while one runs is refused and changes nothing.
        QVERIFY(!encounter.start(7));
        QVERIFY(!encounter.errorMessage().isEmpty());
        QCOMPARE(column(encounter, EncounterController::CreatureIdRole), order);
    }

    void endTurnAdvancesAndUndoRestores()
    {
        CampaignController campaign;
        QVERIFY(campaign.openCampaign(CampaignController::sampleCampaignFile()));
        EncounterController encounter;
        QAbstractItemModelTester tester(&encounter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        encounter.setDocument(campaign.map());
        encounter.setCampaign(&campaign); // the party's tokens fight with their sheets
        QVERIFY(encounter.start(42));
        const QStringList order = column(encounter, EncounterController::CreatureIdRole);
        QSignalSpy changed(&encounter, &EncounterController::stateChanged);

        QVERIFY2(encounter.nextTurn(), qPrintable(encounter.errorMessage()));
        QCOMPARE(encounter.currentCreature(), order.at(1));
        QCOMPARE(encounter.round(), 1);
        QVERIFY(encounter.data(encounter.index(1), EncounterController::CurrentRole).toBool());
        QCOMPARE(changed.size(), 1);

        // Through the rest of the order: the first creature again, in round 2.
        for (int turn = 1; turn < order.size(); ++turn)
            QVERIFY2(encounter.nextTurn(), qPrintable(encounter.errorMessage()));
        QCOMPARE(encounter.round(), 2);
        QCOMPARE(encounter.currentCreature(), order.first());
        QCOMPARE(column(encounter, EncounterController::CreatureIdRole), order);

        QVERIFY(encounter.canUndo());
        QVERIFY(encounter.undo());
        QCOMPARE(encounter.round(), 1);
        QCOMPARE(encounter.currentCreature(), order.last());
        QVERIFY(encounter.canRedo());
        QVERIFY(encounter.redo());
        QCOMPARE(encounter.round(), 2);
        QCOMPARE(encounter.currentCreature(), order.first());

        QVERIFY(encounter.endEncounter());
        QVERIFY(!encounter.running());
        QCOMPARE(encounter.currentCreature(), QString());
        QVERIFY(!encounter.nextTurn());
        QVERIFY(encounter.undo());
        QVERIFY(encounter.running());
        QCOMPARE(encounter.currentCreature(), order.first());
    }

    // Another map (here: the campaign opened again) ends the old map's encounter.
    void anotherMapDiscardsTheEncounter()
    {
        CampaignController campaign;
        QVERIFY(campaign.openCampaign(CampaignController::sampleCampaignFile()));
        EncounterController encounter;
        QAbstractItemModelTester tester(&encounter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        encounter.setDocument(campaign.map());
        encounter.setCampaign(&campaign); // the party's tokens fight with their sheets
        QVERIFY(encounter.start(8));
        QCOMPARE(encounter.rowCount(), 12);
        QVERIFY(campaign.openCampaign(CampaignController::sampleCampaignFile()));
        QVERIFY(!encounter.running());
        QVERIFY(!encounter.canUndo());
        QCOMPARE(encounter.rowCount(), 0);
        QVERIFY(encounter.start(8));
        QCOMPARE(encounter.rowCount(), 12);
    }

    // Hit points and conditions follow the encounter's commands; a malformed command changes nothing.
    void hitPointsAndConditions()
    {
        CampaignController campaign;
        QVERIFY(campaign.openCampaign(CampaignController::sampleCampaignFile()));
        EncounterController encounter;
        QAbstractItemModelTester tester(&encounter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        encounter.setDocument(campaign.map());
        encounter.setCampaign(&campaign); // the party's tokens fight with their sheets
        QVERIFY(encounter.start(5));
        const QStringList order = column(encounter, EncounterController::CreatureIdRole);
        auto value = [&](const QString &id, int role) {
            return encounter.data(encounter.index(order.indexOf(id)), role);
        };

        QVERIFY2(encounter.execute(QStringLiteral("{\"type\": \"damage\", \"target\": \"ogre\", \"amount\": 20}")),
                 qPrintable(encounter.errorMessage()));
        QCOMPARE(value(QStringLiteral("ogre"), EncounterController::HitPointsRole).toInt(), 32);
        QVERIFY(encounter.execute(QStringLiteral("{\"type\": \"damage\", \"target\": \"skel1\", \"amount\": 30}")));
        QCOMPARE(value(QStringLiteral("skel1"), EncounterController::ConditionsRole).toStringList(),
                 QStringList{QStringLiteral("dead")});
        QVERIFY(encounter.execute(QStringLiteral("{\"type\": \"damage\", \"target\": \"aldric\", \"amount\": 30}")));
        QCOMPARE(value(QStringLiteral("aldric"), EncounterController::HitPointsRole).toInt(), -3);
        QCOMPARE(value(QStringLiteral("aldric"), EncounterController::ConditionsRole).toStringList(),
                 (QStringList{QStringLiteral("dying"), QStringLiteral("prone")})); // Orcus: a dying hero falls prone
        QVERIFY(encounter.execute(QStringLiteral("{\"type\": \"applyEffect\", \"target\": \"brenna\", \"source\": "
                                                 "\"ogre\", \"effect\": {\"condition\": \"dazed\", \"duration\": "
                                                 "\"saveEnds\"}}")));
        QCOMPARE(value(QStringLiteral("brenna"), EncounterController::ConditionsRole).toStringList(),
                 QStringList{QStringLiteral("dazed")});

        const int logSize = encounter.logSize();
        QVERIFY(!encounter.execute(QStringLiteral("{\"type\": \"damage\", \"target\": \"nobody\", \"amount\": 3}")));
        QVERIFY(!encounter.errorMessage().isEmpty());
        QVERIFY(!encounter.execute(QStringLiteral("{\"type\": \"fly\"}")));
        QVERIFY2(encounter.errorMessage().contains(QStringLiteral("'fly' is not a command")),
                 qPrintable(encounter.errorMessage()));
        QVERIFY(!encounter.execute(QStringLiteral("{not json")));
        QCOMPARE(encounter.logSize(), logSize);
        QVERIFY(encounter.undo());
        QCOMPARE(value(QStringLiteral("brenna"), EncounterController::ConditionsRole).toStringList(), QStringList());
    }

    // The tokens show the encounter: hit points from the start, and a dying hero's damage on the players' side too.
    void tokensFollowTheEncounter()
    {
        CampaignController campaign;
        QVERIFY(campaign.openCampaign(CampaignController::sampleCampaignFile()));
        EncounterController encounter;
        encounter.setDocument(campaign.map());
        encounter.setCampaign(&campaign); // the party's tokens fight with their sheets
        QVERIFY(encounter.start(5));
        const battlemat::TableScene &scene = campaign.map()->scene();
        QCOMPARE(scene.statuses.value(QStringLiteral("ogre")).maxHitPoints.value_or(0), 52);
        QVERIFY(encounter.execute(QStringLiteral("{\"type\": \"damage\", \"target\": \"ogre\", \"amount\": 30}")));
        QCOMPARE(scene.statuses.value(QStringLiteral("ogre")).hitPoints.value_or(0), 22);
        QCOMPARE(scene.statuses.value(QStringLiteral("ogre")).health, battlemat::HealthState::Staggered);
        QVERIFY(encounter.execute(QStringLiteral("{\"type\": \"damage\", \"target\": \"skel1\", \"amount\": 30}")));
        QCOMPARE(scene.statuses.value(QStringLiteral("skel1")).health, battlemat::HealthState::Dead);
        QVERIFY(encounter.execute(QStringLiteral("{\"type\": \"applyEffect\", \"target\": \"brenna\", \"source\": "
                                                 "\"ogre\", \"effect\": {\"condition\": \"dazed\", \"duration\": "
                                                 "\"saveEnds\"}}")));
        QVERIFY(campaign.map()->map().creature(QStringLiteral("brenna"))->conditions.contains(QStringLiteral("dazed")));
        QVERIFY(encounter.undo());
        QVERIFY(
            !campaign.map()->map().creature(QStringLiteral("brenna"))->conditions.contains(QStringLiteral("dazed")));
    }

    // The game master drags a token in editing mode during the fight: the encounter places it (a command, so the
    // next command does not put it back, and undo does), or refuses a square it cannot stand in.
    void gameMasterPlacementStaysInTheEncounter()
    {
        CampaignController campaign;
        QVERIFY(campaign.openCampaign(CampaignController::sampleCampaignFile()));
        EncounterController encounter;
        encounter.setDocument(campaign.map());
        encounter.setCampaign(&campaign); // the party's tokens fight with their sheets
        QVERIFY(encounter.start(5));
        const auto position = [&](const char *id) {
            const auto *creature = campaign.map()->map().creature(QString::fromLatin1(id));
            return QPoint(creature->position.x, creature->position.y);
        };
        const QPoint before = position("aldric");
        QVERIFY2(encounter.place(QStringLiteral("aldric"), 3, 12), qPrintable(encounter.errorMessage()));
        QCOMPARE(position("aldric"), QPoint(3, 12));
        QVERIFY(encounter.execute(QStringLiteral("{\"type\": \"damage\", \"target\": \"ogre\", \"amount\": 3}")));
        QCOMPARE(position("aldric"), QPoint(3, 12));
        QVERIFY(encounter.undo());
        QVERIFY(encounter.undo());
        QCOMPARE(position("aldric"), before);
        // Onto the wall of the crypt (0, 0): refused with the reason, the token stays.
        QVERIFY(!encounter.place(QStringLiteral("aldric"), 0, 0));
        QVERIFY2(encounter.errorMessage().contains(QStringLiteral("cannot end there")),
                 qPrintable(encounter.errorMessage()));
        QCOMPARE(position("aldric"), before);
    }

    // The published Small Air Elemental (fly 10, no land speed) dragged over a pit in a running encounter: the
    // preview flies it ("Walk, flying"), and the drop is the encounter's move using its fly speed.
    void aFlierIsDraggedOverAPit()
    {
        const battlemat::StatBlock *elemental = nullptr;
        for (const battlemat::StatBlock &block : battlemat::MonsterLibrary::bundled()->monsters)
            elemental = block.id == QLatin1String("small-air-elemental") ? &block : elemental;
        QVERIFY(elemental);
        const QJsonObject map{
            {QStringLiteral("terrain"),
             QJsonArray{QStringLiteral("...ooo..."), QStringLiteral("...ooo..."), QStringLiteral(".........")}},
            {QStringLiteral("creatures"),
             QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("elemental")},
                                    {QStringLiteral("x"), 0},
                                    {QStringLiteral("y"), 0},
                                    {QStringLiteral("side"), QStringLiteral("monsters")},
                                    {QStringLiteral("speed"), 0},
                                    {QStringLiteral("modes"), QJsonObject{{QStringLiteral("fly"), 10}}}},
                        QJsonObject{{QStringLiteral("id"), QStringLiteral("ava")},
                                    {QStringLiteral("x"), 0},
                                    {QStringLiteral("y"), 2},
                                    {QStringLiteral("side"), QStringLiteral("heroes")}}}}};
        const QJsonObject ava{
            {QStringLiteral("id"), QStringLiteral("ava")},
            {QStringLiteral("hero"), true},
            {QStringLiteral("hp"), 30},
            {QStringLiteral("initiative"), 0},
            {QStringLiteral("defenses"), QJsonObject{{QStringLiteral("ac"), 17},
                                                     {QStringLiteral("fortitude"), 14},
                                                     {QStringLiteral("reflex"), 12},
                                                     {QStringLiteral("will"), 11}}},
            {QStringLiteral("powers"), QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("sword")},
                                                              {QStringLiteral("basic"), true},
                                                              {QStringLiteral("attack"), 6},
                                                              {QStringLiteral("damage"), QStringLiteral("1d8+3")}}}}};
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("pit.json"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(
            QJsonDocument(
                QJsonObject{
                    {QStringLiteral("map"), map},
                    {QStringLiteral("creatures"),
                     QJsonArray{battlemat::MonsterCombatant::statBlock(*elemental, QStringLiteral("elemental")).value(),
                                ava}}})
                .toJson());
        out.close();
        auto read = battlemat::battleMapFromJson(map, battlemat::JsonContext(file));
        QVERIFY2(read, qPrintable(read.errorMessage()));
        MapDocument document;
        document.setMap(*read);
        EncounterController encounter;
        encounter.setDocument(&document);
        encounter.setStatBlocksFile(file);
        QVERIFY2(encounter.start(5), qPrintable(encounter.errorMessage()));
        for (int turn = 0; turn < 3 && encounter.currentCreature() != QLatin1String("elemental"); ++turn)
            QVERIFY2(encounter.nextTurn(), qPrintable(encounter.errorMessage()));
        QCOMPARE(encounter.currentCreature(), QStringLiteral("elemental"));

        MovePreview preview;
        preview.setDocument(&document);
        preview.setEncounter(&encounter);
        QVERIFY(preview.begin(QStringLiteral("elemental")));
        QVERIFY2(preview.update(4, 0), qPrintable(preview.reason()));
        QCOMPARE(preview.modeName(), QStringLiteral("Walk, flying"));
        QCOMPARE(preview.cost(), 4);
        QVERIFY2(preview.commit(), qPrintable(preview.reason()));
        // Its path may pass beside Ava: she lets it go.
        if (encounter.waiting())
            encounter.prompt()->answer(false);
        QTRY_VERIFY(!encounter.waiting());
        QTRY_COMPARE(document.map().creature(QStringLiteral("elemental"))->position, (battlemat::Square{4, 0}));
        QCOMPARE(encounter.lastTokenStep().value(QStringLiteral("using")).toString(), QStringLiteral("fly"));
    }

    // Walking away from two goblins: each may take its opportunity attack, and a person answers each prompt.
    void opportunityAttacksAskThePlayersAndTheMoveWaits()
    {
        const QString file = skirmishFile();
        auto map = skirmishMap();
        QVERIFY2(map, qPrintable(map.errorMessage()));
        MapDocument document;
        document.setMap(*map);
        EncounterController encounter;
        encounter.setDocument(&document);
        encounter.setStatBlocksFile(file);
        QVERIFY2(encounter.start(3), qPrintable(encounter.errorMessage()));
        for (int turn = 0; turn < 6 && encounter.currentCreature() != QLatin1String("fighter"); ++turn)
            QVERIFY2(encounter.nextTurn(), qPrintable(encounter.errorMessage()));
        QCOMPARE(encounter.currentCreature(), QStringLiteral("fighter"));

        // The drop goes through the move preview, as in the window: fighter (1,2) walks to (0,2).
        MovePreview preview;
        preview.setDocument(&document);
        preview.setEncounter(&encounter);
        QVERIFY(preview.begin(QStringLiteral("fighter")));
        QVERIFY(preview.update(0, 2));
        QCOMPARE(preview.provokes().size(), 2);
        QSignalSpy asked(encounter.prompt(), &PromptDecider::questionChanged);
        QVERIFY2(preview.commit(), qPrintable(preview.reason()));
        QVERIFY(encounter.prompt()->pending());
        QVERIFY(encounter.waiting());
        QCOMPARE(encounter.prompt()->kind(), QStringLiteral("opportunityAttack"));
        QVERIFY2(encounter.prompt()->question().contains(QStringLiteral("Aldric")),
                 qPrintable(encounter.prompt()->question()));
        // Nothing else runs while the table decides, and the token has not moved yet.
        QVERIFY(!encounter.undo());
        QVERIFY(!encounter.nextTurn());
        QCOMPARE(document.map().creature(QStringLiteral("fighter"))->position, (battlemat::Square{1, 2}));

        // The rule resumes from the event loop once the answer's signal is delivered.
        encounter.prompt()->answer(true); // the first goblin attacks
        QTRY_VERIFY(encounter.prompt()->pending());
        encounter.prompt()->answer(false); // the second lets it go
        QTRY_VERIFY(!encounter.waiting());
        QVERIFY(!encounter.prompt()->pending());
        QCOMPARE(document.map().creature(QStringLiteral("fighter"))->position, (battlemat::Square{0, 2}));
        int attacks = 0;
        int declined = 0;
        for (const QJsonObject &event : encounter.processor()->log().events()) {
            const QString type = event.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("decision") && event.value(QStringLiteral("answer")).toBool())
                ++attacks;
            else if (type == QLatin1String("decision"))
                ++declined;
        }
        QCOMPARE(attacks, 1);
        QCOMPARE(declined, 1);

        // A move the engine refuses (not its turn) snaps back with the engine's reason.
        const QString other =
            encounter.currentCreature() == QLatin1String("wizard") ? QStringLiteral("orc") : QStringLiteral("wizard");
        QVERIFY(preview.begin(other));
        QVERIFY(
            preview.update(document.map().creature(other)->position.x + 1, document.map().creature(other)->position.y));
        QVERIFY(!preview.commit());
        QVERIFY2(preview.reason().contains(QStringLiteral("turn")), qPrintable(preview.reason()));
    }

    // Ties are the table's to order (Orcus "Initiative"): the tracker's drag is an undoable encounter command; and
    // every effect shows how long it lasts.
    void tiesAreOrderedByDragAndEffectsShowTheirDurations()
    {
        const QString file = skirmishFile();
        auto map = skirmishMap();
        QVERIFY2(map, qPrintable(map.errorMessage()));
        MapDocument document;
        document.setMap(*map);
        EncounterController encounter;
        QAbstractItemModelTester tester(&encounter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        encounter.setDocument(&document);
        encounter.setStatBlocksFile(file);
        // Seed 17: wizard 21, then fighter 17 and the goblins' group 17 (tied), then the orc 5.
        QVERIFY2(encounter.start(17), qPrintable(encounter.errorMessage()));
        QCOMPARE(column(encounter, EncounterController::CreatureIdRole),
                 (QStringList{"wizard", "fighter", "goblin1", "goblin2", "orc"}));
        QStringList tied;
        for (int row = 0; row < encounter.rowCount(); ++row) {
            if (encounter.data(encounter.index(row), EncounterController::TiedRole).toBool())
                tied << encounter.data(encounter.index(row), EncounterController::CreatureIdRole).toString();
        }
        QCOMPARE(tied, (QStringList{"fighter", "goblin1", "goblin2"}));

        QVERIFY2(encounter.moveTied(QStringLiteral("goblin1"), QStringLiteral("fighter")),
                 qPrintable(encounter.errorMessage()));
        QCOMPARE(column(encounter, EncounterController::CreatureIdRole),
                 (QStringList{"wizard", "goblin1", "goblin2", "fighter", "orc"}));
        QVERIFY(!encounter.moveTied(QStringLiteral("orc"), QStringLiteral("fighter"))); // 5 does not tie with 17
        QVERIFY(encounter.undo());
        QCOMPARE(column(encounter, EncounterController::CreatureIdRole),
                 (QStringList{"wizard", "fighter", "goblin1", "goblin2", "orc"}));

        QVERIFY(encounter.execute(QStringLiteral("{\"type\": \"applyEffect\", \"target\": \"fighter\", \"source\": "
                                                 "\"goblin1\", \"effect\": {\"condition\": \"dazed\", \"duration\": "
                                                 "\"saveEnds\"}}")));
        QVERIFY(encounter.execute(QStringLiteral("{\"type\": \"applyEffect\", \"target\": \"fighter\", \"source\": "
                                                 "\"goblin1\", \"effect\": {\"condition\": \"slowed\", \"duration\": "
                                                 "\"endOfSourceNextTurn\"}}")));
        const QStringList effects = encounter.data(encounter.index(1), EncounterController::EffectsRole).toStringList();
        QCOMPARE(effects, (QStringList{QStringLiteral("dazed (save ends)"),
                                       QStringLiteral("slowed (until the end of goblin1's next turn)")}));
    }

    // The same seed gives the same order: the encounter replays.
    void sameSeedSameOrder()
    {
        CampaignController campaign;
        QVERIFY(campaign.openCampaign(CampaignController::sampleCampaignFile()));
        EncounterController first;
        EncounterController second;
        first.setDocument(campaign.map());
        second.setDocument(campaign.map());
        first.setCampaign(&campaign); // the party's tokens fight with their sheets
        second.setCampaign(&campaign);
        QVERIFY(first.start(1234));
        QVERIFY(second.start(1234));
        QCOMPARE(column(first, EncounterController::CreatureIdRole),
                 column(second, EncounterController::CreatureIdRole));
        QCOMPARE(column(first, EncounterController::InitiativeRole),
                 column(second, EncounterController::InitiativeRole));
    }

    void missingStatBlockIsReported()
    {
        CampaignController campaign;
        QVERIFY(campaign.openCampaign(CampaignController::sampleCampaignFile()));
        QFile sample(EncounterController::sampleStatBlocksFile());
        QVERIFY(sample.open(QIODevice::ReadOnly));
        QJsonObject blocks = QJsonDocument::fromJson(sample.readAll()).object();
        QJsonArray creatures = blocks.value(QStringLiteral("creatures")).toArray();
        for (qsizetype i = 0; i < creatures.size(); ++i) {
            if (creatures.at(i).toObject().value(QStringLiteral("id")).toString() == QLatin1String("lurker"))
                creatures.removeAt(i--);
        }
        blocks.insert(QStringLiteral("creatures"), creatures);
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("blocks.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(blocks).toJson());
        file.close();

        EncounterController encounter;
        encounter.setDocument(campaign.map());
        encounter.setCampaign(&campaign); // the party's tokens fight with their sheets
        encounter.setStatBlocksFile(file.fileName());
        QVERIFY(!encounter.start(3));
        QVERIFY2(encounter.errorMessage().contains(QStringLiteral("Crypt Lurker ('lurker') has no stat block")),
                 qPrintable(encounter.errorMessage()));
        QVERIFY(!encounter.running());
        QCOMPARE(encounter.rowCount(), 0);

        encounter.setStatBlocksFile(dir.filePath(QStringLiteral("missing.json")));
        QVERIFY(!encounter.start(3));
        QVERIFY2(encounter.errorMessage().contains(QStringLiteral("missing.json")),
                 qPrintable(encounter.errorMessage()));

        EncounterController noMap;
        QVERIFY(!noMap.start(3));
        QVERIFY(!noMap.errorMessage().isEmpty());
    }
};

QTEST_MAIN(TestEncounterController)
#include "tst_encountercontroller.moc"
