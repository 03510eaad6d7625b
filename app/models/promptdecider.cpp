#include "promptdecider.h"

#include "conditionlabels.h"

#include <QJsonArray>

#include <algorithm>

#include <QCoro/QCoroSignal>
#include <QJsonArray>

PromptDecider::PromptDecider(QObject *parent)
    : QObject(parent)
{}

void PromptDecider::ask(const battlemat::DecisionRequest &request)
{
    const QString decider = m_nameOf ? m_nameOf(request.decider) : request.decider;
    const QString subject = m_nameOf ? m_nameOf(request.subject) : request.subject;
    m_kind = battlemat::decisionKindName(request.kind);
    m_creatures = QStringList{request.decider, request.subject};
    m_squares.clear();
    switch (request.kind) {
    case battlemat::DecisionKind::OpportunityAttack:
        m_title = tr("Opportunity attack");
        m_question = tr("%1 leaves a square %2 threatens. Does %2 make an opportunity attack?").arg(subject, decider);
        m_yesText = tr("Attack");
        m_noText = tr("Let it go");
        break;
    case battlemat::DecisionKind::KnockOut:
        m_title = tr("Knock out?");
        m_question = tr("%1 drops %2. Knock %2 out instead (unconscious, not dying)?").arg(decider, subject);
        m_yesText = tr("Knock out");
        m_noText = tr("No");
        break;
    case battlemat::DecisionKind::DeathSaveRecovery:
        m_title = tr("Natural 20 on a death save");
        m_question = tr("%1 rolled a natural 20. Spend a recovery to heal now?").arg(decider);
        m_yesText = tr("Spend a recovery");
        m_noText = tr("Keep it");
        break;
    case battlemat::DecisionKind::GrantSaveNow:
        m_title = tr("Grant Save");
        m_question = tr("%1 is granted a save by %2. Save now (or +2 on the save at the end of its next turn)?")
                         .arg(decider, subject);
        m_yesText = tr("Save now");
        m_noText = tr("+2 later");
        break;
    case battlemat::DecisionKind::ModuleOffer:
        offer(request, decider);
        break;
    case battlemat::DecisionKind::ModuleReroll:
        if (request.module == QLatin1String("actionDice")) {
            rerollOffer(request.details, decider);
        } else {
            m_title = tr("Re-roll");
            m_question = request.offer;
            m_yesText = tr("Re-roll");
            m_noText = tr("Keep the roll");
        }
        break;
    case battlemat::DecisionKind::Counter:
        m_title = tr("Counter");
        m_question = tr("%1 attacks %2. Does %2 counter first?").arg(subject, decider);
        m_yesText = tr("Counter");
        m_noText = tr("No");
        break;
    case battlemat::DecisionKind::TriggeredPower:
        triggered(request, decider, subject);
        break;
    case battlemat::DecisionKind::ForcedFall:
        // The odds are the target's saving throw (d20 + its bonus, 10 or higher), which turns the fall into prone.
        m_title = tr("Into the pit?");
        m_question = tr("%1 can move %2 into the pit at %3,%4 (falling: 1d10 damage, prone). %2 saves on 10 or "
                        "higher (%5% chance) and drops prone at the edge instead. Drop %2 in?")
                         .arg(decider, subject)
                         .arg(request.details.value(QStringLiteral("x")).toInt())
                         .arg(request.details.value(QStringLiteral("y")).toInt())
                         .arg(request.details.value(QStringLiteral("saveChance")).toInt());
        m_yesText = tr("Into the pit");
        m_noText = tr("Not into the pit");
        break;
    case battlemat::DecisionKind::Square:
        squareQuestion(request, decider);
        break;
    case battlemat::DecisionKind::TiedInitiative:
        m_title = tr("Tied initiative");
        m_question = tr("Keep the rolled order?");
        m_yesText = tr("Keep");
        m_noText = tr("Keep");
        break;
    }
    m_pending = true;
    Q_EMIT questionChanged();
}

