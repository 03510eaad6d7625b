// End to end: an action die on a hero's initiative roll (docs/modules.md, "Initiative"). With the action dice module
// on and a game night begun, Encounter > Start encounter (Ctrl+I) rolls everyone's initiative and, before the order
// is made, offers each hero below first place the hero token's re-roll (Keep the roll) and then an action die, with
// the chance of acting before each creature ahead ("75% to act before Skeleton 2 (12 or more)"). Spend pays the die;
// the start's seed is fresh each time, so starts are tried (Ctrl+Z undoes each) until the die passes someone: the
// tracker's order then has the hero ahead of the place the offer named. Ctrl+Z undoes the start with its die.
#include "actiondicedriver.h"
#include "windowdriver.h"

#include <QJsonArray>
#include <QTemporaryDir>

using namespace ActionDiceDriver;

namespace {

/** The tracker's rows, first to act first (the encounter model the InitiativePanel lists). */
QStringList trackerOrder(EncounterController *encounter)
{
    QStringList order;
    for (int row = 0; row < encounter->rowCount(); ++row)
        order << encounter->data(encounter->index(row), EncounterController::CreatureIdRole).toString();
    return order;
}

/** The initiative offer the game master took (the log's decision with details.roll "initiative"), or {}. */
QJsonObject takenInitiativeOffer(EncounterController *encounter)
{
    for (const QJsonObject &event : encounter->processor()->log().events()) {
        const QJsonObject details = event.value(QStringLiteral("details")).toObject();
        if (event.value(QStringLiteral("type")).toString() == QLatin1String("decision") &&
            details.value(QStringLiteral("roll")).toString() == QLatin1String("initiative") &&
            event.value(QStringLiteral("answer")).toBool())
            return event;
    }
    return {};
}

int sumDice(ActionDicePools *pools)
{
    int sum = 0;
    const QVariantMap byHero = pools->byHero();
    for (auto it = byHero.cbegin(); it != byHero.cend(); ++it)
        sum += it.value().toMap().value(QStringLiteral("dice")).toInt();
    return sum;
}

} // namespace

class TestE2eInitiativeDice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void spendADieOnInitiative_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("1366x768 German") << QSize(1366, 768) << true;
    }
    void spendADieOnInitiative()
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
        EncounterController *encounter = encounterOf(app);
        ActionDicePools *pools = poolsOf(app);
        QVERIFY(encounter && pools);
        QVERIFY(startGameNight(app, german));
        QTRY_COMPARE(dice(pools, QStringLiteral("brannoc")), 3);
        const int diceBefore = sumDice(pools);
        PromptDecider *prompt = encounter->prompt();

        bool passed = false;
        bool shot = false;
        for (int attempt = 0; attempt < 30 && !passed; ++attempt) {
            app.key(Qt::Key_I, Qt::ControlModifier);
            QTRY_VERIFY(prompt->pending() || encounter->running());
            // The hero token's re-roll comes first: Keep the roll; then the first action die offered: Spend.
            bool spent = false;
            while (prompt->pending()) {
                const bool dieOffer = prompt->kind() == QLatin1String("moduleOffer") && !spent;
                QQuickItem *button = nullptr;
                const QString name = dieOffer ? QStringLiteral("promptYes") : QStringLiteral("promptNo");
                QTRY_VERIFY((button = app.item(name)) && button->isVisible());
                if (dieOffer) {
                    const QString question = prompt->question();
                    QVERIFY2(question.contains(german ? QStringLiteral("vor ") : QStringLiteral("to act before")) &&
                                 question.contains(QLatin1Char('%')),
                             qPrintable(question));
                    if (!shot) {
                        QTest::qWait(100);
                        app.screenshot(QStringLiteral("action-dice-initiative-offer") + suffix);
                        shot = true;
                    }
                    spent = true;
                }
                app.click(button);
                QTRY_VERIFY(prompt->pending() || !encounter->waiting());
            }
            QTRY_VERIFY(encounter->running());
            const QJsonObject offer = takenInitiativeOffer(encounter);
            QVERIFY(!offer.isEmpty());
            QCOMPARE(sumDice(pools), diceBefore - 1);
            const QString hero = offer.value(QStringLiteral("decider")).toString();
            const QString passedCreature = offer.value(QStringLiteral("details"))
                                               .toObject()
                                               .value(QStringLiteral("places"))
                                               .toArray()
                                               .first()
                                               .toObject()
                                               .value(QStringLiteral("before"))
                                               .toString();
            const QStringList order = trackerOrder(encounter);
            // The offer's first place is the one just above the hero's roll: passed, the hero acts before it.
            passed = order.indexOf(hero) >= 0 && order.indexOf(hero) < order.indexOf(passedCreature);
            if (passed) {
                QTest::qWait(100);
                app.screenshot(QStringLiteral("action-dice-initiative-order") + suffix);
            }
            app.key(Qt::Key_Z, Qt::ControlModifier); // the start goes, and with it the die
            QTRY_VERIFY(!encounter->running());
            QTRY_COMPARE(sumDice(pools), diceBefore);
        }
        QVERIFY2(passed, "no start's action die passed anyone in the order");
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eInitiativeDice)
#include "tst_e2e_initiativedice.moc"
