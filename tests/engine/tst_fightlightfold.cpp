// A fight's lights become the map's when it ends (engine/session/fightlightfold.h): a torch lit and dropped in the
// sample crypt lies on the map after End encounter, burning with the minutes it had left (Orcus "Adventuring Gear":
// "Torch: For 1 hour, it casts bright light in a 5-square radius"), in the campaign file too; undoing the end takes
// it off the map again.
#include "tablesessionfixture.h"

using namespace battlemat;
using namespace battlemat::testing;

namespace {

const QJsonObject endEncounter{{QStringLiteral("type"), QStringLiteral("endEncounter")}};

QJsonObject lightStep(const QString &creature, const QString &action)
{
    QJsonObject step{{QStringLiteral("type"), QStringLiteral("light")},
                     {QStringLiteral("creature"), creature},
                     {QStringLiteral("action"), action}};
    if (action == QLatin1String("light"))
        step.insert(QStringLiteral("kind"), QStringLiteral("torch"));
    return step;
}

} // namespace

class TestFightLightFold : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aTorchDroppedInTheFightLiesOnTheMapAfterIt()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        const qsizetype before = session.table().scene.map.lighting.lights.size();
        QVERIFY(table.start(session));
        const QString bearer = session.encounter()->state().current;
        const Square square = session.encounter()->state().combatant(bearer)->position;
        const CommandOutcome lit = run(session, lightStep(bearer, QStringLiteral("light")));
        QVERIFY2(lit.ok, qPrintable(lit.error));
        const CommandOutcome dropped = run(session, lightStep(bearer, QStringLiteral("drop")));
        QVERIFY2(dropped.ok, qPrintable(dropped.error));
        QCOMPARE(session.table().scene.map.lighting.lights.size(), before); // the fight's, not yet the map's

        QVERIFY(run(session, endEncounter).ok);
        const QList<LightSource> &lights = session.table().scene.map.lighting.lights;
        QCOMPARE(lights.size(), before + 1);
        const LightSource &torch = lights.constLast();
        QCOMPARE(torch.kind, QStringLiteral("torch"));
        QCOMPARE(torch.square, square);
        QVERIFY(torch.carriedBy.isEmpty());
        QCOMPARE(torch.minutesLeft, 60); // lit in the first round: its hour begun

        // The campaign file's map holds it: a reopened table starts from it.
        auto stored = table.store->map(table.mapId);
        QVERIFY2(stored, qPrintable(stored.errorMessage()));
        QCOMPARE(stored->lighting.lights.size(), before + 1);
        QCOMPARE(stored->lighting.lights.constLast().square, square);

        QVERIFY(session.undo().ok);
        QCOMPARE(session.table().scene.map.lighting.lights.size(), before);
        QCOMPARE(table.store->map(table.mapId)->lighting.lights.size(), before);
    }
};

QTEST_GUILESS_MAIN(TestFightLightFold)
#include "tst_fightlightfold.moc"
