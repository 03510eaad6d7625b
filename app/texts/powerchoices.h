#pragma once

#include <QVariantMap>

namespace PowerChoices {

/**
 * What a power card's choice fields offer, each a list of {"id", "name"}: the id is the hero file's word (what the
 * engine reads), the name the table's language. Keys: recharge, action, origin, ability, defense, damageType.
 */
QVariantMap all();

} // namespace PowerChoices
