#pragma once

#include <QString>

namespace battlemat {

/** A weapon the hero carries besides the one wielded (HeroSheet::weapon), with its own proficiency. */
struct CarriedWeapon
{
    QString id; // from weapons.json
    bool proficient = true;

    bool operator==(const CarriedWeapon &other) const = default;
};

} // namespace battlemat
