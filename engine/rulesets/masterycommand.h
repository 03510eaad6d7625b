#pragma once

#include "core/jsonreader.h"
#include "mastery/masterydecider.h"
#include "mastery/masteryencounterjson.h"
#include "session/tablecommand.h"

#include <QHash>
#include <QList>

#include <memory>
#include <optional>

namespace battlemat {

/**
 * One command of the mastery-point ruleset on the table session (docs/modules.md, "Mastery points"):
 * "mastery.setup" puts an encounter (region map, sheets, monster groups, dice seed) on the table, and every contest
 * command of engine/mastery ("mastery.startCombat", "mastery.attack", "mastery.move", ...) runs on the stored
 * encounter state. Mastery Point offers are answered by the step itself, so that applying it again (redo, a replay)
 * gives the same result: "choices" lists the answers in order ("spend"/"pass", as the window's prompt recorded them),
 * or "mp" gives each side a budget that the documented default spends while losing (docs/mastery.md).
 */
class MasteryCommand final : public TableCommand
{
public:
    static QString prefix() { return QStringLiteral("mastery."); }
    /** The runner's commands, without the prefix. */
    static QStringList contestCommands();
    static QStringList types();
    /** settings: the ruleset's, defaults filled in (a setup without its own settings or seed takes them). */
    static Result<std::shared_ptr<const MasteryCommand>> fromJson(const QJsonObject &step, const JsonContext &where,
                                                                  const QJsonObject &settings);

    QJsonObject toJson() const override { return m_step; }
    Result<QList<QJsonObject>> apply(TableState &state) const override;

    /** The command as the engine's runner reads it: type without the prefix, the answers' fields removed. */
    QJsonObject runnerCommand() const;
    /**
     * Answers the offers from `choices`, else by the budgets of "mp" (none: always pass); opportunity attacks from
     * `opportunityAttacks` ("take" / "letGo" in the order offered; past the last, taken).
     */
    std::unique_ptr<MasteryDecider> decider() const;

private:
    Result<QList<QJsonObject>> setUp(TableState &state) const;

    QJsonObject m_step;
    QString m_name;                              // without the prefix
    std::optional<MasteryEncounterFile> m_setup; // a setup with its region map inline
    QJsonObject m_setupObject;                   // a setup on a campaign's region map: read when applied
    QString m_regionMapId;
    int m_apPerTurn = 3; // the campaign's setting: a roster sheet without its own "ap" gets it
    std::optional<QList<MasteryChoice>> m_choices;
    QHash<QString, int> m_budgets;
    QList<bool> m_opportunityAttacks; // "opportunityAttacks": taken (true) or let go, in the order offered
};

} // namespace battlemat
