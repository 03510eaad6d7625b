#pragma once

#include "session/moduleregistry.h"

namespace battlemat {

/** Every ruleset and add-on module of this build, registered once: the one place that names them. */
const ModuleRegistry &builtInModules();

} // namespace battlemat
