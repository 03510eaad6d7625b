#pragma once

#include "encounter/command.h"

namespace battlemat {

/**
 * The skill actions anyone may attempt in combat (Orcus "Skill actions"): Grant Save (Heal vs 15), Rally Ally
 * (Heal vs 10), Stabilize (Heal vs 15), Feint (Bluff vs passive Insight) and Deter (Intimidate vs Will +10 for a
 * hostile target, +5 more in a foreign language).
 */
class SkillActionCommand : public Command
{
public:
    enum class Kind : quint8
    {
        GrantSave,
        RallyAlly,
        Stabilize,
        Feint,
        Deter,
    };

    SkillActionCommand(QString creature, Kind kind, QString target, ActionKind forbid, bool foreignLanguage)
        : m_creature(std::move(creature))
        , m_kind(kind)
        , m_target(std::move(target))
        , m_forbid(forbid)
        , m_foreignLanguage(foreignLanguage)
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

private:
    QString m_creature;
    Kind m_kind;
    QString m_target;
    ActionKind m_forbid;    // Deter: the action the target cannot take
    bool m_foreignLanguage; // Deter: the target does not understand the language spoken
};

} // namespace battlemat
