#pragma once

#include "encounter/command.h"

namespace battlemat {

/** Orcus "Initiative": the GM (or the players, among their heroes) orders tied entries that have not yet acted. */
class ReorderInitiativeCommand : public Command
{
public:
    explicit ReorderInitiativeCommand(QStringList order)
        : m_order(std::move(order))
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

private:
    QStringList m_order;
};

} // namespace battlemat
