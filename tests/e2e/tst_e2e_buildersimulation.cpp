#include "appwindow.h"
#include "cryptfightdriver.h"
#include "layoutcheck.h"
#include "librarydriver.h"
#include "wheelscroll.h"

#include "storage/campaignstore.h"

#include <QTemporaryDir>

using namespace battlemat;

namespace {
// The shown item with this objectName: the window has two simulation dialogs (the table's and the builder's).
QQuickItem *visibleNamed(QQuickItem *root, const QString &name)
{
    if (!root->isVisible())
        return nullptr;
    if (root->objectName() == name && root->width() > 0)
        return root;
    for (QQuickItem *child : root->childItems())
        if (QQuickItem *found = visibleNamed(child, name))
            return found;
    return nullptr;
}
} // namespace

/**
 * Simulate in the encounter builder (issue 18, docs/simulation.md "Simulate in the encounter builder"): in the real
 * window on the sample campaign, the game master builds an encounter of two Enthralled Servants, simulates it with
 * the campaign's heroes on the default open map (progress, the odds, each hero's risk, the spending and the single
 * changes), chooses a campaign map for it, which is saved with the encounter, simulates there, and cancels a long
 * run.
 */
class TestE2eBuilderSimulation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    void simulateAPreparedEncounter_data() { CryptFightDriver::addSizes(); }
    void simulateAPreparedEncounter()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        const QString suffix = german ? QStringLiteral("-de") : QString();
        AppWindow app(42);
        QVERIFY(app.openSample(size, german));
        const int heroes = int(app.controller()->heroes().size());
        QVERIFY(heroes > 0);

        QVERIFY(LibraryDriver::chooseMonster(app, QStringLiteral("enthralled"), QStringLiteral("Enthralled Servant")));
        QVERIFY(app.clickShown(QStringLiteral("monsterAddToEncounter")));
        QVERIFY(app.clickShown(QStringLiteral("monsterAddToEncounter")));

        QObject *dialog = app.window()->findChild<QObject *>(QStringLiteral("builderSimulationDialog"));
        QVERIFY(dialog);
        auto *simulation = dialog->property("simulation").value<QObject *>();
        QVERIFY(simulation);
        QVERIFY(app.clickShown(QStringLiteral("builderSimulate")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("builderSimulationDialog")));
        const auto typeRuns = [&](const QString &runs) {
            QQuickItem *spin = nullptr;
            QTRY_VERIFY((spin = visibleNamed(app.window()->contentItem(), "simulationRuns")) != nullptr);
            QTest::qWait(50);
            app.click(spin);
            app.key(Qt::Key_A, Qt::ControlModifier);
            app.type(runs);
            app.key(Qt::Key_Return);
            QTRY_COMPARE(spin->property("value").toInt(), runs.toInt());
        };
        const auto start = [&] {
            QQuickItem *button = visibleNamed(app.window()->contentItem(), "simulationStart");
            QVERIFY(button);
            app.click(button);
        };
        const auto checkReport = [&](int runs) {
            QTRY_VERIFY_WITH_TIMEOUT(
                simulation->property("hasResult").toBool() && !simulation->property("running").toBool(), 120000);
            // The fights asked for, then the single changes over the same seeds: two monsters removed, two up,
            // two down (level 6 has room both ways), and each hero removed.
            const QVariantList changes = simulation->property("changes").toList();
            QCOMPARE(int(changes.size()), 2 * 3 + heroes);
            QCOMPARE(simulation->property("done").toInt(), runs + runs * int(changes.size()));
            double sum = 0;
            for (const QVariant &o : simulation->property("outcomes").toList())
                sum += o.toMap().value("p").toDouble();
            QVERIFY(qAbs(sum - 1.0) < 1e-6);
            QCOMPARE(int(simulation->property("heroes").toList().size()), heroes);
            QVariantMap spent;
            for (const QVariant &m : simulation->property("spending").toList())
                spent.insert(m.toMap().value("key").toString(), m.toMap().value("mean"));
            QVERIFY(qAbs(spent.value("partyHpLeft").toDouble() + spent.value("partyHpLost").toDouble() -
                         simulation->property("partyHitPoints").toInt()) < 0.001);
            const double wins = simulation->property("outcomes").toList().at(0).toMap().value("p").toDouble();
            for (const QVariant &c : changes) {
                const QVariantMap change = c.toMap();
                QVERIFY(qAbs(change.value("shift").toDouble() - (change.value("p").toDouble() - wins)) < 0.0002);
            }
            QCOMPARE(changes.at(0).toMap().value("most").toBool(),
                     qAbs(changes.at(0).toMap().value("shift").toDouble()) >= 0.005);
        };

        // On the default open map.
        typeRuns(QStringLiteral("60"));
        start();
        checkReport(60);
        QVERIFY(simulation->property("status").toString().contains(german ? QStringLiteral("offenen Standardkarte")
                                                                          : QStringLiteral("default open map")));
        QTest::qWait(100);
        const QStringList clipped = LayoutCheck::clippedTexts(app.window());
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
        QVERIFY(!app.screenshot(QStringLiteral("builder-simulate") + suffix).isEmpty());
        // The report's last plot is reached by the wheel, its labels under the bars shown whole (the walk of 2026-11
        // found the dialog cut at 1366 x 768 under the first plot's bars, and no wheel moved it).
        QQuickItem *hpLeft = visibleNamed(app.window()->contentItem(), "simulationHpLeft");
        QVERIFY(hpLeft);
        QVERIFY(scrollIntoView(app.window(), hpLeft));
        QTest::qWait(100);
        QVERIFY(!app.screenshot(QStringLiteral("builder-simulate-plots") + suffix).isEmpty());
        // Back up to the controls for the next run.
        QVERIFY(scrollIntoView(app.window(), visibleNamed(app.window()->contentItem(), "simulationStart")));
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("builderSimulationDialog")));
        QVERIFY(app.popupOpen(QStringLiteral("monsterLibraryDialog")));

        // On the campaign's map, chosen in the builder and saved with the encounter.
        QQuickItem *maps = app.item(QStringLiteral("builderSimulationMap"));
        QVERIFY(maps);
        QVERIFY(maps->property("count").toInt() >= 2); // the default open map and the campaign's
        QVERIFY(app.clickShown(QStringLiteral("builderSimulationMap")));
        QTest::qWait(200);
        app.key(Qt::Key_Down);
        app.key(Qt::Key_Return);
        QTRY_COMPARE(maps->property("currentIndex").toInt(), 1);
        const QString mapName = maps->property("currentText").toString();
        QVERIFY(!mapName.isEmpty());
        QVERIFY(app.screenshot(QStringLiteral("builder-simulate-map") + suffix).size() > 0);
        QVERIFY(app.clickShown(QStringLiteral("builderName")));
        app.type(QStringLiteral("Crypt ambush"));
        QVERIFY(app.clickShown(QStringLiteral("builderSave")));
        auto stored = app.controller()->store()->entity(EntityKind::Encounter, QStringLiteral("crypt-ambush"));
        QVERIFY2(stored.ok(), qPrintable(stored.errorMessage()));
        const QString mapId =
            stored->value(QStringLiteral("prepared")).toObject().value(QStringLiteral("simulationMap")).toString();
        QVERIFY(!mapId.isEmpty());
        QVERIFY(app.controller()->store()->entity(EntityKind::Map, mapId).ok());

        QVERIFY(app.clickShown(QStringLiteral("builderSimulate")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("builderSimulationDialog")));
        start();
        checkReport(60);
        QVERIFY2(simulation->property("status").toString().contains(mapName),
                 qPrintable(simulation->property("status").toString()));

        // A long run, cancelled.
        typeRuns(QStringLiteral("100000"));
        start();
        QTRY_VERIFY(simulation->property("running").toBool());
        QQuickItem *cancel = visibleNamed(app.window()->contentItem(), "simulationCancel");
        QVERIFY(cancel);
        app.click(cancel);
        QTRY_VERIFY_WITH_TIMEOUT(!simulation->property("running").toBool(), 30000);
        QVERIFY(simulation->property("done").toInt() < 100000);
        QVERIFY(!simulation->property("hasResult").toBool());
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("builderSimulationDialog")));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eBuilderSimulation)
#include "tst_e2e_buildersimulation.moc"
