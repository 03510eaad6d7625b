#include "appwindow.h"
#include "cryptfightdriver.h"
#include "encountercontroller.h"
#include "layoutcheck.h"
#include "mapdocument.h"

#include "encounter/commandprocessor.h"

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

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    void addToTheFightAndUndo_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    void addToTheFightAndUndo()
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
        EncounterController *encounter = CryptFightDriver::encounterOf(app);
        QVERIFY(encounter);
        MapDocument *map = app.controller()->map();
        const int tokensBefore = int(map->map().creatures.size());

        app.key(Qt::Key_I, Qt::ControlModifier); // Encounter > Start encounter
        QTRY_VERIFY(encounter->running());
        const int rowsBefore = encounter->rowCount();
        const QString servant = QStringLiteral("enthralled-servant");

        app.key(Qt::Key_L, Qt::ControlModifier); // Encounter > Monster library
        QTRY_VERIFY(app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        QVERIFY(app.clickShown(QStringLiteral("monsterSearch")));
        app.type(QStringLiteral("enthralled"));
        QQuickItem *row = nullptr;
        QTRY_VERIFY((row = AppWindow::findText(app.item(QStringLiteral("monsterList")),
                                               QStringLiteral("Enthralled Servant"))) != nullptr);
        QTest::qWait(50);
        app.click(row);
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
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eReinforcements)
#include "tst_e2e_reinforcements.moc"
