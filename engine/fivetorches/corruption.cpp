#include "fivetorches/corruption.h"

#include <QJsonArray>

#include <algorithm>
#include <numeric>

namespace battlemat::ftd {

namespace {

QString effectName(CorruptionStage::Effect effect)
{
    switch (effect) {
    case CorruptionStage::Effect::Exhaustion:
        return QStringLiteral("exhaustion");
    case CorruptionStage::Effect::Other:
        return QStringLiteral("other");
    case CorruptionStage::Effect::AbilityDamage:
        break;
    }
    return QStringLiteral("ability-damage");
}

Result<CorruptionStage> stageFromJson(const QJsonObject &object, const JsonContext &context)
{
    CorruptionStage stage;
    // Stages run "from hours to weeks": a year is the longest period taken.
    auto period = context.requireInt(object, QStringLiteral("periodHours"), 1, 24 * 366);
    if (!period)
        return period.error();
    stage.periodHours = *period;
    auto effect = context.requireString(object, QStringLiteral("effect"));
    if (!effect)
        return effect.error();
    if (*effect == QLatin1String("ability-damage")) {
        stage.effect = CorruptionStage::Effect::AbilityDamage;
        auto ability = context.optionalString(object, QStringLiteral("ability"), QStringLiteral("CON"));
        if (!ability)
            return ability.error();
        if (!AbilityScores::names().contains(*ability))
            return context.child(QStringLiteral("ability"))
                .error(QStringLiteral("'%1' is not an ability (STR, DEX, CON, INT, WIS, CHA)").arg(*ability));
        stage.ability = *ability;
        auto dice = context.optionalInt(object, QStringLiteral("d6"), 1, 1, 10);
        if (!dice)
            return dice.error();
        stage.damageDice = *dice;
    } else if (*effect == QLatin1String("exhaustion")) {
        stage.effect = CorruptionStage::Effect::Exhaustion;
    } else if (*effect == QLatin1String("other")) {
        stage.effect = CorruptionStage::Effect::Other;
        auto note = context.requireString(object, QStringLiteral("note"));
        if (!note)
            return note.error();
        stage.note = *note;
    } else {
        return context.child(QStringLiteral("effect"))
            .error(QStringLiteral("'%1' is not an effect (ability-damage, exhaustion, other)").arg(*effect));
    }
    return stage;
}

} // namespace

Result<Corruption> Corruption::fromJson(const QJsonObject &object, const JsonContext &context)
{
    Corruption corruption;
    auto name = context.requireString(object, QStringLiteral("name"));
    if (!name)
        return name.error();
    corruption.name = *name;
    auto kind = context.optionalString(object, QStringLiteral("kind"), QStringLiteral("disease"));
    if (!kind)
        return kind.error();
    if (*kind != QLatin1String("disease") && *kind != QLatin1String("poison") && *kind != QLatin1String("venom"))
        return context.child(QStringLiteral("kind"))
            .error(QStringLiteral("'%1' is not a corruption (disease, poison, venom)").arg(*kind));
    corruption.kind = *kind;
    auto dc = context.optionalInt(object, QStringLiteral("dc"), 11, 1, 40);
    if (!dc)
        return dc.error();
    corruption.dc = *dc;
    auto stages = context.requireArray(object, QStringLiteral("stages"));
    if (!stages)
        return stages.error();
    if (stages->isEmpty())
        return context.child(QStringLiteral("stages")).error(QStringLiteral("needs at least one stage"));
    for (qsizetype i = 0; i < stages->size(); ++i) {
        const JsonContext here = context.child(QStringLiteral("stages")).at(i);
        if (!stages->at(i).isObject())
            return here.error(QStringLiteral("expected a stage object"));
        auto stage = stageFromJson(stages->at(i).toObject(), here);
        if (!stage)
            return stage.error();
        corruption.stages.append(*stage);
    }
    return corruption;
}

QJsonObject Corruption::toJson() const
{
    QJsonArray list;
    for (const CorruptionStage &stage : stages) {
        QJsonObject item{{QStringLiteral("periodHours"), stage.periodHours},
                         {QStringLiteral("effect"), effectName(stage.effect)}};
        if (stage.effect == CorruptionStage::Effect::AbilityDamage) {
            item.insert(QStringLiteral("ability"), stage.ability);
            item.insert(QStringLiteral("d6"), stage.damageDice);
        } else if (stage.effect == CorruptionStage::Effect::Other) {
            item.insert(QStringLiteral("note"), stage.note);
        }
        list.append(item);
    }
    return {{QStringLiteral("name"), name},
            {QStringLiteral("kind"), kind},
            {QStringLiteral("dc"), dc},
            {QStringLiteral("stages"), list}};
}

QJsonObject Affliction::toJson() const
{
    return {{QStringLiteral("corruption"), m_corruption.toJson()},
            {QStringLiteral("active"), m_active},
            {QStringLiteral("exhausted"), m_exhausted},
            {QStringLiteral("dead"), m_dead},
            {QStringLiteral("stage"), m_stage},
            {QStringLiteral("hoursInStage"), m_hoursInStage},
            {QStringLiteral("hoursSinceInfection"), m_hoursSinceInfection}};
}

Result<Affliction> Affliction::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto corruption = context.requireObject(object, QStringLiteral("corruption"));
    if (!corruption)
        return corruption.error();
    auto read = Corruption::fromJson(*corruption, context.child(QStringLiteral("corruption")));
    if (!read)
        return read.error();
    Affliction affliction;
    affliction.m_corruption = *read;
    auto active = context.optionalBool(object, QStringLiteral("active"), false);
    auto exhausted = context.optionalBool(object, QStringLiteral("exhausted"), false);
    auto dead = context.optionalBool(object, QStringLiteral("dead"), false);
    for (const Result<bool> *flag : {&active, &exhausted, &dead}) {
        if (!*flag)
            return flag->error();
    }
    auto stage = context.optionalInt(object, QStringLiteral("stage"), 0, 0, int(read->stages.size()));
    auto inStage = context.optionalInt(object, QStringLiteral("hoursInStage"), 0, 0, 24 * 366);
    auto since = context.optionalInt(object, QStringLiteral("hoursSinceInfection"), 0, 0, 1000000);
    for (const Result<int> *value : {&stage, &inStage, &since}) {
        if (!*value)
            return value->error();
    }
    // An active course is in a stage: stage 0 only belongs to a corruption that was resisted.
    if (*active && *stage == 0)
        return context.child(QStringLiteral("stage"))
            .error(QStringLiteral("an active corruption is in stage 1 or later"));
    affliction.m_active = *active;
    affliction.m_exhausted = *exhausted;
    affliction.m_dead = *dead;
    affliction.m_stage = *stage;
    affliction.m_hoursInStage = *inStage;
    affliction.m_hoursSinceInfection = *since;
    return affliction;
}

