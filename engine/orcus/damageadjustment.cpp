#include "orcus/damageadjustment.h"

#include <algorithm>

namespace battlemat {

int adjustDamage(const DamageDefenses &defenses, const IncomingDamage &damage, QList<DamageStep> *steps)
{
    auto record = [steps](const QString &name, int before, int after) {
        if (steps)
            steps->append(DamageStep{name, before, after});
    };
    int amount = std::max(0, damage.amount);
    // "Weakened: Halve the damage you do from attacks. Do not halve persistent damage you do."
    if (damage.dealerWeakened && damage.fromAttack && !damage.persistent) {
        const int halved = amount / 2;
        record(QStringLiteral("weakened"), amount, halved);
        amount = halved;
    }
    const QString shownType = damage.type.isEmpty() ? QStringLiteral("untyped") : damage.type;
    if (defenses.immune.contains(damage.type) && !damage.type.isEmpty()) {
        record(QStringLiteral("immune ") + shownType, amount, 0);
        return 0;
    }
    // Incorporeal (the Ghost template, ../shared/rules/orcus-monsters-1.0.md): "takes half damage from all attacks";
    // persistent damage is not an attack.
    if (defenses.incorporeal && damage.fromAttack && !damage.persistent && amount > 0) {
        record(QStringLiteral("incorporeal"), amount, amount / 2);
        amount /= 2;
    }
    const int incoming = amount;
    // "Resist all N" and a resistance to the type do not add up: the larger one counts.
    const int typed = damage.type.isEmpty() ? 0 : defenses.resist.value(damage.type, 0);
    const int all = defenses.resistAll;
    if (const int resist = std::max(typed, all); resist > 0 && amount > 0) {
        const int reduced = std::max(0, amount - resist);
        record(all > typed ? QStringLiteral("resist all %1").arg(all)
                           : QStringLiteral("resist %1 %2").arg(shownType).arg(resist),
               amount, reduced);
        amount = reduced;
    }
    // Weakness adds to damage of its type that is dealt at all (none is dealt by a 0 after weakened).
    const int weak = damage.type.isEmpty() ? 0 : defenses.weak.value(damage.type, 0);
    if (weak > 0 && incoming > 0) {
        record(QStringLiteral("weak %1 %2").arg(shownType).arg(weak), amount, amount + weak);
        amount += weak;
    }
    return amount;
}

} // namespace battlemat
