#pragma once

#include "session/rulesmodule.h"

namespace battlemat {

/** Orcus on the square grid (../shared/rules/orcus-basic-rules.txt): the default ruleset of a campaign. */
class OrcusRuleset final : public RulesModule
{
public:
    QString id() const override { return QStringLiteral("orcus"); }
    QString title() const override { return QStringLiteral("Orcus"); }
    Kind kind() const override { return Kind::Ruleset; }
    Result<std::shared_ptr<const Command>> encounterCommand(const QJsonObject &step,
                                                            const JsonContext &where) const override;
};

} // namespace battlemat
