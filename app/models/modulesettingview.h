#pragma once

#include <QJsonValue>
#include <QVariantMap>

namespace battlemat {
struct ModuleSetting;
}

/**
 * One module setting as Settings > Rules modules shows it: which control edits it (kind: "yesNo", "choice", "table"
 * or "typed", from the default's JSON kind), the choices and table columns with names in the table's language,
 * the chosen value, and the default said in words ("on", "hit points", "from level 1: 3d4, ...") rather than as
 * the JSON the campaign file stores.
 */
QVariantMap moduleSettingView(const battlemat::ModuleSetting &setting, const QJsonValue &chosen);
