#include "appwindow.h"
#include "encountercontroller.h"
#include "layoutcheck.h"

#include "encounter/commandprocessor.h"
#include "storage/campaignstore.h"

#include <QJsonArray>
#include <QTemporaryDir>

using namespace battlemat;

/**
 * Encounter > Monster library > Edit in the real window on the sample campaign: the game master opens the published
 * Wolf (../shared/rules/orcus-monsters-1.0.md: Level 3 Striker, 150 XP, HP 39, AC 17, Bite +8 vs AC, 1d12+4), types a
 * bad Armor Class and a bad range and is told which field is wrong and why, types the numbers they want (the attack and
 * the range in the table's language: "+9 gegen RK", "Nahkampf 2"), saves (the campaign's library holds the edited
 * wolf), takes it back with Edit > Undo, then moves the wolf to level 8 and an elite's numbers by the tables, the
 * changes said in the table's language, all with synthesized mouse and keys.
 */
class TestE2eMonsterEdit : public QObject
{
    Q_OBJECT

    // Replaces the text of an edit dialog field as a person does: click, select all, type.
    static void retype(const AppWindow &app, const QString &key, const QString &text)
    {
        QQuickItem *field = app.item(QStringLiteral("monsterField_") + key);
        QVERIFY2(field, qPrintable(key));
        app.click(field);
        app.key(Qt::Key_A, Qt::ControlModifier);
        app.type(text);
    }

    // Picks an entry of a choice field (role, rank ...) by the name it shows, with the mouse: open, click.
    static bool pick(const AppWindow &app, const QString &key, const QString &shownName)
    {
        QQuickItem *combo = app.item(QStringLiteral("monsterField_") + key);
        if (!combo || !combo->inherits("QQuickComboBox"))
            return false;
        app.click(combo);
        auto *popup = combo->property("popup").value<QObject *>();
        if (!popup || !QTest::qWaitFor([&] { return popup->property("opened").toBool(); }))
            return false;
        QQuickItem *entry = nullptr;
        if (!QTest::qWaitFor([&] {
                entry = AppWindow::findText(popup->property("contentItem").value<QQuickItem *>(), shownName);
                return entry != nullptr;
            }))
            return false;
        QTest::qWait(50); // the list's opening transition places the entries
        app.click(entry);
        return QTest::qWaitFor([&] { return !popup->property("opened").toBool(); });
    }

    static QString fieldText(const AppWindow &app, const QString &key)
    {
        QQuickItem *field = app.item(QStringLiteral("monsterField_") + key);
        return field ? field->property("text").toString() : QStringLiteral("<no field %1>").arg(key);
    }

    static QJsonObject storedWolf(const AppWindow &app)
    {
        auto stored = app.controller()->store()->entity(EntityKind::Monster, QStringLiteral("wolf"));
        return stored ? stored->value(QStringLiteral("monster")).toObject() : QJsonObject();
    }

