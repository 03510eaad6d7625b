#include "sheetwords.h"

#include "monsterfieldtexts.h"
#include "monsterkeywordtexts.h"

#include <QStringList>

namespace {

// "dwarf, swarm" <-> "Zwerg, Schwarm": each tag the rules name, in either direction; others as they are.
QString eachTag(const QString &text, QString (*word)(const QString &))
{
    QStringList words;
    for (const QString &item : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!item.trimmed().isEmpty())
            words << word(item.trimmed());
    }
    return words.join(QStringLiteral(", "));
}

} // namespace

QString SheetWords::shown(const QString &key, const QString &stored) const
{
    if (key == QLatin1String("tags"))
        return eachTag(stored, MonsterKeywordTexts::keyword);
    return MonsterFieldTexts::shown(key, stored);
}

QString SheetWords::stored(const QString &key, const QString &typed) const
{
    if (key == QLatin1String("tags"))
        return eachTag(typed, MonsterKeywordTexts::printedKeyword);
    return MonsterFieldTexts::engineText(key, typed);
}
