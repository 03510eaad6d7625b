#pragma once

#include "encounter/command.h"
#include "modules/actiondice/actiondicesettings.h"

#include <QJsonObject>
#include <QString>

#include <memory>

namespace battlemat {

class ActionDiceNight;

/**
 * A hero's action die (or hero token) spent in the running encounter (docs/modules.md, "Spends in the
 * encounter"): the encounter command "actionDice.spend", run by the encounter's processor so that what it does
 * to the fight is one step of the fight's log: undone with it, replayed from it, resumed with it. Its dice come
 * from the encounter's generator; the pool pays from the modules' working copy (RollReviews::modules) when the
 * spend is made, and not on a replay, whose stored pool already paid.
 *
 * Spends: "ac" (+2 AC for rounds equal to the die, at the start of a round), "stabilize" (dying -> stable),
 * "extraMove" (one more move action), "extraAttack" (an at-will attack now, no action), "secondChance" (a saving
 * throw again against an ongoing effect whose save failed), "reuse" (an expended encounter or daily power back),
 * "heal" (dice of hit points, a standard action, only in an encounter the setting allows and never threatened),
 * "tokenStandardAction" (a hero token: another standard action), "acCarried" (a +2 AC spent before the fight,
 * brought in for its rounds left as the encounter begins: RulesModule::encounterOpeningSteps; nothing is paid).
 */
class ActionDiceSpendCommand final : public Command
{
public:
    static QString type() { return QStringLiteral("actionDice.spend"); }
    static QStringList spends();
    /** state: the module's state now; a spend that rolls fixes the pool's die type from it (empty: a replay). */
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &step, const JsonContext &where,
                                                     const QJsonObject &settings, const QJsonObject &state);

    /** The effect a second chance is against: ongoing (save ends) and its save failed; null with the reason. */
    static const ActiveEffect *ongoingFailedEffect(const EncounterState &state, int effectId, const QString &creature,
                                                   QString *why);

    QJsonObject toJson() const override { return m_json; }
    Status validate(const EncounterState &state) const override;
    Status validateModules(const EncounterState &state, const RollReviews &reviews) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

private:
    QString heroOf(const RollReviews *reviews) const;
    /** Pays the spend from the night (checks its limits there too); the encounter's facts are the state's. */
    Status pay(ActionDiceNight &night, const QString &heroId, const EncounterState &state) const;
    QCoro::Task<void> applySpend(RulesContext *context, QString heroId) const;

    QJsonObject m_json;
    ActionDiceSettings m_settings;
    QString m_creature;
    QString m_spend;
    int m_sides = 0;  // the die rolled ("ac", "heal"): the pool's when the spend was made
    int m_dice = 1;   // "heal"
    int m_effect = 0; // "secondChance": the effect's id
    QString m_power;  // "reuse", "extraAttack"
    QString m_target; // "extraAttack"
    int m_rounds = 0; // "acCarried": the rounds a boost from before the fight has left
};

} // namespace battlemat
