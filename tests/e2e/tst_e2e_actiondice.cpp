// End to end: the action dice module in the real window on the sample crypt (docs/modules.md, "Action dice and hero
// tokens", "The roll hook"): Settings > Rules modules turns it on, Settings > Start game night gives the heroes their
// pools (the panel shows them), Brannoc's attack that misses brings the offer with its odds, taking it spends a die
// (the panel shows it) and Ctrl+Z gives it back.
#include "actiondicedriver.h"
#include "cryptfightdriver.h"
#include "dicelog.h"
#include "tokenmodel.h"
#include "windowdriver.h"

#include <QRegularExpression>
#include <QTemporaryDir>

#include <functional>

using namespace ActionDiceDriver;

namespace {

// The pool the panel shows for a hero ("3d4"); empty when it shows none.
/** A failed d20 of a hero with a token is offered the token's re-roll before an action die: declined here. */
void declineRerolls(AppWindow &app, EncounterController *encounter, PromptDecider *prompt)
{
    while (prompt->pending() && prompt->kind() == QLatin1String("moduleReroll")) {
        QQuickItem *no = nullptr;
        QTRY_VERIFY((no = app.item(QStringLiteral("promptNo"))) && no->isVisible());
        app.click(no);
        // The next question of the same roll (an action die), or the command done.
        QTRY_VERIFY(prompt->pending() || !encounter->waiting());
    }
}

QString poolText(const AppWindow &app, const QString &hero)
{
    QQuickItem *row = app.item(QStringLiteral("actionDicePool_") + hero);
    QQuickItem *count = row ? AppWindow::find(row, QStringLiteral("actionDiceCount")) : nullptr;
    return count && row->isVisible() ? count->property("text").toString() : QString();
}

// The badge a hero's token shows for its pool ("3d4") or its running AC boost, in the window's tree; empty when hidden.
QString tokenBadge(QQuickItem *root, const QString &hero, const QString &badge)
{
    QQuickItem *token = AppWindow::find(root, QStringLiteral("token-") + hero);
    QQuickItem *shown = token ? AppWindow::find(token, badge) : nullptr;
    return shown && shown->isVisible() && shown->parentItem()->isVisible() ? shown->property("text").toString()
                                                                           : QString();
}

int poolValue(ActionDicePools *pools, const QString &hero, const char *key)
{
    return pools->byHero().value(hero).toMap().value(QLatin1String(key), -1).toInt();
}

// Every visible tracker line of action dice ("Action dice 3d4 · 1 token").
QStringList trackerLines(QQuickItem *item)
{
    QStringList lines;
    if (!item->isVisible())
        return lines;
    if (item->objectName() == QLatin1String("trackerActionDice"))
        lines << item->property("text").toString();
    for (QQuickItem *child : item->childItems())
        lines << trackerLines(child);
    return lines;
}

} // namespace

