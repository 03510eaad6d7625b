#pragma once

#include "core/result.h"
#include "monsters/monsterimportreport.h"
#include "monsters/templaterecord.h"
#include "orcus/statblock.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>

namespace battlemat {

/** The monsters read from one markdown file, and per monster what stayed text and what disagrees with the tables. */
struct MonsterImport
{
    QList<StatBlock> monsters;
    QList<MonsterImportNote> notes;         // one per monster, same order
    QList<MonsterTemplateRecord> templates; // the "Monster Templates" section, in printed order

    /** {"found", "needClass", "parts": {"automated", "table"}, "templates": [templateSummaryJson]}. */
    QJsonObject templatesJson() const;

    int fullyData() const;
    /** {"monsters": 222, "fullyData": n, "withText": m, "triggeredPowers": {...}, "notes": [...]}: the report. */
    QJsonObject reportJson() const;
    /**
     * The triggered powers (counters, reactions, printed triggers): {"powers", "watched" (the encounter knows the
     * trigger), "offered" (and offers and rolls the power), "byKind": {kind: the same three}}.
     */
    QJsonObject triggeredJson() const;
    /**
     * What the encounter plays of the blocks (MonsterCombatant, as the library marks each part): {"blocksPlayedWhole"
     * (every aura, trait and power played whole), "blocksWithTableParts", "parts": {"aura"|"trait"|"power":
     * {"whole", "partly", "table", "monsters" (blocks with such a part not played whole)}}}.
     */
    QJsonObject automationJson() const;
};

/**
 * Reads the Orcus 1.0 monster markdown as a game master hands it over (../shared/rules/orcus-monsters-1.0.md): every
 * quoted block that opens with "> #### Name" is a stat block, and the "# Monster Templates" section's templates are
 * read by MonsterTemplateParser. All or nothing: a block that cannot be read stops the import with the file, the line
 * and the monster's name, and a file without blocks is refused as not a monster file.
 */
class MonsterMarkdownImport
{
public:
    /** Larger than any monster book; read through FileReader so a FIFO or a huge file is refused up front. */
    static constexpr qint64 maxBytes = 16 * 1024 * 1024;

    static Result<MonsterImport> readFile(const QString &fileName);
    static Result<MonsterImport> parse(const QByteArray &bytes, const QString &source);
};

} // namespace battlemat
