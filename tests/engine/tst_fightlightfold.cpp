// A fight's lights become the map's when it ends (engine/session/fightlightfold.h): a torch lit and dropped in the
// sample crypt lies on the map after End encounter, burning with the minutes it had left (Orcus "Adventuring Gear":
// "Torch: For 1 hour, it casts bright light in a 5-square radius"), in the campaign file too; undoing the end takes
// it off the map again. Rests taken at the table after the fight burn the map's lights by their minutes (Orcus
// "Resting": a short rest "at least 5 minutes long", a long rest "at least 6 hours long") in the rest's own step.
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

QJsonObject rest(const QString &kind, int minutes = 0)
{
    QJsonObject step{{QStringLiteral("type"), QStringLiteral("rest")}, {QStringLiteral("kind"), kind}};
    if (minutes > 0)
        step.insert(QStringLiteral("minutes"), minutes);
    return step;
}

// A map edit as the window and scripts give it (a light the game master puts on the map after the fight).
CommandOutcome applyStep(TableSession &session, const QJsonObject &json)
{
    auto step = session.parseStep(json, JsonContext(QStringLiteral("test")));
    if (!step)
        return CommandOutcome{false, step.errorMessage(), {}};
    return session.apply(std::get<std::shared_ptr<const TableCommand>>(*step));
}

int mapMinutes(const TableSession &session, qsizetype index)
{
    return session.table().scene.map.lighting.lights.at(index).minutesLeft;
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

    // The torch Sefra drops in the crypt's first round lies on the map with its hour begun (60). A short rest burns
    // it 5 minutes (55), a wait of 50 more leaves 5, a long rest burns it out; each in the rest's own step, in the
    // file too, and one undo takes the rest and the map's minutes back together.
    void restsAfterTheFightBurnTheMapsLights()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        QVERIFY(table.start(session));
        const QString bearer = session.encounter()->state().current;
        QVERIFY(run(session, lightStep(bearer, QStringLiteral("light"))).ok);
        QVERIFY(run(session, lightStep(bearer, QStringLiteral("drop"))).ok);
        QVERIFY(run(session, endEncounter).ok);
        const qsizetype torch = session.table().scene.map.lighting.lights.size() - 1;
        QCOMPARE(mapMinutes(session, torch), 60);

        const CommandOutcome shortRest = run(session, rest(QStringLiteral("short")));
        QVERIFY2(shortRest.ok, qPrintable(shortRest.error));
        QCOMPARE(mapMinutes(session, torch), 55);
        QCOMPARE(table.store->map(table.mapId)->lighting.lights.at(torch).minutesLeft, 55);
        QCOMPARE(session.undoKind(), TableSession::StepKind::Encounter);

        // One undo: the rest (its log) and the map's five minutes.
        const qsizetype events = session.encounter()->log().size();
        QVERIFY(session.undo().ok);
        QCOMPARE(mapMinutes(session, torch), 60);
        QCOMPARE(table.store->map(table.mapId)->lighting.lights.at(torch).minutesLeft, 60);
        QVERIFY(session.encounter()->log().size() < events);
        QVERIFY(session.redo().ok);
        QCOMPARE(mapMinutes(session, torch), 55);
        QCOMPARE(table.store->map(table.mapId)->lighting.lights.at(torch).minutesLeft, 55);

        QVERIFY(run(session, rest(QStringLiteral("wait"), 50)).ok);
        QCOMPARE(mapMinutes(session, torch), 5);
        // A long rest (6 hours) burns it out; it stays where it was dropped, unlit.
        const CommandOutcome longRest = run(session, rest(QStringLiteral("long")));
        QVERIFY2(longRest.ok, qPrintable(longRest.error));
        QCOMPARE(mapMinutes(session, torch), 0);
        QVERIFY(!session.table().scene.map.lighting.lights.at(torch).isLit());
        QCOMPARE(table.store->map(table.mapId)->lighting.lights.at(torch).minutesLeft, 0);
        QVERIFY(session.undo().ok);
        QCOMPARE(mapMinutes(session, torch), 5);
    }

    // After the fold the map's lights are the ones a rest burns: a lantern the game master sets down after the fight
    // (8 hours a pint: 480) burns too (a long rest: 120 left), though the ended fight never had it. A rest refused
    // (a second long rest within 24 hours) burns nothing.
    void aLightPutOnTheMapAfterTheFightBurnsInTheRest()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        QVERIFY(table.start(session));
        QVERIFY(run(session, endEncounter).ok);
        const CommandOutcome put = applyStep(
            session, {{QStringLiteral("type"), QStringLiteral("map.setLights")},
                      {QStringLiteral("lights"),
                       QJsonArray{QJsonObject{
                           {QStringLiteral("kind"), QStringLiteral("lantern")},
                           {QStringLiteral("at"), QJsonObject{{QStringLiteral("x"), 2}, {QStringLiteral("y"), 2}}}}}}});
        QVERIFY2(put.ok, qPrintable(put.error));
        QCOMPARE(mapMinutes(session, 0), 480);
        QVERIFY(session.encounter()->state().light.lights.isEmpty()); // the fight never had it

        QVERIFY(run(session, rest(QStringLiteral("long"))).ok);
        QCOMPARE(mapMinutes(session, 0), 480 - 360);
        const CommandOutcome again = run(session, rest(QStringLiteral("long")));
        QVERIFY(!again.ok);
        QCOMPARE(again.error, QStringLiteral("only one long rest in 24 hours: 1080 more minutes must pass"));
        QCOMPARE(mapMinutes(session, 0), 120);
        QCOMPARE(table.store->map(table.mapId)->lighting.lights.at(0).minutesLeft, 120);
    }

    // During the fight a rest is refused and rounds burn only the fight's lights: the map's wait for the end.
    void noRestDuringTheFight()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        QVERIFY(table.start(session));
        const CommandOutcome refused = run(session, rest(QStringLiteral("short")));
        QVERIFY(!refused.ok);
        QCOMPARE(refused.error, QStringLiteral("no resting during an encounter: end it first"));
        QCOMPARE(session.undoKind(), TableSession::StepKind::Start);
    }
};

QTEST_GUILESS_MAIN(TestFightLightFold)
#include "tst_fightlightfold.moc"
