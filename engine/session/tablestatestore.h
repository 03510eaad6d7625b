#pragma once

#include "core/result.h"
#include "session/tablestate.h"

#include <QJsonObject>
#include <QList>

namespace battlemat {

class CampaignStore;
class ModuleRegistry;

/**
 * Where the table's state lives in the campaign file: the rules chosen (meta "rules"), each module's state (meta
 * "module.<id>"), the open map, the region maps and the table's log. The session reads it when a map is opened and
 * writes what a step changed, with the step's events, in one transaction.
 */
namespace TableStateStore {

/** Fills the rules, the modules' state (a module in force without stored state starts from its initial state) and
 * the region maps; errors name the file and what in it is damaged. */
Status load(CampaignStore &store, const ModuleRegistry &registry, TableState *table);
/** Writes what differs between before and after, drops the log's events after keepSeq and appends events. */
Status store(CampaignStore &store, const TableState &before, const TableState &after, const QList<QJsonObject> &events,
             int keepSeq);

} // namespace TableStateStore
} // namespace battlemat
