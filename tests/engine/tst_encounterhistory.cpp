#include "encounterfixture.h"

#include "encounter/encounterreplay.h"

#include <QRandomGenerator>
#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

/** The encounter log as history: undo and redo of every command type, replay equality, and the storage hook. */
class TestEncounterHistory : public QObject
{
    Q_OBJECT

private:
    // One command of every type, each legal where it stands (g1 and g2 tie on initiative 5, so they reorder).
    static QList<QByteArray> everyCommandType()
    {
        return {json("{'type': 'start'}"),
                json("{'type': 'rollInitiative'}"),
                json("{'type': 'reorderInitiative', 'order': ['g2', 'g1']}"),
                json("{'type': 'action', 'creature': 'ava', 'action': 'dropProne'}"),
                json("{'type': 'action', 'creature': 'ava', 'action': 'standUp'}"),
                json("{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g1']}"),
                json("{'type': 'actionPoint', 'creature': 'ava', 'action': 'move'}"),
                json("{'type': 'applyEffect', 'target': 'ava', 'source': 'g2', 'effect': {'condition': 'grappled', "
                     "'duration': 'maintainSwift'}}"),
                json("{'type': 'action', 'creature': 'ava', 'action': 'escape', 'skill': 'athletics'}"),
                json("{'type': 'endTurn', 'creature': 'ava'}"),
                json("{'type': 'move', 'creature': 'bran', 'mode': 'run', 'path': [[1, 1], [2, 2]]}"),
                json("{'type': 'skill', 'creature': 'bran', 'action': 'rallyAlly', 'target': 'ava'}"),
                json("{'type': 'damage', 'target': 'ava', 'amount': 6}"),
                json("{'type': 'heal', 'target': 'ava', 'amount': 2}"),
                json("{'type': 'endTurn', 'creature': 'bran'}"),
                json("{'type': 'attack', 'creature': 'g2', 'power': 'grapple', 'targets': ['ava']}"),
                json("{'type': 'action', 'creature': 'g2', 'action': 'endGrapple'}"),
                json("{'type': 'endTurn', 'creature': 'g2'}"),
                json("{'type': 'coupDeGrace', 'creature': 'g1', 'target': 'ava'}"),
                json("{'type': 'endTurn', 'creature': 'g1'}"),
                json("{'type': 'skill', 'creature': 'ogre', 'action': 'deter', 'target': 'ava', 'forbid': 'move'}"),
                json("{'type': 'endEncounter'}"),
                json("{'type': 'rest', 'kind': 'short', 'recoveries': {'bran': 1}}"),
                json("{'type': 'rest', 'kind': 'wait', 'minutes': 1200}"),
                json("{'type': 'rest', 'kind': 'long'}")};
    }

private Q_SLOTS:
    void undoEveryCommandTypeThenRedoReachesTheSameStates()
    {
        // Fixed 19s: the sword hits, Athletics 0 + 19 escapes the GM's grapple, Rally Ally and g2's grapple succeed.
        auto encounter = make(arena({20, 10, 5, 5, 3, 19, 19, 19, 19, 19, 19, 19, 19}));
        QList<EncounterState> states{encounter->state()};
        QList<int> logSizes{encounter->log().size()};
        for (const QByteArray &command : everyCommandType()) {
            if (command.contains("coupDeGrace"))
                QVERIFY(run(*encounter, "{'type': 'applyEffect', 'target': 'ava', 'effect': {'condition': 'helpless', "
                                        "'duration': 'encounter'}}")
                            .ok);
            if (command.contains("coupDeGrace")) {
                states << encounter->state();
                logSizes << encounter->log().size();
            }
            const CommandOutcome outcome = run(*encounter, command.constData());
            QVERIFY2(outcome.ok, qPrintable(QString::fromUtf8(command) + QStringLiteral(": ") + outcome.error));
            states << encounter->state();
            logSizes << encounter->log().size();
        }
        const EncounterState final = encounter->state();
        for (qsizetype i = states.size() - 2; i >= 0; --i) {
            QVERIFY(encounter->undo().ok);
            QVERIFY2(sameState(encounter->state(), states[i]),
                     qPrintable(QStringLiteral("after undo to step %1").arg(i)));
            QCOMPARE(encounter->log().size(), logSizes[i]);
        }
        QVERIFY(!encounter->canUndo());
        QVERIFY(!encounter->undo().ok);
        for (qsizetype i = 1; i < states.size(); ++i) {
            QVERIFY(encounter->redo().ok);
            QVERIFY(sameState(encounter->state(), states[i]));
        }
        QVERIFY(sameState(encounter->state(), final));
        QVERIFY(!encounter->redo().ok);
    }

