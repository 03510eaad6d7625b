#include "encounter/changeformcommand.h"
#include "encounter/encounterreplay.h"

#include "publishedmonsterroom.h"

using namespace battlemat;
using namespace battlemat::testing;

namespace {
const QString human = QStringLiteral("shapeshifter-slime-human-form");

// The book's Slime Form as the encounter stat block of the creature fighting as the Human Form.
QJsonObject slimeForm()
{
    return MonsterCombatant::statBlock(*published(QStringLiteral("shapeshifter-slime-slime-form")), human).value();
}

std::shared_ptr<Command> changeForm(const QJsonObject &block, const QString &creature = human)
{
    return std::make_shared<ChangeFormCommand>(creature, block, 6);
}

CommandOutcome runCommand(CommandProcessor &encounter, std::shared_ptr<Command> command)
{
    ScriptedDecider decider;
    return encounter.run(command, &decider);
}
} // namespace

/**
 * A stat block swapped mid-fight (ChangeFormCommand): the shapeshifter slime's Fading, "The monster regresses to its
 * natural form", with the same current hit points (../shared/rules/orcus-monsters-1.0.md, "Shapeshifter Slime").
 */
class TestChangeForm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Human Form: AC 18, initiative +5, 45 HP. Down to 20 and slowed, then the Slime Form: AC 20, initiative +9,
    // a slam instead of a dagger; still 20 of 45 HP, still slowed, its place in the order and on the map kept.
    void theNewFormKeepsWhatTheCreatureHasBeenThrough()
    {
        auto encounter = room(human, 10, 2, {});
        QVERIFY(run(*encounter, "{'type': 'damage', 'target': 'shapeshifter-slime-human-form', 'amount': 25}").ok);
        QVERIFY(run(*encounter, "{'type': 'applyEffect', 'target': 'shapeshifter-slime-human-form', 'source': 'ava',"
                                " 'effect': {'condition': 'slowed', 'duration': 'saveEnds'}}")
                    .ok);
        const Combatant before = *encounter->state().combatant(human);
        QCOMPARE(before.hp, 20);
        QCOMPARE(before.defenses[0], 18);
        QCOMPARE(before.initiativeBonus, 5);
        const QStringList order = encounter->state().initiative.turnOrder();
        const CommandOutcome changed = runCommand(*encounter, changeForm(slimeForm()));
        QVERIFY2(changed.ok, qPrintable(changed.error));
        const Combatant *after = encounter->state().combatant(human);
        QCOMPARE(after->hp, 20);
        QCOMPARE(after->maxHp, 45);
        QCOMPARE(after->defenses[0], 20);
        QCOMPARE(after->initiativeBonus, 9);
        QCOMPARE(after->speed, 6);
        QCOMPARE(after->position, before.position);
        QVERIFY(after->power(QStringLiteral("slam")));
        QVERIFY(!after->power(QStringLiteral("dagger")));
        QCOMPARE(after->kind, QStringLiteral("shapeshifter slime (slime form)"));
        QCOMPARE(encounter->state().initiative.turnOrder(), order);
        QCOMPARE(encounter->state().effects.size(), 1);
        QCOMPARE(encounter->state().effects.first().target, human);
        const QJsonObject event = ofType(changed.events, "formChanged").value(0);
        QCOMPARE(event.value(QStringLiteral("from")).toString(), QStringLiteral("shapeshifter slime (human form)"));
        QCOMPARE(event.value(QStringLiteral("hp")).toInt(), 20);
    }

    // Hit points above the new maximum come down to it; the powers it used stay used.
    void hitPointsAtMostTheNewMaximumAndUsedPowersStayUsed()
    {
        auto encounter = room(human, 10, 2, {});
        QJsonObject smaller = slimeForm();
        smaller.insert(QStringLiteral("hp"), 30);
        Combatant hurt = *encounter->state().combatant(human);
        QCOMPARE(hurt.hp, 45);
        QVERIFY(runCommand(*encounter, changeForm(smaller)).ok);
        QCOMPARE(encounter->state().combatant(human)->hp, 30);
        QCOMPARE(encounter->state().combatant(human)->maxHp, 30);
    }

    // One undo takes the old form back; the log alone replays the swap (the block is in the command).
    void undoAndReplay()
    {
        auto encounter = room(human, 10, 2, {});
        const EncounterState before = encounter->state();
        QVERIFY(runCommand(*encounter, changeForm(slimeForm())).ok);
        QVERIFY(encounter->undo().ok);
        QVERIFY(sameState(encounter->state(), before));
        QVERIFY(encounter->redo().ok);
        QVERIFY(run(*encounter, "{'type': 'endTurn', 'creature': 'ava'}").ok);
        const QByteArray text = encounter->log().toJsonLines();
        auto log = EncounterLog::fromJsonLines(text, QStringLiteral("log.jsonl"));
        QVERIFY(log.ok());
        auto replayed = EncounterReplay::replay(*log, QStringLiteral("log.jsonl"));
        QVERIFY2(replayed.ok(), qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), encounter->state()));
        QCOMPARE((*replayed)->state().combatant(human)->defenses[0], 20);
    }

    void refusalsSayWhatAndWhere()
    {
        auto encounter = room(human, 10, 2, {});
        const EncounterState before = encounter->state();
        QJsonObject otherId = slimeForm();
        otherId.insert(QStringLiteral("id"), QStringLiteral("slime"));
        QJsonObject noDefenses = slimeForm();
        noDefenses.remove(QStringLiteral("defenses"));
        noDefenses.remove(QStringLiteral("builder"));
        const QList<std::pair<std::shared_ptr<Command>, QString>> cases{
            {changeForm(slimeForm(), QStringLiteral("nobody")), QStringLiteral("no creature 'nobody'")},
            {changeForm(otherId), QStringLiteral("changeForm: block.id: 'slime' is not the creature's id "
                                                 "'shapeshifter-slime-human-form'")},
            {changeForm(slimeForm(), QStringLiteral("ava")),
             QStringLiteral("ava is a hero: a hero's numbers are its character sheet's")},
            {changeForm(noDefenses), QStringLiteral("changeForm: block.defenses: missing (an object is required)")},
        };
        for (const auto &[command, error] : cases) {
            const CommandOutcome refused = runCommand(*encounter, command);
            QVERIFY(!refused.ok);
            QCOMPARE(refused.error, error);
            QVERIFY(sameState(encounter->state(), before));
        }
    }
};

QTEST_GUILESS_MAIN(TestChangeForm)
#include "tst_changeform.moc"
