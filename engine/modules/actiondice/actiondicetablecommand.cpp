#include "actiondicetablecommand.h"

#include "dice/seededdiesource.h"
#include "modules/actiondice/actiondicecommands.h"
#include "modules/actiondice/facesfirstdiesource.h"
#include "modules/actiondice/tokenheal.h"

namespace battlemat {

Result<QList<QJsonObject>> ActionDiceTableCommand::apply(TableState &state) const
{
    const QString id = QLatin1String(moduleId);
    const JsonContext &where = m_where;
    auto settings = ActionDiceSettings::fromJson(m_settings, JsonContext(QStringLiteral("settings of %1").arg(id)));
    if (!settings)
        return settings.error();
    const QJsonObject moduleState = state.modules.value(id);
    const JsonContext stateContext(QStringLiteral("the action dice state"));
    auto night = ActionDiceNight::fromJson(moduleState.value(QStringLiteral("gameNight")).toObject(), stateContext);
    if (!night)
        return night.error();
    auto generator = SeededDieSource::fromJson(moduleState.value(QStringLiteral("dice")).toObject(),
                                               stateContext.child(QStringLiteral("dice")));
    if (!generator)
        return generator.error();
    SeededDieSource source = *generator;
    FacesFirstDieSource dice(m_faces, source);

    QJsonObject command = m_step;
    command.insert(QStringLiteral("type"), m_step.value(QStringLiteral("type")).toString().mid(id.size() + 1));
    // A heal naming the hero's token heals it in the same step (TokenHeal).
    const bool healsToken = command.value(QStringLiteral("type")).toString() == QLatin1String("heal") &&
                            command.contains(QStringLiteral("creature"));
    const QString creature = command.value(QStringLiteral("creature")).toString();
    if (healsToken) {
        command.remove(QStringLiteral("creature"));
        if (const Status ready = TokenHeal::prepare(state.scene, creature, command, where); !ready)
            return ready.error();
    }
    ActionDiceNight changed = *night;
    auto event = ActionDiceCommands::apply(command, where, changed, *settings, dice);
    if (!event)
        return event.error();
    QJsonObject logged = *event;
    if (healsToken)
        TokenHeal::apply(state.scene, creature, logged);
    logged.insert(QStringLiteral("type"), id + QLatin1Char('.') + event->value(QStringLiteral("type")).toString());
    state.modules.insert(
        id, QJsonObject{{QStringLiteral("gameNight"), changed.toJson()}, {QStringLiteral("dice"), source.toJson()}});
    return QList<QJsonObject>{logged};
}

} // namespace battlemat
