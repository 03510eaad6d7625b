#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "encounter/diceformula.h"

#include <QJsonObject>
#include <QString>

namespace battlemat {

/**
 * An aura the encounter plays ("Auras" in ../shared/rules/orcus-monsters-1.0.md, e.g. the balor's "Aura of Flame
 * (Fire) aura 2: A creature that enters or begins its turn in the aura takes 20 fire damage"): the squares within
 * radius of its owner's space, whom it hits, when (the start of their turn, entering it) and the damage. Only auras
 * whose whole text is those fields come here; any other aura stays on the stat block for the game master.
 */
struct CombatAura
{
    QString name;
    int radius = 1;
    QString affects = QStringLiteral("creatures"); // "enemies", "allies" or "creatures" (every other creature)
    bool startOfTurn = false;
    bool onEnter = false;
    DiceFormula damage;
    QString damageType; // "" untyped

    friend bool operator==(const CombatAura &, const CombatAura &) = default;
};

/** {"name", "radius", "affects", "startOfTurn", "onEnter", "damage": "20" or "1d6", "damageType"}. */
Result<CombatAura> combatAuraFromJson(const QJsonObject &object, const JsonContext &context);
QJsonObject combatAuraToJson(const CombatAura &aura);

} // namespace battlemat
