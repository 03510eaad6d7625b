#include "appwindow.h"
#include "encountercontroller.h"
#include "expeditionmodel.h"
#include "ftdfightmodel.h"
#include "ftdsheetmodel.h"
#include "layoutcheck.h"
#include "mapdocument.h"
#include "playerscreen.h"
#include "tokenmodel.h"

#include "session/tablesession.h"

#include <QJsonArray>
#include <QTemporaryDir>

using namespace battlemat;

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

// A menu of the menu bar, then one of its entries (the texts as the table's language has them).
void chooseMenu(AppWindow &app, const QString &menu, const QString &entryText)
{
    QQuickItem *bar = findByClass(app.window()->contentItem(), "QQuickMenuBarItem", menu);
    QVERIFY(bar);
    app.click(bar);
    QQuickItem *entry = nullptr;
    QTRY_VERIFY((entry = findByClass(app.window()->contentItem(), "QQuickMenuItem", entryText)) != nullptr);
    QTest::qWait(50);
    app.click(entry);
}

// Settings > Rules modules > Five Torches Deep, OK.
void playFiveTorchesDeep(AppWindow &app, bool german)
{
    chooseMenu(app, german ? QStringLiteral("&Einstellungen") : QStringLiteral("&Settings"),
               german ? QStringLiteral("&Regelmodule…") : QStringLiteral("&Rules modules…"));
    QTRY_VERIFY(app.popupOpen(QStringLiteral("rulesModulesDialog")));
    QVERIFY(app.clickShown(QStringLiteral("ruleset-fiveTorchesDeep")));
    QVERIFY(app.clickShown(QStringLiteral("rulesModulesOk")));
    QTRY_VERIFY(!app.popupOpen(QStringLiteral("rulesModulesDialog")));
}

// Clicks a text field, selects what it holds and types over it, then Return.
void retype(AppWindow &app, const QString &objectName, const QString &text)
{
    QVERIFY(app.clickShown(objectName));
    app.key(Qt::Key_A, Qt::ControlModifier);
    app.type(text);
    app.key(Qt::Key_Return);
}

QString text(AppWindow &app, const QString &objectName)
{
    QQuickItem *item = app.item(objectName);
    return item ? item->property("text").toString() : QString();
}

/** What the players' fog shows of a square: 0 unseen, 1 explored, 2 seen now (FogLayerItem::stateAt). */
int fogState(QQuickItem *fog, int column, int row)
{
    int result = -1;
    QMetaObject::invokeMethod(fog, "stateAt", Q_RETURN_ARG(int, result), Q_ARG(int, column), Q_ARG(int, row));
    return result;
}

/** The tint the players' window draws on a square's light: 0 lit, 1 dim, 2 darkness (FogLayerItem::shadeAt). */
int shadeAt(QQuickItem *fog, int column, int row)
{
    int result = -1;
    QMetaObject::invokeMethod(fog, "shadeAt", Q_RETURN_ARG(int, result), Q_ARG(int, column), Q_ARG(int, row));
    return result;
}

} // namespace

/**
 * Five Torches Deep weapons and the players' window under its light, in the real window on the sample crypt
 * (docs/five-torches-deep.md "Weapons", "Light on the map"; ../shared/rules/checks-actions-combat-gritty.txt "PC
 * Attacks", "Dealing Damage", "Light"). At 1366 x 768, 1920 x 1080 and in German.
 */
