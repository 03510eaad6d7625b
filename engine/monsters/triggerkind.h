#pragma once

#include <QString>

namespace battlemat {

struct Power;

/**
 * The kind of a published power's printed trigger, for the import report's tally of triggered powers by kind
 * ("hit", "hit by melee", "staggered", "reduced to 0 HP", "an enemy moves", ...). Only a reading for counting:
 * what the encounter acts on is encounterTrigger (engine/encounter/combatpowerjson.h).
 */
namespace TriggerKind {

/** Whether the power is triggered: a counter, a reaction, or any power that prints a trigger. */
bool isTriggered(const Power &power);
QString of(const Power &power);

} // namespace TriggerKind
} // namespace battlemat
