#pragma once

#include "session/moduleregistry.h"

#include <memory>

namespace battlemat {

class SightLight;
struct TableState;

/**
 * The light the players' vision reads for this table (docs/vision.md): its ruleset's own (RulesModule::sightLight,
 * with the ruleset's state now), or null for the map's light by Orcus's table.
 */
std::shared_ptr<const SightLight> rulesSightLight(const TableState &table, const ModuleRegistry &registry);

} // namespace battlemat
