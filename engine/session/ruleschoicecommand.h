#pragma once

#include "session/moduleregistry.h"
#include "session/tablecommand.h"

namespace battlemat {

/**
 * "rules.set": the campaign's ruleset and add-on modules with their settings (Settings > Rules modules). A module
 * turned on starts from its initial state; one turned off takes its state with it (undo brings it back), except the
 * parts it names as lasting (RulesModule::lastingStateKeys(): the mastery roster), which the campaign shelves and
 * gives back when the module is turned on again.
 */
class RulesChoiceCommand final : public TableCommand
{
public:
    RulesChoiceCommand(CampaignRules rules, const ModuleRegistry &registry)
        : m_rules(std::move(rules))
        , m_registry(registry)
    {}
    static Result<std::shared_ptr<const TableCommand>> fromJson(const QJsonObject &step, const JsonContext &where,
                                                                const ModuleRegistry &registry);
    QJsonObject toJson() const override;
    Result<QList<QJsonObject>> apply(TableState &state) const override;

private:
    CampaignRules m_rules;
    const ModuleRegistry &m_registry;
};

/** The stored form of the campaign's rules (meta "rules"), checked against the registry. */
Result<CampaignRules> campaignRulesFromJson(const QJsonObject &object, const JsonContext &where,
                                            const ModuleRegistry &registry);

} // namespace battlemat
