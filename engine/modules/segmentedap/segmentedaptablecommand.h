#pragma once

#include "core/jsonreader.h"
#include "session/tablecommand.h"

#include <QJsonObject>

namespace battlemat {

/**
 * One segmented action points command on the table session ("segmentedAp.act", ...; docs/modules.md): reads the
 * segment clock from the module's state, applies SegmentedApCommands with the campaign's settings and writes the
 * clock back. Undo is the session's (it restores the state from before).
 */
class SegmentedApTableCommand final : public TableCommand
{
public:
    static constexpr const char *moduleId = "segmentedAp";

    SegmentedApTableCommand(QJsonObject step, JsonContext where, QJsonObject settings)
        : m_step(std::move(step))
        , m_where(std::move(where))
        , m_settings(std::move(settings))
    {}

    QJsonObject toJson() const override { return m_step; }
    Result<QList<QJsonObject>> apply(TableState &state) const override;

private:
    QJsonObject m_step;
    JsonContext m_where;
    QJsonObject m_settings;
};

} // namespace battlemat
