#pragma once

#include "grid/battlegrid.h"
#include "grid/battlemapjson.h"

#include <QTest>

#include <memory>

// Loads a fixture map from tests/engine/data/grid; the maps are drawn in their terrain rows, so each test reads
// like the situation on the table.
inline std::unique_ptr<battlemat::BattleGrid> loadGrid(const char *name)
{
    auto map = battlemat::readBattleMapFile(QStringLiteral(BATTLEMAT_TEST_DATA "/grid/") + QLatin1String(name));
    if (!map)
        qFatal("%s", qPrintable(map.errorMessage()));
    return std::make_unique<battlemat::BattleGrid>(std::move(map).value());
}

inline int idOf(const battlemat::BattleGrid &grid, const char *id)
{
    const int index = grid.indexOf(QLatin1String(id));
    if (index < 0)
        qFatal("no creature %s in the fixture", id);
    return index;
}
