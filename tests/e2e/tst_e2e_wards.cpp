// End to end: a ward spent to turn a hit into a miss, in the real window (docs/encounter.md "Triggered powers", a
// power with `spendsWard`; the published abyssal mummy's "Protected by Death (counter, at-will): Spend a ward. The
// attack misses. If the mummy has no wards, it cannot use this power."). Skeleton 2 is given the power as the importer
// reads it and 2 wards; the initiative list shows them beside its hit points. Dagny, beside it on her turn,
// Ctrl+clicks it with her mace: the roll hits, and before the damage the prompt offers the counter, saying it spends
// one of its 2 wards; taken with the mouse, the attack misses, the dice log says the ward was spent and the list shows
// 1 ward; Ctrl+Z takes the blow and the ward back together.
#include "cryptfightdriver.h"
#include "dicelog.h"
#include "layoutcheck.h"
#include "promptdecider.h"

using namespace battlemat;
using namespace CryptFightDriver;

namespace {

// Protected by Death as the importer writes it from the abyssal mummy's stat block.
QJsonObject protectedByDeath()
{
    return QJsonObject{{QStringLiteral("id"), QStringLiteral("protected-by-death")},
                       {QStringLiteral("name"), QStringLiteral("Protected by Death")},
                       {QStringLiteral("usage"), QStringLiteral("at-will")},
                       {QStringLiteral("action"), QStringLiteral("immediate")},
                       {QStringLiteral("trigger"), QStringLiteral("beingHit")},
                       {QStringLiteral("origin"), QStringLiteral("self")},
                       {QStringLiteral("makesMiss"), true},
                       {QStringLiteral("spendsWard"), true}};
}

// A visible item whose text holds this (the initiative row's second line: "HP 13/13 · 2 wards").
QQuickItem *itemContaining(QQuickItem *root, const QString &text)
{
    if (!root || !root->isVisible())
        return nullptr;
    if (root->property("text").toString().contains(text) && root->width() > 0)
        return root;
    for (QQuickItem *child : root->childItems())
        if (QQuickItem *found = itemContaining(child, text))
            return found;
    return nullptr;
}

QString wardsText(int wards)
{
    return QCoreApplication::translate("InitiativePanel", "%n ward(s)", "", wards);
}

} // namespace

class TestE2eWards : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void aWardTurnsTheHitIntoAMiss_data() { addSizes(); }
    void aWardTurnsTheHitIntoAMiss()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        CryptFight fight;
        fight.creatureFields = QJsonObject{{QStringLiteral("wards"), 2}};
        // At seed 42 the mace hits: the counter is offered while Skeleton 2 holds a ward.
        const QString offered = fight.dagnyStrikesSkeleton2(size, protectedByDeath());
        QVERIFY2(offered.isEmpty(), qPrintable(offered));
        AppWindow &app = fight.app;
        EncounterController *encounter = fight.encounter;
        const int before = fight.logBefore;
        const int hp = encounter->session()->encounter()->state().combatant(QStringLiteral("skel2"))->hp;
        QVERIFY(itemContaining(app.window()->contentItem(), wardsText(2)));
        PromptDecider *prompt = encounter->prompt();
        QVERIFY2(prompt->question().contains(german ? QStringLiteral("verbraucht Skeleton 2 einen seiner 2 Banne")
                                                    : QStringLiteral("Skeleton 2 spends one of its 2 wards")),
                 qPrintable(prompt->question()));
        const QString taken = fight.takeOffer(QStringLiteral("protected-by-death-prompt") + suffix);
        QVERIFY2(taken.isEmpty(), qPrintable(taken));
        QTRY_VERIFY(!prompt->pending() && !encounter->waiting());

        const auto attacks = eventsOfType(encounter, QStringLiteral("attack"));
        QVERIFY(!attacks.isEmpty());
        QVERIFY(!attacks.last().value(QStringLiteral("hit")).toBool());
        QCOMPARE(attacks.last().value(QStringLiteral("turnedToMiss")).toString(), QStringLiteral("protected-by-death"));
        const Combatant *skel = encounter->session()->encounter()->state().combatant(QStringLiteral("skel2"));
        QCOMPARE(skel->hp, hp);
        QCOMPARE(skel->wards, 1);
        const QString spent =
            german ? QStringLiteral("Skeleton 2 verbraucht einen Bann für Protected by Death (noch 1 Bann)")
                   : QStringLiteral("Skeleton 2 spends a ward on Protected by Death (1 ward left)");
        QTRY_VERIFY2(diceLogLines(encounter).join(QLatin1Char('\n')).contains(spent),
                     qPrintable(diceLogLines(encounter).join(QLatin1Char('\n'))));
        QTRY_VERIFY(itemContaining(app.window()->contentItem(), wardsText(1)));
        QTest::qWait(100);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("protected-by-death-after") + suffix);

        // Ctrl+Z: one step takes back the blow, the counter and the ward spent.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(encounter->logSize(), before);
        QVERIFY(eventsOfType(encounter, QStringLiteral("wardSpent")).isEmpty());
        QCOMPARE(encounter->session()->encounter()->state().combatant(QStringLiteral("skel2"))->wards, 2);
        QTRY_VERIFY(itemContaining(app.window()->contentItem(), wardsText(2)));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eWards)
#include "tst_e2e_wards.moc"
