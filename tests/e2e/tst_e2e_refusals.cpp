// End to end: what the table refuses, as a game master reads it in the real window. A hero dragged out of turn
// stays where he stood and the status line under the map says whose turn it is, both creatures by the names on
// their sheets (the engine writes ids for the CLI); the acting creature dragged into the crypt's wall is refused
// while it is dragged, by its name. In German both read in German (OrcusRefusalTexts).
#include "cryptfightdriver.h"
#include "layoutcheck.h"

#include <QTemporaryDir>

using namespace battlemat;
using namespace CryptFightDriver;

class TestE2eRefusals : public QObject
{
    Q_OBJECT

    static QString statusText(const AppWindow &app)
    {
        QQuickItem *status = app.item(QStringLiteral("moveStatus"));
        return status && status->isVisible() ? status->property("text").toString() : QString();
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void refusalsNameCreaturesInTheTablesLanguage_data() { addSizes(); }
    void refusalsNameCreaturesInTheTablesLanguage()
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
        EncounterController *encounter = encounterOf(app);
        app.key(Qt::Key_I, Qt::ControlModifier); // Start encounter
        QTRY_VERIFY(encounter->running());
        if (encounter->currentCreature() == QLatin1String("aldric"))
            QVERIFY(encounter->nextTurn());
        const auto &state = [&]() -> const EncounterState & { return encounter->processor()->state(); };
        const QString acting = state().combatant(state().current)->name;
        const Square aldric = state().combatant(QStringLiteral("aldric"))->position;

        // Aldric dragged one square to the right out of his turn: refused, he stays.
        app.drag(mapPoint(app, aldric.x + 0.5, aldric.y + 0.5), mapPoint(app, aldric.x + 1.5, aldric.y + 0.5));
        const QString outOfTurn = german ? QStringLiteral("%1 ist am Zug, nicht Aldric").arg(acting)
                                         : QStringLiteral("it is %1's turn, not Aldric's").arg(acting);
        QTRY_COMPARE(statusText(app), outOfTurn);
        QCOMPARE(state().combatant(QStringLiteral("aldric"))->position, aldric);
        QVERIFY(!app.screenshot(QStringLiteral("refusal-out-of-turn") + suffix).isEmpty());

        // The acting creature dragged onto the crypt's outer wall (0, 0): refused while dragged, by its name.
        const Square from = state().combatant(state().current)->position;
        const QPoint start = mapPoint(app, from.x + 0.5, from.y + 0.5);
        const QPoint wall = mapPoint(app, 0.5, 0.5);
        QTest::mousePress(app.window(), Qt::LeftButton, Qt::NoModifier, start);
        for (int step = 1; step <= 10; ++step)
            QTest::mouseMove(app.window(), start + (wall - start) * step / 10, 10);
        QTRY_VERIFY(statusText(app).contains(acting));
        const QString reason = statusText(app);
        const QString id = state().current;
        QVERIFY2(!reason.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(id))) || id == acting,
                 qPrintable(reason));
        if (german) {
            QVERIFY2(!reason.contains(QStringLiteral("square")) && !reason.contains(QStringLiteral("cannot")),
                     qPrintable(reason));
        }
        const QStringList clipped = LayoutCheck::clippedTexts(app.window());
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
        QVERIFY(!app.screenshot(QStringLiteral("refusal-into-the-wall") + suffix).isEmpty());
        QTest::mouseRelease(app.window(), Qt::LeftButton, Qt::NoModifier, wall);
        QTRY_COMPARE(state().combatant(state().current)->position, from);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eRefusals)
#include "tst_e2e_refusals.moc"