    static bool chooseWolf(AppWindow &app)
    {
        app.key(Qt::Key_L, Qt::ControlModifier);
        if (!QTest::qWaitFor([&] { return app.popupOpen(QStringLiteral("monsterLibraryDialog")); }))
            return false;
        if (!app.clickShown(QStringLiteral("monsterSearch")))
            return false;
        app.key(Qt::Key_A, Qt::ControlModifier); // the search of the last time the library was open
        app.type(QStringLiteral("wolf"));
        QQuickItem *count = app.item(QStringLiteral("monsterCount"));
        if (!QTest::qWaitFor([&] { return count->property("text").toString().startsWith(QLatin1String("4 ")); }))
            return false;
        QQuickItem *row = nullptr;
        if (!QTest::qWaitFor([&] {
                return (row = AppWindow::findText(app.item(QStringLiteral("monsterList")), QStringLiteral("Wolf"))) !=
                       nullptr;
            }))
            return false;
        QTest::qWait(50);
        app.click(row);
        return true;
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    void editAMonstersNumbers_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    void editAMonstersNumbers()
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

        QVERIFY(chooseWolf(app));
        QVERIFY(app.clickShown(QStringLiteral("monsterEdit")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("monsterEditDialog")));
        // The printed numbers, each in its field.
        QTRY_COMPARE(fieldText(app, QStringLiteral("ac")), QStringLiteral("17"));
        QCOMPARE(fieldText(app, QStringLiteral("hp")), QStringLiteral("39"));
        // The bite's attack and range as a power card words them, in the table's language.
        QCOMPARE(fieldText(app, QStringLiteral("power.0.attack")),
                 german ? QStringLiteral("+8 gegen RK") : QStringLiteral("+8 vs AC"));
        QCOMPARE(fieldText(app, QStringLiteral("power.0.range")),
                 german ? QStringLiteral("Nahkampf") : QStringLiteral("melee"));
        QCOMPARE(fieldText(app, QStringLiteral("power.0.damage")), QStringLiteral("1d12+4"));

        // A bad Armor Class is refused naming the field; nothing is stored and the dialog stays open.
        retype(app, QStringLiteral("ac"), QStringLiteral("x"));
        QVERIFY(app.clickShown(QStringLiteral("monsterEditSave")));
        QQuickItem *message = app.item(QStringLiteral("monsterEditMessage"));
        QTRY_COMPARE(message->property("text").toString(),
                     german ? QStringLiteral("Nicht gespeichert: Rüstungsklasse: „x“ ist keine ganze Zahl von 1 bis 99")
                            : QStringLiteral("Not saved: Armor Class: 'x' is not a whole number from 1 to 99"));
        QVERIFY(app.popupOpen(QStringLiteral("monsterEditDialog")));
        QVERIFY(storedWolf(app).isEmpty());
        app.screenshot(QStringLiteral("monster-edit-refused") + suffix);

        // A range typed in the table's language that the rules refuse is quoted as typed, the reason translated.
        retype(app, QStringLiteral("ac"), QStringLiteral("19"));
        retype(app, QStringLiteral("power.0.range"),
               german ? QStringLiteral("Fernkampf 0") : QStringLiteral("ranged 0"));
        QVERIFY(app.clickShown(QStringLiteral("monsterEditSave")));
        QTRY_COMPARE(message->property("text").toString(),
                     german ? QStringLiteral("Nicht gespeichert: Kraft 1 Reichweite oder Bereich: „Fernkampf 0“: eine "
                                             "Reichweite ab 1 und eine weite Reichweite darüber hinaus")
                            : QStringLiteral("Not saved: Power 1 Range or area: 'ranged 0': a range of 1 or more, and "
                                             "a long range past it"));
        QVERIFY(storedWolf(app).isEmpty());

        // The numbers the game master wants: AC 19, 45 hit points, a climbing speed, a harder bite with reach 2,
        // typed in the table's language.
        retype(app, QStringLiteral("hp"), QStringLiteral("45"));
        retype(app, QStringLiteral("movement"), german ? QStringLiteral("Klettern 4") : QStringLiteral("climb 4"));
        retype(app, QStringLiteral("power.0.attack"),
               german ? QStringLiteral("+9 gegen RK") : QStringLiteral("+9 vs AC"));
        retype(app, QStringLiteral("power.0.range"), german ? QStringLiteral("Nahkampf 2") : QStringLiteral("melee 2"));
        retype(app, QStringLiteral("power.0.damage"), QStringLiteral("2d6+5"));
        app.screenshot(QStringLiteral("monster-edit") + suffix);
        if (size.width() == 1366)
            QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        QVERIFY(app.clickShown(QStringLiteral("monsterEditSave")));
        QTRY_VERIFY2(!app.popupOpen(QStringLiteral("monsterEditDialog")),
                     qPrintable(message->property("text").toString()));
        QJsonObject wolf = storedWolf(app);
        QCOMPARE(wolf.value(QStringLiteral("defenses")).toObject().value(QStringLiteral("ac")).toInt(), 19);
        QCOMPARE(wolf.value(QStringLiteral("hitPoints")).toInt(), 45);
        QCOMPARE(wolf.value(QStringLiteral("movement")).toObject().value(QStringLiteral("climb")).toInt(), 4);
        const QJsonObject bite = app.controller()
                                     ->store()
                                     ->entity(EntityKind::Monster, QStringLiteral("wolf"))
                                     ->value(QStringLiteral("powers"))
                                     .toArray()
                                     .at(0)
                                     .toObject();
        QCOMPARE(bite.value(QStringLiteral("origin")).toString(), QStringLiteral("melee"));
        QCOMPARE(bite.value(QStringLiteral("range")).toInt(), 2);
        QCOMPARE(bite.value(QStringLiteral("attack")).toObject().value(QStringLiteral("bonus")).toInt(), 9);
        app.screenshot(QStringLiteral("monster-edit-saved") + suffix);

        // Edit > Undo (the library closed first) takes the campaign's wolf back: the book's is shown again.
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(storedWolf(app).isEmpty());

        // Level 8 by the tables, then an elite's numbers: the fields follow, and Save stores them.
        QVERIFY(chooseWolf(app));
        QVERIFY(app.clickShown(QStringLiteral("monsterEdit")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("monsterEditDialog")));
        QTRY_COMPARE(fieldText(app, QStringLiteral("ac")), QStringLiteral("17"));
        QQuickItem *level = app.item(QStringLiteral("monsterEditLevel"));
        QVERIFY(level);
        level->setProperty("value", 8);
        QVERIFY(app.clickShown(QStringLiteral("monsterEditRelevel")));
        QTRY_COMPARE(fieldText(app, QStringLiteral("level")), QStringLiteral("8"));
        // What moved, in the table's language: "level 3 -> 8; defenses +5; hit points 39 -> 74; ..."
        QVERIFY2(message->property("text").toString().startsWith(
                     german ? QStringLiteral("Stufe 3 -> 8; Verteidigungen +5; Trefferpunkte 39 -> ")
                            : QStringLiteral("level 3 -> 8; defenses +5; hit points 39 -> ")),
                 qPrintable(message->property("text").toString()));
        QCOMPARE(fieldText(app, QStringLiteral("power.0.attack")),
                 german ? QStringLiteral("+13 gegen RK") : QStringLiteral("+13 vs AC"));
        QCOMPARE(fieldText(app, QStringLiteral("ac")), QStringLiteral("22")); // +1 a level
        QCOMPARE(fieldText(app, QStringLiteral("xp")), QStringLiteral("350"));
        // The rank is picked by its name in the table's language; the stat block gets the engine's word.
        QVERIFY(pick(app, QStringLiteral("rank"), QStringLiteral("Elite")));
        QCOMPARE(app.item(QStringLiteral("monsterField_rank"))->property("currentValue").toString(),
                 QStringLiteral("elite"));
        QVERIFY(app.clickShown(QStringLiteral("monsterEditTables")));
        QTRY_COMPARE(fieldText(app, QStringLiteral("xp")), QStringLiteral("700"));
        QVERIFY2(message->property("text").toString().contains(german ? QStringLiteral("EP 350 -> 700")
                                                                      : QStringLiteral("XP 350 -> 700")),
                 qPrintable(message->property("text").toString()));
        if (german) {
            QVERIFY2(message->property("text").toString().contains(QStringLiteral("Trefferpunkte ")),
                     qPrintable(message->property("text").toString()));
        }
        app.screenshot(QStringLiteral("monster-edit-tables") + suffix);
        QVERIFY(app.clickShown(QStringLiteral("monsterEditSave")));
        QTRY_VERIFY2(!app.popupOpen(QStringLiteral("monsterEditDialog")),
                     qPrintable(message->property("text").toString()));
        wolf = storedWolf(app);
        QCOMPARE(wolf.value(QStringLiteral("rank")).toString(), QStringLiteral("elite"));
        QCOMPARE(wolf.value(QStringLiteral("xp")).toInt(), 700);
        QTRY_COMPARE(app.item(QStringLiteral("monsterBlockHeadline"))->property("text").toString(),
                     german ? QStringLiteral("Stufe 8 Elite-Angreifer · 700 EP")
                            : QStringLiteral("Level 8 Elite Striker · 700 XP"));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // Orcus "Initiative": "The GM makes one roll for an entire group of identical creatures, so each member of the
    // group acts at the same time." Three servants put in a group in the encounter builder roll once and take their
    // turns one after another at the group's place in the tracker; the prepared encounter keeps the group.
    void initiativeGroupsInTheBuilder_data() { editAMonstersNumbers_data(); }
    void initiativeGroupsInTheBuilder()
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
        QVERIFY(encounter);

        app.key(Qt::Key_L, Qt::ControlModifier);
        QTRY_VERIFY(app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        QVERIFY(app.clickShown(QStringLiteral("monsterSearch")));
        app.type(QStringLiteral("enthralled"));
        QQuickItem *row = nullptr;
        QTRY_VERIFY((row = AppWindow::findText(app.item(QStringLiteral("monsterList")),
                                               QStringLiteral("Enthralled Servant"))) != nullptr);
        QTest::qWait(50);
        app.click(row);
        for (int n = 0; n < 3; ++n)
            QVERIFY(app.clickShown(QStringLiteral("monsterAddToEncounter")));
        QVERIFY(app.clickShown(QStringLiteral("builderGroup")));
        QTRY_VERIFY(app.item(QStringLiteral("builderGroup"))->property("checked").toBool());
        QVERIFY(app.clickShown(QStringLiteral("builderName")));
        app.type(QStringLiteral("Servants"));
        QVERIFY(app.clickShown(QStringLiteral("builderSave")));
        auto stored = app.controller()->store()->entity(EntityKind::Encounter, QStringLiteral("servants"));
        QVERIFY2(stored.ok(), qPrintable(stored.errorMessage()));
        const QJsonObject servants = stored->value(QStringLiteral("prepared"))
                                         .toObject()
                                         .value(QStringLiteral("monsters"))
                                         .toArray()
                                         .at(0)
                                         .toObject();
        QCOMPARE(servants.value(QStringLiteral("count")).toInt(), 3);
        QVERIFY(servants.value(QStringLiteral("initiativeGroup")).toBool());
        app.screenshot(QStringLiteral("builder-initiative-group") + suffix);
        if (size.width() == 1366)
            QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());

        // Start: one roll for the three, who act one after another at its place.
        QVERIFY(app.clickShown(QStringLiteral("builderStart")));
        QTRY_VERIFY(encounter->running());
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        const EncounterState &state = encounter->processor()->state();
        int groups = 0;
        for (const InitiativeEntry &entry : state.initiative.entries()) {
            // The sample map's skeletons are a group of their own (its stat blocks file).
            if (!entry.members.constFirst().startsWith(QLatin1String("enthralled-servant")))
                continue;
            ++groups;
            QCOMPARE(entry.members.size(), 3);
            for (const QString &member : entry.members)
                QVERIFY2(member.startsWith(QLatin1String("enthralled-servant")), qPrintable(member));
            // The tracker's rows: the three together, each showing the group's one total.
            const QStringList order = encounter->turnOrder();
            const qsizetype first = order.indexOf(entry.members.at(0));
            QCOMPARE(order.mid(first, 3), entry.members);
            for (int i = 0; i < 3; ++i)
                QCOMPARE(encounter->data(encounter->index(int(first) + i), EncounterController::InitiativeRole).toInt(),
                         entry.total);
        }
        QCOMPARE(groups, 1);
        app.screenshot(QStringLiteral("builder-initiative-group-tracker") + suffix);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eMonsterEdit)
#include "tst_e2e_monsteredit.moc"
