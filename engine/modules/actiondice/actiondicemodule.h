#pragma once

#include "session/rulesmodule.h"

namespace battlemat {

/**
 * Action dice and hero tokens (../shared/rules/action-dice-hero-tokens.txt) as an add-on module of the table
 * session: its settings with their defaults and readings, game nights and every spend as table commands
 * ("actionDice.<command>", ActionDiceCommands), its state (the game night and a seeded die generator) in the
 * table, and the pool's sheet fields. docs/modules.md, "Action dice and hero tokens".
 */
class ActionDiceModule final : public RulesModule
{
public:
    QString id() const override { return QStringLiteral("actionDice"); }
    QString title() const override { return QStringLiteral("Action dice and hero tokens"); }
    Kind kind() const override { return Kind::AddOn; }
    QList<ModuleSetting> settings() const override;
    QJsonObject initialState(const QJsonObject &settings) const override;
    QStringList commandTypes() const override;
    Result<std::shared_ptr<const TableCommand>> tableCommand(const QJsonObject &step, const JsonContext &where,
                                                             const QJsonObject &settings) const override;
    QStringList encounterCommandTypes() const override;
    Result<std::shared_ptr<Command>> addOnEncounterCommand(const QJsonObject &step, const JsonContext &where,
                                                           const QJsonObject &settings,
                                                           const QJsonObject &state) const override;
    /** A +2 AC spent outside a fight and still running comes into the new encounter for its rounds left. */
    QList<QJsonObject> encounterOpeningSteps(const QJsonObject &state, const QJsonObject &settings,
                                             const QHash<QString, QString> &heroOf) const override;
    QList<ModuleSheetField> sheetFields() const override;
    /** The hero's pool this game night ("3d4"), its hero tokens and the rounds its +2 AC boost still runs. */
    QList<ModuleSheetField> sheetValues(const QJsonObject &state, const QString &heroId) const override;
    std::shared_ptr<RollReview> rollReview(const QJsonObject &settings) const override;
};

} // namespace battlemat
