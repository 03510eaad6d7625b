#include "grid/maplighting.h"

namespace battlemat {

void MapLighting::setAmbientAt(Square s, int width, int height, LightLevel level)
{
    if (areas.isEmpty()) {
        if (level == ambient)
            return;
        areas = QList<LightLevel>(qsizetype(width) * height, ambient);
    }
    areas[qsizetype(s.y) * width + s.x] = level;
}

} // namespace battlemat
