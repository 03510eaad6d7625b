#pragma once

#include "grid/square.h"

#include <QList>
#include <QString>

namespace battlemat {

/** Orcus "Cover": none, cover (-2), three-quarters cover (-5); total means no line of effect, no targeting. */
enum class CoverGrade : quint8
{
    None,
    Cover,
    ThreeQuarters,
    Total,
};

QString coverGradeName(CoverGrade grade); // "none", "cover", "three-quarters", "total"
int coverPenalty(CoverGrade grade);       // 0, -2, -5, 0 (total: the attack cannot be made)

/** One of the four lines the attacker draws, in grid corner coordinates (x, y of the top-left corner of 0,0 = 0,0). */
struct CoverLine
{
    Square from;
    Square to;
    bool blocked = false;
};

/** The cover a target has against an attacker, with what the table draws to show why. */
struct CoverResult
{
    CoverGrade grade = CoverGrade::None;
    int blockedLines = 0;
    Square corner;       // the attacker's chosen corner
    Square targetSquare; // the target's square the lines go to
    QList<CoverLine> lines;
    bool lineOfSight = false;
    bool lineOfEffect = false;

    int penalty() const { return coverPenalty(grade); }
};

} // namespace battlemat
