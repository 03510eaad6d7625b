#include "session/modulesheetfields.h"

#include "session/tablestate.h"

namespace battlemat {

QList<ModuleSheetField> moduleSheetFields(const TableState &table, const ModuleRegistry &registry,
                                          const QString &heroId)
{
    QList<ModuleSheetField> fields;
    if (heroId.isEmpty())
        return fields;
    for (const QString &id : table.rules.inForce()) {
        if (const RulesModule *module = registry.find(id))
            fields += module->sheetValues(table.modules.value(id), heroId);
    }
    return fields;
}

} // namespace battlemat
