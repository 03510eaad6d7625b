#include "appwindow.h"
#include "cryptfightdriver.h"
#include "encountercontroller.h"
#include "layoutcheck.h"
#include "librarydriver.h"
#include "mapdocument.h"

#include "encounter/commandprocessor.h"
#include "encounter/encountergrid.h"
#include "mapcamera.h"

#include <QTemporaryDir>

using namespace battlemat;

/**
 * Reinforcements in the real window (docs/table.md, "Reinforcements"): mid-fight on the sample crypt the game master
 * opens the monster library (Ctrl+L), finds the Enthralled Servant, and Add to the fight brings it in: it rolls
 * initiative (d20 + 7), its token stands on the map and its row in the initiative panel; Ctrl+Z takes both back.
 */
class TestE2eReinforcements : public QObject
{
    Q_OBJECT

    static int mapIndexOf(const MapDocument *map, const QString &id)
    {
        const QList<MapCreature> &creatures = map->map().creatures;
        for (qsizetype i = 0; i < creatures.size(); ++i) {
            if (creatures.at(i).id == id)
                return int(i);
        }
        return -1;
    }

    // The shown row label of the initiative panel that names this creature ("17  Enthralled Servant"), or null.
    static QQuickItem *rowNaming(QQuickItem *root, const QString &name)
    {
        if (!root->isVisible())
            return nullptr;
        if (root->property("text").toString().contains(name) && root->width() > 0)
            return root;
        for (QQuickItem *child : root->childItems()) {
            if (QQuickItem *found = rowNaming(child, name))
                return found;
        }
        return nullptr;
    }

    // Pressed on the builder's row, moved across the library onto the square, released there.
    static void drag(const AppWindow &app, QQuickItem *entry, Square square)
    {
        const QPoint from = AppWindow::centreOf(entry);
        const QPoint to = CryptFightDriver::mapPoint(app, square.x + 0.5, square.y + 0.5);
        QTest::mousePress(app.window(), Qt::LeftButton, Qt::NoModifier, from);
        for (int step = 1; step <= 20; ++step)
            QTest::mouseMove(app.window(), from + (to - from) * step / 20, 10);
        QTest::mouseRelease(app.window(), Qt::LeftButton, Qt::NoModifier, to);
    }