// A module's offer on a roll (RollReview). The action dice module's is worded here from its facts, so it reads in
// the table's language; another module's offer shows its own sentence.
void PromptDecider::offer(const battlemat::DecisionRequest &request, const QString &decider)
{
    const QJsonObject details = request.details;
    const int sides = details.value(QStringLiteral("sides")).toInt();
    const int total = details.value(QStringLiteral("total")).toInt();
    const QString roll = details.value(QStringLiteral("roll")).toString();
    m_yesText = tr("Spend 1d%1").arg(sides);
    m_noText = tr("Keep the roll");
    if (request.module != QLatin1String("actionDice")) {
        m_title = tr("Offer");
        m_question = request.offer;
        m_yesText = tr("Take it");
        m_noText = tr("No");
        return;
    }
    m_title = tr("Action die");
    const QString chance = details.value(QStringLiteral("percent")).toString();
    if (roll == QLatin1String("attack"))
        m_question = tr("%1 rolled %2 against %3: a miss. Spend an action die (1d%4, it explodes)? %5 chance to turn "
                        "this miss into a hit.")
                         .arg(decider)
                         .arg(total)
                         .arg(details.value(QStringLiteral("target")).toInt())
                         .arg(sides)
                         .arg(chance);
    else if (roll == QLatin1String("savingThrow") && request.subject == QLatin1String("death"))
        m_question = tr("%1 rolled %2 on a death saving throw: a failure (10 or higher succeeds). Spend an action die "
                        "(1d%3, it explodes)? %4 chance to turn it into a success.")
                         .arg(decider)
                         .arg(total)
                         .arg(sides)
                         .arg(chance);
    else if (roll == QLatin1String("initiative")) {
        // No target to reach: the places a die could win against the others' rolls, each with its chance.
        QStringList reach;
        // The three nearest places: further ones are long shots that would only crowd the prompt.
        const QJsonArray places = details.value(QStringLiteral("places")).toArray();
        for (qsizetype i = 0; i < std::min<qsizetype>(places.size(), 3); ++i) {
            const QJsonObject p = places.at(i).toObject();
            reach << tr("%1 to act before %2 (%3 or more)")
                         .arg(p.value(QStringLiteral("percent")).toString(),
                              m_nameOf ? m_nameOf(p.value(QStringLiteral("before")).toString())
                                       : p.value(QStringLiteral("name")).toString())
                         .arg(p.value(QStringLiteral("total")).toInt());
        }
        m_question = tr("%1 rolled %2 for initiative: place %3 of %4. Spend an action die (1d%5, it explodes)? %6.")
                         .arg(decider)
                         .arg(total)
                         .arg(details.value(QStringLiteral("place")).toInt())
                         .arg(details.value(QStringLiteral("placeCount")).toInt())
                         .arg(sides)
                         .arg(reach.join(QStringLiteral("; ")));
    } else if (roll == QLatin1String("stabilize")) {
        m_question = tr("%1 is dying and is about to roll a death saving throw (%2 of 3 failures so far; it fails %3 "
                        "of the time). Spend an action die (1d%4) to become stable instead?")
                         .arg(decider)
                         .arg(details.value(QStringLiteral("failures")).toInt())
                         .arg(chance)
                         .arg(sides);
        m_yesText = tr("Become stable");
        m_noText = tr("Roll the save");
    } else if (roll == QLatin1String("savingThrow"))
        m_question =
            tr("%1 rolled %2 on a saving throw against %3: a failure. Spend an action die (1d%4, it explodes)? "
               "%5 chance to turn it into a success.")
                .arg(decider)
                .arg(total)
                .arg(details.value(QStringLiteral("target")).toInt())
                .arg(sides)
                .arg(chance);
    else if (roll == QLatin1String("check"))
        m_question = tr("%1 rolled %2 on a check against %3: a failure. Spend an action die (1d%4, it explodes)? %5 "
                        "chance to turn it into a success.")
                         .arg(decider)
                         .arg(total)
                         .arg(details.value(QStringLiteral("target")).toInt())
                         .arg(sides)
                         .arg(chance);
    else if (roll == QLatin1String("damage"))
        m_question = tr("%1 rolled %2 damage. Spend an action die (1d%3, it explodes) and add it? Only one die may "
                        "boost a damage roll.")
                         .arg(decider)
                         .arg(total)
                         .arg(sides);
    else if (roll == QLatin1String("threat"))
        m_question = tr("%1 rolled a natural %2, a threat, and hits. Spend an action die (1d%3) to make it a critical "
                        "hit?")
                         .arg(decider)
                         .arg(details.value(QStringLiteral("natural")).toInt())
                         .arg(sides);
    else if (roll == QLatin1String("negateCritical"))
        m_question = tr("%1 is hit by a critical hit. Spend an action die (1d%2) to negate the critical (an ordinary "
                        "hit)?")
                         .arg(decider)
                         .arg(sides);
    else
        m_question = tr("%1 rolled %2 healing. Spend an action die (1d%3, it explodes) and add it?")
                         .arg(decider)
                         .arg(total)
                         .arg(sides);
}

