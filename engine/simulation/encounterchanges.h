#pragma once

#include "core/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace battlemat {

/** One single change to an encounter whose effect on the odds the simulation measures. */
struct EncounterChange
{
    QString kind;     // "removeMonster", "monsterUp2", "monsterDown2", "removeHero"
    QString creature; // the creature changed
    QJsonObject encounter;
};

/**
 * The single changes docs/simulation.md "Which change matters most" tries, each as a whole encounter file: every
 * monster removed, every monster two levels up and two levels down, every hero removed. A level change follows
 * Orcus "Creating new monsters", whose every number is "+ level": defenses and attack bonuses move by the levels
 * changed, hit points by the role's hit points per level (times the rank's multiplier), damage by the difference
 * of the at-will single-target damage of the two levels (MonsterTables). The role is the block's builder role, a
 * striker when it has none; a level outside 1..30 is not tried.
 */
namespace EncounterChanges {

QList<EncounterChange> singleChanges(const QJsonObject &encounter);
QJsonObject withoutCreature(QJsonObject encounter, const QString &id);
Result<QJsonObject> withLevelShift(QJsonObject encounter, const QString &id, int levels);

} // namespace EncounterChanges
} // namespace battlemat
