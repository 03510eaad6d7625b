#pragma once

#include "core/result.h"
#include "encounter/encounterstate.h"
#include "encounter/rulescontext.h"

#include <QCoro/QCoroTask>
#include <QJsonObject>

namespace battlemat {

/**
 * One thing a person does to the encounter (Orcus actions, turn ends, rests, the GM's adjustments). The only
 * way the state changes. validate() judges it against the state without touching it; apply() then carries it out
 * on a working copy, rolling dice and asking deciders through the context. A command is immutable after parsing
 * and serialises to the JSON it was read from, which is what the log keeps.
 */
class Command
{
public:
    virtual ~Command() = default;
    /** The command as the log and scripts write it, with its "type". */
    virtual QJsonObject toJson() const = 0;
    virtual Status validate(const EncounterState &state) const = 0;
    /**
     * An add-on module's command: what it needs of the modules' state (an action die left in the hero's pool),
     * judged after validate() and only when the command is made (reviews->modules set), never on a replay, where
     * the stored state already paid for it. Core commands need nothing.
     */
    virtual Status validateModules(const EncounterState &state, const RollReviews &reviews) const
    {
        Q_UNUSED(state);
        Q_UNUSED(reviews);
        return success();
    }
    virtual QCoro::Task<void> apply(RulesContext *context) const = 0;
};

} // namespace battlemat
