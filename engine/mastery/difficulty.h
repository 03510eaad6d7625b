#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace battlemat {

/** One row of the difficulty table ("Dice Rolling and Actions"): the GM's die for a named difficulty. */
struct Difficulty
{
    int sides;
    QString name;

    /** Trivial D2 up to "Wait, What?" D60, easiest first. */
    static const QList<Difficulty> &table();
    /** By name, case-insensitive ("Very Hard", "very hard"); nullopt when no row has it. */
    static std::optional<Difficulty> fromName(const QString &name);
    static std::optional<Difficulty> fromSides(int sides);
};

} // namespace battlemat
