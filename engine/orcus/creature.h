#pragma once

#include "orcus/conditioneffects.h"
#include "orcus/conditionset.h"
#include "orcus/derivedstats.h"
#include "orcus/staggered.h"
#include "orcus/statblock.h"

#include <QJsonObject>
#include <QMap>

namespace battlemat {

/**
 * A hero or monster as its sheet shows it: its stat block, the numbers derived from it, and a snapshot of its state
 * (hit points, temporary hit points, recoveries, conditions, death) as a file or the sheet gives it. No rule changes
 * that state here: damage, healing and conditions in play are the encounter's (RulesContext), whose results come
 * back to the sheet (HeroCreature::leave, the session's sheet writer).
 */
class Creature
{
public:
    /** Derives the numbers with the built-in equipment tables; the creature starts at full hit points. */
    static Result<Creature> create(StatBlock block, const OrcusSettings &settings = {});

    const StatBlock &statBlock() const { return m_block; }
    const DerivedStats &derived() const { return m_derived; }
    const QString &id() const { return m_block.id; }
    const QString &name() const { return m_block.name; }
    int level() const { return m_block.level; }

    int hitPoints() const { return m_hitPoints; }
    int temporaryHitPoints() const { return m_temporaryHitPoints; }
    int maxHitPoints() const { return m_derived.maxHitPoints; }
    int staggeredValue() const { return m_derived.staggeredValue; }
    int recoveriesLeft() const { return m_recoveriesLeft; }
    /** At half maximum HP (rounded down) or below ("Staggered"). */
    bool isStaggered() const { return battlemat::isStaggered(m_hitPoints, maxHitPoints()); }
    bool isDying() const { return !m_dead && m_conditions.hasDirect(Condition::Dying); }
    bool isDead() const { return m_dead; }
    bool isKnockedOut() const { return m_knockedOut; }

    ConditionSet &conditions() { return m_conditions; }
    const ConditionSet &conditions() const { return m_conditions; }
    ConditionEffects conditionEffects() const { return ConditionEffects::of(m_conditions); }
    /** The defenses with condition penalties (unconscious: -5 to all) applied. */
    Defenses currentDefenses() const;
    /** "staggered", "dying", "dead", "unconscious", "off-guard", ... in a fixed order. */
    QStringList statuses() const;

    /** Persistent damage by type: a new effect of a type only counts if higher ("Persistent damage"). */
    const QMap<DamageType, int> &persistentDamage() const { return m_persistentDamage; }
    /** Keeps the higher of the current and the new amount of that type; returns the amount now in force. */
    int addPersistentDamage(DamageType type, int amount);
    /** A successful save ends the persistent damage of one type. */
    void endPersistentDamage(DamageType type) { m_persistentDamage.remove(type); }

    // The state a saved file or a finished fight gives it.
    void setHitPoints(int hitPoints) { m_hitPoints = hitPoints; }
    void setTemporaryHitPoints(int temporary) { m_temporaryHitPoints = temporary; }
    void setDead(bool dead) { m_dead = dead; }
    void setKnockedOut(bool knockedOut) { m_knockedOut = knockedOut; }
    void setRecoveriesLeft(int recoveries) { m_recoveriesLeft = recoveries; }

    /** The stat block, derived numbers and state, for the CLI, the UI and saved encounters. */
    QJsonObject toJson() const;
    QJsonObject stateToJson() const;
    /** A stat block with an optional "state" (as toJson writes it); "derived" is recomputed, never read. */
    static Result<Creature> fromJson(const QJsonObject &object, const JsonContext &context,
                                     const OrcusSettings &settings = {});

private:
    StatBlock m_block;
    DerivedStats m_derived;
    int m_hitPoints = 1;
    int m_temporaryHitPoints = 0;
    int m_recoveriesLeft = 0;
    bool m_dead = false;
    bool m_knockedOut = false;
    ConditionSet m_conditions;
    QMap<DamageType, int> m_persistentDamage;
};

} // namespace battlemat
