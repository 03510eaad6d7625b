// End to end: a push into a pit in the real window (docs/grid-geometry.md "Pits and water"; orcus-gaps-filled.md
// section 10). The game master paints a chasm with the map editor's Pit brush, starts the crypt fight, picks
// Skeleton 2's Shove (a push of 3 given to it in the stat blocks) in the power chooser and Ctrl+clicks Dagny; the
// prompt asks whether to drop her in, with her chance to save; taken, she saves or falls (1d10, prone), as the log
// and the board show, and Ctrl+Z puts her back unhurt.
#include "cryptfightdriver.h"
#include "encounter/conditionrules.h"
#include "layoutcheck.h"
#include "promptdecider.h"

using namespace battlemat;
using namespace CryptFightDriver;

namespace {

// Skeleton 2's Shove: ranged 10, +30 vs Fortitude, the target pushed 3 squares.
QJsonObject shove()
{
    return QJsonObject{{QStringLiteral("id"), QStringLiteral("shove")},
                       {QStringLiteral("name"), QStringLiteral("Shove")},
                       {QStringLiteral("origin"), QStringLiteral("ranged")},
                       {QStringLiteral("range"), 10},
                       {QStringLiteral("attack"), 30},
                       {QStringLiteral("vs"), QStringLiteral("fortitude")},
                       {QStringLiteral("forced"), QJsonObject{{QStringLiteral("kind"), QStringLiteral("push")},
                                                              {QStringLiteral("distance"), 3}}}};
}

} // namespace

class TestE2ePitPush : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void shoveIntoThePit_data() { addSizes(); }
    void shoveIntoThePit()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        CryptFight fight;
        const QString opened = fight.open(size, QStringLiteral("skel2"), shove());
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        AppWindow &app = fight.app;
        EncounterController *encounter = fight.encounter;

        // Edit map, the Pit brush, a drag down column 4 from row 1 to row 3: a chasm west of Dagny (6,2).
        app.key(Qt::Key_E, Qt::ControlModifier);
        QVERIFY(app.clickShown(QStringLiteral("tool-terrain")));
        QVERIFY(app.clickShown(QStringLiteral("terrain-%1").arg(int(Terrain::Pit))));
        app.drag(mapPoint(app, 4.5, 1.5), mapPoint(app, 4.5, 3.5));
        app.key(Qt::Key_E, Qt::ControlModifier); // back to play
        QTest::qWait(100);

        const QString started = fight.startOnTurnOf(QStringLiteral("skel2"));
        QVERIFY2(started.isEmpty(), qPrintable(started));

        // Select Skeleton 2, choose Shove in the power chooser.
        QQuickItem *skeleton = nullptr;
        QTRY_VERIFY((skeleton = app.item(QStringLiteral("token-skel2"))));
        app.click(skeleton);
        QQuickItem *box = nullptr;
        QTRY_VERIFY((box = app.item(QStringLiteral("powerBox"))) && LayoutCheck::shown(box));
        app.click(box);
        QQuickItem *shove = nullptr;
        QTRY_VERIFY((shove = app.itemWithText(QStringLiteral("Shove"))) && shove->isVisible());
        QTest::qWait(100);
        // The open list shows every power whole, the current one ("Automatic (basic attack)", the widest) too.
        if (size.width() == 1366)
            QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.click(shove);
        QTRY_COMPARE(box->property("currentValue").toString(), QStringLiteral("shove"));

        // Ctrl+click Dagny: the prompt asks whether to drop her into the pit, with her chance to save (55%).
        QQuickItem *dagny = app.item(QStringLiteral("token-dagny"));
        QVERIFY(dagny);
        QTest::mouseMove(app.window(), AppWindow::centreOf(dagny));
        QTest::qWait(100);
        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::ControlModifier, AppWindow::centreOf(dagny));
        PromptDecider *prompt = encounter->prompt();
        QTRY_VERIFY(prompt->pending() && prompt->kind() == QLatin1String("forcedFall"));
        QVERIFY2(prompt->question().contains(german ? QLatin1String("55 %") : QLatin1String("55%")),
                 qPrintable(prompt->question()));
        QQuickItem *yes = nullptr;
        QTRY_VERIFY((yes = app.item(QStringLiteral("promptYes"))) && yes->isVisible());
        QCOMPARE(yes->property("text").toString(),
                 german ? QStringLiteral("In die Grube") : QStringLiteral("Into the pit"));
        QTest::qWait(100);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("pit-push-prompt") + suffix);
        app.click(yes);
        QTRY_VERIFY(!prompt->pending() && !encounter->waiting());

        // She saved (prone at the edge, 5,2... beside the pit) or failed (in the pit, 1d10 lost, prone).
        const auto fall = eventsOfType(encounter, QStringLiteral("forcedFall"));
        QCOMPARE(fall.size(), 1);
        const EncounterState &state = encounter->session()->encounter()->state();
        const Combatant *hero = state.combatant(QStringLiteral("dagny"));
        QVERIFY(ConditionRules::has(state, *hero, QStringLiteral("prone")));
        const Square pit{fall.first().value(QStringLiteral("x")).toInt(),
                         fall.first().value(QStringLiteral("y")).toInt()};
        QCOMPARE(pit.x, 4);
        const auto fell = eventsOfType(encounter, QStringLiteral("fell"));
        if (fall.first().value(QStringLiteral("saved")).toBool()) {
            QCOMPARE(hero->position.x, 5);
            QVERIFY(fell.isEmpty());
        } else {
            QCOMPARE(hero->position, pit);
            QCOMPARE(fell.size(), 1);
            const int amount = fell.first().value(QStringLiteral("amount")).toInt();
            QVERIFY(amount >= 1 && amount <= 10);
            QCOMPARE(hero->hp, hero->maxHp - amount);
        }
        QTest::qWait(200);
        app.screenshot(QStringLiteral("pit-push-after") + suffix);

        // Ctrl+Z: one step takes back the shove, the save and the fall.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(encounter->session()->encounter()->state().combatant(QStringLiteral("dagny"))->position,
                     (Square{6, 2}));
        const EncounterState &back = encounter->session()->encounter()->state();
        hero = back.combatant(QStringLiteral("dagny"));
        QCOMPARE(hero->hp, hero->maxHp);
        QVERIFY(!ConditionRules::has(back, *hero, QStringLiteral("prone")));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2ePitPush)
#include "tst_e2e_pitpush.moc"
