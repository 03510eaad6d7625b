// The initiative tracker's rows: name, initiative, hit points, each effect with its duration, ties to order by
// drag (Orcus "Initiative", "Durations").
#include "encountercontroller.h"

#include "orcus/damagetype.h"
#include "orcus/defense.h"
#include "rulestexts.h"

#include <QJsonArray>

using namespace battlemat;

namespace {
// The engine names conditions as the rules do (effectspec.cpp); the tracker shows them in the user's language.
QString conditionName(const QString &condition)
{
    static const QHash<QString, const char *> names{
        {QStringLiteral("blinded"), QT_TRANSLATE_NOOP("EncounterController", "blinded")},
        {QStringLiteral("controlled"), QT_TRANSLATE_NOOP("EncounterController", "controlled")},
        {QStringLiteral("dazed"), QT_TRANSLATE_NOOP("EncounterController", "dazed")},
        {QStringLiteral("helpless"), QT_TRANSLATE_NOOP("EncounterController", "helpless")},
        {QStringLiteral("immobilized"), QT_TRANSLATE_NOOP("EncounterController", "immobilized")},
        {QStringLiteral("marked"), QT_TRANSLATE_NOOP("EncounterController", "marked")},
        {QStringLiteral("prone"), QT_TRANSLATE_NOOP("EncounterController", "prone")},
        {QStringLiteral("rattled"), QT_TRANSLATE_NOOP("EncounterController", "rattled")},
        {QStringLiteral("restrained"), QT_TRANSLATE_NOOP("EncounterController", "restrained")},
        {QStringLiteral("slowed"), QT_TRANSLATE_NOOP("EncounterController", "slowed")},
        {QStringLiteral("stunned"), QT_TRANSLATE_NOOP("EncounterController", "stunned")},
        {QStringLiteral("surprised"), QT_TRANSLATE_NOOP("EncounterController", "surprised")},
        {QStringLiteral("unconscious"), QT_TRANSLATE_NOOP("EncounterController", "unconscious")},
        {QStringLiteral("weakened"), QT_TRANSLATE_NOOP("EncounterController", "weakened")},
        {QStringLiteral("off-guard"), QT_TRANSLATE_NOOP("EncounterController", "off-guard")},
        {QStringLiteral("grappled"), QT_TRANSLATE_NOOP("EncounterController", "grappled")},
        {QStringLiteral("invisible"), QT_TRANSLATE_NOOP("EncounterController", "invisible")},
    };
    const char *name = names.value(condition);
    return name ? EncounterController::tr(name) : condition;
}

// "ac", "reflex" (an effect's defenses) as the rules print them, in the user's language: "AC and Reflex".
QString defenseNames(const QStringList &keys)
{
    QStringList names;
    for (const QString &key : keys) {
        const auto defense = defenseFromName(key);
        names.append(defense ? RulesTexts::defense(*defense) : key);
    }
    return names.join(EncounterController::tr(" and "));
}
} // namespace

// "dazed (save ends)", "slowed (until the end of Vex's next turn)": what the tracker shows, so the table knows
// when each effect goes (Orcus "Durations").
QStringList EncounterController::effectTexts(const EncounterState &state, const QString &id) const
{
    QStringList texts;
    const Combatant *creature = state.combatant(id);
    if (!creature)
        return texts;
    if (creature->dead)
        texts << tr("dead");
    else if (creature->isDying())
        texts << tr("dying");
    else if (creature->knockedOut)
        texts << tr("unconscious");
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target != id)
            continue;
        const Combatant *source = state.combatant(effect.source);
        const QString sourceName = source ? source->name : effect.source;
        const QString targetName = creature->name;
        QString what;
        if (!effect.spec.condition.isEmpty())
            what = conditionName(effect.spec.condition);
        else if (effect.spec.persistentDamage > 0)
            what = effect.spec.damageType.isEmpty()
                       ? tr("persistent damage %1").arg(effect.spec.persistentDamage)
                       : tr("persistent %1 damage %2").arg(effect.spec.damageType).arg(effect.spec.persistentDamage);
        else if (effect.spec.defenseBonus != 0 && effect.spec.defenses.isEmpty())
            what = tr("%1 to defenses")
                       .arg(effect.spec.defenseBonus > 0 ? QStringLiteral("+%1").arg(effect.spec.defenseBonus)
                                                         : QString::number(effect.spec.defenseBonus));
        else if (effect.spec.defenseBonus != 0)
            what = tr("%1 to %2")
                       .arg(effect.spec.defenseBonus > 0 ? QStringLiteral("+%1").arg(effect.spec.defenseBonus)
                                                         : QString::number(effect.spec.defenseBonus),
                            defenseNames(effect.spec.defenses));
        else if (effect.spec.speedChange != 0)
            what = tr("speed %1")
                       .arg(effect.spec.speedChange > 0 ? QStringLiteral("+%1").arg(effect.spec.speedChange)
                                                        : QString::number(effect.spec.speedChange));
        else if (effect.spec.resist > 0)
            what = effect.spec.damageType.isEmpty()
                       ? tr("resist all %1").arg(effect.spec.resist)
                       : tr("resist %1 %2")
                             .arg(RulesTexts::damageType(
                                 damageTypeFromName(effect.spec.damageType).value_or(DamageType::Untyped)))
                             .arg(effect.spec.resist);
        else if (effect.spec.losesResistances)
            what = tr("no resistances");
        else if (effect.spec.attackPenalty != 0)
            what = tr("-%1 to attack rolls").arg(effect.spec.attackPenalty);
        else if (effect.spec.attackBonus != 0)
            what = tr("+%1 to attack rolls").arg(effect.spec.attackBonus);
        else if (!effect.spec.negatesAura.isEmpty())
            what = tr("aura negated");
        else if (effect.spec.forbiddenAction == QLatin1String("step"))
            what = tr("cannot shift");
        else if (!effect.spec.forbiddenAction.isEmpty())
            what = tr("no %1 action").arg(effect.spec.forbiddenAction);
        else
            continue;
        QString until;
        switch (effect.spec.duration) {
        case EffectDuration::SaveEnds:
            until = tr("save ends");
            break;
        case EffectDuration::EndOfTargetNextTurn:
            until = tr("until the end of %1's next turn").arg(targetName);
            break;
        case EffectDuration::EndOfSourceNextTurn:
            until = tr("until the end of %1's next turn").arg(sourceName);
            break;
        case EffectDuration::StartOfTargetNextTurn:
            until = tr("until the start of %1's next turn").arg(targetName);
            break;
        case EffectDuration::StartOfSourceNextTurn:
            until = tr("until the start of %1's next turn").arg(sourceName);
            break;
        case EffectDuration::Encounter:
            // "until they leave the aura" (AuraRules) lasts at most the encounter.
            until = effect.spec.whileInAura.isEmpty() ? tr("until the encounter ends")
                                                      : tr("while in %1's aura").arg(sourceName);
            break;
        case EffectDuration::UntilResolved:
            break; // prone until it stands, grappled until it escapes: nothing to count down
        case EffectDuration::MaintainSwift:
            until = tr("while %1 maintains it").arg(sourceName);
            break;
        }
        texts << (until.isEmpty() ? what : tr("%1 (%2)").arg(what, until));
    }
    return texts;
}

