#include "encounter/moduledefensebonus.h"

#include "encounter/encounterstate.h"

#include <QJsonObject>

namespace battlemat {

int roundsLeft(const EncounterState &state, const ModuleDefenseBonus &bonus)
{
    return std::max(0, bonus.lastRound - state.round + 1);
}

int moduleDefenseBonus(const EncounterState &state, const QString &creature, DefenseKind defense)
{
    int total = 0;
    for (const ModuleDefenseBonus &bonus : state.moduleDefenseBonuses) {
        if (bonus.creature == creature && bonus.defense == defense && roundsLeft(state, bonus) > 0)
            total += bonus.bonus;
    }
    return total;
}

const ModuleDefenseBonus *runningModuleDefenseBonus(const EncounterState &state, const QString &module,
                                                    const QString &creature)
{
    for (const ModuleDefenseBonus &bonus : state.moduleDefenseBonuses) {
        if (bonus.module == module && bonus.creature == creature && roundsLeft(state, bonus) > 0)
            return &bonus;
    }
    return nullptr;
}

QJsonArray moduleDefenseBonusesToJson(const EncounterState &state)
{
    QJsonArray array;
    for (const ModuleDefenseBonus &bonus : state.moduleDefenseBonuses) {
        if (roundsLeft(state, bonus) <= 0)
            continue;
        array.append(QJsonObject{{QStringLiteral("module"), bonus.module},
                                 {QStringLiteral("creature"), bonus.creature},
                                 {QStringLiteral("defense"), defenseName(bonus.defense)},
                                 {QStringLiteral("bonus"), bonus.bonus},
                                 {QStringLiteral("lastRound"), bonus.lastRound},
                                 {QStringLiteral("roundsLeft"), roundsLeft(state, bonus)}});
    }
    return array;
}

} // namespace battlemat