class TestE2eFtdWeapons : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase()
    {
        AppWindow::useGerman(false);
        AppWindow::cleanupTestCase();
    }
    void init() { AppWindow::warnings().clear(); }

    void weaponInTheSheetAndTheFight_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    /**
     * The GM makes Aldric's sheet (DEX 16: +3, proficiency +2), gives him a shortbow (Add weapon, Ranged, 80 ft; a
     * damage of "d6" is refused with the reason) and a longsword, saves it in the campaign; Start fight offers his
     * weapons, and Attack with Shortbow at Skeleton 1 (35 ft) shows the odds with +5 and 1d6+3 and rolls them.
     */
    void weaponInTheSheetAndTheFight()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("deep.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        AppWindow app(42);
        QVERIFY(app.open(size, file));
        playFiveTorchesDeep(app, german);
        chooseMenu(app, german ? QStringLiteral("&Charaktere") : QStringLiteral("&Characters"),
                   german ? QStringLiteral("&Five-Torches-Deep-Bogen…") : QStringLiteral("&Five Torches Deep sheet…"));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("ftdSheetDialog")));
        auto *sheet = app.window()->findChild<FtdSheetModel *>();
        QVERIFY(sheet);
        QTRY_VERIFY(sheet->campaign());

        // New character: Aldric (the id of his token), DEX 16.
        QVERIFY(app.clickShown(QStringLiteral("ftdSheetNewCharacter")));
        QTRY_VERIFY(sheet->loaded());
        retype(app, QStringLiteral("ftdSheetName"), QStringLiteral("Aldric"));
        retype(app, QStringLiteral("ftdSheet_DEX"), QStringLiteral("16"));
        QTRY_COMPARE(sheet->values().value(QStringLiteral("abilities")).toMap().value(QStringLiteral("DEX")).toInt(),
                     16);

        // Add weapon: a shortbow, ranged, 80 ft.
        QVERIFY(app.clickShown(QStringLiteral("ftdSheetAddWeapon")));
        QTRY_COMPARE(sheet->weapons().size(), 1);
        retype(app, QStringLiteral("ftdWeaponName0"), QStringLiteral("Shortbow"));
        QTRY_COMPARE(sheet->weapons().value(0).toMap().value(QStringLiteral("name")).toString(),
                     QStringLiteral("Shortbow"));
        QVERIFY(app.clickShown(QStringLiteral("ftdWeaponKind0")));
        QTest::qWait(100);
        app.key(Qt::Key_Down);
        app.key(Qt::Key_Return);
        QTRY_VERIFY(sheet->weapons().value(0).toMap().value(QStringLiteral("ranged")).toBool());
        retype(app, QStringLiteral("ftdWeaponRange0"), QStringLiteral("80"));
        QTRY_COMPARE(sheet->weapons().value(0).toMap().value(QStringLiteral("rangeFeet")).toInt(), 80);
        // "d6" is no die roll: refused with the reason, the field shows the weapon's 1d6 again.
        retype(app, QStringLiteral("ftdWeaponDamage0"), QStringLiteral("d6"));
        QTRY_VERIFY2(sheet->errorMessage().contains(
                         QCoreApplication::translate("FtdRefusalTexts", "'%1' is not damage dice such as 1d8 or 2d6+3")
                             .arg(QStringLiteral("d6"))),
                     qPrintable(sheet->errorMessage()));
        QTRY_COMPARE(text(app, QStringLiteral("ftdWeaponDamage0")), QStringLiteral("1d6"));
        // DEX +3 and proficiency +2: the attack the fight will roll.
        const QString bowAttack = sheet->weapons().value(0).toMap().value(QStringLiteral("attack")).toString();
        QVERIFY2(bowAttack.contains(QStringLiteral("+5")) && bowAttack.contains(QStringLiteral("1d6+3")) &&
                     bowAttack.contains(QStringLiteral("80 ft")),
                 qPrintable(bowAttack));
        QCOMPARE(text(app, QStringLiteral("ftdWeaponAttack0")), bowAttack);

        // A longsword (melee, 1d8: STR +0 and proficiency, +2).
        QVERIFY(app.clickShown(QStringLiteral("ftdSheetAddWeapon")));
        QTRY_COMPARE(sheet->weapons().size(), 2);
        retype(app, QStringLiteral("ftdWeaponName1"), QStringLiteral("Longsword"));
        retype(app, QStringLiteral("ftdWeaponDamage1"), QStringLiteral("1d8"));
        QTRY_COMPARE(sheet->weapons().value(1).toMap().value(QStringLiteral("damage")).toString(),
                     QStringLiteral("1d8"));
        // What he carries: Add item, three flasks of oil of 2 loads each: 6 loads against STR 10.
        QVERIFY(app.clickShown(QStringLiteral("ftdSheetAddItem")));
        QTRY_COMPARE(sheet->itemRows().size(), 1);
        retype(app, QStringLiteral("ftdItemName0"), QStringLiteral("oil flask"));
        retype(app, QStringLiteral("ftdItemLoads0"), QStringLiteral("2"));
        retype(app, QStringLiteral("ftdItemCount0"), QStringLiteral("3"));
        QTRY_COMPARE(sheet->itemRows().value(0).toMap().value(QStringLiteral("count")).toInt(), 3);
        QCOMPARE(sheet->itemRows().value(0).toMap().value(QStringLiteral("name")).toString(),
                 QStringLiteral("oil flask"));
        QCOMPARE(sheet->derived().value(0),
                 QCoreApplication::translate("FtdSheetModel", "Loads %1 of %2 (the STR score)").arg(6).arg(10));
        app.screenshot(QStringLiteral("ftd-weapons-sheet") + suffix);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()).join(QLatin1Char('\n')), QString());

        // Save in campaign: stored as "aldric", the weapons with it.
        QVERIFY(app.clickShown(QStringLiteral("ftdSheetSave")));
        QTRY_COMPARE(sheet->storedId(), QStringLiteral("aldric"));
        QVERIFY(!sheet->dirty());
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("ftdSheetDialog")));

        // Start fight: Aldric (DEX 16) first, his weapons offered.
        auto *fight = app.window()->property("ftdFight").value<FtdFightModel *>();
        QVERIFY(fight);
        QVERIFY(app.clickShown(QStringLiteral("ftdStartFight")));
        QTRY_VERIFY(fight->running());
        QCOMPARE(fight->current(), QStringLiteral("aldric"));
        QCOMPARE(fight->currentWeapons(), (QStringList{QStringLiteral("Shortbow"), QStringLiteral("Longsword")}));
        QTRY_VERIFY(app.item(QStringLiteral("ftdFightWeapon"))->isVisible());
        QVERIFY(!app.item(QStringLiteral("ftdShoot"))->isVisible());

        // Skeleton 1, 35 ft away: the shortbow's odds (+5 against its AC) and 1d6+3.
        app.click(app.item(QStringLiteral("token-skel1")));
        QTRY_VERIFY2(text(app, QStringLiteral("ftdFightOdds")).startsWith(QStringLiteral("Shortbow, 1d6+3")),
                     qPrintable(text(app, QStringLiteral("ftdFightOdds"))));
        QVERIFY(text(app, QStringLiteral("ftdFightOdds")).contains(QStringLiteral("+5")));
        QVERIFY(text(app, QStringLiteral("ftdAttack")).contains(QStringLiteral("Shortbow")));
        QVERIFY(app.clickShown(QStringLiteral("ftdAttack")));
        QTRY_VERIFY(!fight->results().isEmpty());
        const QString line = fight->results().constFirst().toMap().value(QStringLiteral("text")).toString();
        QVERIFY2(line.contains(QStringLiteral("Shortbow")), qPrintable(line));
        QCOMPARE(fight->fighters().size() > 0, true);
        app.screenshot(QStringLiteral("ftd-weapons-fight") + suffix);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()).join(QLatin1Char('\n')), QString());
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    void torchOnThePlayersWindow_data() { weaponInTheSheetAndTheFight_data(); }
    /**
     * The players' window under Five Torches Deep ("Light"): Aldric carries a torch, vision is on; while the fight
     * is well lit the heroes see the hall; the GM turns the fight's light to darkness (nothing else changes) and
     * the TV redraws at once: the torch's 30 ft of dim light is seen and tinted dim, the rest is dark; well lit again,
     * the tint goes while the same squares stay seen.
     */
    void torchOnThePlayersWindow()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("deep.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        AppWindow app(42);
        QVERIFY(app.open(size, file));
        playFiveTorchesDeep(app, german);
        auto *encounter = app.window()->property("encounter").value<EncounterController *>();
        auto *fight = app.window()->property("ftdFight").value<FtdFightModel *>();
        QVERIFY(encounter && fight);
        // Rules modules… again, OK without a change: it closes, nothing is refused.
        chooseMenu(app, german ? QStringLiteral("&Einstellungen") : QStringLiteral("&Settings"),
                   german ? QStringLiteral("&Regelmodule…") : QStringLiteral("&Rules modules…"));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("rulesModulesDialog")));
        QVERIFY(app.clickShown(QStringLiteral("rulesModulesOk")));
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("rulesModulesDialog")));
        QCOMPARE(encounter->errorMessage(), QString());
        // The Expedition panel offers the heroes on the map to carry a torch, before anyone joined the party.
        auto *expedition = app.window()->findChild<ExpeditionModel *>();
        QVERIFY(expedition);
        QVERIFY(expedition->partyNames().isEmpty());
        QVERIFY(expedition->carrierNames().contains(QStringLiteral("Aldric")));
        // Expedition > Torch for Aldric (the carrier offered first): the torch burns on his token on the map too.
        QCOMPARE(app.item(QStringLiteral("expeditionCarrier"))->property("currentText").toString(),
                 QStringLiteral("Aldric"));
        QVERIFY(app.clickShown(QStringLiteral("expeditionTorch")));
        QTRY_COMPARE(encounter->session()->table().scene.map.lighting.lights.size(), 1);
        QCOMPARE(encounter->session()->table().scene.map.lighting.lights.at(0).carriedBy, QStringLiteral("aldric"));

        // Map editing: vision on; View > Players' window.
        app.key(Qt::Key_E, Qt::ControlModifier);
        QVERIFY(app.clickShown(QStringLiteral("visionToggle")));
        QTRY_VERIFY(app.controller()->map()->visionEnabled());
        app.key(Qt::Key_E, Qt::ControlModifier);
        app.key(Qt::Key_P, Qt::ControlModifier);
        QQuickWindow *tv = app.window()->findChild<QQuickWindow *>(QStringLiteral("playerWindow"));
        QVERIFY(tv);
        QTRY_VERIFY(tv->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(tv));
        tv->resize(size);
        QQuickItem *fog = nullptr;
        QTRY_VERIFY((fog = AppWindow::find(tv->contentItem(), QStringLiteral("fog"))) &&
                    fog->property("active").toBool());

        // Start fight, well lit: the heroes see the hall as far as the wall.
        QVERIFY(app.clickShown(QStringLiteral("ftdStartFight")));
        QTRY_VERIFY(fight->running());
        QTRY_COMPARE(fogState(fog, 12, 3), 2);
        QCOMPARE(fogState(fog, 9, 5), 2);
        QCOMPARE(shadeAt(fog, 2, 2), 0); // well lit: the torch adds nothing

        // Fight's light: Darkness. Only the ruleset's state changes; the TV follows.
        QVERIFY(app.clickShown(QStringLiteral("ftdFightLight")));
        QTest::qWait(100);
        app.key(Qt::Key_Up);
        app.key(Qt::Key_Up);
        app.key(Qt::Key_Return);
        QTRY_COMPARE(fight->light(), QStringLiteral("darkness"));
        // Aldric at 2,2: his torch's 30 ft (6 squares) dim ring is seen; Skeleton 1 at 35 ft and the hall beyond
        // are dark now, remembered as explored.
        QTRY_COMPARE(fogState(fog, 12, 3), 1);
        QCOMPARE(fogState(fog, 8, 2), 2);
        QCOMPARE(fogState(fog, 2, 6), 2);
        QCOMPARE(fogState(fog, 9, 5), 1);
        // The ring is drawn as dim light on the TV; what is not seen carries no tint.
        QTRY_COMPARE(shadeAt(fog, 2, 2), 1);
        QCOMPARE(shadeAt(fog, 8, 2), 1);
        QCOMPARE(shadeAt(fog, 12, 3), 0);
        QCOMPARE(app.controller()->playerScreen()->tokens()->rowOf(QStringLiteral("skel1")), -1);
        app.screenshot(QStringLiteral("ftd-tv-torch") + suffix, tv);
        app.screenshot(QStringLiteral("ftd-tv-torch-gm") + suffix);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()).join(QLatin1Char('\n')), QString());

        // Well lit again: the hall comes back on the TV.
        QVERIFY(app.clickShown(QStringLiteral("ftdFightLight")));
        QTest::qWait(100);
        app.key(Qt::Key_Down);
        app.key(Qt::Key_Down);
        app.key(Qt::Key_Return);
        QTRY_COMPARE(fight->light(), QStringLiteral("well-lit"));
        QTRY_COMPARE(fogState(fog, 12, 3), 2);
        // Aldric's square was seen in both lights: only its light changed, and the TV follows (no dim tint now).
        QTRY_COMPARE(shadeAt(fog, 2, 2), 0);
        tv->close();
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eFtdWeapons)
#include "tst_e2e_ftdweapons.moc"
