#pragma once

#include "core/result.h"
#include "encounter/combatpower.h"
#include "encounter/declaredcircumstances.h"
#include "grid/creaturesize.h"

#include <QJsonObject>
#include <QList>
#include <QPair>

namespace battlemat {

/**
 * One attack made outside a fight, as `battlemat-cli attack` asks for it: the encounter's own rules on a
 * one-command encounter. The attacker and its targets stand on an open map, placed so the attack is what was asked
 * (adjacent for melee and near powers, two squares apart for ranged and far ones or with notAdjacent, beyond the
 * normal range for a long-range shot, four squares for a charge); the attacker has the turn; the conditions are put
 * on first; everything else the map cannot show is declared (DeclaredCircumstances). So the modifiers, the roll, the
 * damage and its adjustment are exactly an encounter's.
 */
struct SingleAttack
{
    struct Creature
    {
        QJsonObject block; // an encounter stat block (docs/file-formats.md "Encounter file")
        CreatureSize size = CreatureSize::Medium;
    };
    Creature attacker;
    QList<Creature> targets;
    QString power; // a power's id or name, "basic-melee", "basic-ranged"; empty: a hero's basic, a monster's first
    bool notAdjacent = false;
    bool charge = false;      // Orcus "Charge": a basic melee attack after moving 3 squares straight at the target
    bool coupDeGrace = false; // Orcus "Coup De Grace" on a helpless target
    bool knockOut = false;    // the attacker's answer when the damage drops a target
    DeclaredCircumstances declared;
    QList<QPair<QString, QString>> conditions; // creature id, condition name: put on before the attack
    quint64 seed = 0;
};

struct SingleAttackOutcome
{
    CombatPower power;
    QJsonObject placed;        // id -> [x, y]
    QList<QJsonObject> events; // the attack command's events, as an encounter log holds them
    QList<QJsonObject> after;  // every creature's state afterwards (combatantToJson)
};

/** Resolves it; an illegal attack (out of reach, no such power, not helpless) is an error saying why. */
Result<SingleAttackOutcome> resolveSingleAttack(const SingleAttack &attack);

} // namespace battlemat
