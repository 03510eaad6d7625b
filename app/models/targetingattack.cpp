// The attack part of the targeting preview: which power, the modifiers the encounter will apply, an area power's
// template and the creatures in it, the odds from the dice engine, and the roll itself (issue 7, "Targeting").
#include "targetingpreview.h"

#include "dice/attackodds.h"
#include "dice/diceparser.h"
#include "encounter/attackrules.h"
#include "encounter/commandparser.h"
#include "encounter/encountergrid.h"
#include "grid/areaofeffect.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace battlemat;

namespace {
// The encounter logs modifiers by these keys (engine/encounter/attackcircumstances.cpp); the preview names them.
QString modifierName(const QString &key)
{
    static const QHash<QString, const char *> names{
        {QStringLiteral("offGuard"), QT_TRANSLATE_NOOP("TargetingPreview", "target off-guard")},
        {QStringLiteral("attackerProne"), QT_TRANSLATE_NOOP("TargetingPreview", "attacker prone")},
        {QStringLiteral("attackerRestrained"), QT_TRANSLATE_NOOP("TargetingPreview", "attacker restrained")},
        {QStringLiteral("rattled"), QT_TRANSLATE_NOOP("TargetingPreview", "attacker rattled")},
        {QStringLiteral("ran"), QT_TRANSLATE_NOOP("TargetingPreview", "attacker ran")},
        {QStringLiteral("aura"), QT_TRANSLATE_NOOP("TargetingPreview", "attacker in an aura")},
        {QStringLiteral("powerBonus"), QT_TRANSLATE_NOOP("TargetingPreview", "power bonus")},
        {QStringLiteral("charge"), QT_TRANSLATE_NOOP("TargetingPreview", "charge")},
        {QStringLiteral("marked"), QT_TRANSLATE_NOOP("TargetingPreview", "marked by another")},
        {QStringLiteral("cover"), QT_TRANSLATE_NOOP("TargetingPreview", "cover")},
        {QStringLiteral("threeQuartersCover"), QT_TRANSLATE_NOOP("TargetingPreview", "three-quarters cover")},
        {QStringLiteral("concealment"), QT_TRANSLATE_NOOP("TargetingPreview", "concealment")},
        {QStringLiteral("totalConcealment"), QT_TRANSLATE_NOOP("TargetingPreview", "total concealment")},
        {QStringLiteral("longRange"), QT_TRANSLATE_NOOP("TargetingPreview", "long range")},
        {QStringLiteral("targetProne"), QT_TRANSLATE_NOOP("TargetingPreview", "target prone (ranged)")},
    };
    const char *name = names.value(key);
    return name ? TargetingPreview::tr(name) : key;
}

bool isArea(const CombatPower &power)
{
    return power.origin == PowerOrigin::Near || power.origin == PowerOrigin::Far;
}
} // namespace

void TargetingPreview::setPowerId(const QString &powerId)
{
    if (powerId == m_powerId)
        return;
    m_powerId = powerId;
    if (active())
        update(m_attackerId, m_targetId);
    else
        Q_EMIT changed();
}

QVariantList TargetingPreview::attackPowers(const Combatant &attacker)
{
    QVariantList powers;
    for (const CombatPower &power : attacker.powers) {
        if (!power.isAttack() || attacker.expendedPowers.contains(power.id))
            continue;
        powers.append(QVariantMap{{QStringLiteral("id"), power.id},
                                  {QStringLiteral("name"), power.name},
                                  {QStringLiteral("area"), isArea(power)},
                                  {QStringLiteral("wall"), isArea(power) && power.area == AreaType::Wall},
                                  {QStringLiteral("size"), power.burst}});
    }
    return powers;
}

QVariantList TargetingPreview::powersOf(const QString &creatureId) const
{
    if (!m_encounter || !m_encounter->running() || !m_encounter->processor())
        return {};
    const Combatant *creature = m_encounter->processor()->state().combatant(creatureId);
    return creature ? attackPowers(*creature) : QVariantList();
}

QVariantList TargetingPreview::areaTargetSpaces() const
{
    QVariantList spaces;
    const EncounterState *state =
        m_encounter && m_encounter->processor() ? &m_encounter->processor()->state() : nullptr;
    for (const QString &id : m_areaTargets) {
        const Combatant *creature = state ? state->combatant(id) : nullptr;
        if (!creature)
            continue;
        spaces.append(QVariantMap{{QStringLiteral("id"), id},
                                  {QStringLiteral("column"), creature->position.x},
                                  {QStringLiteral("row"), creature->position.y},
                                  {QStringLiteral("size"), battlemat::spaceSquares(creature->size)}});
    }
    return spaces;
}

const CombatPower *TargetingPreview::chosenPower(const Combatant &attacker) const
{
    if (!m_powerId.isEmpty()) {
        const CombatPower *chosen = attacker.power(m_powerId);
        return chosen && !attacker.expendedPowers.contains(chosen->id) ? chosen : nullptr;
    }
    // The attack the table would most likely make: the basic melee attack when adjacent, otherwise the first
    // ranged attack (basic ones first).
    if (m_range <= 1)
        return attacker.basicMeleeAttack();
    const CombatPower *power = nullptr;
    for (const CombatPower &p : attacker.powers) {
        if (p.origin == PowerOrigin::Ranged && (!power || (p.basic && !power->basic)))
            power = &p;
    }
    return power;
}

