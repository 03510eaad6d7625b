// Rolls, attacks and movement of MasteryCommandRunner: the parts that roll dice.
#include "dice/dierank.h"
#include "dice/resistedrollodds.h"
#include "mastery/attackreach.h"
#include "mastery/combatantmove.h"
#include "mastery/difficulty.h"
#include "mastery/masterycommandrunner.h"
#include "mastery/regionmovement.h"

#include <QJsonArray>

namespace battlemat {

namespace {

QJsonObject rollToJson(const MasteryParticipant &side)
{
    QJsonArray faces;
    for (int face : side.roll.faces)
        faces.append(face);
    return {
        {QStringLiteral("who"), side.combatant},    {QStringLiteral("die"), QStringLiteral("D%1").arg(side.roll.sides)},
        {QStringLiteral("level"), side.roll.level}, {QStringLiteral("faces"), faces},
        {QStringLiteral("kept"), side.roll.kept()}, {QStringLiteral("mpSpent"), side.roll.mpSpent}};
}

QJsonArray spendsToJson(const QList<MasterySpend> &spends)
{
    QJsonArray list;
    for (const MasterySpend &spend : spends) {
        QJsonObject object{{QStringLiteral("who"), spend.combatant},
                           {QStringLiteral("face"), spend.face},
                           {QStringLiteral("keptAfter"), spend.keptAfter}};
        if (spend.replaced > 0)
            object.insert(QStringLiteral("replaced"), spend.replaced);
        list.append(object);
    }
    return list;
}

// The offers and answers of a contested roll, so the log shows what each choice was worth.
QJsonArray decisionsToJson(const QList<MasteryDecision> &decisions)
{
    QJsonArray list;
    for (const MasteryDecision &decision : decisions)
        list.append(QJsonObject{{QStringLiteral("who"), decision.combatant},
                                {QStringLiteral("spent"), decision.spent},
                                {QStringLiteral("successIfPass"), decision.successIfPass},
                                {QStringLiteral("successIfSpend"), decision.successIfSpend}});
    return list;
}

// A die named on a sheet ("attack") or given directly ("D8").
Result<int> dieFor(const CombatantState &combatant, const QString &statOrDie)
{
    if (statOrDie.startsWith(QLatin1Char('D'), Qt::CaseInsensitive)) {
        bool ok = false;
        const int sides = statOrDie.mid(1).toInt(&ok);
        if (ok && Difficulty::fromSides(sides))
            return sides;
    }
    const int sides = combatant.sheet.dice.value(statOrDie, 0);
    if (sides == 0)
        return Error{QStringLiteral("'%1' has no '%2' die").arg(combatant.sheet.id, statOrDie)};
    return sides;
}

} // namespace

QCoro::Task<MasteryExchangeResult> MasteryCommandRunner::exchange(MasteryParticipant acting,
                                                                  std::optional<MasteryParticipant> resisting)
{
    // The exchange draws from the encounter's own dice, not from a copy of them.
    FaceRoller roller = [this](int sides) { return m_state.roller(sides); };
    co_return co_await runMasteryExchange(std::move(acting), std::move(resisting), m_decider, std::move(roller));
}

void MasteryCommandRunner::applyDamage(CombatantState &target, int amount)
{
    target.sheet.health = std::max(0, target.sheet.health - amount);
    target.damaged = true;
    QJsonObject fields{{QStringLiteral("who"), target.sheet.id}, {QStringLiteral("amount"), amount}};
    if (m_state.settings.woundsTrack)
        fields.insert(QStringLiteral("wounds"), target.sheet.healthMax - target.sheet.health);
    else
        fields.insert(QStringLiteral("hitPoints"), target.sheet.health);
    emitEvent(QStringLiteral("damaged"), fields);
    if (!target.sheet.defeated())
        return;
    emitEvent(QStringLiteral("defeated"), {{QStringLiteral("who"), target.sheet.id}});
    target.ap.endTurn();
    if (!m_state.contested)
        return;
    const QString entry = target.sheet.group.isEmpty() ? target.sheet.id : target.sheet.group;
    const QList<CombatantState *> members = m_state.membersOf(entry);
    if (std::any_of(members.cbegin(), members.cend(), [](const CombatantState *m) { return !m->sheet.defeated(); }))
        return;
    const bool wasCurrent = m_state.order.current() == entry;
    m_state.order.remove(entry);
    if (wasCurrent)
        startTurnOfCurrent();
}

namespace {

// "Regions": a runner's (swimmer's, climber's) defense rolls are disadvantaged until its next turn.
int defenseLevelOf(const CombatantState &target)
{
    return target.defenseDisadvantaged ? -1 : 0;
}

/** An opportunity attack's chance to hit before any MP: its attack die against the mover's defense. */
double opportunityHitChance(const CombatantState &attacker, const CombatantState &mover)
{
    const auto attack = DieRank::fromSides(attacker.sheet.dice.value(QStringLiteral("attack")));
    const auto defense = DieRank::fromSides(mover.sheet.dice.value(QStringLiteral("defense")));
    if (!attack || !defense)
        return 0;
    return ResistedRollOdds::compute(LadderRoll{*attack, {}},
                                     LadderRoll{*defense, AdvantageLevels::fromNet(defenseLevelOf(mover))})
        .success();
}

} // namespace

QCoro::Task<void> MasteryCommandRunner::resolveAttack(QString attackerId, QString targetId, int level, int shift,
                                                      QString attackStat, QString defenseStat, QString eventType,
                                                      QJsonObject extra)
{
    CombatantState *attacker = m_state.combatant(attackerId);
    CombatantState *target = m_state.combatant(targetId);
    const int defenseLevel = defenseLevelOf(*target);
    MasteryParticipant acting = participant(*attacker, attacker->sheet.dice.value(attackStat), level, shift);
    MasteryParticipant resisting = participant(*target, target->sheet.dice.value(defenseStat), defenseLevel);
    const MasteryExchangeResult result = co_await exchange(acting, resisting);
    payMp(*attacker, result.acting.roll.mpSpent);
    payMp(*target, result.resisting->roll.mpSpent);
    extra.insert(QStringLiteral("attacker"), attackerId);
    extra.insert(QStringLiteral("target"), targetId);
    extra.insert(QStringLiteral("attack"), rollToJson(result.acting));
    extra.insert(QStringLiteral("defense"), rollToJson(*result.resisting));
    extra.insert(QStringLiteral("spends"), spendsToJson(result.spends));
    extra.insert(QStringLiteral("decisions"), decisionsToJson(result.decisions));
    extra.insert(QStringLiteral("successes"), result.outcome->successes);
    extra.insert(QStringLiteral("fumble"), result.outcome->fumble);
    emitEvent(eventType, extra);
    // Each success of a damaging attack is one point of damage ("Resisted Rolls").
    if (result.outcome->successes > 0)
        applyDamage(*target, result.outcome->successes);
}

QCoro::Task<Status> MasteryCommandRunner::attack(QJsonObject command, JsonContext context)
{
    auto attacker = requireCombatant(command, QStringLiteral("actor"), context);
    if (!attacker)
        co_return attacker.error();
    auto target = requireCombatant(command, QStringLiteral("target"), context);
    if (!target)
        co_return target.error();
    auto level = netLevel(command, context);
    if (!level)
        co_return level.error();
    auto shift = shiftOf(command, context);
    if (!shift)
        co_return shift.error();
    auto attackStat = context.optionalString(command, QStringLiteral("stat"), QStringLiteral("attack"));
    if (!attackStat)
        co_return attackStat.error();
    auto defenseStat = context.optionalString(command, QStringLiteral("defense"), QStringLiteral("defense"));
    if (!defenseStat)
        co_return defenseStat.error();
    auto ranged = context.optionalBool(command, QStringLiteral("ranged"), false);
    if (!ranged)
        co_return ranged.error();
    auto kindText = context.optionalString(command, QStringLiteral("kind"), QStringLiteral("major"));
    if (!kindText)
        co_return kindText.error();
    const auto kind = masteryActionKindFromName(*kindText);
    if (!kind)
        co_return context.child(QStringLiteral("kind"))
            .error(QStringLiteral("'%1' is not an action kind").arg(*kindText));
    auto keepTurn = context.optionalBool(command, QStringLiteral("keepTurn"), false);
    if (!keepTurn)
        co_return keepTurn.error();
    if (auto reach = attackReach(m_state, **attacker, **target, *ranged, *attackStat, *defenseStat); !reach)
        co_return context.error(reach.errorMessage());
    const auto range = m_state.map.range((*attacker)->sheet.region, (*target)->sheet.region);
    auto paid = payAction(**attacker, *kind, *keepTurn, {});
    if (!paid)
        co_return context.error(paid.errorMessage());
    QJsonObject extra;
    extra.insert(QStringLiteral("range"), range.value_or(0));
    co_await resolveAttack((*attacker)->sheet.id, (*target)->sheet.id, *level, *shift, *attackStat, *defenseStat,
                           QStringLiteral("attackRolled"), extra);
    finishTurnIfOver();
    co_return success();
}

void MasteryCommandRunner::emitCheckRolled(const QString &who, const QString &difficulty,
                                           const MasteryExchangeResult &result, bool assumedMaximum)
{
    emitEvent(QStringLiteral("checkRolled"), {{QStringLiteral("who"), who},
                                              {QStringLiteral("difficulty"), difficulty},
                                              {QStringLiteral("roll"), rollToJson(result.acting)},
                                              {QStringLiteral("against"), rollToJson(*result.resisting)},
                                              {QStringLiteral("assumedMaximum"), assumedMaximum},
                                              {QStringLiteral("spends"), spendsToJson(result.spends)},
                                              {QStringLiteral("decisions"), decisionsToJson(result.decisions)},
                                              {QStringLiteral("successes"), result.outcome->successes},
                                              {QStringLiteral("fumble"), result.outcome->fumble}});
}

QCoro::Task<Status> MasteryCommandRunner::check(QJsonObject command, JsonContext context)
{
    auto actor = requireCombatant(command, QStringLiteral("actor"), context);
    if (!actor)
        co_return actor.error();
    auto statText = context.requireString(command, QStringLiteral("stat"));
    if (!statText)
        co_return statText.error();
    auto sides = dieFor(**actor, *statText);
    if (!sides)
        co_return context.child(QStringLiteral("stat")).error(sides.errorMessage());
    auto difficultyText = context.requireString(command, QStringLiteral("difficulty"));
    if (!difficultyText)
        co_return difficultyText.error();
    std::optional<Difficulty> difficulty = Difficulty::fromName(*difficultyText);
    if (!difficulty && difficultyText->startsWith(QLatin1Char('D'), Qt::CaseInsensitive))
        difficulty = Difficulty::fromSides(difficultyText->mid(1).toInt());
    if (!difficulty)
        co_return context.child(QStringLiteral("difficulty"))
            .error(
                QStringLiteral("'%1' is neither a difficulty of the table (Trivial ... Wait, What?) nor a ladder die")
                    .arg(*difficultyText));
    auto level = netLevel(command, context);
    if (!level)
        co_return level.error();
    auto shift = shiftOf(command, context);
    if (!shift)
        co_return shift.error();
    auto kindText = context.optionalString(command, QStringLiteral("kind"), QStringLiteral("minor"));
    if (!kindText)
        co_return kindText.error();
    const auto kind = masteryActionKindFromName(*kindText);
    if (!kind)
        co_return context.child(QStringLiteral("kind"))
            .error(QStringLiteral("'%1' is not an action kind").arg(*kindText));
    auto duress = context.optionalBool(command, QStringLiteral("underDuress"), m_state.contested);
    if (!duress)
        co_return duress.error();
    auto paid = payAction(**actor, *kind, false, {});
    if (!paid)
        co_return context.error(paid.errorMessage());

    // "Dice Rolling and Actions": out of combat and not under duress a maximum roll can be assumed.
    const bool assumeMaximum = !m_state.contested && !*duress && m_state.settings.assumeMaximumOutOfCombat;
    MasteryParticipant acting;
    if (assumeMaximum) {
        // Nothing is rolled: the die (after any shift) shows its top face.
        const auto die = DieRank::fromSides(*sides);
        acting = {(*actor)->sheet.id, MasteryRoll::maximum(die->shifted(*shift).die.sides()), mpAvailable(**actor),
                  (*actor)->sheet.rank};
    } else {
        acting = participant(**actor, *sides, *level, *shift);
    }
    MasteryParticipant gm{QStringLiteral("GM"), MasteryRoll::roll(difficulty->sides, 0, m_state.roller), 0, 0};
    const std::optional<MasteryParticipant> difficultyRoll = gm;
    const MasteryExchangeResult result = co_await exchange(acting, difficultyRoll);
    payMp(**actor, result.acting.roll.mpSpent);
    emitCheckRolled((*actor)->sheet.id, difficulty->name, result, assumeMaximum);
    finishTurnIfOver();
    co_return success();
}

QCoro::Task<Status> MasteryCommandRunner::move(QJsonObject command, JsonContext context)
{
    auto actorResult = requireCombatant(command, QStringLiteral("actor"), context);
    if (!actorResult)
        co_return actorResult.error();
    CombatantState *mover = *actorResult;
    QStringList path;
    if (command.contains(QStringLiteral("to"))) {
        auto to = context.requireString(command, QStringLiteral("to"));
        if (!to)
            co_return to.error();
        path.append(*to); // a run's way to a region two away is found below, once the mode is known
    } else {
        auto list = context.requireArray(command, QStringLiteral("path"));
        if (!list)
            co_return context.error(QStringLiteral("needs 'to' (a region) or 'path' (regions in order)"));
        for (qsizetype i = 0; i < list->size(); ++i) {
            if (!list->at(i).isString())
                co_return context.child(QStringLiteral("path")).at(i).error(QStringLiteral("expected a region id"));
            path.append(list->at(i).toString());
        }
    }
    auto modeText = context.optionalString(command, QStringLiteral("mode"), QStringLiteral("step"));
    if (!modeText)
        co_return modeText.error();
    const auto mode = regionMoveModeFromName(*modeText);
    if (!mode)
        co_return context.child(QStringLiteral("mode"))
            .error(QStringLiteral("'%1' is not a move mode; use step, careful, run, swim or climb").arg(*modeText));
    auto keepTurn = context.optionalBool(command, QStringLiteral("keepTurn"), false);
    if (!keepTurn)
        co_return keepTurn.error();
    auto declineList = context.optionalArray(command, QStringLiteral("decline"));
    if (!declineList)
        co_return declineList.error();
    QStringList declined;
    for (const QJsonValue &value : *declineList)
        declined.append(value.toString());

    auto plan = planCombatantMove(m_state, *mover, path, command.contains(QStringLiteral("to")), *mode);
    if (!plan)
        co_return context.error(plan.errorMessage());
    auto paid = payAction(*mover, plan->action, *keepTurn, {});
    if (!paid)
        co_return context.error(paid.errorMessage());
    if (plan->defenseDisadvantaged)
        mover->defenseDisadvantaged = true;

    // Outside a contested situation nobody takes opportunity attacks; the GM sets the pace ("Combat").
    auto provoke = [&](const QList<Provocation> &provocations) -> QCoro::Task<void> {
        for (const Provocation &provocation : provocations) {
            CombatantState *attacker = m_state.combatant(provocation.attacker);
            if (!m_state.contested || mover->sheet.defeated() || attacker->sheet.defeated())
                continue;
            const QJsonObject where{{QStringLiteral("region"), provocation.region},
                                    {QStringLiteral("onEntering"), provocation.onEntering}};
            // An opportunity attack is a minor interrupt action ("Interrupt"); without AP or will, none.
            if (declined.contains(attacker->sheet.id) || !attacker->ap.canInterrupt(MasteryActionKind::Minor) ||
                attacker->sheet.dice.value(QStringLiteral("attack"), 0) == 0 ||
                mover->sheet.dice.value(QStringLiteral("defense"), 0) == 0) {
                QJsonObject fields = where;
                fields.insert(QStringLiteral("attacker"), attacker->sheet.id);
                fields.insert(QStringLiteral("target"), mover->sheet.id);
                emitEvent(QStringLiteral("opportunityAttackSkipped"), fields);
                continue;
            }
            // Offered only once it could be made; the attacker's side may let the mover go.
            bool take = true;
            if (m_decider) {
                OpportunityOffer offer{attacker->sheet.id,
                                       mover->sheet.id,
                                       provocation.region,
                                       provocation.onEntering,
                                       opportunityHitChance(*attacker, *mover),
                                       mover->defenseDisadvantaged};
                auto asked = m_decider->takeOpportunityAttack(std::move(offer)); // call first, then await
                take = co_await std::move(asked);
            }
            if (!take) {
                QJsonObject fields = where;
                fields.insert(QStringLiteral("attacker"), attacker->sheet.id);
                fields.insert(QStringLiteral("target"), mover->sheet.id);
                fields.insert(QStringLiteral("declined"), true);
                emitEvent(QStringLiteral("opportunityAttackSkipped"), fields);
                continue;
            }
            (void)attacker->ap.takeInterrupt(MasteryActionKind::Minor);
            co_await resolveAttack(attacker->sheet.id, mover->sheet.id, 0, 0, QStringLiteral("attack"),
                                   QStringLiteral("defense"), QStringLiteral("opportunityAttack"), where);
        }
    };
    for (const MoveStep &step : plan->steps) {
        co_await provoke(step.onLeaving);
        if (mover->sheet.defeated())
            break;
        mover->sheet.region = step.to;
        emitEvent(QStringLiteral("moved"), {{QStringLiteral("who"), mover->sheet.id},
                                            {QStringLiteral("from"), step.from},
                                            {QStringLiteral("to"), step.to},
                                            {QStringLiteral("mode"), *modeText},
                                            {QStringLiteral("action"), masteryActionKindName(plan->action)}});
        co_await provoke(step.onEntering);
        if (mover->sheet.defeated())
            break;
    }
    finishTurnIfOver();
    co_return success();
}

} // namespace battlemat
