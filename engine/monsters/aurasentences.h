#pragma once

#include "orcus/monsterdetails.h"

namespace battlemat {

/**
 * Reads an aura's printed text (../shared/rules/orcus-monsters-1.0.md "Auras") sentence by sentence into the fields
 * the encounter plays (Aura's trigger, affects and damage, and AuraPlay): "Creatures beginning their turn in the aura
 * take 4d10+6 psychic damage and are pushed 4", "... is rattled (save ends)", "Creatures in the aura receive a -1
 * penalty on saving throws", "If an enemy begins their turn in this aura, the swarm makes a basic melee attack
 * against them as a free action". A sentence, or the part of one, that no pattern reads goes to tableText; the aura
 * is automated when at least one sentence was read. No monster is named here: only the printed phrasing counts.
 */
void readAuraSentences(Aura *aura);

} // namespace battlemat
