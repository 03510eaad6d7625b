#include "encounter/scripteddecider.h"

#include <array>

namespace battlemat {

namespace {
const std::array<std::pair<DecisionKind, const char *>, 11> kindNames{
    {{DecisionKind::OpportunityAttack, "opportunityAttack"},
     {DecisionKind::KnockOut, "knockOut"},
     {DecisionKind::DeathSaveRecovery, "deathSaveRecovery"},
     {DecisionKind::TiedInitiative, "tiedInitiative"},
     {DecisionKind::GrantSaveNow, "grantSaveNow"},
     {DecisionKind::Counter, "counter"},
     {DecisionKind::ModuleOffer, "moduleOffer"},
     {DecisionKind::TriggeredPower, "triggeredPower"},
     {DecisionKind::ModuleReroll, "moduleReroll"},
     {DecisionKind::ForcedFall, "forcedFall"},
     {DecisionKind::Square, "square"}}};
} // namespace

QString decisionKindName(DecisionKind kind)
{
    for (const auto &[value, name] : kindNames) {
        if (value == kind)
            return QString::fromLatin1(name);
    }
    return {};
}

ScriptedDecider::ScriptedDecider(QList<Answer> answers, bool strict)
    : m_answers(std::move(answers))
    , m_strict(strict)
{}

Result<QList<ScriptedDecider::Answer>> ScriptedDecider::answersFromJson(const QJsonArray &array,
                                                                        const JsonContext &context)
{
    QList<Answer> answers;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const JsonContext here = context.at(i);
        if (!array[i].isObject())
            return here.error(QStringLiteral("must be an object {\"kind\", \"answer\"}"));
        const QJsonObject object = array[i].toObject();
        auto kindName = here.requireString(object, QStringLiteral("kind"));
        if (!kindName)
            return kindName.error();
        Answer answer{DecisionKind::OpportunityAttack};
        answer.recorded = object;
        bool known = false;
        for (const auto &[value, name] : kindNames) {
            if (*kindName == QLatin1String(name)) {
                answer.kind = value;
                known = true;
            }
        }
        if (!known)
            return here.child(QStringLiteral("kind"))
                .error(QStringLiteral("'%1' is not a decision kind").arg(*kindName));
        const QJsonValue value = object.value(QStringLiteral("answer"));
        if (answer.kind == DecisionKind::TiedInitiative) {
            if (!value.isArray())
                return here.child(QStringLiteral("answer")).error(QStringLiteral("must be a list of creature ids"));
            for (const QJsonValue &id : value.toArray())
                answer.order << id.toString();
        } else if (answer.kind == DecisionKind::Square) {
            // [x, y], or null (false) to decline; a recorded refusal declined.
            const QJsonArray pair = value.toArray();
            if (value.isArray() && pair.size() == 2 && pair[0].isDouble() && pair[1].isDouble()) {
                answer.square = Square{pair[0].toInt(), pair[1].toInt()};
            } else if (!value.isNull() && value != QJsonValue(false)) {
                return here.child(QStringLiteral("answer"))
                    .error(QStringLiteral("must be a square [x, y], or null to decline"));
            }
            answer.yes = answer.square.has_value();
        } else {
            if (!value.isBool())
                return here.child(QStringLiteral("answer")).error(QStringLiteral("must be true or false"));
            answer.yes = value.toBool();
        }
        answers << answer;
    }
    return answers;
}

const ScriptedDecider::Answer *ScriptedDecider::take(DecisionKind kind)
{
    if (m_next < m_answers.size() && m_answers[m_next].kind == kind)
        return &m_answers[m_next++];
    if (m_strict && m_mismatch.isEmpty()) {
        m_mismatch = m_next < m_answers.size()
                         ? QStringLiteral("asked %1 where the log recorded %2")
                               .arg(decisionKindName(kind), decisionKindName(m_answers[m_next].kind))
                         : QStringLiteral("asked %1 where the log recorded no decision").arg(decisionKindName(kind));
    }
    return nullptr;
}

QCoro::Task<bool> ScriptedDecider::decide(DecisionRequest request)
{
    if (const Answer *answer = take(request.kind))
        co_return answer->yes;
    // Documented defaults (docs/encounter.md).
    switch (request.kind) {
    case DecisionKind::KnockOut:
    case DecisionKind::ModuleOffer:
    case DecisionKind::ModuleReroll:
    case DecisionKind::Square:
        co_return false;
    case DecisionKind::OpportunityAttack:
    case DecisionKind::DeathSaveRecovery:
    case DecisionKind::GrantSaveNow:
    case DecisionKind::TiedInitiative:
    case DecisionKind::Counter:
    case DecisionKind::TriggeredPower:
    case DecisionKind::ForcedFall:
        co_return true;
    }
    co_return true;
}

QJsonObject ScriptedDecider::recordedNext(DecisionKind kind) const
{
    if (m_next < m_answers.size() && m_answers[m_next].kind == kind)
        return m_answers[m_next].recorded;
    return {};
}

QCoro::Task<std::optional<Square>> ScriptedDecider::square(DecisionRequest request)
{
    if (const Answer *answer = take(request.kind))
        co_return answer->square;
    co_return std::nullopt; // documented default: decline (a script that names no square moves nothing)
}

QCoro::Task<QStringList> ScriptedDecider::order(DecisionRequest request)
{
    if (const Answer *answer = take(request.kind))
        co_return answer->order;
    co_return request.options;
}

} // namespace battlemat
