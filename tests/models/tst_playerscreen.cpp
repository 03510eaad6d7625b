#include "campaigncontroller.h"
#include "playerscreen.h"
#include "tokenmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

/**
 * The players' screen receives a filtered copy: a scene with a hidden creature, a GM note and a damaged monster
 * must reach it without any of them, whatever role a view might ask for.
 */
class TestPlayerScreen : public QObject
{
    Q_OBJECT

private:
    // Every value of every role of every row, as text, so a secret can be searched for anywhere.
    static QStringList everything(const TokenModel &model)
    {
        QStringList values;
        const auto roles = model.roleNames();
        for (int row = 0; row < model.rowCount(); ++row) {
            for (auto it = roles.cbegin(); it != roles.cend(); ++it) {
                const QVariant value = model.data(model.index(row), it.key());
                values.append(value.typeId() == QMetaType::QStringList ? value.toStringList().join(QLatin1Char(','))
                                                                       : value.toString());
            }
        }
        return values;
    }

private Q_SLOTS:
    void visionRevealsAsTheHeroesSee()
    {
        // A dark corridor of 14 squares: the hero carries a torch (bright light, 5 squares: Orcus "Adventuring
        // Gear"); a goblin at 8 in the dark, a hidden ogre at 3 in the light.
        battlemat::TableScene scene;
        scene.map.grid = battlemat::GridMap(14, 1);
        auto add = [&](const QString &id, const QString &side, int x, bool hidden) {
            battlemat::MapCreature c;
            c.id = id;
            c.name = id;
            c.side = side;
            c.position = {x, 0};
            c.hiddenFromPlayers = hidden;
            scene.map.creatures.append(c);
        };
        add(QStringLiteral("hero"), QStringLiteral("heroes"), 0, false);
        add(QStringLiteral("goblin"), QStringLiteral("monsters"), 8, false);
        add(QStringLiteral("ogre"), QStringLiteral("monsters"), 3, true);
        scene.map.lighting.ambient = battlemat::LightLevel::Dark;
        scene.map.lighting.lights.append({QStringLiteral("torch"), {}, QStringLiteral("hero"), 60});
        MapDocument gm;
        gm.setScene(scene);
        PlayerScreen players(&gm);
        QAbstractItemModelTester tester(players.tokens(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(players.tokens()->rowCount(), 2); // vision off: everyone but the hidden ogre
        QVERIFY(players.map()->scene().playerVisible.isEmpty());

        QVERIFY(gm.setVisionEnabled(true)); // an undoable edit, kept with the map
        QVERIFY(gm.visionEnabled());
        QCOMPARE(players.tokens()->rowCount(), 1);
        QCOMPARE(players.tokens()->rowOf(QStringLiteral("goblin")), -1);
        QVERIFY(gm.scene().map.lighting.isExplored({5, 0}, 14));
        QVERIFY(!gm.scene().map.lighting.isExplored({6, 0}, 14));

        // The hero walks 3 squares: the goblin at 8 is 5 away, in the torch's light.
        QVERIFY(gm.moveCreature(QStringLiteral("hero"), 3, 0));
        QVERIFY(players.tokens()->rowOf(QStringLiteral("goblin")) >= 0);
        QCOMPARE(players.tokens()->rowOf(QStringLiteral("ogre")), -1);
        QVERIFY(players.map()->scene().playerVisible.at(8));
        QVERIFY(gm.scene().map.lighting.isExplored({8, 0}, 14));
        // Back: the goblin is out of the light again, its squares stay explored, the token is gone.
        QVERIFY(gm.moveCreature(QStringLiteral("hero"), 0, 0));
        QCOMPARE(players.tokens()->rowOf(QStringLiteral("goblin")), -1);
        QVERIFY(players.map()->scene().map.lighting.isExplored({8, 0}, 14));
        QVERIFY(!players.map()->scene().playerVisible.at(8));
        // A lantern put down at 12 lights the goblin: the players see it from afar.
        QVERIFY(gm.placeLight(QStringLiteral("lantern"), 12, 0));
        QVERIFY(players.tokens()->rowOf(QStringLiteral("goblin")) >= 0);
        QVERIFY(gm.undo());
        QCOMPARE(players.tokens()->rowOf(QStringLiteral("goblin")), -1);
        // Vision off again: everything but the hidden ogre.
        QVERIFY(gm.setVisionEnabled(false));
        QCOMPARE(players.tokens()->rowCount(), 2);
        QVERIFY(players.map()->scene().playerVisible.isEmpty());
        QVERIFY(!gm.placeLight(QStringLiteral("lamp"), 1, 0));
        QVERIFY(!gm.paintAmbient({QPoint(20, 0)}, 1));
        QVERIFY(gm.paintAmbient({QPoint(2, 0)}, 1));
        QCOMPARE(gm.ambientAt(2, 0), 1);
    }

    void resetExploredIsNotResurrected()
    {
        // The corridor of 14 squares again, the hero's torch lighting 5: the hero walks to 8 and back to 0, so
        // squares 0..13 are explored and 0..5 seen now.
        battlemat::TableScene scene;
        scene.map.name = QStringLiteral("Corridor");
        scene.map.grid = battlemat::GridMap(14, 1);
        battlemat::MapCreature hero;
        hero.id = QStringLiteral("hero");
        hero.name = hero.id;
        hero.side = QStringLiteral("heroes");
        scene.map.creatures.append(hero);
        scene.map.lighting.ambient = battlemat::LightLevel::Dark;
        scene.map.lighting.lights.append({QStringLiteral("torch"), {}, QStringLiteral("hero"), 60});
        MapDocument gm;
        gm.setScene(scene);
        PlayerScreen players(&gm);
        QVERIFY(gm.setVisionEnabled(true));
        QVERIFY(gm.moveCreature(QStringLiteral("hero"), 8, 0));
        QVERIFY(gm.moveCreature(QStringLiteral("hero"), 0, 0));
        const auto explored = [&](const MapDocument &document) {
            QString squares;
            for (int x = 0; x < 14; ++x)
                squares += document.scene().map.lighting.isExplored({x, 0}, 14) ? QLatin1Char('#') : QLatin1Char('.');
            return squares;
        };
        QCOMPARE(explored(*players.map()), QStringLiteral("##############"));

        // Reset: the players' copy keeps only what the torch shows now, and so does the game master's map.
        QSignalSpy redrawn(players.map(), &MapDocument::terrainChanged);
        QVERIFY(gm.resetExplored());
        QVERIFY(redrawn.count() >= 1);
        QCOMPARE(explored(*players.map()), QStringLiteral("######........"));
        QCOMPARE(explored(gm), QStringLiteral("######........"));
        QCOMPARE(gm.undoText(), QStringLiteral("map.setExplored"));
        // A later edit and its undo bring nothing forgotten back.
        QVERIFY(gm.moveCreature(QStringLiteral("hero"), 1, 0));
        QCOMPARE(explored(*players.map()), QStringLiteral("#######......."));
        QVERIFY(gm.undo());
        QCOMPARE(explored(*players.map()), QStringLiteral("#######......."));
        // Undoing the reset gives back all the players had seen; redoing it forgets it again.
        QVERIFY(gm.undo());
        QCOMPARE(explored(*players.map()), QStringLiteral("##############"));
        QCOMPARE(explored(gm), QStringLiteral("##############"));
        QVERIFY(gm.redo());
        QCOMPARE(explored(*players.map()), QStringLiteral("######........"));
    }

    void secretsNeverReachThePlayers()
    {
        CampaignController controller;
        QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
        MapDocument *gm = controller.map();
        PlayerScreen *players = controller.playerScreen();
        QAbstractItemModelTester gmTester(controller.tokens(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester playerTester(players->tokens(),
                                              QAbstractItemModelTester::FailureReportingMode::QtTest);

        // The sample's Crypt Lurker is hidden; the ogre is badly hurt; a note only the GM may read.
        QVERIFY(gm->setHitPoints(QStringLiteral("ogre"), 13, 52));
        QVERIFY(gm->setHitPoints(QStringLiteral("aldric"), 20, 27));
        battlemat::TableScene scene = gm->scene();
        scene.gmNotes = QStringLiteral("The lurker ambushes in round 2");
        auto ogre = scene.statuses.value(QStringLiteral("ogre"));
        ogre.gmNote = QStringLiteral("Flees below 10 HP");
        ogre.defenses.insert(QStringLiteral("AC"), 17);
        scene.statuses.insert(QStringLiteral("ogre"), ogre);
        scene.statuses.insert(QStringLiteral("lurker"), battlemat::CreatureStatus::fromHitPoints(31, 31));
        gm->setScene(scene);

        QCOMPARE(controller.tokens()->rowCount(), 12);
        TokenModel *tokens = players->tokens();
        QCOMPARE(tokens->rowCount(), 11); // all but the hidden Crypt Lurker
        QCOMPARE(tokens->rowOf(QStringLiteral("lurker")), -1);
        const QStringList values = everything(*tokens);
        for (const QString &secret : {QStringLiteral("Crypt Lurker"), QStringLiteral("lurker"),
                                      QStringLiteral("Flees below 10 HP"), QStringLiteral("52")}) {
            QVERIFY2(!values.contains(secret), qPrintable(secret));
        }
        QVERIFY(players->map()->gmNotes().isEmpty());
        QVERIFY(!players->map()->scene().statuses.contains(QStringLiteral("lurker")));
        QVERIFY(players->map()->scene().statuses.value(QStringLiteral("ogre")).defenses.isEmpty());

        // The ogre shows only that it is staggered (13 of 52: at or below 26).
        const int ogreRow = tokens->rowOf(QStringLiteral("ogre"));
        QVERIFY(ogreRow >= 0);
        const QModelIndex shownOgre = tokens->index(ogreRow);
        QCOMPARE(tokens->data(shownOgre, TokenModel::HealthRole).toString(), QStringLiteral("staggered"));
        QCOMPARE(tokens->data(shownOgre, TokenModel::HitPointsKnownRole).toBool(), false);
        QCOMPARE(tokens->data(shownOgre, TokenModel::HitPointsRole).toInt(), 0);
        QCOMPARE(tokens->data(shownOgre, TokenModel::MaxHitPointsRole).toInt(), 0);
        QCOMPARE(tokens->data(shownOgre, TokenModel::GmNoteRole).toString(), QString());

        // A hero's own numbers are the players' to see.
        const QModelIndex aldric = tokens->index(tokens->rowOf(QStringLiteral("aldric")));
        QCOMPARE(tokens->data(aldric, TokenModel::HitPointsRole).toInt(), 20);
        QCOMPARE(tokens->data(aldric, TokenModel::MaxHitPointsRole).toInt(), 27);

        // Both screens give a side the same colour slot.
        const QModelIndex gmOgre = controller.tokens()->index(controller.tokens()->rowOf(QStringLiteral("ogre")));
        QCOMPARE(tokens->data(shownOgre, TokenModel::SideIndexRole),
                 controller.tokens()->data(gmOgre, TokenModel::SideIndexRole));
    }

    void editsFollowWithoutLeaking()
    {
        CampaignController controller;
        QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
        MapDocument *gm = controller.map();
        PlayerScreen *players = controller.playerScreen();
        QAbstractItemModelTester tester(players->tokens(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        TokenModel *tokens = players->tokens();

        // Moving the hidden lurker tells the players nothing; moving the ogre moves their token.
        QSignalSpy changes(tokens, &QAbstractItemModel::dataChanged);
        QSignalSpy resets(tokens, &QAbstractItemModel::modelReset);
        const auto lurker = gm->scene().map.creature(QStringLiteral("lurker"))->position;
        QVERIFY(gm->moveCreature(QStringLiteral("lurker"), lurker.x - 1, lurker.y));
        QCOMPARE(changes.size(), 0);
        QCOMPARE(resets.size(), 0);
        const auto ogre = gm->scene().map.creature(QStringLiteral("ogre"))->position;
        QVERIFY(gm->moveCreature(QStringLiteral("ogre"), ogre.x + 1, ogre.y));
        QCOMPARE(changes.size(), 1);
        QCOMPARE(tokens->data(tokens->index(tokens->rowOf(QStringLiteral("ogre"))), TokenModel::ColumnRole).toInt(),
                 ogre.x + 1);

        // Revealing the lurker adds it; undo hides it again.
        QVERIFY(gm->setHidden(QStringLiteral("lurker"), false));
        QCOMPARE(tokens->rowCount(), 12);
        QVERIFY(tokens->rowOf(QStringLiteral("lurker")) >= 0);
        QVERIFY(gm->undo());
        QCOMPARE(tokens->rowCount(), 11);

        // The TV follows the active creature only when the players can see it; the hidden lurker's turn (or the
        // game master selecting it) gives the players' window no id, only that someone unseen acts.
        players->setActiveCreatureId(QStringLiteral("lurker"));
        QCOMPARE(players->activeRow(), -1);
        QCOMPARE(players->activeCreatureId(), QString());
        QCOMPARE(players->property("activeCreatureId").toString(), QString());
        QVERIFY(players->activeUnseen());
        players->setActiveCreatureId(QStringLiteral("ogre"));
        QCOMPARE(players->activeRow(), tokens->rowOf(QStringLiteral("ogre")));
        QCOMPARE(players->activeCreatureId(), QStringLiteral("ogre"));
        QVERIFY(!players->activeUnseen());
        players->setActiveCreatureId(QString());
        QVERIFY(!players->activeUnseen());

        // The players' copy cannot be edited.
        QVERIFY(!players->map()->moveCreature(QStringLiteral("ogre"), 1, 1));
        QVERIFY(!players->map()->canUndo());
    }
};

QTEST_MAIN(TestPlayerScreen)
#include "tst_playerscreen.moc"
