#pragma once

#include "encounter/command.h"

#include <QHash>

namespace battlemat {

/**
 * Orcus "Resting" outside combat: a short rest (spend recoveries, encounter and recharge powers back, death save
 * failures reset, knocked-out creatures wake with 1 HP), a long rest (everything back, action points reset to 1,
 * at most one in 24 hours) or time passing without rest ("wait", in minutes).
 */
class RestCommand : public Command
{
public:
    enum class Kind : quint8
    {
        Short,
        Long,
        Wait,
    };

    RestCommand(Kind kind, QHash<QString, int> recoveries, int minutes)
        : m_kind(kind)
        , m_recoveries(std::move(recoveries))
        , m_minutes(minutes)
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;
    /**
     * The minutes the rest lets pass (Orcus "Resting": a short rest "at least 5 minutes long", a long rest "at
     * least 6 hours long"; a wait its own): the fight's lights and, at the table, the map's burn by them.
     */
    int minutes() const;

private:
    Kind m_kind;
    QHash<QString, int> m_recoveries; // short rest: recoveries each creature spends
    int m_minutes;                    // wait
};

} // namespace battlemat
