#pragma once

#include "core/jsonreader.h"
#include "fivetorches/ftdcheck.h"
#include "fivetorches/morale.h"
#include "fivetorches/returnroll.h"
#include "fivetorches/travelturn.h"
#include "session/tablecommand.h"

#include <QList>

#include <memory>

namespace battlemat {

/**
 * One Five Torches Deep table command (docs/modules.md, "Five Torches Deep"): advance the expedition clock by hours or
 * scenes (a travel turn each hour, lights and supplies burning down, resilience counted), a travel turn alone, the
 * roll to return, a morale check, a light lit, a PC joining, the clock set, the supplies counted, an injury rolled, a
 * resilience check, a night's rest. Read and checked whole from the step; apply rolls with the ruleset's seeded dice
 * kept in the table state, so undo and redo repeat the same rolls.
 */
class FiveTorchesCommand final : public TableCommand
{
public:
    enum class Kind : quint8
    {
        Advance,
        TravelTurn,
        Return,
        Morale,
        Light,
        Member,
        SetClock,
        Supplies,
        Injury,
        ResilienceCheck,
        Rest
    };

    struct ReturningPc
    {
        QString name;
        int modifier = 0;
    };

    static QStringList types();
    static Result<std::shared_ptr<const FiveTorchesCommand>> fromJson(const QJsonObject &step,
                                                                      const JsonContext &where);

    QJsonObject toJson() const override { return m_step; }
    Result<QList<QJsonObject>> apply(TableState &state) const override;

private:
    QJsonObject m_step;
    Kind m_kind = Kind::Advance;
    int m_hours = 0;
    int m_scenes = 0;
    int m_day = 1;
    ftd::Approach m_approach = ftd::Approach::Normal;
    QList<ReturningPc> m_pcs;
    ftd::ReturnPath m_path = ftd::ReturnPath::Dangerous;
    bool m_safeRest = false;
    QString m_who;
    ftd::MoraleModifier m_morale;
    ftd::Edge m_edge = ftd::Edge::None;
    std::optional<ftd::MoraleTrigger> m_trigger;
    ftd::MoraleScope m_scope = ftd::MoraleScope::Side;
    QString m_lightKind;
    int m_lightHours = 0;
    int m_constitution = 10;
    int m_supplies = 0;
    int m_d20 = 0; // an injury's d20 already rolled at the table; 0: the dice roll it
};

} // namespace battlemat
