#include "encounter/encounterreplay.h"

#include "encounter/commandparser.h"
#include "encounter/scripteddecider.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace battlemat {

namespace {
QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}
} // namespace

Result<std::unique_ptr<CommandProcessor>> EncounterReplay::replay(const EncounterLog &log, const QString &source,
                                                                  const RollReviews *reviews)
{
    if (log.size() < 1 || log.at(1).value(QStringLiteral("type")).toString() != QLatin1String("encounter"))
        return Error{QStringLiteral("%1: the log must open with an \"encounter\" event").arg(source)};
    const QJsonObject encounter = log.at(1).value(QStringLiteral("encounter")).toObject();
    auto processor = CommandProcessor::fromEncounterJson(encounter, source + QStringLiteral(": seq 1"));
    if (!processor)
        return processor.error();
    (*processor)->setRollReviews(reviews);
    int seq = 2;
    while (seq <= log.size()) {
        const QJsonObject &first = log.at(seq);
        if (first.value(QStringLiteral("type")).toString() != QLatin1String("command"))
            return Error{QStringLiteral("%1: seq %2: expected a \"command\" event, found \"%3\"")
                             .arg(source)
                             .arg(seq)
                             .arg(first.value(QStringLiteral("type")).toString())};
        int end = seq + 1;
        while (end <= log.size() && log.at(end).value(QStringLiteral("type")).toString() != QLatin1String("command"))
            ++end;
        // The decisions recorded for this command answer its questions again, strictly in order.
        QList<ScriptedDecider::Answer> answers;
        for (int i = seq + 1; i < end; ++i) {
            const QJsonObject &event = log.at(i);
            if (event.value(QStringLiteral("type")).toString() != QLatin1String("decision"))
                continue;
            auto parsed = ScriptedDecider::answersFromJson(QJsonArray{event},
                                                           JsonContext(source, QStringLiteral("seq %1").arg(i)));
            if (!parsed)
                return parsed.error();
            answers += *parsed;
        }
        ScriptedDecider decider(answers, true);
        const QJsonObject commandJson = first.value(QStringLiteral("command")).toObject();
        const JsonContext commandWhere(source, QStringLiteral("seq %1: command").arg(seq));
        // An add-on module's command ("actionDice.spend": a dotted type) is read by the modules in force.
        const bool moduleCommand = commandJson.value(QStringLiteral("type")).toString().contains(QLatin1Char('.'));
        auto command = moduleCommand && reviews && reviews->parseCommand
                           ? reviews->parseCommand(commandJson, commandWhere)
                           : commandFromJson(commandJson, commandWhere);
        if (!command)
            return command.error();
        const CommandOutcome outcome = (*processor)->run(*command, &decider);
        if (!outcome.ok)
            return Error{QStringLiteral("%1: seq %2: the command was refused on replay: %3")
                             .arg(source)
                             .arg(seq)
                             .arg(outcome.error)};
        if (!decider.mismatch().isEmpty())
            return Error{QStringLiteral("%1: seq %2: decisions differ on replay: %3")
                             .arg(source)
                             .arg(seq)
                             .arg(decider.mismatch())};
        for (int i = 0; i < std::max(int(outcome.events.size()), end - seq); ++i) {
            const QJsonObject produced = i < outcome.events.size() ? outcome.events[i] : QJsonObject();
            const QJsonObject logged = seq + i < end ? log.at(seq + i) : QJsonObject();
            if (produced != logged)
                return Error{QStringLiteral("%1: seq %2: the log has %3 but the replay produced %4")
                                 .arg(source)
                                 .arg(seq + i)
                                 .arg(logged.isEmpty() ? QStringLiteral("nothing") : compact(logged),
                                      produced.isEmpty() ? QStringLiteral("nothing") : compact(produced))};
        }
        seq = end;
    }
    (*processor)->setRollReviews(nullptr);
    return std::move(processor).value();
}

} // namespace battlemat
