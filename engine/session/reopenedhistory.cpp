#include "session/reopenedhistory.h"

#include "mapedit/mapeditjson.h"
#include "session/herosheetcommand.h"
#include "session/tablesessionstep.h"

#include <optional>

namespace battlemat {

namespace {

// The table before `event`, from the table after it; nullopt when the event is no step that can be taken back here.
std::optional<TableState> before(const TableState &after, const QJsonObject &event)
{
    const QString type = event.value(QStringLiteral("type")).toString();
    const JsonContext where(QStringLiteral("table log"));
    TableState state = after;
    if (isHeroSheetType(type)) {
        // A campaign's sheets are no map's: a sheet saved with another map open is taken back as well.
        if (!undoHeroSheetEvent(state, event, where))
            return std::nullopt;
        return state;
    }
    // An edit of another map, a rules choice, a module's step or an edit without its inverse ends what can be
    // undone: undoing past it would take its events out of the log too.
    if (!isMapEditType(type) || event.value(QStringLiteral("map")).toString() != after.mapId || after.mapId.isEmpty() ||
        !event.value(QStringLiteral("inverse")).isObject())
        return std::nullopt;
    auto inverse = mapEditFromJson(event.value(QStringLiteral("inverse")).toObject(), after.scene.map.grid, where);
    if (!inverse || !applyMapEdit(state.scene, *inverse))
        return std::nullopt;
    return state;
}

} // namespace

ReopenedHistory::Steps ReopenedHistory::tableSteps(const TableState &current, const QList<QJsonObject> &tableLog)
{
    Steps steps;
    TableState after = current;
    for (qsizetype i = tableLog.size() - 1; i >= 0; --i) {
        const QJsonObject &event = tableLog.at(i);
        std::optional<TableState> previous = before(after, event);
        if (!previous)
            break;
        auto step = std::make_shared<TableSession::Step>();
        step->kind = TableSession::Step::Kind::Table;
        step->command = event;
        step->command.remove(QStringLiteral("seq"));
        step->command.remove(QStringLiteral("map"));
        step->command.remove(QStringLiteral("inverse"));
        step->before = *previous;
        step->after = after;
        step->events = {event};
        step->seqBefore = event.value(QStringLiteral("seq")).toInt() - 1;
        steps.prepend(step);
        after = std::move(*previous);
    }
    return steps;
}

ReopenedHistory::Steps ReopenedHistory::resumedFight(const QJsonObject &document, qsizetype undoDepth,
                                                     const QHash<int, QJsonObject> &moduleSteps,
                                                     const TableState &table)
{
    Steps steps;
    // The resumed fight's commands stay undoable, down to its start (start, the initiative roll and the
    // modules' opening steps).
    auto start = std::make_shared<TableSession::Step>();
    start->kind = TableSession::Step::Kind::Start;
    start->command = QJsonObject{{QStringLiteral("type"), QStringLiteral("startEncounter")},
                                 {QStringLiteral("name"), document.value(QStringLiteral("name"))}};
    start->document = document;
    steps.append(start);
    // The modules' opening steps (a +2 AC carried into the fight) belong to the start as well.
    const qsizetype started = 2 + document.value(QStringLiteral("openingSteps")).toInt();
    // Undone after the reopening a step gives back what it changed in the modules' state (an action die spent on
    // initiative belongs to the start); the modules' later changes made outside this history (table steps before
    // the reopening) are in the same state, so they go back with it.
    auto giveBack = [&](TableSession::Step &step, qsizetype depth) {
        const auto found = moduleSteps.constFind(int(depth));
        if (found == moduleSteps.cend())
            return;
        step.changesTable = true;
        step.after = table;
        step.before = table;
        const QJsonObject before = found->value(QStringLiteral("before")).toObject();
        for (auto it = before.constBegin(); it != before.constEnd(); ++it)
            step.before.modules.insert(it.key(), it.value().toObject());
        step.events = {*found};
        step.seqBefore = found->value(QStringLiteral("seq")).toInt() - 1;
    };
    giveBack(*start, started);
    for (qsizetype i = started; i < undoDepth; ++i) {
        auto step = std::make_shared<TableSession::Step>();
        step->kind = TableSession::Step::Kind::Encounter;
        giveBack(*step, i + 1);
        steps.append(step);
    }
    return steps;
}

} // namespace battlemat
