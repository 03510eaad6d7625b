#include "storage/campaignscript.h"

#include "mapedit/mapedit.h"

#include "core/jsonreader.h"
#include "grid/edgefeature.h"
#include "grid/terrain.h"
#include "storage/campaignstore.h"

namespace battlemat {

namespace {

// The fields each op needs; their values are checked when the step runs, against the campaign as it is then.
const QList<std::pair<QString, QStringList>> ops{
    {QStringLiteral("set-terrain"),
     {QStringLiteral("map"), QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("terrain")}},
    {QStringLiteral("set-edge"),
     {QStringLiteral("map"), QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("side"), QStringLiteral("edge")}},
    {QStringLiteral("move-creature"),
     {QStringLiteral("map"), QStringLiteral("creature"), QStringLiteral("x"), QStringLiteral("y")}},
    {QStringLiteral("put-character"), {QStringLiteral("id"), QStringLiteral("character")}},
    {QStringLiteral("put-monster"), {QStringLiteral("id"), QStringLiteral("monster")}},
    {QStringLiteral("add-encounter"), {QStringLiteral("id"), QStringLiteral("encounter")}},
    {QStringLiteral("append-events"), {QStringLiteral("encounter"), QStringLiteral("events")}},
};

std::optional<EdgeFeature> edgeFromName(const QString &name)
{
    if (name == QLatin1String("none"))
        return EdgeFeature::None;
    if (name == QLatin1String("wall"))
        return EdgeFeature::Wall;
    return doorStateFromName(name);
}

} // namespace

Result<CampaignScript> CampaignScript::fromJson(const QJsonObject &object, const QString &source)
{
    const JsonContext context(source);
    auto format = context.requireString(object, QStringLiteral("format"));
    if (!format)
        return format.error();
    if (*format != QLatin1String("battlemat-campaign-script"))
        return context.child(QStringLiteral("format"))
            .error(
                QStringLiteral("'%1' is not a campaign script (expected \"battlemat-campaign-script\")").arg(*format));
    auto version = context.requireInt(object, QStringLiteral("version"), 1);
    if (!version)
        return version.error();
    if (*version > formatVersion)
        return context.child(QStringLiteral("version"))
            .error(
                QStringLiteral("version %1 is newer than this Battlemat reads (%2)").arg(*version).arg(formatVersion));
    auto steps = context.requireArray(object, QStringLiteral("steps"));
    if (!steps)
        return steps.error();
    CampaignScript script;
    script.m_source = source;
    for (qsizetype i = 0; i < steps->size(); ++i) {
        const JsonContext item = context.child(QStringLiteral("steps")).at(i);
        if (!steps->at(i).isObject())
            return item.error(QStringLiteral("expected a step object with an op"));
        const QJsonObject step = steps->at(i).toObject();
        auto op = item.requireString(step, QStringLiteral("op"));
        if (!op)
            return op.error();
        auto known = std::find_if(ops.cbegin(), ops.cend(), [&](const auto &entry) { return entry.first == *op; });
        if (known == ops.cend())
            return item.child(QStringLiteral("op")).error(QStringLiteral("unknown op '%1'").arg(*op));
        for (const QString &field : known->second) {
            if (!step.contains(field))
                return item.child(field).error(QStringLiteral("missing (op %1 needs it)").arg(*op));
        }
        script.m_steps.append(step);
    }
    return script;
}

Result<CampaignScript> CampaignScript::readFile(const QString &fileName)
{
    auto object = readJsonObjectFile(fileName);
    if (!object)
        return object.error();
    return fromJson(*object, fileName);
}

QString CampaignScript::op(qsizetype index) const
{
    return m_steps.at(index).value(QStringLiteral("op")).toString();
}

Status CampaignScript::apply(CampaignStore &store, qsizetype index) const
{
    const QString where = QStringLiteral("%1: steps[%2]").arg(m_source).arg(index);
    const Status applied = store.transaction([&]() -> Status {
        if (auto applied = applyStep(store, m_steps.at(index), where); !applied)
            return applied;
        return store.setMeta(stepKey(), QString::number(index + 1));
    });
    // The campaign's own refusals (and a commit that fails: a full disk) name the campaign file; say which step of
    // the script caused them too.
    if (applied || applied.errorMessage().startsWith(where))
        return applied;
    return Error{where + QStringLiteral(": ") + applied.errorMessage()};
}

namespace {

// A script's map step is the map edit the window makes, with its checks (a creature moved into a wall or onto
// another is refused as it is at the table), then stored in the step's transaction.
Status applyEdit(CampaignStore &store, const QString &mapId, BattleMap map, const MapEdit &edit,
                 const JsonContext &context)
{
    TableScene scene;
    scene.map = std::move(map);
    if (auto applied = applyMapEdit(scene, edit); !applied)
        return context.error(applied.errorMessage());
    return store.putMap(mapId, scene.map);
}

} // namespace

Status CampaignScript::applyStep(CampaignStore &store, const QJsonObject &step, const QString &where) const
{
    const JsonContext context(where);
    const QString op = step.value(QStringLiteral("op")).toString();
    if (op == QLatin1String("put-character") || op == QLatin1String("put-monster") ||
        op == QLatin1String("add-encounter")) {
        const EntityKind kind = op == QLatin1String("put-character") ? EntityKind::Character
                                : op == QLatin1String("put-monster") ? EntityKind::Monster
                                                                     : EntityKind::Encounter;
        const QString key = op == QLatin1String("add-encounter") ? QStringLiteral("encounter") : entityKindName(kind);
        auto id = context.requireString(step, QStringLiteral("id"));
        if (!id)
            return id.error();
        auto document = context.requireObject(step, key);
        if (!document)
            return document.error();
        if (kind == EntityKind::Encounter && store.contains(kind, *id))
            return context.child(QStringLiteral("id")).error(QStringLiteral("encounter '%1' exists already").arg(*id));
        return store.putEntity(kind, *id, *document);
    }
    if (op == QLatin1String("append-events")) {
        auto encounter = context.requireString(step, QStringLiteral("encounter"));
        if (!encounter)
            return encounter.error();
        auto array = context.requireArray(step, QStringLiteral("events"));
        if (!array)
            return array.error();
        QList<QJsonObject> events;
        for (qsizetype i = 0; i < array->size(); ++i) {
            if (!array->at(i).isObject())
                return context.child(QStringLiteral("events")).at(i).error(QStringLiteral("expected an event object"));
            events.append(array->at(i).toObject());
        }
        return store.appendEvents(*encounter, events);
    }

    // The map edits: read the map, change it, store it, as an editing command does.
    auto mapId = context.requireString(step, QStringLiteral("map"));
    if (!mapId)
        return mapId.error();
    auto map = store.map(*mapId);
    if (!map)
        return map.error();
    GridMap &grid = map.value().grid;
    if (op == QLatin1String("move-creature")) {
        auto id = context.requireString(step, QStringLiteral("creature"));
        if (!id)
            return id.error();
        MapCreature *creature = map.value().creature(*id);
        if (!creature)
            return context.child(QStringLiteral("creature"))
                .error(QStringLiteral("map '%1' has no creature '%2'").arg(*mapId, *id));
        auto x = context.requireInt(step, QStringLiteral("x"), 0, grid.width() - creature->spaceSquares());
        if (!x)
            return x.error();
        auto y = context.requireInt(step, QStringLiteral("y"), 0, grid.height() - creature->spaceSquares());
        if (!y)
            return y.error();
        return applyEdit(store, *mapId, std::move(map).value(), MapEdit::moveCreature(*id, {*x, *y}), context);
    }
    auto x = context.requireInt(step, QStringLiteral("x"), 0, grid.width() - 1);
    if (!x)
        return x.error();
    auto y = context.requireInt(step, QStringLiteral("y"), 0, grid.height() - 1);
    if (!y)
        return y.error();
    if (op == QLatin1String("set-terrain")) {
        auto symbol = context.requireString(step, QStringLiteral("terrain"));
        if (!symbol)
            return symbol.error();
        const auto terrain = symbol->size() == 1 ? terrainFromSymbol(symbol->at(0)) : std::nullopt;
        if (!terrain)
            return context.child(QStringLiteral("terrain"))
                .error(QStringLiteral("'%1' is not a terrain character (. ~ # , ; % =)").arg(*symbol));
        return applyEdit(store, *mapId, std::move(map).value(), MapEdit::paintTerrain({{*x, *y}}, *terrain), context);
    }
    auto sideText = context.requireString(step, QStringLiteral("side"));
    if (!sideText)
        return sideText.error();
    const auto side = sideFromName(*sideText);
    if (!side)
        return context.child(QStringLiteral("side"))
            .error(QStringLiteral("'%1' is not a side; use N, E, S or W").arg(*sideText));
    auto edgeText = context.requireString(step, QStringLiteral("edge"));
    if (!edgeText)
        return edgeText.error();
    const auto edge = edgeFromName(*edgeText);
    if (!edge)
        return context.child(QStringLiteral("edge"))
            .error(QStringLiteral("'%1' is not an edge; use none, wall, open, closed or locked").arg(*edgeText));
    return applyEdit(store, *mapId, std::move(map).value(), MapEdit::setEdges({{{*x, *y}, *side, *edge}}), context);
}

} // namespace battlemat
