#pragma once

#include "core/result.h"
#include "monsters/adventurertemplate.h"

#include <QStringList>

/**
 * The Adventurer template's class from the command line (docs/cli.md, "monsters template"): --class NAME, --skill
 * SKILL (twice), --defense DEFENSE=N, --features TEXT, --power "KIND:LEVEL:NAME:USAGE:TEXT" and --hero-power
 * "HERO:POWER:KIND:LEVEL" (a power copied from a hero's sheet of --campaign). Takes its options out of arguments.
 */
battlemat::Result<battlemat::AdventurerClass> takeAdventurerClass(QStringList &arguments, const QString &campaign);
