#pragma once

#include "grid/square.h"

#include <QCoro/QCoroTask>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace battlemat {

/** The choices a person makes in the middle of a rule; the prompt says who decides and about what. */
enum class DecisionKind : quint8
{
    OpportunityAttack, // the attacker's controller: take the opportunity attack?
    KnockOut,          // the attacker: knock the target out instead of letting it die or drop dying?
    DeathSaveRecovery, // the dying hero's player: spend a recovery on this natural 20?
    TiedInitiative,    // the GM / players: order of tied initiative entries
    GrantSaveNow,      // the ally of Grant Save: save now (true) or +2 on a save at the end of its next turn
    Counter,           // the attacked creature's controller: use this counter power before the attack?
    ModuleOffer,       // the roller's controller: take what a module in force offers on this roll (RollReview)?
    TriggeredPower,    // the struck creature's controller: use this reaction, whose trigger the attack met?
    ModuleReroll,      // the roller's controller: roll this failed d20 again as a module offers (RollReview::reroll)?
    ForcedFall,        // the mover's controller: push, pull or shunt the target into the pit its movement reaches?
    Square,            // a power's user's controller: which of the squares the rules allow (or none: decline)?
};

QString decisionKindName(DecisionKind kind);

/**
 * One square a Square question allows, with what the engine worked out about choosing it, for a prompt to show and
 * a policy to weigh: `expected`, for a burst's origin, the enemies it is expected to hit less the allies (each
 * creature's chance to be hit added up), and `enemies` / `allies` caught; for a shift, `adjacentEnemies` there.
 */
struct SquareOption
{
    Square square;
    QJsonObject facts;
};

/** One question: who decides, about whom, with the facts a prompt shows. */
struct DecisionRequest
{
    DecisionKind kind = DecisionKind::OpportunityAttack;
    QString decider;     // the creature whose controller answers
    QString subject;     // the other creature concerned (the mover, the target)
    QStringList options; // TiedInitiative: the tied creatures in their current order
    // ModuleOffer and ModuleReroll: the module that offers, the offer as a sentence ("spend 1d6: hit 40% -> 71%") and
    // its facts (recorded in the decision event, so a prompt can word them and a replay can make the same offer).
    QString module;
    QString offer;
    QJsonObject details;
    // Square: every square the rules allow, as the engine computed them (a shift's reachable squares under the
    // movement rules; a far burst's origins in range with line of effect). An answer outside them is refused.
    QList<SquareOption> squares;
};

/**
 * Where the engine asks a person. The app answers from a QML prompt; tests and the CLI from a script or the
 * documented defaults (ScriptedDecider). Each answer is a coroutine so a prompt may take as long as it needs.
 */
class Decider
{
public:
    virtual ~Decider() = default;
    virtual QCoro::Task<bool> decide(DecisionRequest request) = 0;
    /** TiedInitiative: the tied creatures in the order they should act. */
    virtual QCoro::Task<QStringList> order(DecisionRequest request) = 0;
    /** Square: one of request.squares, or none to decline (the power is not used, the shift not made). */
    virtual QCoro::Task<std::optional<Square>> square(DecisionRequest request) = 0;
    /** True while a log is replayed: the answers are the recorded ones, and offers follow the record. */
    virtual bool replaying() const { return false; }
    /** Replaying: the recorded decision event the next question of this kind answers from; {} when there is none. */
    virtual QJsonObject recordedNext(DecisionKind kind) const
    {
        Q_UNUSED(kind);
        return {};
    }
};

} // namespace battlemat
