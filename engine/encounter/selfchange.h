#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "encounter/effectspec.h"

#include <QJsonObject>
#include <QString>

namespace battlemat {

class RulesContext;

/**
 * What a triggered power does to its own user instead of an attack, where the effect is a rule the engine has
 * (TriggeredPowers; docs/encounter.md "Triggered powers"): the archvillain's Second Phase "heals 190 hit points"
 * (Orcus "Healing"), the Tri-Pod "stands up (if prone)", the Minotaur "recovers from all conditions it suffers from",
 * the Emperor "is healed to its maximum hit point total", the infected guard "takes no damage and is dazed until the
 * end of its next turn" (from the hit that set off its counter), the ostovite swarm's "Shift 5" (to a square its
 * controller chooses: a Square question, SquareChoices). What else the printed effect says stays the table's
 * (`tableText`), logged with the power when it is used.
 */
struct SelfChange
{
    int heals = 0;                // hit points it regains
    bool healsToFull = false;     // regains its maximum hit points
    bool standsUp = false;        // a prone effect on it ends, as the Stand Up action ends it
    bool shedsConditions = false; // every effect on it that imposes a condition ends
    bool takesNoDamage = false;   // the hit that set it off deals it no damage (trigger "beingHit" only)
    QList<EffectSpec> effects;    // conditions it lays on itself ("is dazed until the end of its next turn")
    int shifts = 0;               // squares it shifts, to a square its controller chooses ("Shift 5")
    QString tableText;            // the rest of the printed effect, for the game master

    bool isEmpty() const
    {
        return heals == 0 && !healsToFull && !standsUp && !shedsConditions && !takesNoDamage && effects.isEmpty() &&
               shifts == 0;
    }

    /** Whether the whole change is the shift: then the square is the question, and declining it is not using it. */
    bool onlyShifts() const
    {
        return shifts > 0 && heals == 0 && !healsToFull && !standsUp && !shedsConditions && !takesNoDamage &&
               effects.isEmpty();
    }

    /**
     * Applies it to the user through the rules each part belongs to (RulesContext::heal, endEffect); the shift is
     * the caller's (TriggerOffer asks for its square).
     */
    void apply(RulesContext *context, const QString &userId, const QString &powerName) const;
};

/**
 * The encounter file's `selfChange` object: `heals`, `healsToFull`, `standsUp`, `shedsConditions`, `takesNoDamage`,
 * `effects` (effect specs laid on the user), `shifts` (squares), `tableText`.
 */
Result<SelfChange> selfChangeFromJson(const QJsonObject &object, const JsonContext &context);
QJsonObject selfChangeToJson(const SelfChange &change);

} // namespace battlemat
