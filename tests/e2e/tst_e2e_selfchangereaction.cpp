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
        // Dagny beside Skeleton 2 (10,3), the skeleton at 1 hit point as the game master's hit point edit sets it,
        // Ctrl+clicks it with her mace. At seed 42 the mace hits: before it drops, the power is offered with what it
        // does and leaves to the table.
        const QString offered = fight.dagnyStrikesSkeleton2(size, boneMend(), [&fight] {
            return fight.encounter->setHitPoints(QStringLiteral("skel2"), 1, 26) ? QString()
                                                                                 : fight.encounter->errorMessage();
        });
        QVERIFY2(offered.isEmpty(), qPrintable(offered));
        AppWindow &app = fight.app;
        EncounterController *encounter = fight.encounter;
        const int before = fight.logBefore;
        PromptDecider *prompt = encounter->prompt();
        QVERIFY2(prompt->question().contains(german ? QStringLiteral("erhält 15 Trefferpunkte zurück")
                                                    : QStringLiteral("regains 15 hit points")),
                 qPrintable(prompt->question()));
        QVERIFY2(prompt->question().contains(german ? QStringLiteral("Sache des Tisches: it rattles")
                                                    : QStringLiteral("For the table: it rattles")),
                 qPrintable(prompt->question()));
        const QString taken = fight.takeOffer(QStringLiteral("self-change-prompt") + suffix);
        QVERIFY2(taken.isEmpty(), qPrintable(taken));
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
