// Reopening the campaign after a fight (TableSession::resume): the ended fight comes back ended, so the party can
// rest after it and the adventuring day goes on (Orcus "Action points": one more after every second encounter
// between long rests; "Long rest": one in 24 hours), on this map and on the next; the day's last fight comes back, on
// whichever map it was fought, unless a hero's sheet was changed with no fight on the table.
#include "tablesessionfixture.h"

#include "sheet/herocharacterjson.h"

using namespace battlemat;
using namespace battlemat::testing;

namespace {

const QJsonObject endEncounter{{QStringLiteral("type"), QStringLiteral("endEncounter")}};

} // namespace

class TestTableSessionReopen : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Reopened, the ended fight is on the table again, ended, with nothing to undo; undoing the end in the session
    // that ended it makes it the running fight a reopening resumes.
    void anEndedEncounterComesBackEnded()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        QVERIFY(table.start(session));
        QVERIFY(run(session, endEncounter).ok);
        QVERIFY(!session.running());

        TableSession other(table.store.get(), builtInModules());
        QVERIFY(other.open(table.mapId, table.scene()).ok());
        auto resumed = other.resume();
        QVERIFY2(resumed, qPrintable(resumed.errorMessage()));
        QVERIFY(*resumed);
        QVERIFY(other.hasEncounter());
        QVERIFY(!other.running());
        QVERIFY(!other.canUndo());
        QVERIFY(sameState(other.encounter()->state(), session.encounter()->state()));
        QCOMPARE(other.encounter()->state().encountersSinceLongRest, 1);

        QVERIFY(session.undo().ok);
        TableSession third(table.store.get(), builtInModules());
        QVERIFY(third.open(table.mapId, table.scene()).ok());
        QVERIFY(*third.resume());
        QVERIFY(third.running());
    }

    // The day across reopenings: a short rest after the reopening is recorded with the fight (1440 + 5 minutes since
    // the long rest), and the next fight is the day's second, which gives the crypt's seven heroes their point.
    void theAdventuringDayGoesOnAfterReopening()
    {
        Table table;
        QVERIFY(table.open());
        {
            TableSession session(table.store.get(), builtInModules());
            QVERIFY(session.open(table.mapId, table.scene()).ok());
            QVERIFY(table.start(session));
            QVERIFY(run(session, endEncounter).ok);
        }
        {
            TableSession reopened(table.store.get(), builtInModules());
            QVERIFY(reopened.open(table.mapId, table.scene()).ok());
            QVERIFY(*reopened.resume());
            const CommandOutcome rest = run(reopened, {{QStringLiteral("type"), QStringLiteral("rest")},
                                                       {QStringLiteral("kind"), QStringLiteral("short")}});
            QVERIFY2(rest.ok, qPrintable(rest.error));
        }
        TableSession again(table.store.get(), builtInModules());
        QVERIFY(again.open(table.mapId, table.scene()).ok());
        QVERIFY(*again.resume());
        QCOMPARE(again.encounter()->state().minutesSinceLongRest, 24 * 60 + 5);
        QVERIFY(table.start(again, 7));
        QCOMPARE(again.encounter()->state().encountersSinceLongRest, 1);
        const CommandOutcome second = run(again, endEncounter);
        QVERIFY(second.ok);
        QCOMPARE(ofType(second.events, "actionPointGained").size(), 7);
    }

    // The party fights in the crypt, then walks on to the next map (here a copy of the crypt, "crypt-2"): the day is
    // the campaign's. The crypt's fight is on the next map's table, ended, so the party can take its short rest there
    // (1440 + 5 minutes since the long rest), and the fight there is the day's second and gives the seven heroes
    // their action point (Orcus "Action points"), as a second fight in the crypt would. Back in the crypt the day's
    // last fight is the one on the next map.
    void theAdventuringDayGoesOnOnTheNextMap()
    {
        Table table;
        QVERIFY(table.open());
        {
            TableSession session(table.store.get(), builtInModules());
            QVERIFY(session.open(table.mapId, table.scene()).ok());
            QVERIFY(table.start(session));
            QVERIFY(run(session, endEncounter).ok);
        }
        const QString next = QStringLiteral("crypt-2");
        QVERIFY(table.store->putMap(next, table.scene().map));
        TableSession onward(table.store.get(), builtInModules());
        QVERIFY(onward.open(next, table.scene()).ok());
        QVERIFY(*onward.resume());
        QVERIFY(onward.encounterIsElsewhere());
        QVERIFY(!onward.running());
        const CommandOutcome rest = run(onward, {{QStringLiteral("type"), QStringLiteral("rest")},
                                                 {QStringLiteral("kind"), QStringLiteral("short")}});
        QVERIFY2(rest.ok, qPrintable(rest.error));
        QCOMPARE(onward.encounter()->state().minutesSinceLongRest, 24 * 60 + 5);
        QVERIFY(table.start(onward, 7));
        QVERIFY(!onward.encounterIsElsewhere());
        QCOMPARE(onward.encounter()->state().encountersSinceLongRest, 1);
        const CommandOutcome second = run(onward, endEncounter);
        QVERIFY(second.ok);
        QCOMPARE(ofType(second.events, "actionPointGained").size(), 7);

        TableSession back(table.store.get(), builtInModules());
        QVERIFY(back.open(table.mapId, table.scene()).ok());
        QVERIFY(*back.resume());
        QVERIFY(back.encounterIsElsewhere());
        QCOMPARE(back.encounterId(), onward.encounterId());
        QVERIFY(table.start(back, 9));
        QCOMPARE(back.encounter()->state().encountersSinceLongRest, 2);
    }

    // Ilsa's sheet healed by hand while no fight was on the table: the sheet wins, the fight is not brought back
    // (its rest would write its own numbers over hers); the day goes on from it all the same.
    void aSheetChangedSinceKeepsTheEndedFightAway()
    {
        Table table;
        QVERIFY(table.open());
        {
            TableSession session(table.store.get(), builtInModules());
            QVERIFY(session.open(table.mapId, table.scene()).ok());
            QVERIFY(table.start(session));
            QVERIFY(run(session, setHp(QStringLiteral("ilsa"), 13)).ok);
            QVERIFY(run(session, endEncounter).ok);
        }
        auto stored = table.store->entity(EntityKind::Character, QStringLiteral("ilsa"));
        QVERIFY(stored);
        QCOMPARE(stored->value(QStringLiteral("damageTaken")).toInt(), 17); // 30 less 13
        QJsonObject healed = *stored;
        healed.insert(QStringLiteral("damageTaken"), 0);
        QVERIFY(table.store->putEntity(EntityKind::Character, QStringLiteral("ilsa"), healed));

        TableSession reopened(table.store.get(), builtInModules());
        QVERIFY(reopened.open(table.mapId, table.scene()).ok());
        auto resumed = reopened.resume();
        QVERIFY(resumed);
        QVERIFY(!*resumed);
        QVERIFY(!reopened.hasEncounter());
        QCOMPARE(table.store->entity(EntityKind::Character, QStringLiteral("ilsa"))->value("damageTaken").toInt(), 0);
        QVERIFY(table.start(reopened, 7));
        QCOMPARE(reopened.encounter()->state().encountersSinceLongRest, 1);
    }
};

QTEST_GUILESS_MAIN(TestTableSessionReopen)
#include "tst_tablesessionreopen.moc"
