#pragma once

#include "core/result.h"
#include "grid/edgefeature.h"
#include "grid/lightsource.h"
#include "grid/mapcreature.h"
#include "grid/terrain.h"
#include "table/tablescene.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace battlemat {

/**
 * One change the game master makes in map editing mode. Applying it to a scene checks everything first (nothing
 * is half-applied) and returns the edit that undoes it, so the undo stack needs no per-kind code.
 */
struct MapEdit
{
    enum class Kind : quint8
    {
        PaintTerrain,
        SetEdges,
        PlaceCreature,
        RemoveCreature,
        MoveCreature,
        SetHidden,
        SetStatus,
        SetBackground,
        PaintAmbient,  // ambient light square by square (docs/vision.md)
        SetLights,     // the map's light sources, all of them
        SetVision,     // the players' window shows only what the heroes see, or everything
        BurnLights,    // time passes for every lit light: its minutes left go down
        SetSecretDoor, // a door drawn as a wall on the players' window until found (docs/vision.md)
        SetExplored,   // what the players have seen so far: emptied by "reset explored", given back by its undo
        PaintFog,      // the game master's reveal and hide brushes on the players' fog (docs/vision.md)
        SetPortrait,   // a token's portrait (grid/portrait.h), or none
    };

    struct TerrainChange
    {
        Square square;
        Terrain terrain = Terrain::Open;
    };
    struct EdgeChange
    {
        Square square;
        Side side = Side::North;
        EdgeFeature feature = EdgeFeature::None;
    };

    struct AmbientChange
    {
        Square square;
        LightLevel level = LightLevel::Bright;
    };

    struct FogChange
    {
        Square square;
        FogMark mark = FogMark::None;
    };

    Kind kind = Kind::PaintTerrain;
    QList<TerrainChange> terrain;
    QList<EdgeChange> edges;
    MapCreature creature; // PlaceCreature: the whole creature; other creature edits: id, position, hidden flag
    int index = -1;       // PlaceCreature: row to insert at (-1: at the end)
    std::optional<CreatureStatus> status;
    BackgroundPicture background;
    QList<AmbientChange> ambient;
    QList<FogChange> fog;
    QList<LightSource> lights;
    bool visionEnabled = false;
    int minutes = 0;      // BurnLights
    bool secret = false;  // SetSecretDoor: the door in `edges` (one) is secret (true) or found (false)
    QList<bool> squares;  // SetExplored: row by row, squaresWidth to a row; empty: nothing explored
    int squaresWidth = 0; // the map's width the rows of `squares` have
    // SetBackground: the picture's bytes as the campaign file keeps them with the map (the edit names the file;
    // the bytes make the map whole on another machine). Absent: the map's stored picture stays as it is.
    std::optional<MapBackground> storedBackground;

    static MapEdit paintTerrain(const QList<Square> &squares, Terrain terrain);
    static MapEdit setEdges(const QList<EdgeChange> &edges);
    static MapEdit placeCreature(const MapCreature &creature, std::optional<CreatureStatus> status = {});
    static MapEdit removeCreature(const QString &id);
    static MapEdit moveCreature(const QString &id, Square to);
    static MapEdit setHidden(const QString &id, bool hidden);
    static MapEdit setStatus(const QString &id, std::optional<CreatureStatus> status);
    static MapEdit setBackground(const BackgroundPicture &background,
                                 std::optional<MapBackground> stored = std::nullopt);
    static MapEdit paintAmbient(const QList<Square> &squares, LightLevel level);
    static MapEdit setLights(const QList<LightSource> &lights);
    static MapEdit setVision(bool enabled);
    static MapEdit burnLights(int minutes);
    static MapEdit setSecretDoor(Square square, Side side, bool secret);
    /** The squares the players have explored; none (the default) forgets all they have seen of the map. */
    static MapEdit paintFog(const QList<Square> &squares, FogMark mark);
    static MapEdit setExplored(const QList<bool> &squares = {}, int width = 0);
    /** The creature's portrait, a base64 PNG (grid/portrait.h); empty takes it away. */
    static MapEdit setPortrait(const QString &id, const QString &portrait);

    /** "map.paintTerrain", "map.setEdges", ...: the event type this edit is logged as. */
    QString typeName() const;
    /** The edit as a log event (without "seq"). */
    QJsonObject toJson() const;
};

/** Applies an edit; on success returns its inverse, on failure says why and leaves the scene untouched. */
Result<MapEdit> applyMapEdit(TableScene &scene, const MapEdit &edit);

} // namespace battlemat
