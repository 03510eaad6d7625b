#include "encounter/rulescontext.h"

#include <QJsonArray>

#include <algorithm>

namespace battlemat {

void RulesContext::recordSquare(const DecisionRequest &request, std::optional<Square> answer, const QString &refused)
{
    QJsonObject event{{QStringLiteral("type"), QStringLiteral("decision")},
                      {QStringLiteral("kind"), decisionKindName(request.kind)},
                      {QStringLiteral("decider"), request.decider},
                      {QStringLiteral("subject"), request.subject},
                      {QStringLiteral("answer"), answer ? QJsonValue(QJsonArray{answer->x, answer->y}) : QJsonValue()},
                      {QStringLiteral("squares"), int(request.squares.size())}};
    // What the square is for (the power, its trigger, a shift's length, a burst's origin or the creature a power
    // places): the CLI's log and the dice log say what the prompt asked.
    for (const QString &key : {QStringLiteral("power"), QStringLiteral("name"), QStringLiteral("trigger"),
                               QStringLiteral("purpose"), QStringLiteral("distance"), QStringLiteral("creature")}) {
        if (request.details.contains(key))
            event.insert(key, request.details.value(key));
    }
    if (!refused.isEmpty())
        event.insert(QStringLiteral("refused"), refused);
    record(event);
}

QCoro::Task<std::optional<Square>> RulesContext::askSquare(DecisionRequest request)
{
    // Call first, then await (docs/building.md trap 10).
    auto asked = m_decider->square(request);
    const std::optional<Square> answer = co_await asked;
    if (answer && std::none_of(request.squares.cbegin(), request.squares.cend(),
                               [&](const SquareOption &option) { return option.square == *answer; })) {
        recordSquare(request, std::nullopt,
                     QStringLiteral("square %1,%2 is not one the rules allow for %3 (%4 allowed)")
                         .arg(answer->x)
                         .arg(answer->y)
                         .arg(request.details.value(QStringLiteral("name")).toString(request.decider))
                         .arg(request.squares.size()));
        co_return std::nullopt;
    }
    recordSquare(request, answer, {});
    co_return answer;
}

QCoro::Task<std::optional<Square>> RulesContext::askSquareOutOfTurn(DecisionRequest request)
{
    const QString refusal = outOfTurnRefusal(request);
    if (refusal.isEmpty()) {
        auto asking = askSquare(request); // call first, then await
        co_return co_await asking;
    }
    if (replaying()) {
        auto recorded = m_decider->square(request); // takes the recorded refusal from the replay's answers
        co_await recorded;
    }
    recordSquare(request, std::nullopt, refusal);
    co_return std::nullopt;
}

} // namespace battlemat
