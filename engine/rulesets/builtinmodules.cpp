#include "rulesets/builtinmodules.h"

#include "rulesets/orcusruleset.h"

namespace battlemat {

const ModuleRegistry &builtInModules()
{
    static const ModuleRegistry registry = [] {
        ModuleRegistry modules;
        // A clash of ids or command names is a programming error in this list; the registry's message names it.
        const Status added = modules.add(std::make_shared<OrcusRuleset>());
        Q_ASSERT_X(added.ok(), "builtInModules", qPrintable(added.ok() ? QString() : added.errorMessage()));
        return modules;
    }();
    return registry;
}

} // namespace battlemat
