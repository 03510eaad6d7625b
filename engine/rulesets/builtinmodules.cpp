#include "rulesets/builtinmodules.h"

#include "modules/actiondice/actiondicemodule.h"
#include "modules/segmentedap/segmentedapmodule.h"
#include "rulesets/fivetorchesruleset.h"
#include "rulesets/masteryruleset.h"
#include "rulesets/orcusruleset.h"

namespace battlemat {

const ModuleRegistry &builtInModules()
{
    static const ModuleRegistry registry = [] {
        ModuleRegistry modules;
        // A clash of ids or command names is a programming error in this list; the registry's message names it.
        for (const std::shared_ptr<const RulesModule> &module :
             {std::shared_ptr<const RulesModule>(std::make_shared<OrcusRuleset>()),
              std::shared_ptr<const RulesModule>(std::make_shared<FiveTorchesRuleset>()),
              std::shared_ptr<const RulesModule>(std::make_shared<MasteryRuleset>()),
              std::shared_ptr<const RulesModule>(std::make_shared<ActionDiceModule>()),
              std::shared_ptr<const RulesModule>(std::make_shared<SegmentedApModule>())}) {
            const Status added = modules.add(module);
            Q_ASSERT_X(added.ok(), "builtInModules", qPrintable(added.ok() ? QString() : added.errorMessage()));
        }
        return modules;
    }();
    return registry;
}

} // namespace battlemat
