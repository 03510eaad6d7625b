#include "segmentclockmodel.h"

#include "encountercontroller.h"
#include "modules/segmentedap/segmentclock.h"
#include "modules/segmentedap/segmentedactioncosts.h"
#include "modules/segmentedap/segmentedapsettings.h"
#include "session/tablesession.h"

#include <QJsonArray>

using namespace battlemat;

namespace {
const QString moduleId = QStringLiteral("segmentedAp");
}

SegmentClockModel::SegmentClockModel(QObject *parent)
    : QObject(parent)
{}

void SegmentClockModel::setTable(EncounterController *table)
{
    if (m_table == table)
        return;
    if (m_table)
        disconnect(m_table, nullptr, this, nullptr);
    m_table = table;
    if (m_table) {
        connect(m_table, &EncounterController::tableChanged, this, &SegmentClockModel::reload);
        connect(m_table, &EncounterController::stateChanged, this, &SegmentClockModel::reload);
    }
    reload();
    Q_EMIT tableChanged();
}

QString SegmentClockModel::nameOf(const QString &id) const
{
    const CommandProcessor *encounter = m_table && m_table->running() ? m_table->processor() : nullptr;
    const Combatant *creature = encounter ? encounter->state().combatant(id) : nullptr;
    return creature ? creature->name : id;
}

void SegmentClockModel::reload()
{
    const TableSession *session = m_table ? m_table->session() : nullptr;
    m_inForce = session && session->table().rules.modules.contains(moduleId);
    SegmentClock clock;
    if (m_inForce) {
        auto read =
            SegmentClock::fromJson(session->table().modules.value(moduleId).value(QStringLiteral("clock")).toObject(),
                                   JsonContext(QStringLiteral("segmentedAp.clock")));
        if (read)
            clock = *read;
    }
    m_running = m_inForce && clock.started();
    // Whether Next segment, Sprint and Abort are the fight's own commands now (the session routes them there).
    auto settings =
        SegmentedApSettings::fromJson(session ? session->table().rules.settings.value(moduleId) : QJsonObject(),
                                      JsonContext(QStringLiteral("segmentedAp settings")));
    m_drivesFight = m_running && m_table->running() && settings && settings->clockDrivesEncounter;
    m_turn = clock.turn();
    m_segment = clock.segment();
    m_combatants.clear();
    if (m_running) {
        const QJsonObject view = clock.view().value(QStringLiteral("combatants")).toObject();
        for (const QString &id : clock.actingOrder()) {
            const QJsonObject points = view.value(id).toObject();
            const QJsonArray affordable = points.value(QStringLiteral("canAfford")).toArray();
            const int speed = points.value(QStringLiteral("speed")).toInt();
            SegmentedActionRequest half;
            half.speed = speed;
            half.kind = SegmentedActionKind::HalfPhaseAction;
            SegmentedActionRequest full = half;
            full.kind = SegmentedActionKind::FullPhaseAction;
            const auto halfCost = SegmentedActionCosts::cost(half);
            const auto fullCost = SegmentedActionCosts::cost(full);
            m_combatants.append(QVariantMap{
                {QStringLiteral("id"), id},
                {QStringLiteral("name"), nameOf(id)},
                {QStringLiteral("pap"), points.value(QStringLiteral("pap")).toInt()},
                {QStringLiteral("sap"), points.value(QStringLiteral("sap")).toInt()},
                {QStringLiteral("speed"), speed},
                {QStringLiteral("sprinting"), points.value(QStringLiteral("sprinting")).toBool()},
                {QStringLiteral("aborted"), points.value(QStringLiteral("aborted")).toBool()},
                {QStringLiteral("halfCost"), halfCost ? halfCost->cost : 0},
                {QStringLiteral("fullCost"), fullCost ? fullCost->cost : 0},
                {QStringLiteral("canHalfAttack"), affordable.contains(QStringLiteral("half-attack"))},
                {QStringLiteral("canHalf"), affordable.contains(QStringLiteral("half"))},
                {QStringLiteral("canFull"), affordable.contains(QStringLiteral("full"))},
            });
        }
    }
    Q_EMIT changed();
}

bool SegmentClockModel::startClock()
{
    if (!m_table)
        return false;
    if (!m_table->running())
        return m_table->reportError(tr("Start an encounter first: the segment clock counts its creatures' time."));
    // "Actions in Dexterity order": the creatures' Dexterity modifiers order them as their scores would.
    QJsonArray combatants;
    for (const Combatant &creature : m_table->processor()->state().combatants) {
        if (creature.dead)
            continue;
        combatants.append(QJsonObject{{QStringLiteral("id"), creature.id},
                                      {QStringLiteral("dexterity"), creature.dexterity},
                                      {QStringLiteral("orcusSpeed"), creature.speed}});
    }
    return m_table->run(QJsonObject{{QStringLiteral("type"), QStringLiteral("segmentedAp.startClock")},
                                    {QStringLiteral("combatants"), combatants}});
}

bool SegmentClockModel::nextSegment()
{
    return m_table && m_table->run({{QStringLiteral("type"), QStringLiteral("segmentedAp.nextSegment")}});
}

bool SegmentClockModel::endClock()
{
    return m_table && m_table->run({{QStringLiteral("type"), QStringLiteral("segmentedAp.endClock")}});
}

bool SegmentClockModel::act(const QString &combatant, const QString &action)
{
    return m_table && m_table->run({{QStringLiteral("type"), QStringLiteral("segmentedAp.act")},
                                    {QStringLiteral("combatant"), combatant},
                                    {QStringLiteral("action"), action}});
}

bool SegmentClockModel::move(const QString &combatant, bool sprint)
{
    if (!m_table)
        return false;
    // The SAP move first; once it is used this segment, the PAP move (the text: "They may ... spend a Primary
    // action point as well to move again").
    bool withPrimary = false;
    const TableSession *session = m_table->session();
    auto clock =
        SegmentClock::fromJson(session->table().modules.value(moduleId).value(QStringLiteral("clock")).toObject(),
                               JsonContext(QStringLiteral("segmentedAp.clock")));
    if (clock) {
        if (auto current = clock->combatant(combatant))
            withPrimary = current->movedSecondary;
    }
    return m_table->run({{QStringLiteral("type"), QStringLiteral("segmentedAp.move")},
                         {QStringLiteral("combatant"), combatant},
                         {QStringLiteral("withPrimary"), withPrimary},
                         {QStringLiteral("sprint"), sprint}});
}

bool SegmentClockModel::abortToDefence(const QString &combatant)
{
    return m_table && m_table->run({{QStringLiteral("type"), QStringLiteral("segmentedAp.abort")},
                                    {QStringLiteral("combatant"), combatant},
                                    {QStringLiteral("action"), QStringLiteral("half")}});
}

bool SegmentClockModel::reset(const QString &combatant, const QString &reason)
{
    return m_table && m_table->run({{QStringLiteral("type"), QStringLiteral("segmentedAp.reset")},
                                    {QStringLiteral("combatant"), combatant},
                                    {QStringLiteral("reason"), reason}});
}
