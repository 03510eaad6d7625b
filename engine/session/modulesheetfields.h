#pragma once

#include "session/moduleregistry.h"
#include "session/rulesmodule.h"

namespace battlemat {

struct TableState;

/**
 * What the modules in force add to one campaign hero's sheet now (RulesModule::sheetValues with each module's
 * state), the ruleset's first, then the add-ons' in the order they were turned on: the printed sheet's "Modules" box.
 */
QList<ModuleSheetField> moduleSheetFields(const TableState &table, const ModuleRegistry &registry,
                                          const QString &heroId);

} // namespace battlemat
