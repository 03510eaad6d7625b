// End to end: a rule that asks for a square, in the real window (Decider::square; docs/encounter.md "Squares"; the
// published ostovite swarm's "Scuttle Away (reaction, encounter): When the ostovite swarm is staggered for the first
// time; Shift 5"). Skeleton 2 is given such a power in the stat blocks (shift 3) and is at 14 of its 26 hit points;
// Dagny, beside it on her turn, Ctrl+clicks it with her mace: the hit leaves it staggered (13), and the prompt asks
// where it shifts, the squares the rules allow highlighted on the map. A click on one moves the skeleton there, the
// dice log says so, and Ctrl+Z takes the blow and the shift back together. Escape declines: nobody moves.
#include "cryptfightdriver.h"
#include "dicelog.h"
#include "layoutcheck.h"
#include "promptdecider.h"

using namespace battlemat;
using namespace CryptFightDriver;

namespace {

// Skeleton 2's Scuttle: a reaction when staggered that shifts it 3 squares.
QJsonObject scuttle()
{
    return QJsonObject{{QStringLiteral("id"), QStringLiteral("scuttle")},
                       {QStringLiteral("name"), QStringLiteral("Scuttle")},
                       {QStringLiteral("usage"), QStringLiteral("encounter")},
                       {QStringLiteral("action"), QStringLiteral("immediate")},
                       {QStringLiteral("trigger"), QStringLiteral("staggered")},
                       {QStringLiteral("origin"), QStringLiteral("self")},
                       {QStringLiteral("selfChange"), QJsonObject{{QStringLiteral("shifts"), 3}}}};
}

QStringList diceLogLines(EncounterController *encounter)
{
    QStringList lines;
    const DiceLog *log = encounter->diceLog();
    for (int row = 0; row < log->rowCount(); ++row)
        lines << log->index(row, 0).data(DiceLog::TextRole).toString();
    return lines;
}

/** Opens the crypt on Dagny's turn beside Skeleton 2 at 14 HP and has her strike it: the square prompt waits. */
QString strikeTheSkeleton(CryptFight &fight, QSize size)
{
    const QString started = fight.openOnTurnOf(size, QStringLiteral("skel2"), scuttle(), QStringLiteral("dagny"));
    if (!started.isEmpty())
        return started;
    EncounterController *encounter = fight.encounter;
    if (!encounter->place(QStringLiteral("dagny"), 9, 3) || !encounter->setHitPoints(QStringLiteral("skel2"), 14, 26))
        return encounter->errorMessage();
    QTest::qWait(100);
    return fight.ctrlClickAttack(QStringLiteral("dagny"), QStringLiteral("skel2"));
}

} // namespace

class TestE2eSquarePrompt : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void aClickedSquareIsWhereItShifts_data() { addSizes(); }
    void aClickedSquareIsWhereItShifts()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        CryptFight fight;
        AppWindow &app = fight.app;
        const QString struck = strikeTheSkeleton(fight, size);
        QVERIFY2(struck.isEmpty(), qPrintable(struck));
        EncounterController *encounter = fight.encounter;

        PromptDecider *prompt = encounter->prompt();
        QTRY_VERIFY(prompt->pending() && prompt->kind() == QLatin1String("square"));
        QVERIFY2(prompt->question().contains(german ? QStringLiteral("bis zu 3 Schritte")
                                                    : QStringLiteral("shifts up to 3 square")),
                 qPrintable(prompt->question()));
        QVERIFY(!prompt->squares().isEmpty());
        // The square to click: the first highlighted one no enemy is adjacent to (no label), on the map in view.
        int x = -1, y = -1;
        for (const QVariant &entry : prompt->squares()) {
            const QVariantMap square = entry.toMap();
            if (square.value(QStringLiteral("label")).toString().isEmpty()) {
                x = square.value(QStringLiteral("x")).toInt();
                y = square.value(QStringLiteral("y")).toInt();
                break;
            }
        }
        QVERIFY(x >= 0);
        QQuickItem *highlighted = nullptr;
        QTRY_VERIFY((highlighted = app.item(QStringLiteral("squareChoice_%1_%2").arg(x).arg(y))) &&
                    highlighted->isVisible());
        QQuickItem *decline = app.item(QStringLiteral("promptNo"));
        QVERIFY(decline && decline->isVisible());
        QVERIFY(!app.item(QStringLiteral("promptYes"))->isVisible());
        QTest::qWait(100);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("square-prompt") + suffix);

        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::NoModifier, mapPoint(app, x + 0.5, y + 0.5));
        QTRY_VERIFY(!prompt->pending() && !encounter->waiting());
        const Combatant *skel = encounter->session()->encounter()->state().combatant(QStringLiteral("skel2"));
        QCOMPARE(skel->position, (Square{x, y}));
        QCOMPARE(eventsOfType(encounter, QStringLiteral("triggeredPower")).size(), 1);
        const QString line = (german ? QStringLiteral("Skeleton 2 nutzt Scuttle und macht Schritte auf das Feld %1,%2")
                                     : QStringLiteral("Skeleton 2 uses Scuttle and shifts to the square %1,%2"))
                                 .arg(x)
                                 .arg(y);
        QTRY_VERIFY2(diceLogLines(encounter).join(QLatin1Char('\n')).contains(line),
                     qPrintable(diceLogLines(encounter).join(QLatin1Char('\n'))));
        QTest::qWait(200);
        app.screenshot(QStringLiteral("square-after") + suffix);

        // Ctrl+Z: one step takes back the blow and the shift.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(eventsOfType(encounter, QStringLiteral("triggeredPower")).isEmpty());
        skel = encounter->session()->encounter()->state().combatant(QStringLiteral("skel2"));
        QCOMPARE(skel->hp, 14);
        QCOMPARE(skel->position, (Square{10, 3}));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // Escape declines: the skeleton stays, the power unused.
    void escapeDeclines()
    {
        CryptFight fight;
        AppWindow &app = fight.app;
        const QString struck = strikeTheSkeleton(fight, QSize(1366, 768));
        QVERIFY2(struck.isEmpty(), qPrintable(struck));
        EncounterController *encounter = fight.encounter;
        PromptDecider *prompt = encounter->prompt();
        QTRY_VERIFY(prompt->pending() && prompt->kind() == QLatin1String("square"));
        // The prompt is not modal (the map takes the click): the window's Escape (Clear selection / cancel) declines.
        QQuickItem *decline = nullptr;
        QTRY_VERIFY((decline = app.item(QStringLiteral("promptNo"))) && decline->isVisible());
        QTest::qWait(100);
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!prompt->pending() && !encounter->waiting());
        const Combatant *skel = encounter->session()->encounter()->state().combatant(QStringLiteral("skel2"));
        QCOMPARE(skel->position, (Square{10, 3}));
        QVERIFY(skel->hp <= 13);
        QVERIFY(eventsOfType(encounter, QStringLiteral("triggeredPower")).isEmpty());
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eSquarePrompt)
#include "tst_e2e_squareprompt.moc"
