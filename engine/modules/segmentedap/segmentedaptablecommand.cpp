#include "segmentedaptablecommand.h"

#include "modules/segmentedap/segmentedapcommands.h"

namespace battlemat {

Result<QList<QJsonObject>> SegmentedApTableCommand::apply(TableState &state) const
{
    const QString id = QLatin1String(moduleId);
    auto settings = SegmentedApSettings::fromJson(m_settings, JsonContext(QStringLiteral("settings of %1").arg(id)));
    if (!settings)
        return settings.error();
    auto clock = SegmentClock::fromJson(state.modules.value(id).value(QStringLiteral("clock")).toObject(),
                                        JsonContext(QStringLiteral("the segment clock's state")));
    if (!clock)
        return clock.error();
    QJsonObject command = m_step;
    command.insert(QStringLiteral("type"), m_step.value(QStringLiteral("type")).toString().mid(id.size() + 1));
    SegmentClock changed = *clock;
    auto event = SegmentedApCommands::apply(command, m_where, changed, *settings);
    if (!event)
        return event.error();
    QJsonObject logged = *event;
    logged.insert(QStringLiteral("type"), id + QLatin1Char('.') + event->value(QStringLiteral("type")).toString());
    state.modules.insert(id, QJsonObject{{QStringLiteral("clock"), changed.toJson()}});
    return QList<QJsonObject>{logged};
}

} // namespace battlemat
