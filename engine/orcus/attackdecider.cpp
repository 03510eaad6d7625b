#include "orcus/attackdecider.h"

namespace battlemat {

QCoro::Task<bool> AttackDecider::choosesToBeHit(const Creature &, const Creature &, const Power &)
{
    co_return false;
}

QCoro::Task<bool> AttackDecider::knocksOut(const Creature &, const Creature &)
{
    co_return false;
}

} // namespace battlemat
