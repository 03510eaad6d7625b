#pragma once

#include "mapedit/mapedit.h"
#include "session/tablecommand.h"

namespace battlemat {

/** A map edit (paint, walls and doors, tokens, hiding, hit points set in setup) as a command of the session. */
class MapEditCommand final : public TableCommand
{
public:
    explicit MapEditCommand(MapEdit edit)
        : m_edit(std::move(edit))
    {}
    QJsonObject toJson() const override { return m_edit.toJson(); }
    Result<QList<QJsonObject>> apply(TableState &state) const override;
    const MapEdit &edit() const { return m_edit; }

private:
    MapEdit m_edit;
};

} // namespace battlemat
