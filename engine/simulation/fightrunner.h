#pragma once

#include "encounter/encounterstate.h"
#include "simulation/tacticspolicy.h"

#include <QHash>
#include <QJsonObject>

#include <functional>

namespace battlemat {

/** How one simulated fight ended (docs/simulation.md "Outcome"). */
enum class FightOutcome : quint8
{
    PartyWins, // every monster dead, dying, unconscious or knocked out
    PartyLoses,
    Stalemate, // still undecided after the round limit
};

/** What one simulated fight did: the figures the simulation report adds up. */
struct FightResult
{
    FightOutcome outcome = FightOutcome::Stalemate;
    int rounds = 0;
    QSet<QString> dropped; // heroes that fell to 0 hit points or below at any moment
    QSet<QString> died;
    QHash<QString, int> damageDealt; // by attacker id; "persistent" for persistent damage
    int partyHpLost = 0;             // the heroes' hit points at the start minus at the end (below 0 counts as 0)
    int partyHpLeft = 0;
    int recoveriesSpent = 0;
    int dailyPowersSpent = 0;
    int encounterPowersSpent = 0;
    int commands = 0;
    int refused = 0; // commands of the policy that validate() refused: always 0 unless the policy has a bug
    QString firstRefusal;
};

/**
 * Plays one encounter to its end with the tactics policy on every side, through the encounter's own commands:
 * each command is validated and applied to the fight's state by the command itself (the table's rules), only
 * without the command processor's history, log and storage, which a fight nobody sees does not need. An observer
 * may watch every command and its events (the replay test does).
 */
class FightRunner
{
public:
    FightRunner(EncounterState initial, TacticsPolicy partyPolicy, TacticsPolicy monsterPolicy, int roundLimit = 20);

    using Observer = std::function<void(const QJsonObject &command, const QList<QJsonObject> &events)>;
    FightResult run(quint64 seed, const Observer &observer = {}) const;

    const EncounterState &initial() const { return m_initial; }
    const TacticsPolicy &partyPolicy() const { return m_party; }
    const TacticsPolicy &monsterPolicy() const { return m_monsters; }
    int roundLimit() const { return m_roundLimit; }
    /** The state a fight with this seed begins from, before "start". */
    EncounterState seeded(quint64 seed) const;

private:
    EncounterState m_initial;
    TacticsPolicy m_party;
    TacticsPolicy m_monsters;
    int m_roundLimit;
};

} // namespace battlemat
