#pragma once

#include "encounter/actionbudget.h"
#include "encounter/command.h"

namespace battlemat {

/**
 * A creature lights a light and takes it up, drops the one it carries (it stays lit on its square) or picks one up
 * (docs/encounter.md "Lights"). Orcus "Adventuring Gear" gives what each light casts and for how long; the actions
 * are Battlemat's reading of orcus-gaps-filled.md: lighting a torch (or shaking a glowbasket) and picking a light up
 * interact with an object, a swift action ([RB] "Your Turn"); dropping an item is a free action (section 2).
 */
class LightCommand : public Command
{
public:
    enum class Action : quint8
    {
        Light,
        Drop,
        PickUp,
    };

    LightCommand(QString creature, Action action, QString kind, Square square)
        : m_creature(std::move(creature))
        , m_action(action)
        , m_kind(std::move(kind))
        , m_square(square)
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

    /** What the action costs: the window offers it only when it is left. */
    static ActionKind cost(Action action) { return action == Action::Drop ? ActionKind::Free : ActionKind::Swift; }
    /** The index in state.light.lights of the light a creature carries, or -1. */
    static int carriedBy(const EncounterState &state, const QString &creatureId);
    /** The index of a light lying (carried by nobody) on a square, a lit one first, or -1. */
    static int lyingAt(const EncounterState &state, Square square);

private:
    QString m_creature;
    Action m_action;
    QString m_kind;  // Light: a name of lightSourceKinds()
    Square m_square; // PickUp: where the light lies
};

} // namespace battlemat
