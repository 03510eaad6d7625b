#include "appwindow.h"
#include "encountercontroller.h"
#include "expeditionmodel.h"
#include "ftdfightmodel.h"
#include "layoutcheck.h"

#include "session/tablesession.h"

#include <QJsonArray>
#include <QTemporaryDir>

#include <algorithm>

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

QString label(AppWindow &app, const char *name)
{
    QQuickItem *item = app.item(QString::fromLatin1(name));
    return item ? item->property("text").toString() : QString();
}

QString lightAt(AppWindow &app, int column, int row)
{
    QString level;
    QMetaObject::invokeMethod(app.item(QStringLiteral("ftdLight")), "levelAt", Q_RETURN_ARG(QString, level),
                              Q_ARG(int, column), Q_ARG(int, row));
    return level;
}

// The start of a translated line with its first placeholder filled ("Morale of Brenna (").
QString lineStart(const char *context, const char *text, const QString &first = {})
{
    const QString translated = QCoreApplication::translate(context, text);
    const qsizetype cut = translated.indexOf(first.isEmpty() ? QStringLiteral("%1") : QStringLiteral("%2"));
    return first.isEmpty() ? translated.left(cut) : translated.left(cut).arg(first);
}

// Scrolls the panel holding the control (its Flickable, as the wheel would) so the control is in view.
void scrollTo(AppWindow &app, const QString &objectName)
{
    QQuickItem *control = app.item(objectName);
    for (QQuickItem *up = control ? control->parentItem() : nullptr; up; up = up->parentItem()) {
        if (!up->inherits("QQuickFlickable"))
            continue;
        auto *content = up->property("contentItem").value<QQuickItem *>();
        const qreal y = control->mapToItem(content, QPointF(0, 0)).y();
        const qreal most = std::max(0.0, up->property("contentHeight").toReal() - up->height());
        up->setProperty("contentY", std::clamp(y - up->height() / 2, 0.0, most));
        return;
    }
}

bool anyLineStartsWith(const QVariantList &results, const QString &start)
{
    for (const QVariant &line : results) {
        if (line.toMap().value(QStringLiteral("text")).toString().startsWith(start))
            return true;
    }
    return false;
}

} // namespace

/**
 * Five Torches Deep in the real window, what the last session left ("Light", "Retreat", "Treasure",
 * ../shared/rules/checks-actions-combat-gritty.txt): on the sample crypt made dark, Aldric carries a torch; Start
 * fight; the map draws the light square by square (his torch's 30 ft dim, the skeleton 35 ft off in darkness); the
 * refusal of a melee attack 35 ft away reads in the table's language; Brenna is made Aldric's retainer (Numbers…);
 * Aldric retreats and Brenna's morale is rolled at once; an hour passes and the torch burns out; Loot and XP… rolls
 * 1d20 gp per HD and the XP into the log.
 */
