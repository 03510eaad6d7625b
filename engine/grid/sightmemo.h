#pragma once

#include "grid/space.h"
#include "grid/terrainindex.h"

#include <QHash>

#include <optional>

namespace battlemat {

/**
 * The answers of sight questions that depend on the map's terrain alone, remembered per thread for the map last
 * asked about: a clear line of sight or of effect between two spaces (SightLine::clearLine), and cover between two
 * spaces with no creature near enough to stand in a line's way (CoverRules::grade). A simulated fight asks the same
 * few hundred of them thousands of times, on grids rebuilt after every move; the table asks them on every hover.
 * Per thread, so the simulator's threads never wait for each other; keyed by TerrainIndex::revision(), so an edited
 * map is never answered from its old terrain.
 */
class SightMemo
{
public:
    enum class Question : quint8
    {
        Sight = 1,
        Effect = 2,
        Cover = 3, // the cover grade from the first space's corners to the second space
    };

    /** This thread's memo for the terrain (answers about any other terrain forgotten). */
    static SightMemo &of(const TerrainIndex &terrain);
    /** The key of a question, 0 when its spaces lie too far out to pack into one (such questions are not kept). */
    static quint64 key(Question question, const Space &from, const Space &to);

    std::optional<quint8> find(quint64 key) const
    {
        const auto it = m_answers.constFind(key);
        return it == m_answers.constEnd() ? std::nullopt : std::optional<quint8>(*it);
    }
    void insert(quint64 key, quint8 answer);

private:
    quint64 m_revision = 0;
    QHash<quint64, quint8> m_answers;
};

} // namespace battlemat