bool EncounterController::moveTied(const QString &creatureId, const QString &otherId)
{
    if (!running())
        return fail(tr("No encounter is running."));
    const InitiativeOrder &initiative = processor()->state().initiative;
    const int entry = initiative.entryOf(creatureId);
    const int other = initiative.entryOf(otherId);
    if (entry < 0 || other < 0 || entry == other)
        return fail(tr("Drop it on another creature with the same initiative."));
    const QList<InitiativeEntry> &entries = initiative.entries();
    if (entries.at(entry).total != entries.at(other).total)
        return fail(tr("%1 (initiative %2) does not tie with %3 (initiative %4).")
                        .arg(creatureId)
                        .arg(entries.at(entry).total)
                        .arg(otherId)
                        .arg(entries.at(other).total));
    // The tied entries in their current order, with the dragged one moved to the other's place.
    QStringList tied;
    for (const InitiativeEntry &candidate : entries) {
        if (candidate.total == entries.at(entry).total)
            tied << candidate.members.constFirst();
    }
    const QString dragged = entries.at(entry).members.constFirst();
    const QString onto = entries.at(other).members.constFirst();
    tied.removeOne(dragged);
    tied.insert(entry < other ? tied.indexOf(onto) + 1 : tied.indexOf(onto), dragged);
    // Only entries still to act may move (the command checks it): leave out those that already acted.
    const int current = initiative.entryOf(processor()->state().current);
    QStringList order;
    for (const QString &id : std::as_const(tied)) {
        if (initiative.entryOf(id) > current)
            order << id;
    }
    return run({{QStringLiteral("type"), QStringLiteral("reorderInitiative")},
                {QStringLiteral("order"), QJsonArray::fromStringList(order)}});
}

int EncounterController::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_order.size());
}

QVariant EncounterController::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !processor())
        return {};
    const EncounterState &state = processor()->state();
    const QString id = m_order.at(index.row());
    const Combatant *creature = state.combatant(id);
    if (!creature)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return creature->name;
    case CreatureIdRole:
        return id;
    case SideRole:
        return creature->side;
    case InitiativeRole: {
        const int entry = state.initiative.entryOf(id);
        return entry < 0 ? QVariant() : QVariant(state.initiative.entries().at(entry).total);
    }
    case CurrentRole:
        return state.current == id;
    case HitPointsRole:
        return creature->hp;
    case MaxHitPointsRole:
        return creature->maxHp;
    case TempHitPointsRole:
        return creature->tempHp;
    case WardsRole:
        return creature->wards;
    case EffectsRole:
        return effectTexts(state, id);
    case TiedRole: {
        const int entry = state.initiative.entryOf(id);
        const int current = state.initiative.entryOf(state.current);
        if (entry < 0 || entry <= current)
            return false;
        const QList<InitiativeEntry> &entries = state.initiative.entries();
        for (int other = current + 1; other < entries.size(); ++other) {
            if (other != entry && entries.at(other).total == entries.at(entry).total)
                return true;
        }
        return false;
    }
    case HeroRole:
        return m_session->heroOf().value(id);
    case ConditionsRole: {
        QStringList conditions;
        if (creature->dead)
            conditions << tr("dead");
        else if (creature->isDying())
            conditions << tr("dying");
        else if (creature->knockedOut)
            conditions << tr("unconscious");
        for (const ActiveEffect &effect : state.effects) {
            if (effect.target != id || effect.spec.condition.isEmpty())
                continue;
            const QString name = conditionName(effect.spec.condition);
            if (!conditions.contains(name))
                conditions << name;
        }
        return conditions;
    }
    }
    return {};
}

QHash<int, QByteArray> EncounterController::roleNames() const
{
    return {{CreatureIdRole, "creatureId"},
            {NameRole, "name"},
            {SideRole, "side"},
            {InitiativeRole, "initiative"},
            {CurrentRole, "current"},
            {HitPointsRole, "hitPoints"},
            {MaxHitPointsRole, "maxHitPoints"},
            {TempHitPointsRole, "tempHitPoints"},
            {WardsRole, "wards"},
            {ConditionsRole, "conditions"},
            {EffectsRole, "effects"},
            {TiedRole, "tied"},
            {HeroRole, "hero"}};
}
