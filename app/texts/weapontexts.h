#pragma once

#include "sheet/charactersheet.h"

#include <QString>

/** A weapon row of the sheet (the basic attack with it) in the table's language. */
namespace WeaponTexts {

/** "melee", "reach 2", "20/40", "melee or thrown 5/10". */
QString range(const battlemat::WeaponLine &line);
/** "martial, one-handed". */
QString kind(const battlemat::WeaponLine &line);
/** "Thrown (heavy), Reach"; empty without properties. */
QString properties(const battlemat::WeaponLine &line);

} // namespace WeaponTexts
