#include "session/mapeditcommand.h"

namespace battlemat {

Result<QList<QJsonObject>> MapEditCommand::apply(TableState &state) const
{
    // applyMapEdit checks everything before it changes anything; its inverse is not needed here, because the
    // session undoes by restoring the table as it was.
    auto applied = applyMapEdit(state.scene, m_edit);
    if (!applied)
        return applied.error();
    return QList<QJsonObject>{m_edit.toJson()};
}

} // namespace battlemat
