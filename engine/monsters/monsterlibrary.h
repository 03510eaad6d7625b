#pragma once

#include "monsters/monstermarkdownimport.h"

namespace battlemat {

/**
 * The published Orcus 1.0 monsters that ship with Battlemat: resources/monsters/orcus-monsters-1.0.md (Open Game
 * Content, its licence beside it), embedded as a Qt resource and imported on first use. The markdown is bundled
 * rather than the JSON it becomes, so the importer is the one path from the book to stat blocks and a fix to it
 * reaches the bundled library without regenerating anything (docs/file-formats.md, "Orcus monster markdown").
 */
class MonsterLibrary
{
public:
    static inline const QString resourcePath = QStringLiteral(":/battlemat/monsters/orcus-monsters-1.0.md");

    /** Imported once per process. */
    static const Result<MonsterImport> &bundled();
};

} // namespace battlemat
