#include "actiondicetablecommand.h"

#include "dice/seededdiesource.h"
#include "modules/actiondice/actiondicecommands.h"
#include "modules/actiondice/facesfirstdiesource.h"

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
    ActionDiceNight changed = *night;
    auto event = ActionDiceCommands::apply(command, where, changed, *settings, dice);
    if (!event)
        return event.error();
    QJsonObject logged = *event;
    logged.insert(QStringLiteral("type"), id + QLatin1Char('.') + event->value(QStringLiteral("type")).toString());
    state.modules.insert(
        id, QJsonObject{{QStringLiteral("gameNight"), changed.toJson()}, {QStringLiteral("dice"), source.toJson()}});
    return QList<QJsonObject>{logged};
}

} // namespace battlemat
