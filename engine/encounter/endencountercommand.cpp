#include "encounter/endencountercommand.h"

#include <QJsonArray>

namespace battlemat {

Result<std::shared_ptr<Command>> EndEncounterCommand::fromJson(const QJsonObject &, const JsonContext &)
{
    return std::shared_ptr<Command>(std::make_shared<EndEncounterCommand>());
}

QJsonObject EndEncounterCommand::toJson() const
{
    return {{QStringLiteral("type"), QStringLiteral("endEncounter")}};
}

Status EndEncounterCommand::validate(const EncounterState &state) const
{
    if (state.phase == EncounterPhase::Setup || state.phase == EncounterPhase::Ended)
        return Error{QStringLiteral("there is no running encounter to end")};
    return success();
}

QCoro::Task<void> EndEncounterCommand::apply(RulesContext *context) const
{
    EncounterState &state = context->state();
    for (const ActiveEffect &effect : QList<ActiveEffect>(state.effects)) {
        if (!(effect.spec.condition == QLatin1String("prone") && effect.spec.duration == EffectDuration::UntilResolved))
            context->endEffect(effect.id, QStringLiteral("end of encounter"));
    }
    // XP for each defeated monster, shared equally among the heroes alive (docs/encounter.md: the rules give the
    // monster's worth, not how to split it).
    int total = 0;
    QStringList defeated;
    QStringList heroes;
    for (const Combatant &c : state.combatants) {
        if (c.hero && !c.dead)
            heroes << c.id;
        else if (!c.hero && (c.dead || c.hp <= 0)) {
            total += c.xpValue();
            defeated << c.id;
        }
    }
    const int share = heroes.isEmpty() ? 0 : total / int(heroes.size());
    context->record({{QStringLiteral("type"), QStringLiteral("encounterEnded")},
                     {QStringLiteral("defeated"), QJsonArray::fromStringList(defeated)},
                     {QStringLiteral("xp"), total},
                     {QStringLiteral("share"), share}});
    ++state.encountersSinceLongRest;
    const bool milestone = state.encountersSinceLongRest % 2 == 0;
    for (const QString &id : heroes) {
        Combatant *hero = state.combatant(id);
        const int before = hero->level;
        hero->xp += share;
        hero->level = std::max(hero->level, levelForXp(hero->xp));
        hero->tempHp = 0;
        context->record({{QStringLiteral("type"), QStringLiteral("xpAwarded")},
                         {QStringLiteral("creature"), id},
                         {QStringLiteral("xp"), share},
                         {QStringLiteral("total"), hero->xp}});
        if (hero->level > before)
            context->record({{QStringLiteral("type"), QStringLiteral("levelUp")},
                             {QStringLiteral("creature"), id},
                             {QStringLiteral("level"), hero->level}});
        if (milestone) {
            ++hero->actionPoints;
            context->record({{QStringLiteral("type"), QStringLiteral("actionPointGained")},
                             {QStringLiteral("creature"), id},
                             {QStringLiteral("actionPoints"), hero->actionPoints}});
        }
    }
    state.phase = EncounterPhase::Ended;
    state.current.clear();
    state.budget = ActionBudget::none();
    co_return;
}

} // namespace battlemat
