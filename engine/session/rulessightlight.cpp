#include "session/rulessightlight.h"

#include "session/rulesmodule.h"
#include "session/tablestate.h"
#include "vision/sightlight.h"

namespace battlemat {

std::shared_ptr<const SightLight> rulesSightLight(const TableState &table, const ModuleRegistry &registry)
{
    const RulesModule *ruleset = registry.find(table.rules.ruleset);
    if (!ruleset)
        return {};
    return ruleset->sightLight(table.modules.value(ruleset->id()));
}

} // namespace battlemat