// A hero token's re-roll of a failed d20 (ActionDiceRollReview::reroll): the roll as it lies and the chance of the
// new die.
void PromptDecider::rerollOffer(const QJsonObject &details, const QString &decider)
{
    const QString of = details.value(QStringLiteral("of")).toString();
    const int natural = details.value(QStringLiteral("natural")).toInt();
    const int total = details.value(QStringLiteral("total")).toInt();
    const int target = details.value(QStringLiteral("target")).toInt();
    const QString chance = details.value(QStringLiteral("percent")).toString();
    m_title = tr("Hero token");
    m_yesText = tr("Re-roll the d20");
    m_noText = tr("Keep the roll");
    if (of == QLatin1String("attack"))
        m_question = tr("%1 rolled a natural %2 (%3 against %4): a miss. Spend a hero token to re-roll the d20? %5 "
                        "chance that the new roll hits.")
                         .arg(decider)
                         .arg(natural)
                         .arg(total)
                         .arg(target)
                         .arg(chance);
    else if (of == QLatin1String("initiative"))
        m_question = tr("%1 rolled a natural %2 for initiative (%3): place %4 of %5. Spend a hero token to re-roll the "
                        "d20? %6 chance that the new roll reaches a better place.")
                         .arg(decider)
                         .arg(natural)
                         .arg(total)
                         .arg(details.value(QStringLiteral("place")).toInt())
                         .arg(details.value(QStringLiteral("placeCount")).toInt())
                         .arg(chance);
    else if (of == QLatin1String("savingThrow"))
        m_question = tr("%1 rolled a natural %2 on a saving throw (%3 against %4): a failure. Spend a hero token to "
                        "re-roll the d20? %5 chance that the new roll succeeds.")
                         .arg(decider)
                         .arg(natural)
                         .arg(total)
                         .arg(target)
                         .arg(chance);
    else
        m_question = tr("%1 rolled a natural %2 on a check (%3 against %4): a failure. Spend a hero token to re-roll "
                        "the d20? %5 chance that the new roll succeeds.")
                         .arg(decider)
                         .arg(natural)
                         .arg(total)
                         .arg(target)
                         .arg(chance);
}

