#pragma once

#include "core/jsonreader.h"
#include "fivetorches/abilityscores.h"
#include "fivetorches/ftdtables.h"

#include <QJsonObject>

namespace battlemat::ftd {

/** Damage dice of an attack, "1d8+2": count, sides and a flat bonus. */
struct DamageDice
{
    int count = 1;
    int sides = 6;
    int bonus = 0;

    QString text() const;
    /** "NdS", "NdS+B" or "NdS-B"; refused otherwise. */
    static Result<DamageDice> fromText(const QString &text);
};

/**
 * A Five Torches Deep monster by its HD: HP and morale bonus from the HD tables unless the file gives them, attack
 * bonus, damage, AC and speed. File format "battlemat-ftd-monster" (docs/five-torches-deep.md).
 */
struct FtdMonster
{
    QString name;
    int hitDice = 1;
    int maxHitPoints = 1;
    int armorClass = 10;
    int attackBonus = 0;
    DamageDice damage;
    int speedFeet = 30;
    int moraleBonus = 0;
    AbilityScores abilities; // all 10 unless given: WIS mod feeds morale, DEX score the initiative
    bool leader = false;     // the leader or expert whose fall suggests a morale check
    bool darksight = false;

    QJsonObject toJson() const;
    static Result<FtdMonster> fromJson(const QJsonObject &object, const JsonContext &context, const FtdTables &tables);
    static Result<FtdMonster> fromFile(const QString &fileName, const FtdTables &tables);
};

} // namespace battlemat::ftd
