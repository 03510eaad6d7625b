// SegmentClock as JSON: the segmented action points module's state in the table session.
#include "segmentclock.h"

#include <QJsonArray>

namespace battlemat {

namespace {

struct IntField
{
    const char *key;
    int SegmentedCombatant::*member;
    int min;
    int max;
};

constexpr IntField intFields[] = {
    {"dexterity", &SegmentedCombatant::dexterity, -100, 1000},
    {"speed", &SegmentedCombatant::speed, 1, 3},
    {"squaresPerPoint", &SegmentedCombatant::squaresPerPoint, 1, 100},
    {"primary", &SegmentedCombatant::primary, -1000, 100000},
    {"secondary", &SegmentedCombatant::secondary, -1000, 100000},
};

struct BoolField
{
    const char *key;
    bool SegmentedCombatant::*member;
};

constexpr BoolField boolFields[] = {
    {"movedSecondary", &SegmentedCombatant::movedSecondary},
    {"movedPrimary", &SegmentedCombatant::movedPrimary},
    {"sprinting", &SegmentedCombatant::sprinting},
    {"attacked", &SegmentedCombatant::attacked},
    {"aborted", &SegmentedCombatant::aborted},
};

} // namespace

QJsonObject SegmentClock::toJson() const
{
    QJsonArray combatants;
    for (const SegmentedCombatant &combatant : m_combatants) {
        QJsonObject object{{QStringLiteral("id"), combatant.id}};
        for (const IntField &field : intFields)
            object.insert(QLatin1String(field.key), combatant.*field.member);
        for (const BoolField &field : boolFields)
            object.insert(QLatin1String(field.key), combatant.*field.member);
        combatants.append(object);
    }
    return {{QStringLiteral("started"), m_started},
            {QStringLiteral("turn"), m_turn},
            {QStringLiteral("segment"), m_segment},
            {QStringLiteral("combatants"), combatants}};
}

Result<SegmentClock> SegmentClock::fromJson(const QJsonObject &object, const JsonContext &context)
{
    SegmentClock clock;
    auto started = context.optionalBool(object, QStringLiteral("started"), false);
    if (!started)
        return started.error();
    auto turn = context.optionalInt(object, QStringLiteral("turn"), 1, 1, 1000000);
    if (!turn)
        return turn.error();
    auto segment = context.optionalInt(object, QStringLiteral("segment"), 1, 1, segmentsPerTurn);
    if (!segment)
        return segment.error();
    clock.m_started = *started;
    clock.m_turn = *turn;
    clock.m_segment = *segment;
    auto combatants = context.optionalArray(object, QStringLiteral("combatants"));
    if (!combatants)
        return combatants.error();
    for (qsizetype i = 0; i < combatants->size(); ++i) {
        const JsonContext item = context.child(QStringLiteral("combatants")).at(i);
        if (!combatants->at(i).isObject())
            return item.error(QStringLiteral("expected a combatant object"));
        const QJsonObject entry = combatants->at(i).toObject();
        SegmentedCombatant combatant;
        auto id = item.requireString(entry, QStringLiteral("id"));
        if (!id)
            return id.error();
        combatant.id = *id;
        for (const IntField &field : intFields) {
            auto value =
                item.optionalInt(entry, QLatin1String(field.key), combatant.*field.member, field.min, field.max);
            if (!value)
                return value.error();
            combatant.*field.member = *value;
        }
        for (const BoolField &field : boolFields) {
            auto value = item.optionalBool(entry, QLatin1String(field.key), false);
            if (!value)
                return value.error();
            combatant.*field.member = *value;
        }
        if (clock.indexOf(combatant.id))
            return item.error(QStringLiteral("'%1' is on the clock twice").arg(combatant.id));
        clock.m_combatants.append(combatant);
    }
    return clock;
}

QJsonObject SegmentClock::view() const
{
    QJsonObject combatants;
    for (const SegmentedCombatant &combatant : m_combatants) {
        QJsonArray affordable;
        for (SegmentedActionKind kind : {SegmentedActionKind::HalfPhaseAttack, SegmentedActionKind::HalfPhaseAction,
                                         SegmentedActionKind::FullPhaseAction}) {
            SegmentedActionRequest request;
            request.kind = kind;
            if (canAfford(combatant.id, request))
                affordable.append(segmentedActionKindName(kind));
        }
        combatants.insert(combatant.id, QJsonObject{{QStringLiteral("pap"), combatant.primary},
                                                    {QStringLiteral("sap"), combatant.secondary},
                                                    {QStringLiteral("speed"), combatant.speed},
                                                    {QStringLiteral("sprinting"), combatant.sprinting},
                                                    {QStringLiteral("aborted"), combatant.aborted},
                                                    {QStringLiteral("canAfford"), affordable}});
    }
    return {{QStringLiteral("turn"), m_turn},
            {QStringLiteral("segment"), m_segment},
            {QStringLiteral("order"), QJsonArray::fromStringList(actingOrder())},
            {QStringLiteral("combatants"), combatants}};
}

} // namespace battlemat
