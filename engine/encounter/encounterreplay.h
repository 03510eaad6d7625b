#pragma once

#include "core/result.h"
#include "encounter/commandprocessor.h"
#include "encounter/encounterlog.h"

#include <memory>

namespace battlemat {

/**
 * Rebuilds an encounter from its log alone: the opening "encounter" event gives the file and seed, each "command"
 * event is applied again with the log's own decisions as answers, and every event the replay produces must equal
 * the logged one. The first difference is an error naming its seq, so a log that does not replay to the same rolls
 * fails loudly.
 */
class EncounterReplay
{
public:
    /** reviews: the modules' roll reviews in force (their offers are made again exactly where the log has them). */
    static Result<std::unique_ptr<CommandProcessor>> replay(const EncounterLog &log, const QString &source,
                                                            const RollReviews *reviews = nullptr);
};

} // namespace battlemat
