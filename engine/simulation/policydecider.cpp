#include "simulation/policydecider.h"

#include "simulation/tacticssquare.h"

namespace battlemat {

QCoro::Task<bool> PolicyDecider::decide(DecisionRequest request)
{
    co_return request.kind != DecisionKind::KnockOut;
}

QCoro::Task<QStringList> PolicyDecider::order(DecisionRequest request)
{
    co_return request.options;
}

QCoro::Task<std::optional<Square>> PolicyDecider::square(DecisionRequest request)
{
    co_return TacticsSquare::choose(request);
}

} // namespace battlemat