    // Encounter > Monster library (Ctrl+L), the Enthralled Servant found and chosen, Add to the fight clicked.
    static bool addServant(const AppWindow &app)
    {
        if (!LibraryDriver::chooseMonster(app, QStringLiteral("enthralled"), QStringLiteral("Enthralled Servant")))
            return false;
        return app.clickShown(QStringLiteral("monsterPlace")) &&
               QTest::qWaitFor([&app] { return !app.popupOpen(QStringLiteral("monsterLibraryDialog")); });
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    void addToTheFightAndUndo_data() { CryptFightDriver::addSizes(); }
    void addToTheFightAndUndo()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        const QString suffix = german ? QStringLiteral("-de") : QString();
        AppWindow app(42);
        QVERIFY(app.openSample(size, german));
        EncounterController *encounter = CryptFightDriver::encounterOf(app);
        QVERIFY(encounter);
        MapDocument *map = app.controller()->map();
        const int tokensBefore = int(map->map().creatures.size());

        app.key(Qt::Key_I, Qt::ControlModifier); // Encounter > Start encounter
        QTRY_VERIFY(encounter->running());
        const int rowsBefore = encounter->rowCount();
        const QString servant = QStringLiteral("enthralled-servant");

        QVERIFY(LibraryDriver::chooseMonster(app, QStringLiteral("enthralled"), QStringLiteral("Enthralled Servant")));
        QQuickItem *add = app.item(QStringLiteral("monsterPlace"));
        QTRY_COMPARE(add->property("text").toString(),
                     german ? QStringLiteral("Zum Kampf hinzufügen") : QStringLiteral("Add to the fight"));
        app.screenshot(QStringLiteral("reinforcements-library") + suffix);
        if (size.width() == 1366)
            QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        QVERIFY(app.clickShown(QStringLiteral("monsterPlace")));
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("monsterLibraryDialog")));

        // In the fight with its block (54 HP, initiative +7), its total rolled and placed by the order's rule.
        const Combatant *joined = encounter->processor()->state().combatant(servant);
        QVERIFY(joined);
        QCOMPARE(joined->hp, 54);
        QCOMPARE(joined->maxHp, 54);
        const QList<QJsonObject> added = CryptFightDriver::eventsOfType(encounter, QStringLiteral("creatureAdded"));
        QCOMPARE(added.size(), 1);
        const int total = added.first().value(QStringLiteral("initiative")).toInt();
        QVERIFY(total >= 8 && total <= 27);
        const QList<InitiativeEntry> &entries = encounter->processor()->state().initiative.entries();
        for (qsizetype i = 1; i < entries.size(); ++i)
            QVERIFY(entries.at(i - 1).total >= entries.at(i).total);
        // Its token on the map where the command put it, its row in the initiative panel.
        const int token = mapIndexOf(map, servant);
        QVERIFY(token >= 0);
        QCOMPARE(map->map().creatures.at(token).position, joined->position);
        QCOMPARE(int(map->map().creatures.size()), tokensBefore + 1);
        QTRY_COMPARE(encounter->rowCount(), rowsBefore + 1);
        QQuickItem *order = app.item(QStringLiteral("initiativeOrder"));
        QVERIFY(order);
        const int orderRow = int(encounter->turnOrder().indexOf(servant));
        QVERIFY(orderRow >= 0);
        QMetaObject::invokeMethod(order, "positionViewAtIndex", Q_ARG(int, orderRow), Q_ARG(int, 4 /* Contain */));
        QQuickItem *label = nullptr;
        QTRY_VERIFY((label = rowNaming(order, QStringLiteral("Enthralled Servant"))) != nullptr);
        QVERIFY(label->property("text").toString().startsWith(QStringLiteral("%1  Enthralled Servant").arg(total)));
        app.screenshot(QStringLiteral("reinforcements-joined") + suffix);
        if (size.width() == 1366)
            QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());

        // Ctrl+Z: Edit > Undo takes it back, token and row; the fight goes on.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(!encounter->processor()->state().combatant(servant));
        QTRY_COMPARE(mapIndexOf(map, servant), -1);
        QCOMPARE(int(map->map().creatures.size()), tokensBefore);
        QTRY_COMPARE(encounter->rowCount(), rowsBefore);
        QVERIFY(encounter->running());
        QTRY_VERIFY(rowNaming(order, QStringLiteral("Enthralled Servant")) == nullptr);
        app.screenshot(QStringLiteral("reinforcements-undone") + suffix);
        // Redo (Ctrl+Shift+Z) brings it back with the same roll, where it stood.
        app.key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(encounter->processor()->state().combatant(servant));
        QTRY_VERIFY(mapIndexOf(map, servant) >= 0);
        QCOMPARE(map->map().creatures.at(mapIndexOf(map, servant)).position,
                 encounter->processor()->state().combatant(servant)->position);
        QCOMPARE(CryptFightDriver::eventsOfType(encounter, QStringLiteral("creatureAdded")).first(), added.first());
        QTRY_COMPARE(encounter->rowCount(), rowsBefore + 1);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
    // The encounter builder's row dragged onto the map mid-fight: on a hero's square it is refused, saying what and
    // where; on an open square the monster joins the fight there, and the library stays open for the next one.
    void dragOntoTheMapDuringAFight_data() { addToTheFightAndUndo_data(); }
    void dragOntoTheMapDuringAFight()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        const QString suffix = german ? QStringLiteral("-de") : QString();
        AppWindow app(42);
        QVERIFY(app.openSample(size, german));
        EncounterController *encounter = CryptFightDriver::encounterOf(app);
        app.key(Qt::Key_I, Qt::ControlModifier);
        QTRY_VERIFY(encounter->running());
        const EncounterState &state = encounter->processor()->state();
        const Square aldric = state.combatant(QStringLiteral("aldric"))->position;
        // An open square nobody stands on, from the middle of the map on.
        std::optional<Square> target;
        {
            const auto kept = EncounterGrid::of(state);
            for (int row = state.grid.height() / 2; row < state.grid.height() && !target; ++row) {
                for (int column = state.grid.width() / 2; column < state.grid.width() && !target; ++column) {
                    const Square square{column, row};
                    if (state.grid.terrain(square) == Terrain::Open &&
                        kept->grid().occupancy().isEmpty(square.x, square.y))
                        target = square;
                }
            }
        }
        QVERIFY(target);

        QVERIFY(LibraryDriver::chooseMonster(app, QStringLiteral("enthralled"), QStringLiteral("Enthralled Servant")));
        QVERIFY(app.clickShown(QStringLiteral("monsterAddToEncounter")));
        const QString entryText = QCoreApplication::translate("EncounterBuilderPanel", "%1 × %2 (%3 XP)")
                                      .arg(1)
                                      .arg(QStringLiteral("Enthralled Servant"))
                                      .arg(250);
        QQuickItem *entry = nullptr;
        QTRY_VERIFY((entry = AppWindow::findText(app.item(QStringLiteral("builderEntries")), entryText)) != nullptr);
        QTest::qWait(50);

        drag(app, entry, aldric);
        QQuickItem *message = app.item(QStringLiteral("monsterLibraryMessage"));
        const QString refused = german ? QStringLiteral("Enthralled Servant kann nicht auf %1, %2 stehen")
                                       : QStringLiteral("Enthralled Servant cannot stand at %1, %2");
        QTRY_VERIFY2(message->property("text").toString().startsWith(refused.arg(aldric.x).arg(aldric.y)),
                     qPrintable(message->property("text").toString()));
        QVERIFY(!state.combatant(QStringLiteral("enthralled-servant")));
        app.screenshot(QStringLiteral("reinforcements-refused") + suffix);
        if (size.width() == 1366)
            QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());

        drag(app, entry, *target);
        QTRY_VERIFY(encounter->processor()->state().combatant(QStringLiteral("enthralled-servant")));
        QCOMPARE(encounter->processor()->state().combatant(QStringLiteral("enthralled-servant"))->position, *target);
        QTRY_COMPARE(message->property("text").toString(), QString());
        QVERIFY(app.popupOpen(QStringLiteral("monsterLibraryDialog"))); // ready for the next one
        const int token = mapIndexOf(app.controller()->map(), QStringLiteral("enthralled-servant"));
        QVERIFY(token >= 0);
        QCOMPARE(app.controller()->map()->map().creatures.at(token).position, *target);

        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(!encounter->processor()->state().combatant(QStringLiteral("enthralled-servant")));
        QTRY_COMPARE(mapIndexOf(app.controller()->map(), QStringLiteral("enthralled-servant")), -1);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
    // Quit and reopen: the campaign file holds the fight with its reinforcement, which the reopened window shows on
    // the map and in the initiative order.
    void aReopenedCampaignShowsTheReinforcement()
    {
        QVERIFY(AppWindow::useGerman(false));
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        const QString servant = QStringLiteral("enthralled-servant");
        Square stood;
        {
            AppWindow app(42);
            QVERIFY(app.open(QSize(1366, 768), file));
            EncounterController *encounter = CryptFightDriver::encounterOf(app);
            app.key(Qt::Key_I, Qt::ControlModifier);
            QTRY_VERIFY(encounter->running());
            QVERIFY(addServant(app));
            QVERIFY(encounter->processor()->state().combatant(servant));
            stood = encounter->processor()->state().combatant(servant)->position;
        }
        AppWindow reopened(42);
        QVERIFY(reopened.open(QSize(1366, 768), file));
        EncounterController *encounter = CryptFightDriver::encounterOf(reopened);
        QTRY_VERIFY(encounter->running());
        QVERIFY(encounter->processor()->state().combatant(servant));
        QVERIFY(encounter->turnOrder().contains(servant));
        MapDocument *map = reopened.controller()->map();
        QTRY_VERIFY(mapIndexOf(map, servant) >= 0);
        QCOMPARE(map->map().creatures.at(mapIndexOf(map, servant)).position, stood);
        // Undo still takes it back after the reopening.
        reopened.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(!encounter->processor()->state().combatant(servant));
        QTRY_COMPARE(mapIndexOf(map, servant), -1);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
    // Fading in the window: the game master clicks Skeleton 1 (26 HP, AC 16 in the crypt's blocks) on the map, opens
    // the library and gives it the Enthralled Servant's block (54 HP, AC 22): it keeps its 26 hit points, its name,
    // square and place in the order; Ctrl+Z gives the skeleton's block back.
    void takeAnotherFormAndUndo_data() { addToTheFightAndUndo_data(); }
    void takeAnotherFormAndUndo()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        const QString suffix = german ? QStringLiteral("-de") : QString();
        AppWindow app(42);
        QVERIFY(app.openSample(size, german));
        EncounterController *encounter = CryptFightDriver::encounterOf(app);
        app.key(Qt::Key_I, Qt::ControlModifier);
        QTRY_VERIFY(encounter->running());
        const QString skeleton = QStringLiteral("skel1");
        const Combatant before = *encounter->processor()->state().combatant(skeleton);
        const QStringList order = encounter->turnOrder();
        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::NoModifier,
                          CryptFightDriver::mapPoint(app, before.position.x + 0.5, before.position.y + 0.5));

        QVERIFY(LibraryDriver::chooseMonster(app, QStringLiteral("enthralled"), QStringLiteral("Enthralled Servant")));
        QQuickItem *change = app.item(QStringLiteral("monsterChangeForm"));
        QTRY_COMPARE(change->property("text").toString(),
                     german ? QStringLiteral("%1 nimmt diese Gestalt an").arg(before.name)
                            : QStringLiteral("%1 takes this form").arg(before.name));
        QTRY_VERIFY(change->property("enabled").toBool());
        app.screenshot(QStringLiteral("reinforcements-form") + suffix);
        if (size.width() == 1366)
            QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        QVERIFY(app.clickShown(QStringLiteral("monsterChangeForm")));
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("monsterLibraryDialog")));

        const Combatant *after = encounter->processor()->state().combatant(skeleton);
        QCOMPARE(after->hp, before.hp);
        QCOMPARE(after->maxHp, 54);
        QCOMPARE(after->defenses[0], 22);
        QCOMPARE(after->name, before.name);
        QCOMPARE(after->position, before.position);
        QCOMPARE(encounter->turnOrder(), order);
        QCOMPARE(CryptFightDriver::eventsOfType(encounter, QStringLiteral("formChanged")).size(), 1);

        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(encounter->processor()->state().combatant(skeleton)->maxHp, before.maxHp);
        QCOMPARE(encounter->processor()->state().combatant(skeleton)->defenses, before.defenses);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eReinforcements)
#include "tst_e2e_reinforcements.moc"
