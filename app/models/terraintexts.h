#pragma once

#include "grid/terrain.h"

#include <QString>
#include <QVariantList>

/** A terrain type's name in the table's language ("Schwierig"), as the map editor's palette and Details show it. */
QString terrainLabel(battlemat::Terrain terrain);
/** The paintable terrain types in palette order: [{terrain, name, colour}], for the map editor's palette. */
QVariantList terrainPaletteEntries();
