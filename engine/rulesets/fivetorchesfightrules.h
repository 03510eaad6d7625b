#pragma once

#include "fivetorches/ftdcheck.h"
#include "fivetorches/ftdfight.h"
#include "fivetorches/rangeband.h"
#include "grid/battlemap.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace battlemat {

/** The fight kept in the Five Torches Deep ruleset's state, if one is on ("fight" beside the expedition). */
std::optional<ftd::FtdFight> fightOf(const QJsonObject &rulesetState);

/** Feet between two creatures' spaces on the map, 5 ft a square, diagonals too (the nearest squares count). */
int feetBetween(const MapCreature &a, const MapCreature &b);

/**
 * What an attack would be, before it is rolled: whether it may be made now (whose turn, the active action left,
 * stealth, the range band) and with what edge, from every source the text names ("Range & Attacks", "Light", load
 * and injury's disadvantage on all checks, the GM's call). The window's odds and the roll use this one function.
 */
struct FtdAttackPlan
{
    bool allowed = false;
    QString reason; // why not, when not allowed
    int distanceFeet = 0;
    ftd::RangeBand band = ftd::RangeBand::Close;
    int bonus = 0;
    int armorClass = 10;
    ftd::DamageDice damage;
    QString weapon; // the PC's weapon attacked with, when one was named
    ftd::Edge edge = ftd::Edge::None;
    ftd::LightLevel light = ftd::LightLevel::WellLit; // on the target's square
    QStringList advantages;                           // "darksight in darkness", "the GM's call"
    QStringList disadvantages;                        // "ranged attack in melee", "dim light: ranged attack", ...
    double chance = 0;                                // of hitting (a natural 20 always hits)

    QJsonObject toJson() const;
};

/** A named weapon (one of the attacker's sheet's) decides melee or ranged, the bonus, damage and range. */
FtdAttackPlan planAttack(const ftd::FtdFight &fight, const BattleMap &map, const QString &attacker,
                         const QString &target, bool ranged, ftd::Edge gmEdge, const QString &weapon = {});

/** The chance that d20 + bonus meets the AC with that edge; a natural 20 always hits. */
double hitChance(int bonus, int armorClass, ftd::Edge edge);

} // namespace battlemat
