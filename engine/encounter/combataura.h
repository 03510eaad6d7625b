#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "encounter/diceformula.h"
#include "orcus/auraplay.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace battlemat {

/**
 * An aura the encounter plays ("Auras" in ../shared/rules/orcus-monsters-1.0.md, e.g. the balor's "Aura of Flame
 * (Fire) aura 2: A creature that enters or begins its turn in the aura takes 20 fire damage"): the squares within
 * radius of its owner's space, whom it hits, when (the start of their turn, entering it, and play's end of turn and
 * leaving), the damage, and the rest of what play holds (conditions, push, passive modifiers). Only auras the
 * importer read into those fields come here; the sentences it could not stay on the stat block for the game master.
 */
struct CombatAura
{
    QString name;
    int radius = 1;
    QString affects = QStringLiteral("creatures"); // "enemies", "allies" or "creatures" (every other creature)
    bool startOfTurn = false;
    bool onEnter = false;
    std::optional<DiceFormula> damage; // none: the aura strikes without damage (a condition) or is only passive
    QString damageType;                // "" untyped
    AuraPlay play;

    friend bool operator==(const CombatAura &, const CombatAura &) = default;
};

/**
 * {"name", "radius", "affects", "startOfTurn", "onEnter", "damage": "20" or "1d6", "damageType"} and AuraPlay's keys
 * ("endOfTurn", "conditions", "until", "push", "saveModifier", ...). An aura that neither strikes nor changes
 * anything while a creature is in it is refused.
 */
Result<CombatAura> combatAuraFromJson(const QJsonObject &object, const JsonContext &context);
QJsonObject combatAuraToJson(const CombatAura &aura);

} // namespace battlemat
