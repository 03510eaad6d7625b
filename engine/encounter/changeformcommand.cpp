#include "encounter/changeformcommand.h"

namespace battlemat {

namespace {
const JsonContext where(QStringLiteral("changeForm"));
const QString blockKey = QStringLiteral("block");
const QString speedKey = QStringLiteral("speed");
} // namespace

Result<std::shared_ptr<Command>> ChangeFormCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto creature = context.requireString(object, QStringLiteral("creature"));
    if (!creature)
        return creature.error();
    auto block = context.requireObject(object, blockKey);
    if (!block)
        return block.error();
    std::optional<int> speed;
    if (object.contains(speedKey)) {
        auto given = context.requireInt(object, speedKey, 0, 100);
        if (!given)
            return given.error();
        speed = *given;
    }
    return std::shared_ptr<Command>(std::make_shared<ChangeFormCommand>(*creature, *block, speed));
}

QJsonObject ChangeFormCommand::toJson() const
{
    QJsonObject object{{QStringLiteral("type"), QStringLiteral("changeForm")},
                       {QStringLiteral("creature"), m_creature},
                       {blockKey, m_block}};
    if (m_speed)
        object.insert(speedKey, *m_speed);
    return object;
}

Result<Combatant> ChangeFormCommand::changed(const Combatant &before) const
{
    return changedTo(before, m_block, m_speed, where);
}

Result<Combatant> ChangeFormCommand::changedTo(const Combatant &before, const QJsonObject &block,
                                               std::optional<int> speed, const JsonContext &context)
{
    const QString blockId = block.value(QStringLiteral("id")).toString(before.id);
    if (blockId != before.id)
        return context.child(blockKey)
            .child(QStringLiteral("id"))
            .error(QStringLiteral("'%1' is not the creature's id '%2'").arg(blockId, before.id));
    // Where it is and who it is stay; everything the stat block says is the new one's.
    Combatant after;
    after.id = before.id;
    after.name = before.name;
    after.side = before.side;
    after.position = before.position;
    after.size = before.size;
    after.speed = speed.value_or(before.speed);
    after.movementModes = before.movementModes;
    if (const Status read = readStatBlock(after, block, context.child(blockKey)); !read)
        return read.error();
    // The running state goes on: Shapeshifter Slime's "with the same current HP as its previous form".
    after.hp = std::min(before.hp, after.maxHp);
    after.tempHp = before.tempHp;
    after.wards = before.wards;
    after.recoveries = std::min(before.recoveries, after.maxRecoveries);
    after.actionPoints = before.actionPoints;
    after.actionPointUsedThisEncounter = before.actionPointUsedThisEncounter;
    after.actionPointRound = before.actionPointRound;
    after.expendedPowers = before.expendedPowers;
    after.rallyUsed = before.rallyUsed;
    after.freeRally = before.freeRally;
    after.deathSaveFailures = before.deathSaveFailures;
    after.dead = before.dead;
    after.knockedOut = before.knockedOut;
    after.stabilized = before.stabilized;
    after.opportunityAttackUsed = before.opportunityAttackUsed;
    after.immediateActionUsed = before.immediateActionUsed;
    after.pendingSaveBonus = before.pendingSaveBonus;
    after.squaresMovedThisTurn = before.squaresMovedThisTurn;
    after.attackBonusRound = before.attackBonusRound;
    after.highestAttackBonus = before.highestAttackBonus;
    return after;
}

Status ChangeFormCommand::validate(const EncounterState &state) const
{
    const Combatant *creature = state.combatant(m_creature);
    if (!creature)
        return Error{QStringLiteral("no creature '%1'").arg(m_creature)};
    return refusal(*creature, m_block, m_speed, where);
}

Status ChangeFormCommand::refusal(const Combatant &creature, const QJsonObject &block, std::optional<int> speed,
                                  const JsonContext &context)
{
    if (creature.dead)
        return Error{QStringLiteral("%1 is dead").arg(creature.name)};
    if (creature.hero)
        return Error{QStringLiteral("%1 is a hero: a hero's numbers are its character sheet's").arg(creature.name)};
    auto after = changedTo(creature, block, speed, context);
    if (!after)
        return after.error();
    if (after->hero)
        return context.child(blockKey).child(QStringLiteral("hero")).error(QStringLiteral("a monster stays a monster"));
    return success();
}

QCoro::Task<void> ChangeFormCommand::apply(RulesContext *context) const
{
    change(context, m_creature, m_block, m_speed, QStringLiteral("game master"));
    co_return;
}

void ChangeFormCommand::change(RulesContext *context, const QString &creatureId, const QJsonObject &block,
                               std::optional<int> speed, const QString &by)
{
    Combatant &creature = context->creature(creatureId);
    const Combatant after = *changedTo(creature, block, speed, where);
    const QString from = creature.kind;
    const int hpBefore = creature.hp;
    creature = after;
    context->record({{QStringLiteral("type"), QStringLiteral("formChanged")},
                     {QStringLiteral("creature"), creatureId},
                     {QStringLiteral("from"), from},
                     {QStringLiteral("to"), after.kind},
                     {QStringLiteral("hpBefore"), hpBefore},
                     {QStringLiteral("hp"), after.hp},
                     {QStringLiteral("maxHp"), after.maxHp},
                     {QStringLiteral("by"), by}});
}

} // namespace battlemat
