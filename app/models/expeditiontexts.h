#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

/**
 * The Five Torches Deep expedition's events in the table's language, for the panel's results and the dice log
 * ("02:00h, travel turn 2: d20 7, a threat grows or comes closer"); empty for events shown otherwise (the clock).
 */
namespace ExpeditionTexts {

QStringList linesFor(const QJsonObject &event);
QString lightText(const QString &kind);

} // namespace ExpeditionTexts
