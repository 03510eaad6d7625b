#include "grid/sightmemo.h"

namespace battlemat {

SightMemo &SightMemo::of(const TerrainIndex &terrain)
{
    thread_local SightMemo memo;
    if (memo.m_revision != terrain.revision()) {
        memo.m_answers.clear();
        memo.m_revision = terrain.revision();
    }
    return memo;
}

quint64 SightMemo::key(Question question, const Space &from, const Space &to)
{
    // 12 bits for each coordinate, 4 for each space's size, 2 for the question: maps up to 4096 squares a side.
    const auto fits = [](const Space &s) {
        return s.origin.x >= 0 && s.origin.y >= 0 && s.origin.x < 4096 && s.origin.y < 4096 && s.size >= 0 &&
               s.size < 16;
    };
    if (!fits(from) || !fits(to))
        return 0;
    return quint64(from.origin.x) | quint64(from.origin.y) << 12 | quint64(to.origin.x) << 24 |
           quint64(to.origin.y) << 36 | quint64(from.size) << 48 | quint64(to.size) << 52 | quint64(question) << 56;
}

void SightMemo::insert(quint64 key, quint8 answer)
{
    // A bound on the memory of a huge map (some 6 MB per thread): start over rather than grow without end.
    if (m_answers.size() >= (1 << 18))
        m_answers.clear();
    m_answers.insert(key, answer);
}

} // namespace battlemat
