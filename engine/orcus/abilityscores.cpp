#include "orcus/abilityscores.h"

namespace battlemat {

AbilityScores::AbilityScores()
{
    m_scores.fill(10);
}

Result<AbilityScores> AbilityScores::fromScores(const std::array<int, 6> &scores)
{
    AbilityScores result;
    for (Ability ability : allAbilities) {
        auto set = result.setScore(ability, scores[static_cast<size_t>(ability)]);
        if (!set)
            return set.error();
    }
    return result;
}

int AbilityScores::modifier(Ability ability) const
{
    // Scores are validated on the way in, so the table always has an entry.
    return abilityModifier(score(ability)).value();
}

int AbilityScores::betterModifier(Ability first, Ability second) const
{
    return std::max(modifier(first), modifier(second));
}

Status AbilityScores::setScore(Ability ability, int score)
{
    auto checked = abilityModifier(score);
    if (!checked)
        return Error{abilityKey(ability) + QStringLiteral(": ") + checked.errorMessage()};
    m_scores[static_cast<size_t>(ability)] = score;
    return success();
}

QJsonObject AbilityScores::toJson() const
{
    QJsonObject object;
    for (Ability ability : allAbilities)
        object.insert(abilityKey(ability), score(ability));
    return object;
}

Result<AbilityScores> AbilityScores::fromJson(const QJsonObject &object, const JsonContext &context)
{
    AbilityScores result;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const auto ability = abilityFromName(it.key());
        if (!ability)
            return context.child(it.key()).error(QStringLiteral("unknown ability (expected strength, constitution, "
                                                                "dexterity, intelligence, wisdom or charisma)"));
        auto score = context.requireInt(object, it.key(), minAbilityScore, maxAbilityScore);
        if (!score)
            return score.error();
        result.m_scores[static_cast<size_t>(*ability)] = *score;
    }
    return result;
}

} // namespace battlemat
