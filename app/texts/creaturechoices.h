#pragma once

#include <QVariantMap>

namespace CreatureChoices {

/**
 * What a character sheet's creature choice fields offer, each a list of {"id", "name"}: the id is the hero file's
 * word (what the engine reads), the name the table's language. Keys: size (Orcus "Size": tiny ... gargantuan),
 * alignment (Orcus "Alignment": lawful good, good, unaligned, evil, chaotic evil).
 */
QVariantMap all();

} // namespace CreatureChoices
