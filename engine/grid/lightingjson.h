#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "grid/maplighting.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>

namespace battlemat {

struct MapCreature;

/**
 * The map file's "lighting" object (docs/file-formats.md): ambient level, areas of other ambient light, light
 * sources, the players' vision switch and the explored squares. Reading is strict: unknown fields, areas off the
 * map, unknown kinds of light and carriers that are not on the map are refused with their place named.
 */
Result<MapLighting> mapLightingFromJson(const QJsonObject &object, int width, int height,
                                        const QList<MapCreature> &creatures, const JsonContext &context);
/** Empty when the lighting is the default (bright, no sources, vision off, nothing explored). */
QJsonObject mapLightingToJson(const MapLighting &lighting, int width, int height);

/** The light a fight takes from its map (ambient, areas and light sources), without the players' fog. */
MapLighting fightLight(const MapLighting &map);
/**
 * The encounter file's "light" (docs/file-formats.md): the fight's ambient level, areas and light sources in the
 * map's format; bright everywhere without one (files written before it). Refused like the map's, field named;
 * carriers must be creatures of the map.
 */
Result<MapLighting> encounterLightFromJson(const QJsonObject &object, int width, int height,
                                           const QList<MapCreature> &creatures, const JsonContext &context);
/** Empty when the fight's light is the default (bright, no sources). */
QJsonObject encounterLightToJson(const MapLighting &light, int width, int height);

/**
 * Per-square flags (explored squares, ...) as runs along rows, [[x, y, length], ...]: read from `key` of `object`
 * into `squares` (width * height, filled on the first run; untouched when there is none), a wrong run named.
 */
Status readSquareRuns(const QJsonObject &object, const QString &key, int width, int height, QList<bool> &squares,
                      const JsonContext &context);
/** The runs of set squares; empty for an empty or all-unset list (or one of the wrong size). */
QJsonArray squareRunsToJson(const QList<bool> &squares, int width, int height);

} // namespace battlemat
