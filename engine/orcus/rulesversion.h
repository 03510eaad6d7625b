#pragma once

#include "core/result.h"

#include <QString>
#include <QStringList>

namespace battlemat {

/**
 * Which Orcus text the engine follows where the two differ (../shared/rules/README.md, "Rules versions"): the
 * Basic Rules v0.1, the specification and the default, or Orcus 1.0, which the monsters file and the published
 * heroes follow. Today only the basic attack's damage differs in what the engine computes.
 */
enum class RulesVersion : quint8
{
    BasicRules01, // "v0.1"
    Orcus10,      // "1.0"
};

/** "v0.1" or "1.0": how campaign files, the CLI and the window name it. */
QString rulesVersionName(RulesVersion version);
/** Every name, the default first. */
QStringList rulesVersionNames();
/** A name as rulesVersionName gives it; anything else is refused naming the known ones. */
Result<RulesVersion> rulesVersionFromName(const QString &name);

} // namespace battlemat
