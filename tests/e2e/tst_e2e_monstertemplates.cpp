#include "appwindow.h"
#include "layoutcheck.h"

#include "storage/campaignstore.h"

#include <QJsonArray>
#include <QTemporaryDir>

using namespace battlemat;

/**
 * Encounter > Monster library > Apply template in the real window on the sample campaign: the templates the list
 * offers are read from the monster file ("Monster Templates", ../shared/rules/orcus-monsters-1.0.md). The game
 * master makes the published Enthralled Servant (Level 6 Blocker, HP 54) a Ghost (an elite: HP 108, fly 6), then an
 * Adventurer: a Fighter whose first choice breaks the template's rule (one encounter power at level 6) and is refused
 * naming it, then one power of each kind, one of them copied from a hero's sheet; all with synthesized mouse and keys.
 */
class TestE2eMonsterTemplates : public QObject
{
    Q_OBJECT

    // Chooses the entry at index of a ComboBox as a person does: open it, arrow keys, Enter.
    static bool choose(const AppWindow &app, const QString &objectName, int index)
    {
        QQuickItem *box = app.item(objectName);
        if (!box || !app.clickShown(objectName))
            return false;
        QTest::qWait(100);
        const int from = box->property("currentIndex").toInt();
        for (int i = from; i < index; ++i)
            app.key(Qt::Key_Down);
        for (int i = index; i < from; ++i)
            app.key(Qt::Key_Up);
        app.key(Qt::Key_Return);
        return QTest::qWaitFor([&] { return box->property("currentIndex").toInt() == index; });
    }

    static void typeInto(const AppWindow &app, const QString &objectName, const QString &text)
    {
        QVERIFY2(app.clickShown(objectName), qPrintable(objectName));
        app.key(Qt::Key_A, Qt::ControlModifier);
        app.type(text);
    }

    static bool chooseServant(AppWindow &app)
    {
        if (!app.clickShown(QStringLiteral("monsterSearch")))
            return false;
        app.key(Qt::Key_A, Qt::ControlModifier);
        app.type(QStringLiteral("enthralled"));
        QQuickItem *row = nullptr;
        if (!QTest::qWaitFor([&] {
                return (row = AppWindow::findText(app.item(QStringLiteral("monsterList")),
                                                  QStringLiteral("Enthralled Servant"))) != nullptr;
            }))
            return false;
        QTest::qWait(50);
        app.click(row);
        return true;
    }

