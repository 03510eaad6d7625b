#include "powerchoices.h"

#include "rulestexts.h"

#include "orcus/ability.h"
#include "orcus/power.h"

#include <QCoreApplication>
#include <QVariantList>

using namespace battlemat;

namespace {

QVariantMap choice(const QString &id, const QString &name)
{
    return {{QStringLiteral("id"), id}, {QStringLiteral("name"), name}};
}

QString abilityName(Ability ability)
{
    switch (ability) {
    case Ability::Strength:
        return QCoreApplication::translate("PowerChoices", "Strength");
    case Ability::Constitution:
        return QCoreApplication::translate("PowerChoices", "Constitution");
    case Ability::Dexterity:
        return QCoreApplication::translate("PowerChoices", "Dexterity");
    case Ability::Intelligence:
        return QCoreApplication::translate("PowerChoices", "Intelligence");
    case Ability::Wisdom:
        return QCoreApplication::translate("PowerChoices", "Wisdom");
    case Ability::Charisma:
        return QCoreApplication::translate("PowerChoices", "Charisma");
    }
    return {};
}

QString originName(Power::Origin origin)
{
    switch (origin) {
    case Power::Origin::Melee:
        return QCoreApplication::translate("PowerChoices", "melee");
    case Power::Origin::Ranged:
        return QCoreApplication::translate("PowerChoices", "ranged");
    case Power::Origin::Near:
        return QCoreApplication::translate("PowerChoices", "near");
    case Power::Origin::Far:
        return QCoreApplication::translate("PowerChoices", "far");
    case Power::Origin::Self:
        return QCoreApplication::translate("PowerChoices", "self");
    }
    return {};
}

} // namespace

namespace PowerChoices {

QVariantMap all()
{
    QVariantList recharges;
    // The hero's usual three, and the monsters' "Recharge X-Y" rolls ("Action recharge").
    for (const char *id : {"at-will", "encounter", "daily", "recharge 4-6", "recharge 5-6", "recharge 6"})
        recharges.append(choice(QLatin1String(id), RulesTexts::recharge(*Recharge::fromString(QLatin1String(id)))));
    QVariantList actions;
    for (auto action :
         {Power::Action::Standard, Power::Action::Move, Power::Action::Swift, Power::Action::Free,
          Power::Action::Counter, Power::Action::Reaction, Power::Action::Opportunity, Power::Action::None})
        actions.append(choice(powerActionName(action), RulesTexts::action(action)));
    QVariantList origins;
    for (auto origin :
         {Power::Origin::Melee, Power::Origin::Ranged, Power::Origin::Near, Power::Origin::Far, Power::Origin::Self})
        origins.append(choice(powerOriginName(origin), originName(origin)));
    QVariantList abilities;
    for (Ability ability : allAbilities)
        abilities.append(choice(abilityKey(ability), abilityName(ability)));
    QVariantList defenses;
    for (Defense defense : allDefenses)
        defenses.append(choice(defenseKey(defense), RulesTexts::defense(defense)));
    QVariantList damageTypes{
        choice(damageTypeName(DamageType::Untyped), QCoreApplication::translate("PowerChoices", "untyped"))};
    for (int i = 1; i < damageTypeCount; ++i)
        damageTypes.append(choice(damageTypeName(DamageType(i)), RulesTexts::damageType(DamageType(i))));
    return {{QStringLiteral("recharge"), recharges}, {QStringLiteral("action"), actions},
            {QStringLiteral("origin"), origins},     {QStringLiteral("ability"), abilities},
            {QStringLiteral("defense"), defenses},   {QStringLiteral("damageType"), damageTypes}};
}

} // namespace PowerChoices
