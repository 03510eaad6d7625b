#pragma once

#include "core/jsonreader.h"
#include "fivetorches/ftdcheck.h"
#include "fivetorches/ftdfight.h"
#include "session/tablecommand.h"

#include <QList>

#include <memory>

namespace battlemat {

/**
 * One step of a Five Torches Deep fight on the battle map (docs/modules.md, "Five Torches Deep combat";
 * ../shared/rules/checks-actions-combat-gritty.txt, "PC Actions" to "Morale"): start it with the map's creatures in
 * DEX order, attack, move, take an action, hide, delay, stabilize (then the injury table), check morale, a PC's
 * damaging check, the light, retreat, the next turn, end and close it. The fight lives in the ruleset's state beside
 * the expedition; the tokens' hit points are written to the map in the same step, so undo takes both back.
 */
class FiveTorchesFightCommand final : public TableCommand
{
public:
    enum class Kind : quint8
    {
        StartFight,
        Attack,
        Move,
        Act,
        Hide,
        Delay,
        NextTurn,
        Stabilize,
        FightMorale,
        Hazard,
        FightLight,
        Retreat,
        EndFight,
        CloseFight,
        SetFighter
    };

    static QStringList types();
    static Result<std::shared_ptr<const FiveTorchesFightCommand>> fromJson(const QJsonObject &step,
                                                                           const JsonContext &where);

    QJsonObject toJson() const override { return m_step; }
    Result<QList<QJsonObject>> apply(TableState &state) const override;

    // The step as read; the rules (fivetorchesfightrules.cpp) work from these.
    QJsonObject m_step;
    Kind m_kind = Kind::NextTurn;
    QList<ftd::FtdFighter> m_fighters; // StartFight; SetFighter: the one with its new numbers
    QList<QJsonObject> m_entries;      // StartFight: each combatant as the step gave it (a stored sheet is read later)
    ftd::LightLevel m_light = ftd::LightLevel::WellLit;
    QString m_who;       // the acting combatant (attacker, mover, helper, hider, the PC of a hazard)
    QString m_target;    // attack, stabilize, delay (after whom)
    QStringList m_group; // morale: who rolls
    bool m_together = true;
    bool m_ranged = false;
    QString m_weapon; // attack: the weapon named, if any
    bool m_halfSpeed = false;
    bool m_magic = false;
    bool m_surrender = false;
    ftd::Edge m_edge = ftd::Edge::None;
    ftd::FtdAction m_action = ftd::FtdAction::Quick;
    QString m_what;
    int m_x = 0;
    int m_y = 0;
    int m_modifier = 0;
    int m_dc = 10;
    bool m_checkCalled = false;
    ftd::DamageDice m_damage;
    std::optional<ftd::MoraleTrigger> m_trigger;
    QList<int> m_faces; // dice typed in at the table (or the text's example), used before the ruleset's dice
};

} // namespace battlemat
