#include "mapdocument.h"

MapDocument::MapDocument(QObject *parent)
    : QObject(parent)
{}

void MapDocument::setMap(battlemat::BattleMap map)
{
    m_map = std::move(map);
    Q_EMIT changed();
}

QString MapDocument::terrainNameAt(int column, int row) const
{
    const battlemat::Square square{column, row};
    if (!m_map.grid.contains(square))
        return {};
    return battlemat::terrainName(m_map.grid.terrain(square));
}
