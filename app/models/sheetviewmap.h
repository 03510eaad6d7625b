#pragma once

#include "sheet/charactersheet.h"
#include "sheet/herocharacter.h"

#include <QVariantMap>

namespace battlemat {

/**
 * A derived character sheet as the sheet window's QML reads it: the engine's numbers with each defense's breakdown
 * as a tooltip, and the ability, skill, weapon and power lines worded in the table's language. It words, it does not
 * decide: every number comes from the CharacterSheet.
 */
QVariantMap sheetViewMap(const HeroCharacter &hero, const CharacterSheet &sheet);

} // namespace battlemat
