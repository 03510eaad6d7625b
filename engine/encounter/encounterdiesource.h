#pragma once

#include "dice/diesource.h"
#include "encounter/dicerng.h"

namespace battlemat {

/**
 * The encounter's generator (part of its state, so snapshots and undo carry it) lent to the dice module as its
 * DieSource: every roll then goes through the dice module's parser, roller and RollRecord.
 */
class EncounterDieSource : public DieSource
{
public:
    explicit EncounterDieSource(DiceRng &rng)
        : m_rng(rng)
    {}
    Result<int> roll(int sides) override { return m_rng.roll(sides); }

private:
    DiceRng &m_rng;
};

} // namespace battlemat
