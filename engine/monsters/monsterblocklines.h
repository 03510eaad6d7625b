#pragma once

#include "core/result.h"
#include "monsters/monsterimportreport.h"
#include "orcus/statblock.h"

#include <QString>
#include <QStringList>

namespace battlemat {

class MonsterTables;

/** "**AC:** 22; **Fort:** 21, **Ref:** 18, **Will:** 17; **Saving Throws:** +5" */
struct DefenseLine
{
    Defenses defenses;
    int savingThrows = 0;
};
Result<DefenseLine> readDefenseLine(const QString &line);

/**
 * "**Immune:** disease, poison, **Resist:** necrotic 10, incorporeal, **Vulnerable:** radiant 10": damage types
 * go to the damage adjustments, effects (charm, sleep, fear, prone) to immuneTo, "all N" and incorporeal to their
 * fields; the rest is a defense note kept as text.
 */
void readAdjustmentLine(const QString &line, StatBlock *block, QStringList *keptAsText);

/** The powers a multi-attack power names ("makes two claw attacks") linked to the block's own powers by name. */
void resolveAttacks(StatBlock *block, QStringList *keptAsText);

/** The sheet's attack bonuses from the printed powers (vs AC, vs the others), and where the printed numbers differ
 *  from the creation tables for its level, role and rank. */
void fillAttackBonuses(const MonsterTables &tables, StatBlock *block, MonsterImportNote *note);

/** "*Aura of Flame (Fire) aura 2:* A creature that enters ...": the aura, automated when the sentence is only who,
 *  when and how much damage; false when the line is not an aura. */
bool readAura(const QString &line, Aura *aura);

} // namespace battlemat
