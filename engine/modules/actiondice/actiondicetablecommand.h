#pragma once

#include "core/jsonreader.h"
#include "session/tablecommand.h"

#include <QJsonObject>
#include <QList>

namespace battlemat {

/**
 * One action dice command on the table session ("actionDice.boost", "actionDice.startGameNight", ...;
 * docs/modules.md): it reads the module's state (the game night and its dice generator) from the table, applies
 * ActionDiceCommands with the campaign's settings and writes the state back. The session stores the result in one
 * transaction, and undo restores the state from before.
 */
class ActionDiceTableCommand final : public TableCommand
{
public:
    static constexpr const char *moduleId = "actionDice";

    ActionDiceTableCommand(QJsonObject step, JsonContext where, QJsonObject settings, QList<int> faces)
        : m_step(std::move(step))
        , m_where(std::move(where))
        , m_settings(std::move(settings))
        , m_faces(std::move(faces))
    {}

    QJsonObject toJson() const override { return m_step; }
    Result<QList<QJsonObject>> apply(TableState &state) const override;

private:
    QJsonObject m_step;     // as given, "type": "actionDice.<command>"
    JsonContext m_where;    // where the step was written, for the messages of a refusal
    QJsonObject m_settings; // the campaign's, defaults filled in
    QList<int> m_faces;
};

} // namespace battlemat
