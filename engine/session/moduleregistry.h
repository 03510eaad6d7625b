#pragma once

#include "session/rulesmodule.h"

#include <QList>

#include <memory>

namespace battlemat {

/**
 * The rules a build of Battlemat knows. The session asks it which module owns a command type and what a module id
 * means; engine/rulesets/builtinmodules.cpp fills it with the built-in ones (the only place that names them).
 */
class ModuleRegistry
{
public:
    /** Refused when the id is taken, or a command type does not start with the module's id and a dot. */
    Status add(std::shared_ptr<const RulesModule> module);
    const RulesModule *find(const QString &id) const;
    QList<const RulesModule *> all() const;
    /** The module among `inForce` (ids) that owns this table or encounter command type, or null. */
    const RulesModule *ownerOf(const QString &commandType, const QStringList &inForce) const;

private:
    QList<std::shared_ptr<const RulesModule>> m_modules;
};

} // namespace battlemat
