#include "mastery/actionpoints.h"

#include <algorithm>

namespace battlemat {

ActionPoints::ActionPoints(int perTurn, int rank)
    : m_perTurn(perTurn)
    , m_rank(rank)
{}

void ActionPoints::startTurn()
{
    ++m_turnNumber;
    m_left = std::max(0, m_perTurn - m_owed);
    m_owed = 0;
    m_majors = 0;
    m_actedThisTurn = false;
    m_turnOver = false;
}

void ActionPoints::suspendTurn()
{
    if (m_turnOver || m_actedThisTurn)
        return;
    m_owed = m_perTurn - m_left;
    --m_turnNumber;
    m_turnOver = true;
}

Status ActionPoints::checkCooldown(const QString &cooldown, int turn) const
{
    if (cooldown.isEmpty() || !m_cooldownTurn.contains(cooldown))
        return success();
    // "Cooldown": not again on the turn it was used nor on the next one.
    const int used = m_cooldownTurn.value(cooldown);
    if (turn == used || turn == used + 1)
        return Error{QStringLiteral("'%1' is cooling down (used on turn %2; usable again on turn %3)")
                         .arg(cooldown)
                         .arg(used)
                         .arg(used + 2)};
    return success();
}

Result<ActionOutcome> ActionPoints::take(MasteryActionKind kind, bool keepTurnWithMp, const QString &cooldown)
{
    if (m_turnOver && kind != MasteryActionKind::Free)
        return Error{QStringLiteral("the turn is over; only free actions are left")};
    if (Status cool = checkCooldown(cooldown, m_turnNumber); !cool)
        return cool.error();
    if (keepTurnWithMp && kind != MasteryActionKind::Major)
        return Error{QStringLiteral("only a major action ends the turn; an MP cannot keep a %1 action going")
                         .arg(masteryActionKindName(kind))};

    ActionOutcome outcome;
    switch (kind) {
    case MasteryActionKind::Free:
        break;
    case MasteryActionKind::Minor:
        if (m_left < 1)
            return Error{QStringLiteral("no AP left for a minor action")};
        outcome.apSpent = 1;
        outcome.turnEnds = m_left == 1; // a minor action on the last AP ends the turn
        break;
    case MasteryActionKind::Major:
        if (m_left < 1)
            return Error{QStringLiteral("no AP left for a major action")};
        outcome.apSpent = 1;
        outcome.turnEnds = true;
        if (keepTurnWithMp) {
            if (m_rank < 2)
                return Error{QStringLiteral("an MP keeps the turn going after a major action from rank 2; rank is 1")};
            // "Major": no more major actions in a turn than the rank, counting the one that ends the turn.
            if (m_majors + 1 >= m_rank)
                return Error{QStringLiteral("this is major action %1 of at most %2 (the rank) this turn; it ends "
                                            "the turn")
                                 .arg(m_majors + 1)
                                 .arg(m_rank)};
            if (m_left == 1)
                return Error{QStringLiteral("no AP would be left after this major action; an MP cannot help")};
            outcome.turnEnds = false;
            outcome.mpSpent = true;
        }
        break;
    case MasteryActionKind::Exclusive:
        if (m_actedThisTurn)
            return Error{QStringLiteral("an exclusive action takes the whole turn; this turn already had actions")};
        if (m_left < 1)
            return Error{QStringLiteral("no AP left for an exclusive action")};
        outcome.apSpent = m_left;
        outcome.turnEnds = true;
        break;
    }

    if (kind != MasteryActionKind::Free)
        m_actedThisTurn = true;
    if (kind == MasteryActionKind::Major)
        ++m_majors;
    m_left -= outcome.apSpent;
    if (outcome.turnEnds)
        m_turnOver = true;
    if (!cooldown.isEmpty())
        m_cooldownTurn.insert(cooldown, m_turnNumber);
    return outcome;
}

bool ActionPoints::canInterrupt(MasteryActionKind kind) const
{
    switch (kind) {
    case MasteryActionKind::Free:
        return true;
    case MasteryActionKind::Minor:
    case MasteryActionKind::Major:
        return m_owed + 1 <= m_perTurn;
    case MasteryActionKind::Exclusive:
        return m_owed == 0;
    }
    return false;
}

Result<ActionOutcome> ActionPoints::takeInterrupt(MasteryActionKind kind, const QString &cooldown)
{
    // An interrupt is paid from the next turn, so a cooldown counts it as that turn's use.
    if (Status cool = checkCooldown(cooldown, m_turnNumber + 1); !cool)
        return cool.error();
    if (!canInterrupt(kind))
        return Error{QStringLiteral("%1 of %2 AP of the next turn are already spent on interrupts; only free "
                                    "interrupts are left")
                         .arg(m_owed)
                         .arg(m_perTurn)};
    ActionOutcome outcome;
    switch (kind) {
    case MasteryActionKind::Free:
        break;
    case MasteryActionKind::Minor:
        outcome.apSpent = 1;
        break;
    case MasteryActionKind::Major:
    case MasteryActionKind::Exclusive:
        // "Interrupt": a major interrupt ends the (next) turn, an exclusive one takes all of it; either way the
        // next turn has no AP left, only free interrupts until then.
        outcome.apSpent = m_perTurn - m_owed;
        outcome.turnEnds = true;
        break;
    }
    m_owed += outcome.apSpent;
    if (!cooldown.isEmpty())
        m_cooldownTurn.insert(cooldown, m_turnNumber + 1);
    return outcome;
}

} // namespace battlemat

