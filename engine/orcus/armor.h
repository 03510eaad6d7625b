#pragma once

#include <QString>

namespace battlemat {

/** One row of the Orcus "Armor and Shields" table; shields give a bonus instead of a base AC. */
struct Armor
{
    enum class Type : quint8
    {
        Light,
        Heavy,
        Shield
    };

    QString id; // "chainmail", "heavy-shield"
    QString name;
    Type type = Type::Light;
    int baseAc = 10;     // armor only
    int shieldBonus = 0; // shields only: added to AC and Reflex
    int checkPenalty = 0;
    int speedPenalty = 0; // negative: subtracted from every movement mode
    int weight = 0;       // pounds, "Table - Armor and Shields": worn, it counts in the hero's load

    bool isShield() const { return type == Type::Shield; }
};

} // namespace battlemat
