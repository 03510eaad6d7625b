#include "appwindow.h"
#include "dicelog.h"
#include "encountercontroller.h"
#include "ftdfightmodel.h"
#include "layoutcheck.h"
#include "mapcamera.h"

#include "session/tablesession.h"

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

QPoint squareCentre(const AppWindow &app, int column, int row)
{
    QQuickItem *view = app.item(QStringLiteral("mapView"));
    auto *camera = view->property("camera").value<MapCamera *>();
    const qreal cell = view->property("cellSize").toReal();
    return view
        ->mapToScene(QPointF((column + 0.5) * cell * camera->zoom() + camera->panX(),
                             (row + 0.5) * cell * camera->zoom() + camera->panY()))
        .toPoint();
}

QVariantMap row(FtdFightModel *fight, const QString &id)
{
    for (const QVariant &value : fight->fighters()) {
        if (value.toMap().value(QStringLiteral("id")).toString() == id)
            return value.toMap();
    }
    return {};
}

QString firstResult(FtdFightModel *fight, bool *undone = nullptr)
{
    const QVariantList results = fight->results();
    if (results.isEmpty())
        return {};
    if (undone)
        *undone = results.constFirst().toMap().value(QStringLiteral("undone")).toBool();
    return results.constFirst().toMap().value(QStringLiteral("text")).toString();
}

QString label(AppWindow &app, const char *name)
{
    QQuickItem *item = app.item(QString::fromLatin1(name));
    return item ? item->property("text").toString() : QString();
}

// Selects all of a spin box's number and types another.
void retype(AppWindow &app, const char *name, const QString &text)
{
    app.click(app.item(QString::fromLatin1(name)));
    app.key(Qt::Key_A, Qt::ControlModifier);
    app.type(text);
}

} // namespace

/**
 * A Five Torches Deep fight in the real window (docs/modules.md, "Five Torches Deep combat"): the game master makes it
 * the sample campaign's ruleset, starts a fight with the map's creatures, corrects Aldric's numbers (DEX 16 puts him
 * first), drags his token 25 ft (his movement), sees the odds against Skeleton 1, attacks; Ctrl+Z strikes the attack
 * out in the panel and the dice log; the skeleton falls and the tracker suggests a morale check, which makes the
 * monsters flee or stand; after the fight a fallen PC is tended and rolls on the injury table; the fight is closed.
 */
