#pragma once

#include "core/jsonreader.h"
#include "core/result.h"

#include <QJsonObject>
#include <QString>

#include <memory>

namespace battlemat {

/** How long an effect lasts, per Orcus "Duration" (orcus-gaps-filled.md section 6) and "Maintain". */
enum class EffectDuration : quint8
{
    SaveEnds,
    EndOfTargetNextTurn,
    EndOfSourceNextTurn,
    StartOfTargetNextTurn,
    StartOfSourceNextTurn,
    Encounter,     // ends when the encounter ends
    UntilResolved, // prone until standing up, grappled until escaped or released
    MaintainSwift, // ends at the end of the source's turn unless it spends a swift action on it (Grapple)
};

QString effectDurationName(EffectDuration duration);
/** How long an effect lasts in words, for a refusal a person reads ("until the start of its next turn"). */
QString effectDurationWords(EffectDuration duration);
/** The conditions an effect may impose (orcus-gaps-filled.md section 7 plus the statuses tracked as conditions). */
const QStringList &effectConditionNames();

/**
 * What a power or action inflicts: a condition, persistent damage, a defense bonus or an attack penalty, a change to
 * its speed or resistances, with its duration and the save riders of Orcus "Special saving throw riders" (Aftereffect,
 * First Failed Save).
 */
struct EffectSpec
{
    QString condition;        // blinded, dazed, prone, ... (empty when the effect is only a number)
    int persistentDamage = 0; // Orcus "Persistent damage": taken at the start of each of the target's turns
    QString damageType;
    int defenseBonus = 0;           // Full Defense and Rally: +2 to all defenses; a penalty is negative
    QStringList defenses;           // the defenses defenseBonus is to ("ac", "will"); empty: all four
    int speedChange = 0;            // "ground and fly speeds increase by 1": to every speed it has
    int resist = 0;                 // "gains resistance 10 to fire": to damageType, or to all damage when empty
    bool losesResistances = false;  // "loses all resistances" (weaknesses stay)
    int attackPenalty = 0;          // Run: -5 to attack rolls
    int attackBonus = 0;            // "+2 power bonus on attack rolls" (the frenzy demon's aura): the largest counts
    QString forbiddenAction;        // Deter: "standard", "move" or "swift"; "step": "cannot shift" (Orcus "Step")
    bool onlyAgainstSource = false; // Feint: off-guard to the feinting creature only
    // "rattled until they leave the aura": the aura ("owner#index", AuraRef) whose reach it ends with (AuraRules).
    QString whileInAura;
    // "the aura is negated until the end of its next turn" (the specter of sorrow's): the aura ("owner#index") is off.
    QString negatesAura;
    EffectDuration duration = EffectDuration::SaveEnds;
    std::shared_ptr<const EffectSpec> aftereffect;
    std::shared_ptr<const EffectSpec> firstFailedSave;

    QString describe() const;
    static EffectSpec ofCondition(const QString &condition, EffectDuration duration)
    {
        EffectSpec spec;
        spec.condition = condition;
        spec.duration = duration;
        return spec;
    }
};

Result<EffectSpec> effectSpecFromJson(const QJsonObject &object, const JsonContext &context);
QJsonObject effectSpecToJson(const EffectSpec &spec);

} // namespace battlemat
