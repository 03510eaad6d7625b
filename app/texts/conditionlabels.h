#pragma once

#include <QString>
#include <QStringList>

/**
 * The conditions' names in the table's language (the engine keeps the rules' ids: "prone", "off-guard"), for the
 * details panel, the condition dialog and wherever else the window lists a creature's conditions.
 */
namespace ConditionLabels {

/** The condition's name in the table's language; an id this list does not know (a campaign's own) as it is. */
QString label(const QString &condition);
QStringList labels(const QStringList &conditions);

} // namespace ConditionLabels