// The template of an area as the encounter would place it at the hovered target: a far burst centred on the
// target's square, a near burst around the attacker, a spray on the placement beside the attacker nearest the
// target, and a wall starting in the target's square and running across the line from the attacker (its origin
// the square before the target on that line), turned the other way if the map ends first.
bool TargetingPreview::computeArea(const EncounterState &state, const Combatant &attacker, const Combatant &target,
                                   const CombatPower &power)
{
    const EncounterGrid encounterGrid(state);
    const BattleGrid &battle = encounterGrid.grid();
    AreaRequest request;
    request.type = power.area;
    request.size = power.burst;
    request.user = encounterGrid.indexOf(attacker.id);
    if (power.burst < 1)
        return false;
    const AreaOfEffect areas(battle);
    const bool planned = power.area == AreaType::Wall && !m_wallPlan.isEmpty() && m_wallPlanAttacker == attacker.id &&
                         m_wallPlanPower == power.id;
    std::optional<AreaResult> plannedArea;
    if (planned) {
        // The wall the game master laid; until it has all its squares there is no template to attack with.
        if (m_wallPlan.size() != power.burst)
            return false;
        plannedArea = planWall(encounterGrid, attacker, power, power.burst, request);
    } else if (power.area == AreaType::Wall) {
        const int dx = (target.position.x > attacker.position.x) - (target.position.x < attacker.position.x);
        const int dy = (target.position.y > attacker.position.y) - (target.position.y < attacker.position.y);
        const Square across = dx == 0 && dy == 0 ? Square{1, 0} : Square{-dy, dx};
        const Square before{target.position.x - dx, target.position.y - dy};
        request.origin = before == attacker.position ? target.position : before;
        request.range = power.range;
        for (int turn = 0; turn < 2 && request.wallSquares.size() < power.burst; ++turn) {
            const int sign = turn == 0 ? 1 : -1;
            request.wallSquares.clear();
            for (int i = 0; i < power.burst; ++i) {
                const Square square{target.position.x + sign * across.x * i, target.position.y + sign * across.y * i};
                if (!battle.contains(square))
                    break;
                request.wallSquares.append(square);
            }
        }
    } else if (power.origin == PowerOrigin::Far) {
        request.origin = target.position;
        request.range = power.range;
    } else if (power.area == AreaType::Spray) {
        const QList<Square> placements = areas.sprayPlacements(request.user, power.burst);
        int best = -1;
        int bestDistance = 0;
        for (qsizetype i = 0; i < placements.size(); ++i) {
            const Square centre{placements.at(i).x + power.burst / 2, placements.at(i).y + power.burst / 2};
            const int distance =
                std::max(std::abs(centre.x - target.position.x), std::abs(centre.y - target.position.y));
            if (best < 0 || distance < bestDistance) {
                best = int(i);
                bestDistance = distance;
            }
        }
        if (best < 0)
            return false;
        request.origin = placements.at(best);
    }
    const AreaResult area = plannedArea ? *plannedArea : areas.evaluate(request);
    if (!area.legal)
        return false;
    m_areaOrigin = request.origin;
    m_wallSquares = request.wallSquares;
    QSet<Square> reached(area.affected.cbegin(), area.affected.cend());
    for (const Square &square : area.squares)
        m_areaSquares.append(QVariantMap{{QStringLiteral("column"), square.x},
                                         {QStringLiteral("row"), square.y},
                                         {QStringLiteral("reached"), reached.contains(square)}});
    AttackOptions options;
    options.origin = request.origin;
    options.wallSquares = request.wallSquares;
    auto targets = AttackRules::targetsFor(state, attacker, power, {}, options);
    if (targets)
        m_areaTargets = *targets;
    return true;
}