// A reaction whose trigger the attack met (TriggeredPowers), worded by its trigger.
void PromptDecider::triggered(const battlemat::DecisionRequest &request, const QString &decider, const QString &subject)
{
    const QString power = request.details.value(QStringLiteral("name")).toString();
    const QString trigger = request.details.value(QStringLiteral("trigger")).toString();
    QString what;
    if (trigger == QLatin1String("hitByMelee"))
        what = tr("%1 hits %2 with a melee attack.").arg(subject, decider);
    else if (trigger == QLatin1String("hitByAdjacent"))
        what = tr("%1 hits %2 from an adjacent square.").arg(subject, decider);
    else if (trigger == QLatin1String("enemyStandsUp"))
        what = tr("%1 is about to stand up within reach of %2.").arg(subject, decider);
    else if (trigger == QLatin1String("enemyStaysPut"))
        what = tr("%1 ended the turn without moving.").arg(subject);
    else if (trigger == QLatin1String("targetedByPsychic"))
        what = tr("%1 targets %2 with a Psychic attack; used, the attack has no effect on %2.").arg(subject, decider);
    else if (trigger == QLatin1String("missedByMelee"))
        what = tr("%1 misses %2 with a melee attack.").arg(subject, decider);
    else if (trigger == QLatin1String("beingHit") && request.details.contains(QStringLiteral("wards")))
        // Protected by Death: the miss costs a ward, and the prompt says how many there are.
        what = tr("%1's attack roll hits %2; used, %2 spends one of its %n ward(s) and the attack misses it instead, "
                  "which spares it %3 damage on average.",
                  "", request.details.value(QStringLiteral("wards")).toInt())
                   .arg(subject, decider)
                   .arg(request.details.value(QStringLiteral("saves")).toDouble(), 0, 'f', 1);
    else if (trigger == QLatin1String("beingHit") && request.details.value(QStringLiteral("makesMiss")).toBool())
        // The odds of a counter that turns the hit into a miss: the damage it spares on average.
        what = tr("%1's attack roll hits %2; used, the attack misses %2 instead, which spares it %3 damage on average.")
                   .arg(subject, decider)
                   .arg(request.details.value(QStringLiteral("saves")).toDouble(), 0, 'f', 1);
    else if (trigger == QLatin1String("beingHit") && request.details.contains(QStringLiteral("selfChange")))
        what = tr("%1's attack roll hits %2.").arg(subject, decider);
    else if (trigger == QLatin1String("beingHit"))
        what = tr("%1's attack roll hits %2; used, %1 rolls it again and keeps the lower roll.").arg(subject, decider);
    else if (trigger == QLatin1String("lastStrike")) // Sleep When You're Dead: an aura's, not a power of its own
        what = tr("%1's damage leaves %2 staggered or at 0 hit points in %3; used, %2 makes its %4 against %1 at once "
                  "(at 0 hit points it drops after it).")
                   .arg(subject, decider, power, request.details.value(QStringLiteral("uses")).toString());
    else if (trigger == QLatin1String("ownHit"))
        what = tr("%1 hits %2; used, the hit becomes a critical hit.").arg(decider, subject);
    else if (trigger == QLatin1String("hitsOffGuard"))
        what = tr("%1 hits %2, who grants it combat advantage; used, the power's effect lands on %2.")
                   .arg(decider, subject);
    else if (trigger == QLatin1String("hit"))
        what = tr("%1 hits %2.").arg(subject, decider);
    else if (trigger == QLatin1String("damaged"))
        what = tr("%1 deals %2 damage.").arg(subject, decider);
    else if (trigger == QLatin1String("enemyMoves"))
        what = tr("%1 is about to move away from %2 (a hit stops the move).").arg(subject, decider);
    else if (trigger == QLatin1String("reducedToZero") && !request.subject.isEmpty())
        what = tr("%1 reduces %2 to 0 hit points.").arg(subject, decider);
    else if (trigger == QLatin1String("reducedToZero"))
        what = tr("%1 is reduced to 0 hit points.").arg(decider);
    else
        what = tr("%1 leaves %2 staggered.").arg(subject, decider);
    // The chance to hit each target, where the engine computed it (d20 against the target's defense).
    QStringList odds;
    for (const QJsonValue &entry : request.details.value(QStringLiteral("odds")).toArray()) {
        const QString target = entry[QStringLiteral("target")].toString();
        odds << tr("%1 %2%").arg(m_nameOf ? m_nameOf(target) : target).arg(entry[QStringLiteral("percent")].toInt());
    }
    const QString uses = request.details.value(QStringLiteral("uses")).toString();
    // A change of form (Fading): the form it takes and the hit points it keeps, as the engine computed them.
    if (const QJsonObject form = request.details.value(QStringLiteral("becomes")).toObject(); !form.isEmpty())
        what += QLatin1Char(' ') + tr("Used, %1 takes the form %2 and keeps %3 of its %4 hit points.")
                                       .arg(decider, form.value(QStringLiteral("name")).toString())
                                       .arg(form.value(QStringLiteral("hp")).toInt())
                                       .arg(form.value(QStringLiteral("maxHp")).toInt());
    if (!uses.isEmpty())
        what += QLatin1Char(' ') +
                tr("%1 makes its %2 attack at once, whether or not that is recharged.").arg(decider, uses);
    // A power that changes its user (TriggerOffer): what the engine does, and what it leaves to the table.
    if (const QJsonObject change = request.details.value(QStringLiteral("selfChange")).toObject(); !change.isEmpty()) {
        QStringList does;
        if (const int heals = change.value(QStringLiteral("heals")).toInt(); heals > 0)
            does << tr("regains %1 hit points").arg(heals);
        if (change.value(QStringLiteral("healsToFull")).toBool())
            does << tr("regains all its hit points");
        if (change.value(QStringLiteral("standsUp")).toBool())
            does << tr("stands up");
        if (change.value(QStringLiteral("shedsConditions")).toBool())
            does << tr("recovers from all conditions");
        if (change.value(QStringLiteral("takesNoDamage")).toBool())
            does << tr("takes no damage from the hit");
        if (const int shifts = change.value(QStringLiteral("shifts")).toInt(); shifts > 0)
            does << tr("shifts up to %n square(s) to a square you choose next", nullptr, shifts);
        for (const QJsonValue &effect : change.value(QStringLiteral("effects")).toArray()) {
            if (const QString condition = effect[QStringLiteral("condition")].toString(); !condition.isEmpty())
                does << tr("is %1").arg(ConditionLabels::label(condition));
            // Changes to its numbers (docs/encounter.md "Changes to a creature's numbers").
            const auto signedNumber = [](int n) {
                return (n > 0 ? QStringLiteral("+") : QString()) + QString::number(n);
            };
            if (const int speed = effect[QStringLiteral("speed")].toInt(); speed != 0)
                does << tr("its speeds %1").arg(signedNumber(speed));
            if (const int bonus = effect[QStringLiteral("defenseBonus")].toInt(); bonus != 0)
                does << tr("%1 to its defenses").arg(signedNumber(bonus));
            if (const int resist = effect[QStringLiteral("resist")].toInt(); resist > 0)
                does << tr("gains resistance %1").arg(resist);
            if (effect[QStringLiteral("losesResistances")].toBool())
                does << tr("loses its resistances");
        }
        what += QLatin1Char(' ') + tr("Used, %1 %2.").arg(decider, does.join(tr(", ")));
        if (const QString left = change.value(QStringLiteral("tableText")).toString(); !left.isEmpty())
            what += QLatin1Char(' ') + tr("For the table: %1.").arg(left);
    }
    if (request.details.value(QStringLiteral("automatic")).toBool()) {
        QStringList struck;
        for (const QJsonValue &entry : request.details.value(QStringLiteral("odds")).toArray()) {
            const QString target = entry[QStringLiteral("target")].toString();
            struck << (m_nameOf ? m_nameOf(target) : target);
        }
        what += QLatin1Char(' ') + tr("No attack roll: it strikes %1.").arg(struck.join(QStringLiteral(", ")));
    } else if (!odds.isEmpty()) {
        what += QLatin1Char(' ') + tr("Chance to hit: %1.").arg(odds.join(QStringLiteral(", ")));
    }
    m_title = tr("Reaction: %1").arg(power);
    m_question = tr("%1 Does %2 use %3 now?").arg(what, decider, power);
    m_yesText = tr("Use %1").arg(power);
    m_noText = tr("No");
}

