#include "rulesets/masterycommand.h"

#include "dice/seededdiesource.h"
#include "mastery/masterybudgetdecider.h"
#include "mastery/masterystatejson.h"
#include "regions/regionmapjson.h"
#include "rulesets/masteryroster.h"
#include "rulesets/masterytablerun.h"

#include <QJsonArray>
#include <QRandomGenerator>

namespace battlemat {

namespace {

/**
 * Gives back the answers a step carries, in order: Mastery Point offers from "choices" (an offer past the last is
 * passed) or else by the budgets of "mp"; opportunity attacks from "opportunityAttacks" (past the last: taken).
 */
class StepDecider : public MasteryDecider
{
public:
    StepDecider(std::optional<QList<MasteryChoice>> choices, QHash<QString, int> budgets, QList<bool> opportunities)
        : m_choices(std::move(choices))
        , m_budget(std::move(budgets))
        , m_opportunities(std::move(opportunities))
    {}
    QCoro::Task<MasteryChoice> decide(MasteryOffer offer) override
    {
        if (!m_choices) {
            auto task = m_budget.decide(std::move(offer)); // call first, then await
            co_return co_await std::move(task);
        }
        co_return m_next < m_choices->size() ? m_choices->at(m_next++) : MasteryChoice::Pass;
    }
    QCoro::Task<bool> takeOpportunityAttack(OpportunityOffer offer) override
    {
        Q_UNUSED(offer)
        co_return m_nextOpportunity < m_opportunities.size() ? m_opportunities.at(m_nextOpportunity++) : true;
    }

private:
    std::optional<QList<MasteryChoice>> m_choices;
    MasteryBudgetDecider m_budget;
    QList<bool> m_opportunities;
    qsizetype m_next = 0;
    qsizetype m_nextOpportunity = 0;
};

const QString setupName = QStringLiteral("setup");

} // namespace

QStringList MasteryCommand::contestCommands()
{
    return {QStringLiteral("startCombat"), QStringLiteral("endTurn"),   QStringLiteral("delay"),
            QStringLiteral("resume"),      QStringLiteral("interrupt"), QStringLiteral("endInterrupt"),
            QStringLiteral("endContest"),  QStringLiteral("action"),    QStringLiteral("move"),
            QStringLiteral("attack"),      QStringLiteral("check"),     QStringLiteral("damage"),
            QStringLiteral("place"),       QStringLiteral("hide")};
}

QStringList MasteryCommand::types()
{
    QStringList all{prefix() + setupName};
    for (const QString &name : contestCommands() + MasteryRoster::commandNames())
        all.append(prefix() + name);
    return all;
}

Result<std::shared_ptr<const MasteryCommand>>
MasteryCommand::fromJson(const QJsonObject &step, const JsonContext &where, const QJsonObject &settings)
{
    auto type = where.requireString(step, QStringLiteral("type"));
    if (!type)
        return type.error();
    auto command = std::make_shared<MasteryCommand>();
    command->m_step = step;
    command->m_name = type->mid(prefix().size());
    if (!type->startsWith(prefix()) || !types().contains(*type))
        return where.child(QStringLiteral("type"))
            .error(QStringLiteral("'%1' is not a command of the mastery ruleset (known: %2)")
                       .arg(*type, types().join(QStringLiteral(", "))));
    if (MasteryRoster::commandNames().contains(command->m_name)) {
        if (Status checked = MasteryRoster::checkStep(command->m_name, step, where); !checked)
            return checked.error();
        command->m_apPerTurn = settings.value(QStringLiteral("apPerTurn")).toInt(3);
        return std::shared_ptr<const MasteryCommand>(command);
    }
    if (command->m_name == setupName) {
        auto encounter = where.requireObject(step, QStringLiteral("encounter"));
        if (!encounter)
            return encounter.error();
        const JsonContext here = where.child(QStringLiteral("encounter"));
        if (encounter->contains(QStringLiteral("mapFile")))
            return here.child(QStringLiteral("mapFile"))
                .error(QStringLiteral("a table step carries its region map inline under 'map'"));
        // The campaign's settings stand for what the encounter does not say itself.
        QJsonObject object = *encounter;
        if (!object.contains(QStringLiteral("settings"))) {
            QJsonObject chosen = settings;
            chosen.remove(QStringLiteral("seed"));
            object.insert(QStringLiteral("settings"), chosen);
        }
        if (!object.contains(QStringLiteral("seed"))) {
            // Drawn now, once: the step then carries it, so redo and a replay deal the same dice.
            const QJsonValue seed = settings.value(QStringLiteral("seed"));
            const quint64 drawn = seed.isDouble() && seed.toDouble() >= 0
                                      ? quint64(seed.toDouble())
                                      : QRandomGenerator::system()->generate() & 0x7fffffff;
            object.insert(QStringLiteral("seed"), qint64(drawn));
            command->m_step.insert(QStringLiteral("encounter"), object);
        }
        // One of the campaign's own region maps (by id) and sheets of its roster are read when the step is
        // applied: the table holds them.
        if (object.contains(QStringLiteral("regionMap")) || object.contains(QStringLiteral("roster"))) {
            if (object.contains(QStringLiteral("regionMap"))) {
                auto mapId = here.requireString(object, QStringLiteral("regionMap"));
                if (!mapId)
                    return mapId.error();
                if (object.contains(QStringLiteral("map")))
                    return here.child(QStringLiteral("regionMap"))
                        .error(QStringLiteral("give either 'regionMap' (a campaign's region map) or 'map', not both"));
                command->m_regionMapId = *mapId;
            }
            command->m_setupObject = object;
            return std::shared_ptr<const MasteryCommand>(command);
        }
        auto read = masteryEncounterFromJson(object, here, QString());
        if (!read)
            return read.error();
        command->m_setup = *read;
        return std::shared_ptr<const MasteryCommand>(command);
    }
    if (step.contains(QStringLiteral("choices"))) {
        auto choices = where.requireArray(step, QStringLiteral("choices"));
        if (!choices)
            return choices.error();
        QList<MasteryChoice> list;
        for (qsizetype i = 0; i < choices->size(); ++i) {
            const QString answer = choices->at(i).toString();
            if (answer != QLatin1String("spend") && answer != QLatin1String("pass"))
                return where.child(QStringLiteral("choices"))
                    .at(i)
                    .error(QStringLiteral("expected \"spend\" or \"pass\""));
            list.append(answer == QLatin1String("spend") ? MasteryChoice::Spend : MasteryChoice::Pass);
        }
        command->m_choices = list;
    }
    if (step.contains(QStringLiteral("opportunityAttacks"))) {
        auto answers = where.requireArray(step, QStringLiteral("opportunityAttacks"));
        if (!answers)
            return answers.error();
        for (qsizetype i = 0; i < answers->size(); ++i) {
            const QString answer = answers->at(i).toString();
            if (answer != QLatin1String("take") && answer != QLatin1String("letGo"))
                return where.child(QStringLiteral("opportunityAttacks"))
                    .at(i)
                    .error(QStringLiteral("expected \"take\" or \"letGo\""));
            command->m_opportunityAttacks.append(answer == QLatin1String("take"));
        }
    }
    if (step.contains(QStringLiteral("mp"))) {
        auto mp = where.requireObject(step, QStringLiteral("mp"));
        if (!mp)
            return mp.error();
        for (auto it = mp->constBegin(); it != mp->constEnd(); ++it) {
            auto budget = where.child(QStringLiteral("mp")).requireInt(*mp, it.key(), 0, 100);
            if (!budget)
                return budget.error();
            command->m_budgets.insert(it.key(), *budget);
        }
    }
    return std::shared_ptr<const MasteryCommand>(command);
}

QJsonObject MasteryCommand::runnerCommand() const
{
    QJsonObject command = m_step;
    command.insert(QStringLiteral("type"), m_name);
    command.remove(QStringLiteral("choices"));
    command.remove(QStringLiteral("mp"));
    command.remove(QStringLiteral("opportunityAttacks"));
    return command;
}

std::unique_ptr<MasteryDecider> MasteryCommand::decider() const
{
    return std::make_unique<StepDecider>(m_choices, m_budgets, m_opportunityAttacks);
}

Result<QList<QJsonObject>> MasteryCommand::setUp(TableState &state) const
{
    QJsonObject &module = state.modules[prefix().chopped(1)];
    if (MasteryTable::hasEncounter(module) &&
        module.value(QStringLiteral("encounter")).toObject().value(QStringLiteral("contested")).toBool())
        return Error{QStringLiteral("a contest is running; end it (mastery.endContest) before setting up another")};
    MasteryEncounterFile setup;
    if (m_setup) {
        setup = *m_setup;
    } else {
        const JsonContext here = JsonContext(QStringLiteral("step")).child(QStringLiteral("encounter"));
        auto withSheets = MasteryRoster::withRoster(m_setupObject, module, here);
        if (!withSheets)
            return withSheets.error();
        QJsonObject object = *withSheets;
        if (!m_regionMapId.isEmpty()) {
            const auto map = state.regionMaps.constFind(m_regionMapId);
            if (map == state.regionMaps.constEnd())
                return here.child(QStringLiteral("regionMap"))
                    .error(QStringLiteral("the campaign has no region map '%1'").arg(m_regionMapId));
            object.remove(QStringLiteral("regionMap"));
            // The fight's copy leaves the picture's bytes in the campaign's region map (regionMap below names it):
            // the module's state is stored after every step.
            object.insert(QStringLiteral("map"), regionMapToJson(*map, false));
        }
        auto read = masteryEncounterFromJson(object, here, QString());
        if (!read)
            return read.error();
        setup = *read;
    }
    module.insert(QStringLiteral("encounter"), masteryStateToJson(setup.state));
    if (m_regionMapId.isEmpty())
        module.remove(QStringLiteral("regionMap"));
    else
        module.insert(QStringLiteral("regionMap"), m_regionMapId); // whose picture the fight shows
    module.insert(QStringLiteral("dice"), SeededDieSource(setup.seed).toJson());
    QJsonArray combatants;
    for (const CombatantState &combatant : setup.state.combatants)
        combatants.append(combatant.sheet.id);
    QJsonObject event{{QStringLiteral("type"), QStringLiteral("setUp")},
                      {QStringLiteral("combatants"), combatants},
                      {QStringLiteral("regions"), int(setup.state.map.regions().size())},
                      {QStringLiteral("seed"), QString::number(setup.seed)}};
    if (!m_regionMapId.isEmpty())
        event.insert(QStringLiteral("regionMap"), m_regionMapId);
    return QList<QJsonObject>{event};
}

Result<QList<QJsonObject>> MasteryCommand::apply(TableState &state) const
{
    if (m_name == setupName)
        return setUp(state);
    if (MasteryRoster::commandNames().contains(m_name)) {
        // On a copy: a refused step leaves the roster as it was.
        QJsonObject module = state.modules.value(prefix().chopped(1));
        auto events = MasteryRoster::apply(m_name, m_step, module, m_apPerTurn, JsonContext(QStringLiteral("step")));
        if (!events)
            return events.error();
        state.modules.insert(prefix().chopped(1), module);
        return events;
    }
    const QString id = prefix().chopped(1);
    const std::unique_ptr<MasteryDecider> answers = decider();
    auto task = [](QJsonObject module, QJsonObject command,
                   MasteryDecider *decider) -> QCoro::Task<std::optional<MasteryTableRun>> {
        co_return co_await MasteryTable::run(std::move(module), std::move(command), decider);
    };
    // The step's answers never wait for anybody, so this runs to its end at once.
    const std::optional<MasteryTableRun> ran =
        QCoro::waitFor(task(state.modules.value(id), runnerCommand(), answers.get()));
    if (!ran->status)
        return ran->status.error();
    state.modules.insert(id, ran->moduleState);
    return ran->events;
}

} // namespace battlemat
