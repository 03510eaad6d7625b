// End to end: the players' window sees by the fight's light (docs/vision.md "In a fight"; docs/table.md "Lights in the
// fight"). The sample crypt made dark with the players' vision on; the fight begins on Brenna's turn and the TV shows
// nothing of the dark hall. A flash beetle joins the fight at 8,3 (the library's reinforcement step): its
// Luminescence ("casts bright light", aura 2: ../shared/rules/orcus-monsters-1.0.md) lights 6,3 to 10,3 and the
// players see those squares and the beetle. Then the game master lights Brenna's torch from her token's menu (Light >
// Light a torch: bright light, 5 squares, Orcus "Adventuring Gear"): 1,6 comes into view; she drops it (a free
// action), it burns on where she stood; Ctrl+Z puts it back in her hand. After End encounter the torch she dropped
// lies on the map where she dropped it with its hour, the players still see by it, a short rest burns it 5 minutes
// (Orcus "Resting") and Ctrl+Z takes the rest and then the end back.
#include "cryptfightdriver.h"
#include "dicelog.h"
#include "encounternarrator.h"
#include "layoutcheck.h"
#include "mapdocument.h"
#include "playerscreen.h"
#include "windowdriver.h"

#include "monsters/monsterlibrary.h"
#include "session/reinforcement.h"

using namespace battlemat;
using namespace CryptFightDriver;

namespace {

// The whole crypt dark and the players' window showing only what the heroes see: two map edits before the fight.
QString darkCryptWithVision(EncounterController *encounter)
{
    return darkenCrypt(encounter,
                       {{QStringLiteral("type"), QStringLiteral("map.setVision")}, {QStringLiteral("vision"), true}});
}

// View > Players' window: its fog layer, or null when it did not come.
QQuickItem *openPlayersFog(AppWindow &app, QQuickWindow **tv)
{
    app.key(Qt::Key_P, Qt::ControlModifier);
    *tv = app.window()->findChild<QQuickWindow *>(QStringLiteral("playerWindow"));
    if (!*tv || !QTest::qWaitFor([tv] { return (*tv)->isVisible(); }) || !QTest::qWaitForWindowExposed(*tv))
        return nullptr;
    QQuickItem *fog = nullptr;
    const bool shown = QTest::qWaitFor([&] {
        fog = AppWindow::find((*tv)->contentItem(), QStringLiteral("fog"));
        return fog && fog->property("active").toBool();
    });
    return shown ? fog : nullptr;
}

// What the players' fog shows of a square: 0 unseen, 1 explored, 2 seen now (FogLayerItem::stateAt).
int fogState(QQuickItem *fog, int column, int row)
{
    int result = -1;
    QMetaObject::invokeMethod(fog, "stateAt", Q_RETURN_ARG(int, result), Q_ARG(int, column), Q_ARG(int, row));
    return result;
}

// Right-click the creature's token, open Light and the entry of this text: the entry, or null.
QQuickItem *lightEntry(AppWindow &app, const QString &creature, const QString &entryText)
{
    QQuickItem *token = nullptr;
    if (!QTest::qWaitFor([&] { return (token = app.item(QStringLiteral("token-") + creature)) != nullptr; }))
        return nullptr;
    app.click(token, Qt::RightButton);
    const QString menuTitle = QCoreApplication::translate("TokenMenu", "Light");
    QQuickItem *submenu = nullptr;
    if (!QTest::qWaitFor([&] { return (submenu = app.itemWithText(menuTitle)) != nullptr && submenu->isEnabled(); }))
        return nullptr;
    app.click(submenu);
    QQuickItem *entry = nullptr;
    if (!QTest::qWaitFor([&] { return (entry = app.itemWithText(entryText)) != nullptr && entry->isVisible(); }))
        return nullptr;
    return entry;
}

QString entryText(const char *pattern, const char *kind, const char *action)
{
    return QCoreApplication::translate("TokenActions", pattern)
        .arg(EncounterNarrator::lightName(QLatin1String(kind)), QCoreApplication::translate("TokenActions", action));
}

// Whether the dice log shows this line.
bool logged(const AppWindow &app, const QString &text)
{
    for (const DiceLogLine &line : app.controller()->diceLog()->lines()) {
        if (line.text == text)
            return true;
    }
    return false;
}

// The map's lights as the table session and the window's map document have them: "kind x,y minutes" each.
QStringList mapLights(const AppWindow &app, const EncounterController *encounter)
{
    QStringList lines;
    for (const QList<LightSource> *lights : {&encounter->session()->table().scene.map.lighting.lights,
                                             &app.controller()->map()->scene().map.lighting.lights}) {
        for (const LightSource &light : *lights)
            lines << QStringLiteral("%1 %2,%3 %4 %5")
                         .arg(light.kind)
                         .arg(light.square.x)
                         .arg(light.square.y)
                         .arg(light.minutesLeft)
                         .arg(light.carriedBy);
        lines << QStringLiteral("|");
    }
    return lines;
}

QStringList onTheMap(const QString &light)
{
    return {light, QStringLiteral("|"), light, QStringLiteral("|")};
}

} // namespace

