#pragma once

#include "orcus/damagestep.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace battlemat {

/** What a creature has against damage, by damage type name ("fire", ...; "" is untyped damage). */
struct DamageDefenses
{
    QStringList immune;
    QHash<QString, int> resist; // resistance by type
    QHash<QString, int> weak;   // weakness by type
    int resistAll = 0;          // "Resist all N" (published monsters)
    bool incorporeal = false;   // the Ghost template: half damage from all attacks
};

/** An amount of damage on its way to one creature, and what it came from. */
struct IncomingDamage
{
    int amount = 0;
    QString type;            // empty: untyped
    bool fromAttack = true;  // incorporeal and weakened halve only damage from attacks
    bool persistent = false; // "Do not halve persistent damage you do"
    bool dealerWeakened = false;
};

/**
 * The one Orcus damage adjustment ("Hit points and healing", orcus-gaps-filled.md section 7 "Weakened", the
 * monsters' "Resist all" and incorporeal): weakened halves, immunity stops it, incorporeal halves attacks, the larger
 * of a typed resistance and resist all subtracts, and a weakness adds to damage that is dealt at all. The encounter
 * (RulesContext::dealDamage, the one place damage is applied) deals damage through it; steps,
 * when given, receive each change by name for the explanation.
 */
int adjustDamage(const DamageDefenses &defenses, const IncomingDamage &damage, QList<DamageStep> *steps = nullptr);

} // namespace battlemat
