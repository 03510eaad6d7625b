#pragma once

#include "core/jsonreader.h"

#include <QHash>
#include <QList>

namespace battlemat::ftd {

/**
 * The numbers the Gameplay chapter relies on without giving them: proficiency by level, monster HP and morale
 * bonus by HD, item loads, supplies burnt per hour, XP per gold piece, seconds per round, hours on the road a day.
 * Editable data (resources/data/five-torches-deep.json, embedded as :/battlemat/data/five-torches-deep.json); the
 * defaults and why are in docs/five-torches-deep.md.
 */
class FtdTables
{
public:
    /** The built-in tables; an error only if the embedded file were broken (a test checks it is not). */
    static const Result<FtdTables> &standard();
    static Result<FtdTables> fromJson(const QJsonObject &object, const QString &source);
    static Result<FtdTables> fromFile(const QString &fileName);

    int baseSpeedFeet() const { return m_baseSpeedFeet; }
    int secondsPerRound() const { return m_secondsPerRound; }
    int travelHoursPerDay() const { return m_travelHoursPerDay; }
    int suppliesPerHour() const { return m_suppliesPerHour; }
    int xpPerGold() const { return m_xpPerGold; }

    int maxLevel() const { return int(m_proficiency.size()); }
    int maxHitDice() const { return int(m_monsterHitPoints.size()); }
    /** Refused outside the table's levels. */
    Result<int> proficiency(int level) const;
    Result<int> monsterHitPoints(int hitDice) const;
    Result<int> moraleBonus(int hitDice) const;
    /** The loads of an item named in the table; refused for a name it does not list. */
    Result<int> itemLoad(const QString &name) const;
    QStringList itemNames() const;

private:
    int m_baseSpeedFeet = 30;
    int m_secondsPerRound = 6;
    int m_travelHoursPerDay = 10;
    int m_suppliesPerHour = 1;
    int m_xpPerGold = 1;
    QList<int> m_proficiency;
    QList<int> m_monsterHitPoints;
    QList<int> m_moraleBonus;
    QHash<QString, int> m_itemLoads;
};

} // namespace battlemat::ftd