class TestE2eActionDice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void boostAnAttackAndUndo_data() { CryptFightDriver::addSizes(); }
    void boostAnAttackAndUndo()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        const QString suffix = german ? QStringLiteral("-de") : QString();
        AppWindow app(42);
        QVERIFY(app.openSample(size, german));
        EncounterController *encounter = encounterOf(app);

        // Settings > Rules modules: action dice on, OK.
        QVERIFY(turnOnActionDice(app, german));
        QQuickItem *panel = nullptr;
        QTRY_VERIFY((panel = app.item(QStringLiteral("actionDicePanel"))) && panel->isVisible());

        // Settings > Start game night: Brannoc (level 5) has 3d4 (Action Dice Basics table).
        QVERIFY(beginGameNight(app, german));
        QTRY_COMPARE(poolText(app, QStringLiteral("brannoc")), QStringLiteral("3d4"));
        app.screenshot(QStringLiteral("action-dice-night") + suffix);

        // A fight in which Brannoc, put beside Skeleton 2, misses it: the seeds are tried in turn (undoing each fight
        // whose attack hit), since only a miss brings the offer.
        PromptDecider *prompt = encounter->prompt();
        bool offered = false;
        for (int seed = 1; seed <= 40 && !offered; ++seed) {
            QVERIFY2(encounter->start(seed), qPrintable(encounter->errorMessage()));
            QVERIFY(declineAll(app, encounter)); // the heroes' initiative rolls stay as rolled
            for (int turn = 0; turn < 14 && encounter->currentCreature() != QLatin1String("brannoc"); ++turn)
                QVERIFY(encounter->nextTurn());
            QCOMPARE(encounter->currentCreature(), QStringLiteral("brannoc"));
            QVERIFY2(encounter->place(QStringLiteral("brannoc"), 9, 3), qPrintable(encounter->errorMessage()));
            QQuickItem *skeleton = nullptr;
            QTRY_VERIFY((skeleton = app.item(QStringLiteral("token-skel2"))));
            QTest::qWait(100);
            QTest::mouseMove(app.window(), AppWindow::centreOf(skeleton));
            QTest::qWait(50);
            const int logBefore = encounter->logSize();
            QTest::mouseClick(app.window(), Qt::LeftButton, Qt::ControlModifier, AppWindow::centreOf(skeleton));
            QTRY_VERIFY(prompt->pending() || encounter->logSize() > logBefore);
            declineRerolls(app, encounter,
                           prompt); // the hero token's re-roll comes first; tst_e2e_actiondicefight takes it
            // A hit brings the damage offer (no odds): declined, and the next seed is tried.
            offered = prompt->pending() && prompt->kind() == QLatin1String("moduleOffer") &&
                      prompt->question().contains(QLatin1Char('%'));
            if (!offered) {
                while (prompt->pending()) {
                    QQuickItem *no = nullptr;
                    QTRY_VERIFY((no = app.item(QStringLiteral("promptNo"))) && no->isVisible());
                    app.click(no);
                    QTest::qWait(50);
                }
                QTRY_VERIFY(!encounter->waiting());
                while (encounter->running())
                    QVERIFY(encounter->undo());
            }
        }
        QVERIFY2(offered, "no seed gave Brannoc a miss against Skeleton 2");
        QQuickItem *yes = nullptr;
        QTRY_VERIFY((yes = app.item(QStringLiteral("promptYes"))) && yes->isVisible());
        // The offer shows the chance that the die turns the miss.
        QVERIFY2(prompt->question().contains(QLatin1Char('%')), qPrintable(prompt->question()));
        QCOMPARE(yes->property("text").toString(),
                 german ? QStringLiteral("1d4 ausgeben") : QStringLiteral("Spend 1d4"));
        QTest::qWait(100);
        app.screenshot(QStringLiteral("action-dice-offer") + suffix);
        app.click(yes);
        QTRY_VERIFY(!prompt->pending() || prompt->kind() == QLatin1String("moduleOffer"));
        // A second offer (the die did not turn the miss) is declined; a damage offer after a hit too.
        while (prompt->pending()) {
            QQuickItem *no = app.item(QStringLiteral("promptNo"));
            QVERIFY(no);
            app.click(no);
            QTest::qWait(50);
        }
        QTRY_COMPARE(poolText(app, QStringLiteral("brannoc")), QStringLiteral("2d4"));
        app.screenshot(QStringLiteral("action-dice-spent") + suffix);

        // Edit > Undo (Ctrl+Z): the attack and its die go back together.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(poolText(app, QStringLiteral("brannoc")), QStringLiteral("3d4"));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // "1 saving throw" may be boosted: Brannoc, dazed (save ends), fails his save at the end of his turn; the offer
    // says the chance, taking it spends a die (the save's line in the log counts it), Ctrl+Z gives it back.
    void boostAFailedSave_data() { boostAnAttackAndUndo_data(); }
    void boostAFailedSave()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        const QString suffix = german ? QStringLiteral("-de") : QString();
        AppWindow app(42);
        QVERIFY(app.openSample(size, german));
        EncounterController *encounter = encounterOf(app);
        PromptDecider *prompt = encounter->prompt();
        QVERIFY(turnOnActionDice(app, german));
        QVERIFY(beginGameNight(app, german));
        QTRY_COMPARE(poolText(app, QStringLiteral("brannoc")), QStringLiteral("3d4"));

        // Fights in turn (each undone when Brannoc's save succeeds) until one where it fails: only a failure is
        // offered a die.
        bool offered = false;
        for (int seed = 1; seed <= 40 && !offered; ++seed) {
            QVERIFY2(encounter->start(seed), qPrintable(encounter->errorMessage()));
            QVERIFY(declineAll(app, encounter)); // the heroes' initiative rolls stay as rolled
            for (int turn = 0; turn < 14 && encounter->currentCreature() != QLatin1String("brannoc"); ++turn)
                QVERIFY(encounter->nextTurn());
            QCOMPARE(encounter->currentCreature(), QStringLiteral("brannoc"));
            QVERIFY2(encounter->execute(QStringLiteral(
                         R"({"type": "applyEffect", "target": "brannoc", "source": "skel1",
                             "effect": {"condition": "dazed", "duration": "saveEnds"}})")),
                     qPrintable(encounter->errorMessage()));
            // Next turn (Ctrl+T): Brannoc's turn ends with his save.
            const int logBefore = encounter->logSize();
            app.key(Qt::Key_T, Qt::ControlModifier);
            QTRY_VERIFY(prompt->pending() || encounter->logSize() > logBefore);
            declineRerolls(app, encounter, prompt);
            offered = prompt->pending() && prompt->kind() == QLatin1String("moduleOffer");
            if (!offered) {
                QTRY_VERIFY(!encounter->waiting());
                while (encounter->running())
                    QVERIFY(encounter->undo());
            }
        }
        QVERIFY2(offered, "no seed made Brannoc fail his save");
        const QString question = prompt->question();
        QVERIFY2(question.contains(QLatin1Char('%')) &&
                     question.contains(german ? QStringLiteral("Rettungswurf") : QStringLiteral("saving throw")),
                 qPrintable(question));
        QQuickItem *yes = nullptr;
        QTRY_VERIFY((yes = app.item(QStringLiteral("promptYes"))) && yes->isVisible());
        QTest::qWait(100);
        app.screenshot(QStringLiteral("action-dice-save-offer") + suffix);
        app.click(yes);
        // Still failing, the next die is offered: declined.
        QTest::qWait(50);
        while (prompt->pending()) {
            QQuickItem *no = app.item(QStringLiteral("promptNo"));
            QVERIFY(no);
            app.click(no);
            QTest::qWait(50);
        }
        QTRY_VERIFY(!encounter->waiting());
        QTRY_COMPARE(poolText(app, QStringLiteral("brannoc")), QStringLiteral("2d4"));

        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(poolText(app, QStringLiteral("brannoc")), QStringLiteral("3d4"));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // "Any die roll you make": a roll of the free dice box (a skill check the engine does not apply) gets a Boost…
    // button while a game night runs; Brannoc's die is added and the panel says the new total. Then, out of combat,
    // his token's Heal spend puts the die's hit points onto him.
    void boostAFreeRoll_data() { boostAnAttackAndUndo_data(); }
    void boostAFreeRoll()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        const QString suffix = german ? QStringLiteral("-de") : QString();
        AppWindow app(42);
        QVERIFY(app.openSample(size, german));
        auto *pools = poolsOf(app);
        QVERIFY(turnOnActionDice(app, german));
        // No game night: a free roll has no Boost button.
        QVERIFY(app.clickShown(QStringLiteral("diceBox")));
        app.type(QStringLiteral("d20+3"));
        app.key(Qt::Key_Return);
        QTRY_VERIFY(app.controller()->diceLog()->rowCount() > 0);
        QQuickItem *boost = app.item(QStringLiteral("boostRollButton"));
        QVERIFY(!boost || !boost->isVisible());
        QVERIFY(beginGameNight(app, german));
        QTRY_COMPARE(poolText(app, QStringLiteral("brannoc")), QStringLiteral("3d4"));

        // Roll d20+3 in the dice box; Boost… on its line, Brannoc Vell: 1d4.
        QVERIFY(app.clickShown(QStringLiteral("diceBox")));
        app.type(QStringLiteral("d20+3"));
        app.key(Qt::Key_Return);
        DiceLog *log = app.controller()->diceLog();
        QTRY_VERIFY(log->rowCount() > 1);
        const int total = log->data(log->index(log->rowCount() - 1), DiceLog::TotalRole).toInt();
        QTRY_VERIFY((boost = app.item(QStringLiteral("boostRollButton"))) && boost->isVisible());
        QTest::qWait(100);
        // The newest line's button (the list shows the newest at the bottom).
        QQuickItem *newestButton = nullptr;
        std::function<void(QQuickItem *)> lastButton = [&](QQuickItem *item) {
            if (item->objectName() == QLatin1String("boostRollButton") && item->isVisible() &&
                (!newestButton || item->mapToScene(QPointF()).y() > newestButton->mapToScene(QPointF()).y()))
                newestButton = item;
            for (QQuickItem *child : item->childItems())
                lastButton(child);
        };
        lastButton(app.sceneRoot());
        QVERIFY(newestButton);
        app.click(newestButton);
        QTRY_VERIFY(app.item(QStringLiteral("boostRollBy_brannoc")) &&
                    app.item(QStringLiteral("boostRollBy_brannoc"))->isVisible());
        QTest::qWait(100);
        app.screenshot(QStringLiteral("action-dice-free-roll") + suffix);
        QVERIFY(app.clickShown(QStringLiteral("boostRollBy_brannoc")));
        QTRY_COMPARE(poolText(app, QStringLiteral("brannoc")), QStringLiteral("2d4"));
        QVERIFY2(pools->lastError().isEmpty(), qPrintable(pools->lastError()));
        // "Brannoc Vell boosts a roll to 17 (1d4!: 3 = 3)": at least one more than the roll, as a d4 adds 1 or more.
        const QString result = pools->lastResult();
        const QRegularExpression boosted(QStringLiteral("(\\d+) \\(1d4!: [0-9! ]+ = (\\d+)\\)"));
        const QRegularExpressionMatch match = boosted.match(result);
        QVERIFY2(match.hasMatch(), qPrintable(result));
        QCOMPARE(match.captured(1).toInt(), total + match.captured(2).toInt());
        QVERIFY(match.captured(2).toInt() >= 1);
        app.screenshot(QStringLiteral("action-dice-free-roll-boosted") + suffix);

        // Out of combat, Heal 1d4 hit points on Brannoc's token: the die's result goes onto his hit points ("Heal
        // your character": Kevin's 4 then 3 heals 7), capped at his maximum.
        QVERIFY(encounterOf(app)->setHitPoints(QStringLiteral("brannoc"), 30, 52));
        TokenModel *tokens = app.controller()->tokens();
        const auto hitPoints = [tokens] {
            return tokens->data(tokens->index(tokens->rowOf(QStringLiteral("brannoc"))), TokenModel::HitPointsRole)
                .toInt();
        };
        QTRY_COMPARE(hitPoints(), 30);
        QQuickItem *token = app.item(QStringLiteral("token-brannoc"));
        QVERIFY(token);
        QTest::mouseMove(app.window(), AppWindow::centreOf(token));
        QTest::qWait(100);
        app.click(token, Qt::RightButton);
        QQuickItem *entry = nullptr;
        const QString title = WindowDriver::shown("TokenMenu", "Action dice (%1d%2)").arg(2).arg(4);
        QTRY_VERIFY((entry = app.itemWithText(title)) && entry->isVisible());
        QTest::qWait(100);
        app.click(entry);
        QVERIFY(app.clickShown(QStringLiteral("spendHeal")));
        QTRY_COMPARE(poolText(app, QStringLiteral("brannoc")), QStringLiteral("1d4"));
        const QRegularExpressionMatch healed =
            QRegularExpression(QStringLiteral("(\\d+) .*\\(1d4!: [0-9! ]+ = (\\d+)\\)")).match(pools->lastResult());
        QVERIFY2(healed.hasMatch(), qPrintable(pools->lastResult()));
        QCOMPARE(healed.captured(1).toInt(), healed.captured(2).toInt());
        QTRY_COMPARE(hitPoints(), 30 + healed.captured(2).toInt());
        app.screenshot(QStringLiteral("action-dice-healed-token") + suffix);
        // One step: one Ctrl+Z takes back the die and the hit points together.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(poolText(app, QStringLiteral("brannoc")), QStringLiteral("2d4"));
        QTRY_COMPARE(hitPoints(), 30);

        // +2 AC spent out of a fight (its rounds in the pool), then Encounter > Start encounter (Ctrl+I): the boost
        // comes into the fight for the rounds it has left, counted in every attack against Brannoc.
        QTRY_VERIFY((token = app.item(QStringLiteral("token-brannoc"))));
        QTest::qWait(100);
        QTest::mouseMove(app.window(), AppWindow::centreOf(token));
        QTest::qWait(100);
        app.click(token, Qt::RightButton);
        QTRY_VERIFY((entry = app.itemWithText(title)) && entry->isVisible());
        QTest::qWait(100);
        app.click(entry);
        QVERIFY(app.clickShown(QStringLiteral("spendAc")));
        QTRY_COMPARE(poolText(app, QStringLiteral("brannoc")), QStringLiteral("1d4"));
        EncounterController *encounter = encounterOf(app);
        QVERIFY(startEncounter(app, encounter));
        const QList<battlemat::ModuleDefenseBonus> bonuses = encounter->processor()->state().moduleDefenseBonuses;
        QCOMPARE(bonuses.size(), 1);
        QCOMPARE(bonuses[0].creature, QStringLiteral("brannoc"));
        QCOMPARE(bonuses[0].bonus, 2);
        QTest::qWait(100);
        app.screenshot(QStringLiteral("action-dice-ac-carried") + suffix);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // The pools where the game master and the players look (the token, the tracker, the TV, the sheet) and the
    // token's Action dice menu: +2 AC at the start of round 1 counts down as round 2 begins (and Ctrl+Z brings the
    // round back), healing in a fight is refused with the rule's reason, an award adds a die.
    void spendFromTheTokenMenu_data() { boostAnAttackAndUndo_data(); }
    void spendFromTheTokenMenu()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        const QString suffix = german ? QStringLiteral("-de") : QString();
        AppWindow app(42);
        QVERIFY(app.openSample(size, german));
        EncounterController *encounter = encounterOf(app);
        auto *pools = poolsOf(app);
        QVERIFY(pools);
        QQuickItem *root = app.sceneRoot();

        QVERIFY(turnOnActionDice(app, german));
        QCOMPARE(tokenBadge(root, QStringLiteral("brannoc"), QStringLiteral("actionDiceBadge")), QString());
        QVERIFY(beginGameNight(app, german));
        // Brannoc (level 5) has 3d4 on his token (Action Dice Basics table); a monster's token has none.
        QTRY_COMPARE(tokenBadge(root, QStringLiteral("brannoc"), QStringLiteral("actionDiceBadge")),
                     QStringLiteral("3d4"));
        QCOMPARE(tokenBadge(root, QStringLiteral("skel1"), QStringLiteral("actionDiceBadge")), QString());

        // Encounter > Start encounter (Ctrl+I): the heroes' rows in the tracker show their pools.
        QVERIFY(startEncounter(app, encounter));
        QCOMPARE(encounter->round(), 1);
        const QString trackerLine =
            QCoreApplication::translate("InitiativePanel", "Action dice %1d%2 · %n token(s)", nullptr, 1);
        QTRY_VERIFY2(trackerLines(root).contains(trackerLine.arg(3).arg(4)), qPrintable(trackerLines(root).join('|')));
        // Brannoc, Ilsa and Sefra; Aldric is no campaign hero. The rows fill in one by one on a loaded machine.
        QTRY_COMPARE(trackerLines(root).size(), 3);

        // Right-click Brannoc > Action dice (3d4) > +2 AC for 1d4 rounds, at the start of round 1.
        const auto openActionDiceMenu = [&](const QString &sides) {
            QQuickItem *token = app.item(QStringLiteral("token-brannoc"));
            if (!token)
                return false;
            // As a hand does: the pointer comes to the token, then the right button.
            QTest::mouseMove(app.window(), AppWindow::centreOf(token));
            QTest::qWait(100);
            app.click(token, Qt::RightButton);
            QQuickItem *entry = nullptr;
            const QString title =
                WindowDriver::shown("TokenMenu", "Action dice (%1d%2)").arg(sides).arg(QStringLiteral("4"));
            if (!QTest::qWaitFor([&] { return (entry = app.itemWithText(title)) && entry->isVisible(); }))
                return false;
            QTest::qWait(100); // the menu lays the entry out on its next frame
            app.click(entry);
            return true;
        };
        QVERIFY(openActionDiceMenu(QStringLiteral("3")));
        QVERIFY(app.clickShown(QStringLiteral("spendAc")));
        QTRY_COMPARE(poolValue(pools, QStringLiteral("brannoc"), "dice"), 2);
        const int rounds = poolValue(pools, QStringLiteral("brannoc"), "acBoostRoundsLeft");
        QVERIFY2(rounds >= 1, qPrintable(pools->lastError()));
        QCOMPARE(poolValue(pools, QStringLiteral("brannoc"), "acBoostBonus"), 2);
        QTRY_COMPARE(tokenBadge(root, QStringLiteral("brannoc"), QStringLiteral("actionDiceBadge")),
                     QStringLiteral("2d4"));
        const QString acBadge = tokenBadge(root, QStringLiteral("brannoc"), QStringLiteral("acBoostBadge"));
        QVERIFY2(acBadge.startsWith(QStringLiteral("+2")) && acBadge.contains(QString::number(rounds)),
                 qPrintable(acBadge));
        QVERIFY2(pools->lastResult().contains(QString::number(rounds)), qPrintable(pools->lastResult()));
        QQuickItem *result = app.item(QStringLiteral("actionDiceResult"));
        QVERIFY(result && result->isVisible());
        app.screenshot(QStringLiteral("action-dice-ac-boost") + suffix);

        // Next turn (Ctrl+T) until round 2 begins: the boost has a round less ("a 3 spent in round 1 covers rounds
        // 1-3"); Ctrl+Z takes the turn and the count back together.
        for (int turn = 0; turn < 20 && encounter->round() < 2; ++turn)
            app.key(Qt::Key_T, Qt::ControlModifier);
        QCOMPARE(encounter->round(), 2);
        QTRY_COMPARE(poolValue(pools, QStringLiteral("brannoc"), "acBoostRoundsLeft"), rounds - 1);
        QCOMPARE(poolValue(pools, QStringLiteral("brannoc"), "acBoostBonus"), rounds > 1 ? 2 : 0);
        QCOMPARE(tokenBadge(root, QStringLiteral("brannoc"), QStringLiteral("acBoostBadge")).isEmpty(), rounds == 1);
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(encounter->round(), 1);
        QCOMPARE(poolValue(pools, QStringLiteral("brannoc"), "acBoostRoundsLeft"), rounds);

        // Healing with action dice in a fight is refused ("when not actively engaged in combat"); nothing is spent.
        QVERIFY(openActionDiceMenu(QStringLiteral("2")));
        QVERIFY(app.clickShown(QStringLiteral("spendHeal")));
        QTRY_VERIFY(!pools->lastError().isEmpty());
        QQuickItem *error = app.item(QStringLiteral("actionDiceError"));
        QTRY_VERIFY(error && error->isVisible());
        QCOMPARE(poolValue(pools, QStringLiteral("brannoc"), "dice"), 2);

        // The game master awards a die: 3d4 again.
        QVERIFY(openActionDiceMenu(QStringLiteral("2")));
        QTest::qWait(100);
        app.screenshot(QStringLiteral("action-dice-token-menu") + suffix);
        QVERIFY(app.clickShown(QStringLiteral("awardDie")));
        QTRY_COMPARE(poolValue(pools, QStringLiteral("brannoc"), "dice"), 3);
        QVERIFY(pools->lastError().isEmpty());
        // Brannoc's row: his pool and the boost with the rounds it still lasts.
        QTRY_VERIFY2(trackerLines(root).contains(
                         trackerLine.arg(3).arg(4) + QStringLiteral(" · ") +
                         QCoreApplication::translate("InitiativePanel", "+2 AC, %n round(s)", nullptr, rounds)),
                     qPrintable(trackerLines(root).join('|')));

        // A monster's token menu has no Action dice entry; Brannoc's has it again after it.
        QQuickItem *skeleton = app.item(QStringLiteral("token-skel1"));
        QVERIFY(skeleton);
        QTest::mouseMove(app.window(), AppWindow::centreOf(skeleton));
        QTest::qWait(100);
        app.click(skeleton, Qt::RightButton);
        QQuickItem *damage = nullptr;
        const QString damageText = WindowDriver::shown("TokenMenu", "Damage…");
        QTRY_VERIFY((damage = app.itemWithText(damageText)) && damage->isVisible());
        const QString title = WindowDriver::shown("TokenMenu", "Action dice (%1d%2)").arg(3).arg(4);
        QQuickItem *entry = app.itemWithText(title);
        QVERIFY(!entry || !entry->isVisible());
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!damage->isVisible());
        QVERIFY(openActionDiceMenu(QStringLiteral("3")));
        app.key(Qt::Key_Escape);
        app.key(Qt::Key_Escape);

        // View > Players' window (Ctrl+P): the players see Brannoc's pool on his token.
        QQuickWindow *players = app.playersWindow();
        QVERIFY(players);
        app.key(Qt::Key_P, Qt::ControlModifier);
        QTRY_VERIFY(players->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(players));
        QTRY_COMPARE(tokenBadge(players->contentItem(), QStringLiteral("brannoc"), QStringLiteral("actionDiceBadge")),
                     QStringLiteral("3d4"));
        QVERIFY(
            !tokenBadge(players->contentItem(), QStringLiteral("brannoc"), QStringLiteral("acBoostBadge")).isEmpty());
        // On the TV the badges leave the token's middle, its initial, to be seen: inside the token they covered it.
        {
            QQuickItem *token = AppWindow::find(players->contentItem(), QStringLiteral("token-brannoc"));
            QVERIFY(token);
            const QRectF body = token->mapRectToScene(
                QRectF(token->width() / 4, token->height() / 4, token->width() / 2, token->height() / 2));
            for (const char *name : {"actionDiceBadge", "acBoostBadge"}) {
                QQuickItem *badge = AppWindow::find(token, QString::fromLatin1(name));
                QVERIFY(badge);
                const QRectF shown = badge->mapRectToScene(QRectF(0, 0, badge->width(), badge->height()));
                QVERIFY2(!shown.intersects(body), name);
            }
        }
        QVERIFY(!app.screenshot(QStringLiteral("action-dice-players") + suffix, players).isEmpty());
        players->close();

        // The character sheet (the token's Open character sheet) shows the pool of this game night.
        QVERIFY(QMetaObject::invokeMethod(app.window(), "openHeroSheet", Q_ARG(QVariant, QStringLiteral("brannoc"))));
        QQuickWindow *sheet = WindowDriver::topLevel(QStringLiteral("characterSheets"));
        QVERIFY(sheet);
        QTRY_VERIFY(sheet->isVisible());
        QQuickItem *line = nullptr;
        QTRY_VERIFY((line = WindowDriver::findVisible(sheet, QStringLiteral("sheetActionDice"))));
        QVERIFY2(line->property("text").toString().startsWith(
                     QCoreApplication::translate("CharacterSheetWindow", "Action dice %1d%2 · %n token(s)", nullptr, 1)
                         .arg(3)
                         .arg(4)),
                 qPrintable(line->property("text").toString()));
        QVERIFY(!app.screenshot(QStringLiteral("action-dice-sheet") + suffix, sheet).isEmpty());
        sheet->close();
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eActionDice)
#include "tst_e2e_actiondice.moc"
