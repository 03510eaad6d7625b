#pragma once

#include "core/result.h"
#include "monsters/templaterecord.h"

#include <QList>
#include <QStringList>

namespace battlemat {

/**
 * Reads the "# Monster Templates" section of an Orcus 1.0 monster file (../shared/rules/orcus-monsters-1.0.md): each
 * "## Name" under it but "Standard Bonuses" (the elite and boss steps, MonsterTemplate's own rule) is one template.
 * All or nothing: a line that does not read, or a template with nothing in it (a cut file), is refused with the file,
 * the line and the template's name.
 */
class MonsterTemplateParser
{
public:
    /** The templates of the file's section; none when the file has no such section. lines: the file, split. */
    static Result<QList<MonsterTemplateRecord>> parseSection(const QStringList &lines, const QString &source);
    /** One template from its "## Name" line on; firstLine is that line's number in its file. */
    static Result<MonsterTemplateRecord> parseTemplate(const QStringList &lines, int firstLine, const QString &source);
    /** The printed text for a creature of this level: "5 (10 at Level 11, 15 at Level 21)" -> "10" at level 12,
     *  "Level +2 vs Will" -> "+14 vs Will", "equal to the shade's level" -> "... level (12)". */
    static QString atLevel(QString text, int level);
};

} // namespace battlemat
