// End to end: a power on its user, in the real window (docs/encounter.md "Powers on the user"; issue 17). The ogre of
// the sample crypt is given the animate collector's "Harden Skin (move, at-will): The animate collector gains 8
// temporary hit points" (../shared/rules/orcus-monsters-1.0.md): on its turn the game master right-clicks its token,
// opens "Use power on itself" and clicks Harden Skin; the dice log says so with the 8 temporary hit points, the
// initiative tracker's row shows them, and Ctrl+Z takes the use back.
#include "cryptfightdriver.h"
#include "dicelog.h"
#include "layoutcheck.h"

using namespace battlemat;
using namespace CryptFightDriver;

namespace {

QJsonObject hardenSkin()
{
    return QJsonObject{{QStringLiteral("id"), QStringLiteral("harden-skin")},
                       {QStringLiteral("name"), QStringLiteral("Harden Skin")},
                       {QStringLiteral("action"), QStringLiteral("move")},
                       {QStringLiteral("origin"), QStringLiteral("self")},
                       {QStringLiteral("tempHp"), 8}};
}

} // namespace

class TestE2eSelfPower : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void theOgreHardensItsSkin_data() { addSizes(); }
    void theOgreHardensItsSkin()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        CryptFight fight;
        const QString opened = fight.open(size, QStringLiteral("ogre"), hardenSkin());
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        const QString started = fight.startOnTurnOf(QStringLiteral("ogre"));
        QVERIFY2(started.isEmpty(), qPrintable(started));
        AppWindow &app = fight.app;
        EncounterController *encounter = fight.encounter;
        const int eventsBefore = int(encounter->session()->encounter()->log().events().size());

        // Right-click the ogre, open the submenu, click the power.
        const QString entryText =
            german ? QStringLiteral("Harden Skin (Bewegungsaktion)") : QStringLiteral("Harden Skin (move)");
        QQuickItem *entry = fight.selfPowerEntry(QStringLiteral("ogre"), entryText);
        QVERIFY2(entry, qPrintable(entryText));
        QTest::qWait(200);
        const QStringList clippedMenu = LayoutCheck::clippedTexts(app.window());
        QVERIFY2(clippedMenu.isEmpty(), qPrintable(clippedMenu.join(QStringLiteral(" | "))));
        app.screenshot(QStringLiteral("self-power-menu") + suffix);
        app.click(entry);

        QTRY_COMPARE(encounter->session()->encounter()->state().combatant(QStringLiteral("ogre"))->tempHp, 8);
        QCOMPARE(encounter->session()->encounter()->state().budget.move(), 0);
        QCOMPARE(eventsOfType(encounter, QStringLiteral("powerUsed")).size(), 1);

        // The dice log names the use with its temporary hit points, in the table's language.
        QString line;
        for (const DiceLogLine &logLine : app.controller()->diceLog()->lines()) {
            if (logLine.text.contains(QLatin1String("Harden Skin")))
                line = logLine.text;
        }
        QVERIFY2(line.contains(german ? QStringLiteral("wendet Harden Skin an") : QStringLiteral("uses Harden Skin")),
                 qPrintable(line));
        QVERIFY2(line.contains(german ? QStringLiteral("8 temporäre Trefferpunkte (jetzt 8)")
                                      : QStringLiteral("8 temporary hit points (now 8)")),
                 qPrintable(line));
        // The initiative tracker's row shows them.
        const QString hpText =
            german ? QStringLiteral("TP 52/52 (+8 temporär)") : QStringLiteral("HP 52/52 (+8 temporary)");
        QTRY_VERIFY2(app.itemWithText(hpText) != nullptr, qPrintable(hpText));
        QTest::qWait(200);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("self-power-used") + suffix);

        // Ctrl+Z: the use is taken back, its temporary hit points and its move action with it.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(int(encounter->session()->encounter()->log().events().size()), eventsBefore);
        QCOMPARE(encounter->session()->encounter()->state().combatant(QStringLiteral("ogre"))->tempHp, 0);
        QVERIFY(encounter->session()->encounter()->state().budget.move() > 0);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eSelfPower)
#include "tst_e2e_selfpower.moc"
