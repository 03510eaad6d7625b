#include "session/regioneditcommand.h"

#include "core/filereader.h"
#include "grid/mapbackground.h"
#include "regions/regiongeometry.h"
#include "regions/regionmapcheck.h"
#include "regions/regionmapjson.h"
#include "storage/campaignstore.h"
#include "storage/entitydocument.h"

#include <QFileInfo>
#include <QJsonArray>

namespace battlemat {

namespace {

const QStringList kinds{
    QStringLiteral("region.createMap"),     QStringLiteral("region.renameMap"), QStringLiteral("region.removeMap"),
    QStringLiteral("region.setBackground"), QStringLiteral("region.add"),       QStringLiteral("region.update"),
    QStringLiteral("region.remove"),        QStringLiteral("region.split"),     QStringLiteral("region.merge"),
    QStringLiteral("region.link"),          QStringLiteral("region.unlink")};

QString text(const QJsonObject &step, const char *key)
{
    return step.value(QLatin1String(key)).toString();
}

Status requireId(const QJsonObject &step, const QString &key, const JsonContext &where)
{
    auto id = where.requireString(step, key);
    if (!id)
        return id.error();
    if (id->trimmed().isEmpty())
        return where.child(key).error(QStringLiteral("must not be empty"));
    return success();
}

Status readBetween(const QJsonObject &step, const JsonContext &where)
{
    auto between = where.requireArray(step, QStringLiteral("between"));
    if (!between)
        return between.error();
    if (between->size() != 2 || !between->at(0).isString() || !between->at(1).isString())
        return where.child(QStringLiteral("between")).error(QStringLiteral("expected two region ids"));
    return success();
}

Status readFlags(const QJsonObject &object, const JsonContext &where)
{
    for (const QString &key : {QStringLiteral("swimming"), QStringLiteral("climbing")}) {
        if (auto flag = where.optionalBool(object, key, false); !flag)
            return flag.error();
    }
    return success();
}

/** The region map rebuilt from edited regions and links, refused unless it passes every check. */
Result<RegionMap> rebuilt(const RegionMap &old, QList<Region> regions, const QList<RegionLink> &links)
{
    RegionMap map;
    map.name = old.name;
    map.background = old.background;
    map.image = old.image;
    if (!regions.isEmpty()) {
        if (auto added = map.addRegions(std::move(regions)); !added)
            return added.error();
    }
    for (const RegionLink &link : links) {
        if (auto set = map.setLink(link); !set)
            return set.error();
    }
    if (auto valid = validateRegionMap(map); !valid)
        return valid.error();
    return map;
}

QString freeRegionId(const RegionMap &map)
{
    for (int n = 1;; ++n) {
        const QString id = QStringLiteral("r%1").arg(n);
        if (!map.contains(id))
            return id;
    }
}

qsizetype indexOf(const QList<Region> &regions, const QString &id)
{
    for (qsizetype i = 0; i < regions.size(); ++i) {
        if (regions.at(i).id == id)
            return i;
    }
    return -1;
}

/** Links of `from` moved to `to` (a merged or split region), dropping those that would join a region to itself. */
QList<RegionLink> relinked(const QList<RegionLink> &links, const QString &from, const QString &to)
{
    QList<RegionLink> result;
    for (RegionLink link : links) {
        if (link.first == from)
            link.first = to;
        if (link.second == from)
            link.second = to;
        const bool duplicate = std::any_of(result.begin(), result.end(), [&](const RegionLink &kept) {
            return kept.connects(link.first, link.second);
        });
        if (link.first != link.second && !duplicate)
            result.append(link);
    }
    return result;
}

Result<QJsonObject> applyToMap(const QString &type, QJsonObject step, const QByteArray &picture, RegionMap &map)
{
    QList<Region> regions = map.regions();
    QList<RegionLink> links = map.links();
    const QString regionId = text(step, "region");
    const qsizetype at = indexOf(regions, regionId);
    const bool namesRegion = type == QLatin1String("region.update") || type == QLatin1String("region.remove") ||
                             type == QLatin1String("region.split");
    if (namesRegion && at < 0)
        return Error{QStringLiteral("no region '%1' on the region map '%2'").arg(regionId, map.name)};

    if (type == QLatin1String("region.renameMap")) {
        map.name = text(step, "name");
        return step;
    }
    if (type == QLatin1String("region.setBackground")) {
        map.background = picture.isEmpty() ? QString() : QFileInfo(text(step, "background")).fileName();
        map.image = picture;
        return step;
    }
    if (type == QLatin1String("region.add")) {
        QJsonObject object = step.value(QStringLiteral("region")).toObject();
        if (object.value(QStringLiteral("id")).toString().isEmpty())
            object.insert(QStringLiteral("id"), freeRegionId(map));
        auto read = regionFromJson(object, JsonContext(QStringLiteral("region")));
        if (!read)
            return read.error();
        Region region = *read;
        region.name = object.value(QStringLiteral("name")).toString(); // no default: a region needs a name
        if (map.contains(region.id))
            return Error{QStringLiteral("region id '%1' is taken").arg(region.id)};
        if (auto shape = checkRegionShape(region); !shape)
            return shape.error();
        regions.append(region);
        step.insert(QStringLiteral("region"), object);
    } else if (type == QLatin1String("region.update")) {
        Region &region = regions[at];
        if (step.contains(QStringLiteral("name")))
            region.name = text(step, "name");
        if (step.contains(QStringLiteral("polygon"))) {
            auto polygon = regionPolygonFromJson(step, JsonContext(type));
            if (!polygon)
                return polygon.error();
            region.polygon = *polygon;
        }
        if (step.contains(QStringLiteral("swimming")))
            region.needsSwimming = step.value(QStringLiteral("swimming")).toBool();
        if (step.contains(QStringLiteral("climbing")))
            region.needsClimbing = step.value(QStringLiteral("climbing")).toBool();
        if (auto shape = checkRegionShape(region); !shape)
            return shape.error();
    } else if (type == QLatin1String("region.remove")) {
        regions.removeAt(at);
        links.removeIf([&](const RegionLink &link) { return link.first == regionId || link.second == regionId; });
    } else if (type == QLatin1String("region.split")) {
        const Region original = regions.at(at);
        auto halves = RegionGeometry::split(original.polygon, step.value(QStringLiteral("from")).toInt(),
                                            step.value(QStringLiteral("to")).toInt());
        if (!halves)
            return Error{QStringLiteral("cannot split '%1': %2").arg(original.name, halves.errorMessage())};
        Region second = original;
        second.id = text(step, "id").isEmpty() ? freeRegionId(map) : text(step, "id");
        if (map.contains(second.id))
            return Error{QStringLiteral("region id '%1' is taken").arg(second.id)};
        second.name = text(step, "name");
        second.polygon = halves->second;
        if (auto shape = checkRegionShape(second); !shape)
            return shape.error();
        regions[at].polygon = halves->first;
        regions.append(second);
        step.insert(QStringLiteral("id"), second.id);
        // A link stays with the half that still shares the border it lay on.
        RegionMap probe;
        if (auto added = probe.addRegions(regions); !added)
            return added.error();
        for (RegionLink &link : links) {
            const QString other = link.first == original.id ? link.second : link.first;
            if ((link.first == original.id || link.second == original.id) && !probe.touching(original.id, other) &&
                probe.touching(second.id, other))
                (link.first == original.id ? link.first : link.second) = second.id;
        }
    } else if (type == QLatin1String("region.merge")) {
        const qsizetype first = indexOf(regions, text(step, "first"));
        const qsizetype second = indexOf(regions, text(step, "second"));
        for (const auto &[index, key] : {std::pair{first, "first"}, std::pair{second, "second"}}) {
            if (index < 0)
                return Error{QStringLiteral("no region '%1' on the region map '%2'").arg(text(step, key), map.name)};
        }
        if (first == second)
            return Error{QStringLiteral("merging needs two different regions")};
        auto polygon = RegionGeometry::merge(regions.at(first).polygon, regions.at(second).polygon);
        if (!polygon)
            return Error{QStringLiteral("cannot merge '%1' and '%2': %3")
                             .arg(regions.at(first).name, regions.at(second).name, polygon.errorMessage())};
        regions[first].polygon = *polygon;
        regions[first].needsSwimming |= regions.at(second).needsSwimming;
        regions[first].needsClimbing |= regions.at(second).needsClimbing;
        const QString gone = regions.at(second).id;
        links = relinked(links, gone, regions.at(first).id);
        regions.removeAt(second);
    } else if (type == QLatin1String("region.link") || type == QLatin1String("region.unlink")) {
        const QJsonArray between = step.value(QStringLiteral("between")).toArray();
        RegionLink link{between.at(0).toString(), between.at(1).toString()};
        if (type == QLatin1String("region.link")) {
            link.kind = *regionLinkKindFromName(text(step, "kind"));
            if (auto linked = checkRegionLink(map, link); !linked)
                return linked.error();
            links.removeIf([&](const RegionLink &old) { return old.connects(link.first, link.second); });
            links.append(link);
        } else {
            if (!map.linkBetween(link.first, link.second))
                return Error{QStringLiteral("no link between '%1' and '%2'").arg(link.first, link.second)};
            links.removeIf([&](const RegionLink &old) { return old.connects(link.first, link.second); });
        }
    }
    auto result = rebuilt(map, regions, links);
    if (!result)
        return result.error();
    map = std::move(result).value();
    return step;
}

/**
 * The picture file a step names in "background", read once when the step is read: the command carries its bytes,
 * which the campaign keeps (schema 5), while the log keeps only the file's name. A file that is no picture is
 * refused here, before anything changes. No file named: the map has no picture.
 */
Result<QByteArray> readPicture(const QJsonObject &step, const JsonContext &where)
{
    const QString file = text(step, "background");
    if (file.isEmpty())
        return QByteArray();
    auto bytes = FileReader::read(file, FileKind::Picture);
    if (!bytes)
        return where.child(QStringLiteral("background")).error(bytes.errorMessage());
    if (imageMediaType(*bytes).isEmpty())
        return where.child(QStringLiteral("background"))
            .error(QStringLiteral("%1 is not a PNG, JPEG or WebP picture").arg(QFileInfo(file).fileName()));
    return std::move(bytes).value();
}

} // namespace

bool isRegionEditType(const QString &type)
{
    return kinds.contains(type);
}

Result<std::shared_ptr<RegionEditCommand>> RegionEditCommand::fromJson(const QJsonObject &step,
                                                                       const JsonContext &where)
{
    const QString type = text(step, "type");
    if (!isRegionEditType(type))
        return where.child(QStringLiteral("type"))
            .error(QStringLiteral("'%1' is not a region map step; use one of %2")
                       .arg(type, kinds.join(QStringLiteral(", "))));
    Status checked = success();
    if (type == QLatin1String("region.createMap")) {
        checked = requireId(step, QStringLiteral("name"), where);
        if (checked && step.contains(QStringLiteral("id"))) {
            const QString id = text(step, "id");
            if (!isValidEntityId(id))
                checked = where.child(QStringLiteral("id"))
                              .error(QStringLiteral("'%1' is not an id (letters, digits, - and _)").arg(id));
        }
        if (checked)
            checked =
                where.optionalString(step, QStringLiteral("background")).ok()
                    ? success()
                    : Status(where.child(QStringLiteral("background")).error(QStringLiteral("expected a file name")));
        if (!checked)
            return checked.error();
        auto picture = readPicture(step, where);
        if (!picture)
            return picture.error();
        return std::shared_ptr<RegionEditCommand>(new RegionEditCommand(step, *picture));
    }
    checked = requireId(step, QStringLiteral("map"), where);
    if (checked && type == QLatin1String("region.renameMap"))
        checked = requireId(step, QStringLiteral("name"), where);
    if (checked && type == QLatin1String("region.setBackground")) {
        if (auto background = where.requireString(step, QStringLiteral("background")); !background)
            checked = background.error();
    }
    if (checked && type == QLatin1String("region.add")) {
        auto region = where.requireObject(step, QStringLiteral("region"));
        const JsonContext item = where.child(QStringLiteral("region"));
        if (!region) {
            checked = region.error();
        } else if (auto name = item.requireString(*region, QStringLiteral("name")); !name) {
            checked = name.error();
        } else if (auto id = item.optionalString(*region, QStringLiteral("id")); !id) {
            checked = id.error();
        } else if (auto polygon = regionPolygonFromJson(*region, item); !polygon) {
            checked = polygon.error();
        } else {
            checked = readFlags(*region, item);
        }
    }
    if (checked && (type == QLatin1String("region.update") || type == QLatin1String("region.remove") ||
                    type == QLatin1String("region.split")))
        checked = requireId(step, QStringLiteral("region"), where);
    if (checked && type == QLatin1String("region.update")) {
        if (auto name = where.optionalString(step, QStringLiteral("name")); !name)
            checked = name.error();
        else if (step.contains(QStringLiteral("polygon")))
            checked = regionPolygonFromJson(step, where).ok() ? success()
                                                              : Status(regionPolygonFromJson(step, where).error());
        if (checked)
            checked = readFlags(step, where);
    }
    if (checked && type == QLatin1String("region.split")) {
        for (const QString &key : {QStringLiteral("from"), QStringLiteral("to")}) {
            if (auto corner = where.requireInt(step, key, 0); checked && !corner)
                checked = corner.error();
        }
        if (auto name = where.requireString(step, QStringLiteral("name")); checked && !name)
            checked = name.error();
    }
    if (checked && type == QLatin1String("region.merge")) {
        checked = requireId(step, QStringLiteral("first"), where);
        if (checked)
            checked = requireId(step, QStringLiteral("second"), where);
    }
    if (checked && (type == QLatin1String("region.link") || type == QLatin1String("region.unlink")))
        checked = readBetween(step, where);
    if (checked && type == QLatin1String("region.link")) {
        auto kind = where.requireString(step, QStringLiteral("kind"));
        if (!kind)
            checked = kind.error();
        else if (!regionLinkKindFromName(*kind))
            checked =
                where.child(QStringLiteral("kind"))
                    .error(QStringLiteral("'%1' is not a link kind; use wall, opening, door or ladder").arg(*kind));
    }
    if (!checked)
        return checked.error();
    QByteArray picture;
    if (type == QLatin1String("region.setBackground")) {
        auto read = readPicture(step, where);
        if (!read)
            return read.error();
        picture = *read;
    }
    return std::shared_ptr<RegionEditCommand>(new RegionEditCommand(step, picture));
}

Result<QList<QJsonObject>> RegionEditCommand::apply(TableState &state) const
{
    const QString type = text(m_step, "type");
    QJsonObject event = m_step;
    if (type == QLatin1String("region.createMap")) {
        QString id = text(m_step, "id");
        if (id.isEmpty()) {
            const QString base = idFromName(text(m_step, "name"), EntityKind::RegionMap);
            id = base;
            for (int n = 2; state.regionMaps.contains(id); ++n)
                id = QStringLiteral("%1-%2").arg(base).arg(n);
        } else if (state.regionMaps.contains(id)) {
            return Error{QStringLiteral("the campaign has a region map '%1' already").arg(id)};
        }
        RegionMap map;
        map.name = text(m_step, "name");
        map.background = m_picture.isEmpty() ? QString() : QFileInfo(text(m_step, "background")).fileName();
        map.image = m_picture;
        state.regionMaps.insert(id, map);
        event.insert(QStringLiteral("map"), id);
        return QList<QJsonObject>{event};
    }
    const QString mapId = text(m_step, "map");
    auto it = state.regionMaps.find(mapId);
    if (it == state.regionMaps.end())
        return Error{QStringLiteral("the campaign has no region map '%1'").arg(mapId)};
    if (type == QLatin1String("region.removeMap")) {
        state.regionMaps.erase(it);
        return QList<QJsonObject>{event};
    }
    auto applied = applyToMap(type, m_step, m_picture, *it);
    if (!applied)
        return applied.error();
    return QList<QJsonObject>{*applied};
}

Result<QMap<QString, RegionMap>> loadRegionMaps(const CampaignStore &store)
{
    QMap<QString, RegionMap> maps;
    auto summaries = store.entities(EntityKind::RegionMap);
    if (!summaries)
        return summaries.error();
    for (const EntitySummary &summary : *summaries) {
        auto document = store.entity(EntityKind::RegionMap, summary.id);
        if (!document)
            return document.error();
        auto map = regionMapFromJson(
            *document, JsonContext(QStringLiteral("%1: region map %2").arg(store.fileName(), summary.id)), true);
        if (!map)
            return map.error();
        maps.insert(summary.id, std::move(map).value());
    }
    return maps;
}

Status storeRegionMaps(CampaignStore &store, const QMap<QString, RegionMap> &before,
                       const QMap<QString, RegionMap> &after)
{
    for (auto it = after.constBegin(); it != after.constEnd(); ++it) {
        // The picture goes as bytes, never base64: a region edit costs no encoding of the picture's megabytes.
        const QJsonObject document = regionMapToJson(*it, false);
        if (before.contains(it.key()) && regionMapToJson(before.value(it.key()), false) == document &&
            before.value(it.key()).image == it->image)
            continue;
        if (auto stored = store.putRegionMap(it.key(), document, it->image); !stored)
            return stored;
    }
    for (auto it = before.constBegin(); it != before.constEnd(); ++it) {
        if (after.contains(it.key()))
            continue;
        if (auto removed = store.removeEntity(EntityKind::RegionMap, it.key()); !removed)
            return removed;
    }
    return success();
}

} // namespace battlemat
