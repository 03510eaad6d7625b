// End to end: Edit > Let time pass on the map… (docs/table.md "Time on the map"). The game master sets a torch down
// at 3,3 and a lantern at 5,5 in the sample crypt (Orcus "Adventuring Gear": a torch burns 1 hour, a lantern 8 hours
// a pint). The dialog lists them with their minutes; no time at all is refused in the table's language and changes
// nothing; 45 minutes leave the torch 15 and the lantern 435, on the map and in the list; 1 h 45 min more burn the
// torch out (it stays, dark) and the lantern to 330, and again to 225; Ctrl+Z gives the last back. While a fight runs
// the entry is off: the rounds burn the fight's lights.
#include "cryptfightdriver.h"
#include "layoutcheck.h"
#include "windowdriver.h"

#include "campaigncontroller.h"
#include "mapdocument.h"

using namespace battlemat;
using namespace CryptFightDriver;

namespace {

// The map's lights as the table session has them: "kind x,y minutes" each.
QStringList mapLights(const EncounterController *encounter)
{
    QStringList lines;
    for (const LightSource &light : encounter->session()->table().scene.map.lighting.lights)
        lines << QStringLiteral("%1 %2,%3 %4")
                     .arg(light.kind)
                     .arg(light.square.x)
                     .arg(light.square.y)
                     .arg(light.minutesLeft);
    return lines;
}

QString labelOf(const AppWindow &app, const QString &name)
{
    QQuickItem *item = app.item(name);
    return item ? item->property("text").toString() : QStringLiteral("(no %1)").arg(name);
}

QString shownLight(const char *kind, int x, int y, int minutes)
{
    QString name = QCoreApplication::translate("EncounterNarrator", kind);
    name[0] = name[0].toUpper();
    if (minutes == 0)
        return QCoreApplication::translate("LetTimePassDialog", "%1 at %2,%3: burnt out").arg(name).arg(x).arg(y);
    return QCoreApplication::translate("LetTimePassDialog", "%1 at %2,%3: %n minute(s) left", "", minutes)
        .arg(name)
        .arg(x)
        .arg(y);
}

// Types a number into a spin box of the dialog (selected on click, replaced by the typing) and presses Return, which
// lets the time pass as the dialog's fields then say.
bool typeInto(AppWindow &app, const QString &box, int value)
{
    QQuickItem *item = app.item(box);
    if (!item || !item->isVisible())
        return false;
    app.click(item);
    app.key(Qt::Key_A, Qt::ControlModifier);
    app.type(QString::number(value));
    app.key(Qt::Key_Return);
    return QTest::qWaitFor([&] { return item->property("value").toInt() == value; });
}

bool openDialog(AppWindow &app)
{
    return WindowDriver::chooseMenu(app.window(), WindowDriver::shown("MainMenuBar", "&Edit"),
                                    WindowDriver::shown("LetTimePassAction", "Let &time pass on the map…")) &&
           QTest::qWaitFor([&] { return app.popupOpen(QStringLiteral("letTimePassDialog")); });
}

} // namespace

class TestE2eTimePass : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void timePassesOnTheMap_data() { addSizes(); }
    void timePassesOnTheMap()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        AppWindow app{42};
        QVERIFY(app.open(size, file));
        EncounterController *encounter = encounterOf(app);
        MapDocument *map = app.controller()->map();
        QVERIFY(map->placeLight(QStringLiteral("torch"), 3, 3));
        QVERIFY(map->placeLight(QStringLiteral("lantern"), 5, 5));
        QCOMPARE(mapLights(encounter),
                 QStringList({QStringLiteral("torch 3,3 60"), QStringLiteral("lantern 5,5 480")}));

        QVERIFY(openDialog(app));
        QTRY_COMPARE(labelOf(app, QStringLiteral("timePassLight-0")), shownLight("torch", 3, 3, 60));
        QCOMPARE(labelOf(app, QStringLiteral("timePassLight-1")), shownLight("lantern", 5, 5, 480));

        // No time at all (0 h, the minutes at 0): the engine's refusal, in the table's language; nothing burns.
        QVERIFY(typeInto(app, QStringLiteral("timePassHours"), 0));
        const QString refusal = german ? QStringLiteral("Lichter brennen jeweils 1 bis 100000 Minuten, nicht 0")
                                       : QStringLiteral("Lights burn for 1 to 100000 minutes at a time, not 0");
        QTRY_COMPARE(labelOf(app, QStringLiteral("timePassError")), refusal);
        QCOMPARE(mapLights(encounter),
                 QStringList({QStringLiteral("torch 3,3 60"), QStringLiteral("lantern 5,5 480")}));
        QTest::qWait(100);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("timepass-refused") + suffix);

        // 45 minutes: the torch has 15 left, the lantern 435, on the map and in the list.
        QVERIFY(typeInto(app, QStringLiteral("timePassMinutes"), 45));
        QTRY_COMPARE(mapLights(encounter),
                     QStringList({QStringLiteral("torch 3,3 15"), QStringLiteral("lantern 5,5 435")}));
        QTRY_COMPARE(labelOf(app, QStringLiteral("timePassLight-0")), shownLight("torch", 3, 3, 15));
        QCOMPARE(labelOf(app, QStringLiteral("timePassLight-1")), shownLight("lantern", 5, 5, 435));
        QCOMPARE(labelOf(app, QStringLiteral("timePassError")), QString());
        QCOMPARE(labelOf(app, QStringLiteral("timePassDone")),
                 QCoreApplication::translate("LetTimePassDialog", "%1 h %2 min passed on the map").arg(0).arg(45));
        QTest::qWait(100);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("timepass-45") + suffix);

        // 1 h 45 min more: the torch burns out and stays at 3,3, dark; the lantern has 330 left. Let it pass once
        // more: the lantern 225, the torch still out.
        QVERIFY(typeInto(app, QStringLiteral("timePassHours"), 1));
        QTRY_COMPARE(mapLights(encounter),
                     QStringList({QStringLiteral("torch 3,3 0"), QStringLiteral("lantern 5,5 330")}));
        QTRY_COMPARE(labelOf(app, QStringLiteral("timePassLight-0")), shownLight("torch", 3, 3, 0));
        QVERIFY(app.clickShown(QStringLiteral("timePassApply")));
        QTRY_COMPARE(mapLights(encounter),
                     QStringList({QStringLiteral("torch 3,3 0"), QStringLiteral("lantern 5,5 225")}));
        QTRY_COMPARE(labelOf(app, QStringLiteral("timePassLight-1")), shownLight("lantern", 5, 5, 225));

        // Closed, Ctrl+Z gives the last 1 h 45 min back: one step of the table's history.
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("letTimePassDialog")));
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(mapLights(encounter),
                     QStringList({QStringLiteral("torch 3,3 0"), QStringLiteral("lantern 5,5 330")}));

        // In a fight the rounds burn the fight's lights: the entry is off.
        app.key(Qt::Key_I, Qt::ControlModifier);
        QTRY_VERIFY(encounter->running());
        QVERIFY(!openDialog(app));
        QVERIFY(!app.popupOpen(QStringLiteral("letTimePassDialog")));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eTimePass)
#include "tst_e2e_timepass.moc"