Result<Affliction> Affliction::expose(const Corruption &corruption, AbilityScores &abilities, DieSource &dice,
                                      QList<CorruptionEvent> *events)
{
    if (corruption.stages.isEmpty())
        return Error{QStringLiteral("corruption '%1' has no stages").arg(corruption.name)};
    Affliction affliction;
    affliction.m_corruption = corruption;
    auto check = rollCheck(dice, abilities.modifier(QStringLiteral("CON")), corruption.dc, Edge::None);
    if (!check)
        return check.error();
    CorruptionEvent event;
    event.check = *check;
    if (check->success()) {
        event.effect = QStringLiteral("resisted");
    } else {
        affliction.m_active = true;
        affliction.m_stage = 1;
        auto applied = affliction.applyStage(abilities, dice, &event);
        if (!applied)
            return applied.error();
    }
    if (events)
        events->append(event);
    return affliction;
}

Status Affliction::advance(int hours, AbilityScores &abilities, DieSource &dice, QList<CorruptionEvent> *events)
{
    for (int h = 0; h < hours && m_active; ++h) {
        ++m_hoursSinceInfection;
        const CorruptionStage &current = m_corruption.stages.at(m_stage - 1);
        if (++m_hoursInStage < current.periodHours)
            continue;
        m_hoursInStage = 0;
        // The check uses the CON as it is now: earlier stages' damage makes the next check harder.
        auto check = rollCheck(dice, abilities.modifier(QStringLiteral("CON")), m_corruption.dc, Edge::None);
        if (!check)
            return check.error();
        CorruptionEvent event;
        event.hour = m_hoursSinceInfection;
        event.check = *check;
        if (check->success()) {
            m_active = false;
            event.effect = QStringLiteral("cured");
        } else {
            m_stage = std::min(m_stage + 1, int(m_corruption.stages.size()));
            auto applied = applyStage(abilities, dice, &event);
            if (!applied)
                return applied;
        }
        if (events)
            events->append(event);
    }
    return success();
}

Status Affliction::applyStage(AbilityScores &abilities, DieSource &dice, CorruptionEvent *event)
{
    const CorruptionStage &stage = m_corruption.stages.at(m_stage - 1);
    event->stage = m_stage;
    switch (stage.effect) {
    case CorruptionStage::Effect::Exhaustion:
        m_exhausted = true;
        event->effect = QStringLiteral("exhaustion");
        break;
    case CorruptionStage::Effect::Other:
        event->effect = stage.note;
        break;
    case CorruptionStage::Effect::AbilityDamage: {
        auto faces = rollDice(dice, stage.damageDice, 6);
        if (!faces)
            return faces.error();
        const int damage = std::accumulate(faces->cbegin(), faces->cend(), 0);
        event->dice = *faces;
        abilities.set(stage.ability, abilities.score(stage.ability) - damage);
        event->effect = QStringLiteral("%1 -%2").arg(stage.ability).arg(damage);
        // The venom example: CON reduced to 0 is death.
        if (stage.ability == QLatin1String("CON") && abilities.score(stage.ability) <= 0) {
            m_dead = true;
            m_active = false;
            event->effect += QStringLiteral(", dead");
        }
        break;
    }
    }
    return success();
}

} // namespace battlemat::ftd
