#pragma once

#include <QString>

namespace battlemat {

/** One step of the damage adjustment ("weakened", "resist fire 5"), for the explanation a roll shows. */
struct DamageStep
{
    QString name;
    int before = 0;
    int after = 0;
};

} // namespace battlemat