class TestE2eFtdLight : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    void lightRetainersAndLoot_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    void lightRetainersAndLoot()
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
        auto *fight = app.window()->property("ftdFight").value<FtdFightModel *>();
        QVERIFY(encounter && fight);

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

        // The crypt made dark and a torch in Aldric's hand (map edits, as Map editing > Paint light and Light
        // sources make them).
        const GridMap &grid = encounter->session()->table().scene.map.grid;
        QJsonArray squares;
        for (int y = 0; y < grid.height(); ++y) {
            for (int x = 0; x < grid.width(); ++x)
                squares.append(QJsonObject{{QStringLiteral("x"), x},
                                           {QStringLiteral("y"), y},
                                           {QStringLiteral("level"), QStringLiteral("dark")}});
        }
        QVERIFY2(encounter->run({{QStringLiteral("type"), QStringLiteral("map.paintAmbient")},
                                 {QStringLiteral("squares"), squares}}),
                 qPrintable(encounter->errorMessage()));
        QVERIFY2(encounter->run({{QStringLiteral("type"), QStringLiteral("map.setLights")},
                                 {QStringLiteral("lights"),
                                  QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("torch")},
                                                         {QStringLiteral("carriedBy"), QStringLiteral("aldric")}}}}}),
                 qPrintable(encounter->errorMessage()));

        // Tables…: the numbers the chapter names without giving them, Battlemat's defaults.
        scrollTo(app, QStringLiteral("expeditionTables"));
        QVERIFY(app.clickShown(QStringLiteral("expeditionTables")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("ftdTablesDialog")));
        QTest::qWait(50);
        auto *tablesModel = app.window()->findChild<ExpeditionModel *>();
        QVERIFY(tablesModel);
        QVERIFY2(tablesModel->tables()
                     .constFirst()
                     .toMap()
                     .value(QStringLiteral("text"))
                     .toString()
                     .startsWith(QStringLiteral("1-4: +2")),
                 qPrintable(tablesModel->tables().constFirst().toMap().value(QStringLiteral("text")).toString()));
        app.screenshot(QStringLiteral("ftd-tables") + suffix);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()).join(QLatin1Char('\n')), QString());
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("ftdTablesDialog")));

        // Start fight. The map shows each square's light: Aldric's torch lights 30 ft dim, Skeleton 1 at 35 ft
        // stands in darkness.
        QVERIFY(app.clickShown(QStringLiteral("ftdStartFight")));
        QTRY_VERIFY(fight->running());
        QTRY_COMPARE(lightAt(app, 2, 2), QStringLiteral("dim"));
        QCOMPARE(lightAt(app, 8, 2), QStringLiteral("dim"));
        QCOMPARE(lightAt(app, 9, 5), QStringLiteral("darkness"));
        QCOMPARE(lightAt(app, 20, 12), QStringLiteral("darkness"));

        // The skeleton chosen: the engine's refusal, in the table's language.
        app.click(app.item(QStringLiteral("token-skel1")));
        QTRY_VERIFY2(label(app, "ftdFightOdds")
                         .contains(german ? QStringLiteral("ft entfernt: außerhalb der Nahkampfreichweite")
                                          : QStringLiteral("ft away: beyond melee reach")),
                     qPrintable(label(app, "ftdFightOdds")));
        QVERIFY(app.clickShown(QStringLiteral("ftdAttack")));
        QTRY_VERIFY2(encounter->errorMessage().contains(german ? QStringLiteral("außerhalb der Nahkampfreichweite")
                                                               : QStringLiteral("beyond melee reach")),
                     qPrintable(encounter->errorMessage()));
        app.screenshot(QStringLiteral("ftd-light") + suffix);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()).join(QLatin1Char('\n')), QString());

        // Brenna is Aldric's retainer (Numbers…: not a PC, retainer of Aldric).
        app.click(app.item(QStringLiteral("token-brenna")));
        QVERIFY(app.clickShown(QStringLiteral("ftdMore")));
        QVERIFY(app.clickShown(QStringLiteral("ftdNumbers")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("ftdNumbersDialog")));
        QTest::qWait(50);
        app.click(app.item(QStringLiteral("ftdNumbersPc")));
        app.click(app.item(QStringLiteral("ftdNumbersFollows")));
        QTest::qWait(100);
        app.key(Qt::Key_Down);
        app.key(Qt::Key_Return);
        QTRY_COMPARE(app.item(QStringLiteral("ftdNumbersFollows"))->property("currentValue").toString(),
                     QStringLiteral("aldric"));
        app.screenshot(QStringLiteral("ftd-retainer") + suffix);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()).join(QLatin1Char('\n')), QString());
        QVERIFY(app.clickShown(QStringLiteral("ftdNumbersOk")));
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("ftdNumbersDialog")));
        QVariantMap brenna;
        QTRY_VERIFY([&] {
            for (const QVariant &row : fight->fighters()) {
                if (row.toMap().value(QStringLiteral("id")).toString() == QLatin1String("brenna"))
                    brenna = row.toMap();
            }
            return brenna.value(QStringLiteral("follows")).toString() == QLatin1String("aldric");
        }());
        QVERIFY(!brenna.value(QStringLiteral("pc")).toBool());

        // Aldric retreats: his retainer checks morale at once ("Retreat"), the line is in the panel.
        QCOMPARE(fight->current(), QStringLiteral("aldric"));
        QVERIFY(app.clickShown(QStringLiteral("ftdMore")));
        QVERIFY(app.clickShown(QStringLiteral("ftdRetreat")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("ftdCheckDialog")));
        QTest::qWait(50);
        QVERIFY(app.clickShown(QStringLiteral("ftdCheckOk")));
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("ftdCheckDialog")));
        QTRY_VERIFY2(anyLineStartsWith(fight->results(),
                                       lineStart("FtdFightModel", "Morale of %1 (%2): %3", QStringLiteral("Brenna"))),
                     qPrintable(fight->results().value(0).toMap().value(QStringLiteral("text")).toString()));

        // An hour passes (+1 hour): the torch burns out, the crypt is dark.
        QVERIFY(app.clickShown(QStringLiteral("expeditionHour")));
        QTRY_COMPARE(lightAt(app, 2, 2), QStringLiteral("darkness"));
        auto *expedition = app.window()->findChild<ExpeditionModel *>();
        QVERIFY(expedition);
        QTRY_VERIFY(
            anyLineStartsWith(expedition->results(), QCoreApplication::translate("FtdSheetTexts", "%1 of %2 burns out")
                                                         .arg(QCoreApplication::translate("FtdSheetTexts", "The torch"),
                                                              QStringLiteral("Aldric"))));

        // The Expedition panel's Loot and XP… and More… > Loot and XP… open the same dialog.
        scrollTo(app, QStringLiteral("expeditionTreasure"));
        QVERIFY(app.clickShown(QStringLiteral("expeditionTreasure")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("expeditionTreasureDialog")));
        QTest::qWait(50);
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("expeditionTreasureDialog")));
        // More… > Loot and XP…: a 2 HD foe's loot (2d20 gp) and 10 gp
        // from a chest, in the log.
        QVERIFY(app.clickShown(QStringLiteral("ftdMore")));
        QVERIFY(app.clickShown(QStringLiteral("ftdTreasure")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("expeditionTreasureDialog")));
        QTest::qWait(50);
        app.click(app.item(QStringLiteral("expeditionTreasureOthers")));
        app.type(QStringLiteral("2"));
        app.click(app.item(QStringLiteral("expeditionTreasureGold")));
        app.key(Qt::Key_A, Qt::ControlModifier);
        app.type(QStringLiteral("10"));
        app.screenshot(QStringLiteral("ftd-loot") + suffix);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()).join(QLatin1Char('\n')), QString());
        QVERIFY(app.clickShown(QStringLiteral("expeditionTreasureOk")));
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("expeditionTreasureDialog")));
        QTRY_VERIFY(anyLineStartsWith(expedition->results(),
                                      lineStart("FtdSheetTexts", "Loot of %1 (%2 HD, %3d20: %4): %5 gp",
                                                QCoreApplication::translate("ExpeditionModel", "foe %1").arg(1))));
        QVERIFY(anyLineStartsWith(expedition->results(),
                                  lineStart("FtdSheetTexts", "Treasure: %1 gp and magic items worth %2 gp: %3 XP")));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eFtdLight)
#include "tst_e2e_ftdlight.moc"
