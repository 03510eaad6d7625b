#include "appwindow.h"
#include "dicelog.h"
#include "encountercontroller.h"
#include "layoutcheck.h"
#include "tokenmodel.h"

#include <QQuickItem>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

namespace {

int trackerHitPoints(EncounterController *encounter, const QString &id)
{
    for (int row = 0; row < encounter->rowCount(); ++row) {
        const QModelIndex index = encounter->index(row);
        if (encounter->data(index, EncounterController::CreatureIdRole).toString() == id)
            return encounter->data(index, EncounterController::HitPointsRole).toInt();
    }
    return -9999;
}

int tokenHitPoints(CampaignController *controller, const QString &id)
{
    TokenModel *tokens = controller->tokens();
    return tokens->data(tokens->index(tokens->rowOf(id)), TokenModel::HitPointsRole).toInt();
}

} // namespace

/**
 * A fight at the table as a game master runs it, through the real window: hit points set from the token's menu
 * hold through the next turns (tracker, token and file agree), ending the fight asks first, and quitting and
 * reopening the campaign resumes the fight exactly.
 */
class TestEndToEndEncounter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void setHitPointsHoldThroughTurnsAndReopening_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("1366x768 German") << QSize(1366, 768) << true;
    }

    void setHitPointsHoldThroughTurnsAndReopening()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        {
            AppWindow app(42);
            QVERIFY(app.open(size, file));
            auto *encounter = app.window()->property("encounter").value<EncounterController *>();
            QVERIFY(encounter);

            // Encounter > Start encounter (Ctrl+I).
            app.key(Qt::Key_I, Qt::ControlModifier);
            QTRY_VERIFY(encounter->running());
            QCOMPARE(trackerHitPoints(encounter, QStringLiteral("skel1")), 26);

            // Right-click the skeleton, Set hit points..., type 5, OK.
            QQuickItem *skeleton = nullptr;
            QTRY_VERIFY((skeleton = app.item(QStringLiteral("token-skel1"))) != nullptr);
            app.click(skeleton, Qt::RightButton);
            QQuickItem *entry = nullptr;
            const QString setText =
                german ? QStringLiteral("Trefferpunkte setzen …") : QStringLiteral("Set hit points…");
            QTRY_VERIFY2((entry = app.itemWithText(setText)) != nullptr, qPrintable(setText));
            app.click(entry);
            QQuickItem *current = nullptr;
            QTRY_VERIFY((current = app.item(QStringLiteral("hitPointsCurrent"))) != nullptr);
            QTRY_VERIFY(current->isVisible());
            // The cursor is in the field with the number selected: the game master just types.
            app.type(QStringLiteral("5"));
            app.key(Qt::Key_Return);
            QTRY_COMPARE(trackerHitPoints(encounter, QStringLiteral("skel1")), 5);
            QCOMPARE(tokenHitPoints(app.controller(), QStringLiteral("skel1")), 5);

            // Next turn twice (Ctrl+T): the number stays where the game master put it.
            const QString first = encounter->currentCreature();
            app.key(Qt::Key_T, Qt::ControlModifier);
            QTRY_VERIFY(encounter->currentCreature() != first);
            app.key(Qt::Key_T, Qt::ControlModifier);
            QCOMPARE(trackerHitPoints(encounter, QStringLiteral("skel1")), 5);
            QCOMPARE(tokenHitPoints(app.controller(), QStringLiteral("skel1")), 5);
            QVERIFY(!app.screenshot(QStringLiteral("encounter-hit-points") + suffix).isEmpty());

            // End encounter asks first; Cancel keeps the fight.
            QQuickItem *end =
                app.itemWithText(german ? QStringLiteral("Begegnung beenden …") : QStringLiteral("End encounter…"));
            QVERIFY(end);
            app.click(end);
            QTRY_VERIFY(app.popupOpen(QStringLiteral("endEncounterDialog")));
            QVERIFY(!app.screenshot(QStringLiteral("end-encounter-asks") + suffix).isEmpty());
            QQuickItem *cancel = app.itemWithText(german ? QStringLiteral("Abbrechen") : QStringLiteral("Cancel"));
            QVERIFY(cancel);
            app.click(cancel);
            QTRY_VERIFY(!app.popupOpen(QStringLiteral("endEncounterDialog")));
            QVERIFY(encounter->running());
            // Quitting asks nothing: the window and the campaign simply go.
        }
        AppWindow reopened(43);
        QVERIFY(reopened.open(size, file));
        auto *encounter = reopened.window()->property("encounter").value<EncounterController *>();
        QTRY_VERIFY(encounter->running());
        QCOMPARE(trackerHitPoints(encounter, QStringLiteral("skel1")), 5);
        QCOMPARE(tokenHitPoints(reopened.controller(), QStringLiteral("skel1")), 5);
        QCOMPARE(encounter->round(), 1);
        // The fight's lines again: the initiative rolls (12 creatures, the two skeletons one roll) and the game
        // master's "Skeleton 1: hit points set to 5 of 26".
        QCOMPARE(reopened.controller()->diceLog()->rowCount(), 12);
        QVERIFY(!reopened.screenshot(QStringLiteral("encounter-resumed") + suffix).isEmpty());
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // The token menu mid-fight: damage, healing and a condition with its duration, each an encounter command.
    void tokenMenuDamagesHealsAndPutsConditions()
    {
        AppWindow app(42);
        QVERIFY(app.open({1366, 768}));
        auto *encounter = app.window()->property("encounter").value<EncounterController *>();
        app.key(Qt::Key_I, Qt::ControlModifier);
        QTRY_VERIFY(encounter->running());
        QQuickItem *ogre = nullptr;
        QTRY_VERIFY((ogre = app.item(QStringLiteral("token-ogre"))) != nullptr);

        auto chooseFromMenu = [&](const QString &text) {
            app.click(ogre, Qt::RightButton);
            QQuickItem *entry = nullptr;
            QTRY_VERIFY2((entry = app.itemWithText(text)) != nullptr, qPrintable(text));
            app.click(entry);
        };
        auto typeAmount = [&](int amount) {
            QQuickItem *spin = nullptr;
            QTRY_VERIFY((spin = app.item(QStringLiteral("hitPointChangeAmount"))) != nullptr);
            QTRY_VERIFY(spin->isVisible());
            app.type(QString::number(amount));
            app.key(Qt::Key_Return);
        };

        chooseFromMenu(QStringLiteral("Damage…"));
        typeAmount(12);
        QTRY_COMPARE(trackerHitPoints(encounter, QStringLiteral("ogre")), 40); // 52 - 12
        chooseFromMenu(QStringLiteral("Heal…"));
        typeAmount(5);
        QTRY_COMPARE(trackerHitPoints(encounter, QStringLiteral("ogre")), 45);
        QCOMPARE(tokenHitPoints(app.controller(), QStringLiteral("ogre")), 45);

        chooseFromMenu(QStringLiteral("Add condition…"));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("conditionDialog")));
        QQuickItem *condition = app.item(QStringLiteral("conditionChoice"));
        QVERIFY(condition);
        const int dazed = condition->property("model").toStringList().indexOf(QStringLiteral("dazed"));
        QVERIFY(dazed >= 0);
        condition->setProperty("currentIndex", dazed);
        app.screenshot(QStringLiteral("condition-dialog"));
        QQuickItem *ok = app.itemWithText(QStringLiteral("OK"));
        QVERIFY(ok);
        app.click(ok);
        QTRY_VERIFY(encounter->data(encounter->index(0), EncounterController::EffectsRole).isValid());
        QStringList effects;
        for (int row = 0; row < encounter->rowCount(); ++row) {
            if (encounter->data(encounter->index(row), EncounterController::CreatureIdRole).toString() == "ogre")
                effects = encounter->data(encounter->index(row), EncounterController::EffectsRole).toStringList();
        }
        QCOMPARE(effects.size(), 1);
        QVERIFY2(effects.constFirst().startsWith(QStringLiteral("dazed")), qPrintable(effects.join(';')));
        QVERIFY(!app.screenshot(QStringLiteral("token-menu-condition")).isEmpty());

        // Undo (the encounter's) takes the condition back.
        QVERIFY(encounter->undo());
        for (int row = 0; row < encounter->rowCount(); ++row) {
            if (encounter->data(encounter->index(row), EncounterController::CreatureIdRole).toString() == "ogre")
                QVERIFY(
                    encounter->data(encounter->index(row), EncounterController::EffectsRole).toStringList().isEmpty());
        }
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    void enginePlaysAMonstersTurn_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("1366x768 German") << QSize(1366, 768) << true;
    }

    // Encounter > Let the engine play this monster's turn: the simulation's tactics policy plays the monster
    // whose turn it is through the session's commands (docs/simulation.md), each in the log and undone one by one.
    void enginePlaysAMonstersTurn()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        AppWindow app(42);
        QVERIFY(app.open(size, file));
        auto *encounter = app.window()->property("encounter").value<EncounterController *>();
        QVERIFY(encounter);
        app.key(Qt::Key_I, Qt::ControlModifier);
        QTRY_VERIFY(encounter->running());
        const auto monsterTurn = [&] {
            const auto &state = encounter->processor()->state();
            const auto *current = state.combatant(state.current);
            return current && !current->hero;
        };
        // Next turn (Ctrl+T) until a monster's turn comes.
        for (int i = 0; i < 12 && !monsterTurn(); ++i) {
            const QString before = encounter->currentCreature();
            app.key(Qt::Key_T, Qt::ControlModifier);
            QTRY_VERIFY(encounter->currentCreature() != before);
        }
        QVERIFY(monsterTurn());
        const QString monster = encounter->currentCreature();
        const int logBefore = encounter->logSize();

        const auto find = [&](const char *className, const QString &text) -> QQuickItem * {
            QQuickItem *found = nullptr;
            const std::function<void(QQuickItem *)> walk = [&](QQuickItem *item) {
                if (item->inherits(className) && item->property("text").toString() == text)
                    found = item;
                for (QQuickItem *child : item->childItems())
                    walk(child);
            };
            walk(app.window()->contentItem());
            return found;
        };
        QQuickItem *menu =
            find("QQuickMenuBarItem", german ? QStringLiteral("&Begegnung") : QStringLiteral("E&ncounter"));
        QVERIFY(menu);
        app.click(menu);
        const QString entryText = german ? QStringLiteral("Zug dieses Monsters vom Programm spielen &lassen")
                                         : QStringLiteral("&Let the engine play this monster's turn");
        QQuickItem *entry = nullptr;
        QTRY_VERIFY2((entry = find("QQuickMenuItem", entryText)) != nullptr, qPrintable(entryText));
        QTRY_VERIFY(entry->isEnabled());
        QTest::qWait(100);
        const QStringList clipped = LayoutCheck::clippedTexts(app.window());
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
        QVERIFY(!app.screenshot(QStringLiteral("autopilot-menu") + suffix).isEmpty());
        app.click(entry);
        // The monster acted: commands in the log, and its turn is over (or a hero's opportunity attack asks).
        QTRY_VERIFY(encounter->logSize() > logBefore);
        QTRY_VERIFY(encounter->currentCreature() != monster || encounter->waiting());
        QVERIFY(!app.screenshot(QStringLiteral("autopilot-played") + suffix).isEmpty());
        // Each of its commands is one step of Edit > Undo: undo them all and the turn is the monster's again.
        if (!encounter->waiting()) {
            while (encounter->logSize() > logBefore)
                QVERIFY(encounter->undo());
            QCOMPARE(encounter->currentCreature(), monster);
            QCOMPARE(encounter->logSize(), logBefore);
        }
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    void enginePlaysAllMonstersTurns_data() { enginePlaysAMonstersTurn_data(); }

    // Encounter > Let the engine play all monsters' turns: from a monster's turn the engine plays every monster's
    // turn until a hero's comes (docs/simulation.md), each command in the log and undone one by one.
    void enginePlaysAllMonstersTurns()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        AppWindow app(42);
        QVERIFY(app.open(size, file));
        auto *encounter = app.window()->property("encounter").value<EncounterController *>();
        QVERIFY(encounter);
        app.key(Qt::Key_I, Qt::ControlModifier);
        QTRY_VERIFY(encounter->running());
        const auto heroTurn = [&] {
            const auto &state = encounter->processor()->state();
            const auto *current = state.combatant(state.current);
            return current && current->hero;
        };
        for (int i = 0; i < 12 && heroTurn(); ++i) {
            const QString before = encounter->currentCreature();
            app.key(Qt::Key_T, Qt::ControlModifier);
            QTRY_VERIFY(encounter->currentCreature() != before);
        }
        QVERIFY(!heroTurn());
        const QString monster = encounter->currentCreature();
        const int logBefore = encounter->logSize();

        const auto find = [&](const char *className, const QString &text) -> QQuickItem * {
            QQuickItem *found = nullptr;
            const std::function<void(QQuickItem *)> walk = [&](QQuickItem *item) {
                if (item->inherits(className) && item->property("text").toString() == text)
                    found = item;
                for (QQuickItem *child : item->childItems())
                    walk(child);
            };
            walk(app.window()->contentItem());
            return found;
        };
        QQuickItem *menu =
            find("QQuickMenuBarItem", german ? QStringLiteral("&Begegnung") : QStringLiteral("E&ncounter"));
        QVERIFY(menu);
        app.click(menu);
        const QString entryText = german ? QStringLiteral("Züge &aller Monster vom Programm spielen lassen")
                                         : QStringLiteral("Let the engine play &all monsters' turns");
        QQuickItem *entry = nullptr;
        QTRY_VERIFY2((entry = find("QQuickMenuItem", entryText)) != nullptr, qPrintable(entryText));
        QTRY_VERIFY(entry->isEnabled());
        QTest::qWait(100);
        const QStringList clipped = LayoutCheck::clippedTexts(app.window());
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
        QVERIFY(!app.screenshot(QStringLiteral("autopilot-all-menu") + suffix).isEmpty());
        app.click(entry);
        // Every monster up to the next hero acted: a hero's turn now (or a hero's opportunity attack asks).
        QTRY_VERIFY(encounter->logSize() > logBefore);
        QTRY_VERIFY(heroTurn() || encounter->waiting());
        QVERIFY(!app.screenshot(QStringLiteral("autopilot-all-played") + suffix).isEmpty());
        if (!encounter->waiting()) {
            // Ended turns: at least the first monster's.
            int turnsEnded = 0;
            for (const QJsonObject &event : encounter->processor()->log().events().mid(logBefore))
                turnsEnded += event.value(QStringLiteral("type")).toString() == QStringLiteral("turnEnded") ? 1 : 0;
            QVERIFY(turnsEnded >= 1);
            // Each command is one step of Edit > Undo: undo them all and it is the first monster's turn again.
            while (encounter->logSize() > logBefore)
                QVERIFY(encounter->undo());
            QCOMPARE(encounter->currentCreature(), monster);
        }
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    void simulateFromHere_data() { enginePlaysAMonstersTurn_data(); }

    // Encounter > Simulate from here: the running fight played to its end many times from the current turn on a
    // worker thread (docs/simulation.md "In the window"): progress, the odds with intervals, each hero's risk, the
    // two distributions; Cancel stops a long run; the table is untouched.
    void simulateFromHere()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        AppWindow app(42);
        QVERIFY(app.open(size));
        auto *encounter = app.window()->property("encounter").value<EncounterController *>();
        QVERIFY(encounter);
        app.key(Qt::Key_I, Qt::ControlModifier);
        QTRY_VERIFY(encounter->running());
        const int logBefore = encounter->logSize();

        app.key(Qt::Key_M, Qt::ControlModifier | Qt::AltModifier);
        QTRY_VERIFY(app.popupOpen(QStringLiteral("simulationDialog")));
        QVERIFY(!app.screenshot(QStringLiteral("simulate-open") + suffix).isEmpty());
        QObject *dialog = app.window()->findChild<QObject *>(QStringLiteral("simulationDialog"));
        QVERIFY(dialog);
        auto *simulation = dialog->property("simulation").value<QObject *>();
        QVERIFY(simulation);
        const auto typeRuns = [&](const QString &runs) {
            QQuickItem *spin = nullptr;
            QTRY_VERIFY((spin = app.item(QStringLiteral("simulationRuns"))) && spin->isVisible() && spin->width() > 0);
            QTest::qWait(50); // a frame for the dialog's layout to place it
            app.click(spin);
            app.key(Qt::Key_A, Qt::ControlModifier);
            app.type(runs);
            app.key(Qt::Key_Return);
            QTRY_COMPARE(spin->property("value").toInt(), runs.toInt());
        };
        typeRuns(QStringLiteral("100"));
        QVERIFY(app.clickShown(QStringLiteral("simulationStart")));
        QTRY_VERIFY_WITH_TIMEOUT(
            simulation->property("hasResult").toBool() && !simulation->property("running").toBool(), 60000);
        // The fights asked for, then each single change over the same 100 seeds (at most 200 per change).
        const QVariantList changes = simulation->property("changes").toList();
        QVERIFY(!changes.isEmpty());
        QCOMPARE(simulation->property("changeFights").toInt(), 100);
        QCOMPARE(simulation->property("done").toInt(), 100 + 100 * int(changes.size()));
        QCOMPARE(simulation->property("total").toInt(), 100 + 100 * int(changes.size()));
        // The odds: wins, losses and stalemates add up to every fight; each interval holds its proportion.
        double sum = 0;
        for (const QVariant &o : simulation->property("outcomes").toList()) {
            const QVariantMap outcome = o.toMap();
            sum += outcome.value("p").toDouble();
            QVERIFY(outcome.value("low").toDouble() <= outcome.value("p").toDouble());
            QVERIFY(outcome.value("p").toDouble() <= outcome.value("high").toDouble());
        }
        QVERIFY(qAbs(sum - 1.0) < 1e-6);
        QVERIFY(!simulation->property("heroes").toList().isEmpty());
        // The party's spending: hit points left and lost add up to what the heroes had when the fights began (at
        // the start of the encounter nobody heals above that); each mean lies in its interval; rounds are 1..20.
        QVariantMap spent;
        for (const QVariant &row : simulation->property("spending").toList()) {
            const QVariantMap mean = row.toMap();
            QVERIFY(mean.value("low").toDouble() <= mean.value("mean").toDouble() + 1e-9);
            QVERIFY(mean.value("mean").toDouble() <= mean.value("high").toDouble() + 1e-9);
            QVERIFY(mean.value("mean").toDouble() >= 0);
            spent.insert(mean.value("key").toString(), mean.value("mean"));
        }
        QCOMPARE(spent.size(), 6);
        const int partyHp = simulation->property("partyHitPoints").toInt();
        QVERIFY(partyHp > 0);
        QVERIFY2(qAbs(spent.value("partyHpLeft").toDouble() + spent.value("partyHpLost").toDouble() - partyHp) < 0.001,
                 qPrintable(QStringLiteral("%1 + %2 != %3")
                                .arg(spent.value("partyHpLeft").toDouble())
                                .arg(spent.value("partyHpLost").toDouble())
                                .arg(partyHp)));
        QVERIFY(spent.value("rounds").toDouble() >= 1 && spent.value("rounds").toDouble() <= 20);
        // The single changes: each shift is the change's win chance minus the unchanged fights' (the same 100
        // seeds); the one that moves the odds most comes first and no other moves them more.
        const double wins = simulation->property("outcomes").toList().at(0).toMap().value("p").toDouble();
        const QVariantMap most = changes.at(0).toMap();
        // Bold only when the largest shift is a point or more; otherwise the table says no change matters.
        const bool mattersAtAll = qAbs(most.value("shift").toDouble()) >= 0.005;
        QCOMPARE(most.value("most").toBool(), mattersAtAll);
        QCOMPARE(app.item(QStringLiteral("noChangeMatters"))->isVisible(), !mattersAtAll);
        for (const QVariant &c : changes) {
            const QVariantMap change = c.toMap();
            QVERIFY2(qAbs(change.value("shift").toDouble() - (change.value("p").toDouble() - wins)) < 0.0002,
                     qPrintable(change.value("label").toString()));
            QVERIFY(qAbs(change.value("shift").toDouble()) <= qAbs(most.value("shift").toDouble()) + 1e-9);
            QVERIFY(!change.value("label").toString().isEmpty());
        }
        QVERIFY(app.item(QStringLiteral("spending_partyHpLeft")));
        QVERIFY(app.item(QStringLiteral("simulationChanges"))->isVisible());
        // What the engine does not play is listed by the creatures' and powers' names (the report's leftToTable).
        QQuickItem *left = app.item(QStringLiteral("simulationLeftToTable"));
        QVERIFY(left && left->isVisible());
        const QStringList leftParts = simulation->property("leftToTable").toStringList();
        // Ilsa's Mirror Step is a power on herself whose teleport is text: the table moves her.
        QCOMPARE(leftParts,
                 QStringList{german ? QStringLiteral("Ilsa Marrow: Mirror Step (eine Kraft auf sich selbst, deren "
                                                     "Wirkung nur Text ist: Der Tisch wendet sie an)")
                                    : QStringLiteral("Ilsa Marrow: Mirror Step (a power on itself whose effect is "
                                                     "text only: the table applies it)")});
        QCOMPARE(left->property("text").toString(), leftParts.join(QLatin1Char('\n')));
        int fights = 0;
        for (const QVariant &b : simulation->property("rounds").toList())
            fights += b.toMap().value("count").toInt();
        QCOMPARE(fights, 100);
        fights = 0;
        for (const QVariant &b : simulation->property("hpLeft").toList())
            fights += b.toMap().value("count").toInt();
        QCOMPARE(fights, 100);
        QTest::qWait(100);
        const QStringList clipped = LayoutCheck::clippedTexts(app.window());
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
        QVERIFY(!app.screenshot(QStringLiteral("simulate-from-here") + suffix).isEmpty());
        // Scrolled to the spending and the single changes.
        QQuickItem *flick = app.item(QStringLiteral("simulationChanges"));
        while (flick && !flick->inherits("QQuickFlickable"))
            flick = flick->parentItem();
        QVERIFY(flick);
        flick->setProperty("contentY", std::max(0.0, app.item(QStringLiteral("simulationSpending"))->y() - 8));
        QTest::qWait(100);
        QVERIFY(!app.screenshot(QStringLiteral("simulate-changes") + suffix).isEmpty());
        flick->setProperty("contentY", 0.0);
        QTest::qWait(100);

        // A long run, cancelled.
        typeRuns(QStringLiteral("100000"));
        QVERIFY(app.clickShown(QStringLiteral("simulationStart")));
        QTRY_VERIFY(simulation->property("running").toBool());
        QVERIFY(app.clickShown(QStringLiteral("simulationCancel")));
        QTRY_VERIFY_WITH_TIMEOUT(!simulation->property("running").toBool(), 30000);
        QVERIFY(simulation->property("done").toInt() < 100000);
        QVERIFY(!simulation->property("status").toString().isEmpty());
        QVERIFY(!app.screenshot(QStringLiteral("simulate-cancelled") + suffix).isEmpty());
        // Nothing at the table changed.
        QCOMPARE(encounter->logSize(), logBefore);
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("simulationDialog")));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestEndToEndEncounter)
#include "tst_e2e_encounter.moc"