void TargetingPreview::computeOdds()
{
    if (!m_encounter || !m_encounter->running() || !m_encounter->processor())
        return;
    const EncounterState &state = m_encounter->processor()->state();
    const Combatant *attacker = state.combatant(m_attackerId);
    const Combatant *target = state.combatant(m_targetId);
    if (!attacker || !target)
        return;
    const CombatPower *power = chosenPower(*attacker);
    if (!power || target->dead)
        return;
    m_usedPowerId = power->id;
    AttackOptions options;
    if (isArea(*power)) {
        if (!computeArea(state, *attacker, *target, *power) || !m_areaTargets.contains(target->id))
            return; // the odds are per target: only for a creature the template reaches
        options.origin = m_areaOrigin;
        options.wallSquares = m_wallSquares;
    } else if (!m_targetable) {
        return;
    }
    // Exactly the modifiers and defense the encounter's attack will use (AttackRules), so the odds and the roll
    // never disagree.
    const QJsonObject mods = AttackRules::modifiers(state, *attacker, *target, *power,
                                                    isArea(*power) ? m_areaTargets : QStringList{target->id}, options);
    int bonus = power->attackBonus;
    for (auto it = mods.begin(); it != mods.end(); ++it) {
        bonus += it.value().toInt();
        m_modifiers.append(QVariantMap{{QStringLiteral("name"), modifierName(it.key())},
                                       {QStringLiteral("value"), it.value().toInt()}});
    }
    const int defense = AttackRules::defenseAgainst(state, *target, *power);
    const DiceParser parser;
    const auto attack =
        parser.parse(bonus == 0 ? QStringLiteral("1d20")
                                : QStringLiteral("1d20%1%2").arg(bonus > 0 ? "+" : "-").arg(std::abs(bonus)));
    if (!attack)
        return;
    std::optional<DiceExpression> damage;
    if (power->damage.count > 0 || power->damage.bonus != 0) {
        const auto parsed = parser.parse(power->damage.toString());
        if (parsed)
            damage = *parsed;
    }
    const auto odds = AttackOdds::compute(*attack, defense, damage);
    if (!odds)
        return;
    m_hasOdds = true;
    m_powerName = power->name;
    m_attackBonus = bonus;
    m_defense = defense;
    switch (power->defense) {
    case DefenseKind::AC:
        m_defenseName = tr("AC");
        break;
    case DefenseKind::Fortitude:
        m_defenseName = tr("Fortitude");
        break;
    case DefenseKind::Reflex:
        m_defenseName = tr("Reflex");
        break;
    case DefenseKind::Will:
        m_defenseName = tr("Will");
        break;
    }
    // The roll's own validation decides whether the label may offer it: one rule, one function.
    const auto command = commandFromJson(attackCommand(), JsonContext(tr("attack")));
    const Status legal = command ? (*command)->validate(state) : Status(command.error());
    m_rollRefusal = legal ? QString() : m_encounter->tableLanguage(legal.errorMessage());
    m_hitChance = odds->hit;
    m_criticalChance = odds->critical;
    m_expectedDamage = odds->expectedDamage;
    // Dropping it: the damage must reach its hit points plus temporary ones, plus its resistance to the damage type
    // (a weakness lowers the need; Orcus "Immunities, resistances and weaknesses"). An ordinary hit rolls the damage,
    // a critical hit deals the maximum.
    if (damage && target->hp > 0 && !target->immune.contains(power->damageType)) {
        const int needed = target->hp + target->tempHp + target->resist.value(power->damageType, 0);
        const auto distribution = DiceOdds::distribution(*damage);
        if (distribution) {
            const double ordinary = distribution->probabilityAtLeast(needed);
            const double critical = odds->damageOnCritical >= needed ? 1.0 : 0.0;
            m_dropChance = (odds->hit - odds->critical) * ordinary + odds->critical * critical;
        }
    }
}

QString TargetingPreview::modifiersSummary() const
{
    QStringList parts;
    for (const QVariant &modifier : m_modifiers) {
        const QVariantMap map = modifier.toMap();
        const int value = map.value(QStringLiteral("value")).toInt();
        parts << tr("%1 %2").arg(map.value(QStringLiteral("name")).toString(),
                                 value > 0 ? QStringLiteral("+%1").arg(value) : QString::number(value));
    }
    return parts.join(QStringLiteral(", "));
}

QJsonObject TargetingPreview::attackCommand() const
{
    QJsonObject command{{QStringLiteral("type"), QStringLiteral("attack")},
                        {QStringLiteral("creature"), m_attackerId},
                        {QStringLiteral("power"), m_usedPowerId}};
    if (!m_areaSquares.isEmpty()) {
        command.insert(QStringLiteral("targets"), QJsonArray::fromStringList(m_areaTargets));
        if (m_areaOrigin)
            command.insert(QStringLiteral("origin"), QJsonArray{m_areaOrigin->x, m_areaOrigin->y});
        if (!m_wallSquares.isEmpty()) {
            QJsonArray squares;
            for (const Square &square : std::as_const(m_wallSquares))
                squares.append(QJsonArray{square.x, square.y});
            command.insert(QStringLiteral("squares"), squares);
        }
    } else {
        command.insert(QStringLiteral("targets"), QJsonArray{m_targetId});
    }
    return command;
}

bool TargetingPreview::attack()
{
    if (!m_hasOdds || !m_encounter) {
        m_lastError = tr("Nothing to roll: hover a target the chosen power can reach");
        Q_EMIT changed();
        return false;
    }
    if (!m_rollRefusal.isEmpty()) {
        m_lastError = m_rollRefusal;
        Q_EMIT changed();
        return false;
    }
    const QJsonObject command = attackCommand();
    const bool done = m_encounter->execute(QString::fromUtf8(QJsonDocument(command).toJson(QJsonDocument::Compact)));
    m_lastError = done ? QString() : m_encounter->errorMessage();
    if (done && !m_wallSquares.isEmpty() && m_wallSquares == m_wallPlan) {
        m_wallPlan.clear(); // the laid wall has been used
        m_wallPlanStatus.clear();
    }
    Q_EMIT changed();
    return done;
}