namespace battlemat {

QStringList ActionPoints::coolingDown() const
{
    // Between turns the question is about the next one.
    const int turn = m_turnOver ? m_turnNumber + 1 : m_turnNumber;
    QStringList names;
    for (auto it = m_cooldownTurn.constBegin(); it != m_cooldownTurn.constEnd(); ++it) {
        if (!checkCooldown(it.key(), turn).ok())
            names.append(it.key());
    }
    names.sort();
    return names;
}

QJsonObject ActionPoints::toJson() const
{
    QJsonObject cooldowns;
    for (auto it = m_cooldownTurn.constBegin(); it != m_cooldownTurn.constEnd(); ++it)
        cooldowns.insert(it.key(), it.value());
    return {{QStringLiteral("perTurn"), m_perTurn},   {QStringLiteral("rank"), m_rank},
            {QStringLiteral("left"), m_left},         {QStringLiteral("owed"), m_owed},
            {QStringLiteral("majors"), m_majors},     {QStringLiteral("acted"), m_actedThisTurn},
            {QStringLiteral("turnOver"), m_turnOver}, {QStringLiteral("turn"), m_turnNumber},
            {QStringLiteral("cooldowns"), cooldowns}};
}

ActionPoints ActionPoints::fromJson(const QJsonObject &object)
{
    // The session wrote it itself (toJson); a missing key reads as a fresh character's value.
    ActionPoints points(object.value(QStringLiteral("perTurn")).toInt(3),
                        object.value(QStringLiteral("rank")).toInt(1));
    points.m_left = object.value(QStringLiteral("left")).toInt();
    points.m_owed = object.value(QStringLiteral("owed")).toInt();
    points.m_majors = object.value(QStringLiteral("majors")).toInt();
    points.m_actedThisTurn = object.value(QStringLiteral("acted")).toBool();
    points.m_turnOver = object.value(QStringLiteral("turnOver")).toBool(true);
    points.m_turnNumber = object.value(QStringLiteral("turn")).toInt();
    const QJsonObject cooldowns = object.value(QStringLiteral("cooldowns")).toObject();
    for (auto it = cooldowns.constBegin(); it != cooldowns.constEnd(); ++it)
        points.m_cooldownTurn.insert(it.key(), it.value().toInt());
    return points;
}

} // namespace battlemat
