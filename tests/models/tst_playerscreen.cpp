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

        // The TV follows the active creature only when the players can see it.
        players->setActiveCreatureId(QStringLiteral("lurker"));
        QCOMPARE(players->activeRow(), -1);
        players->setActiveCreatureId(QStringLiteral("ogre"));
        QCOMPARE(players->activeRow(), tokens->rowOf(QStringLiteral("ogre")));

        // The players' copy cannot be edited.
        QVERIFY(!players->map()->moveCreature(QStringLiteral("ogre"), 1, 1));
        QVERIFY(!players->map()->canUndo());
    }
};

QTEST_MAIN(TestPlayerScreen)
#include "tst_playerscreen.moc"
