#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "orcus/conditionduration.h"
#include "orcus/damagetype.h"
#include "orcus/defense.h"

#include <QJsonObject>
#include <QList>

namespace battlemat {

/**
 * A change a power makes to a creature's numbers for a while (issue 17): "gains a +1 power bonus to all defenses
 * until the start of its next turn", "suffers a -2 penalty to Will defense (save ends)", "ground and fly speeds
 * increase by 1", "gains resistance 10 to fire", "loses all resistances". The encounter keeps it as an effect with
 * its duration (EffectSpec) and the rule each number belongs to reads it.
 */
struct StatChange
{
    enum class Kind : quint8
    {
        Defense,          // amount to the defenses named (none named: all four)
        Speed,            // amount to every speed it has (walking and its special movement modes)
        Resistance,       // resistance amount to damageType (Untyped: all damage)
        LosesResistances, // every resistance it has is gone (weaknesses stay)
    };
    Kind kind = Kind::Defense;
    int amount = 0;
    QList<Defense> defenses;
    bool powerBonus = false; // "power bonus": power bonuses do not stack, the largest counts
    DamageType damageType = DamageType::Untyped;
    // Printed without an end ("The Emperor's ground and fly speeds increase by 1"): for the rest of the encounter.
    ConditionDuration duration = ConditionDuration::EndOfEncounter;

    bool operator==(const StatChange &other) const = default;
};

/** "defense", "speed", "resistance", "losesResistances". */
QString statChangeKindName(StatChange::Kind kind);
QJsonObject statChangeToJson(const StatChange &change);
Result<StatChange> statChangeFromJson(const QJsonObject &object, const JsonContext &context);

} // namespace battlemat
