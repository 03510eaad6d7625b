// End to end: a change to a creature's numbers for a while, in the real window (docs/encounter.md "Changes to a
// creature's numbers"; issue 17). The ogre of the sample crypt is given the cowled assassin's "Slip-Out (move,
// at-will): The cowled assassin shifts 4 squares and gains a +1 power bonus to AC until the start of their next
// turn" (../shared/rules/orcus-monsters-1.0.md) as the importer reads it: +1 to AC until the start of its next turn,
// the shift the table's. On its turn the game master right-clicks its token, opens "Use power on itself" and clicks
// it: the initiative tracker's row shows the bonus with its end, the attack rule's AC is one higher, and Ctrl+Z takes
// it back.
#include "cryptfightdriver.h"
#include "encounter/attackrules.h"
#include "layoutcheck.h"

using namespace battlemat;
using namespace CryptFightDriver;

namespace {

QJsonObject slipOut()
{
    return QJsonObject{{QStringLiteral("id"), QStringLiteral("slip-out")},
                       {QStringLiteral("name"), QStringLiteral("Slip-Out")},
                       {QStringLiteral("action"), QStringLiteral("move")},
                       {QStringLiteral("origin"), QStringLiteral("self")},
                       {QStringLiteral("onSelf"),
                        QJsonArray{QJsonObject{{QStringLiteral("defenseBonus"), 1},
                                               {QStringLiteral("defenses"), QJsonArray{QStringLiteral("ac")}},
                                               {QStringLiteral("duration"), QStringLiteral("startOfTargetNextTurn")}}}},
                       {QStringLiteral("tableText"), QStringLiteral("shifts 4 squares")}};
}

/** The first visible text in the window that contains this part. */
QString textContaining(QQuickItem *root, const QString &part)
{
    if (!root || !root->isVisible())
        return {};
    if (const QString text = root->property("text").toString(); text.contains(part) && root->width() > 0)
        return text;
    for (QQuickItem *child : root->childItems()) {
        if (const QString found = textContaining(child, part); !found.isEmpty())
            return found;
    }
    return {};
}

int ogreAc(const EncounterController *encounter)
{
    const EncounterState &state = encounter->session()->encounter()->state();
    CombatPower againstAc;
    return AttackRules::defenseAgainst(state, *state.combatant(QStringLiteral("ogre")), againstAc);
}

} // namespace

class TestE2eStatChange : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void theOgreSlipsOut_data() { addSizes(); }
    void theOgreSlipsOut()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        CryptFight fight;
        const QString started = fight.openOnTurnOf(size, QStringLiteral("ogre"), slipOut(), QStringLiteral("ogre"));
        QVERIFY2(started.isEmpty(), qPrintable(started));
        AppWindow &app = fight.app;
        EncounterController *encounter = fight.encounter;
        const int eventsBefore = int(encounter->session()->encounter()->log().events().size());
        const int ac = ogreAc(encounter);

        const QString entryText =
            german ? QStringLiteral("Slip-Out (Bewegungsaktion)") : QStringLiteral("Slip-Out (move)");
        QQuickItem *entry = fight.selfPowerEntry(QStringLiteral("ogre"), entryText);
        QVERIFY2(entry, qPrintable(entryText));
        app.click(entry);

        // The attack rule's AC (the hover odds and the roll read it) is one higher while the effect lasts.
        QTRY_COMPARE(ogreAc(encounter), ac + 1);
        // The tracker's row shows the bonus with its end, in the table's language.
        const QString shown = german ? QStringLiteral("+1 auf RK (bis zum Beginn des nächsten Zuges von Ash Ogre)")
                                     : QStringLiteral("+1 to AC (until the start of Ash Ogre's next turn)");
        QTRY_VERIFY2(!textContaining(app.window()->contentItem(), shown).isEmpty(), qPrintable(shown));
        QTest::qWait(200);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("stat-change-tracker") + suffix);

        // Ctrl+Z: the use and its bonus are taken back.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(int(encounter->session()->encounter()->log().events().size()), eventsBefore);
        QCOMPARE(ogreAc(encounter), ac);
        QVERIFY(textContaining(app.window()->contentItem(), shown).isEmpty());
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eStatChange)
#include "tst_e2e_statchange.moc"
