#pragma once

#include <QString>

namespace battlemat {

/** One line of a hero's gear list ("Adventuring Gear"): what, how many, and the weight of one. */
struct GearItem
{
    QString name;
    int quantity = 1;
    double weight = 0; // pounds, for one item

    bool operator==(const GearItem &other) const = default;
};

} // namespace battlemat
