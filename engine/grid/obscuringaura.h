#pragma once

#include "grid/lightlevel.h"

#include <QString>

namespace battlemat {

/**
 * Squares obscured around a creature wherever it stands: an aura of sleet or smoke (the ice hag's "Squares in aura
 * are heavily obscured", the nightmare's "Lightly obscured", ../shared/rules/orcus-monsters-1.0.md). Every square
 * within radius of its owner's space (Orcus "Range") is obscured so, to every viewer but the owner when it "can see
 * through its aura". Only the encounter's grid makes them (docs/vision.md "Auras of light and obscurement").
 */
struct ObscuringAura
{
    QString owner; // creature id
    int radius = 1;
    Obscurement obscurement = Obscurement::Lightly;
    bool ownerSeesThrough = false;

    friend bool operator==(const ObscuringAura &, const ObscuringAura &) = default;
};

} // namespace battlemat
