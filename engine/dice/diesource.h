#pragma once

#include "core/result.h"

namespace battlemat {

/**
 * Where die results come from. The encounter owns one SeededDieSource so that the same seed and the same
 * requests give the same rolls; tests inject a ScriptedDieSource with exact results.
 */
class DieSource
{
public:
    virtual ~DieSource() = default;
    /** One die result in 1..sides (sides >= 1), or why none can be given (a script ran out). */
    virtual Result<int> roll(int sides) = 0;
};

} // namespace battlemat
