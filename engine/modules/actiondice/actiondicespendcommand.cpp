#include "actiondicespendcommand.h"

#include "dice/diceparser.h"
#include "dice/diceroller.h"
#include "encounter/attackrules.h"
#include "encounter/encounterdiesource.h"
#include "encounter/moduledefensebonus.h"
#include "modules/actiondice/actiondiceencountersituation.h"
#include "modules/actiondice/actiondicenight.h"

namespace battlemat {

namespace {

const QString moduleId = QStringLiteral("actionDice");

bool rolls(const QString &spend)
{
    return spend == QLatin1String("ac") || spend == QLatin1String("heal");
}

/**
 * "At the start of any combat round" read on Orcus's turns: while the round's first turn (of a creature still in
 * the fight) has not yet taken an action. docs/modules.md, "Spends in the encounter".
 */
bool atRoundStart(const EncounterState &state)
{
    if (state.phase != EncounterPhase::Combat || state.budget != ActionBudget::fullTurn())
        return false;
    for (const QString &id : state.initiative.turnOrder()) {
        if (id == state.current)
            return state.combatant(id) && state.combatant(id)->squaresMovedThisTurn == 0;
        const Combatant *before = state.combatant(id);
        if (before && !before->dead)
            return false;
    }
    return false;
}

} // namespace

const ActiveEffect *ActionDiceSpendCommand::ongoingFailedEffect(const EncounterState &state, int effectId,
                                                                const QString &creature, QString *why)
{
    for (const ActiveEffect &effect : state.effects) {
        if (effect.id != effectId)
            continue;
        if (effect.target != creature) {
            *why = QStringLiteral("effect %1 is on %2, not on %3").arg(effectId).arg(effect.target, creature);
            return nullptr;
        }
        if (effect.spec.duration != EffectDuration::SaveEnds) {
            *why = QStringLiteral("a second chance is only against an ongoing effect (save ends); effect %1 is not")
                       .arg(effectId);
            return nullptr;
        }
        // Persistent damage keeps no failed-save mark: still there after one of its target's turns ended, its
        // save failed.
        const bool failed =
            effect.failedSave || (effect.spec.persistentDamage > 0 && effect.appliedTurn < state.turnNumber);
        if (!failed) {
            *why = QStringLiteral("a second chance needs a failed saving throw against effect %1").arg(effectId);
            return nullptr;
        }
        return &effect;
    }
    *why = QStringLiteral("there is no effect %1").arg(effectId);
    return nullptr;
}

QStringList ActionDiceSpendCommand::spends()
{
    return {QStringLiteral("ac"),          QStringLiteral("stabilize"),           QStringLiteral("extraMove"),
            QStringLiteral("extraAttack"), QStringLiteral("secondChance"),        QStringLiteral("reuse"),
            QStringLiteral("heal"),        QStringLiteral("tokenStandardAction"), QStringLiteral("acCarried")};
}

Result<std::shared_ptr<Command>> ActionDiceSpendCommand::fromJson(const QJsonObject &step, const JsonContext &where,
                                                                  const QJsonObject &settings, const QJsonObject &state)
{
    auto read = ActionDiceSettings::fromJson(settings, where.child(QStringLiteral("settings")));
    if (!read)
        return read.error();
    auto command = std::make_shared<ActionDiceSpendCommand>();
    command->m_settings = *read;
    auto creature = where.requireString(step, QStringLiteral("creature"));
    if (!creature)
        return creature.error();
    auto spend = where.requireString(step, QStringLiteral("spend"));
    if (!spend)
        return spend.error();
    if (!spends().contains(*spend))
        return where.child(QStringLiteral("spend"))
            .error(QStringLiteral("'%1' is not one of %2").arg(*spend, spends().join(QStringLiteral(", "))));
    command->m_creature = *creature;
    command->m_spend = *spend;
    QJsonObject json{
        {QStringLiteral("type"), type()}, {QStringLiteral("creature"), *creature}, {QStringLiteral("spend"), *spend}};
    if (step.contains(QStringLiteral("hero"))) {
        auto hero = where.requireString(step, QStringLiteral("hero"));
        if (!hero)
            return hero.error();
        json.insert(QStringLiteral("hero"), *hero);
    }
    if (rolls(*spend)) {
        // The die is the pool's when the spend is made; the log keeps it, so a replay rolls the same die.
        int fallback = 0;
        const QString hero = json.value(QStringLiteral("hero")).toString(*creature);
        if (!state.isEmpty()) {
            auto night = ActionDiceNight::fromJson(state.value(QStringLiteral("gameNight")).toObject(),
                                                   JsonContext(QStringLiteral("actionDice.gameNight")));
            if (night && night->pools().contains(hero))
                fallback = night->pools().value(hero).sides;
        }
        // Without a pool (no game night) the spend is refused when it is checked against the pool.
        auto sides = step.contains(QStringLiteral("sides")) ? where.requireInt(step, QStringLiteral("sides"), 2, 100)
                                                            : Result<int>(fallback);
        if (!sides)
            return sides.error();
        command->m_sides = *sides;
        if (*sides > 0)
            json.insert(QStringLiteral("sides"), *sides);
    }
    if (*spend == QLatin1String("acCarried")) {
        auto rounds = where.requireInt(step, QStringLiteral("rounds"), 1, 1000);
        if (!rounds)
            return rounds.error();
        command->m_rounds = *rounds;
        json.insert(QStringLiteral("rounds"), *rounds);
    } else if (*spend == QLatin1String("heal")) {
        auto dice = where.optionalInt(step, QStringLiteral("dice"), 1, 1, 20);
        if (!dice)
            return dice.error();
        command->m_dice = *dice;
        json.insert(QStringLiteral("dice"), *dice);
    } else if (*spend == QLatin1String("secondChance")) {
        auto effect = where.requireInt(step, QStringLiteral("effect"), 1, 1000000);
        if (!effect)
            return effect.error();
        command->m_effect = *effect;
        json.insert(QStringLiteral("effect"), *effect);
    } else if (*spend == QLatin1String("reuse")) {
        auto power = where.requireString(step, QStringLiteral("power"));
        if (!power)
            return power.error();
        command->m_power = *power;
        json.insert(QStringLiteral("power"), *power);
    } else if (*spend == QLatin1String("extraAttack")) {
        auto target = where.requireString(step, QStringLiteral("target"));
        if (!target)
            return target.error();
        auto power = where.optionalString(step, QStringLiteral("power"), QString());
        if (!power)
            return power.error();
        command->m_target = *target;
        command->m_power = *power;
        json.insert(QStringLiteral("target"), *target);
        if (!power->isEmpty())
            json.insert(QStringLiteral("power"), *power);
    }
    command->m_json = json;
    return std::shared_ptr<Command>(command);
}

QString ActionDiceSpendCommand::heroOf(const RollReviews *reviews) const
{
    if (m_json.contains(QStringLiteral("hero")))
        return m_json.value(QStringLiteral("hero")).toString();
    return reviews ? reviews->heroOf.value(m_creature, m_creature) : m_creature;
}

Status ActionDiceSpendCommand::validate(const EncounterState &state) const
{
    const Combatant *creature = state.combatant(m_creature);
    if (!creature)
        return Error{QStringLiteral("there is no creature '%1' in the encounter").arg(m_creature)};
    if (!creature->hero)
        return Error{QStringLiteral("%1 is no hero: only heroes have action dice").arg(creature->name)};
    if (creature->dead)
        return Error{QStringLiteral("%1 is dead").arg(creature->name)};
    const ActionDiceEncounterSituation read = ActionDiceEncounterSituation::of(&state, m_creature);
    const ActionDiceSpender self{m_creature, m_creature, 1}; // the pool is judged by validateModules
    if (m_spend == QLatin1String("ac")) {
        if (const ModuleDefenseBonus *running = runningModuleDefenseBonus(state, moduleId, m_creature)) {
            const int left = roundsLeft(state, *running);
            return Error{QStringLiteral("%1 already has +2 AC from an action die for %2 more %3; only one at a time")
                             .arg(creature->name)
                             .arg(left)
                             .arg(left == 1 ? QStringLiteral("round") : QStringLiteral("rounds"))};
        }
        ActionDiceSituation situation = read.situation;
        situation.atRoundStart = atRoundStart(state);
        return ActionDiceSpendRules::checkAcBoost(self, situation);
    }
    if (m_spend == QLatin1String("acCarried")) {
        if (runningModuleDefenseBonus(state, moduleId, m_creature))
            return Error{
                QStringLiteral("%1 already has +2 AC from an action die; only one at a time").arg(creature->name)};
        return success();
    }
    if (m_spend == QLatin1String("stabilize"))
        return ActionDiceSpendRules::checkStabilize(self, read.situation);
    if (m_spend == QLatin1String("extraMove") || m_spend == QLatin1String("extraAttack") ||
        m_spend == QLatin1String("tokenStandardAction")) {
        if (!read.situation.heroesTurn)
            return Error{QStringLiteral("it is not %1's turn: an extra action is taken on the hero's own turn")
                             .arg(creature->name)};
        if (m_spend == QLatin1String("extraAttack")) {
            // "Attacked this turn" read on Orcus's actions: the hero's standard action is spent and it rolled an
            // attack this round, whose bonus the extra attack takes (docs/modules.md).
            ActionDiceSituation situation = read.situation;
            situation.attackedThisTurn =
                state.budget.standard() == 0 && creature->highestAttackBonusIn(state.round).has_value();
            if (auto check = ActionDiceSpendRules::checkExtraAction(self, m_settings, true, situation); !check)
                return check;
            const auto power = m_power.isEmpty() ? (creature->basicMeleeAttack()
                                                        ? std::optional<CombatPower>(*creature->basicMeleeAttack())
                                                        : std::nullopt)
                                                 : AttackRules::findPower(*creature, m_power);
            if (!power)
                return Error{QStringLiteral("%1 has no power '%2'").arg(creature->name, m_power)};
            if (power->usage != PowerUsage::AtWill)
                return Error{QStringLiteral("the extra attack is an at-will attack; %1 is not").arg(power->id)};
            return AttackRules::validate(state, *creature, *power, {m_target}, AttackOptions{});
        }
        return success();
    }
    if (m_spend == QLatin1String("secondChance")) {
        QString why;
        if (!ongoingFailedEffect(state, m_effect, m_creature, &why))
            return Error{why};
        return success();
    }
    if (m_spend == QLatin1String("reuse")) {
        const CombatPower *power = creature->power(m_power);
        if (!power)
            return Error{QStringLiteral("%1 has no power '%2'").arg(creature->name, m_power)};
        if (auto check = ActionDiceSpendRules::checkReuseAbility(self, power->usage != PowerUsage::AtWill); !check)
            return check;
        if (!creature->expendedPowers.contains(m_power))
            return Error{QStringLiteral("%1 has not used %2 yet: there is nothing to use again")
                             .arg(creature->name, power->name)};
        return success();
    }
    if (m_spend == QLatin1String("heal")) {
        ActionDiceSpender dice = self;
        dice.poolDice = m_dice;
        if (auto check = ActionDiceSpendRules::checkHeal(dice, m_settings, m_dice, read.situation); !check)
            return check;
        // "This counts as a standard action": the hero's own, on its turn.
        if (!read.situation.heroesTurn || !state.budget.canTake(ActionKind::Standard))
            return Error{
                QStringLiteral("healing with action dice takes %1's standard action, on its turn").arg(creature->name)};
        return success();
    }
    return Error{QStringLiteral("'%1' is no spend").arg(m_spend)};
}

Status ActionDiceSpendCommand::pay(ActionDiceNight &night, const QString &heroId, const EncounterState &state) const
{
    const ActionDiceEncounterSituation read = ActionDiceEncounterSituation::of(&state, m_creature);
    if (m_spend == QLatin1String("tokenStandardAction"))
        return night.tokenForStandardAction(heroId, heroId, true);
    auto who = night.spender(heroId, heroId);
    if (!who)
        return who.error();
    if (rolls(m_spend) && night.pools().value(heroId).sides != m_sides)
        return Error{QStringLiteral("%1's action die is a d%2, not a d%3")
                         .arg(heroId)
                         .arg(night.pools().value(heroId).sides)
                         .arg(m_sides)};
    if (m_spend == QLatin1String("ac"))
        return night.payAcBoost(heroId, 1); // the rounds are set once the die is rolled
    if (m_spend == QLatin1String("acCarried")) {
        // Paid before the fight: only a boost the pool still counts comes in.
        if (night.pools().value(heroId).acBoostRoundsLeft < 1)
            return Error{QStringLiteral("%1 has no +2 AC running to bring into the fight").arg(heroId)};
        return success();
    }
    if (m_spend == QLatin1String("extraMove") || m_spend == QLatin1String("extraAttack")) {
        ActionDiceSituation situation = read.situation;
        situation.attackedThisTurn = true; // judged on the encounter by validate()
        return night.extraAction(heroId, m_spend == QLatin1String("extraAttack"), m_settings, situation,
                                 std::max(1, state.turnNumber));
    }
    if (m_spend == QLatin1String("heal")) {
        if (who->poolDice < m_dice)
            return Error{
                QStringLiteral("%1 has %2 action dice left, not %3").arg(heroId).arg(who->poolDice).arg(m_dice)};
        for (int i = 0; i < m_dice; ++i) {
            if (auto paid = night.payOneDie(heroId, success()); !paid)
                return paid;
        }
        return success();
    }
    return night.payOneDie(heroId, success());
}

Status ActionDiceSpendCommand::validateModules(const EncounterState &state, const RollReviews &reviews) const
{
    const QString heroId = heroOf(&reviews);
    auto night =
        ActionDiceNight::fromJson(reviews.modules->value(moduleId).value(QStringLiteral("gameNight")).toObject(),
                                  JsonContext(QStringLiteral("actionDice.gameNight")));
    if (!night)
        return night.error();
    if (!night->running())
        return Error{QStringLiteral("no game night is running: start one to have action dice")};
    ActionDiceNight copy = *night;
    const Status paid = pay(copy, heroId, state);
    // The pool's limits name the campaign hero by its id; the table reads the creature's name.
    const Combatant *creature = state.combatant(m_creature);
    if (!paid && creature && paid.errorMessage().startsWith(heroId + QLatin1Char(' ')))
        return Error{creature->name + paid.errorMessage().mid(heroId.size())};
    return paid;
}

QCoro::Task<void> ActionDiceSpendCommand::apply(RulesContext *context) const
{
    const RollReviews *hooks = context->reviews();
    const QString heroId = heroOf(hooks);
    co_await applySpend(context, heroId);
}

QCoro::Task<void> ActionDiceSpendCommand::applySpend(RulesContext *context, QString heroId) const
{
    EncounterState &state = context->state();
    const RollReviews *hooks = context->reviews();
    // The pool pays when the spend is made; a replay's stored pool has paid already.
    std::optional<ActionDiceNight> night;
    if (hooks && hooks->modules && hooks->modules->contains(moduleId)) {
        auto read =
            ActionDiceNight::fromJson(hooks->modules->value(moduleId).value(QStringLiteral("gameNight")).toObject(),
                                      JsonContext(QStringLiteral("actionDice.gameNight")));
        if (read) {
            ActionDiceNight paying = *read;
            if (pay(paying, heroId, state))
                night = paying;
        }
    }
    QJsonObject spent{{QStringLiteral("type"), QStringLiteral("actionDice.actionDiceSpent")},
                      {QStringLiteral("hero"), heroId},
                      {QStringLiteral("creature"), m_creature},
                      {QStringLiteral("spend"), m_spend},
                      {QStringLiteral("inEncounter"), true}};
    int rolled = 0;
    if (rolls(m_spend)) {
        // Action Dice, "Exploding Dice": dice rolled together, only one of them explodes.
        const QString notation =
            m_dice > 1 ? QStringLiteral("%1d%2!1").arg(m_dice).arg(m_sides) : QStringLiteral("1d%1!").arg(m_sides);
        auto expression = DiceParser().parse(notation);
        EncounterDieSource source(state.rng);
        const QString purpose = m_spend == QLatin1String("ac") ? QStringLiteral("action die: +2 AC, rounds")
                                                               : QStringLiteral("action dice: heal");
        auto roll = expression ? DiceRoller(source).roll(*expression, purpose) : Result<RollRecord>(expression.error());
        if (roll) {
            QJsonObject event = roll->toJson();
            event.insert(QStringLiteral("by"), m_creature);
            context->record(event);
            spent.insert(QStringLiteral("roll"), roll->toJson());
            rolled = roll->total;
        }
    }
    Combatant &creature = context->creature(m_creature);
    if (m_spend == QLatin1String("ac") || m_spend == QLatin1String("acCarried")) {
        // A 3 spent in round 1 covers rounds 1 to 3 (the module's pool counts the same rounds down); a boost from
        // before the fight covers its rounds left from the round the fight is in.
        const int rounds = m_spend == QLatin1String("acCarried") ? m_rounds : std::max(1, rolled);
        ModuleDefenseBonus bonus{moduleId, m_creature, DefenseKind::AC, 2, state.round + rounds - 1};
        state.moduleDefenseBonuses.removeIf(
            [&](const ModuleDefenseBonus &b) { return b.module == moduleId && b.creature == m_creature; });
        state.moduleDefenseBonuses.append(bonus);
        spent.insert(QStringLiteral("acBonus"), 2);
        spent.insert(QStringLiteral("rounds"), rounds);
        spent.insert(QStringLiteral("lastRound"), bonus.lastRound);
        context->record(spent);
    } else if (m_spend == QLatin1String("stabilize")) {
        context->record(spent);
        creature.stabilized = true;
        context->record(
            {{QStringLiteral("type"), QStringLiteral("stabilized")}, {QStringLiteral("target"), m_creature}});
    } else if (m_spend == QLatin1String("extraMove") || m_spend == QLatin1String("tokenStandardAction")) {
        if (m_spend == QLatin1String("tokenStandardAction")) {
            spent.insert(QStringLiteral("type"), QStringLiteral("actionDice.heroTokenSpent"));
            spent.insert(QStringLiteral("spend"), QStringLiteral("standardAction"));
        } else {
            spent.insert(QStringLiteral("spend"), QStringLiteral("extraAction"));
            spent.insert(QStringLiteral("action"), QStringLiteral("move"));
        }
        context->record(spent);
        const ActionKind kind = m_spend == QLatin1String("extraMove") ? ActionKind::Move : ActionKind::Standard;
        state.budget.grant(kind);
        context->record({{QStringLiteral("type"), QStringLiteral("actionGranted")},
                         {QStringLiteral("creature"), m_creature},
                         {QStringLiteral("action"), actionKindName(kind)},
                         {QStringLiteral("budget"), state.budget.toJson()}});
    } else if (m_spend == QLatin1String("extraAttack")) {
        spent.insert(QStringLiteral("spend"), QStringLiteral("extraAction"));
        spent.insert(QStringLiteral("action"), QStringLiteral("attack"));
        // The extra attack takes no action of the turn; it is the hero's at-will attack, as rolled now.
        const Combatant &attacker = context->creature(m_creature);
        const auto power = m_power.isEmpty() ? std::optional<CombatPower>(*attacker.basicMeleeAttack())
                                             : AttackRules::findPower(attacker, m_power);
        // "At the same bonus or penalty as your highest attack that round": the bonus of the hero's best attack
        // roll of the round, circumstances included, whatever the new target's; its power's when it made none.
        AttackOptions options;
        options.attackBonus = attacker.highestAttackBonusIn(state.round);
        if (options.attackBonus)
            spent.insert(QStringLiteral("attackBonus"), *options.attackBonus);
        context->record(spent);
        auto attack = AttackRules::resolve(context, m_creature, *power, {m_target}, options);
        co_await attack;
    } else if (m_spend == QLatin1String("secondChance")) {
        spent.insert(QStringLiteral("effect"), m_effect);
        context->record(spent);
        QString why;
        const ActiveEffect *found = ongoingFailedEffect(state, m_effect, m_creature, &why);
        const ActiveEffect effect = *found;
        auto saving = context->savingThrow(m_creature, effect.spec.describe());
        if (co_await saving) {
            context->endEffect(effect.id, QStringLiteral("saved (second chance)"));
            if (effect.spec.aftereffect)
                context->addEffect(m_creature, effect.source, *effect.spec.aftereffect);
        }
    } else if (m_spend == QLatin1String("reuse")) {
        spent.insert(QStringLiteral("power"), m_power);
        context->record(spent);
        creature.expendedPowers.removeAll(m_power);
        context->record({{QStringLiteral("type"), QStringLiteral("powerRestored")},
                         {QStringLiteral("creature"), m_creature},
                         {QStringLiteral("power"), m_power}});
    } else if (m_spend == QLatin1String("heal")) {
        spent.insert(QStringLiteral("hitPoints"), rolled);
        context->record(spent);
        state.budget.take(ActionKind::Standard);
        context->heal(m_creature, rolled, QStringLiteral("action dice"));
    }
    if (night) {
        ActionDiceNight paid = *night;
        if (m_spend == QLatin1String("ac"))
            paid.setAcBoostRounds(heroId, std::max(1, rolled)); // pay() held 1 round until the die was rolled
        QJsonObject moduleState = hooks->modules->value(moduleId);
        moduleState.insert(QStringLiteral("gameNight"), paid.toJson());
        hooks->modules->insert(moduleId, moduleState);
    }
}

} // namespace battlemat
