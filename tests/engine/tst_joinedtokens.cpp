#include "tablesessionfixture.h"

#include "encounter/combatant.h"
#include "session/encounterassembly.h"
#include "session/reinforcement.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

/**
 * A creature that joined the fight stays on the table's map when the fight ends, as the map's own token like the
 * fight's starting creatures (docs/table.md "Reinforcements"; TableSession::prepareTableChanges folds the places into
 * the map, Reinforcement::joinedTokens gives the joined ones): where the fight left it, with the library's block, so
 * the next encounter on that map fights with it; undoing the end takes it off again.
 */
class TestJoinedTokens : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aReinforcementStaysOnTheMapAfterTheFight()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        QVERIFY(table.start(session));
        const QString spider = QStringLiteral("small-hunting-spider");
        auto block = Reinforcement::libraryMonster(spider, {});
        QVERIFY2(block, qPrintable(block.errorMessage()));
        auto step =
            Reinforcement::step(*block, session.table().scene.map, session.encounter()->state(), std::nullopt, 20);
        QVERIFY2(step, qPrintable(step.errorMessage()));
        QVERIFY(run(session, *step).ok);
        QVERIFY(run(session, {{QStringLiteral("type"), QStringLiteral("place")},
                              {QStringLiteral("creature"), spider},
                              {QStringLiteral("x"), 12},
                              {QStringLiteral("y"), 8}})
                    .ok);
        QVERIFY(!session.table().scene.map.creature(spider)); // the fight's creature while it runs

        QVERIFY(run(session, {{QStringLiteral("type"), QStringLiteral("endEncounter")}}).ok);
        QVERIFY(!session.running());
        const MapCreature *kept = session.table().scene.map.creature(spider);
        QVERIFY(kept);
        QCOMPARE(kept->position, (Square{12, 8}));
        QCOMPARE(kept->name, QStringLiteral("Small Hunting Spider"));
        QCOMPARE(kept->side, QStringLiteral("monsters"));
        QCOMPARE(kept->monster.value(QStringLiteral("id")).toString(), spider);
        QVERIFY(table.store->map(table.mapId)->creature(spider)); // in the campaign file too

        // The next encounter on the map has it, fresh from its block (29 HP).
        auto assembled = assembleEncounter(session.table().scene.map, table.statBlocks,
                                           [&table](const QString &id) { return table.campaign.hero(id); });
        QVERIFY2(assembled, qPrintable(assembled.errorMessage()));
        bool found = false;
        for (const QJsonValue &creature : assembled->encounter.value(QStringLiteral("creatures")).toArray())
            found = found || (creature[QStringLiteral("id")].toString() == spider &&
                              creature[QStringLiteral("hp")].toInt() == 29);
        QVERIFY(found);

        QVERIFY(session.undo().ok);
        QVERIFY(session.running());
        QVERIFY(!session.table().scene.map.creature(spider));
        QVERIFY(!table.store->map(table.mapId)->creature(spider));
    }
};

QTEST_GUILESS_MAIN(TestJoinedTokens)
#include "tst_joinedtokens.moc"
