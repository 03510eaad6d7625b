#pragma once

#include "core/result.h"
#include "mapedit/mapedit.h"

#include <QJsonObject>
#include <QList>

namespace battlemat {

/**
 * The undo history of map editing. Each applied edit is kept with its inverse; undo applies the inverse, redo
 * the edit again. Every step is also written to an event log ("seq", "type"), the shape the encounter log uses,
 * so the edits can later be folded into it.
 */
class MapEditStack
{
public:
    /** Applies the edit to the scene and records it; a refused edit changes neither the scene nor the history. */
    Result<MapEdit> apply(TableScene &scene, const MapEdit &edit);
    /** Undoes the newest edit; returns the edit that was applied to the scene to do so. */
    Result<MapEdit> undo(TableScene &scene);
    Result<MapEdit> redo(TableScene &scene);

    bool canUndo() const { return m_done > 0; }
    bool canRedo() const { return m_done < m_steps.size(); }
    /** The edit undo would take back, or the one redo would repeat. */
    const MapEdit *undoEdit() const { return canUndo() ? &m_steps.at(m_done - 1).edit : nullptr; }
    const MapEdit *redoEdit() const { return canRedo() ? &m_steps.at(m_done).edit : nullptr; }

    const QList<QJsonObject> &events() const { return m_events; }
    void clear();

private:
    struct Step
    {
        MapEdit edit;
        MapEdit inverse;
    };
    void log(QJsonObject event);

    QList<Step> m_steps;
    qsizetype m_done = 0; // steps [0, m_done) are applied
    QList<QJsonObject> m_events;
};

} // namespace battlemat
