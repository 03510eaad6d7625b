// End to end: the fight's light in the real window (docs/vision.md "In a fight"). The sample crypt made dark and a
// torch in Brenna's hand (map edits, as Map editing > Paint light and Light sources make them); the fight begins in
// that light. On Brenna's turn the hover odds against Skeleton 2, 7 squares off in the dark, show total concealment
// (-5: darkness is totally obscured to her normal eyes, orcus-gaps-filled.md section 8); she walks up with her torch
// (bright light, 5 squares: Orcus "Adventuring Gear") and the penalty is gone from the odds.
#include "cryptfightdriver.h"
#include "layoutcheck.h"

using namespace battlemat;
using namespace CryptFightDriver;

namespace {

// The whole crypt dark, and Brenna's torch: two map edits on the table before the fight.
QString darkCryptWithTorch(EncounterController *encounter)
{
    return darkenCrypt(encounter, {{QStringLiteral("type"), QStringLiteral("map.setLights")},
                                   {QStringLiteral("lights"),
                                    QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("torch")},
                                                           {QStringLiteral("carriedBy"), QStringLiteral("brenna")}}}}});
}

QString labelText(const AppWindow &app)
{
    QQuickItem *label = app.item(QStringLiteral("targetingLabel"));
    return label && label->isVisible() ? label->property("text").toString() : QString();
}

} // namespace

class TestE2eLight : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void theTorchBearerWalksUpAndTheConcealmentIsGone_data() { addSizes(); }
    void theTorchBearerWalksUpAndTheConcealmentIsGone()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        CryptFight fight;
        const QString started = fight.openLitOnTurnOf(size, darkCryptWithTorch, QStringLiteral("brenna"));
        QVERIFY2(started.isEmpty(), qPrintable(started));
        AppWindow &app = fight.app;
        EncounterController *encounter = fight.encounter;

        // The fight holds the map's light: every square painted dark, the torch in Brenna's hand.
        const EncounterState &state = encounter->session()->encounter()->state();
        QCOMPARE(state.light.ambientAt({10, 3}, state.grid.width()), LightLevel::Dark);
        QCOMPARE(state.light.lights.size(), 1);
        QCOMPARE(state.light.lights.first().carriedBy, QStringLiteral("brenna"));

        // Brenna at 3,3 points at Skeleton 2 at 10,3: 7 squares, beyond her torch's 5, in the dark.
        QCOMPARE(state.combatant(QStringLiteral("brenna"))->position, (Square{3, 3}));
        QCOMPARE(state.combatant(QStringLiteral("skel2"))->position, (Square{10, 3}));
        app.click(app.item(QStringLiteral("token-brenna")));
        QQuickItem *skeleton = app.item(QStringLiteral("token-skel2"));
        QVERIFY(skeleton);
        QTest::mouseMove(app.window(), AppWindow::centreOf(skeleton));
        const QString total = QCoreApplication::translate("TargetingPreview", "total concealment (%1)").arg(-5);
        QTRY_VERIFY2(labelText(app).contains(total), qPrintable(labelText(app)));
        QTRY_COMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("light-dark-odds") + suffix);

        // She walks to 7,3 with her torch: Skeleton 2, 3 squares away, stands in its light.
        const QPoint from = mapPoint(app, 3.5, 3.5);
        const QPoint to = mapPoint(app, 7.5, 3.5);
        app.drag(from, to);
        QTRY_COMPARE(encounter->session()->encounter()->state().combatant(QStringLiteral("brenna"))->position,
                     (Square{7, 3}));
        QTest::mouseMove(app.window(), AppWindow::centreOf(app.item(QStringLiteral("token-brenna"))));
        QTest::qWait(50);
        app.click(app.item(QStringLiteral("token-brenna")));
        QTest::mouseMove(app.window(), AppWindow::centreOf(skeleton));
        const QString none = QCoreApplication::translate("TargetingPreview", "no concealment");
        QTRY_VERIFY2(labelText(app).contains(none), qPrintable(labelText(app)));
        QVERIFY2(!labelText(app).contains(total), qPrintable(labelText(app)));
        QTRY_COMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("light-torch-odds") + suffix);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eLight)
#include "tst_e2e_light.moc"
