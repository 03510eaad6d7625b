#pragma once

// The working state of one Five Torches Deep fight step while FiveTorchesFightCommand::apply runs it: shared by
// the fight's turn steps (fivetorchesfightapply.cpp) and its aftermath steps (fivetorchesfightaftermath.cpp:
// stabilizing, morale, a damaging check, retreat, the end of the fight). Not for use outside those two files.
#include "dice/diesource.h"
#include "fivetorches/dying.h"
#include "rulesets/fivetorchesfightcommand.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

namespace battlemat::ftdfightrun {

using Kind = FiveTorchesFightCommand::Kind;
using ftd::FighterStatus;
using ftd::FtdFight;
using ftd::FtdFighter;

/** The token conditions a fight writes (a fighter's fate and stealth), so that the next step can replace them. */
const QStringList &fightConditions();
QJsonArray ints(const QList<int> &values);
QJsonObject checkJson(const ftd::CheckResult &check);
QJsonObject eventOf(const char *name, QJsonObject fields = {});
/** The fight's numbers on the map: hit points on the token, and its fate as a condition the token shows. */
void syncToken(TableState &state, const FtdFighter &fighter);

struct Run
{
    TableState &state;
    FtdFight &fight;
    DieSource &dice;
    const FiveTorchesFightCommand &step;
    int secondsPerRound = 6;
    QList<QJsonObject> events;

    Result<FtdFighter *> fighter(const QString &id)
    {
        FtdFighter *f = fight.fighter(id);
        if (!f)
            return Error{QStringLiteral("'%1' is not in the fight").arg(id)};
        return f;
    }

    // The acting combatant: the fight is on, it is their turn, and they can act.
    Result<FtdFighter *> actor(const QString &id)
    {
        auto f = fighter(id);
        if (!f)
            return f;
        if (fight.over)
            return Error{QStringLiteral("the fight is over")};
        if (fight.current() != id)
            return Error{QStringLiteral("it is not %1's turn (it is %2's)").arg((*f)->name, fight.current())};
        if (!(*f)->canAct())
            return Error{QStringLiteral("%1 cannot act (%2)").arg((*f)->name, ftd::fighterStatusName((*f)->status))};
        return f;
    }

    // "When To Check Morale": the first to fall, a leader down, and a side down to half its strength.
    void fell(FtdFighter &f)
    {
        f.status = FighterStatus::Incapacitated;
        f.downAtRound = fight.round;
        f.stealth = false;
        QJsonArray suggested;
        if (!fight.anyFallen) {
            fight.anyFallen = true;
            fight.suggest(ftd::MoraleTrigger::FirstDeath, f.side);
            suggested.append(ftd::moraleTriggerName(ftd::MoraleTrigger::FirstDeath));
        }
        if (f.leader) {
            fight.suggest(ftd::MoraleTrigger::LeaderDown, f.side);
            suggested.append(ftd::moraleTriggerName(ftd::MoraleTrigger::LeaderDown));
        }
        // The text leaves "the tide is obvious" to the GM; the tracker suggests it once a side is down to half.
        const int start = fight.startingStrength.value(f.side);
        if (!fight.tideTurnedFor.contains(f.side) && start > 1 && fight.standingOf(f.side) * 2 <= start) {
            fight.tideTurnedFor.append(f.side);
            fight.suggest(ftd::MoraleTrigger::TideTurned, f.side);
            suggested.append(ftd::moraleTriggerName(ftd::MoraleTrigger::TideTurned));
        }
        events.append(eventOf("fell", {{QStringLiteral("combatant"), f.id},
                                       {QStringLiteral("name"), f.name},
                                       {QStringLiteral("side"), f.side},
                                       {QStringLiteral("round"), fight.round},
                                       {QStringLiteral("moraleSuggested"), suggested}}));
    }

    void hurt(FtdFighter &f, int damage)
    {
        const bool wasUp = f.hitPoints > 0;
        f.hitPoints = ftd::clampHitPoints(f.hitPoints - damage, f.maxHitPoints);
        if (wasUp && f.hitPoints == 0 && f.status == FighterStatus::Fighting)
            fell(f);
        syncToken(state, f);
    }

    // "Death & Injury": dead once both the minute and the fight are over, unless stabilized.
    void countDeaths()
    {
        for (FtdFighter &f : fight.fighters) {
            if (f.status != FighterStatus::Incapacitated)
                continue;
            const ftd::Dying dying{f.downAtRound, false};
            if (!dying.dead(fight.round, fight.over, secondsPerRound))
                continue;
            f.status = FighterStatus::Dead;
            syncToken(state, f);
            events.append(eventOf("died", {{QStringLiteral("combatant"), f.id},
                                           {QStringLiteral("name"), f.name},
                                           {QStringLiteral("round"), fight.round}}));
        }
    }

    Status start();
    Status attack();
    Status move();
    Status act();
    Status hide();
    Status delay();
    Status nextTurn();
    Status stabilize();
    Status morale();
    Status hazard();
    Status retreat();
    Status end();
    Status setFighter();

    /** One morale roll for these fighters (the first one's modifier), marking them fled or surrendered on failure. */
    Status checkMorale(const QList<FtdFighter *> &rollers, std::optional<ftd::MoraleTrigger> trigger, ftd::Edge edge,
                       bool surrender);
    /** The light on the fighter's square (the fight's light, raised or lowered by the map: lightAt in rules). */
    ftd::LightLevel lightAt(const FtdFighter &f) const;
};

} // namespace battlemat::ftdfightrun
