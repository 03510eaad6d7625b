#include "rulesets/masterytablerun.h"

#include "dice/seededdiesource.h"
#include "mastery/masterycommandrunner.h"
#include "mastery/masterystatejson.h"

#include <memory>

namespace battlemat {

namespace {

/** Passes offers on and writes the answers down, so that the step can carry them. */
class RecordingDecider : public MasteryDecider
{
public:
    RecordingDecider(MasteryDecider *inner, QList<MasteryChoice> *choices, QList<bool> *opportunityAttacks)
        : m_inner(inner)
        , m_choices(choices)
        , m_opportunityAttacks(opportunityAttacks)
    {}
    QCoro::Task<MasteryChoice> decide(MasteryOffer offer) override
    {
        const MasteryChoice choice = m_inner ? co_await m_inner->decide(std::move(offer)) : MasteryChoice::Pass;
        m_choices->append(choice);
        co_return choice;
    }
    QCoro::Task<bool> takeOpportunityAttack(OpportunityOffer offer) override
    {
        const bool take = m_inner ? co_await m_inner->takeOpportunityAttack(std::move(offer)) : true;
        m_opportunityAttacks->append(take);
        co_return take;
    }

private:
    MasteryDecider *m_inner;
    QList<MasteryChoice> *m_choices;
    QList<bool> *m_opportunityAttacks;
};

const QString encounterKey = QStringLiteral("encounter");
const QString diceKey = QStringLiteral("dice");

} // namespace

namespace MasteryTable {

bool hasEncounter(const QJsonObject &moduleState)
{
    return moduleState.value(encounterKey).isObject();
}

struct Loaded
{
    MasteryState state;
    std::shared_ptr<SeededDieSource> dice;
};

static Result<Loaded> loadWithDice(const QJsonObject &moduleState)
{
    if (!hasEncounter(moduleState))
        return Error{QStringLiteral("no mastery encounter is on the table; set one up first (mastery.setup)")};
    const JsonContext where(QStringLiteral("module.mastery"));
    auto state = masteryStateFromJson(moduleState.value(encounterKey).toObject(), where.child(encounterKey));
    if (!state)
        return state.error();
    auto dice = SeededDieSource::fromJson(moduleState.value(diceKey).toObject(), where.child(diceKey));
    if (!dice)
        return dice.error();
    Loaded loaded{*state, std::make_shared<SeededDieSource>(*dice)};
    // One generator shared by every copy of the roller, so the position after the command can be stored.
    loaded.state.roller = [source = loaded.dice](int sides) {
        const Result<int> face = source->roll(sides);
        return face.ok() ? *face : 1;
    };
    return loaded;
}

Result<MasteryState> load(const QJsonObject &moduleState)
{
    auto loaded = loadWithDice(moduleState);
    if (!loaded)
        return loaded.error();
    return loaded->state;
}

QCoro::Task<MasteryTableRun> run(QJsonObject moduleState, QJsonObject command, MasteryDecider *decider)
{
    MasteryTableRun result;
    result.moduleState = moduleState;
    auto loaded = loadWithDice(moduleState);
    if (!loaded) {
        result.status = loaded.error();
        co_return result;
    }
    Loaded live = *loaded;
    RecordingDecider recorder(decider, &result.choices, &result.opportunityAttacks);
    QList<QJsonObject> events;
    MasteryCommandRunner runner(live.state, &recorder, [&events](QJsonObject event) { events.append(event); });
    result.status = co_await runner.run(command, JsonContext(QStringLiteral("command")));
    if (!result.status)
        co_return result;
    result.events = events;
    result.moduleState.insert(encounterKey, masteryStateToJson(live.state));
    result.moduleState.insert(diceKey, live.dice->toJson());
    co_return result;
}

} // namespace MasteryTable

} // namespace battlemat
