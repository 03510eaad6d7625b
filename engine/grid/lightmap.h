#pragma once

#include "grid/lightlevel.h"
#include "grid/lightsource.h"
#include "grid/mapcreature.h"
#include "grid/space.h"
#include "grid/terrain.h"

#include <QList>

#include <optional>

namespace battlemat {

class BattleGrid;
struct LightSource;

/**
 * The light on every square of a map: the ambient level, raised by each lit source within its radius that has
 * line of sight to the square (docs/vision.md). A snapshot: build a new one after a light or a carrier moves.
 */
class LightMap
{
public:
    /**
     * Which light sources there are and what each casts: Orcus's equipment table by default; another ruleset passes
     * its own (Five Torches Deep: a torch or lantern casts 30 ft of dim light). Without the ambient light a square
     * holds only what the sources cast (Dark where none reaches), for a ruleset that reads the ambient its own way.
     */
    enum class Ambient : quint8
    {
        Included,
        LeftOut
    };

    explicit LightMap(const BattleGrid &grid, const QList<LightSourceKind> &kinds = lightSourceKinds(),
                      Ambient ambient = Ambient::Included);

    LightLevel at(Square s) const { return m_levels.at(qsizetype(s.y) * m_width + s.x); }

    /** The light on one square without working out the whole map (what one attack needs). */
    static LightLevel levelAt(const BattleGrid &grid, Square s,
                              const QList<LightSourceKind> &kinds = lightSourceKinds(),
                              Ambient ambient = Ambient::Included);
    /** Where a light shines from: its carrier's space, or its square; none when its carrier is not on the map. */
    static std::optional<Space> sourceSpace(const BattleGrid &grid, const LightSource &light);
    /**
     * How obscured a square is to this viewer: the worse of its terrain (fog, foliage) and its light as the
     * viewer's senses perceive it (Orcus "Senses", "Concealment").
     */
    static Obscurement obscurementFor(const MapCreature &viewer, LightLevel light, Terrain terrain);
    /**
     * How obscured square s, in this light, is to this viewer on the grid: obscurementFor, and the worse of it and
     * the obscuring auras covering s (MapLighting::obscuringAuras; not to an owner that sees through its own).
     */
    static Obscurement obscurementAt(const BattleGrid &grid, const MapCreature &viewer, Square s, LightLevel light);

private:
    int m_width = 0;
    QList<LightLevel> m_levels;
};

} // namespace battlemat
