#include "encounter/addcreaturecommand.h"

#include "encounter/encountergrid.h"
#include "grid/battlemapjson.h"
#include "grid/pathfinder.h"

#include <QJsonArray>

namespace battlemat {

namespace {
const JsonContext where(QStringLiteral("addCreature"));
const QString tokenKey = QStringLiteral("creature");
const QString blockKey = QStringLiteral("block");
const QString initiativeKey = QStringLiteral("initiative");
} // namespace

Result<std::shared_ptr<Command>> AddCreatureCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto token = context.requireObject(object, tokenKey);
    if (!token)
        return token.error();
    auto block = context.requireObject(object, blockKey);
    if (!block)
        return block.error();
    std::optional<int> initiative;
    if (object.contains(initiativeKey)) {
        auto given = context.requireInt(object, initiativeKey, -50, 150);
        if (!given)
            return given.error();
        initiative = *given;
    }
    return std::shared_ptr<Command>(std::make_shared<AddCreatureCommand>(*token, *block, initiative));
}

QJsonObject AddCreatureCommand::toJson() const
{
    QJsonObject object{
        {QStringLiteral("type"), QStringLiteral("addCreature")}, {tokenKey, m_token}, {blockKey, m_block}};
    if (m_initiative)
        object.insert(initiativeKey, *m_initiative);
    return object;
}

Result<Combatant> AddCreatureCommand::combatant(const EncounterState &state) const
{
    return combatantOf(m_token, m_block, state, where);
}

Result<Combatant> AddCreatureCommand::combatantOf(const QJsonObject &tokenJson, const QJsonObject &block,
                                                  const EncounterState &state, const JsonContext &context)
{
    auto token = mapCreatureFromJson(tokenJson, state.grid, context.child(tokenKey));
    if (!token)
        return token.error();
    const QString blockId = block.value(QStringLiteral("id")).toString(token->id);
    if (blockId != token->id)
        return context.child(blockKey)
            .child(QStringLiteral("id"))
            .error(QStringLiteral("'%1' is not the creature's id '%2'").arg(blockId, token->id));
    Combatant c;
    c.id = token->id;
    c.name = token->name;
    c.side = token->side;
    c.position = token->position;
    c.size = token->size;
    c.speed = token->speed;
    c.movementModes = token->movementModes;
    if (const Status read = readStatBlock(c, block, context.child(blockKey)); !read)
        return read.error();
    return c;
}

Status AddCreatureCommand::validate(const EncounterState &state) const
{
    if (state.phase == EncounterPhase::Ended)
        return Error{QStringLiteral("the encounter has ended: a creature joins a fight that runs")};
    auto added = combatant(state);
    if (!added)
        return added.error();
    if (m_initiative && state.initiative.isEmpty() && !state.combatant(added->id))
        return Error{QStringLiteral("initiative is not rolled yet: %1 rolls with everyone").arg(added->name)};
    return refusal(state, *added);
}

Status AddCreatureCommand::refusal(const EncounterState &state, const Combatant &added)
{
    if (state.combatant(added.id))
        return Error{QStringLiteral("there is a creature '%1' in the encounter already").arg(added.id)};
    // Its space judged as a creature that stood there would judge it (Orcus "Terrain", "Size"): on the map, no
    // blocking terrain, no other creature unless the rules let them share it (a prone or Tiny one).
    EncounterState with = state;
    with.combatants.append(added);
    const auto kept = EncounterGrid::of(with);
    const EncounterGrid &grid = *kept;
    Pathfinder &finder = grid.grid().pathfinder();
    QString why;
    if (!finder.canEndAt(finder.mover(grid.indexOf(added.id), false), added.position, &why))
        return Error{QStringLiteral("%1 cannot stand at %2, %3: %4")
                         .arg(added.name)
                         .arg(added.position.x)
                         .arg(added.position.y)
                         .arg(why)};
    return success();
}

QCoro::Task<void> AddCreatureCommand::apply(RulesContext *context) const
{
    auto joining = join(context, *combatant(context->state()), m_initiative, QStringLiteral("game master"), m_token);
    co_await joining;
}

QCoro::Task<void> AddCreatureCommand::join(RulesContext *context, Combatant added, std::optional<int> initiative,
                                           QString by, QJsonObject token)
{
    EncounterState &state = context->state();
    state.combatants.append(added);
    QJsonObject event{{QStringLiteral("type"), QStringLiteral("creatureAdded")},
                      {QStringLiteral("creature"), added.id},
                      {QStringLiteral("name"), added.name},
                      {QStringLiteral("side"), added.side},
                      {QStringLiteral("x"), added.position.x},
                      {QStringLiteral("y"), added.position.y},
                      {QStringLiteral("hp"), added.hp},
                      {QStringLiteral("maxHp"), added.maxHp},
                      {QStringLiteral("by"), by},
                      {QStringLiteral("token"), token}};
    if (state.initiative.isEmpty()) {
        // Before initiative is rolled it simply is one of the creatures RollInitiativeCommand rolls for.
        context->record(event);
        co_return;
    }
    int group = -1;
    if (!added.group.isEmpty()) {
        for (const QString &id : state.initiative.turnOrder()) {
            const Combatant *member = state.combatant(id);
            if (member && member->id != added.id && member->group == added.group) {
                group = state.initiative.entryOf(id);
                break;
            }
        }
    }
    QList<InitiativeEntry> entries = state.initiative.entries();
    if (group >= 0) {
        entries[group].members << added.id;
        state.initiative.setEntries(entries);
        event.insert(QStringLiteral("joinedGroup"), added.group);
    } else {
        InitiativeEntry entry{{added.id}, 0, added.initiativeBonus, 0};
        if (initiative) {
            entry.total = *initiative;
            entry.roll = *initiative - added.initiativeBonus;
        } else {
            entry.roll = context->rollD20(added.id, QStringLiteral("initiative"), added.initiativeBonus);
            entry.total = entry.roll + added.initiativeBonus;
            // The modules in force review it as they review every initiative roll (RollInitiativeCommand).
            auto reviewing =
                context->reviewInitiative({ReviewedRollKind::Check, added.id, QString(), QStringLiteral("initiative"),
                                           entry.roll, entry.total, 0, false, DiceFormula{1, 20, entry.bonus}});
            const ReviewedRoll reviewed = co_await reviewing;
            entry.roll = reviewed.natural;
            entry.total = reviewed.total;
        }
        // Last in the list: the order's stable sort puts it behind every entry it ties, as the last one rolled.
        entries << entry;
        state.initiative.setEntries(entries);
        // Orcus "Initiative": "If a tie occurs, the GM decides the order" (and the players among their heroes).
        for (const QStringList &tied : state.initiative.ties()) {
            if (state.initiative.entryOf(added.id) < state.initiative.entryOf(tied.constFirst()) ||
                state.initiative.entryOf(added.id) > state.initiative.entryOf(tied.constLast()))
                continue;
            auto ordering = context->askOrder({DecisionKind::TiedInitiative, QStringLiteral("gm"), QString(), tied});
            QStringList order = co_await ordering;
            QStringList sortedAnswer = order, sortedTied = tied;
            sortedAnswer.sort();
            sortedTied.sort();
            if (sortedAnswer == sortedTied && order != tied)
                state.initiative.reorderTied(order);
        }
        event.insert(initiativeKey, entry.total);
    }
    event.insert(QStringLiteral("order"), state.initiative.toJson());
    context->record(event);
}

} // namespace battlemat
