#pragma once

#include "grid/attackkind.h"
#include "grid/square.h"

#include <QString>

namespace battlemat {

class BattleGrid;
class LightMemo;

/** Orcus "Concealment": none, concealment (-2) or total concealment (-5). */
enum class ConcealmentGrade : quint8
{
    None,
    Concealment,
    Total,
};

QString concealmentGradeName(ConcealmentGrade grade); // "none", "concealment", "total"

struct ConcealmentResult
{
    ConcealmentGrade grade = ConcealmentGrade::None;
    QString reason;
    int penalty() const
    {
        return grade == ConcealmentGrade::Total ? -5 : grade == ConcealmentGrade::Concealment ? -2 : 0;
    }
};

/**
 * Concealment of a target against one attack (Orcus "Concealment", orcus-gaps-filled.md sections 7-9): only
 * melee and ranged attacks; a blinded attacker's targets and invisible targets have total concealment, and so does
 * a target the attacker cannot see at all; otherwise the obscured-square table: lightly obscured concealment,
 * heavily obscured concealment when adjacent and total when not, totally obscured total.
 */
class ConcealmentRules
{
public:
    /** With a memo the squares' light is read from it (the encounter's grid keeps one), else worked out per square. */
    explicit ConcealmentRules(const BattleGrid &grid, const LightMemo *light = nullptr);
    ConcealmentResult concealment(int attacker, int target, AttackKind kind) const;

private:
    const BattleGrid &m_grid;
    const LightMemo *m_light;
};

} // namespace battlemat
