#include "actiondicepools.h"

#include "campaigncontroller.h"
#include "encountercontroller.h"
#include "session/tablesession.h"

#include <QJsonArray>

#include <cmath>

namespace {
const QString moduleId = QStringLiteral("actionDice");
}

ActionDicePools::ActionDicePools(QObject *parent)
    : QObject(parent)
{}

void ActionDicePools::setTable(EncounterController *table)
{
    if (m_table == table)
        return;
    if (m_table)
        disconnect(m_table, nullptr, this, nullptr);
    m_table = table;
    if (m_table) {
        connect(m_table, &EncounterController::tableChanged, this, &ActionDicePools::reload);
        connect(m_table, &EncounterController::stateChanged, this, &ActionDicePools::reload);
        connect(m_table, &EncounterController::campaignChanged, this, &ActionDicePools::reload);
        connect(m_table, &EncounterController::tableCommandApplied, this, &ActionDicePools::describe);
        connect(m_table, &EncounterController::encounterCommandApplied, this, &ActionDicePools::describe);
    }
    reload();
    Q_EMIT tableChanged();
}

QVariantList ActionDicePools::campaignHeroes() const
{
    return m_table && m_table->campaign() ? m_table->campaign()->heroes() : QVariantList();
}

QString ActionDicePools::heroName(const QString &heroId) const
{
    for (const QVariant &hero : campaignHeroes()) {
        const QVariantMap row = hero.toMap();
        if (row.value(QStringLiteral("id")).toString() == heroId)
            return row.value(QStringLiteral("name")).toString();
    }
    return heroId;
}

void ActionDicePools::reload()
{
    const battlemat::TableSession *session = m_table ? m_table->session() : nullptr;
    m_inForce = session && session->table().rules.modules.contains(moduleId);
    const QJsonObject night =
        session ? session->table().modules.value(moduleId).value(QStringLiteral("gameNight")).toObject()
                : QJsonObject();
    m_nightRunning = m_inForce && night.value(QStringLiteral("running")).toBool();
    m_night = night.value(QStringLiteral("night")).toInt();
    const QJsonObject pools = night.value(QStringLiteral("pools")).toObject();
    m_pools.clear();
    m_byHero.clear();
    // The campaign's order first, then any hero of the night no longer in the campaign.
    QStringList order;
    for (const QVariant &hero : campaignHeroes())
        order << hero.toMap().value(QStringLiteral("id")).toString();
    for (const QString &id : pools.keys()) {
        if (!order.contains(id))
            order << id;
    }
    if (m_nightRunning) {
        for (const QString &id : std::as_const(order)) {
            if (!pools.contains(id))
                continue;
            QVariantMap row = pools.value(id).toObject().toVariantMap();
            row.insert(QStringLiteral("hero"), id);
            row.insert(QStringLiteral("name"), heroName(id));
            m_pools.append(row);
            m_byHero.insert(id, row);
        }
    }
    Q_EMIT changed();
}

bool ActionDicePools::startGameNight()
{
    if (!m_table)
        return false;
    QJsonArray heroes;
    for (const QVariant &hero : campaignHeroes()) {
        const QVariantMap row = hero.toMap();
        heroes.append(QJsonObject{{QStringLiteral("id"), row.value(QStringLiteral("id")).toString()},
                                  {QStringLiteral("level"), std::max(1, row.value(QStringLiteral("level")).toInt())}});
    }
    return m_table->run(QJsonObject{{QStringLiteral("type"), QStringLiteral("actionDice.startGameNight")},
                                    {QStringLiteral("heroes"), heroes}});
}

bool ActionDicePools::endGameNight()
{
    if (!m_table)
        return false;
    // Awarding action dice: "+25 XP x APL", the average party level.
    const QVariantList heroes = campaignHeroes();
    double sum = 0;
    for (const QVariant &hero : heroes)
        sum += std::max(1, hero.toMap().value(QStringLiteral("level")).toInt());
    const int partyLevel = heroes.isEmpty() ? 1 : std::max(1, int(std::lround(sum / double(heroes.size()))));
    return m_table->run(QJsonObject{{QStringLiteral("type"), QStringLiteral("actionDice.endGameNight")},
                                    {QStringLiteral("partyLevel"), partyLevel}});
}