class TestE2eFtdFight : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    void fightOnTheMap_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    void fightOnTheMap()
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
        auto *encounter = app.window()->property("encounter").value<EncounterController *>();
        QVERIFY(encounter);
        QVERIFY(!app.item(QStringLiteral("ftdFightPanel"))->isVisible()); // Orcus: its own initiative

        // Settings > Rules modules > Five Torches Deep, OK.
        QQuickItem *settings = findByClass(app.window()->contentItem(), "QQuickMenuBarItem",
                                           german ? QStringLiteral("&Einstellungen") : QStringLiteral("&Settings"));
        QVERIFY(settings);
        app.click(settings);
        QQuickItem *entry = nullptr;
        QTRY_VERIFY((entry = findByClass(app.window()->contentItem(), "QQuickMenuItem",
                                         german ? QStringLiteral("&Regelmodule…")
                                                : QStringLiteral("&Rules modules…"))) != nullptr);
        QTest::qWait(50);
        app.click(entry);
        QTRY_VERIFY(app.popupOpen(QStringLiteral("rulesModulesDialog")));
        QVERIFY(app.clickShown(QStringLiteral("ruleset-fiveTorchesDeep")));
        QVERIFY(app.clickShown(QStringLiteral("rulesModulesOk")));
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("rulesModulesDialog")));
        auto *fight = app.window()->property("ftdFight").value<FtdFightModel *>();
        QVERIFY(fight);
        QTRY_VERIFY(app.item(QStringLiteral("ftdFightPanel"))->isVisible());

        // Start fight: every creature of the map, in DEX order (all 10 until the GM says otherwise: the map's order).
        QVERIFY(app.clickShown(QStringLiteral("ftdStartFight")));
        QTRY_VERIFY(fight->running());
        QCOMPARE(fight->fighters().size(), 12);
        QCOMPARE(fight->current(), QStringLiteral("aldric"));
        QCOMPARE(fight->light(), QStringLiteral("well-lit"));

        // Skeleton 1's numbers: DEX 12, AC 13, 6 HP (double-click its row, Numbers…).
        QQuickItem *skeletonRow = nullptr;
        QTRY_VERIFY((skeletonRow = app.item(QStringLiteral("ftdFighter_skel1"))) && skeletonRow->width() > 0);
        // Until then it has no stat block of this ruleset, and its row says what it fights on.
        QQuickItem *defaults = app.item(QStringLiteral("ftdDefaults_skel1"));
        QVERIFY(defaults && defaults->isVisible());
        QCOMPARE(defaults->property("text").toString(),
                 german ? QStringLiteral("Kein Spielwerteblock: Standardwerte (Doppelklick: setzen)")
                        : QStringLiteral("No stat block: default numbers (double-click to set)"));
        // Chosen by a click on its token on the map, then More… > Numbers of the chosen….
        app.click(app.item(QStringLiteral("token-skel1")));
        QVERIFY(app.clickShown(QStringLiteral("ftdMore")));
        QVERIFY(app.clickShown(QStringLiteral("ftdNumbers")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("ftdNumbersDialog")));
        QTest::qWait(50);
        retype(app, "ftdNumbersDex", QStringLiteral("12"));
        retype(app, "ftdNumbersAc", QStringLiteral("13"));
        retype(app, "ftdNumbersMaxHp", QStringLiteral("6"));
        retype(app, "ftdNumbersHp", QStringLiteral("6"));
        app.screenshot(QStringLiteral("ftd-fight-numbers") + suffix);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()).join(QLatin1Char('\n')), QString());
        QVERIFY(app.clickShown(QStringLiteral("ftdNumbersOk")));
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("ftdNumbersDialog")));
        QTRY_COMPARE(row(fight, QStringLiteral("skel1")).value(QStringLiteral("armorClass")).toInt(), 13);
        QCOMPARE(row(fight, QStringLiteral("skel1")).value(QStringLiteral("defaultsText")).toString(), QString());
        QCOMPARE(row(fight, QStringLiteral("skel1")).value(QStringLiteral("hitPoints")).toInt(), 6);
        // DEX 12 is the fastest: first in the order, but it is still Aldric's turn.
        QCOMPARE(fight->fighters().constFirst().toMap().value(QStringLiteral("id")).toString(),
                 QStringLiteral("skel1"));
        QCOMPARE(fight->current(), QStringLiteral("aldric"));

        // Skeleton 1 is chosen: 35 ft from Aldric, out of melee reach; the odds say so before any roll.
        QTRY_VERIFY(row(fight, QStringLiteral("skel1")).value(QStringLiteral("current")).toBool() == false);
        QVERIFY(app.item(QStringLiteral("ftdFighter_skel1")));
        QTRY_VERIFY(label(app, "ftdFightOdds").contains(QStringLiteral("35 ft")));
        // Aldric's token (speed 5 squares: 25 ft) dragged 25 ft, 10 ft from the skeleton: his movement action.
        app.drag(squareCentre(app, 2, 2), squareCentre(app, 7, 5));
        QTRY_COMPARE(encounter->session()->table().scene.map.creature(QStringLiteral("aldric"))->position,
                     (Square{7, 5}));
        QCOMPARE(row(fight, QStringLiteral("aldric")).value(QStringLiteral("movedFeet")).toInt(), 25);
        // The map's status line names the distance, not an Orcus move mode the fight does not have.
        QTRY_VERIFY(!label(app, "moveStatus").isEmpty());
        QVERIFY2(!label(app, "moveStatus").contains(german ? QStringLiteral("Rennen") : QStringLiteral("Run")),
                 qPrintable(label(app, "moveStatus")));
        QVERIFY(!row(fight, QStringLiteral("aldric")).value(QStringLiteral("activeUsed")).toBool());
        // Melee now: +0 against AC 13 is 8 faces of 20 (a natural 20 always hits).
        QTRY_VERIFY2(label(app, "ftdFightOdds")
                         .contains(german ? QStringLiteral("40 % Trefferchance") : QStringLiteral("40% to hit")),
                     qPrintable(label(app, "ftdFightOdds")));

        // Attack: a line in the panel and in the dice log.
        DiceLog *log = app.controller()->diceLog();
        const int logBefore = log->rowCount();
        QVERIFY(app.clickShown(QStringLiteral("ftdAttack")));
        QTRY_VERIFY(log->rowCount() > logBefore);
        const QString attackLine = firstResult(fight);
        QVERIFY2(
            attackLine.startsWith(german ? QStringLiteral("Aldric trifft") : QStringLiteral("Aldric hits")) ||
                attackLine.startsWith(german ? QStringLiteral("Aldric verfehlt") : QStringLiteral("Aldric misses")),
            qPrintable(attackLine));
        QCOMPARE(log->lines().at(logBefore).text, attackLine);
        QVERIFY(row(fight, QStringLiteral("aldric")).value(QStringLiteral("activeUsed")).toBool());
        app.screenshot(QStringLiteral("ftd-fight") + suffix);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()).join(QLatin1Char('\n')), QString());
        QCOMPARE(LayoutCheck::unreachableControls(app.window()).join(QLatin1Char('\n')), QString());

        // Ctrl+Z: the attack is taken back, struck out here and in the dice log.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(!row(fight, QStringLiteral("aldric")).value(QStringLiteral("activeUsed")).toBool());
        bool undone = false;
        QCOMPARE(firstResult(fight, &undone), attackLine);
        QVERIFY(undone);
        QVERIFY(log->lines().at(logBefore).undone);

        // The skeleton falls (its hit points set to 0): the first to fall; the tracker suggests the monsters' morale.
        QVERIFY(app.clickShown(QStringLiteral("ftdMore")));
        QVERIFY(app.clickShown(QStringLiteral("ftdNumbers")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("ftdNumbersDialog")));
        QTest::qWait(50);
        retype(app, "ftdNumbersHp", QStringLiteral("0"));
        app.key(Qt::Key_Return);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("ftdNumbersDialog")));
        QTRY_COMPARE(row(fight, QStringLiteral("skel1")).value(QStringLiteral("status")).toString(),
                     QStringLiteral("incapacitated"));
        QVERIFY(encounter->session()
                    ->table()
                    .scene.map.creature(QStringLiteral("skel1"))
                    ->conditions.contains(QStringLiteral("incapacitated")));
        QVariantList suggestions = fight->suggestions();
        QCOMPARE(suggestions.size(), 2); // the battle begins (the monsters), the first to fall (the monsters)
        QCOMPARE(suggestions.at(1).toMap().value(QStringLiteral("trigger")).toString(), QStringLiteral("first-death"));
        // The side in the table's language, as the initiative and the details name it, not its stored id.
        QCOMPARE(label(app, "ftdMoraleText1"), german
                                                   ? QStringLiteral("Moral der Seite Monster: der Erste ist gefallen")
                                                   : QStringLiteral("Morale of monsters: the first has fallen"));
        QVERIFY(app.clickShown(QStringLiteral("ftdMorale1")));
        QTRY_COMPARE(fight->suggestions().size(), 1);
        const QString morale = firstResult(fight);
        QVERIFY2(
            morale.startsWith(german ? QStringLiteral("Moral von Ash Ogre") : QStringLiteral("Morale of Ash Ogre")),
            qPrintable(morale));
        QVERIFY2(morale.contains(german ? QStringLiteral("SG 11") : QStringLiteral("DC 11")), qPrintable(morale));

        // Next turn: Aldric's done; the order goes on (the skeleton is down and skipped).
        QVERIFY(app.clickShown(QStringLiteral("ftdNextTurn")));
        QTRY_COMPARE(fight->current(), QStringLiteral("brenna"));

        // The fight ends; Skeleton 1 is still dying. Tended after the fight: a monster becomes stable at 0 HP.
        QVERIFY(app.clickShown(QStringLiteral("ftdMore")));
        QVERIFY(app.clickShown(QStringLiteral("ftdEndFight")));
        QTRY_VERIFY(fight->over());
        QVERIFY(app.clickShown(QStringLiteral("ftdMore")));
        QVERIFY(app.clickShown(QStringLiteral("ftdStabilize")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("ftdCheckDialog")));
        QTest::qWait(50);
        retype(app, "ftdCheckModifier", QStringLiteral("30"));
        app.screenshot(QStringLiteral("ftd-fight-stabilize") + suffix);
        app.key(Qt::Key_Return);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("ftdCheckDialog")));
        QTRY_COMPARE(row(fight, QStringLiteral("skel1")).value(QStringLiteral("status")).toString(),
                     QStringLiteral("stable"));

        // Close fight: the fight's record leaves the table; the tokens keep where they stand.
        QVERIFY(app.clickShown(QStringLiteral("ftdMore")));
        QVERIFY(app.clickShown(QStringLiteral("ftdEndFight")));
        QTRY_VERIFY(!fight->running());
        QVERIFY(app.item(QStringLiteral("ftdStartFight"))->isVisible());
        QCOMPARE(encounter->session()->table().scene.map.creature(QStringLiteral("aldric"))->position, (Square{7, 5}));
        QVERIFY(!app.controller()
                     ->store()
                     ->meta(QStringLiteral("module.fiveTorchesDeep"))
                     ->contains(QStringLiteral("\"fight\"")));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eFtdFight)
#include "tst_e2e_ftdfight.moc"
