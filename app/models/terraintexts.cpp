#include "terraintexts.h"

#include "mapimage.h"

#include <QColor>
#include <QCoreApplication>
#include <QVariantMap>

#include <utility>

namespace {

// The paintable terrain types in palette order. The texts keep MapDocument's translation context, where the
// German translations have always been.
QList<std::pair<battlemat::Terrain, QString>> terrainLabels()
{
    using battlemat::Terrain;
    return {
        {Terrain::Open, QCoreApplication::translate("MapDocument", "Open")},
        {Terrain::Difficult, QCoreApplication::translate("MapDocument", "Difficult")},
        {Terrain::Blocking, QCoreApplication::translate("MapDocument", "Blocking")},
        {Terrain::LightlyObscured, QCoreApplication::translate("MapDocument", "Lightly obscured")},
        {Terrain::HeavilyObscured, QCoreApplication::translate("MapDocument", "Heavily obscured")},
        {Terrain::TotallyObscured, QCoreApplication::translate("MapDocument", "Totally obscured")},
        {Terrain::SolidTransparent, QCoreApplication::translate("MapDocument", "Solid, transparent")},
        {Terrain::Pit, QCoreApplication::translate("MapDocument", "Pit")},
        {Terrain::Water, QCoreApplication::translate("MapDocument", "Water")},
    };
}

} // namespace

QString terrainLabel(battlemat::Terrain terrain)
{
    for (const auto &[entry, label] : terrainLabels()) {
        if (entry == terrain)
            return label;
    }
    return battlemat::terrainName(terrain);
}

QVariantList terrainPaletteEntries()
{
    QVariantList palette;
    for (const auto &[terrain, label] : terrainLabels()) {
        palette.append(QVariantMap{{QStringLiteral("terrain"), int(terrain)},
                                   {QStringLiteral("name"), label},
                                   {QStringLiteral("colour"), QColor(MapImage::terrainColour(terrain))}});
    }
    return palette;
}
