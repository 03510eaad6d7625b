// End to end: a power that changes its own user, in the real window (docs/encounter.md "Triggered powers", a power
// with `selfChange`; the published archvillain's "Second Phase: When the archvillain is reduced to 0 hit points or
// lower: The archvillain heals 190 hit points and any of their powers that originally required a standard action now
// require a move action"). Skeleton 2 is given such a power in the stat blocks (heals 15, the rest the table's) and is
// down to 1 hit point; Dagny, beside it on her turn, Ctrl+clicks it with her mace: before it drops the prompt offers
// the power, saying what it heals and what is left to the table; taken with the mouse, the skeleton is back at 15
// hit points and the dice log says so and names the table's part; Ctrl+Z takes the blow and the healing back together.
#include "cryptfightdriver.h"
#include "dicelog.h"
#include "layoutcheck.h"
#include "promptdecider.h"

using namespace battlemat;
using namespace CryptFightDriver;

namespace {

// Skeleton 2's Bone Mend: a reaction when reduced to 0 HP that heals it 15; its rattle is the table's.
QJsonObject boneMend()
{
    return QJsonObject{
        {QStringLiteral("id"), QStringLiteral("bone-mend")},
        {QStringLiteral("name"), QStringLiteral("Bone Mend")},
        {QStringLiteral("usage"), QStringLiteral("encounter")},
        {QStringLiteral("action"), QStringLiteral("immediate")},
        {QStringLiteral("trigger"), QStringLiteral("reducedToZero")},
        {QStringLiteral("origin"), QStringLiteral("self")},
        {QStringLiteral("selfChange"),
         QJsonObject{{QStringLiteral("heals"), 15}, {QStringLiteral("tableText"), QStringLiteral("it rattles")}}}};
}

/** Every line of the window's dice log, as shown. */
QStringList diceLogLines(EncounterController *encounter)
{
    QStringList lines;
    const DiceLog *log = encounter->diceLog();
    for (int row = 0; row < log->rowCount(); ++row)
        lines << log->index(row, 0).data(DiceLog::TextRole).toString();
    return lines;
}

} // namespace

class TestE2eSelfChangeReaction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void mendsAsItDrops_data() { addSizes(); }
    void mendsAsItDrops()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        CryptFight fight;
        const QString started = fight.openOnTurnOf(size, QStringLiteral("skel2"), boneMend(), QStringLiteral("dagny"));
        QVERIFY2(started.isEmpty(), qPrintable(started));
        AppWindow &app = fight.app;
        EncounterController *encounter = fight.encounter;
        // Dagny beside Skeleton 2 (10,3); the skeleton at 1 hit point, as the game master's hit point edit sets it.
        QVERIFY2(encounter->place(QStringLiteral("dagny"), 9, 3), qPrintable(encounter->errorMessage()));
        QVERIFY2(encounter->setHitPoints(QStringLiteral("skel2"), 1, 26), qPrintable(encounter->errorMessage()));
        QTest::qWait(100);
        const int before = encounter->logSize();

        // Select Dagny, Ctrl+click the skeleton: her mace.
        const QString attacked = fight.ctrlClickAttack(QStringLiteral("dagny"), QStringLiteral("skel2"));
        QVERIFY2(attacked.isEmpty(), qPrintable(attacked));

        // At seed 42 the mace hits: before it drops, the power is offered with what it does and leaves to the table.
        PromptDecider *prompt = encounter->prompt();
        QTRY_VERIFY(prompt->pending() && prompt->kind() == QLatin1String("triggeredPower"));
        QVERIFY2(prompt->question().contains(german ? QStringLiteral("erhält 15 Trefferpunkte zurück")
                                                    : QStringLiteral("regains 15 hit points")),
                 qPrintable(prompt->question()));
        QVERIFY2(prompt->question().contains(german ? QStringLiteral("Sache des Tisches: it rattles")
                                                    : QStringLiteral("For the table: it rattles")),
                 qPrintable(prompt->question()));
        QQuickItem *yes = nullptr;
        QTRY_VERIFY((yes = app.item(QStringLiteral("promptYes"))) && yes->isVisible());
        QTest::qWait(100);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("self-change-prompt") + suffix);
        app.click(yes);
        QTRY_VERIFY(!prompt->pending() && !encounter->waiting());

        const auto used = eventsOfType(encounter, QStringLiteral("triggeredPower"));
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("power")).toString(), QStringLiteral("bone-mend"));
        const Combatant *skel = encounter->session()->encounter()->state().combatant(QStringLiteral("skel2"));
        QVERIFY(!skel->dead);
        QCOMPARE(skel->hp, 15);
        // The dice log tells the healing and the table's part.
        const QString healed = german ? QStringLiteral("Skeleton 2 erhält 15 Trefferpunkte zurück (jetzt 15)")
                                      : QStringLiteral("Skeleton 2 regains 15 hit points (now 15)");
        const QString table = german ? QStringLiteral("Skeleton 2 nutzt Bone Mend; Sache des Tisches: it rattles")
                                     : QStringLiteral("Skeleton 2 uses Bone Mend; for the table: it rattles");
        QTRY_VERIFY2(diceLogLines(encounter).join(QLatin1Char('\n')).contains(healed),
                     qPrintable(diceLogLines(encounter).join(QLatin1Char('\n'))));
        QVERIFY2(diceLogLines(encounter).join(QLatin1Char('\n')).contains(table),
                 qPrintable(diceLogLines(encounter).join(QLatin1Char('\n'))));
        QTest::qWait(200);
        app.screenshot(QStringLiteral("self-change-after") + suffix);

        // Ctrl+Z: one step takes back the blow and the healing.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(encounter->logSize(), before);
        QVERIFY(eventsOfType(encounter, QStringLiteral("triggeredPower")).isEmpty());
        QCOMPARE(encounter->session()->encounter()->state().combatant(QStringLiteral("skel2"))->hp, 1);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eSelfChangeReaction)
#include "tst_e2e_selfchangereaction.moc"