// Where a power's user goes or where its burst lands (RulesContext::askSquare): the allowed squares are highlighted
// on the map, a click on one answers, Decline (or Escape) does not use the power.
void PromptDecider::squareQuestion(const battlemat::DecisionRequest &request, const QString &decider)
{
    const QString power = request.details.value(QStringLiteral("name")).toString();
    const QString purpose = request.details.value(QStringLiteral("purpose")).toString();
    const int distance = request.details.value(QStringLiteral("distance")).toInt();
    QString what;
    if (purpose == QLatin1String("origin")) {
        what = tr("Click the square where %1's %2 bursts (highlighted: in range, with line of effect); each shows the "
                  "enemies and allies it is expected to hit.")
                   .arg(decider, power);
        for (const battlemat::SquareOption &option : request.squares) {
            const double expectedEnemies = option.facts.value(QStringLiteral("expectedEnemies")).toDouble();
            const double expectedAllies = option.facts.value(QStringLiteral("expectedAllies")).toDouble();
            QString label;
            if (expectedEnemies > 0 || expectedAllies > 0)
                label = tr("%1 / %2").arg(expectedEnemies, 0, 'f', 1).arg(expectedAllies, 0, 'f', 1);
            m_squares.append(QVariantMap{{QStringLiteral("x"), option.square.x},
                                         {QStringLiteral("y"), option.square.y},
                                         {QStringLiteral("label"), label}});
        }
    } else if (purpose == QLatin1String("place")) {
        // Egg Sacs: where the creature it places comes in; each square shows the enemies adjacent there.
        what = tr("%1 may place %2 beside it: click the highlighted square where it comes in (it rolls initiative and "
                  "joins the fight); the number is how many enemies are adjacent there.")
                   .arg(decider, request.details.value(QStringLiteral("creature")).toString());
        for (const battlemat::SquareOption &option : request.squares) {
            const int adjacent = option.facts.value(QStringLiteral("adjacentEnemies")).toInt();
            m_squares.append(
                QVariantMap{{QStringLiteral("x"), option.square.x},
                            {QStringLiteral("y"), option.square.y},
                            {QStringLiteral("label"), adjacent > 0 ? QString::number(adjacent) : QString()}});
        }
    } else {
        what = tr("%1 shifts up to %n square(s): click the highlighted square it moves to (a shift provokes no "
                  "opportunity attack); the number is how many enemies are adjacent there.",
                  nullptr, distance)
                   .arg(decider);
        for (const battlemat::SquareOption &option : request.squares) {
            const int adjacent = option.facts.value(QStringLiteral("adjacentEnemies")).toInt();
            m_squares.append(
                QVariantMap{{QStringLiteral("x"), option.square.x},
                            {QStringLiteral("y"), option.square.y},
                            {QStringLiteral("label"), adjacent > 0 ? QString::number(adjacent) : QString()}});
        }
    }
    const QString trigger = request.details.value(QStringLiteral("trigger")).toString();
    if (trigger == QLatin1String("staggered"))
        what = tr("%1 is staggered.").arg(decider) + QLatin1Char(' ') + what;
    else if (trigger == QLatin1String("reducedToZero"))
        what = tr("%1 is reduced to 0 hit points.").arg(decider) + QLatin1Char(' ') + what;
    else if (trigger == QLatin1String("attacked")) // Slide Away: before the roll; out of reach, the attack is lost
        what = tr("%1 attacks %2; shifted out of the attack's reach, range or area, %2 is not attacked.")
                   .arg(m_nameOf ? m_nameOf(request.subject) : request.subject, decider) +
               QLatin1Char(' ') + what;
    else if (purpose == QLatin1String("place"))
        what = tr("%1's attack roll hits %2.").arg(m_nameOf ? m_nameOf(request.subject) : request.subject, decider) +
               QLatin1Char(' ') + what;
    m_title = power.isEmpty() ? tr("Choose a square") : tr("%1: choose a square").arg(power);
    m_question = what;
    m_yesText = QString();
    m_noText = trigger.isEmpty() ? tr("Stay put") : tr("Decline %1").arg(power);
}

