#include "session/mapeditcommand.h"

#include "grid/battlemapjson.h"
#include "mapedit/mapeditjson.h"

namespace battlemat {

namespace {

// The inverse applyMapEdit returned, as the table's log keeps it, when reading it back and applying it to the map
// after the edit gives exactly the map before (what the file holds): then a reopened table can still undo the edit
// (ReopenedHistory::tableSteps). A background picture's inverse would carry the old picture's bytes again: not kept.
std::optional<QJsonObject> verifiedInverse(const MapEdit &inverse, const BattleMap &before, const TableScene &after)
{
    if (inverse.kind == MapEdit::Kind::SetBackground)
        return std::nullopt;
    const QJsonObject json = inverse.toJson();
    auto read = mapEditFromJson(json, after.map.grid, JsonContext(QStringLiteral("inverse")));
    if (!read)
        return std::nullopt;
    TableScene undone = after;
    if (!applyMapEdit(undone, *read) || battleMapToJson(undone.map) != battleMapToJson(before))
        return std::nullopt;
    return json;
}

} // namespace

Result<QList<QJsonObject>> MapEditCommand::apply(TableState &state) const
{
    // applyMapEdit checks everything before it changes anything. The session undoes by restoring the table as it
    // was; the inverse is for a reopened table, whose history before the reopening is gone.
    const BattleMap before = state.scene.map;
    auto applied = applyMapEdit(state.scene, m_edit);
    if (!applied)
        return applied.error();
    QJsonObject event = m_edit.toJson();
    event.insert(QStringLiteral("map"), state.mapId);
    if (const auto inverse = verifiedInverse(*applied, before, state.scene))
        event.insert(QStringLiteral("inverse"), *inverse);
    return QList<QJsonObject>{event};
}

} // namespace battlemat
