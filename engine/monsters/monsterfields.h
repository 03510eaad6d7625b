#pragma once

#include "core/result.h"
#include "orcus/monstertables.h"
#include "orcus/statblock.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace battlemat {

/** One number or text of a monster's block as the game master edits it: "ac" = "22", "power.0.attack" = "+6 vs AC". */
struct MonsterField
{
    QString key;   // "ac", "movement", "power.1.damage"
    QString label; // "Armor Class", "Power 2 damage": how a refusal names it
    QString value; // the block's value as text, in the form set() reads back
};

/** A refusal of an edit: the field at fault (its key and label) and why. */
struct MonsterFieldError
{
    QString key;
    QString label;
    QString reason; // "'x' is not a whole number from 1 to 99"
    QString message() const { return QStringLiteral("%1: %2").arg(label, reason); }
};

/**
 * Editing the numbers of a monster's stat block by field (Encounter > Monster library > Edit, `battlemat-cli monsters
 * edit --set KEY=VALUE`): level, role, rank, leader, XP, hit points, initiative, speed and movement modes ("fly 8
 * (hover), climb 4, phasing"), the four defenses, the six ability scores (past 30 as the published blocks print
 * them), the attack bonuses of its level, resistances, vulnerabilities and immunities (damage types or effects:
 * "poison, charm, sleep"), action points and saving-throw bonus; and per power its name, action, attack ("+6 vs
 * AC", or "" for none), hit damage ("2d8 + 5"), range or area ("melee 2", "ranged 10/20", "near burst 2", "far burst 1
 * within 10", "self") and recharge ("at-will", "recharge 5-6", "encounter"). A field is read back in the form it is
 * shown, and a value that does not read is refused naming the field; the block is never half-changed.
 */
class MonsterFields
{
public:
    /** Every field of the block, the general ones first, then each power's in order. */
    static QList<MonsterField> of(const StatBlock &block);
    /** The keys of one power's fields: "name", "action", "attack", "damage", "range", "recharge". */
    static QStringList powerFieldNames();
    /** The block with every edit applied in order, or the first refusal (the block as given is untouched). */
    static Result<StatBlock> apply(const StatBlock &block, const QList<QPair<QString, QString>> &edits,
                                   MonsterFieldError *error = nullptr);
    /**
     * The numbers the "Creating new monsters" tables (../shared/rules/orcus-basic-rules.txt) give its level, role and
     * rank: defenses, hit points (x2 elite, x4 boss, 1 mook), attack bonuses, damage columns, initiative and XP. What
     * the tables do not give (abilities, powers, speeds, resistances) stays; the changes in words.
     */
    static Result<StatBlock> tableNumbers(const StatBlock &block, const MonsterTables &tables, QStringList *changes);
};

} // namespace battlemat
