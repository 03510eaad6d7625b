#include "mastery/masterycommandrunner.h"

#include "mastery/turnordermoves.h"

#include "dice/dierank.h"

#include <QJsonArray>

#include <algorithm>

namespace battlemat {

MasteryCommandRunner::MasteryCommandRunner(MasteryState &state, MasteryDecider *decider, EventSink sink)
    : m_state(state)
    , m_decider(decider)
    , m_sink(std::move(sink))
{}

void MasteryCommandRunner::emitEvent(const QString &type, QJsonObject fields)
{
    fields.insert(QStringLiteral("type"), type);
    m_sink(fields);
}

Result<CombatantState *> MasteryCommandRunner::requireCombatant(const QJsonObject &command, const QString &key,
                                                                const JsonContext &context)
{
    auto id = context.requireString(command, key);
    if (!id)
        return id.error();
    CombatantState *combatant = m_state.combatant(*id);
    if (!combatant)
        return context.child(key).error(QStringLiteral("no combatant '%1' in this encounter").arg(*id));
    if (combatant->sheet.defeated())
        return context.child(key).error(QStringLiteral("'%1' is defeated").arg(*id));
    return combatant;
}

Result<int> MasteryCommandRunner::netLevel(const QJsonObject &command, const JsonContext &context)
{
    // Advantage and disadvantage cancel one for one before the roll ("Rolls with both").
    auto advantage = context.optionalInt(command, QStringLiteral("advantage"), 0, 0, 20);
    if (!advantage)
        return advantage.error();
    auto disadvantage = context.optionalInt(command, QStringLiteral("disadvantage"), 0, 0, 20);
    if (!disadvantage)
        return disadvantage.error();
    return *advantage - *disadvantage;
}

QCoro::Task<Status> MasteryCommandRunner::run(QJsonObject command, JsonContext context)
{
    auto type = context.requireString(command, QStringLiteral("type"));
    if (!type)
        co_return type.error();
    if (*type == QLatin1String("startCombat"))
        co_return co_await startCombat(command, context);
    if (*type == QLatin1String("endTurn"))
        co_return endTurn();
    if (*type == QLatin1String("delay"))
        co_return delay(command, context);
    if (*type == QLatin1String("resume"))
        co_return resume(command, context);
    if (*type == QLatin1String("interrupt"))
        co_return co_await interrupt(command, context);
    if (*type == QLatin1String("endInterrupt")) {
        if (auto open = TurnOrderMoves::canEndInterrupt(m_state); !open)
            co_return context.error(open.errorMessage());
        emitEvent(QStringLiteral("interruptEnded"), {{QStringLiteral("who"), m_state.interruption->who}});
        m_state.interruption.reset();
        co_return success();
    }
    if (*type == QLatin1String("endContest"))
        co_return endContest();
    if (*type == QLatin1String("action"))
        co_return action(command, context);
    if (*type == QLatin1String("damage"))
        co_return damage(command, context);
    if (*type == QLatin1String("place"))
        co_return place(command, context);
    if (*type == QLatin1String("hide"))
        co_return hide(command, context);
    if (*type == QLatin1String("attack"))
        co_return co_await attack(command, context);
    if (*type == QLatin1String("check"))
        co_return co_await check(command, context);
    if (*type == QLatin1String("move"))
        co_return co_await move(command, context);
    co_return context.child(QStringLiteral("type"))
        .error(QStringLiteral("unknown command '%1' (known: startCombat, endTurn, delay, resume, interrupt, "
                              "endInterrupt, endContest, action, move, attack, check, damage, place, hide)")
                   .arg(*type));
}

int MasteryCommandRunner::mpAvailable(const CombatantState &combatant)
{
    if (MonsterGroup *group = m_state.group(combatant.sheet.group))
        return group->mp;
    return combatant.sheet.mp;
}

void MasteryCommandRunner::payMp(CombatantState &combatant, int amount)
{
    if (amount <= 0)
        return;
    if (MonsterGroup *group = m_state.group(combatant.sheet.group))
        group->mp -= amount;
    else
        combatant.sheet.mp -= amount;
    combatant.usedMp = true;
}

MasteryParticipant MasteryCommandRunner::participant(CombatantState &combatant, int sides, int level, int shift)
{
    // "Die Rank": the shift clamps at D2 and D60, each rank beyond becoming a level of (dis)advantage, which
    // then cancels against the roll's other levels.
    const auto die = DieRank::fromSides(sides);
    if (die && shift != 0) {
        const RankShift shifted = die->shifted(shift);
        sides = shifted.die.sides();
        level += shifted.levels.net();
    }
    return {combatant.sheet.id, MasteryRoll::roll(sides, level, m_state.roller), mpAvailable(combatant),
            combatant.sheet.rank};
}

Result<int> MasteryCommandRunner::shiftOf(const QJsonObject &command, const JsonContext &context)
{
    return context.optionalInt(command, QStringLiteral("shift"), 0, -20, 20);
}

bool MasteryCommandRunner::isOnTurn(const CombatantState &combatant) const
{
    const QString current = m_state.order.current();
    return !current.isEmpty() && (combatant.sheet.id == current || combatant.sheet.group == current);
}

Result<ActionOutcome> MasteryCommandRunner::payAction(CombatantState &combatant, MasteryActionKind kind, bool keepTurn,
                                                      const QString &cooldown)
{
    // "Combat": outside a contested situation the GM sets the pace; action points are not counted.
    if (!m_state.contested)
        return ActionOutcome{};
    Result<ActionOutcome> outcome = Error{};
    if (m_state.interruption && m_state.interruption->who == combatant.sheet.id) {
        if (m_state.interruption->actionsLeft <= 0 && kind != MasteryActionKind::Free)
            return Error{QStringLiteral("'%1' has no interrupting actions left").arg(combatant.sheet.id)};
        outcome = combatant.ap.takeInterrupt(kind, cooldown);
        // The interruption closes after the command that used its last action (finishTurnIfOver).
        if (outcome && kind != MasteryActionKind::Free)
            --m_state.interruption->actionsLeft;
    } else if (isOnTurn(combatant)) {
        if (m_state.interruption)
            return Error{
                QStringLiteral("'%1' is interrupting; end the interruption first").arg(m_state.interruption->who)};
        if (keepTurn && mpAvailable(combatant) < 1)
            return Error{QStringLiteral("'%1' has no MP to keep the turn going").arg(combatant.sheet.id)};
        outcome = combatant.ap.take(kind, keepTurn, cooldown);
        if (outcome && outcome->mpSpent)
            payMp(combatant, 1);
    } else {
        return Error{
            QStringLiteral("it is not '%1''s turn (it is '%2''s)").arg(combatant.sheet.id, m_state.order.current())};
    }
    if (!outcome)
        return Error{QStringLiteral("'%1': %2").arg(combatant.sheet.id, outcome.errorMessage())};
    if (kind == MasteryActionKind::Major || kind == MasteryActionKind::Exclusive)
        combatant.majorOrExclusive = true;
    return outcome;
}

void MasteryCommandRunner::startTurnOfCurrent()
{
    const QString current = m_state.order.current();
    if (current.isEmpty())
        return;
    QJsonObject ap;
    for (CombatantState *member : m_state.membersOf(current)) {
        if (member->sheet.defeated())
            continue;
        member->ap.startTurn();
        member->defenseDisadvantaged = false; // "until your next turn"
        ap.insert(member->sheet.id, member->ap.left());
    }
    emitEvent(QStringLiteral("turnStarted"), {{QStringLiteral("who"), current},
                                              {QStringLiteral("round"), m_state.order.round()},
                                              {QStringLiteral("ap"), ap}});
}

void MasteryCommandRunner::endCurrentTurn()
{
    const QString current = m_state.order.current();
    const QList<CombatantState *> members = m_state.membersOf(current);
    // "Mastery Points": one MP back on a turn without MP use, major or exclusive actions or damage; a monster
    // group only when none of its members did any of these.
    const bool quiet = std::none_of(members.cbegin(), members.cend(), [](const CombatantState *m) {
        return m->usedMp || m->majorOrExclusive || m->damaged;
    });
    bool recovered = false;
    if (MonsterGroup *group = m_state.group(current)) {
        if (quiet && group->mp < group->mpMax) {
            ++group->mp;
            recovered = true;
        }
    } else if (CombatantState *single = m_state.combatant(current)) {
        if (quiet && single->sheet.mp < single->sheet.mpMax) {
            ++single->sheet.mp;
            recovered = true;
        }
    }
    for (CombatantState *member : members) {
        member->ap.endTurn();
        member->usedMp = member->majorOrExclusive = member->damaged = false;
    }
    if (m_state.interruption)
        m_state.interruption.reset();
    emitEvent(QStringLiteral("turnEnded"),
              {{QStringLiteral("who"), current}, {QStringLiteral("mpRecovered"), recovered}});
    m_state.order.advance();
    startTurnOfCurrent();
}

void MasteryCommandRunner::finishTurnIfOver()
{
    if (m_state.interruption && m_state.interruption->actionsLeft <= 0) {
        emitEvent(QStringLiteral("interruptEnded"), {{QStringLiteral("who"), m_state.interruption->who}});
        m_state.interruption.reset();
    }
    if (!m_state.contested || m_state.order.isEmpty())
        return;
    const QList<CombatantState *> members = m_state.membersOf(m_state.order.current());
    if (std::all_of(members.cbegin(), members.cend(),
                    [](const CombatantState *m) { return m->ap.turnOver() || m->sheet.defeated(); }))
        endCurrentTurn();
}

QCoro::Task<Status> MasteryCommandRunner::startCombat(QJsonObject command, JsonContext context)
{
    Q_UNUSED(command)
    if (m_state.contested)
        co_return context.error(QStringLiteral("combat has already started"));
    // Validate every REF die before rolling any, so a refusal leaves nothing half done.
    QStringList entries;
    QHash<QString, int> refSides;
    QHash<QString, int> ranks;
    for (CombatantState &state : m_state.combatants) {
        if (state.sheet.defeated())
            continue;
        // Everyone fights somewhere: who is not on the map yet has to be placed first.
        if (state.sheet.region.isEmpty())
            co_return context.error(
                QStringLiteral("'%1' is in no region; place it on the map before combat starts").arg(state.sheet.id));
        const QString entry = state.sheet.group.isEmpty() ? state.sheet.id : state.sheet.group;
        const int ref = state.sheet.dice.value(QStringLiteral("ref"), 0);
        if (!entries.contains(entry))
            entries.append(entry);
        if (state.sheet.group.isEmpty() && ref == 0)
            co_return context.error(QStringLiteral("'%1' has no 'ref' die for initiative").arg(state.sheet.id));
        refSides[entry] = std::max(refSides.value(entry), ref);
        ranks[entry] = std::max(ranks.value(entry), state.sheet.rank);
    }
    for (const MonsterGroup &group : std::as_const(m_state.groups)) {
        if (group.refSides > 0 && refSides.contains(group.id))
            refSides[group.id] = group.refSides;
        if (refSides.contains(group.id) && refSides.value(group.id) == 0)
            co_return context.error(QStringLiteral("monster group '%1' has no REF die").arg(group.id));
    }
    if (entries.isEmpty())
        co_return context.error(QStringLiteral("nobody can fight"));

    m_state.contested = true;
    for (CombatantState &state : m_state.combatants)
        state.usedMp = state.majorOrExclusive = state.damaged = false;
    QList<RefInitiativeEntry> order;
    for (const QString &entry : std::as_const(entries)) {
        MonsterGroup *group = m_state.group(entry);
        CombatantState *single = m_state.combatant(entry);
        MasteryParticipant roller{entry, MasteryRoll::roll(refSides.value(entry), 0, m_state.roller),
                                  group ? group->mp : single->sheet.mp, ranks.value(entry)};
        // "Combat": MPs may be spent on initiative like on any roll.
        const MasteryExchangeResult result = co_await exchange(roller, std::nullopt);
        const int spent = int(result.spends.size());
        if (group)
            group->mp -= spent;
        else
            single->sheet.mp -= spent;
        // MPs spent on initiative count against the recovery of the first turn.
        for (CombatantState *member : m_state.membersOf(entry))
            member->usedMp = member->usedMp || spent > 0;
        QJsonArray faces;
        for (int face : result.acting.roll.faces)
            faces.append(face);
        emitEvent(QStringLiteral("initiativeRolled"), {{QStringLiteral("who"), entry},
                                                       {QStringLiteral("die"), refSides.value(entry)},
                                                       {QStringLiteral("faces"), faces},
                                                       {QStringLiteral("initiative"), result.acting.roll.kept()},
                                                       {QStringLiteral("mpSpent"), spent}});
        order.append({entry, result.acting.roll.kept(), refSides.value(entry), {}});
    }
    m_state.order.setEntries(order, m_state.roller);
    QJsonArray list;
    for (const RefInitiativeEntry &entry : m_state.order.entries()) {
        QJsonArray rollOffs;
        for (int roll : entry.rollOffs)
            rollOffs.append(roll);
        list.append(QJsonObject{{QStringLiteral("who"), entry.id},
                                {QStringLiteral("initiative"), entry.initiative},
                                {QStringLiteral("ref"), entry.refSides},
                                {QStringLiteral("rollOffs"), rollOffs}});
    }
    emitEvent(QStringLiteral("initiativeOrder"), {{QStringLiteral("order"), list}});
    startTurnOfCurrent();
    co_return success();
}

Status MasteryCommandRunner::endTurn()
{
    if (!m_state.contested || m_state.order.isEmpty())
        return Error{QStringLiteral("no turn is running; start combat first")};
    endCurrentTurn();
    return success();
}

Status MasteryCommandRunner::delay(const QJsonObject &command, const JsonContext &context)
{
    auto actor = context.requireString(command, QStringLiteral("actor"));
    if (!actor)
        return actor.error();
    if (auto open = TurnOrderMoves::canDelay(m_state, *actor); !open)
        return context.error(open.errorMessage());
    const QString current = m_state.order.current();
    for (CombatantState *member : m_state.membersOf(current))
        member->ap.suspendTurn();
    (void)m_state.order.delay();
    emitEvent(QStringLiteral("delayed"), {{QStringLiteral("who"), current}});
    startTurnOfCurrent();
    return success();
}

Status MasteryCommandRunner::resume(const QJsonObject &command, const JsonContext &context)
{
    if (!m_state.contested)
        return context.error(QStringLiteral("no combat is running"));
    auto actors = context.requireArray(command, QStringLiteral("actors"));
    if (!actors)
        return actors.error();
    auto agreed = context.optionalBool(command, QStringLiteral("agreed"), false);
    if (!agreed)
        return agreed.error();
    struct Resumer
    {
        QString id;
        int roll = 0;
        int refSides = 0;
    };
    QList<Resumer> resumers;
    for (qsizetype i = 0; i < actors->size(); ++i) {
        const QString id = actors->at(i).toString();
        if (!actors->at(i).isString())
            return context.child(QStringLiteral("actors")).at(i).error(QStringLiteral("'%1' is not delaying").arg(id));
        if (auto open = TurnOrderMoves::canResume(m_state, id); !open)
            return context.child(QStringLiteral("actors")).at(i).error(open.errorMessage());
        resumers.append({id, 0, m_state.order.entry(id)->refSides});
    }
    if (resumers.isEmpty())
        return context.child(QStringLiteral("actors")).error(QStringLiteral("name at least one delaying combatant"));
    const QString waiting = m_state.order.current();
    // "Delaying": several delayers acting at once go in REF order unless they agree on one.
    if (resumers.size() > 1 && !*agreed) {
        for (Resumer &resumer : resumers)
            resumer.roll = m_state.roller(resumer.refSides);
        std::stable_sort(resumers.begin(), resumers.end(), [](const Resumer &a, const Resumer &b) {
            return a.roll != b.roll ? a.roll > b.roll : a.refSides > b.refSides;
        });
    }
    QStringList ids;
    for (const Resumer &resumer : std::as_const(resumers))
        ids.append(resumer.id);
    for (CombatantState *member : m_state.membersOf(waiting))
        member->ap.suspendTurn();
    (void)m_state.order.resume(ids);
    for (const Resumer &resumer : std::as_const(resumers)) {
        QJsonObject fields{{QStringLiteral("who"), resumer.id},
                           {QStringLiteral("initiative"), m_state.order.entry(resumer.id)->initiative}};
        if (resumer.roll > 0)
            fields.insert(QStringLiteral("refRoll"), resumer.roll);
        emitEvent(QStringLiteral("resumed"), fields);
    }
    startTurnOfCurrent();
    return success();
}

QCoro::Task<Status> MasteryCommandRunner::interrupt(QJsonObject command, JsonContext context)
{
    if (!m_state.contested || m_state.order.isEmpty())
        co_return context.error(QStringLiteral("no turn is running; start combat first"));
    auto actorResult = requireCombatant(command, QStringLiteral("actor"), context);
    if (!actorResult)
        co_return actorResult.error();
    CombatantState *actor = *actorResult;
    auto declared = context.optionalBool(command, QStringLiteral("declared"), false);
    if (!declared)
        co_return declared.error();
    if (auto open = TurnOrderMoves::canInterrupt(m_state, actor->sheet.id, *declared); !open)
        co_return context.error(open.errorMessage());
    if (*declared) {
        // "Delaying": one simple action declared in advance needs no roll.
        m_state.interruption = Interruption{actor->sheet.id, 1};
        emitEvent(QStringLiteral("interrupted"), {{QStringLiteral("who"), actor->sheet.id},
                                                  {QStringLiteral("declared"), true},
                                                  {QStringLiteral("actions"), 1}});
        co_return success();
    }
    const QString current = m_state.order.current();
    const int actorRef = actor->sheet.dice.value(QStringLiteral("ref"), 0);
    const RefInitiativeEntry *entry = m_state.order.entry(current);
    MonsterGroup *group = m_state.group(current);
    CombatantState *holder = m_state.combatant(current);
    int holderRank = 1;
    for (CombatantState *member : m_state.membersOf(current))
        holderRank = std::max(holderRank, member->sheet.rank);
    MasteryParticipant acting = participant(*actor, actorRef, 0);
    MasteryParticipant resisting{current, MasteryRoll::roll(entry->refSides, 0, m_state.roller),
                                 group ? group->mp : holder->sheet.mp, holderRank};
    const MasteryExchangeResult result = co_await exchange(acting, resisting);
    payMp(*actor, result.acting.roll.mpSpent);
    if (group)
        group->mp -= result.resisting->roll.mpSpent;
    else
        payMp(*holder, result.resisting->roll.mpSpent);
    const int successes = result.outcome->successes;
    emitEvent(QStringLiteral("interrupted"), {{QStringLiteral("who"), actor->sheet.id},
                                              {QStringLiteral("declared"), false},
                                              {QStringLiteral("ref"), result.acting.roll.kept()},
                                              {QStringLiteral("against"), result.resisting->roll.kept()},
                                              {QStringLiteral("actions"), successes}});
    if (successes > 0)
        m_state.interruption = Interruption{actor->sheet.id, successes};
    co_return success();
}

Status MasteryCommandRunner::endContest()
{
    if (!m_state.contested)
        return Error{QStringLiteral("no contested situation is running")};
    // "Mastery Points": every MP comes back once out of the contested situation.
    for (CombatantState &state : m_state.combatants) {
        state.sheet.mp = state.sheet.mpMax;
        state.defenseDisadvantaged = false;
        state.usedMp = state.majorOrExclusive = state.damaged = false;
        state.ap = ActionPoints(state.sheet.apPerTurn, state.sheet.rank);
    }
    for (MonsterGroup &group : m_state.groups)
        group.mp = group.mpMax;
    m_state.contested = false;
    m_state.order = RefInitiativeOrder();
    m_state.interruption.reset();
    emitEvent(QStringLiteral("contestEnded"), {{QStringLiteral("mpRestored"), true}});
    return success();
}

Status MasteryCommandRunner::action(const QJsonObject &command, const JsonContext &context)
{
    auto actor = requireCombatant(command, QStringLiteral("actor"), context);
    if (!actor)
        return actor.error();
    auto kindText = context.optionalString(command, QStringLiteral("kind"), QStringLiteral("minor"));
    if (!kindText)
        return kindText.error();
    const auto kind = masteryActionKindFromName(*kindText);
    if (!kind)
        return context.child(QStringLiteral("kind"))
            .error(QStringLiteral("'%1' is not an action kind; use free, minor, major or exclusive").arg(*kindText));
    auto name = context.optionalString(command, QStringLiteral("name"), *kindText);
    if (!name)
        return name.error();
    auto cooldown = context.optionalBool(command, QStringLiteral("cooldown"), false);
    if (!cooldown)
        return cooldown.error();
    auto keepTurn = context.optionalBool(command, QStringLiteral("keepTurn"), false);
    if (!keepTurn)
        return keepTurn.error();
    const bool interrupting = m_state.interruption && m_state.interruption->who == (*actor)->sheet.id;
    auto outcome = payAction(**actor, *kind, *keepTurn, *cooldown ? *name : QString());
    if (!outcome)
        return context.error(outcome.errorMessage());
    emitEvent(QStringLiteral("actionTaken"), {{QStringLiteral("who"), (*actor)->sheet.id},
                                              {QStringLiteral("kind"), *kindText},
                                              {QStringLiteral("name"), *name},
                                              {QStringLiteral("interrupt"), interrupting},
                                              {QStringLiteral("apLeft"), (*actor)->ap.left()},
                                              {QStringLiteral("apOwed"), (*actor)->ap.owedNextTurn()},
                                              {QStringLiteral("mpSpent"), outcome->mpSpent},
                                              {QStringLiteral("turnEnds"), outcome->turnEnds && !interrupting}});
    finishTurnIfOver();
    return success();
}

Status MasteryCommandRunner::damage(const QJsonObject &command, const JsonContext &context)
{
    auto target = requireCombatant(command, QStringLiteral("target"), context);
    if (!target)
        return target.error();
    auto amount = context.requireInt(command, QStringLiteral("amount"), 1, 1000);
    if (!amount)
        return amount.error();
    applyDamage(**target, *amount);
    finishTurnIfOver();
    return success();
}

Status MasteryCommandRunner::place(const QJsonObject &command, const JsonContext &context)
{
    auto actor = requireCombatant(command, QStringLiteral("actor"), context);
    if (!actor)
        return actor.error();
    auto region = context.requireString(command, QStringLiteral("region"));
    if (!region)
        return region.error();
    if (!m_state.map.contains(*region))
        return context.child(QStringLiteral("region")).error(QStringLiteral("no region '%1' on the map").arg(*region));
    (*actor)->sheet.region = *region;
    emitEvent(QStringLiteral("placed"),
              {{QStringLiteral("who"), (*actor)->sheet.id}, {QStringLiteral("region"), *region}});
    return success();
}

// The game master hides a combatant from the players (an ambusher, a lurker) or shows it again; the rules of the
// fight do not change, only what the players' window is given.
Status MasteryCommandRunner::hide(const QJsonObject &command, const JsonContext &context)
{
    auto actor = requireCombatant(command, QStringLiteral("actor"), context);
    if (!actor)
        return actor.error();
    auto hidden = context.optionalBool(command, QStringLiteral("hidden"), true);
    if (!hidden)
        return hidden.error();
    (*actor)->sheet.hidden = *hidden;
    emitEvent(QStringLiteral("hidden"),
              {{QStringLiteral("who"), (*actor)->sheet.id}, {QStringLiteral("hidden"), *hidden}});
    return success();
}

} // namespace battlemat
