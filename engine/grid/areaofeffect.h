#pragma once

#include "core/result.h"
#include "grid/space.h"

#include <QList>
#include <QString>

#include <optional>

namespace battlemat {

class BattleGrid;

/** The Orcus area types (orcus-gaps-filled.md section 5): there are only these three. */
enum class AreaType : quint8
{
    Burst,
    Spray,
    Wall,
};

std::optional<AreaType> areaTypeFromName(const QString &name);

/** An area as a power places it. */
struct AreaRequest
{
    AreaType type = AreaType::Burst;
    int size = 1;
    std::optional<Square> origin; // burst: far origin square; spray: top-left square of the N x N block; wall: origin
    int user = -1;                // the creature using the power (-1: none given)
    int range = -1;               // far areas: the power's range, -1 when not checked
    QList<Square> wallSquares;    // wall: the squares in order
};

struct AreaResult
{
    bool legal = false;
    QString reason;
    Space origin;                   // the origin space the area and its lines of effect start from
    bool originLineOfEffect = true; // far areas: the user has line of effect to the origin square
    QList<Square> squares;          // the area on the map
    QList<Square> affected;         // the squares of it with line of effect from the origin
    QList<int> creatures;           // creatures with a square among `affected`, each once, the near burst's user not
};

/**
 * Bursts, sprays and walls (orcus-gaps-filled.md section 5; Orcus "Areas of effect", "Range"): their squares,
 * whether the placement is legal, which squares the effect reaches (line of effect from the origin square) and
 * which creatures it affects, a Large or bigger creature once however many of its squares are in it.
 */
class AreaOfEffect
{
public:
    explicit AreaOfEffect(const BattleGrid &grid);
    AreaResult evaluate(const AreaRequest &request) const;

private:
    AreaResult burst(const AreaRequest &request) const;
    AreaResult spray(const AreaRequest &request) const;
    AreaResult wall(const AreaRequest &request) const;
    void affect(AreaResult &result, int excluded) const;
    bool checkFarOrigin(AreaResult &result, const AreaRequest &request) const;

    const BattleGrid &m_grid;
};

} // namespace battlemat