void PromptDecider::answer(bool yes)
{
    if (!m_pending)
        return;
    m_pending = false;
    const bool squareQuestion = m_kind == battlemat::decisionKindName(battlemat::DecisionKind::Square);
    Q_EMIT questionChanged();
    if (squareQuestion)
        Q_EMIT squareAnswered(false, 0, 0); // a Square question has no yes: only a square answers it
    else
        Q_EMIT answered(yes);
}

void PromptDecider::chooseSquare(int x, int y)
{
    if (!m_pending || m_kind != battlemat::decisionKindName(battlemat::DecisionKind::Square))
        return;
    const bool allowed = std::any_of(m_squares.cbegin(), m_squares.cend(), [&](const QVariant &entry) {
        const QVariantMap square = entry.toMap();
        return square.value(QStringLiteral("x")).toInt() == x && square.value(QStringLiteral("y")).toInt() == y;
    });
    if (!allowed)
        return;
    m_pending = false;
    Q_EMIT questionChanged();
    Q_EMIT squareAnswered(true, x, y);
}

QCoro::Task<std::optional<battlemat::Square>> PromptDecider::square(battlemat::DecisionRequest request)
{
    ask(request);
    // Call first, then await (docs/building.md, trap 10).
    auto answer = qCoro(this, &PromptDecider::squareAnswered);
    const auto [chosen, x, y] = co_await answer;
    if (!chosen)
        co_return std::nullopt;
    co_return battlemat::Square{x, y};
}

QCoro::Task<bool> PromptDecider::decide(battlemat::DecisionRequest request)
{
    ask(request);
    // Call first, then await (docs/building.md, trap 10).
    auto answer = qCoro(this, &PromptDecider::answered);
    const bool yes = co_await answer;
    co_return yes;
}

QCoro::Task<QStringList> PromptDecider::order(battlemat::DecisionRequest request)
{
    co_return request.options;
}
