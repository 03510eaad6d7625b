#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "dice/diesource.h"
#include "modules/actiondice/actiondicenight.h"
#include "modules/actiondice/actiondicesettings.h"

#include <QJsonObject>
#include <QStringList>

namespace battlemat {

/**
 * The action dice module's commands as JSON objects ({"type": "boost", "hero": "kevin", ...}; docs/modules.md,
 * "Commands"), applied to a game night: each checks its fields and the rules' limits, then rolls and changes the
 * night, and answers with the event the log keeps. A refused command changes nothing.
 */
class ActionDiceCommands
{
public:
    /** The command types, in the order docs/modules.md lists them. */
    static QStringList types();
    /** Applies one command; the event on success, or what is wrong and where. */
    static Result<QJsonObject> apply(const QJsonObject &command, const JsonContext &context, ActionDiceNight &night,
                                     const ActionDiceSettings &settings, DieSource &dice);
};

} // namespace battlemat
