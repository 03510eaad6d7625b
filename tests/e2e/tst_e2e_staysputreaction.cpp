// End to end: a reaction that fires when an enemy ends its turn without moving, in the real window (docs/encounter.md
// "Triggered powers", trigger enemyStaysPut; the published mega-chariot's "Ostovite Surprise: When an enemy does not
// move during their turn: Ranged 5; +8 vs AC; The target takes persistent 5 acid damage (save ends)"). Skeleton 2 is
// given such a dart in the stat blocks, reaching four squares: Dagny, four squares from it, ends her turn where she
// stands with Next turn; the prompt offers the dart with her chance to be hit; taken, it hits and she burns with
// acid; Ctrl+Z takes the end of her turn and the dart back together.
#include "cryptfightdriver.h"
#include "layoutcheck.h"
#include "promptdecider.h"

using namespace battlemat;
using namespace CryptFightDriver;

namespace {

// Skeleton 2's Acid Dart: a reaction when an enemy stays put, ranged 4, +30 vs AC, persistent 5 acid (save ends).
// Four squares reach Dagny where she starts (6,2) and none of the other heroes, whose turns come before hers.
QJsonObject acidDart()
{
    return QJsonObject{
        {QStringLiteral("id"), QStringLiteral("acid-dart")},
        {QStringLiteral("name"), QStringLiteral("Acid Dart")},
        {QStringLiteral("action"), QStringLiteral("immediate")},
        {QStringLiteral("trigger"), QStringLiteral("enemyStaysPut")},
        {QStringLiteral("origin"), QStringLiteral("ranged")},
        {QStringLiteral("range"), 4},
        {QStringLiteral("attack"), 30},
        {QStringLiteral("vs"), QStringLiteral("ac")},
        {QStringLiteral("onHit"), QJsonArray{QJsonObject{{QStringLiteral("persistent"), 5},
                                                         {QStringLiteral("damageType"), QStringLiteral("acid")},
                                                         {QStringLiteral("duration"), QStringLiteral("saveEnds")}}}}};
}

bool burning(const EncounterState &state, const QString &id)
{
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target == id && effect.spec.persistentDamage == 5 && effect.spec.damageType == QLatin1String("acid"))
            return true;
    }
    return false;
}

} // namespace

class TestE2eStaysPutReaction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void dartAtAnEnemyStayingPut_data() { addSizes(); }
    void dartAtAnEnemyStayingPut()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        CryptFight fight;
        const QString started = fight.openOnTurnOf(size, QStringLiteral("skel2"), acidDart(), QStringLiteral("dagny"));
        QVERIFY2(started.isEmpty(), qPrintable(started));
        AppWindow &app = fight.app;
        EncounterController *encounter = fight.encounter;
        QVERIFY(eventsOfType(encounter, QStringLiteral("triggeredPower")).isEmpty());
        const int before = encounter->logSize();

        // Dagny does nothing this turn: Next turn.
        QVERIFY(app.clickShown(QStringLiteral("nextTurnButton")));

        // Her turn is over: the dart is offered, worded by its trigger, with her chance to be hit (+30 against her
        // AC: all but a natural 1, 95%).
        PromptDecider *prompt = encounter->prompt();
        QTRY_VERIFY(prompt->pending() && prompt->kind() == QLatin1String("triggeredPower"));
        QVERIFY2(prompt->question().contains(german ? QLatin1String("ohne sich zu bewegen")
                                                    : QLatin1String("without moving")),
                 qPrintable(prompt->question()));
        QVERIFY2(prompt->question().contains(german ? QStringLiteral("95\u00a0%") : QStringLiteral("95%")),
                 qPrintable(prompt->question()));
        QQuickItem *yes = nullptr;
        QTRY_VERIFY((yes = app.item(QStringLiteral("promptYes"))) && yes->isVisible());
        QTest::qWait(100);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("stays-put-reaction-prompt") + suffix);
        app.click(yes);
        QTRY_VERIFY(!prompt->pending() && !encounter->waiting());

        const auto used = eventsOfType(encounter, QStringLiteral("triggeredPower"));
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("enemyStaysPut"));
        QCOMPARE(used.first().value(QStringLiteral("by")).toString(), QStringLiteral("dagny"));
        const auto attacks = eventsOfType(encounter, QStringLiteral("attack"));
        QCOMPARE(attacks.last().value(QStringLiteral("power")).toString(), QStringLiteral("acid-dart"));
        const EncounterState &state = encounter->session()->encounter()->state();
        QCOMPARE(burning(state, QStringLiteral("dagny")), attacks.last().value(QStringLiteral("hit")).toBool());
        QVERIFY(state.current != QLatin1String("dagny"));
        QTest::qWait(200);
        app.screenshot(QStringLiteral("stays-put-reaction-after") + suffix);

        // Ctrl+Z: the end of her turn and the dart are one step.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(encounter->logSize(), before);
        const EncounterState &back = encounter->session()->encounter()->state();
        QCOMPARE(back.current, QStringLiteral("dagny"));
        QVERIFY(!burning(back, QStringLiteral("dagny")));
        QVERIFY(eventsOfType(encounter, QStringLiteral("triggeredPower")).isEmpty());
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eStaysPutReaction)
#include "tst_e2e_staysputreaction.moc"
