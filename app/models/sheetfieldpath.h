#pragma once

#include <QJsonValue>
#include <QPair>
#include <QString>
#include <QVariant>

/**
 * Where a field of the character sheet lives in the hero's JSON: the sheet names each field by a path such as
 * "creature.powers[1].hit.text", and the engine's reader names a wrong field by the same path in its message.
 */
namespace SheetFieldPath {

/** "creature.powers[1].hit.text" -> {"creature", "powers", 1, "hit", "text"} */
QVariantList split(const QString &path);
/** The document with the value put at the path's segments (arrays grow as needed). */
QJsonValue set(const QJsonValue &document, const QVariantList &segments, const QJsonValue &value);
/**
 * Text typed into a number field arrives as a string: a whole number is stored as one, anything else as typed, so
 * that the reader names the field and what is wrong with it.
 */
QJsonValue typedValue(const QVariant &value);
/** "hero: creature.abilities.strength: ability score 31 ..." -> ("creature.abilities.strength", "ability score 31 ...")
 */
QPair<QString, QString> splitError(const QString &message, const QString &source);

} // namespace SheetFieldPath
