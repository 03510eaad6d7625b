#pragma once

#include "core/jsonreader.h"
#include "fivetorches/chase.h"
#include "session/tablecommand.h"

namespace battlemat {

/**
 * "fiveTorchesDeep.chase": one pursuer's (or a fleeing party's) chase check ("Chases",
 * ../shared/rules/checks-actions-combat-gritty.txt): DC 11 against a quarry of 30 ft, 1 more or less per 5 ft, the
 * ability by the ground (STR open, DEX uneven, CON over hours), disadvantage when the quarry can break line of sight,
 * advantage from a better position. Rolled with the ruleset's dice kept in the table state. docs/modules.md.
 */
class FiveTorchesChaseCommand final : public TableCommand
{
public:
    static QString type();
    static Result<std::shared_ptr<const FiveTorchesChaseCommand>> fromJson(const QJsonObject &step,
                                                                           const JsonContext &where);

    QJsonObject toJson() const override { return m_step; }
    Result<QList<QJsonObject>> apply(TableState &state) const override;

private:
    QJsonObject m_step;
    QString m_who;
    int m_modifier = 0;
    int m_quarrySpeed = ftd::Chase::baseSpeedFeet;
    ftd::ChaseGround m_ground = ftd::ChaseGround::Open;
    bool m_breaksSight = false;
    bool m_betterPosition = false;
    int m_dcAdjustment = 0;
};

} // namespace battlemat
