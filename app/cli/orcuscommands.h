#pragma once

#include "clicommand.h"

/** `battlemat-cli monster`: a monster stat block from the Orcus "Creating new monsters" tables. */
CliCommand monsterCliCommand();

/** `battlemat-cli creature FILE.json`: reads a hero or monster stat block and prints it with its derived numbers. */
CliCommand creatureCliCommand();

/** `battlemat-cli attack ATTACKER.json TARGET.json...`: resolves one attack and prints its explanation. */
CliCommand attackCliCommand();
