#include "session/moduleregistry.h"

namespace battlemat {

Status ModuleRegistry::add(std::shared_ptr<const RulesModule> module)
{
    if (!module || module->id().isEmpty())
        return Error{QStringLiteral("a rules module needs an id")};
    if (find(module->id()))
        return Error{QStringLiteral("two rules modules have the id '%1'").arg(module->id())};
    const QString prefix = module->id() + QLatin1Char('.');
    for (const QString &type : module->commandTypes() + module->encounterCommandTypes()) {
        if (!type.startsWith(prefix))
            return Error{QStringLiteral("the module '%1' names its command '%2'; its commands must start with '%3'")
                             .arg(module->id(), type, prefix)};
    }
    m_modules.append(std::move(module));
    return success();
}

const RulesModule *ModuleRegistry::find(const QString &id) const
{
    for (const auto &module : m_modules) {
        if (module->id() == id)
            return module.get();
    }
    return nullptr;
}

QList<const RulesModule *> ModuleRegistry::all() const
{
    QList<const RulesModule *> list;
    for (const auto &module : m_modules)
        list.append(module.get());
    return list;
}

const RulesModule *ModuleRegistry::ownerOf(const QString &commandType, const QStringList &inForce) const
{
    const QString id = commandType.section(QLatin1Char('.'), 0, 0);
    if (!inForce.contains(id))
        return nullptr;
    const RulesModule *module = find(id);
    return module && (module->commandTypes().contains(commandType) ||
                      module->encounterCommandTypes().contains(commandType))
               ? module
               : nullptr;
}

} // namespace battlemat
