#include "mastery/masteryencounter.h"

#include "mastery/masterycommandrunner.h"

namespace battlemat {

namespace {

/** Passes the offers on and writes down the answers, so that undo can replay without asking again. */
class RecordingDecider : public MasteryDecider
{
public:
    RecordingDecider(MasteryDecider *inner, QList<MasteryChoice> *choices)
        : m_inner(inner)
        , m_choices(choices)
    {}
    QCoro::Task<MasteryChoice> decide(MasteryOffer offer) override
    {
        MasteryChoice choice = MasteryChoice::Pass;
        if (m_inner)
            choice = co_await m_inner->decide(std::move(offer));
        m_choices->append(choice);
        co_return choice;
    }

private:
    MasteryDecider *m_inner;
    QList<MasteryChoice> *m_choices;
};

/** Gives back recorded answers in order. */
class ReplayDecider : public MasteryDecider
{
public:
    explicit ReplayDecider(QList<MasteryChoice> choices)
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

} // namespace

MasteryEncounter::MasteryEncounter(MasteryState initial)
    : m_initial(initial)
    , m_state(std::move(initial))
{}

void MasteryEncounter::append(QJsonObject event)
{
    event.insert(QStringLiteral("seq"), int(m_log.size()) + 1);
    m_log.append(event);
}

QCoro::Task<Status> MasteryEncounter::run(QJsonObject command, MasteryDecider *decider, QList<MasteryChoice> *choices)
{
    // Work on a copy (the dice included): a refused command must leave nothing behind.
    MasteryState working = m_state;
    QList<QJsonObject> events;
    RecordingDecider recorder(decider, choices);
    MasteryCommandRunner runner(working, &recorder, [&events](QJsonObject event) { events.append(event); });
    const JsonContext context(QStringLiteral("command"));
    const Status status = co_await runner.run(command, context);
    if (!status) {
        append({{QStringLiteral("type"), QStringLiteral("error")},
                {QStringLiteral("command"), command.value(QStringLiteral("type"))},
                {QStringLiteral("message"), status.errorMessage()}});
        co_return status;
    }
    m_state = std::move(working);
    for (QJsonObject &event : events)
        append(std::move(event));
    co_return status;
}

QCoro::Task<Status> MasteryEncounter::apply(QJsonObject command, MasteryDecider *decider)
{
    Applied applied{command, {}, false};
    const Status status = co_await run(command, decider, &applied.choices);
    applied.succeeded = status.ok();
    m_applied.append(applied);
    co_return status;
}

Status MasteryEncounter::applyNow(QJsonObject command, MasteryDecider *decider)
{
    // QCoro::waitFor needs a default-constructible result; Status is not, an optional of it is.
    auto task = [](MasteryEncounter *self, QJsonObject command,
                   MasteryDecider *decider) -> QCoro::Task<std::optional<Status>> {
        co_return co_await self->apply(command, decider);
    };
    return *QCoro::waitFor(task(this, std::move(command), decider));
}

Status MasteryEncounter::undoNow()
{
    auto task = [](MasteryEncounter *self) -> QCoro::Task<std::optional<Status>> { co_return co_await self->undo(); };
    return *QCoro::waitFor(task(this));
}

QCoro::Task<Status> MasteryEncounter::undo()
{
    qsizetype last = m_applied.size() - 1;
    while (last >= 0 && !m_applied.at(last).succeeded)
        --last;
    if (last < 0) {
        const Status refused = Error{QStringLiteral("nothing to undo")};
        append({{QStringLiteral("type"), QStringLiteral("error")},
                {QStringLiteral("command"), QStringLiteral("undo")},
                {QStringLiteral("message"), refused.errorMessage()}});
        co_return refused;
    }
    const QList<Applied> kept = m_applied.mid(0, last);
    const QString undone = m_applied.at(last).command.value(QStringLiteral("type")).toString();
    m_state = m_initial;
    m_log.clear();
    m_applied.clear();
    for (const Applied &applied : kept) {
        ReplayDecider replay(applied.choices);
        Applied again{applied.command, {}, false};
        const Status status = co_await run(applied.command, &replay, &again.choices);
        again.succeeded = status.ok();
        m_applied.append(again);
    }
    append({{QStringLiteral("type"), QStringLiteral("undone")}, {QStringLiteral("command"), undone}});
    co_return success();
}

} // namespace battlemat
