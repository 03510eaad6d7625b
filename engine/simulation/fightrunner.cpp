#include "simulation/fightrunner.h"

#include "encounter/encountergrid.h"
#include "encounter/endturncommand.h"
#include "encounter/rollinitiativecommand.h"
#include "encounter/startencountercommand.h"
#include "simulation/checkedcommand.h"
#include "simulation/policydecider.h"

#include <QCoro/QCoroTask>
#include <QJsonDocument>

namespace battlemat {

namespace {

bool out(const Combatant &c)
{
    return !TacticsPolicy::standing(c);
}

// Orcus "Combat step by step" has no end condition of its own; a side has lost when none of its creatures can
// fight on (docs/simulation.md "Outcome").
std::optional<FightOutcome> decided(const EncounterState &state)
{
    bool heroStanding = false;
    bool monsterStanding = false;
    for (const Combatant &c : state.combatants) {
        if (out(c))
            continue;
        (c.hero ? heroStanding : monsterStanding) = true;
    }
    if (!monsterStanding)
        return FightOutcome::PartyWins;
    if (!heroStanding)
        return FightOutcome::PartyLoses;
    return std::nullopt;
}

} // namespace

FightRunner::FightRunner(EncounterState initial, TacticsPolicy partyPolicy, TacticsPolicy monsterPolicy, int roundLimit)
    : m_initial(std::move(initial))
    , m_party(std::move(partyPolicy))
    , m_monsters(std::move(monsterPolicy))
    , m_roundLimit(roundLimit)
{
    // The map's terrain index, made once here, is shared by every fight's copy of the state (a copy keeps it, not
    // the grid): the sight answers that depend on the terrain alone (SightMemo) are kept per terrain revision, and a
    // fight that made its own index would start them over.
    EncounterGrid::of(m_initial);
    // The grid itself is not kept: the state is shared by the threads' fights, a grid's workspace must not be.
    m_initial.gridCache.grid.reset();
}

EncounterState FightRunner::seeded(quint64 seed) const
{
    EncounterState state = m_initial;
    state.seed = seed;
    state.rng = DiceRng(seed); // without the file's fixedRolls: every fight rolls its own dice
    return state;
}

FightResult FightRunner::run(quint64 seed, const Observer &observer) const
{
    EncounterState state = seeded(seed);
    PolicyDecider decider;
    FightResult result;
    QString lastAttacker;
    QList<QJsonObject> events;
    QList<RulesContext::DealtDamage> dealt;
    const auto addDamage = [&](int amount, bool persistent) {
        result.damageDealt[persistent || lastAttacker.isEmpty() ? QStringLiteral("persistent") : lastAttacker] +=
            amount;
    };

    // A command the policy has just validated against this state (CheckedCommand) is not validated again.
    auto execute = [&](const std::shared_ptr<Command> &command, bool checked = false) {
        events.clear();
        dealt.clear();
        ++result.commands;
        if (const Status valid = checked ? success() : command->validate(state); !valid) {
            ++result.refused;
            if (result.firstRefusal.isEmpty())
                result.firstRefusal = QStringLiteral("%1: %2").arg(
                    QString::fromUtf8(QJsonDocument(command->toJson()).toJson(QJsonDocument::Compact)),
                    valid.errorMessage());
            return false;
        }
        RulesContext context(&state, &events, &decider);
        context.setWatched(bool(observer)); // the replay test watches every event; the report reads its own
        if (!observer)
            context.setDamageTally(&dealt);
        QCoro::Task<void> task = command->apply(&context);
        if (!task.isReady())
            QCoro::waitFor(task); // the policy's decider never suspends; kept for safety
        // Each damage goes to the attacker of the last attack before it (of this command or an earlier one): the
        // damage events in order among the attack events when someone watches, else the tally, which says after how
        // many of the command's attacks each came.
        if (observer) {
            for (const QJsonObject &event : std::as_const(events)) {
                const QString type = event.value(QLatin1String("type")).toString();
                if (type == QLatin1String("attack")) {
                    lastAttacker = event.value(QLatin1String("attacker")).toString();
                } else if (type == QLatin1String("damage")) {
                    addDamage(event.value(QLatin1String("amount")).toInt() -
                                  event.value(QLatin1String("tempHpAbsorbed")).toInt(),
                              event.value(QLatin1String("cause")).toString() == QLatin1String("persistent damage"));
                }
            }
        } else {
            const QList<RulesContext::MadeAttack> &attacks = context.attacks();
            for (const RulesContext::DealtDamage &damage : std::as_const(dealt)) {
                if (damage.afterAttacks > 0)
                    lastAttacker = attacks.at(damage.afterAttacks - 1).attacker;
                addDamage(damage.amount, damage.persistent);
            }
            if (!attacks.isEmpty())
                lastAttacker = attacks.constLast().attacker;
        }
        for (const Combatant &c : std::as_const(state.combatants)) {
            if (c.hero && (c.hp <= 0 || c.dead))
                result.dropped.insert(c.id);
        }
        if (observer)
            observer(command->toJson(), events);
        return true;
    };

    // A prepared encounter begins with start and initiative; a running one (Simulate on the table, from the current
    // state) goes on from where it is.
    if (state.phase == EncounterPhase::Setup)
        execute(std::make_shared<StartEncounterCommand>(QStringList{}));
    if (state.phase == EncounterPhase::Started) {
        auto initiative = RollInitiativeCommand::fromJson({{QStringLiteral("type"), QStringLiteral("rollInitiative")}},
                                                          JsonContext(QStringLiteral("simulation")));
        if (initiative)
            execute(*initiative);
    }

    // A turn needs a handful of commands; far more means the policy is going round in circles, and ending the turn
    // is what a table would do.
    constexpr int commandsPerTurn = 24;
    int turnCommands = 0;
    QString turnOf = state.current;
    std::optional<FightOutcome> outcome = decided(state);
    while (!outcome && state.round <= m_roundLimit && state.phase != EncounterPhase::Ended) {
        if (state.current != turnOf) {
            turnOf = state.current;
            turnCommands = 0;
        }
        const Combatant *current = state.combatant(state.current);
        if (!current)
            break;
        const TacticsPolicy &policy = current->hero ? m_party : m_monsters;
        std::shared_ptr<Command> command =
            ++turnCommands > commandsPerTurn ? std::make_shared<EndTurnCommand>(state.current) : policy.next(state);
        const bool checked = CheckedCommand::checked(state, command);
        CheckedCommand::forget(); // the state changes now
        if (!execute(command, checked) && !execute(std::make_shared<EndTurnCommand>(state.current)))
            break; // not even the turn could end: nothing more can happen
        outcome = decided(state);
    }
    result.outcome = outcome.value_or(FightOutcome::Stalemate);
    result.rounds = std::min(state.round, m_roundLimit);
    for (const Combatant &c : std::as_const(state.combatants)) {
        if (!c.hero)
            continue;
        const Combatant *before = m_initial.combatant(c.id);
        if (c.dead)
            result.died.insert(c.id);
        result.partyHpLost += std::max(0, before->hp - std::max(c.hp, 0));
        result.partyHpLeft += std::max(c.hp, 0);
        result.recoveriesSpent += std::max(0, before->recoveries - c.recoveries);
        for (const QString &id : c.expendedPowers) {
            const CombatPower *power = c.power(id);
            if (power && power->usage == PowerUsage::Daily && !before->expendedPowers.contains(id))
                ++result.dailyPowersSpent;
            if (power && power->usage == PowerUsage::Encounter && !before->expendedPowers.contains(id))
                ++result.encounterPowersSpent;
        }
    }
    return result;
}

} // namespace battlemat
