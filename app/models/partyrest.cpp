#include "partyrest.h"

#include "encountercontroller.h"

#include "encounter/healingrules.h"
#include "encounter/restcommand.h"

#include <QJsonObject>

using namespace battlemat;

namespace {

const EncounterState *restingState(const EncounterController *encounter)
{
    if (!encounter || encounter->running() || !encounter->processor())
        return nullptr;
    return &encounter->processor()->state();
}

} // namespace

PartyRest::PartyRest(QObject *parent)
    : QObject(parent)
{}

void PartyRest::setEncounter(EncounterController *encounter)
{
    if (m_encounter == encounter)
        return;
    if (m_encounter)
        disconnect(m_encounter, nullptr, this, nullptr);
    m_encounter = encounter;
    if (m_encounter)
        connect(m_encounter, &EncounterController::stateChanged, this, &PartyRest::changed);
    Q_EMIT encounterChanged();
    Q_EMIT changed();
}

bool PartyRest::available() const
{
    return restingState(m_encounter) != nullptr;
}

QVariantList PartyRest::party() const
{
    QVariantList rows;
    const EncounterState *state = restingState(m_encounter);
    if (!state)
        return rows;
    for (const Combatant &c : state->combatants) {
        if (c.side != QLatin1String("heroes"))
            continue;
        rows.append(QVariantMap{{QStringLiteral("id"), c.id},
                                {QStringLiteral("name"), c.name},
                                {QStringLiteral("hp"), c.hp},
                                {QStringLiteral("maxHp"), c.maxHp},
                                {QStringLiteral("recoveries"), c.recoveries},
                                {QStringLiteral("maxRecoveries"), c.maxRecoveries},
                                {QStringLiteral("recoveryValue"), c.recoveryValue},
                                {QStringLiteral("toFull"), HealingRules::recoveriesToFull(c)},
                                {QStringLiteral("dead"), c.dead},
                                {QStringLiteral("down"), !c.dead && c.hp <= 0}});
    }
    return rows;
}

int PartyRest::minutesSinceLongRest() const
{
    const EncounterState *state = restingState(m_encounter);
    return state ? state->minutesSinceLongRest : 0;
}

QString PartyRest::longRestRefusal() const
{
    const EncounterState *state = restingState(m_encounter);
    if (!state)
        return {};
    const Status allowed = RestCommand(RestCommand::Kind::Long, {}, 0).validate(*state);
    return allowed ? QString() : m_encounter->tableLanguage(allowed.errorMessage());
}

QVariantMap PartyRest::shortRestOutcome(const QString &creatureId, int spent) const
{
    const EncounterState *state = restingState(m_encounter);
    const Combatant *creature = state ? state->combatant(creatureId) : nullptr;
    if (!creature)
        return {};
    const HealingRules::ShortRestOutcome outcome = HealingRules::shortRest(*creature, spent);
    return {{QStringLiteral("hp"), outcome.hp}, {QStringLiteral("recoveriesLeft"), outcome.recoveriesLeft}};
}

bool PartyRest::takeShortRest(const QVariantMap &recoveries)
{
    if (!m_encounter)
        return false;
    QJsonObject spend;
    for (auto it = recoveries.begin(); it != recoveries.end(); ++it) {
        if (it.value().toInt() > 0)
            spend.insert(it.key(), it.value().toInt());
    }
    QJsonObject command{{QStringLiteral("type"), QStringLiteral("rest")},
                        {QStringLiteral("kind"), QStringLiteral("short")}};
    if (!spend.isEmpty())
        command.insert(QStringLiteral("recoveries"), spend);
    return m_encounter->run(command);
}

bool PartyRest::takeLongRest()
{
    return m_encounter && m_encounter->run({{QStringLiteral("type"), QStringLiteral("rest")},
                                            {QStringLiteral("kind"), QStringLiteral("long")}});
}

bool PartyRest::letTimePass(int minutes)
{
    return m_encounter && m_encounter->run({{QStringLiteral("type"), QStringLiteral("rest")},
                                            {QStringLiteral("kind"), QStringLiteral("wait")},
                                            {QStringLiteral("minutes"), minutes}});
}
