#pragma once

#include <QString>

namespace SheetTexts {

/** A skill's name or an ability's abbreviation ("Athletics", "Str") in the table's language. */
QString shown(const QString &english);
/**
 * The name of a row of the bundled armor and weapon tables (resources/data) in the table's language; a name the
 * tables do not hold (a campaign's own) as it is.
 */
QString equipment(const QString &name);

} // namespace SheetTexts
