#include "session/mapedithistory.h"

#include "mapedit/mapeditjson.h"

namespace battlemat::MapEditHistory {

QList<Edit> rebuild(const TableState &current, const QList<QJsonObject> &tableLog)
{
    QList<Edit> edits;
    TableState after = current;
    for (qsizetype i = tableLog.size() - 1; i >= 0; --i) {
        const QJsonObject &event = tableLog.at(i);
        // An edit of another map, a rules choice, a module's step or an edit without its inverse ends what can be
        // undone: undoing past it would take its events out of the log too.
        if (!isMapEditType(event.value(QStringLiteral("type")).toString()) ||
            event.value(QStringLiteral("map")).toString() != current.mapId || current.mapId.isEmpty() ||
            !event.value(QStringLiteral("inverse")).isObject())
            break;
        auto inverse = mapEditFromJson(event.value(QStringLiteral("inverse")).toObject(), after.scene.map.grid,
                                       JsonContext(QStringLiteral("table log")));
        if (!inverse)
            break;
        TableState before = after;
        if (!applyMapEdit(before.scene, *inverse))
            break;
        QJsonObject command = event;
        command.remove(QStringLiteral("seq"));
        command.remove(QStringLiteral("map"));
        command.remove(QStringLiteral("inverse"));
        edits.prepend(Edit{command, event, before, after});
        after = std::move(before);
    }
    return edits;
}

} // namespace battlemat::MapEditHistory
