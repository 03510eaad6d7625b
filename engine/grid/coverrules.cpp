#include "grid/coverrules.h"

#include "grid/battlegrid.h"
#include "grid/sightline.h"
#include "grid/sightmemo.h"

#include <QVarLengthArray>

#include <algorithm>
#include <array>
#include <unordered_map>

namespace battlemat {

namespace {

// A cover question with some of the target's allies within the box of the two spaces and one square beyond it:
// the two spaces (SightMemo::key) and the squares those allies hold inside that box, at most eight of them, each
// as x | y << 8, plus one, in ascending order (0: none). The grade follows from these and the terrain alone: the
// lines look at no other square, and a square stops a cover line when one of the target's allies other than the
// attacker and the target stands on it, whoever it is.
struct AlliesNearKey
{
    quint64 spaces = 0;
    std::array<quint16, 8> squares{};
    friend bool operator==(const AlliesNearKey &, const AlliesNearKey &) = default;
};

struct AlliesNearHash
{
    std::size_t operator()(const AlliesNearKey &key) const
    {
        quint64 h = key.spaces * 0x9e3779b97f4a7c15ULL;
        for (const quint16 square : key.squares)
            h = (h ^ square) * 0x100000001b3ULL;
        return std::size_t(h ^ (h >> 29));
    }
};

// The grades of such questions, per thread and per TerrainIndex::revision() as SightMemo's: a simulated fight's
// creatures stand in the same few places fight after fight, on grids built anew after every move.
struct AlliesNearMemo
{
    quint64 revision = 0;
    std::unordered_map<AlliesNearKey, quint8, AlliesNearHash> grades;
};

AlliesNearMemo &alliesNearMemo(const TerrainIndex &terrain)
{
    thread_local AlliesNearMemo memo;
    if (memo.revision != terrain.revision()) {
        memo.grades.clear();
        memo.revision = terrain.revision();
    }
    // A bound on its memory (some 10 MB per thread): start over rather than grow without end.
    if (memo.grades.size() >= (1 << 17))
        memo.grades.clear();
    return memo;
}

} // namespace

CoverRules::CoverRules(const BattleGrid &grid)
    : m_grid(grid)
{}

CoverResult CoverRules::cover(int attacker, int target) const
{
    return evaluate(m_grid.creature(attacker).space(), target, attacker, true);
}

CoverResult CoverRules::coverFrom(const Space &origin, int target, int attacker) const
{
    return evaluate(origin, target, attacker, true);
}

CoverGrade CoverRules::grade(int attacker, int target) const
{
    return gradeFrom(m_grid.creature(attacker).space(), target, attacker);
}

CoverGrade CoverRules::gradeFrom(const Space &origin, int target, int attacker) const
{
    // Every line runs inside the box of the two spaces and looks at no square more than one beyond it (the
    // squares round the corners it passes). With none of the target's allies there, only the terrain decides, and
    // the same two spaces on the same map get the same grade: it is remembered (SightMemo).
    const MapCreature &victim = m_grid.creature(target);
    const Space to = victim.space();
    const int left = std::min(origin.left(), to.left()) - 1;
    const int right = std::max(origin.right(), to.right()) + 1;
    const int top = std::min(origin.top(), to.top()) - 1;
    const int bottom = std::max(origin.bottom(), to.bottom()) + 1;
    const QList<MapCreature> &all = m_grid.creatures();
    bool alone = true;
    for (qsizetype i = 0; i < all.size() && alone; ++i) {
        const MapCreature &other = all.at(i);
        const Space space = other.space();
        alone = i == target || i == attacker || other.side != victim.side || space.left() > right ||
                space.right() < left || space.top() > bottom || space.bottom() < top;
    }
    if (!alone)
        return gradeWithAlliesNear(origin, target, attacker, {left, top}, {right, bottom});
    const quint64 key = SightMemo::key(SightMemo::Question::Cover, origin, to);
    if (!key)
        return evaluate(origin, target, attacker, false).grade;
    SightMemo &memo = SightMemo::of(m_grid.terrain());
    if (const auto known = memo.find(key))
        return CoverGrade(*known);
    const CoverGrade grade = evaluate(origin, target, attacker, false).grade;
    memo.insert(key, quint8(grade));
    return grade;
}

CoverGrade CoverRules::gradeWithAlliesNear(const Space &origin, int target, int attacker, Square topLeft,
                                           Square bottomRight) const
{
    const MapCreature &victim = m_grid.creature(target);
    AlliesNearKey key;
    key.spaces = SightMemo::key(SightMemo::Question::Cover, origin, victim.space());
    int count = 0;
    bool kept = key.spaces != 0;
    const QList<MapCreature> &all = m_grid.creatures();
    for (qsizetype i = 0; i < all.size() && kept; ++i) {
        const MapCreature &other = all.at(i);
        if (i == target || i == attacker || other.side != victim.side)
            continue;
        const Space space = other.space();
        for (int y = std::max(space.top(), topLeft.y); y <= std::min(space.bottom(), bottomRight.y) && kept; ++y) {
            for (int x = std::max(space.left(), topLeft.x); x <= std::min(space.right(), bottomRight.x) && kept; ++x) {
                kept = count < int(key.squares.size()) && x >= 0 && y >= 0 && x < 255 && y < 255;
                if (kept)
                    key.squares[std::size_t(count++)] = quint16((x | y << 8) + 1);
            }
        }
    }
    if (!kept)
        return evaluate(origin, target, attacker, false).grade;
    // Allies may share a square (a prone one, Tiny ones): the same squares, the same key.
    std::sort(key.squares.begin(), key.squares.begin() + count);
    count = int(std::unique(key.squares.begin(), key.squares.begin() + count) - key.squares.begin());
    std::fill(key.squares.begin() + count, key.squares.end(), quint16(0));
    AlliesNearMemo &memo = alliesNearMemo(m_grid.terrain());
    if (const auto known = memo.grades.find(key); known != memo.grades.end())
        return CoverGrade(known->second);
    const CoverGrade grade = evaluate(origin, target, attacker, false).grade;
    memo.grades.emplace(key, quint8(grade));
    return grade;
}

CoverResult CoverRules::evaluate(const Space &origin, int target, int attacker, bool details) const
{
    const MapCreature &victim = m_grid.creature(target);
    const Space to = victim.space();
    SightLine lines(m_grid, SightLine::Kind::Cover);
    lines.setCoverSide(victim.side, target, attacker);

    // "A corner of their space": the four corners of the attacker's whole space.
    const Square corners[4] = {{origin.left(), origin.top()},
                               {origin.right() + 1, origin.top()},
                               {origin.left(), origin.bottom() + 1},
                               {origin.right() + 1, origin.bottom() + 1}};
    const int cornerCount = origin.size == 0 ? 1 : 4;
    // Each target corner is reached from up to four attacker corners, each attacker corner starts four lines.
    QVarLengthArray<SightLine::EndMemo, 25> targetMemo((to.size + 1) * (to.size + 1));
    int best = 5;
    Square bestCorner = corners[0];
    Square bestSquare = to.origin;
    for (int c = 0; c < cornerCount && best > 0; ++c) {
        const SightLine::Point a = SightLine::corner(corners[c].x, corners[c].y);
        SightLine::EndMemo startMemo;
        for (int ty = to.top(); ty <= to.bottom() && best > 0; ++ty) {
            for (int tx = to.left(); tx <= to.right() && best > 0; ++tx) {
                int count = 0;
                for (int k = 0; k < 4 && count < best; ++k) {
                    const int bx = tx + (k & 1);
                    const int by = ty + (k >> 1);
                    SightLine::EndMemo *memo = &targetMemo[(by - to.top()) * (to.size + 1) + (bx - to.left())];
                    if (lines.blocked(a, SightLine::corner(bx, by), origin, to, &startMemo, memo))
                        ++count;
                }
                if (count < best) {
                    best = count;
                    bestCorner = corners[c];
                    bestSquare = {tx, ty};
                }
            }
        }
    }

    CoverResult result;
    result.blockedLines = best;
    result.corner = bestCorner;
    result.targetSquare = bestSquare;
    if (best == 0)
        result.grade = CoverGrade::None;
    else if (best <= 2)
        result.grade = CoverGrade::Cover;
    else
        result.grade = CoverGrade::ThreeQuarters;

    // A clear cover line is a line of effect too; only when all are blocked must the wider search run. When
    // terrain alone blocked them, the corner-to-corner lines of two one-square spaces need no second look.
    if (best < 4) {
        result.lineOfEffect = true;
    } else if (origin.size == 1 && to.size == 1 && !lines.sawCreature()) {
        const SightLine effect(m_grid, SightLine::Kind::Effect);
        result.lineOfEffect = false;
        for (int c = 0; c < 4 && !result.lineOfEffect; ++c)
            result.lineOfEffect = !effect.blocked(SightLine::corner(corners[c].x, corners[c].y),
                                                  SightLine::centre(to.origin), origin, to);
    } else {
        result.lineOfEffect = SightLine(m_grid, SightLine::Kind::Effect).clearLine(origin, to);
    }
    if (!result.lineOfEffect)
        result.grade = CoverGrade::Total;
    if (!details)
        return result;
    result.lineOfSight = SightLine(m_grid, SightLine::Kind::Sight).clearLine(origin, to);
    const SightLine::Point a = SightLine::corner(bestCorner.x, bestCorner.y);
    for (int k = 0; k < 4; ++k) {
        const Square end{bestSquare.x + (k & 1), bestSquare.y + (k >> 1)};
        result.lines.append({bestCorner, end, lines.blocked(a, SightLine::corner(end.x, end.y), origin, to)});
    }
    return result;
}

} // namespace battlemat
