#include "fivetorches/injury.h"

#include <algorithm>
#include <array>

namespace battlemat::ftd {

namespace {

struct AbilityLossRow
{
    const char *name;
    const char *ability;
};

// d20 faces 2 to 7, in the table's order.
constexpr std::array abilityLosses{
    AbilityLossRow{"feeble", "STR"}, AbilityLossRow{"shaky", "DEX"},    AbilityLossRow{"weak", "CON"},
    AbilityLossRow{"addled", "INT"}, AbilityLossRow{"confused", "WIS"}, AbilityLossRow{"disfigured", "CHA"},
};

} // namespace

Result<Injury> Injury::band(int natural)
{
    if (natural < 1 || natural > 20)
        return Error{QStringLiteral("the injury table is rolled on a d20; %1 is outside 1 to 20").arg(natural)};
    Injury injury;
    injury.natural = natural;
    if (natural == 1) {
        injury.kind = InjuryKind::Dead;
        injury.name = QStringLiteral("false hope");
    } else if (natural <= 7) {
        const AbilityLossRow &row = abilityLosses.at(size_t(natural - 2));
        injury.kind = InjuryKind::AbilityLoss;
        injury.name = QString::fromLatin1(row.name);
        injury.ability = QString::fromLatin1(row.ability);
    } else if (natural <= 13) {
        injury.kind = InjuryKind::LostBodyPart;
        injury.name = QStringLiteral("lost body part");
    } else if (natural <= 19) {
        injury.kind = InjuryKind::DisadvantageUntilRest;
        injury.name = QStringLiteral("shaken");
    } else {
        injury.kind = InjuryKind::Standing;
        injury.name = QStringLiteral("standing");
    }
    return injury;
}

Result<Injury> Injury::resolve(int natural, DieSource &dice)
{
    auto injury = band(natural);
    if (!injury)
        return injury;
    Injury result = *injury;
    if (result.kind == InjuryKind::AbilityLoss || result.kind == InjuryKind::Standing) {
        auto amount = dice.roll(result.kind == InjuryKind::Standing ? 8 : 6);
        if (!amount)
            return amount.error();
        result.amount = *amount;
    }
    return result;
}

Result<Injury> Injury::roll(DieSource &dice)
{
    auto natural = dice.roll(20);
    if (!natural)
        return natural.error();
    return resolve(*natural, dice);
}

QString Injury::kindName() const
{
    switch (kind) {
    case InjuryKind::Dead:
        return QStringLiteral("dead");
    case InjuryKind::AbilityLoss:
        return QStringLiteral("ability-loss");
    case InjuryKind::LostBodyPart:
        return QStringLiteral("lost-body-part");
    case InjuryKind::DisadvantageUntilRest:
        return QStringLiteral("disadvantage-until-rest");
    case InjuryKind::Standing:
        break;
    }
    return QStringLiteral("standing");
}

int Injury::hitPointsAfter(int maximum) const
{
    if (kind == InjuryKind::Dead)
        return 0;
    // "return to 1 HP (or roll for healing)": standing heals 1d8 at once, on top of that 1 HP.
    return std::min(maximum, 1 + (kind == InjuryKind::Standing ? amount : 0));
}

} // namespace battlemat::ftd
