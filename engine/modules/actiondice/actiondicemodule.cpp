#include "actiondicemodule.h"

#include "dice/seededdiesource.h"
#include "modules/actiondice/actiondicecommands.h"
#include "modules/actiondice/actiondicenight.h"
#include "modules/actiondice/actiondicerollreview.h"
#include "modules/actiondice/actiondicesettings.h"
#include "modules/actiondice/actiondicespendcommand.h"
#include "modules/actiondice/actiondicetablecommand.h"

#include <QJsonArray>
#include <QRandomGenerator>

namespace battlemat {

QList<ModuleSetting> ActionDiceModule::settings() const
{
    const QJsonObject defaults = ActionDiceSettings().toJson();
    const QString text = QStringLiteral("../shared/rules/action-dice-hero-tokens.txt");
    const QString unknowns = QStringLiteral("../shared/rules/README.md, Known unknowns");
    const auto setting = [&defaults](const char *key, const QString &label, const QString &reading) {
        return ModuleSetting{QLatin1String(key), label, defaults.value(QLatin1String(key)), reading};
    };
    return {
        setting(
            "table", QStringLiteral("Action dice by level"),
            QStringLiteral("%1, Action Dice Basics table; levels past it keep the last row (%2)").arg(text, unknowns)),
        setting("carryOver", QStringLiteral("Carry unspent dice to the next game night"),
                QStringLiteral("%1: lost at the end of the session, unless circumstances allow").arg(text)),
        setting("xpPerAwardedDie", QStringLiteral("XP per awarded die and party level"),
                QStringLiteral("%1, Awarding action dice: 25 XP per APL").arg(text)),
        setting("heroTokensPerNight", QStringLiteral("Hero tokens per game night"), unknowns),
        setting("actionDicePerToken", QStringLiteral("Action dice a hero token buys"), unknowns),
        setting("xpPerEarnedToken", QStringLiteral("XP per earned hero token and party level"),
                QStringLiteral("docs/modules.md: the text gives none; read as an awarded die")),
        setting("threatMinimum", QStringLiteral("Lowest natural roll that is a threat"),
                QStringLiteral("docs/modules.md: Orcus crits on every natural 20")),
        setting("healInEncounterWhenUnthreatened",
                QStringLiteral("Heal with action dice in an encounter when no "
                               "enemy is adjacent"),
                QStringLiteral("docs/modules.md: \"threatened\"")),
        setting("extraAttackNeedsAttack", QStringLiteral("An extra attack follows an attack this turn"),
                QStringLiteral("docs/modules.md: Orcus has no full attack")),
    };
}

QJsonObject ActionDiceModule::initialState(const QJsonObject &settings) const
{
    Q_UNUSED(settings)
    // The module's own generator, seeded once when a campaign turns it on; the table stores its state, so undo,
    // redo and a reopened campaign roll on from where it was.
    const SeededDieSource dice(QRandomGenerator::system()->generate64());
    return {{QStringLiteral("gameNight"), ActionDiceNight().toJson()}, {QStringLiteral("dice"), dice.toJson()}};
}

QStringList ActionDiceModule::commandTypes() const
{
    QStringList types;
    for (const QString &type : ActionDiceCommands::types())
        types.append(id() + QLatin1Char('.') + type);
    return types;
}

Result<std::shared_ptr<const TableCommand>>
ActionDiceModule::tableCommand(const QJsonObject &step, const JsonContext &where, const QJsonObject &settings) const
{
    auto type = where.requireString(step, QStringLiteral("type"));
    if (!type)
        return type.error();
    if (!commandTypes().contains(*type))
        return where.child(QStringLiteral("type")).error(QStringLiteral("'%1' is no action dice command").arg(*type));
    if (auto checked = ActionDiceSettings::fromJson(settings, where.child(QStringLiteral("settings"))); !checked)
        return checked.error();
    QList<int> faces;
    auto faceArray = where.optionalArray(step, QStringLiteral("faces"));
    if (!faceArray)
        return faceArray.error();
    for (qsizetype i = 0; i < faceArray->size(); ++i) {
        const QJsonValue face = faceArray->at(i);
        if (!face.isDouble() || face.toDouble() != double(face.toInt()) || face.toInt() < 1)
            return where.child(QStringLiteral("faces")).at(i).error(QStringLiteral("expected a die face, 1 or more"));
        faces.append(face.toInt());
    }
    return std::shared_ptr<const TableCommand>(std::make_shared<ActionDiceTableCommand>(step, where, settings, faces));
}

QStringList ActionDiceModule::encounterCommandTypes() const
{
    return {ActionDiceSpendCommand::type()};
}

Result<std::shared_ptr<Command>> ActionDiceModule::addOnEncounterCommand(const QJsonObject &step,
                                                                         const JsonContext &where,
                                                                         const QJsonObject &settings,
                                                                         const QJsonObject &state) const
{
    return ActionDiceSpendCommand::fromJson(step, where, settings, state);
}

QList<QJsonObject> ActionDiceModule::encounterOpeningSteps(const QJsonObject &state, const QJsonObject &settings,
                                                           const QHash<QString, QString> &heroOf) const
{
    Q_UNUSED(settings)
    auto night = ActionDiceNight::fromJson(state.value(QStringLiteral("gameNight")).toObject(),
                                           JsonContext(QStringLiteral("actionDice.gameNight")));
    if (!night || !night->running())
        return {};
    // "+2 AC for a number of rounds equal to the action die's result", read as rounds of combat wherever they
    // pass: a boost spent before the fight (the table step boostAc, counted down by startRound steps) protects the
    // hero from the fight's first round for the rounds it has left (docs/modules.md, "Spends in the encounter").
    QList<QJsonObject> steps;
    QStringList creatures = heroOf.keys();
    creatures.sort(); // the same order on every start
    for (const QString &creature : std::as_const(creatures)) {
        const QString hero = heroOf.value(creature);
        const int left = night->pools().value(hero).acBoostRoundsLeft;
        if (left > 0)
            steps.append({{QStringLiteral("type"), ActionDiceSpendCommand::type()},
                          {QStringLiteral("creature"), creature},
                          {QStringLiteral("hero"), hero},
                          {QStringLiteral("spend"), QStringLiteral("acCarried")},
                          {QStringLiteral("rounds"), left}});
    }
    return steps;
}

QList<ModuleSheetField> ActionDiceModule::sheetFields() const
{
    return {{QStringLiteral("actionDice.pool"), QStringLiteral("Action dice")},
            {QStringLiteral("actionDice.heroTokens"), QStringLiteral("Hero tokens")},
            {QStringLiteral("actionDice.acBoostRoundsLeft"), QStringLiteral("+2 AC boost (rounds left)")}};
}

QList<ModuleSheetField> ActionDiceModule::sheetValues(const QJsonObject &state, const QString &heroId) const
{
    // The pools live only while a game night runs (Action Dice Basics: "at the start of each game session"); a
    // sheet printed between nights has no pool to show.
    auto night = ActionDiceNight::fromJson(state.value(QStringLiteral("gameNight")).toObject(),
                                           JsonContext(QStringLiteral("actionDice.gameNight")));
    if (!night)
        return {};
    auto pool = night->pool(heroId);
    if (!pool)
        return {};
    QList<ModuleSheetField> fields = sheetFields();
    fields[0].value = QStringLiteral("%1d%2").arg(pool->dice).arg(pool->sides);
    fields[1].value = QString::number(pool->heroTokens);
    fields[2].value = QString::number(pool->acBoostRoundsLeft);
    return fields;
}

} // namespace battlemat

namespace battlemat {

std::shared_ptr<RollReview> ActionDiceModule::rollReview(const QJsonObject &settings) const
{
    auto read = ActionDiceSettings::fromJson(settings, JsonContext(QStringLiteral("actionDice settings")));
    return std::make_shared<ActionDiceRollReview>(read ? *read : ActionDiceSettings());
}

} // namespace battlemat
