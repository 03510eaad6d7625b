#pragma once

#include "encounter/command.h"

namespace battlemat {

/**
 * The universal actions that need no attack roll against a target: Full Defense, Rally, Stand Up, drop prone,
 * Escape a Grapple, end a grapple and maintain a grapple (Orcus "Universal actions", orcus-gaps-filled.md section 2).
 */
class BasicActionCommand : public Command
{
public:
    enum class Kind : quint8
    {
        FullDefense,
        Rally,
        StandUp,
        DropProne,
        Escape,
        EndGrapple,
        MaintainGrapple,
    };

    BasicActionCommand(QString creature, Kind kind, QString skill, QList<Square> step)
        : m_creature(std::move(creature))
        , m_kind(kind)
        , m_skill(std::move(skill))
        , m_step(std::move(step))
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

    /**
     * Orcus "Escape a Grapple": the DC, the grappler's Reflex against Acrobatics or its Fortitude against Athletics,
     * with its conditions' defense modifier. The roll and the tactics policy's odds both ask it.
     */
    static int escapeDc(const EncounterState &state, const Combatant &grappler, bool athletics);

private:
    ActionKind cost(const EncounterState &state) const;

    QString m_creature;
    Kind m_kind;
    QString m_skill;      // Escape: "acrobatics" (vs Reflex, the default) or "athletics" (vs Fortitude)
    QList<Square> m_step; // Escape: the square stepped into on success, if any
};

} // namespace battlemat
