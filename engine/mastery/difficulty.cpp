#include "mastery/difficulty.h"

namespace battlemat {

const QList<Difficulty> &Difficulty::table()
{
    static const QList<Difficulty> rows{
        {2, QStringLiteral("Trivial")},     {3, QStringLiteral("Very Easy")},
        {4, QStringLiteral("Easy")},        {6, QStringLiteral("Moderate")},
        {8, QStringLiteral("Hard")},        {10, QStringLiteral("Very Hard")},
        {12, QStringLiteral("Impressive")}, {16, QStringLiteral("Amazing")},
        {20, QStringLiteral("Outrageous")}, {24, QStringLiteral("Nearly Impossible")},
        {30, QStringLiteral("Impossible")}, {36, QStringLiteral("Really Impossible")},
        {48, QStringLiteral("But How?")},   {60, QStringLiteral("Wait, What?")},
    };
    return rows;
}

std::optional<Difficulty> Difficulty::fromName(const QString &name)
{
    for (const Difficulty &row : table()) {
        if (row.name.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return row;
    }
    return std::nullopt;
}

std::optional<Difficulty> Difficulty::fromSides(int sides)
{
    for (const Difficulty &row : table()) {
        if (row.sides == sides)
            return row;
    }
    return std::nullopt;
}

} // namespace battlemat