    void newCommandAfterUndoDropsTheRedoHistory()
    {
        auto encounter = make(arena({20, 10, 5, 4, 3}));
        run(*encounter, "{'type': 'start'}");
        run(*encounter, "{'type': 'rollInitiative'}");
        QVERIFY(encounter->undo().ok);
        QVERIFY(encounter->canRedo());
        QVERIFY(run(*encounter, "{'type': 'rollInitiative'}").ok);
        QVERIFY(!encounter->canRedo());
    }

    void logReplaysToTheSameState()
    {
        auto encounter = make(arena({}));
        for (const QByteArray &command : everyCommandType())
            run(*encounter, command.constData()); // random dice: some of these are refused, which is fine here
        QVERIFY(encounter->log().size() > 20);
        const QByteArray text = encounter->log().toJsonLines();
        auto log = EncounterLog::fromJsonLines(text, QStringLiteral("log.jsonl"));
        QVERIFY2(log.ok(), qPrintable(log.errorMessage()));
        auto replayed = EncounterReplay::replay(*log, QStringLiteral("log.jsonl"));
        QVERIFY2(replayed.ok(), qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), encounter->state()));
        QCOMPARE((*replayed)->log().toJsonLines(), text);
    }

    void tamperedLogFailsLoudly()
    {
        auto encounter = make(arena({20, 10, 5, 4, 3, 15, 4, 2}));
        run(*encounter, "{'type': 'start'}");
        run(*encounter, "{'type': 'rollInitiative'}");
        run(*encounter, "{'type': 'move', 'creature': 'ava', 'path': [[3, 4], [3, 5]]}");
        QList<QJsonObject> events = encounter->log().events();
        QByteArray text;
        for (QJsonObject event : events) {
            if (event.value(QStringLiteral("type")).toString() == QLatin1String("damage"))
                event.insert(QStringLiteral("amount"), 1);
            text += QJsonDocument(event).toJson(QJsonDocument::Compact) + '\n';
        }
        auto log = EncounterLog::fromJsonLines(text, QStringLiteral("log.jsonl"));
        QVERIFY(log.ok());
        auto replayed = EncounterReplay::replay(*log, QStringLiteral("log.jsonl"));
        QVERIFY(!replayed.ok());
        QVERIFY2(replayed.errorMessage().contains(QStringLiteral("the log has")), qPrintable(replayed.errorMessage()));

        auto broken = EncounterLog::fromJsonLines(
            "{\"seq\": 1, \"type\": \"encounter\"}\n{\"seq\": 3, \"type\": \"x\"}\n", QStringLiteral("bad.jsonl"));
        QVERIFY(!broken.ok());
        QCOMPARE(broken.errorMessage(),
                 QStringLiteral("bad.jsonl:2: expected an event with \"seq\": 2 and a \"type\""));
    }

    void observerHearsEveryCommittedEventAndEveryUndo()
    {
        auto encounter = make(arena({20, 10, 5, 4, 3}));
        QList<QJsonObject> stored{encounter->log().events()};
        encounter->setStorage(
            [&](const QList<QJsonObject> &events) -> Status {
                stored += events;
                return success();
            },
            [&](int fromSeq) -> Status {
                stored.resize(fromSeq - 1);
                return success();
            });
        run(*encounter, "{'type': 'start'}");
        run(*encounter, "{'type': 'rollInitiative'}");
        run(*encounter, "{'type': 'endTurn', 'creature': 'bran'}"); // refused: nothing stored
        run(*encounter, "{'type': 'endTurn', 'creature': 'ava'}");
        encounter->undo();
        encounter->redo();
        encounter->undo();
        QCOMPARE(stored, encounter->log().events());
        for (qsizetype i = 0; i < stored.size(); ++i)
            QCOMPARE(stored[i].value(QStringLiteral("seq")).toInt(), int(i) + 1);
    }

    // A commit that fails (a full disk) refuses the command whole: the state and the log stay at what was stored.
    void aCommandThatCannotBeStoredIsNotApplied()
    {
        auto encounter = make(arena({20, 10, 5, 4, 3}));
        QList<QJsonObject> stored{encounter->log().events()};
        QString failure;
        encounter->setStorage(
            [&](const QList<QJsonObject> &events) -> Status {
                if (!failure.isEmpty())
                    return Error{failure};
                stored += events;
                return success();
            },
            [&](int fromSeq) -> Status {
                if (!failure.isEmpty())
                    return Error{failure};
                stored.resize(fromSeq - 1);
                return success();
            });
        run(*encounter, "{'type': 'start'}");
        run(*encounter, "{'type': 'rollInitiative'}");
        const QJsonObject before = encounter->state().toJson();
        const int logSize = encounter->log().size();

        failure = QStringLiteral("campaign.battlemat: cannot commit: the disk is full");
        const CommandOutcome refused = run(*encounter, "{'type': 'endTurn', 'creature': 'ava'}");
        QVERIFY(!refused.ok);
        QCOMPARE(refused.error, QStringLiteral("not done, because it could not be saved: ") + failure);
        QCOMPARE(encounter->state().toJson(), before);
        QCOMPARE(encounter->log().size(), logSize);
        QCOMPARE(stored, encounter->log().events());
        // Nor is an undo or a redo taken that the file could not follow.
        const CommandOutcome undo = encounter->undo();
        QVERIFY(!undo.ok);
        QVERIFY(undo.error.startsWith(QStringLiteral("not undone, because it could not be saved")));
        QCOMPARE(encounter->state().toJson(), before);

        failure.clear(); // room again: the same command now goes through, with the same dice
        QVERIFY(run(*encounter, "{'type': 'endTurn', 'creature': 'ava'}").ok);
        QCOMPARE(stored, encounter->log().events());
        QVERIFY(encounter->undo().ok);
        failure = QStringLiteral("full");
        const CommandOutcome redo = encounter->redo();
        QVERIFY(!redo.ok);
        QCOMPARE(redo.error, QStringLiteral("not redone, because it could not be saved: full"));
        QCOMPARE(encounter->state().toJson(), before);
        QVERIFY(encounter->canRedo());
        failure.clear();
        QVERIFY(encounter->redo().ok);
        QCOMPARE(stored, encounter->log().events());
    }

    void thousandRandomLegalCommandsUndoToTheInitialState()
    {
        auto encounter = make(arena({}));
        const EncounterState initial = encounter->state();
        QRandomGenerator random(2024);
        int applied = 0;
        const QStringList ids{QStringLiteral("ava"), QStringLiteral("bran"), QStringLiteral("g1"), QStringLiteral("g2"),
                              QStringLiteral("ogre")};
        for (int attempt = 0; applied < 1000 && attempt < 50000; ++attempt) {
            const EncounterState &state = encounter->state();
            const QString me = state.current.isEmpty() ? ids[random.bounded(5)] : state.current;
            const QString other = ids[random.bounded(5)];
            QJsonObject command;
            switch (random.bounded(12)) {
            case 0:
                command = {{QStringLiteral("type"), state.phase == EncounterPhase::Started
                                                        ? QStringLiteral("rollInitiative")
                                                        : QStringLiteral("start")}};
                break;
            case 1:
            case 2: {
                const Combatant *c = state.combatant(me);
                command = {
                    {QStringLiteral("type"), QStringLiteral("move")},
                    {QStringLiteral("creature"), me},
                    {QStringLiteral("mode"), random.bounded(3) == 0 ? QStringLiteral("step") : QStringLiteral("walk")},
                    {QStringLiteral("path"), QJsonArray{QJsonArray{c->position.x + random.bounded(3) - 1,
                                                                   c->position.y + random.bounded(3) - 1}}}};
                break;
            }
            case 3:
            case 4: {
                const Combatant *c = state.combatant(me);
                command = {{QStringLiteral("type"), QStringLiteral("attack")},
                           {QStringLiteral("creature"), me},
                           {QStringLiteral("power"), c->powers[random.bounded(int(c->powers.size()))].id},
                           {QStringLiteral("targets"), QJsonArray{other}}};
                break;
            }
            case 5:
            case 6:
                command = {{QStringLiteral("type"), QStringLiteral("endTurn")}, {QStringLiteral("creature"), me}};
                break;
            case 7: {
                static const QStringList actions{QStringLiteral("fullDefense"), QStringLiteral("dropProne"),
                                                 QStringLiteral("standUp"), QStringLiteral("rally")};
                command = {{QStringLiteral("type"), QStringLiteral("action")},
                           {QStringLiteral("creature"), me},
                           {QStringLiteral("action"), actions[random.bounded(4)]}};
                break;
            }
            case 8:
                command = {{QStringLiteral("type"), QStringLiteral("actionPoint")}, {QStringLiteral("creature"), me}};
                break;
            case 9:
                command = {
                    {QStringLiteral("type"), random.bounded(2) ? QStringLiteral("heal") : QStringLiteral("damage")},
                    {QStringLiteral("target"), other},
                    {QStringLiteral("amount"), random.bounded(12)}};
                break;
            case 10:
                command = {{QStringLiteral("type"), QStringLiteral("charge")},
                           {QStringLiteral("creature"), me},
                           {QStringLiteral("target"), other}};
                break;
            case 11:
                command = {{QStringLiteral("type"),
                            random.bounded(3) ? QStringLiteral("endEncounter") : QStringLiteral("rest")},
                           {QStringLiteral("kind"), QStringLiteral("short")}};
                break;
            }
            auto parsed = commandFromJson(command, JsonContext(QStringLiteral("random")));
            QVERIFY2(parsed.ok(), qPrintable(parsed.errorMessage()));
            ScriptedDecider decider;
            const QJsonObject before = encounter->state().toJson();
            const CommandOutcome outcome = encounter->run(*parsed, &decider);
            if (outcome.ok)
                ++applied;
            else
                QCOMPARE(encounter->state().toJson(), before); // a refused command changes nothing
        }
        QCOMPARE(applied, 1000);
        const EncounterState final = encounter->state();
        const QByteArray finalLog = encounter->log().toJsonLines();
        for (int i = 0; i < applied; ++i)
            QVERIFY(encounter->undo().ok);
        QVERIFY(sameState(encounter->state(), initial));
        QCOMPARE(encounter->log().size(), 1);
        for (int i = 0; i < applied; ++i)
            QVERIFY(encounter->redo().ok);
        QVERIFY(sameState(encounter->state(), final));
        // And the log of all this replays to the same state.
        auto replayed = EncounterReplay::replay(*EncounterLog::fromJsonLines(finalLog, QStringLiteral("random")),
                                                QStringLiteral("random"));
        QVERIFY2(replayed.ok(), qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), final));
    }
};

QTEST_GUILESS_MAIN(TestEncounterHistory)
#include "tst_encounterhistory.moc"
