#include "simulation/policydecider.h"

namespace battlemat {

QCoro::Task<bool> PolicyDecider::decide(DecisionRequest request)
{
    co_return request.kind != DecisionKind::KnockOut;
}

QCoro::Task<QStringList> PolicyDecider::order(DecisionRequest request)
{
    co_return request.options;
}

} // namespace battlemat
