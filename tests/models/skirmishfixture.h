#pragma once

#include "core/jsonreader.h"
#include "grid/battlemapjson.h"

#include <QString>

// The CLI's skirmish encounter (tests/cli/data/encounter/skirmish.json) as the app's tests use it: its map for a
// MapDocument and the file itself as the encounter's stat blocks. Fighter (1, 2) stands next to both goblins.
inline QString skirmishFile()
{
    return QStringLiteral(BATTLEMAT_SOURCE_DIR "/tests/cli/data/encounter/skirmish.json");
}

inline battlemat::Result<battlemat::BattleMap> skirmishMap()
{
    auto file = battlemat::readJsonObjectFile(skirmishFile());
    if (!file)
        return file.error();
    return battlemat::battleMapFromJson(file->value(QStringLiteral("map")).toObject(),
                                        battlemat::JsonContext(skirmishFile()));
}
