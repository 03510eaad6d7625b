#pragma once

#include "orcus/power.h"

#include <QString>

#include <optional>

namespace battlemat::MonsterPowerFields {

/** "+8 vs AC", or "" for a power without a fixed attack bonus. */
QString attackText(const Power &power);
/** "melee", "melee 2", "ranged 10/20", "near burst 2", "far burst 1 within 10", "self". */
QString rangeText(const Power &power);
/**
 * Sets one field of the power ("name", "action", "attack", "damage", "range", "recharge") from its text as shown;
 * why not, when the text does not read (the power is then unchanged).
 */
std::optional<QString> set(Power &power, const QString &field, const QString &text);

} // namespace battlemat::MonsterPowerFields
