#include "appwindow.h"
#include "encountercontroller.h"
#include "ftdfightmodel.h"
#include "ftdsheetmodel.h"
#include "layoutcheck.h"

#include "rulesets/fivetorchesruleset.h"
#include "rulesets/fivetorchessheets.h"
#include "session/tablesession.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

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

void openSheetDialog(AppWindow &app, bool german)
{
    QQuickItem *characters = findByClass(app.window()->contentItem(), "QQuickMenuBarItem",
                                         german ? QStringLiteral("&Charaktere") : QStringLiteral("&Characters"));
    QVERIFY(characters);
    app.click(characters);
    QQuickItem *entry = nullptr;
    QTRY_VERIFY((entry = findByClass(app.window()->contentItem(), "QQuickMenuItem",
                                     german ? QStringLiteral("&Five-Torches-Deep-Bogen…")
                                            : QStringLiteral("&Five Torches Deep sheet…"))) != nullptr);
    QTest::qWait(50);
    app.click(entry);
    QTRY_VERIFY(app.popupOpen(QStringLiteral("ftdSheetDialog")));
}

// Settings > Rules modules > Five Torches Deep, OK.
void playFiveTorchesDeep(AppWindow &app, bool german)
{
    QQuickItem *settings = findByClass(app.window()->contentItem(), "QQuickMenuBarItem",
                                       german ? QStringLiteral("&Einstellungen") : QStringLiteral("&Settings"));
    QVERIFY(settings);
    app.click(settings);
    QQuickItem *entry = nullptr;
    QTRY_VERIFY((entry = findByClass(app.window()->contentItem(), "QQuickMenuItem",
                                     german ? QStringLiteral("&Regelmodule…") : QStringLiteral("&Rules modules…"))) !=
                nullptr);
    QTest::qWait(50);
    app.click(entry);
    QTRY_VERIFY(app.popupOpen(QStringLiteral("rulesModulesDialog")));
    QVERIFY(app.clickShown(QStringLiteral("ruleset-fiveTorchesDeep")));
    QVERIFY(app.clickShown(QStringLiteral("rulesModulesOk")));
    QTRY_VERIFY(!app.popupOpen(QStringLiteral("rulesModulesDialog")));
}

QJsonObject storedSheet(AppWindow &app, const QString &id)
{
    auto *encounter = app.window()->property("encounter").value<EncounterController *>();
    const auto stored = battlemat::FtdSheets::find(
        encounter->session()->table().modules.value(battlemat::FiveTorchesRuleset::moduleId()), id);
    return stored ? stored->sheet : QJsonObject();
}

} // namespace

/**
 * A Five Torches Deep character sheet in the window (docs/five-torches-deep.md): Characters > Five Torches Deep
 * sheet…, Open… Ada's file; the engine's loads (12 against STR 10: 20 ft, disadvantage on all checks); STR raised to
 * 12 frees her; an empty name is refused with the reason and kept out of the file; Save writes the file, Export PDF
 * prints her page beside it.
 */
