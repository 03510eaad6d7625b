#include "encounter/commandchecks.h"

#include "encounter/conditionrules.h"

namespace battlemat::CommandChecks {

Status requireTurn(const EncounterState &state, const QString &creatureId)
{
    const Combatant *c = state.combatant(creatureId);
    if (!c)
        return Error{QStringLiteral("no creature '%1'").arg(creatureId)};
    if (state.phase != EncounterPhase::Surprise && state.phase != EncounterPhase::Combat)
        return Error{QStringLiteral("the encounter is not in combat (phase: %1)").arg(encounterPhaseName(state.phase))};
    if (state.current != creatureId)
        return Error{QStringLiteral("it is %1's turn, not %2's").arg(state.current, creatureId)};
    if (!ConditionRules::canAct(state, *c))
        return Error{
            QStringLiteral("%1 cannot take actions (dead, stunned, unconscious or surprised)").arg(creatureId)};
    return success();
}

Status requireAction(const EncounterState &state, const QString &creatureId, ActionKind kind)
{
    const Status turn = requireTurn(state, creatureId);
    if (!turn)
        return turn;
    if (!state.budget.canTake(kind))
        return Error{QStringLiteral("%1 has no %2 action left this turn (standard %3, move %4, swift %5)")
                         .arg(creatureId, actionKindName(kind))
                         .arg(state.budget.standard())
                         .arg(state.budget.move())
                         .arg(state.budget.swift())};
    return success();
}

namespace {
Result<Square> readSquare(const QJsonValue &value, const JsonContext &context)
{
    const QJsonArray pair = value.toArray();
    if (!value.isArray() || pair.size() != 2 || !pair[0].isDouble() || !pair[1].isDouble())
        return context.error(QStringLiteral("must be a square [x, y]"));
    return Square{pair[0].toInt(), pair[1].toInt()};
}
} // namespace

Result<QList<Square>> readPath(const QJsonObject &object, const QString &key, const JsonContext &context)
{
    auto array = context.requireArray(object, key);
    if (!array)
        return array.error();
    QList<Square> path;
    for (qsizetype i = 0; i < array->size(); ++i) {
        auto square = readSquare(array->at(i), context.child(key).at(i));
        if (!square)
            return square.error();
        path << *square;
    }
    if (path.isEmpty())
        return context.child(key).error(QStringLiteral("must name at least one square"));
    return path;
}

Result<std::optional<Square>> readOptionalSquare(const QJsonObject &object, const QString &key,
                                                 const JsonContext &context)
{
    if (!object.contains(key))
        return std::optional<Square>();
    auto square = readSquare(object.value(key), context.child(key));
    if (!square)
        return square.error();
    return std::optional<Square>(*square);
}

QJsonArray pathToJson(const QList<Square> &path)
{
    QJsonArray array;
    for (const Square s : path)
        array.append(QJsonArray{s.x, s.y});
    return array;
}

Result<QStringList> readIdList(const QJsonObject &object, const QString &key, const JsonContext &context)
{
    auto array = context.optionalArray(object, key);
    if (!array)
        return array.error();
    QStringList ids;
    for (qsizetype i = 0; i < array->size(); ++i) {
        if (!array->at(i).isString())
            return context.child(key).at(i).error(QStringLiteral("must be a creature id"));
        ids << array->at(i).toString();
    }
    return ids;
}

} // namespace battlemat::CommandChecks
