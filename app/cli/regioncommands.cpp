#include "regioncommands.h"

#include "regions/regionmapjson.h"

#include <QJsonArray>

namespace {

const QString usage = QStringLiteral("usage: battlemat-cli regions MAP.json [--range FROM TO]");

// regions MAP.json: what the region map holds and which regions are adjacent; --range FROM TO: the range.
int runRegions(const QStringList &arguments, const CliIo &io)
{
    if (arguments.size() != 1 && !(arguments.size() == 4 && arguments.at(1) == QLatin1String("--range")))
        return io.fail(usage);
    const QString fileName = arguments.constFirst();
    auto object = battlemat::readJsonObjectFile(fileName);
    if (!object)
        return io.fail(object.errorMessage());
    auto map = battlemat::regionMapFromJson(*object, battlemat::JsonContext(fileName));
    if (!map)
        return io.fail(map.errorMessage());
    if (arguments.size() == 4) {
        const QString from = arguments.at(2);
        const QString to = arguments.at(3);
        for (const QString &id : {from, to}) {
            if (!map->contains(id))
                return io.fail(QStringLiteral("%1: no region '%2'").arg(fileName, id));
        }
        const auto range = map->range(from, to);
        io.printJson({{QStringLiteral("from"), from},
                      {QStringLiteral("to"), to},
                      {QStringLiteral("range"), range ? QJsonValue(*range) : QJsonValue(QJsonValue::Null)},
                      {QStringLiteral("melee"), range == 0}});
        return exitOk;
    }
    io.printJson({{QStringLiteral("kind"), QStringLiteral("regionMap")},
                  {QStringLiteral("name"), map->name},
                  {QStringLiteral("regions"), int(map->regions().size())},
                  {QStringLiteral("adjacency"), battlemat::regionAdjacencyToJson(*map)}});
    return exitOk;
}

} // namespace

CliCommand regionsCliCommand()
{
    return {
        QStringLiteral("regions"),
        QStringLiteral("regions MAP.json [--range FROM TO]   region map adjacency, or the range between two regions"),
        runRegions, usage};
}
