#include "gridvision.h"

#include "gridarguments.h"
#include "rulesets/builtinmodules.h"
#include "session/rulesmodule.h"
#include "session/rulessightlight.h"
#include "session/tablestatestore.h"
#include "storage/campaignstore.h"
#include "vision/sightlight.h"
#include "vision/vision.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace battlemat;

namespace {

// The rules and the ruleset's state a vision is computed under: a campaign's (its fight's light included), a
// ruleset named on its own (its state at rest: no fight, the map's light), or Orcus's map light by default.
Result<TableState> tableFor(const GridArguments &args)
{
    TableState table;
    if (args.has(QStringLiteral("campaign"))) {
        const QString file = args.value(QStringLiteral("campaign"));
        auto store = CampaignStore::open(file);
        if (!store)
            return Error{QStringLiteral("--campaign: %1").arg(store.errorMessage())};
        if (auto loaded = TableStateStore::load(**store, builtInModules(), &table); !loaded)
            return Error{QStringLiteral("--campaign: %1").arg(loaded.errorMessage())};
        return table;
    }
    if (args.has(QStringLiteral("ruleset"))) {
        const QString id = args.value(QStringLiteral("ruleset"));
        const RulesModule *module = builtInModules().find(id);
        if (!module || module->kind() != RulesModule::Kind::Ruleset) {
            QStringList rulesets;
            for (const RulesModule *known : builtInModules().all()) {
                if (known->kind() == RulesModule::Kind::Ruleset)
                    rulesets.append(known->id());
            }
            return Error{
                QStringLiteral("--ruleset: '%1' is not a ruleset (%2)").arg(id, rulesets.join(QStringLiteral(", ")))};
        }
        table.rules.ruleset = id;
        table.modules.insert(id, module->initialState({}));
    }
    return table;
}

QJsonArray squareArray(const QList<Square> &squares)
{
    QJsonArray a;
    for (const Square s : squares)
        a.append(GridArguments::squareJson(s));
    return a;
}

} // namespace

int runGridVision(BattleGrid &grid, const QStringList &arguments, const CliIo &io)
{
    auto args = GridArguments::parse(
        arguments, {QStringLiteral("side"), QStringLiteral("campaign"), QStringLiteral("ruleset")}, {});
    if (!args)
        return io.fail(args.errorMessage());
    if (args->has(QStringLiteral("campaign")) && args->has(QStringLiteral("ruleset")))
        return io.fail(QStringLiteral("give --campaign (its ruleset and fight) or --ruleset, not both"));
    const QString side =
        args->has(QStringLiteral("side")) ? args->value(QStringLiteral("side")) : QStringLiteral("heroes");
    const bool known = std::any_of(grid.creatures().begin(), grid.creatures().end(),
                                   [&](const MapCreature &c) { return c.side == side; });
    if (!known)
        return io.fail(QStringLiteral("--side: no creature on this map is on the side '%1'").arg(side));
    auto table = tableFor(*args);
    if (!table)
        return io.fail(table.errorMessage());
    // The same light the players' window reads (PlayerScreen): the ruleset's, through its seam.
    const std::shared_ptr<const SightLight> light = rulesSightLight(*table, builtInModules());
    const VisionResult seen = Vision::compute(grid, {side}, {}, light.get());
    io.printJson({{QStringLiteral("side"), side},
                  {QStringLiteral("ruleset"), table->rules.ruleset},
                  {QStringLiteral("visible"), squareArray(seen.visibleSquares())},
                  {QStringLiteral("creatures_seen"), QJsonArray::fromStringList(seen.creaturesSeen)},
                  {QStringLiteral("viewers"), QJsonArray::fromStringList(seen.viewers)}});
    return exitOk;
}
