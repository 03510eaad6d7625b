// End to end: a counter that turns a hit into a miss, in the real window (docs/encounter.md "Triggered powers", a
// power with `makesMiss`; the published baby screamer's "Pulse Engine (counter, encounter): When an enemy hits the baby
// screamer: The baby screamer shifts one square, and the attack misses"). Skeleton 2 is given the power as the
// importer reads it; Dagny, beside it on her turn, Ctrl+clicks it with her mace: the roll hits, and before the damage
// the prompt offers the counter with what it spares on average; taken with the mouse, the prompt asks for the
// square the skeleton shifts to, highlighted on the map; a click moves it there, the dice log says the hit was turned
// into a miss and no damage is dealt; Ctrl+Z takes the blow, the counter and the shift back together.
#include "cryptfightdriver.h"
#include "dicelog.h"
#include "layoutcheck.h"
#include "promptdecider.h"

using namespace battlemat;
using namespace CryptFightDriver;

namespace {

// Pulse Engine as the importer writes it from the baby screamer's stat block.
QJsonObject pulseEngine()
{
    return QJsonObject{{QStringLiteral("id"), QStringLiteral("pulse-engine")},
                       {QStringLiteral("name"), QStringLiteral("Pulse Engine")},
                       {QStringLiteral("usage"), QStringLiteral("encounter")},
                       {QStringLiteral("action"), QStringLiteral("immediate")},
                       {QStringLiteral("trigger"), QStringLiteral("beingHit")},
                       {QStringLiteral("origin"), QStringLiteral("self")},
                       {QStringLiteral("makesMiss"), true},
                       {QStringLiteral("selfChange"), QJsonObject{{QStringLiteral("shifts"), 1}}}};
}

} // namespace

class TestE2ePulseEngine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void theHitBecomesAMiss_data() { addSizes(); }
    void theHitBecomesAMiss()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        CryptFight fight;
        // At seed 42 the mace hits: the counter is offered with the damage the miss spares on average.
        const QString offered = fight.dagnyStrikesSkeleton2(size, pulseEngine());
        QVERIFY2(offered.isEmpty(), qPrintable(offered));
        AppWindow &app = fight.app;
        EncounterController *encounter = fight.encounter;
        const int before = fight.logBefore;
        const int hp = encounter->session()->encounter()->state().combatant(QStringLiteral("skel2"))->hp;
        PromptDecider *prompt = encounter->prompt();
        QVERIFY2(prompt->question().contains(german ? QStringLiteral("verfehlt der Angriff stattdessen")
                                                    : QStringLiteral("the attack misses Skeleton 2 instead")),
                 qPrintable(prompt->question()));
        QVERIFY2(prompt->question().contains(german ? QStringLiteral("Schaden im Durchschnitt")
                                                    : QStringLiteral("damage on average")),
                 qPrintable(prompt->question()));
        const QString taken = fight.takeOffer(QStringLiteral("pulse-engine-prompt") + suffix);
        QVERIFY2(taken.isEmpty(), qPrintable(taken));

        // Taken: where it shifts, one square, the squares highlighted on the map.
        QTRY_VERIFY(prompt->pending() && prompt->kind() == QLatin1String("square"));
        int x = -1, y = -1;
        for (const QVariant &entry : prompt->squares()) {
            const QVariantMap square = entry.toMap();
            if (square.value(QStringLiteral("label")).toString().isEmpty()) {
                x = square.value(QStringLiteral("x")).toInt();
                y = square.value(QStringLiteral("y")).toInt();
                break;
            }
        }
        QVERIFY(x >= 0);
        QQuickItem *highlighted = nullptr;
        QTRY_VERIFY((highlighted = app.item(QStringLiteral("squareChoice_%1_%2").arg(x).arg(y))) &&
                    highlighted->isVisible());
        QTest::qWait(100);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::NoModifier, mapPoint(app, x + 0.5, y + 0.5));
        QTRY_VERIFY(!prompt->pending() && !encounter->waiting());

        const auto attacks = eventsOfType(encounter, QStringLiteral("attack"));
        QVERIFY(!attacks.isEmpty());
        QVERIFY(!attacks.last().value(QStringLiteral("hit")).toBool());
        QCOMPARE(attacks.last().value(QStringLiteral("turnedToMiss")).toString(), QStringLiteral("pulse-engine"));
        const Combatant *skel = encounter->session()->encounter()->state().combatant(QStringLiteral("skel2"));
        QCOMPARE(skel->hp, hp);
        QCOMPARE(skel->position, (Square{x, y}));
        const QString missed = german ? QStringLiteral("Pulse Engine macht den Treffer")
                                      : QStringLiteral("Dagny misses Skeleton 2: Pulse Engine turns the hit");
        QTRY_VERIFY2(diceLogLines(encounter).join(QLatin1Char('\n')).contains(missed),
                     qPrintable(diceLogLines(encounter).join(QLatin1Char('\n'))));
        QTest::qWait(200);
        app.screenshot(QStringLiteral("pulse-engine-after") + suffix);

        // Ctrl+Z: one step takes back the blow, the counter and the shift.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(encounter->logSize(), before);
        QVERIFY(eventsOfType(encounter, QStringLiteral("triggeredPower")).isEmpty());
        skel = encounter->session()->encounter()->state().combatant(QStringLiteral("skel2"));
        QCOMPARE(skel->position, (Square{10, 3}));
        QVERIFY(!skel->expendedPowers.contains(QStringLiteral("pulse-engine")));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2ePulseEngine)
#include "tst_e2e_pulseengine.moc"
