#include "orcus/rulesversion.h"

namespace battlemat {

QString rulesVersionName(RulesVersion version)
{
    return version == RulesVersion::Orcus10 ? QStringLiteral("1.0") : QStringLiteral("v0.1");
}

QStringList rulesVersionNames()
{
    return {rulesVersionName(RulesVersion::BasicRules01), rulesVersionName(RulesVersion::Orcus10)};
}

Result<RulesVersion> rulesVersionFromName(const QString &name)
{
    for (RulesVersion version : {RulesVersion::BasicRules01, RulesVersion::Orcus10}) {
        if (name == rulesVersionName(version))
            return version;
    }
    return Error{QStringLiteral("'%1' is no rules version (expected %2)").arg(name, rulesVersionNames().join(" or "))};
}

} // namespace battlemat
