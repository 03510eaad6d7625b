#pragma once

#include "core/result.h"
#include "dice/advantagelevels.h"

#include <QString>

#include <array>

namespace battlemat {

class DieRank;

/** A die after a rank shift, with the ranks that fell off the ladder turned into advantage levels. */
struct RankShift;

/**
 * A die of the ladder D2 D3 D4 D6 D8 D10 D12 D16 D20 D24 D30 D36 D48 D60 ("Dice Rolling and Actions": the
 * difficulty table and "Die Rank"). A rank shift moves a full step along this ladder.
 */
class DieRank
{
public:
    static constexpr std::array<int, 14> ladder = {2, 3, 4, 6, 8, 10, 12, 16, 20, 24, 30, 36, 48, 60};
    static constexpr int lowestIndex = 0;
    static constexpr int highestIndex = int(ladder.size()) - 1;

    /** D6 by default: the "Moderate" difficulty. */
    DieRank() = default;

    /** The ladder die with these sides; sides off the ladder (d5, d100) are refused. */
    static Result<DieRank> fromSides(int sides);
    /** Reads "D8", "d8" or "8". */
    static Result<DieRank> fromText(const QString &text);
    static DieRank fromIndex(int index);

    int sides() const { return ladder[size_t(m_index)]; }
    int index() const { return m_index; }
    QString name() const; // "D8"

    /**
     * Moves `ranks` steps along the ladder. Past D60 each further rank is a level of advantage, below D2 each
     * further rank a level of disadvantage ("Die Rank": no die below D2 or above D60).
     */
    RankShift shifted(int ranks) const;

    bool operator==(const DieRank &other) const = default;

private:
    explicit DieRank(int index)
        : m_index(index)
    {}
    int m_index = 3;
};

struct RankShift
{
    DieRank die;
    AdvantageLevels levels;
};

} // namespace battlemat
