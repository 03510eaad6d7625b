#pragma once

#include "core/result.h"
#include "monsters/monsterimportreport.h"
#include "orcus/statblock.h"

#include <QList>
#include <QPair>
#include <QString>

namespace battlemat {

class MonsterTables;

/**
 * One published stat block of ../shared/rules/orcus-monsters-1.0.md ("> #### Name" and the quoted lines under it)
 * read into a StatBlock. The numbers are taken as printed; the header lines a block must have (level and role,
 * abilities, initiative and speed, defenses, hit points) are required, and a missing or unreadable one is an error
 * naming the line and the monster.
 */
class MonsterBlockParser
{
public:
    using Line = QPair<int, QString>; // line number (1-based) and text without the leading "> "

    MonsterBlockParser(const MonsterTables &tables, QString source);

    Result<StatBlock> parse(const QString &name, int headingLine, const QList<Line> &lines,
                            MonsterImportNote *note) const;

    /** "Enthralled Servant" -> "enthralled-servant". */
    static QString idFor(const QString &name);

private:
    Error errorAt(int line, const QString &monster, const QString &what) const;

    const MonsterTables &m_tables;
    QString m_source;
};

} // namespace battlemat
