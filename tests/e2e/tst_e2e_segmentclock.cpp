// End to end: the segmented action points clock in the real window on the sample crypt (docs/modules.md, "Segmented
// action points"): Settings > Rules modules turns the module on, the panel starts the clock on the running
// encounter, Next segment ends the segment's turns of the fight the clock drives and gives every combatant 1 PAP and
// 1 SAP, a 1/2 phase attack empties the attacker's points (reset on attack), Stunned empties another's, Sprint is the
// acting creature's (half DCV), Abort ends another's segment, Ctrl+Z takes it back.
#include "appwindow.h"
#include "encounter/conditionrules.h"
#include "encountercontroller.h"
#include "segmentclockmodel.h"
#include "windowdriver.h"

#include <QColor>
#include <QQuickItem>
#include <QTemporaryDir>
#include <QTest>

namespace {

QQuickItem *findByClass(QQuickItem *root, const char *className, const QString &text)
{
    if (root->inherits(className) && root->property("text").toString() == text)
        return root;
    for (QQuickItem *child : root->childItems())
        if (QQuickItem *found = findByClass(child, className, text))
            return found;
    return nullptr;
}

QVariantMap rowOf(SegmentClockModel *clock, const QString &id)
{
    for (const QVariant &row : clock->combatants()) {
        if (row.toMap().value(QStringLiteral("id")).toString() == id)
            return row.toMap();
    }
    return {};
}

// Scrolls the item's scroll view until the item is inside it, as the game master scrolls the Rules modules dialog
// down to the module (the dialog lists every module's settings). True once it is shown whole.
bool scrollIntoView(QQuickItem *item)
{
    QQuickItem *view = item->parentItem();
    while (view && !view->inherits("QQuickFlickable"))
        view = view->parentItem();
    if (!view)
        return false;
    const auto inside = [&] {
        const QRectF shown = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
        return view->mapRectToScene(QRectF(0, 0, view->width(), view->height())).contains(shown);
    };
    if (inside())
        return true;
    QQuickItem *content = view->property("contentItem").value<QQuickItem *>();
    const qreal top = item->mapRectToItem(content, QRectF(0, 0, item->width(), item->height())).top();
    const qreal most = std::max<qreal>(0, view->property("contentHeight").toReal() - view->height());
    view->setProperty("contentY", std::min(most, std::max<qreal>(0, top - 8)));
    QTest::qWait(50);
    return inside();
}

// The text a combatant's row shows in the panel under objectName `line` ("PAP 4 · SAP 4 · SPD 2").
QString rowText(const AppWindow &app, const QString &id, const QString &line)
{
    QQuickItem *row = app.item(QStringLiteral("segmentRow_") + id);
    QQuickItem *label = row ? AppWindow::find(row, line) : nullptr;
    return label && row->isVisible() ? label->property("text").toString() : QString();
}

} // namespace

