#pragma once

#include "core/result.h"
#include "grid/battlemap.h"

#include <QByteArray>
#include <QString>

namespace battlemat {

/**
 * A battle map made from a Universal VTT file (.dd2vtt, .uvtt, .df2vtt, as Dungeondraft and DungeonFog export it):
 * the image becomes the background with the grid aligned on it, line-of-sight polylines become walls on the
 * nearest square edges (or blocking squares where a wall runs through the middle of squares), closed object
 * outlines (pillars) become blocking squares, portals become doors. What is approximated: docs/file-formats.md.
 */
struct UniversalVttImport
{
    /** A wall closer than this (in squares) to a grid line lies on that line; farther, it runs through squares. */
    static constexpr double edgeTolerance = 0.25;
    /** Points this far (in squares) outside the map are refused as a broken file, nearer ones are clamped. */
    static constexpr double outsideTolerance = 1.0;

    BattleMap map;
    int wallEdges = 0;
    int doorEdges = 0;
    int blockedSquares = 0;
    int lightsIgnored = 0;
};

Result<UniversalVttImport> importUniversalVtt(const QByteArray &bytes, const QString &source);
Result<UniversalVttImport> readUniversalVttFile(const QString &fileName);
/** True for the file names the importer is for: *.dd2vtt, *.uvtt, *.df2vtt. */
bool isUniversalVttFileName(const QString &fileName);

} // namespace battlemat
