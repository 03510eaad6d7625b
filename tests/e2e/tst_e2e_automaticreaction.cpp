// End to end: a reaction that strikes without an attack roll, in the real window (docs/encounter.md "Triggered
// powers", a power with `automatic`; the published squirming mound's "Vermin Rebuke: When the mound is hit with a
// melee attack; The target takes 1d6+2 poison damage"). Skeleton 2 is given such a swarm in the stat blocks; Dagny,
// beside it on her turn, Ctrl+clicks it with her mace: when the mace hits, the prompt offers the swarm, saying there is
// no attack roll; taken with the mouse, Dagny takes 1d6 + 2 poison damage and the dice log says so; Ctrl+Z takes the
// blow and the swarm back together.
#include "cryptfightdriver.h"
#include "dicelog.h"
#include "layoutcheck.h"
#include "promptdecider.h"

using namespace battlemat;
using namespace CryptFightDriver;

namespace {

// Skeleton 2's Grave Vermin: a reaction when hit by a melee attack, no attack roll, 1d6+2 poison damage to the hitter.
QJsonObject graveVermin()
{
    return QJsonObject{{QStringLiteral("id"), QStringLiteral("grave-vermin")},
                       {QStringLiteral("name"), QStringLiteral("Grave Vermin")},
                       {QStringLiteral("usage"), QStringLiteral("encounter")},
                       {QStringLiteral("action"), QStringLiteral("immediate")},
                       {QStringLiteral("trigger"), QStringLiteral("hitByMelee")},
                       {QStringLiteral("origin"), QStringLiteral("self")},
                       {QStringLiteral("automatic"), true},
                       {QStringLiteral("damage"), QStringLiteral("1d6+2")},
                       {QStringLiteral("damageType"), QStringLiteral("poison")}};
}

} // namespace

class TestE2eAutomaticReaction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void verminBiteTheHitter_data() { addSizes(); }
    void verminBiteTheHitter()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        CryptFight fight;
        // Dagny beside Skeleton 2 (10,3) Ctrl+clicks it with her mace. At seed 42 the mace hits: the swarm is
        // offered, worded by its trigger, with no chance to roll.
        const QString offered = fight.dagnyStrikesSkeleton2(size, graveVermin());
        QVERIFY2(offered.isEmpty(), qPrintable(offered));
        AppWindow &app = fight.app;
        EncounterController *encounter = fight.encounter;
        const int before = fight.logBefore;
        PromptDecider *prompt = encounter->prompt();
        QVERIFY2(prompt->question().contains(german ? QLatin1String("Nahkampfangriff")
                                                    : QLatin1String("with a melee attack")),
                 qPrintable(prompt->question()));
        QVERIFY2(
            prompt->question().contains(german ? QLatin1String("Kein Angriffswurf") : QLatin1String("No attack roll")),
            qPrintable(prompt->question()));
        const int hpBefore = encounter->session()->encounter()->state().combatant(QStringLiteral("dagny"))->hp;
        const QString taken = fight.takeOffer(QStringLiteral("automatic-reaction-prompt") + suffix);
        QVERIFY2(taken.isEmpty(), qPrintable(taken));
        QTRY_VERIFY(!prompt->pending() && !encounter->waiting());

        const auto used = eventsOfType(encounter, QStringLiteral("triggeredPower"));
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("power")).toString(), QStringLiteral("grave-vermin"));
        QCOMPARE(used.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("hitByMelee"));
        const auto attacks = eventsOfType(encounter, QStringLiteral("attack"));
        QCOMPARE(attacks.last().value(QStringLiteral("power")).toString(), QStringLiteral("grave-vermin"));
        QVERIFY(attacks.last().value(QStringLiteral("automatic")).toBool());
        const Combatant *hero = encounter->session()->encounter()->state().combatant(QStringLiteral("dagny"));
        const int lost = hpBefore - hero->hp;
        QVERIFY2(lost >= 3 && lost <= 8, qPrintable(QString::number(lost))); // 1d6 + 2
        // The dice log tells it as a strike without a roll, with its damage.
        const QString line = german ? QStringLiteral("Grave Vermin von Skeleton 2 trifft Dagny (kein Angriffswurf)")
                                    : QStringLiteral("Skeleton 2's Grave Vermin strikes Dagny (no attack roll)");
        QTRY_VERIFY2(diceLogLines(encounter).join(QLatin1Char('\n')).contains(line),
                     qPrintable(diceLogLines(encounter).join(QLatin1Char('\n'))));
        QTest::qWait(200);
        app.screenshot(QStringLiteral("automatic-reaction-after") + suffix);

        // Ctrl+Z: one step takes back the blow and the swarm.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(encounter->logSize(), before);
        QVERIFY(eventsOfType(encounter, QStringLiteral("triggeredPower")).isEmpty());
        QCOMPARE(encounter->session()->encounter()->state().combatant(QStringLiteral("dagny"))->hp, hpBefore);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eAutomaticReaction)
#include "tst_e2e_automaticreaction.moc"