class TestE2eSegmentClock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void runTheClock_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("1366x768 German") << QSize(1366, 768) << true;
    }
    void runTheClock()
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
        auto *clock = app.window()->property("segmentClock").value<SegmentClockModel *>();
        QVERIFY(encounter && clock);

        // Settings > Rules modules: segmented action points on, OK: the panel shows under the initiative.
        QQuickItem *settings = findByClass(app.window()->contentItem(), "QQuickMenuBarItem",
                                           german ? QStringLiteral("&Einstellungen") : QStringLiteral("&Settings"));
        QVERIFY(settings);
        app.click(settings);
        QQuickItem *entry = nullptr;
        const QString rulesModules = german ? QStringLiteral("&Regelmodule…") : QStringLiteral("&Rules modules…");
        QTRY_VERIFY((entry = findByClass(app.window()->contentItem(), "QQuickMenuItem", rulesModules)));
        QTest::qWait(50);
        app.click(entry);
        QTRY_VERIFY(app.popupOpen(QStringLiteral("rulesModulesDialog")));
        QQuickItem *module = nullptr;
        QTRY_VERIFY((module = app.item(QStringLiteral("module-segmentedAp"))) && module->isVisible());
        QVERIFY(scrollIntoView(module));
        QVERIFY(app.clickShown(QStringLiteral("module-segmentedAp")));
        QVERIFY(app.clickShown(QStringLiteral("rulesModulesOk")));
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("rulesModulesDialog")));
        QQuickItem *panel = nullptr;
        QTRY_VERIFY((panel = app.item(QStringLiteral("segmentClockPanel"))) && panel->isVisible());
        QVERIFY(clock->inForce());
        QVERIFY(!clock->running());
        // Start clock waits for an encounter: greyed, so it does not read as a button that does nothing. The
        // window's light palette made a disabled button's text as black as an enabled one's.
        QQuickItem *start = app.item(QStringLiteral("segmentClockStart"));
        QQuickItem *startEncounter = app.item(QStringLiteral("startEncounterButton"));
        QVERIFY(start && startEncounter);
        QVERIFY(!start->isEnabled() && startEncounter->isEnabled());
        auto textColour = [](QQuickItem *button) {
            auto *text = button->property("contentItem").value<QQuickItem *>();
            return text ? text->property("color").value<QColor>() : QColor();
        };
        const QColor greyed = textColour(start);
        const QColor active = textColour(startEncounter);
        QVERIFY2(greyed.isValid() && greyed != active,
                 qPrintable(QStringLiteral("disabled %1, enabled %2").arg(greyed.name(), active.name())));

        // Start the encounter (Ctrl+I), then the clock: turn 1, segment 1, every combatant 1 PAP and 1 SAP.
        app.key(Qt::Key_I, Qt::ControlModifier);
        QTRY_VERIFY(encounter->running());
        // Idle, the panel is as tall as its two lines and its button, and the initiative keeps the rest of the
        // column: at its running share it left four rows of the order at 1366x768, over an empty pane.
        QTRY_VERIFY2(panel->height() <= panel->implicitHeight() + 1,
                     qPrintable(QStringLiteral("%1 > %2").arg(panel->height()).arg(panel->implicitHeight())));
        QQuickItem *order = app.item(QStringLiteral("initiativeOrder"));
        QVERIFY(order && order->isVisible());
        QVERIFY2(order->height() >= size.height() * 0.4, qPrintable(QString::number(order->height())));
        app.screenshot(QStringLiteral("segment-clock-idle") + suffix);
        QVERIFY(app.clickShown(QStringLiteral("segmentClockStart")));
        QTRY_VERIFY(clock->running());
        // Running, it takes its share for the combatants' rows.
        QTRY_VERIFY(panel->height() >= std::min(400.0, size.height() * 0.45) - 1);
        QCOMPARE(clock->turn(), 1);
        QCOMPARE(clock->segment(), 1);
        QCOMPARE(clock->combatants().size(), 12);
        const QString first = clock->combatants().at(0).toMap().value(QStringLiteral("id")).toString();
        const QString second = clock->combatants().at(1).toMap().value(QStringLiteral("id")).toString();
        QCOMPARE(rowOf(clock, first).value(QStringLiteral("pap")).toInt(), 1);
        QCOMPARE(rowOf(clock, first).value(QStringLiteral("sap")).toInt(), 1);

        // Next segment three times. The clock drives the fight (setting on by default): each click ends the turns
        // left in the segment, and the round the encounter begins is the clock's next segment: round 4, segment 4,
        // 4 PAP and 4 SAP each. At SPD 2 a 1/2 phase costs 6 - 2 = 4 and a full phase 12 - 2 x 2 = 8: all three are
        // affordable, and the row says so with the prices.
        QQuickItem *drives = app.item(QStringLiteral("segmentClockDrives"));
        QTRY_VERIFY(drives && drives->isVisible());
        for (int i = 0; i < 3; ++i) {
            QVERIFY(app.clickShown(QStringLiteral("segmentClockNext")));
            QTRY_COMPARE(encounter->round(), i + 2);
        }
        QTRY_COMPARE(clock->segment(), 4);
        QCOMPARE(encounter->round(), 4);
        QQuickItem *current = app.item(QStringLiteral("currentSegment"));
        QVERIFY(current && current->isVisible());
        QCOMPARE(rowText(app, first, QStringLiteral("segmentPoints")),
                 WindowDriver::shown("SegmentClockPanel", "PAP %1 · SAP %2 · SPD %3").arg(4).arg(4).arg(2));
        const QString affords = rowText(app, first, QStringLiteral("segmentAfford"));
        QVERIFY2(affords.contains(WindowDriver::shown("SegmentClockPanel", "½ attack (%1)").arg(4)) &&
                     affords.contains(WindowDriver::shown("SegmentClockPanel", "full phase (%1)").arg(8)),
                 qPrintable(affords));
        QVERIFY(rowOf(clock, first).value(QStringLiteral("canFull")).toBool());
        app.screenshot(QStringLiteral("segment-clock") + suffix);

        // The first in Dexterity order makes a 1/2 phase attack: attacking resets its points to 0 ("Action points").
        QQuickItem *row = app.item(QStringLiteral("segmentRow_") + first);
        QVERIFY(row);
        app.click(row);
        QTRY_VERIFY(app.item(QStringLiteral("segmentHalfAttack")) &&
                    app.item(QStringLiteral("segmentHalfAttack"))->isVisible());
        QTest::qWait(50);
        app.screenshot(QStringLiteral("segment-clock-menu") + suffix);
        QVERIFY(app.clickShown(QStringLiteral("segmentHalfAttack")));
        QTRY_COMPARE(rowOf(clock, first).value(QStringLiteral("pap")).toInt(), 0);
        QCOMPARE(rowOf(clock, first).value(QStringLiteral("sap")).toInt(), 0);
        QVERIFY(!rowOf(clock, first).value(QStringLiteral("canHalfAttack")).toBool());

        // The second is stunned: its points go to 0 too.
        QCOMPARE(rowOf(clock, second).value(QStringLiteral("pap")).toInt(), 4);
        app.click(app.item(QStringLiteral("segmentRow_") + second));
        QVERIFY(app.clickShown(QStringLiteral("segmentStunned")));
        QTRY_COMPARE(rowOf(clock, second).value(QStringLiteral("pap")).toInt(), 0);

        // Next segment: round 5, segment 5, 1 PAP and 1 SAP again. The creature whose turn it is sprints this
        // segment (the fight's own step: half DCV read as off-guard, each movement point moves it double); another
        // aborts to a defensive action (priced like any 1/2 phase action, 4: PAP may go below 0; +2 to its defenses)
        // and does nothing more this segment.
        QVERIFY(app.clickShown(QStringLiteral("segmentClockNext")));
        QTRY_COMPARE(clock->segment(), 5);
        QCOMPARE(encounter->round(), 5);
        // Next turn (Ctrl+T) until the first or second in the panel's order has its turn (their rows are in sight).
        for (int turn = 0; turn < 14 && encounter->currentCreature() != first && encounter->currentCreature() != second;
             ++turn) {
            const int log = encounter->logSize();
            app.key(Qt::Key_T, Qt::ControlModifier);
            QTRY_VERIFY(encounter->logSize() > log);
        }
        const QString acting = encounter->currentCreature();
        QVERIFY(acting == first || acting == second);
        const QString other = acting == first ? second : first;
        app.click(app.item(QStringLiteral("segmentRow_") + acting));
        QQuickItem *move = nullptr;
        QTRY_VERIFY((move = app.item(QStringLiteral("segmentMove"))) && move->isVisible());
        QVERIFY(!move->isEnabled()); // in the fight a move is the token's
        QVERIFY(app.clickShown(QStringLiteral("segmentSprint")));
        QTRY_VERIFY(rowOf(clock, acting).value(QStringLiteral("sprinting")).toBool());
        const battlemat::Combatant *sprinter = encounter->processor()->state().combatant(acting);
        QVERIFY(sprinter && battlemat::ConditionRules::has(encounter->processor()->state(), *sprinter,
                                                           QStringLiteral("off-guard")));
        const int pointsBefore = rowOf(clock, other).value(QStringLiteral("pap")).toInt() +
                                 rowOf(clock, other).value(QStringLiteral("sap")).toInt();
        app.click(app.item(QStringLiteral("segmentRow_") + other));
        QVERIFY(app.clickShown(QStringLiteral("segmentAbort")));
        QTRY_VERIFY(rowOf(clock, other).value(QStringLiteral("aborted")).toBool());
        QCOMPARE(rowOf(clock, other).value(QStringLiteral("pap")).toInt() +
                     rowOf(clock, other).value(QStringLiteral("sap")).toInt(),
                 pointsBefore - 4);
        app.screenshot(QStringLiteral("segment-clock-abort") + suffix);

        // Edit > Undo (Ctrl+Z) takes the abort back.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(!rowOf(clock, other).value(QStringLiteral("aborted")).toBool());
        QCOMPARE(rowOf(clock, other).value(QStringLiteral("pap")).toInt() +
                     rowOf(clock, other).value(QStringLiteral("sap")).toInt(),
                 pointsBefore);

        // Next turn (Ctrl+T) through the round: the round the encounter begins is the clock's next segment too,
        // everyone 1 PAP and 1 SAP richer.
        const int papBefore = rowOf(clock, other).value(QStringLiteral("pap")).toInt();
        const int round = encounter->round();
        for (int turn = 0; turn < 20 && encounter->round() == round; ++turn)
            app.key(Qt::Key_T, Qt::ControlModifier);
        QTRY_COMPARE(encounter->round(), round + 1);
        QTRY_COMPARE(clock->segment(), round + 1);
        QCOMPARE(rowOf(clock, other).value(QStringLiteral("pap")).toInt(), papBefore + 1);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eSegmentClock)
#include "tst_e2e_segmentclock.moc"
