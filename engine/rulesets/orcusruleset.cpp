#include "rulesets/orcusruleset.h"

#include "encounter/commandparser.h"

namespace battlemat {

Result<std::shared_ptr<const Command>> OrcusRuleset::encounterCommand(const QJsonObject &step,
                                                                      const JsonContext &where) const
{
    auto command = commandFromJson(step, where);
    if (!command)
        return command.error();
    return std::shared_ptr<const Command>(std::move(command).value());
}

} // namespace battlemat
