#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

/**
 * The Five Torches Deep events that concern the campaign's sheets and the map's lights, in the table's language, for
 * the Fight and Expedition panels: a sheet written back by play ("Ada Thorn's sheet: STR 13, HP 1"), items dropped,
 * treasure shared out (loot 1d20 gp per HD, XP), torches and lanterns on the map burnt out.
 */
class FtdSheetTexts
{
    Q_DECLARE_TR_FUNCTIONS(FtdSheetTexts)

public:
    static QStringList linesFor(const QJsonObject &event);

private:
    static QString changeText(const QString &field, const QJsonValue &value);
};