class TestE2eFightLight : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void thePlayersSeeByTheBeetleAndTheTorch_data() { addSizes(); }
    void thePlayersSeeByTheBeetleAndTheTorch()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        CryptFight fight;
        const QString started = fight.openLitOnTurnOf(size, darkCryptWithVision, QStringLiteral("brenna"));
        QVERIFY2(started.isEmpty(), qPrintable(started));
        AppWindow &app = fight.app;
        EncounterController *encounter = fight.encounter;
        PlayerScreen *players = app.controller()->playerScreen();
        QQuickWindow *tv = nullptr;
        QQuickItem *fog = openPlayersFog(app, &tv);
        QVERIFY(fog);
        // Nothing lights the crypt: the heroes' normal eyes see none of row 3 east of them.
        QTRY_COMPARE(fogState(fog, 8, 3), 0);
        QCOMPARE(fogState(fog, 6, 3), 0);
        QCOMPARE(fogState(fog, 1, 6), 0);

        // The flash beetle joins the fight at 8,3, as the library's Add to the fight places it.
        const StatBlock *beetle = nullptr;
        for (const StatBlock &block : MonsterLibrary::bundled()->monsters) {
            if (block.id == QLatin1String("flash-beetle"))
                beetle = &block;
        }
        QVERIFY(beetle);
        auto joins = Reinforcement::step(*beetle, encounter->session()->table().scene.map,
                                         encounter->session()->encounter()->state(), Square{8, 3});
        QVERIFY2(joins, qPrintable(joins.errorMessage()));
        QVERIFY2(encounter->run(*joins), qPrintable(encounter->errorMessage()));
        const QString beetleId =
            joins->value(QStringLiteral("creature")).toObject().value(QStringLiteral("id")).toString();
        // Its light, 2 squares around it, on the players' window: 6,3 to 10,3 seen, 11,3 not; the beetle shown.
        QTRY_COMPARE(fogState(fog, 8, 3), 2);
        QCOMPARE(fogState(fog, 6, 3), 2);
        QCOMPARE(fogState(fog, 10, 3), 2);
        QCOMPARE(fogState(fog, 11, 3), 0);
        QTRY_VERIFY(players->tokens()->rowOf(beetleId) >= 0);
        // The map keeps its own light: no light source was written into it.
        QVERIFY(encounter->session()->table().scene.map.lighting.lights.isEmpty());
        app.screenshot(QStringLiteral("fightlight-beetle-tv") + suffix, tv);

        // Brenna lights a torch from her token's menu: 1,6 (3 squares from her) comes into view.
        QQuickItem *light =
            lightEntry(app, QStringLiteral("brenna"), entryText("Light a %1 (%2)", "torch", "swift action"));
        QVERIFY(light);
        QTRY_COMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("fightlight-menu") + suffix);
        app.click(light);
        const EncounterState &state = encounter->session()->encounter()->state();
        QTRY_COMPARE(state.light.lights.size(), 1);
        QCOMPARE(state.light.lights.first().carriedBy, QStringLiteral("brenna"));
        QTRY_COMPARE(fogState(fog, 1, 6), 2);
        // The dice log tells it in the table's language: "Brenna lights a torch (60 minutes)".
        const QString torch = EncounterNarrator::lightName(QStringLiteral("torch"));
        QVERIFY(
            logged(app, QCoreApplication::translate("EncounterNarrator", "%1 lights a %2 (%n minute(s))", nullptr, 60)
                            .arg(QStringLiteral("Brenna"), torch)));

        // She drops it: it burns on at 3,3.
        QQuickItem *drop =
            lightEntry(app, QStringLiteral("brenna"), entryText("Drop the %1 (%2)", "torch", "free action"));
        QVERIFY(drop);
        app.click(drop);
        QTRY_COMPARE(encounter->session()->encounter()->state().light.lights.first().carriedBy, QString());
        QCOMPARE(encounter->session()->encounter()->state().light.lights.first().square, (Square{3, 3}));
        QCOMPARE(fogState(fog, 1, 6), 2);
        QVERIFY(logged(app, QCoreApplication::translate("EncounterNarrator", "%1 drops the %2 at %3,%4")
                                .arg(QStringLiteral("Brenna"), torch)
                                .arg(3)
                                .arg(3)));
        app.screenshot(QStringLiteral("fightlight-torch-tv") + suffix, tv);

        // Ctrl+Z: in her hand again.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(encounter->session()->encounter()->state().light.lights.first().carriedBy,
                     QStringLiteral("brenna"));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    void theTorchDroppedInTheFightStaysOnTheMap_data() { addSizes(); }
    void theTorchDroppedInTheFightStaysOnTheMap()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        CryptFight fight;
        const QString started = fight.openLitOnTurnOf(size, darkCryptWithVision, QStringLiteral("brenna"));
        QVERIFY2(started.isEmpty(), qPrintable(started));
        AppWindow &app = fight.app;
        EncounterController *encounter = fight.encounter;
        QQuickWindow *tv = nullptr;
        QQuickItem *fog = openPlayersFog(app, &tv);
        QVERIFY(fog);

        // Brenna lights a torch and drops it at 3,3 from her token's menu.
        QQuickItem *light =
            lightEntry(app, QStringLiteral("brenna"), entryText("Light a %1 (%2)", "torch", "swift action"));
        QVERIFY(light);
        app.click(light);
        QTRY_COMPARE(encounter->session()->encounter()->state().light.lights.size(), 1);
        QQuickItem *drop =
            lightEntry(app, QStringLiteral("brenna"), entryText("Drop the %1 (%2)", "torch", "free action"));
        QVERIFY(drop);
        app.click(drop);
        QTRY_COMPARE(encounter->session()->encounter()->state().light.lights.first().carriedBy, QString());
        QTRY_COMPARE(fogState(fog, 1, 6), 2);
        QCOMPARE(mapLights(app, encounter), QStringList({QStringLiteral("|"), QStringLiteral("|")}));

        // Encounter > End encounter…, OK: the torch is the map's, at 3,3 with its hour (Orcus "Adventuring Gear":
        // "Torch: For 1 hour"), in the window's map too, and the players still see 1,6 by it.
        QVERIFY(WindowDriver::chooseMenu(app.window(), WindowDriver::shown("MainMenuBar", "E&ncounter"),
                                         WindowDriver::shown("MainMenuBar", "&End encounter…")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("endEncounterDialog")));
        QQuickItem *ok = app.itemWithText(QStringLiteral("OK"));
        QVERIFY(ok);
        app.click(ok);
        QTRY_VERIFY(!encounter->running());
        QTRY_COMPARE(mapLights(app, encounter), onTheMap(QStringLiteral("torch 3,3 60 ")));
        QTRY_COMPARE(fogState(fog, 1, 6), 2);
        QTest::qWait(100);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("fightlight-ended") + suffix);
        app.screenshot(QStringLiteral("fightlight-ended-tv") + suffix, tv);

        // Encounter > Rest…, Take the short rest: five minutes off the map's torch (Orcus "Resting": "at least 5
        // minutes long"); Ctrl+Z gives them back.
        QVERIFY(WindowDriver::chooseMenu(app.window(), WindowDriver::shown("MainMenuBar", "E&ncounter"),
                                         WindowDriver::shown("MainMenuBar", "&Rest…")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("restDialog")));
        QVERIFY(app.clickShown(QStringLiteral("restShort")));
        QTRY_COMPARE(mapLights(app, encounter), onTheMap(QStringLiteral("torch 3,3 55 ")));
        QTRY_COMPARE(fogState(fog, 1, 6), 2);
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(mapLights(app, encounter), onTheMap(QStringLiteral("torch 3,3 60 ")));

        // Ctrl+Z again takes the end back: the fight runs on, the torch lying in it at 3,3, none on the map.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(encounter->running());
        QTRY_COMPARE(mapLights(app, encounter), QStringList({QStringLiteral("|"), QStringLiteral("|")}));
        QCOMPARE(encounter->session()->encounter()->state().light.lights.first().square, (Square{3, 3}));
        QTRY_COMPARE(fogState(fog, 1, 6), 2);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eFightLight)
#include "tst_e2e_fightlight.moc"
