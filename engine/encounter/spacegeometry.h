#pragma once

#include "grid/gridmap.h"
#include "grid/square.h"

#include <QList>

namespace battlemat {

struct Combatant;

/**
 * Interim geometry for the encounter rules until the grid module's paths are wired in (cover and line of effect
 * already come from it): spaces, Orcus range counting ("Range": squares between plus one, diagonals adjacent).
 */
namespace SpaceGeometry {

QList<Square> spaceAt(Square topLeft, int side);
/** Orcus range between two spaces: 0 when they overlap, 1 when adjacent (diagonals too), and so on. */
int distance(Square a, int sideA, Square b, int sideB);
int distance(const Combatant &a, const Combatant &b);
bool adjacent(const Combatant &a, const Combatant &b);
/** Distance from a square to a space. */
int distanceToSquare(const Combatant &c, Square s);
/** Whether a single step between neighbouring squares is allowed by terrain and edges (no corner cutting). */
bool stepAllowed(const GridMap &grid, Square from, Square to);

} // namespace SpaceGeometry
} // namespace battlemat
