#pragma once

#include "session/tablesession.h"
#include "session/tablestate.h"

#include <QHash>
#include <QJsonObject>
#include <QList>

#include <memory>

namespace battlemat {

/**
 * The history a table starts with when its campaign is opened again, rebuilt from the file: the map edits and
 * sheets saved still undoable, and a resumed fight's steps down to its start.
 */
struct ReopenedHistory
{
    using Steps = QList<std::shared_ptr<TableSession::Step>>;

    /**
     * The newest events of the table's log, back to the first that is neither an edit of this map with its verified
     * inverse (MapEditCommand) nor a hero's sheet stored whose inverse still applies (HeroSheetCommand), oldest
     * first. Applying the inverses backwards from the table as the file holds it gives each state before.
     */
    static Steps tableSteps(const TableState &current, const QList<QJsonObject> &tableLog);
    /**
     * A resumed fight's start (its row's document) and each command after the initiative roll, up to the
     * processor's undo depth; a step that changed modules' state (an action die spent) gets it back from the
     * table log's "encounterStepModules" events (moduleSteps, by depth).
     */
    static Steps resumedFight(const QJsonObject &document, qsizetype undoDepth,
                              const QHash<int, QJsonObject> &moduleSteps, const TableState &table);
};

} // namespace battlemat
