// A hero's character sheet changed at the table ("hero.put", engine/session/herosheetcommand.h): one step of the
// table session's history, stored in the campaign file in its transaction, undone and redone like a map edit, and
// in agreement with a running fight, which keeps a fighting hero's hit points ("Hit points and healing").
#include "tablesessionfixture.h"

#include "session/herosheetcommand.h"
#include "sheet/herocharacterjson.h"

using namespace battlemat;
using namespace battlemat::testing;

namespace {

HeroCharacter sheetIn(const TableSession &session, const QString &id)
{
    auto hero = heroCharacterFromJson(session.table().heroes.value(id), JsonContext(QStringLiteral("test"), id));
    return hero ? *hero : HeroCharacter{};
}

HeroCharacter sheetInFile(CampaignStore &store, const QString &id)
{
    auto stored = store.entity(EntityKind::Character, id);
    if (!stored)
        return {};
    auto hero = heroCharacterFromJson(*stored, JsonContext(QStringLiteral("test"), id));
    return hero ? *hero : HeroCharacter{};
}

QString refusal(const TableSession &session, const QJsonObject &step)
{
    auto parsed = session.parseStep(step, JsonContext(QStringLiteral("step")));
    return parsed ? QString() : parsed.errorMessage();
}

} // namespace

class TestHeroSheetCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Ilsa Marrow's player and notes changed on her sheet: the file holds them, the log names her, Ctrl+Z gives back
    // "Ana" and redo takes "Bea" again.
    void aSheetSavedIsOneUndoableStep()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        QCOMPARE(session.table().heroes.size(), 3);
        HeroCharacter ilsa = sheetIn(session, QStringLiteral("ilsa"));
        QCOMPARE(ilsa.player, QStringLiteral("Ana"));
        ilsa.player = QStringLiteral("Bea");
        ilsa.notes = QStringLiteral("Owes the Grey Archive a book.");

        const CommandOutcome put = session.apply(HeroSheetCommand::put({ilsa}));
        QVERIFY2(put.ok, qPrintable(put.error));
        QCOMPARE(put.events.size(), 1);
        QCOMPARE(put.events.at(0).value(QStringLiteral("type")).toString(), QStringLiteral("hero.put"));
        QCOMPARE(put.events.at(0).value(QStringLiteral("changed")).toArray(), QJsonArray{QStringLiteral("ilsa")});
        QCOMPARE(put.events.at(0).value(QStringLiteral("names")).toArray(), QJsonArray{QStringLiteral("Ilsa Marrow")});
        QCOMPARE(sheetInFile(*table.store, QStringLiteral("ilsa")).player, QStringLiteral("Bea"));
        QCOMPARE(sheetInFile(*table.store, QStringLiteral("ilsa")).notes,
                 QStringLiteral("Owes the Grey Archive a book."));
        QCOMPARE(session.undoKind(), TableSession::StepKind::Table);

        QVERIFY(session.undo().ok);
        QCOMPARE(sheetInFile(*table.store, QStringLiteral("ilsa")).player, QStringLiteral("Ana"));
        QCOMPARE(sheetIn(session, QStringLiteral("ilsa")).player, QStringLiteral("Ana"));
        QVERIFY(session.redo().ok);
        QCOMPARE(sheetInFile(*table.store, QStringLiteral("ilsa")).player, QStringLiteral("Bea"));

        // Reopened, the campaign's sheet is the one saved.
        TableSession other(table.store.get(), builtInModules());
        QVERIFY(other.open(table.mapId, table.scene()).ok());
        QCOMPARE(sheetIn(other, QStringLiteral("ilsa")).player, QStringLiteral("Bea"));
    }

    // A hero file imported is a new sheet; undoing the import takes the hero out of the campaign again.
    void aNewHeroIsAddedAndUndoneAway()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        HeroCharacter twin = sheetIn(session, QStringLiteral("ilsa"));
        twin.creature.id = QStringLiteral("ilsa-2");
        twin.creature.name = QStringLiteral("Ilse Marrow");

        const CommandOutcome put = session.apply(HeroSheetCommand::put({twin}));
        QVERIFY2(put.ok, qPrintable(put.error));
        QCOMPARE(put.events.at(0).value(QStringLiteral("added")).toArray(), QJsonArray{QStringLiteral("ilsa-2")});
        QVERIFY(table.store->contains(EntityKind::Character, QStringLiteral("ilsa-2")));
        QCOMPARE(session.table().heroes.size(), 4);
        QVERIFY(session.undo().ok);
        QVERIFY(!table.store->contains(EntityKind::Character, QStringLiteral("ilsa-2")));
        QCOMPARE(session.table().heroes.size(), 3);
    }

    // Saved, then the campaign closed and opened again: the sheet saved is still the newest step of the table, and
    // Ctrl+Z gives back "Ana" (and takes an imported hero out) as it did before the campaign was closed.
    void aSheetSavedStaysUndoableAfterReopening()
    {
        Table table;
        QVERIFY(table.open());
        {
            TableSession session(table.store.get(), builtInModules());
            QVERIFY(session.open(table.mapId, table.scene()).ok());
            HeroCharacter ilsa = sheetIn(session, QStringLiteral("ilsa"));
            ilsa.player = QStringLiteral("Bea");
            QVERIFY(session.apply(HeroSheetCommand::put({ilsa})).ok);
            HeroCharacter twin = ilsa;
            twin.creature.id = QStringLiteral("ilsa-2");
            QVERIFY(session.apply(HeroSheetCommand::put({twin})).ok);
        }
        table.close();
        QVERIFY(table.open());
        TableSession reopened(table.store.get(), builtInModules());
        QVERIFY(reopened.open(table.mapId, table.scene()).ok());
        QCOMPARE(reopened.undoKind(), TableSession::StepKind::Table);
        QVERIFY(reopened.undo().ok); // the import
        QVERIFY(!table.store->contains(EntityKind::Character, QStringLiteral("ilsa-2")));
        QCOMPARE(reopened.table().heroes.size(), 3);
        QVERIFY(reopened.undo().ok); // the sheet saved
        QCOMPARE(sheetInFile(*table.store, QStringLiteral("ilsa")).player, QStringLiteral("Ana"));
        QCOMPARE(sheetIn(reopened, QStringLiteral("ilsa")).player, QStringLiteral("Ana"));
        QVERIFY(reopened.redo().ok);
        QCOMPARE(sheetInFile(*table.store, QStringLiteral("ilsa")).player, QStringLiteral("Bea"));

        // A script wrote to the sheet since (campaign script's put-character): restoring the step's sheet would throw
        // that away, so after the next reopening the history stops there.
        HeroCharacter scripted = sheetInFile(*table.store, QStringLiteral("ilsa"));
        scripted.notes = QStringLiteral("Written by a script.");
        QVERIFY(table.store->putEntity(EntityKind::Character, QStringLiteral("ilsa"), heroCharacterToJson(scripted)));
        TableSession again(table.store.get(), builtInModules());
        QVERIFY(again.open(table.mapId, table.scene()).ok());
        QVERIFY(!again.canUndo());
        QCOMPARE(sheetIn(again, QStringLiteral("ilsa")).notes, QStringLiteral("Written by a script."));
    }

    // What a script or a file gets wrong is named, and nothing is stored.
    void aWrongSheetIsRefusedNamingTheField()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        const QJsonObject ilsa = session.table().heroes.value(QStringLiteral("ilsa"));

        QCOMPARE(refusal(session, {{QStringLiteral("type"), QStringLiteral("hero.put")}}),
                 QStringLiteral("step: heroes: names no hero"));
        QVERIFY(refusal(session, {{QStringLiteral("type"), QStringLiteral("hero.put")},
                                  {QStringLiteral("heroes"), QJsonArray{QStringLiteral("ilsa")}}})
                    .contains(QStringLiteral("step: heroes[0]: must be a hero's sheet")));
        QJsonObject badLevel = ilsa;
        QJsonObject creature = badLevel.value(QStringLiteral("creature")).toObject();
        creature.insert(QStringLiteral("level"), QStringLiteral("three"));
        badLevel.insert(QStringLiteral("creature"), creature);
        const QString level = refusal(session, {{QStringLiteral("type"), QStringLiteral("hero.put")},
                                                {QStringLiteral("heroes"), QJsonArray{badLevel}}});
        QVERIFY2(level.contains(QStringLiteral("step: heroes[0].creature.level")), qPrintable(level));
        const QString twice = refusal(session, {{QStringLiteral("type"), QStringLiteral("hero.put")},
                                                {QStringLiteral("heroes"), QJsonArray{ilsa, ilsa}}});
        QVERIFY2(twice.contains(QStringLiteral("'ilsa' is given twice")), qPrintable(twice));

        // The sheet as the campaign holds it already: nothing to store, nothing to undo.
        auto same = session.parseStep(
            {{QStringLiteral("type"), QStringLiteral("hero.put")}, {QStringLiteral("heroes"), QJsonArray{ilsa}}},
            JsonContext(QStringLiteral("step")));
        QVERIFY2(same, qPrintable(same.errorMessage()));
        const CommandOutcome outcome = session.apply(std::get<std::shared_ptr<const TableCommand>>(*same));
        QVERIFY(!outcome.ok);
        QVERIFY(outcome.error.contains(QStringLiteral("nothing changed")));
        QVERIFY(!session.canUndo());
    }

    // Mid-fight the table's sheets follow what the fight writes onto them: Ilsa at 18 of her 30 hit points has 12
    // damage taken on the sheet the session holds, so a sheet saved now keeps them, and each undo gives back its own.
    void theSheetsFollowTheFight()
    {
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        QVERIFY(table.start(session));
        QVERIFY(run(session, setHp(QStringLiteral("ilsa"), 18)).ok);
        QCOMPARE(sheetInFile(*table.store, QStringLiteral("ilsa")).damageTaken, 12);
        QCOMPARE(sheetIn(session, QStringLiteral("ilsa")).damageTaken, 12);

        HeroCharacter ilsa = sheetIn(session, QStringLiteral("ilsa"));
        ilsa.notes = QStringLiteral("Bleeding.");
        QVERIFY(session.apply(HeroSheetCommand::put({ilsa})).ok);
        QCOMPARE(sheetInFile(*table.store, QStringLiteral("ilsa")).damageTaken, 12);
        QCOMPARE(sheetInFile(*table.store, QStringLiteral("ilsa")).notes, QStringLiteral("Bleeding."));
        QVERIFY(run(session, endTurn(session)).ok);
        QCOMPARE(hpOf(session, QStringLiteral("ilsa")), 18);

        QVERIFY(session.undo().ok); // the turn's end
        QVERIFY(session.undo().ok); // the notes
        QCOMPARE(sheetInFile(*table.store, QStringLiteral("ilsa")).notes,
                 sheetIn(session, QStringLiteral("ilsa")).notes);
        QVERIFY(sheetIn(session, QStringLiteral("ilsa")).notes != QStringLiteral("Bleeding."));
        QCOMPARE(sheetIn(session, QStringLiteral("ilsa")).damageTaken, 12);
        QVERIFY(session.undo().ok); // the hit points
        QCOMPARE(sheetInFile(*table.store, QStringLiteral("ilsa")).damageTaken, 0);
        QCOMPARE(sheetIn(session, QStringLiteral("ilsa")).damageTaken, 0);
        QVERIFY(session.redo().ok);
        QCOMPARE(sheetIn(session, QStringLiteral("ilsa")).damageTaken, 12);
    }
};

QTEST_GUILESS_MAIN(TestHeroSheetCommand)
#include "tst_herosheetcommand.moc"
