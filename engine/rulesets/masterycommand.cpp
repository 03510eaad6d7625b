#include "rulesets/masterycommand.h"

#include "dice/seededdiesource.h"
#include "mastery/masterybudgetdecider.h"
#include "mastery/masterystatejson.h"
#include "rulesets/masterytablerun.h"

#include <QJsonArray>
#include <QRandomGenerator>

namespace battlemat {

namespace {

/** Gives back the answers a step carries, in order; an offer past the last is passed. */
class ChoiceListDecider : public MasteryDecider
{
public:
    explicit ChoiceListDecider(QList<MasteryChoice> choices)
        : m_choices(std::move(choices))
    {}
    QCoro::Task<MasteryChoice> decide(MasteryOffer offer) override
    {
        Q_UNUSED(offer)
        co_return m_next < m_choices.size() ? m_choices.at(m_next++) : MasteryChoice::Pass;
    }

private:
    QList<MasteryChoice> m_choices;
    qsizetype m_next = 0;
};

const QString setupName = QStringLiteral("setup");

} // namespace

QStringList MasteryCommand::contestCommands()
{
    return {QStringLiteral("startCombat"), QStringLiteral("endTurn"),   QStringLiteral("delay"),
            QStringLiteral("resume"),      QStringLiteral("interrupt"), QStringLiteral("endInterrupt"),
            QStringLiteral("endContest"),  QStringLiteral("action"),    QStringLiteral("move"),
            QStringLiteral("attack"),      QStringLiteral("check"),     QStringLiteral("damage"),
            QStringLiteral("place")};
}

QStringList MasteryCommand::types()
{
    QStringList all{prefix() + setupName};
    for (const QString &name : contestCommands())
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
        auto read = masteryEncounterFromJson(object, here, QString());
        if (!read)
            return read.error();
        MasteryEncounterFile file = *read;
        if (!object.contains(QStringLiteral("seed"))) {
            // Drawn now, once: the step then carries it, so redo and a replay deal the same dice.
            const QJsonValue seed = settings.value(QStringLiteral("seed"));
            file.seed = seed.isDouble() && seed.toDouble() >= 0 ? quint64(seed.toDouble())
                                                                : QRandomGenerator::system()->generate() & 0x7fffffff;
            object.insert(QStringLiteral("seed"), qint64(file.seed));
            command->m_step.insert(QStringLiteral("encounter"), object);
        }
        command->m_setup = file;
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
    return command;
}

std::unique_ptr<MasteryDecider> MasteryCommand::decider() const
{
    if (m_choices)
        return std::make_unique<ChoiceListDecider>(*m_choices);
    return std::make_unique<MasteryBudgetDecider>(m_budgets);
}

Result<QList<QJsonObject>> MasteryCommand::setUp(TableState &state) const
{
    QJsonObject &module = state.modules[prefix().chopped(1)];
    if (MasteryTable::hasEncounter(module) &&
        module.value(QStringLiteral("encounter")).toObject().value(QStringLiteral("contested")).toBool())
        return Error{QStringLiteral("a contest is running; end it (mastery.endContest) before setting up another")};
    module.insert(QStringLiteral("encounter"), masteryStateToJson(m_setup->state));
    module.insert(QStringLiteral("dice"), SeededDieSource(m_setup->seed).toJson());
    QJsonArray combatants;
    for (const CombatantState &combatant : m_setup->state.combatants)
        combatants.append(combatant.sheet.id);
    return QList<QJsonObject>{{{QStringLiteral("type"), QStringLiteral("setUp")},
                               {QStringLiteral("combatants"), combatants},
                               {QStringLiteral("regions"), int(m_setup->state.map.regions().size())},
                               {QStringLiteral("seed"), QString::number(m_setup->seed)}}};
}

Result<QList<QJsonObject>> MasteryCommand::apply(TableState &state) const
{
    if (m_setup)
        return setUp(state);
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