class TestE2eFtdSheet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    void editAndPrint_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    void editAndPrint()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        QTemporaryDir folder;
        const QString ada = folder.filePath(QStringLiteral("ada.json"));
        QVERIFY(QFile::copy(QStringLiteral(BATTLEMAT_SOURCE_DIR "/tests/engine/data/fivetorches/ada.json"), ada));
        QFile::setPermissions(ada, QFile::ReadOwner | QFile::WriteOwner);
        const QString file = folder.filePath(QStringLiteral("deep.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        AppWindow app(42);
        QVERIFY(app.open(size, file));

        // Characters > Five Torches Deep sheet…
        openSheetDialog(app, german);
        auto *sheet = app.window()->findChild<FtdSheetModel *>();
        QVERIFY(sheet);

        // Open…: Ada's file typed by its path.
        QVERIFY(app.clickShown(QStringLiteral("ftdSheetOpen")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("ftdSheetOpenDialog")));
        QTest::qWait(50);
        app.type(ada);
        app.key(Qt::Key_Return);
        QTRY_VERIFY(sheet->loaded());
        QCOMPARE(sheet->derived().value(0),
                 german ? QStringLiteral("Lasten 12 von 10 (der ST-Wert): 2 zu viel, -10 ft, Nachteil auf alle Proben")
                        : QStringLiteral("Loads 12 of 10 (the STR score): 2 over, -10 ft, disadvantage on all checks"));
        QCOMPARE(sheet->derived().value(1), german ? QStringLiteral("Bewegung 20 ft") : QStringLiteral("Speed 20 ft"));
        app.screenshot(QStringLiteral("ftd-sheet") + suffix);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()).join(QLatin1Char('\n')), QString());

        // STR 12 carries the 12 loads: 30 ft, no disadvantage.
        app.click(app.item(QStringLiteral("ftdSheet_STR")));
        app.key(Qt::Key_A, Qt::ControlModifier);
        app.type(QStringLiteral("12"));
        app.key(Qt::Key_Return);
        QTRY_COMPARE(sheet->derived().value(0), german ? QStringLiteral("Lasten 12 von 12 (der ST-Wert)")
                                                       : QStringLiteral("Loads 12 of 12 (the STR score)"));
        QCOMPARE(sheet->derived().value(1), german ? QStringLiteral("Bewegung 30 ft") : QStringLiteral("Speed 30 ft"));

        // An empty name is refused with the reader's reason; the sheet keeps Ada's.
        app.click(app.item(QStringLiteral("ftdSheetName")));
        app.key(Qt::Key_A, Qt::ControlModifier);
        app.key(Qt::Key_Delete);
        app.key(Qt::Key_Return);
        QTRY_VERIFY(sheet->errorMessage().endsWith(
            QStringLiteral("name: ") + QCoreApplication::translate("FtdRefusalTexts", "must not be empty")));
        QCOMPARE(sheet->values().value(QStringLiteral("name")).toString(), QStringLiteral("Ada Thorn"));

        // Save, then Export PDF beside the file.
        QVERIFY(app.clickShown(QStringLiteral("ftdSheetSave")));
        QTRY_VERIFY(sheet->errorMessage().isEmpty());
        QFile saved(ada);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QJsonObject written = QJsonDocument::fromJson(saved.readAll()).object();
        QCOMPARE(written.value(QStringLiteral("abilities")).toObject().value(QStringLiteral("STR")).toInt(), 12);
        QCOMPARE(written.value(QStringLiteral("name")).toString(), QStringLiteral("Ada Thorn"));
        QVERIFY(app.clickShown(QStringLiteral("ftdSheetPdf")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("ftdSheetPdfDialog")));
        QTest::qWait(50);
        app.type(folder.filePath(QStringLiteral("ada")));
        app.key(Qt::Key_Return);
        QTRY_VERIFY(QFile::exists(folder.filePath(QStringLiteral("ada.pdf"))));
        QTRY_VERIFY(QFileInfo(folder.filePath(QStringLiteral("ada.pdf"))).size() > 1000);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    void sheetsInTheCampaign_data() { editAndPrint_data(); }
    /**
     * The campaign's sheets (docs/five-torches-deep.md, "Sheets in the campaign"): under Five Torches Deep the GM
     * imports Ada's file into the campaign, raises her STR and saves it there, drops a torch (Ctrl+Z gives it back),
     * makes a new character for the token Aldric; Start fight picks Aldric's stored sheet up (his DEX 16 puts him
     * first, his 9 HP); the stored sheets print to a PDF.
     */
    void sheetsInTheCampaign()
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
        openSheetDialog(app, german);
        auto *sheet = app.window()->findChild<FtdSheetModel *>();
        QVERIFY(sheet);
        QTRY_VERIFY(sheet->campaign());

        // Import file…: Ada's file becomes a sheet of the campaign.
        QVERIFY(app.clickShown(QStringLiteral("ftdSheetImport")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("ftdSheetOpenDialog")));
        QTest::qWait(50);
        app.type(QStringLiteral(BATTLEMAT_SOURCE_DIR "/tests/engine/data/fivetorches/ada.json"));
        app.key(Qt::Key_Return);
        QTRY_COMPARE(sheet->storedId(), QStringLiteral("ada-thorn"));
        QTRY_VERIFY(app.item(QStringLiteral("ftdStored_ada-thorn")));
        QCOMPARE(storedSheet(app, QStringLiteral("ada-thorn")).value(QStringLiteral("coins")).toInt(), 600);

        // STR 12, Save in campaign: the campaign's sheet has it.
        app.click(app.item(QStringLiteral("ftdSheet_STR")));
        app.key(Qt::Key_A, Qt::ControlModifier);
        app.type(QStringLiteral("12"));
        app.key(Qt::Key_Return);
        QTRY_VERIFY(sheet->dirty());
        QVERIFY(app.clickShown(QStringLiteral("ftdSheetSave")));
        QTRY_COMPARE(storedSheet(app, QStringLiteral("ada-thorn"))
                         .value(QStringLiteral("abilities"))
                         .toObject()
                         .value(QStringLiteral("STR")),
                     QJsonValue(12));
        QVERIFY(!sheet->dirty());

        // Drop one torch (an arduous return's load): 3 -> 2; Ctrl+Z gives it back.
        QCOMPARE(sheet->itemNames().value(0), QStringLiteral("torch"));
        QVERIFY(app.clickShown(QStringLiteral("ftdSheetDrop0")));
        auto torches = [&] {
            return storedSheet(app, QStringLiteral("ada-thorn"))
                .value(QStringLiteral("items"))
                .toArray()
                .at(0)
                .toObject()
                .value(QStringLiteral("count"))
                .toInt();
        };
        QTRY_COMPARE(torches(), 2);
        QTRY_VERIFY(sheet->items().value(0).startsWith(QStringLiteral("2")));
        app.screenshot(QStringLiteral("ftd-campaign-sheets") + suffix);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()).join(QLatin1Char('\n')), QString());
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(torches(), 3);
        QTRY_VERIFY(sheet->items().value(0).startsWith(QStringLiteral("3")));

        // New character "Aldric", DEX 16, 9 HP: stored as "aldric", the id of his token on the map.
        QVERIFY(app.clickShown(QStringLiteral("ftdSheetNewCharacter")));
        QTRY_VERIFY(sheet->loaded() && sheet->storedId().isEmpty());
        app.click(app.item(QStringLiteral("ftdSheetName")));
        app.key(Qt::Key_A, Qt::ControlModifier);
        app.type(QStringLiteral("Aldric"));
        app.key(Qt::Key_Return);
        app.click(app.item(QStringLiteral("ftdSheet_DEX")));
        app.key(Qt::Key_A, Qt::ControlModifier);
        app.type(QStringLiteral("16"));
        app.key(Qt::Key_Return);
        app.click(app.item(QStringLiteral("ftdSheet_maxHitPoints")));
        app.key(Qt::Key_A, Qt::ControlModifier);
        app.type(QStringLiteral("9"));
        app.key(Qt::Key_Return);
        QTRY_COMPARE(sheet->values().value(QStringLiteral("maxHitPoints")).toInt(), 9);
        QVERIFY(app.clickShown(QStringLiteral("ftdSheetSave")));
        QTRY_COMPARE(sheet->storedId(), QStringLiteral("aldric"));
        QCOMPARE(sheet->stored().size(), 2);

        // Export PDF…: the stored sheet printed.
        QVERIFY(app.clickShown(QStringLiteral("ftdSheetPdf")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("ftdSheetPdfDialog")));
        QTest::qWait(50);
        app.type(folder.filePath(QStringLiteral("aldric")));
        app.key(Qt::Key_Return);
        QTRY_VERIFY(QFileInfo(folder.filePath(QStringLiteral("aldric.pdf"))).size() > 1000);

        // Close; Start fight: Aldric fights with his stored sheet.
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("ftdSheetDialog")));
        auto *fight = app.window()->property("ftdFight").value<FtdFightModel *>();
        QVERIFY(fight);
        QVERIFY(app.clickShown(QStringLiteral("ftdStartFight")));
        QTRY_VERIFY(fight->running());
        QCOMPARE(fight->current(), QStringLiteral("aldric"));
        QVariantMap aldric;
        for (const QVariant &row : fight->fighters()) {
            if (row.toMap().value(QStringLiteral("id")).toString() == QLatin1String("aldric"))
                aldric = row.toMap();
        }
        QCOMPARE(aldric.value(QStringLiteral("hitPoints")).toInt(), 9);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eFtdSheet)
#include "tst_e2e_ftdsheet.moc"
