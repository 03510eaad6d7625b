#pragma once

#include "core/jsonreader.h"
#include "fivetorches/abilityscores.h"
#include "fivetorches/corruption.h"
#include "session/tablecommand.h"

#include <optional>

namespace battlemat {

class DieSource;

/**
 * "fiveTorchesDeep.expose": a PC meets a disease, poison or venom ("Corruptions",
 * ../shared/rules/checks-actions-combat-gritty.txt). The first check (CON mod, DC 11 or the source's) is rolled at
 * once; a failure starts the course at stage 1, which the session keeps in the ruleset's state with the PC's
 * ability scores, and every hour the expedition clock passes advances it (advanceAfflictions). docs/modules.md.
 */
class FiveTorchesCorruptionCommand final : public TableCommand
{
public:
    static QString type();
    static Result<std::shared_ptr<const FiveTorchesCorruptionCommand>> fromJson(const QJsonObject &step,
                                                                                const JsonContext &where);

    QJsonObject toJson() const override { return m_step; }
    Result<QList<QJsonObject>> apply(TableState &state) const override;

    /**
     * Hours pass on the clock: every active course in the ruleset's state advances, rolling its stage checks with
     * the ruleset's dice. Returns the "fiveTorchesDeep.corruption" events, in order.
     */
    static Result<QList<QJsonObject>> advanceAfflictions(QJsonObject &moduleState, int hours, DieSource &dice);

private:
    QJsonObject m_step;
    QString m_pc;
    std::optional<ftd::AbilityScores> m_abilities; // none: the PC's scores already kept from an earlier course
    ftd::Corruption m_corruption;
};

} // namespace battlemat
