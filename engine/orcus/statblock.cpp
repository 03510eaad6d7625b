#include "orcus/statblock.h"

namespace battlemat {

const Power *StatBlock::power(const QString &name) const
{
    for (const Power &power : powers) {
        if (power.name.compare(name, Qt::CaseInsensitive) == 0)
            return &power;
    }
    return nullptr;
}

} // namespace battlemat
