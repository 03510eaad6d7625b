#include "sheetwords.h"

#include "monsterfieldtexts.h"

QString SheetWords::shown(const QString &key, const QString &stored) const
{
    return MonsterFieldTexts::shown(key, stored);
}

QString SheetWords::stored(const QString &key, const QString &typed) const
{
    return MonsterFieldTexts::engineText(key, typed);
}
