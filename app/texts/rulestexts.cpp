#include "rulestexts.h"

#include "sheettexts.h"

#include "sheet/charactersheet.h" // signedNumber

#include <QCoreApplication>
#include <QStringList>

using namespace battlemat;

namespace RulesTexts {

QString defense(Defense defense)
{
    switch (defense) {
    case Defense::AC:
        return QCoreApplication::translate("RulesTexts", "AC");
    case Defense::Fortitude:
        return QCoreApplication::translate("RulesTexts", "Fortitude");
    case Defense::Reflex:
        return QCoreApplication::translate("RulesTexts", "Reflex");
    case Defense::Will:
        return QCoreApplication::translate("RulesTexts", "Will");
    }
    return {};
}

QString defensePart(const QJsonObject &part)
{
    const QString kind = part.value(QStringLiteral("kind")).toString();
    const QString item = part.value(QStringLiteral("item")).toString();
    const QString value = signedNumber(part.value(QStringLiteral("value")).toInt());
    QString source;
    if (kind == QLatin1String("armor"))
        source = QCoreApplication::translate("RulesTexts", "base %1").arg(SheetTexts::equipment(item));
    else if (kind == QLatin1String("base"))
        source = QCoreApplication::translate("RulesTexts", "base");
    else if (kind == QLatin1String("halfLevel"))
        source = QCoreApplication::translate("RulesTexts", "half level");
    else if (kind == QLatin1String("ability"))
        source = SheetTexts::shown(item);
    else if (kind == QLatin1String("shield"))
        source = SheetTexts::equipment(item);
    else if (kind == QLatin1String("notProficient"))
        source = QCoreApplication::translate("RulesTexts", "not proficient with %1").arg(SheetTexts::equipment(item));
    else if (kind == QLatin1String("otherBonuses"))
        source = QCoreApplication::translate("RulesTexts", "other bonuses");
    else if (kind == QLatin1String("statBlock"))
        source = QCoreApplication::translate("RulesTexts", "stat block");
    else
        source = part.value(QStringLiteral("source")).toString(); // a part this list does not know, in English
    return QStringLiteral("%1 %2").arg(source, value);
}

QString damageType(DamageType type)
{
    switch (type) {
    case DamageType::Untyped:
        return {};
    case DamageType::Acid:
        return QCoreApplication::translate("RulesTexts", "acid");
    case DamageType::Cold:
        return QCoreApplication::translate("RulesTexts", "cold");
    case DamageType::Fire:
        return QCoreApplication::translate("RulesTexts", "fire");
    case DamageType::Force:
        return QCoreApplication::translate("RulesTexts", "force");
    case DamageType::Lightning:
        return QCoreApplication::translate("RulesTexts", "lightning");
    case DamageType::Necrotic:
        return QCoreApplication::translate("RulesTexts", "necrotic");
    case DamageType::Poison:
        return QCoreApplication::translate("RulesTexts", "poison");
    case DamageType::Psychic:
        return QCoreApplication::translate("RulesTexts", "psychic");
    case DamageType::Radiant:
        return QCoreApplication::translate("RulesTexts", "radiant");
    case DamageType::Thunder:
        return QCoreApplication::translate("RulesTexts", "thunder");
    }
    return {};
}

QString damageAdjustments(const DamageAdjustments &adjustments)
{
    QStringList parts;
    for (auto it = adjustments.resistances.begin(); it != adjustments.resistances.end(); ++it)
        parts.append(
            QCoreApplication::translate("RulesTexts", "resist %1 %2").arg(damageType(it.key())).arg(it.value()));
    QStringList immune;
    for (DamageType type : adjustments.immunities)
        immune.append(damageType(type));
    immune.sort();
    for (const QString &type : immune)
        parts.append(QCoreApplication::translate("RulesTexts", "immune %1").arg(type));
    for (auto it = adjustments.weaknesses.begin(); it != adjustments.weaknesses.end(); ++it)
        parts.append(QCoreApplication::translate("RulesTexts", "weak %1 %2").arg(damageType(it.key())).arg(it.value()));
    return parts.join(QStringLiteral(", "));
}

QString recharge(const Recharge &recharge)
{
    switch (recharge.kind) {
    case Recharge::Kind::AtWill:
        return QCoreApplication::translate("RulesTexts", "at-will");
    case Recharge::Kind::Encounter:
        return QCoreApplication::translate("RulesTexts", "encounter");
    case Recharge::Kind::Daily:
        return QCoreApplication::translate("RulesTexts", "daily");
    case Recharge::Kind::OnRoll:
        return recharge.rollMin == recharge.rollMax
                   ? QCoreApplication::translate("RulesTexts", "recharge %1").arg(recharge.rollMin)
                   : QCoreApplication::translate("RulesTexts", "recharge %1-%2")
                         .arg(recharge.rollMin)
                         .arg(recharge.rollMax);
    case Recharge::Kind::OnCondition:
        // The condition is the stat block's printed words.
        return QCoreApplication::translate("RulesTexts", "recharge if %1").arg(recharge.condition);
    }
    return {};
}

QString action(Power::Action action)
{
    switch (action) {
    case Power::Action::Standard:
        return QCoreApplication::translate("RulesTexts", "standard action");
    case Power::Action::Move:
        return QCoreApplication::translate("RulesTexts", "move action");
    case Power::Action::Swift:
        return QCoreApplication::translate("RulesTexts", "swift action");
    case Power::Action::Free:
        return QCoreApplication::translate("RulesTexts", "free action");
    case Power::Action::Counter:
        return QCoreApplication::translate("RulesTexts", "counter");
    case Power::Action::Reaction:
        return QCoreApplication::translate("RulesTexts", "reaction");
    case Power::Action::Opportunity:
        return QCoreApplication::translate("RulesTexts", "opportunity action");
    case Power::Action::None:
        return QCoreApplication::translate("RulesTexts", "no action");
    }
    return {};
}

QString duration(ConditionDuration duration)
{
    switch (duration) {
    case ConditionDuration::UntilEndOfTargetsNextTurn:
        return QCoreApplication::translate("RulesTexts", "until the end of the target's next turn");
    case ConditionDuration::UntilEndOfUsersNextTurn:
        return QCoreApplication::translate("RulesTexts", "until the end of the user's next turn");
    case ConditionDuration::UntilStartOfTargetsNextTurn:
        return QCoreApplication::translate("RulesTexts", "until the start of the target's next turn");
    case ConditionDuration::UntilStartOfUsersNextTurn:
        return QCoreApplication::translate("RulesTexts", "until the start of the user's next turn");
    case ConditionDuration::SaveEnds:
        return QCoreApplication::translate("RulesTexts", "save ends");
    case ConditionDuration::EndOfEncounter:
        return QCoreApplication::translate("RulesTexts", "until the end of the encounter");
    case ConditionDuration::UntilResolved:
        return QCoreApplication::translate("RulesTexts", "until it is resolved");
    }
    return {};
}

QString size(CreatureSize size)
{
    switch (size) {
    case CreatureSize::Tiny:
        return QCoreApplication::translate("RulesTexts", "tiny");
    case CreatureSize::Small:
        return QCoreApplication::translate("RulesTexts", "small");
    case CreatureSize::Medium:
        return QCoreApplication::translate("RulesTexts", "medium");
    case CreatureSize::Large:
        return QCoreApplication::translate("RulesTexts", "large");
    case CreatureSize::Huge:
        return QCoreApplication::translate("RulesTexts", "huge");
    case CreatureSize::Gargantuan:
        return QCoreApplication::translate("RulesTexts", "gargantuan");
    }
    return {};
}

QString coins(const Coins &coins)
{
    QStringList parts;
    for (auto [amount, unit] : {std::pair{coins.platinum, QCoreApplication::translate("RulesTexts", "pp")},
                                {coins.gold, QCoreApplication::translate("RulesTexts", "gp")},
                                {coins.silver, QCoreApplication::translate("RulesTexts", "sp")},
                                {coins.copper, QCoreApplication::translate("RulesTexts", "cp")}}) {
        if (amount != 0)
            parts.append(QStringLiteral("%1 %2").arg(amount).arg(unit));
    }
    return parts.isEmpty() ? QCoreApplication::translate("RulesTexts", "none") : parts.join(QStringLiteral(", "));
}

} // namespace RulesTexts
