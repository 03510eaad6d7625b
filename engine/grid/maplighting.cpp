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

void MapLighting::setFogMarkAt(Square s, int width, int height, FogMark mark)
{
    const qsizetype size = qsizetype(width) * height;
    if (mark != FogMark::None && revealed.isEmpty()) {
        revealed = QList<bool>(size, false);
        concealed = QList<bool>(size, false);
    }
    if (revealed.isEmpty())
        return;
    const qsizetype i = qsizetype(s.y) * width + s.x;
    revealed[i] = mark == FogMark::Revealed;
    concealed[i] = mark == FogMark::Concealed;
    if (!revealed.contains(true) && !concealed.contains(true)) {
        revealed.clear();
        concealed.clear();
    }
}

} // namespace battlemat
