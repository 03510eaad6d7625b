#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <functional>

/**
 * The Five Torches Deep fight's events in the table's language, for the dice log and the panel ("Ada hits Goblin 1
 * (17 + 5 = 22 vs AC 13): 7 damage"). `nameOf` turns a combatant's id into its name.
 */
namespace FtdFightTexts {

QStringList linesFor(const QJsonObject &event, const std::function<QString(const QString &)> &nameOf);
QString statusText(const QString &status);
QString triggerText(const QString &trigger);
QString lightText(const QString &light);
// A side as the window names it: the sample's and the editor's sides in the table's language, a campaign's own as
// it named it.
QString sideText(const QString &side);

} // namespace FtdFightTexts