    static QJsonObject stored(const AppWindow &app, const QString &id)
    {
        auto document = app.controller()->store()->entity(EntityKind::Monster, id);
        return document ? *document : QJsonObject();
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    void applyANamedTemplateAndAnAdventurer_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    void applyANamedTemplateAndAnAdventurer()
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

        app.key(Qt::Key_L, Qt::ControlModifier);
        QTRY_VERIFY(app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        QVERIFY(chooseServant(app));
        // The list: elite, boss, then the file's templates in printed order (Ghost, Half-Fiend, Forlorn Shade,
        // Adventurer).
        QQuickItem *templates = app.item(QStringLiteral("monsterTemplate"));
        QVERIFY(templates);
        QCOMPARE(templates->property("count").toInt(), 6);
        QVERIFY(choose(app, QStringLiteral("monsterTemplate"), 2));
        QCOMPARE(templates->property("currentText").toString(),
                 german ? QStringLiteral("Geist") : QStringLiteral("Ghost"));
        QVERIFY(app.clickShown(QStringLiteral("monsterApplyTemplate")));
        QJsonObject ghost;
        QTRY_VERIFY(!(ghost = stored(app, QStringLiteral("enthralled-servant-ghost"))).isEmpty());
        const QJsonObject ghostSheet = ghost.value(QStringLiteral("monster")).toObject();
        QCOMPARE(ghostSheet.value(QStringLiteral("hitPoints")).toInt(), 108);
        QCOMPARE(ghostSheet.value(QStringLiteral("rank")).toString(), QStringLiteral("elite"));
        QCOMPARE(ghostSheet.value(QStringLiteral("movement")).toObject().value(QStringLiteral("fly")).toInt(), 6);
        // Named and reported in the table's language: what the Ghost changed, under the block.
        QCOMPARE(ghost.value(QStringLiteral("name")).toString(),
                 german ? QStringLiteral("Enthralled Servant (Geist)") : QStringLiteral("Enthralled Servant (Ghost)"));
        const QString report = app.item(QStringLiteral("monsterLibraryMessage"))->property("text").toString();
        QVERIFY2(report.contains(german ? QStringLiteral("Rang Standard -> Elite; Trefferpunkte 54 -> 108")
                                        : QStringLiteral("rank Standard -> Elite; hit points 54 -> 108")),
                 qPrintable(report));
        app.screenshot(QStringLiteral("monster-template-ghost") + suffix);

        // The Adventurer: the class dialog opens instead.
        QVERIFY(chooseServant(app));
        QVERIFY(choose(app, QStringLiteral("monsterTemplate"), 5));
        QVERIFY(app.clickShown(QStringLiteral("monsterApplyTemplate")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("adventurerDialog")));
        typeInto(app, QStringLiteral("adventurerClass"), QStringLiteral("Fighter"));
        QVERIFY(choose(app, QStringLiteral("adventurerSkillOne"), 2)); // Athletics
        QVERIFY(choose(app, QStringLiteral("adventurerSkillTwo"), 6)); // Endure
        // One at-will power only: refused, naming the rule.
        typeInto(app, QStringLiteral("adventurerPowerName"), QStringLiteral("Cleave"));
        // The usage in the table's language, as the sheet names actions and recharges.
        typeInto(app, QStringLiteral("adventurerPowerUsage"),
                 german ? QStringLiteral("Standardaktion, beliebig oft") : QStringLiteral("standard, at-will"));
        typeInto(app, QStringLiteral("adventurerPowerText"), QStringLiteral("+11 vs AC; 1d8+5 damage."));
        QVERIFY(app.clickShown(QStringLiteral("adventurerAddPower")));
        QVERIFY(app.clickShown(QStringLiteral("adventurerApply")));
        QQuickItem *message = app.item(QStringLiteral("adventurerMessage"));
        QTRY_VERIFY2(message->property("text").toString().contains(
                         german ? QStringLiteral("Vorlage Abenteurer, Kräfte: Eine Kreatur der Stufe 6 nimmt eine "
                                                 "Kraft der Art „Begegnung“ (0 gewählt)")
                                : QStringLiteral("Adventurer template, Powers: a level 6 creature takes one encounter "
                                                 "power (0 chosen)")),
                     qPrintable(message->property("text").toString()));
        QVERIFY(app.popupOpen(QStringLiteral("adventurerDialog")));
        QVERIFY(stored(app, QStringLiteral("enthralled-servant-fighter")).isEmpty());
        app.screenshot(QStringLiteral("monster-template-adventurer-refused") + suffix);

        // An encounter power typed, a daily power copied from Ilsa's sheet (Mirror Step), a utility power typed.
        QVERIFY(choose(app, QStringLiteral("adventurerPowerKind"), 1));
        typeInto(app, QStringLiteral("adventurerPowerName"), QStringLiteral("Spinning Sweep"));
        typeInto(app, QStringLiteral("adventurerPowerUsage"), QStringLiteral("standard, encounter"));
        typeInto(app, QStringLiteral("adventurerPowerText"), QStringLiteral("+11 vs AC; 2d8+5 damage."));
        QVERIFY(app.clickShown(QStringLiteral("adventurerAddPower")));
        QVERIFY(choose(app, QStringLiteral("adventurerPowerKind"), 2));
        QQuickItem *heroPower = app.item(QStringLiteral("adventurerHeroPower"));
        QTRY_VERIFY(heroPower->property("count").toInt() > 0);
        // The heroes by name: Brannoc's two powers, then Ilsa's Arc Bolt, Tangles and Mirror Step (her daily power).
        QVERIFY(choose(app, QStringLiteral("adventurerHeroPower"), 4));
        QCOMPARE(heroPower->property("currentText").toString(), QStringLiteral("Ilsa Marrow: Mirror Step"));
        QVERIFY(app.clickShown(QStringLiteral("adventurerCopyPower")));
        QVERIFY(choose(app, QStringLiteral("adventurerPowerKind"), 3));
        typeInto(app, QStringLiteral("adventurerPowerName"), QStringLiteral("Second Wind"));
        typeInto(app, QStringLiteral("adventurerPowerUsage"),
                 german ? QStringLiteral("schnelle Aktion, Begegnung") : QStringLiteral("swift, encounter"));
        typeInto(app, QStringLiteral("adventurerPowerText"), QStringLiteral("The fighter regains 10 hit points."));
        QVERIFY(app.clickShown(QStringLiteral("adventurerAddPower")));
        app.screenshot(QStringLiteral("monster-template-adventurer") + suffix);
        if (size.width() == 1366)
            QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        QVERIFY(app.clickShown(QStringLiteral("adventurerApply")));
        QTRY_VERIFY2(!app.popupOpen(QStringLiteral("adventurerDialog")),
                     qPrintable(message->property("text").toString()));
        const QJsonObject fighter = stored(app, QStringLiteral("enthralled-servant-fighter"));
        const QJsonObject fighterSheet = fighter.value(QStringLiteral("monster")).toObject();
        QCOMPARE(fighterSheet.value(QStringLiteral("hitPoints")).toInt(), 108);
        QCOMPARE(fighterSheet.value(QStringLiteral("xp")).toInt(), 500);
        QCOMPARE(fighterSheet.value(QStringLiteral("skills")).toObject().value(QStringLiteral("Athletics")).toInt(),
                 13);
        QStringList powers;
        for (const QJsonValue &power : fighter.value(QStringLiteral("powers")).toArray()) {
            powers.append(power.toObject().value(QStringLiteral("name")).toString());
            // Read as the usage says: a swift action once an encounter.
            if (powers.last() == QLatin1String("Second Wind")) {
                QCOMPARE(power.toObject().value(QStringLiteral("action")).toString(), QStringLiteral("swift"));
                QCOMPARE(power.toObject().value(QStringLiteral("recharge")).toString(), QStringLiteral("encounter"));
            }
        }
        QVERIFY2(powers.contains(QStringLiteral("Mirror Step")), qPrintable(powers.join(QLatin1Char(','))));
        QCOMPARE(powers.size(), 2 + 4);
        app.screenshot(QStringLiteral("monster-template-adventurer-stored") + suffix);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // Encounter > Monster library > Ghost > Edit...: the template's lines as the book prints them. A resistance that
    // does not read is refused naming the line, nothing stored; the Ghost made to fly 8 with +2 Will is stored in the
    // campaign as one step, gives the servant fly 8, and Edit > Undo takes the applied Ghost and then the edit back.
    void editATemplatesLines_data() { applyANamedTemplateAndAnAdventurer_data(); }
    void editATemplatesLines()
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
        auto storedGhost = [&] {
            auto document = app.controller()->store()->entity(EntityKind::MonsterTemplate, QStringLiteral("ghost"));
            return document ? document->value(QStringLiteral("text")).toString() : QString();
        };

        app.key(Qt::Key_L, Qt::ControlModifier);
        QTRY_VERIFY(app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        QVERIFY(chooseServant(app));
        QVERIFY(choose(app, QStringLiteral("monsterTemplate"), 2)); // Ghost
        QVERIFY(app.clickShown(QStringLiteral("monsterEditTemplate")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("templateEditDialog")));
        QQuickItem *speed = app.item(QStringLiteral("templateField_speed"));
        QVERIFY(speed);
        QCOMPARE(speed->property("text").toString(), QStringLiteral("fly 6 (hover)."));

        typeInto(app, QStringLiteral("templateField_resist"), QStringLiteral("x"));
        QVERIFY(app.clickShown(QStringLiteral("templateEditSave")));
        QQuickItem *message = app.item(QStringLiteral("templateEditMessage"));
        QTRY_COMPARE(message->property("text").toString(),
                     german ? QStringLiteral("Nicht gespeichert: Resistenz: Schadensart und Zahl erwartet („fire 5“), "
                                             "gefunden: „x“")
                            : QStringLiteral("Not saved: Resist: expected a damage type and a number (\"fire 5\"), "
                                             "found 'x'"));
        QVERIFY(app.popupOpen(QStringLiteral("templateEditDialog")));
        QCOMPARE(storedGhost(), QString());
        app.screenshot(QStringLiteral("monster-template-edit-refused") + suffix);

        typeInto(app, QStringLiteral("templateField_resist"), QString());
        app.key(Qt::Key_Delete);
        typeInto(app, QStringLiteral("templateField_speed"), QStringLiteral("fly 8 (hover)."));
        typeInto(app, QStringLiteral("templateField_defenses"), QStringLiteral("+2 Will."));
        app.screenshot(QStringLiteral("monster-template-edit") + suffix);
        if (size.width() == 1366)
            QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        QVERIFY(app.clickShown(QStringLiteral("templateEditSave")));
        QTRY_VERIFY2(!app.popupOpen(QStringLiteral("templateEditDialog")),
                     qPrintable(message->property("text").toString()));
        QVERIFY2(storedGhost().contains(QStringLiteral("**Speed:** fly 8 (hover).")), qPrintable(storedGhost()));
        QVERIFY2(storedGhost().contains(QStringLiteral("**Defenses:** +2 Will.")), qPrintable(storedGhost()));

        // The edited Ghost on the servant: fly 8.
        QCOMPARE(app.item(QStringLiteral("monsterTemplate"))->property("currentValue").toString(),
                 QStringLiteral("ghost"));
        QVERIFY(app.clickShown(QStringLiteral("monsterApplyTemplate")));
        QTRY_VERIFY(!stored(app, QStringLiteral("enthralled-servant-ghost")).isEmpty());
        const QJsonObject ghost = stored(app, QStringLiteral("enthralled-servant-ghost"));
        QCOMPARE(ghost.value(QStringLiteral("monster"))
                     .toObject()
                     .value(QStringLiteral("movement"))
                     .toObject()
                     .value(QStringLiteral("fly"))
                     .toInt(),
                 8);
        app.screenshot(QStringLiteral("monster-template-edited-applied") + suffix);

        // Edit > Undo (the library closed first): the applied Ghost, then the template's edit.
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(stored(app, QStringLiteral("enthralled-servant-ghost")).isEmpty());
        QVERIFY(!storedGhost().isEmpty());
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(storedGhost(), QString());
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eMonsterTemplates)
#include "tst_e2e_monstertemplates.moc"
