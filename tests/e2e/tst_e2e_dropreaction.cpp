// End to end: a power that fires when its user is reduced to 0 hit points, in the real window (docs/encounter.md
// "Triggered powers", trigger reducedToZero; the published shadow drake's "Umbra Burst: When reduced to 0 hit points
// or below: Near burst 1; +6 vs Fortitude; 3d6+3 cold and necrotic damage, and the target is weakened"). Skeleton 2
// is given such a burst in the stat blocks and is down to 1 hit point; Dagny, beside it on her turn, Ctrl+clicks it
// with her mace: before it drops the prompt offers the burst with her chance to be hit; taken, it strikes her and
// the skeleton dies; Ctrl+Z takes the blow, the burst and the death back together.
#include "cryptfightdriver.h"
#include "layoutcheck.h"
#include "promptdecider.h"

using namespace battlemat;
using namespace CryptFightDriver;

namespace {

// Skeleton 2's Bone Burst: a reaction when reduced to 0 HP, near burst 1, +30 vs Fortitude, 1d6+3 damage.
QJsonObject boneBurst()
{
    return QJsonObject{{QStringLiteral("id"), QStringLiteral("bone-burst")},
                       {QStringLiteral("name"), QStringLiteral("Bone Burst")},
                       {QStringLiteral("action"), QStringLiteral("free")},
                       {QStringLiteral("trigger"), QStringLiteral("reducedToZero")},
                       {QStringLiteral("origin"), QStringLiteral("near")},
                       {QStringLiteral("burst"), 1},
                       {QStringLiteral("attack"), 30},
                       {QStringLiteral("vs"), QStringLiteral("fortitude")},
                       {QStringLiteral("damage"), QStringLiteral("1d6+3")}};
}

} // namespace

class TestE2eDropReaction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void burstAsItDrops_data() { addSizes(); }
    void burstAsItDrops()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        CryptFight fight;
        const QString started = fight.openOnTurnOf(size, QStringLiteral("skel2"), boneBurst(), QStringLiteral("dagny"));
        QVERIFY2(started.isEmpty(), qPrintable(started));
        AppWindow &app = fight.app;
        EncounterController *encounter = fight.encounter;
        // Dagny beside Skeleton 2 (10,3); the skeleton at 1 hit point, as the game master's hit point edit sets it.
        QVERIFY2(encounter->place(QStringLiteral("dagny"), 9, 3), qPrintable(encounter->errorMessage()));
        QVERIFY2(encounter->setHitPoints(QStringLiteral("skel2"), 1, 26), qPrintable(encounter->errorMessage()));
        QTest::qWait(100);

        // Select Dagny, Ctrl+click the skeleton: her mace.
        const QString attacked = fight.ctrlClickAttack(QStringLiteral("dagny"), QStringLiteral("skel2"));
        QVERIFY2(attacked.isEmpty(), qPrintable(attacked));

        // Before it drops: the burst is offered, worded by its trigger, with Dagny's chance to be hit (+30 against
        // Fortitude 13: all but a natural 1, 95%).
        PromptDecider *prompt = encounter->prompt();
        QTRY_VERIFY(prompt->pending() && prompt->kind() == QLatin1String("triggeredPower"));
        QVERIFY2(prompt->question().contains(german ? QLatin1String("auf 0 Trefferpunkte")
                                                    : QLatin1String("to 0 hit points")),
                 qPrintable(prompt->question()));
        // German keeps "95 %" together with a no-break space.
        QVERIFY2(prompt->question().contains(german ? QStringLiteral("95\u00a0%") : QStringLiteral("95%")),
                 qPrintable(prompt->question()));
        QVERIFY(!encounter->session()->encounter()->state().combatant(QStringLiteral("skel2"))->dead);
        QQuickItem *yes = nullptr;
        QTRY_VERIFY((yes = app.item(QStringLiteral("promptYes"))) && yes->isVisible());
        QTest::qWait(100);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("drop-reaction-prompt") + suffix);
        app.click(yes);

        // Dagny does not knock it out (the next question, hers); then it is done.
        QTRY_VERIFY(!prompt->pending() || prompt->kind() == QLatin1String("knockOut"));
        if (prompt->pending()) {
            QQuickItem *no = nullptr;
            QTRY_VERIFY((no = app.item(QStringLiteral("promptNo"))) && no->isVisible());
            app.click(no);
        }
        QTRY_VERIFY(!prompt->pending() && !encounter->waiting());

        const auto used = eventsOfType(encounter, QStringLiteral("triggeredPower"));
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("reducedToZero"));
        const auto attacks = eventsOfType(encounter, QStringLiteral("attack"));
        QCOMPARE(attacks.last().value(QStringLiteral("power")).toString(), QStringLiteral("bone-burst"));
        const EncounterState &state = encounter->session()->encounter()->state();
        QVERIFY(state.combatant(QStringLiteral("skel2"))->dead);
        const Combatant *hero = state.combatant(QStringLiteral("dagny"));
        if (attacks.last().value(QStringLiteral("hit")).toBool()) {
            const int lost = hero->maxHp - hero->hp;
            QVERIFY2(lost >= 4 && lost <= 9, qPrintable(QString::number(lost))); // 1d6 + 3
        }
        QTest::qWait(200);
        app.screenshot(QStringLiteral("drop-reaction-after") + suffix);

        // Ctrl+Z: one step takes back the blow, the burst and the death.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(!encounter->session()->encounter()->state().combatant(QStringLiteral("skel2"))->dead);
        QVERIFY(eventsOfType(encounter, QStringLiteral("triggeredPower")).isEmpty());
        const Combatant *back = encounter->session()->encounter()->state().combatant(QStringLiteral("dagny"));
        QCOMPARE(back->hp, back->maxHp);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eDropReaction)
#include "tst_e2e_dropreaction.moc"
