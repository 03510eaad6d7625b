pragma Singleton

import QtQuick

// How the simulation's odds read (SimulationDialog and its tables): whole percents, except where rounding would
// turn a chance that exists into a certainty or an impossibility. 2,000 won fights out of 2,000 still leave a 95%
// interval from 99.8%: printing "100% to 100%" would tell the game master the fight cannot go wrong.
QtObject {
    function of(p: real): string {
        if (p <= 0)
            return "0%"
        if (p >= 1)
            return "100%"
        const whole = Math.round(p * 100)
        if (whole > 0 && whole < 100)
            return whole + "%"
        const tenths = Math.round(p * 1000) / 10
        if (tenths <= 0)
            return "<0.1%"
        if (tenths >= 100)
            return ">99.9%"
        return tenths.toFixed(1) + "%"
    }
}
