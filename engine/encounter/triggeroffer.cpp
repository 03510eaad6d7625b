#include "encounter/triggeroffer.h"

#include "encounter/addcreaturecommand.h"
#include "encounter/attackrules.h"
#include "encounter/changeformcommand.h"
#include "encounter/conditionrules.h"
#include "encounter/encountergrid.h"
#include "encounter/powercreature.h"
#include "encounter/squarechoices.h"
#include "encounter/wards.h"

#include <QJsonArray>

namespace battlemat::TriggerOffer {

int hitPercent(const EncounterState &state, const Combatant &holder, const CombatPower &power, const Combatant &target,
               const QStringList &targets, const AttackOptions &options)
{
    if (power.automatic)
        return 100;                             // no attack roll: it happens to every target
    const auto kept = EncounterGrid::of(state); // held while the grid is used
    const int bonus =
        power.attackBonus + AttackRules::modifierTotal(state, *kept, holder, target, power, targets, options);
    const int defense = AttackRules::defenseAgainst(state, target, power);
    int faces = 0;
    for (int face = 1; face <= 20; ++face)
        faces += face == 20 || (face != 1 && face + bonus >= defense) ? 1 : 0;
    return faces * 5;
}

namespace {

/**
 * The spray a triggered power aims at the creature that set it off. The printed powers say only "uses it
 * immediately" ("Near arc 5", orcus-gaps-filled.md section 5: an arc is a spray): of the blocks next to the user that
 * cover that creature, the engine takes the one holding the most of the user's enemies less its allies, the first
 * from the top left on a tie; the game master who would aim it otherwise declines and uses the power by hand.
 */
std::optional<Square> sprayAt(const EncounterState &state, const Combatant &holder, const CombatPower &power,
                              const QString &at)
{
    const auto grid = EncounterGrid::of(state); // held while the grid is used
    const int trigger = grid->indexOf(at);
    const int size = power.burst;
    std::optional<Square> best;
    int bestScore = 0;
    const Space user = spaceOf(holder);
    for (int y = user.top() - size; y <= user.bottom() + 1; ++y) {
        for (int x = user.left() - size; x <= user.right() + 1; ++x) {
            AreaRequest request;
            request.type = AreaType::Spray;
            request.size = size;
            request.origin = Square{x, y};
            request.user = grid->indexOf(holder.id);
            const AreaResult area = grid->area(request);
            if (!area.legal || !area.creatures.contains(trigger))
                continue;
            int score = 0;
            for (int c : area.creatures) {
                const Combatant *other = state.combatant(grid->idOf(c));
                if (other && other->id != holder.id && !other->dead)
                    score += state.isHostile(holder, *other) ? 1 : -1;
            }
            if (!best || score > bestScore) {
                best = Square{x, y};
                bestScore = score;
            }
        }
    }
    return best;
}

/** What a Square question of a triggered power names: the power and its trigger. */
QJsonObject squareDetails(const CombatPower &power)
{
    return {{QStringLiteral("power"), power.id},
            {QStringLiteral("name"), power.name},
            {QStringLiteral("trigger"), power.trigger}};
}

/** Spends the triggered power (its immediate action and its use) and logs it, before it acts. */
void spend(RulesContext *context, const QString &holderId, const QString &byId, const CombatPower &power)
{
    Combatant *holder = context->state().combatant(holderId);
    if (power.action == ActionKind::Immediate)
        holder->immediateActionUsed = true;
    if (power.usage != PowerUsage::AtWill)
        holder->expendedPowers.append(power.id);
    QJsonObject used{{QStringLiteral("type"), QStringLiteral("triggeredPower")},
                     {QStringLiteral("creature"), holderId},
                     {QStringLiteral("power"), power.id},
                     {QStringLiteral("trigger"), power.trigger},
                     {QStringLiteral("by"), byId}};
    if (!power.selfChange.tableText.isEmpty())
        used.insert(QStringLiteral("tableText"), power.selfChange.tableText);
    context->record(used);
}

/** A power that is a shift (the ostovite swarm's Scuttle Away): offered as the square to shift to. */
QCoro::Task<bool> offerShift(RulesContext *context, QString holderId, QString byId, CombatPower power)
{
    const int distance = power.selfChange.shifts;
    auto asked = SquareChoices::askShift(context, holderId, byId, distance, squareDetails(power), true);
    const std::optional<Square> to = co_await asked;
    if (!to)
        co_return false;
    spend(context, holderId, byId, power);
    auto moving = SquareChoices::moveTo(context, holderId, distance, *to);
    co_await moving;
    co_return true;
}

/**
 * A far burst (the chank's Capacitor Purge, its Perimeter Blast "Far burst 1 within 5 and 120"): offered as the
 * origin its controller chooses; taken, resolved at that origin as a reaction's attack on every creature in the area.
 */
QCoro::Task<bool> offerOrigin(RulesContext *context, QString holderId, QString byId, CombatPower power,
                              QList<SquareOption> origins)
{
    DecisionRequest request{DecisionKind::Square, holderId, byId, {power.id}};
    request.details = squareDetails(power);
    request.details.insert(QStringLiteral("purpose"), QStringLiteral("origin"));
    request.squares = origins;
    if (const Combatant *holder = context->state().combatant(holderId);
        const CombatPower *used = holder && !power.expends.isEmpty() ? holder->power(power.expends) : nullptr)
        request.details.insert(QStringLiteral("uses"), used->name);
    auto asked = context->askSquareOutOfTurn(request);
    const std::optional<Square> origin = co_await asked;
    if (!origin)
        co_return false;
    EncounterState &state = context->state();
    if (power.action == ActionKind::Immediate)
        state.combatant(holderId)->immediateActionUsed = true;
    context->record({{QStringLiteral("type"), QStringLiteral("triggeredPower")},
                     {QStringLiteral("creature"), holderId},
                     {QStringLiteral("power"), power.id},
                     {QStringLiteral("trigger"), power.trigger},
                     {QStringLiteral("by"), byId},
                     {QStringLiteral("origin"), QJsonArray{origin->x, origin->y}}});
    AttackOptions options;
    options.counter = true; // a reaction's attack is no new trigger, nor one a counter interrupts
    options.origin = origin;
    auto strike = AttackRules::resolve(context, holderId, power, {}, options);
    co_await strike;
    if (Combatant *user = state.combatant(holderId);
        user && !power.expends.isEmpty() && user->power(power.expends) && !user->expendedPowers.contains(power.expends))
        user->expendedPowers.append(power.expends);
    co_return true;
}

/**
 * A power that places a creature beside its user (the hunting spiders' Egg Sacs, "Place a spider swarm in an adjacent
 * space"): offered as the space it comes in (decision "square", purpose "place"; declining the square is not using
 * the power); taken, the creature joins the fight through the one addCreature rule, its initiative rolled.
 */
QCoro::Task<bool> offerPlacing(RulesContext *context, QString holderId, QString byId, CombatPower power)
{
    DecisionRequest request{DecisionKind::Square, holderId, byId, {power.id}};
    request.squares = SquareChoices::placements(context->state(), holderId, power);
    if (request.squares.isEmpty())
        co_return false; // no space beside it to stand in: nothing to ask
    request.details = squareDetails(power);
    request.details.insert(QStringLiteral("purpose"), QStringLiteral("place"));
    request.details.insert(QStringLiteral("creature"),
                           power.places.value(QStringLiteral("creature"))[QStringLiteral("name")].toString());
    auto asked = context->askSquareOutOfTurn(request);
    const std::optional<Square> at = co_await asked;
    if (!at)
        co_return false;
    spend(context, holderId, byId, power);
    EncounterState &state = context->state();
    const QJsonObject token = PowerCreature::placedToken(state, *state.combatant(holderId), power, *at);
    auto placed = AddCreatureCommand::combatantOf(
        token, PowerCreature::placedBlock(power, token.value(QStringLiteral("id")).toString()), state,
        JsonContext(QStringLiteral("places")));
    if (!placed)
        co_return true; // read when the power was (PowerCreature::read), and the square was one it may stand in
    auto joining = AddCreatureCommand::join(context, *placed, std::nullopt, holderId, token);
    co_await joining;
    co_return true;
}

/** What a change of form does, for the question: the form's name and the hit points carried over. */
QJsonObject formFacts(const Combatant &holder, const CombatPower &power)
{
    QJsonObject facts{{QStringLiteral("name"), power.becomes.value(QStringLiteral("name")).toString()}};
    if (auto after =
            ChangeFormCommand::changedTo(holder, PowerCreature::formBlock(power, holder.id),
                                         PowerCreature::formSpeed(power), JsonContext(QStringLiteral("becomes")))) {
        facts.insert(QStringLiteral("hp"), after->hp);
        facts.insert(QStringLiteral("maxHp"), after->maxHp);
    }
    return facts;
}

} // namespace

Aim aim(const EncounterState &state, const Combatant &holder, const CombatPower &power, const QString &at)
{
    Aim aimed;
    if (power.changesForm())
        return ChangeFormCommand::refusal(holder, PowerCreature::formBlock(power, holder.id),
                                          PowerCreature::formSpeed(power), JsonContext(QStringLiteral("becomes")))
                       .ok()
                   ? Aim{{holder.id}, std::nullopt}
                   : Aim{};
    if (power.changesSelf() || power.placesCreature())
        return Aim{{holder.id}, std::nullopt}; // it changes its user or places a creature, whoever set it off
    if (power.origin == PowerOrigin::Far && power.area == AreaType::Burst) {
        aimed.origins = SquareChoices::burstOrigins(state, holder, power);
        return aimed; // its controller chooses the origin when it is offered
    }
    if (power.origin == PowerOrigin::Near && power.area == AreaType::Spray) {
        aimed.origin = sprayAt(state, holder, power, at);
        if (!aimed.origin)
            return {};
    } else if (power.origin == PowerOrigin::Melee || power.origin == PowerOrigin::Ranged ||
               (power.origin == PowerOrigin::Self && power.automatic)) {
        aimed.targets << at;
    } else if (power.origin != PowerOrigin::Near || power.area != AreaType::Burst) {
        return {}; // a wall needs its squares chosen at the table
    }
    AttackOptions options;
    options.origin = aimed.origin;
    if (!AttackRules::validate(state, holder, power, aimed.targets, options).ok())
        return {};
    auto chosen = AttackRules::targetsFor(state, holder, power, aimed.targets, options);
    if (!chosen || chosen->isEmpty())
        return {};
    aimed.targets = *chosen;
    return aimed;
}

bool mayUse(const EncounterState &state, const Combatant &holder, const CombatPower &power)
{
    // Orcus "Immediate actions": on someone else's turn, one between each of the user's own turns; a free action
    // needs none.
    return !holder.dead && state.current != holder.id && ConditionRules::canAct(state, holder) &&
           !holder.expendedPowers.contains(power.id) &&
           !(power.action == ActionKind::Immediate && holder.immediateActionUsed) && Wards::allow(holder, power);
}

QCoro::Task<bool> offer(RulesContext *context, QString holderId, QString byId, CombatPower power, Aim aim)
{
    EncounterState &state = context->state();
    if (power.placesCreature()) {
        auto placing = offerPlacing(context, holderId, byId, power);
        co_return co_await placing;
    }
    if (power.changesSelf() && power.selfChange.onlyShifts()) {
        // "Shift 5" is the whole power: where to is the question, and declining the square is not using it.
        auto shifted = offerShift(context, holderId, byId, power);
        co_return co_await shifted;
    }
    if (!aim.origins.isEmpty()) {
        auto burst = offerOrigin(context, holderId, byId, power, aim.origins);
        co_return co_await burst;
    }
    const QStringList targets = aim.targets;
    QJsonArray odds; // nothing is rolled for a change of its user
    if (const Combatant *holder = state.combatant(holderId); holder && !power.changesSelf() && !power.changesForm()) {
        for (const QString &targetId : std::as_const(targets)) {
            if (const Combatant *target = state.combatant(targetId))
                odds.append(
                    QJsonObject{{QStringLiteral("target"), targetId},
                                {QStringLiteral("percent"), hitPercent(state, *holder, power, *target, targets)}});
        }
    }
    DecisionRequest request{DecisionKind::TriggeredPower, holderId, byId, {power.id}};
    request.details = {{QStringLiteral("power"), power.id},
                       {QStringLiteral("name"), power.name},
                       {QStringLiteral("trigger"), power.trigger},
                       {QStringLiteral("odds"), odds}};
    if (power.automatic)
        request.details.insert(QStringLiteral("automatic"), true);
    if (power.changesSelf()) // what the engine does, and what stays the table's, for the prompt to say
        request.details.insert(QStringLiteral("selfChange"), selfChangeToJson(power.selfChange));
    if (const Combatant *holder = state.combatant(holderId); holder && power.changesForm())
        request.details.insert(QStringLiteral("becomes"), formFacts(*holder, power));
    if (aim.origin) // the spray's block as the engine aimed it (sprayAt), for the table to see
        request.details.insert(QStringLiteral("origin"), QJsonArray{aim.origin->x, aim.origin->y});
    const Combatant *holder = state.combatant(holderId);
    if (const CombatPower *used = holder && !power.expends.isEmpty() ? holder->power(power.expends) : nullptr)
        request.details.insert(QStringLiteral("uses"), used->name);
    auto question = context->askOutOfTurn(request);
    if (!co_await question)
        co_return false;
    if (power.action == ActionKind::Immediate)
        state.combatant(holderId)->immediateActionUsed = true;
    QJsonObject used{{QStringLiteral("type"), QStringLiteral("triggeredPower")},
                     {QStringLiteral("creature"), holderId},
                     {QStringLiteral("power"), power.id},
                     {QStringLiteral("trigger"), power.trigger},
                     {QStringLiteral("by"), byId}};
    if (power.changesForm()) {
        // "The monster regresses to its natural form": the one changeForm rule, what it went through carried over.
        spend(context, holderId, byId, power);
        ChangeFormCommand::change(context, holderId, PowerCreature::formBlock(power, holderId),
                                  PowerCreature::formSpeed(power), holderId);
        co_return true;
    }
    if (power.changesSelf()) {
        // No attack to spend it: spent here. What the engine cannot do is logged for the table to do.
        if (power.usage != PowerUsage::AtWill)
            state.combatant(holderId)->expendedPowers.append(power.id);
        if (!power.selfChange.tableText.isEmpty())
            used.insert(QStringLiteral("tableText"), power.selfChange.tableText);
        context->record(used);
        power.selfChange.apply(context, holderId, power.name);
        if (power.selfChange.shifts > 0) { // taken already: the square is asked in the reaction, declining stays put
            auto where =
                SquareChoices::askShift(context, holderId, byId, power.selfChange.shifts, squareDetails(power), false);
            if (const std::optional<Square> to = co_await where) {
                auto moving = SquareChoices::moveTo(context, holderId, power.selfChange.shifts, *to);
                co_await moving;
            }
        }
        co_return true;
    }
    context->record(used);
    AttackOptions options;
    options.counter = true; // a reaction's attack is no new trigger, nor one a counter interrupts
    options.origin = aim.origin;
    auto strike = AttackRules::resolve(context, holderId, power, targets, options);
    co_await strike;
    // "The couatl's breath weapon refreshes, and the couatl uses it immediately": used again, it is spent again.
    if (Combatant *user = state.combatant(holderId);
        user && !power.expends.isEmpty() && user->power(power.expends) && !user->expendedPowers.contains(power.expends))
        user->expendedPowers.append(power.expends);
    co_return true;
}

} // namespace battlemat::TriggerOffer
