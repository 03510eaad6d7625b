#include "encounter/singleattack.h"

#include "encounter/attackrules.h"
#include "encounter/combatant.h"
#include "encounter/commandparser.h"
#include "encounter/commandprocessor.h"
#include "encounter/scripteddecider.h"

#include <QJsonArray>

namespace battlemat {

namespace {

constexpr int mapSide = 40;
constexpr int home = 18; // the attacker's square: room on every side for the largest creatures and a long shot

struct Placement
{
    int x = 0;
    int y = 0;
    int side = 1;
    bool overlaps(const Placement &other) const
    {
        return x < other.x + other.side && other.x < x + side && y < other.y + other.side && other.y < y + side;
    }
};

Result<CombatPower> choosePower(const Combatant &attacker, const QString &wanted)
{
    auto basic = [&](PowerOrigin origin) -> const CombatPower * {
        for (const CombatPower &power : attacker.powers) {
            if (power.basic && power.origin == origin)
                return &power;
        }
        return nullptr;
    };
    if (wanted == QLatin1String("basic-melee") || wanted == QLatin1String("basic-ranged")) {
        const bool ranged = wanted == QLatin1String("basic-ranged");
        if (const CombatPower *power = basic(ranged ? PowerOrigin::Ranged : PowerOrigin::Melee))
            return *power;
        return Error{QStringLiteral("--power %1: %2 has no basic %3 attack")
                         .arg(wanted, attacker.id, ranged ? QStringLiteral("ranged") : QStringLiteral("melee"))};
    }
    if (wanted.isEmpty()) {
        if (attacker.hero) {
            if (const CombatPower *power = basic(PowerOrigin::Melee))
                return *power;
            if (const CombatPower *power = basic(PowerOrigin::Ranged))
                return *power;
        }
        if (attacker.powers.isEmpty())
            return Error{QStringLiteral("%1 has no powers").arg(attacker.id)};
        return attacker.powers.constFirst();
    }
    for (const CombatPower &power : attacker.powers) {
        if (power.id == wanted || power.name.compare(wanted, Qt::CaseInsensitive) == 0)
            return power;
    }
    if (auto universal = AttackRules::universalPower(attacker, wanted))
        return *universal;
    return Error{QStringLiteral("--power: %1 has no power '%2'").arg(attacker.id, wanted)};
}

// Squares between the attacker's space and the targets' (0: adjacent), by what the attack is meant to be.
int gapFor(const CombatPower &power, const SingleAttack &attack, bool *declareLongRange)
{
    *declareLongRange = attack.declared.longRange;
    if (attack.charge)
        return 3;
    switch (power.origin) {
    case PowerOrigin::Melee:
        return attack.notAdjacent ? 1 : 0;
    case PowerOrigin::Near:
    case PowerOrigin::Self:
        return 0;
    case PowerOrigin::Far:
        return std::clamp(power.range - 1, 0, 2);
    case PowerOrigin::Ranged:
        if (attack.declared.longRange && power.longRange > power.range) {
            *declareLongRange = false; // the map shows it: the target stands beyond the normal range
            return power.range;
        }
        // A shot from an adjacent square would provoke; nobody shoots like that unless made to.
        return 1;
    }
    return 0;
}

Status run(CommandProcessor &encounter, const QJsonObject &command, QList<ScriptedDecider::Answer> answers,
           QList<QJsonObject> *events = nullptr)
{
    auto parsed = commandFromJson(command, JsonContext(command.value(QStringLiteral("type")).toString()));
    if (!parsed)
        return parsed.error();
    ScriptedDecider decider(answers);
    const CommandOutcome outcome = encounter.run(*parsed, &decider);
    if (!outcome.ok)
        return Error{outcome.error};
    if (events)
        *events = outcome.events;
    return success();
}

} // namespace

Result<SingleAttackOutcome> resolveSingleAttack(const SingleAttack &attack)
{
    Combatant attacker;
    if (auto read = readStatBlock(attacker, attack.attacker.block, JsonContext(QStringLiteral("attacker"))); !read)
        return read.error();
    attacker.id = attack.attacker.block.value(QStringLiteral("id")).toString();
    auto power = choosePower(attacker, attack.power);
    if (!power)
        return power.error();
    if (attack.targets.isEmpty())
        return Error{QStringLiteral("an attack needs a target")};
    if (attack.charge && attack.targets.size() > 1)
        return Error{QStringLiteral("--charge: a charge attacks one target")};

    DeclaredCircumstances declared = attack.declared;
    bool declareLongRange = false;
    const int gap = gapFor(*power, attack, &declareLongRange);
    declared.longRange = declareLongRange;

    // The attacker at home, the targets on its right, left, lower and upper side in turn.
    const Placement attackerSpace{home, home, spaceSquares(attack.attacker.size)};
    QList<Placement> taken{attackerSpace};
    QJsonArray mapCreatures{QJsonObject{{QStringLiteral("id"), attacker.id},
                                        {QStringLiteral("x"), home},
                                        {QStringLiteral("y"), home},
                                        {QStringLiteral("side"), QStringLiteral("attacker")},
                                        {QStringLiteral("size"), creatureSizeName(attack.attacker.size)}}};
    QJsonArray blocks{attack.attacker.block};
    SingleAttackOutcome outcome;
    outcome.power = *power;
    outcome.placed.insert(attacker.id, QJsonArray{home, home});
    QStringList targetIds;
    for (qsizetype i = 0; i < attack.targets.size(); ++i) {
        const SingleAttack::Creature &target = attack.targets.at(i);
        const QString id = target.block.value(QStringLiteral("id")).toString();
        if (id == attacker.id || targetIds.contains(id))
            return Error{QStringLiteral("'%1' is given twice: every creature needs its own id").arg(id)};
        const int side = spaceSquares(target.size);
        Placement space{0, 0, side};
        switch (i % 4) {
        case 0:
            space = {home + attackerSpace.side + gap, home, side};
            break;
        case 1:
            space = {home - gap - side, home, side};
            break;
        case 2:
            space = {home, home + attackerSpace.side + gap, side};
            break;
        default:
            space = {home, home - gap - side, side};
            break;
        }
        for (const Placement &other : taken) {
            if (i >= 4 || space.overlaps(other))
                return Error{QStringLiteral("%1 targets of these sizes do not fit around the attacker; give fewer")
                                 .arg(attack.targets.size())};
        }
        taken.append(space);
        targetIds.append(id);
        mapCreatures.append(QJsonObject{{QStringLiteral("id"), id},
                                        {QStringLiteral("x"), space.x},
                                        {QStringLiteral("y"), space.y},
                                        {QStringLiteral("side"), QStringLiteral("targets")},
                                        {QStringLiteral("size"), creatureSizeName(target.size)}});
        blocks.append(target.block);
        outcome.placed.insert(id, QJsonArray{space.x, space.y});
    }
    QJsonArray terrain;
    for (int row = 0; row < mapSide; ++row)
        terrain.append(QString(mapSide, QLatin1Char('.')));
    const QJsonObject encounterJson{
        {QStringLiteral("map"), QJsonObject{{QStringLiteral("name"), QStringLiteral("one attack")},
                                            {QStringLiteral("terrain"), terrain},
                                            {QStringLiteral("creatures"), mapCreatures}}},
        {QStringLiteral("creatures"), blocks}};
    auto encounter = CommandProcessor::fromEncounterJson(encounterJson, QStringLiteral("the attack"), attack.seed);
    if (!encounter)
        return encounter.error();
    CommandProcessor &fight = **encounter;
    const QString type = QStringLiteral("type");
    if (auto started = run(fight, {{type, QStringLiteral("start")}}, {}); !started)
        return started.error();
    if (auto rolled = run(fight, {{type, QStringLiteral("rollInitiative")}}, {}); !rolled)
        return rolled.error();
    // The attacker's turn: whoever rolled higher passes, before anything has happened to them.
    for (int passes = 0; fight.state().current != attacker.id; ++passes) {
        if (passes > blocks.size())
            return Error{QStringLiteral("%1 never gets a turn").arg(attacker.id)};
        if (auto ended = run(
                fight, {{type, QStringLiteral("endTurn")}, {QStringLiteral("creature"), fight.state().current}}, {});
            !ended)
            return ended.error();
    }
    for (const auto &[id, condition] : attack.conditions) {
        if (!fight.state().combatant(id))
            return Error{QStringLiteral("--condition: no creature with id '%1'").arg(id)};
        const QJsonObject effect{{QStringLiteral("condition"), condition},
                                 {QStringLiteral("duration"), QStringLiteral("encounter")}};
        if (auto applied = run(fight,
                               {{type, QStringLiteral("applyEffect")},
                                {QStringLiteral("target"), id},
                                {QStringLiteral("effect"), effect}},
                               {});
            !applied)
            return Error{QStringLiteral("--condition %1=%2: %3").arg(id, condition, applied.errorMessage())};
    }

    QJsonObject command;
    if (attack.coupDeGrace) {
        command = {{type, QStringLiteral("coupDeGrace")},
                   {QStringLiteral("creature"), attacker.id},
                   {QStringLiteral("target"), targetIds.constFirst()},
                   {QStringLiteral("power"), power->id}};
    } else if (attack.charge) {
        QJsonArray path;
        for (int step = 1; step <= gap; ++step)
            path.append(QJsonArray{home + step, home});
        command = {{type, QStringLiteral("charge")},
                   {QStringLiteral("creature"), attacker.id},
                   {QStringLiteral("target"), targetIds.constFirst()},
                   {QStringLiteral("path"), path}};
    } else {
        command = {{type, QStringLiteral("attack")},
                   {QStringLiteral("creature"), attacker.id},
                   {QStringLiteral("power"), power->id},
                   {QStringLiteral("targets"), QJsonArray::fromStringList(targetIds)}};
        if (power->origin == PowerOrigin::Far)
            command.insert(QStringLiteral("origin"), outcome.placed.value(targetIds.constFirst()));
    }
    if (!declared.isEmpty() && !attack.coupDeGrace)
        command.insert(QStringLiteral("declared"), declaredCircumstancesToJson(declared));
    if (auto attacked = run(fight, command, {{DecisionKind::KnockOut, attack.knockOut, {}}}, &outcome.events);
        !attacked)
        return attacked.error();
    for (const Combatant &combatant : fight.state().combatants)
        outcome.after.append(combatantToJson(combatant));
    return outcome;
}

} // namespace battlemat
