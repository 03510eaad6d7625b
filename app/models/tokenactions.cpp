#include "tokenactions.h"

#include "conditionlabels.h"

#include "encountercontroller.h"
#include "mapdocument.h"

#include "encounter/effectspec.h"
#include "encounter/selfpowerrules.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace battlemat;

namespace {

QString compact(const QJsonObject &command)
{
    return QString::fromUtf8(QJsonDocument(command).toJson(QJsonDocument::Compact));
}

} // namespace

TokenActions::TokenActions(QObject *parent)
    : QObject(parent)
{}

EncounterController *TokenActions::encounter() const
{
    return m_encounter;
}

void TokenActions::setEncounter(EncounterController *encounter)
{
    if (m_encounter == encounter)
        return;
    m_encounter = encounter;
    Q_EMIT encounterChanged();
}

QStringList TokenActions::conditionNames() const
{
    return effectConditionNames();
}

QStringList TokenActions::conditionLabels() const
{
    return ConditionLabels::labels(effectConditionNames());
}

bool TokenActions::healRolled(const QString &creatureId, const QString &dice)
{
    if (!m_encounter || !m_encounter->running())
        return fail(tr("Rolled healing is for a running encounter; outside one enter the amount."));
    return done(m_encounter->execute(compact({{QStringLiteral("type"), QStringLiteral("heal")},
                                              {QStringLiteral("target"), creatureId},
                                              {QStringLiteral("dice"), dice.trimmed()},
                                              {QStringLiteral("by"), creatureId}})));
}

bool TokenActions::adjustHitPoints(const QString &creatureId, const QString &kind, int amount)
{
    if (!m_encounter)
        return fail(tr("No table is open."));
    if (amount < 1)
        return fail(tr("Enter an amount of 1 or more."));
    const CommandProcessor *processor = m_encounter->processor();
    if (m_encounter->running() && processor->state().combatant(creatureId)) {
        QJsonObject command{{QStringLiteral("target"), creatureId}, {QStringLiteral("amount"), amount}};
        if (kind == QLatin1String("damage"))
            command.insert(QStringLiteral("type"), QStringLiteral("damage"));
        else if (kind == QLatin1String("heal"))
            command.insert(QStringLiteral("type"), QStringLiteral("heal"));
        else
            command.insert(QStringLiteral("type"), QStringLiteral("temporaryHitPoints"));
        return done(m_encounter->execute(compact(command)));
    }
    // Outside a fight the token's numbers are the map's: damage and healing change them, capped as the rules cap
    // healing at the maximum (Orcus "Healing"); temporary hit points belong to an encounter.
    MapDocument *map = m_encounter->document();
    if (!map)
        return fail(tr("No map is open."));
    const auto status = map->scene().statuses.value(creatureId);
    if (!status.hitPoints || !status.maxHitPoints)
        return fail(tr("This creature's hit points are not tracked: set them first."));
    if (kind == QLatin1String("temporary"))
        return fail(tr("Temporary hit points last for an encounter: start one first."));
    const int now = *status.hitPoints;
    const int max = *status.maxHitPoints;
    const int after = kind == QLatin1String("damage") ? now - amount : std::min(max, std::max(now, 0) + amount);
    return done(m_encounter->setHitPoints(creatureId, after, max));
}

bool TokenActions::addCondition(const QString &creatureId, const QString &condition, const QString &duration)
{
    if (!m_encounter || !m_encounter->running())
        return fail(tr("Conditions with a duration are tracked in an encounter: start one first."));
    const QJsonObject command{{QStringLiteral("type"), QStringLiteral("applyEffect")},
                              {QStringLiteral("target"), creatureId},
                              {QStringLiteral("source"), creatureId},
                              {QStringLiteral("effect"), QJsonObject{{QStringLiteral("condition"), condition},
                                                                     {QStringLiteral("duration"), duration}}}};
    return done(m_encounter->execute(compact(command)));
}

bool TokenActions::removeEffect(int effectId)
{
    if (!m_encounter || !m_encounter->running())
        return fail(tr("No encounter is running."));
    return done(m_encounter->execute(
        compact({{QStringLiteral("type"), QStringLiteral("endEffect")}, {QStringLiteral("effect"), effectId}})));
}

QVariantList TokenActions::effectsOn(const QString &creatureId) const
{
    QVariantList effects;
    if (!m_encounter || !m_encounter->running())
        return effects;
    for (const ActiveEffect &effect : m_encounter->processor()->state().effects) {
        if (effect.target == creatureId)
            effects.append(
                QVariantMap{{QStringLiteral("id"), effect.id}, {QStringLiteral("text"), effect.spec.describe()}});
    }
    return effects;
}

QVariantList TokenActions::selfPowersOf(const QString &creatureId) const
{
    QVariantList powers;
    if (!m_encounter || !m_encounter->running())
        return powers;
    const Combatant *creature = m_encounter->processor()->state().combatant(creatureId);
    if (!creature)
        return powers;
    for (const CombatPower *power : SelfPowerRules::usable(*creature)) {
        QString action;
        switch (power->action) {
        case ActionKind::Standard:
            action = tr("standard");
            break;
        case ActionKind::Move:
            action = tr("move");
            break;
        case ActionKind::Swift:
            action = tr("swift");
            break;
        case ActionKind::Free:
            action = tr("free");
            break;
        case ActionKind::Immediate:
            action = tr("immediate");
            break;
        }
        powers.append(QVariantMap{{QStringLiteral("id"), power->id},
                                  {QStringLiteral("name"), power->name},
                                  {QStringLiteral("text"), tr("%1 (%2)").arg(power->name, action)}});
    }
    return powers;
}

bool TokenActions::usePower(const QString &creatureId, const QString &powerId)
{
    if (!m_encounter || !m_encounter->running())
        return fail(tr("Powers are used in a running encounter: start one first."));
    return done(m_encounter->execute(compact({{QStringLiteral("type"), QStringLiteral("usePower")},
                                              {QStringLiteral("creature"), creatureId},
                                              {QStringLiteral("power"), powerId}})));
}

bool TokenActions::done(bool ok)
{
    if (!ok)
        return fail(m_encounter->errorMessage());
    if (!m_error.isEmpty()) {
        m_error.clear();
        Q_EMIT errorMessageChanged();
    }
    return true;
}

bool TokenActions::fail(const QString &message)
{
    m_error = message;
    Q_EMIT errorMessageChanged();
    return false;
}
