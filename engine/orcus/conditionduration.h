#pragma once

#include <QString>

#include <optional>

namespace battlemat {

/**
 * How long an imposed condition lasts ("Duration", orcus-gaps-filled.md section 6). The encounter flow ends
 * instances at turn boundaries, on saves and at the end of the encounter; this type only names the kind.
 */
enum class ConditionDuration : quint8
{
    UntilEndOfTargetsNextTurn,
    UntilEndOfUsersNextTurn,
    UntilStartOfTargetsNextTurn,
    UntilStartOfUsersNextTurn,
    SaveEnds,
    EndOfEncounter,
    UntilResolved // lasts until something in the rules resolves it: standing up from prone, healing from dying
};

/** "end-of-target-next-turn", "end-of-user-next-turn", "start-of-target-next-turn", "start-of-user-next-turn",
 *  "save-ends", "encounter", "until-resolved". */
QString conditionDurationName(ConditionDuration duration);
std::optional<ConditionDuration> conditionDurationFromName(const QString &name);
QString conditionDurationNameList();

} // namespace battlemat
