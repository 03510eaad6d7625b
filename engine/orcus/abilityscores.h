#pragma once

#include "core/jsonreader.h"
#include "orcus/ability.h"

#include <QJsonObject>

#include <array>

namespace battlemat {

/** A creature's six ability scores, each within the rules' table (1 to 30). */
class AbilityScores
{
public:
    /** All scores 10 (modifier +0), the human average. */
    AbilityScores();

    /** Refuses a score outside 1..30 and says which ability. */
    static Result<AbilityScores> fromScores(const std::array<int, 6> &scores);

    int score(Ability ability) const { return m_scores[static_cast<size_t>(ability)]; }
    /** The table modifier, without any level bonus. */
    int modifier(Ability ability) const;
    /** The higher of two modifiers, as Fortitude, Reflex, Will and light-armor AC ask for. */
    int betterModifier(Ability first, Ability second) const;
    Status setScore(Ability ability, int score);

    QJsonObject toJson() const;
    /** Every ability is optional in the file and defaults to 10. */
    static Result<AbilityScores> fromJson(const QJsonObject &object, const JsonContext &context);

    bool operator==(const AbilityScores &other) const = default;

private:
    std::array<int, 6> m_scores;
};

} // namespace battlemat
