#include "campaign/campaignjson.h"

#include "core/jsonreader.h"
#include "grid/battlemapjson.h"
#include "regions/regionmapcheck.h"
#include "regions/regionmapjson.h"
#include "sheet/herocharacterjson.h"
#include "storage/entitydocument.h"

#include <QJsonArray>

namespace battlemat {

Result<Campaign> campaignFromJson(const QJsonObject &object, const QString &source)
{
    const JsonContext context(source);
    auto format = context.requireString(object, QStringLiteral("format"));
    if (!format)
        return format.error();
    if (*format != QLatin1String("battlemat-campaign"))
        return context.child(QStringLiteral("format"))
            .error(QStringLiteral("'%1' is not a Battlemat campaign (expected \"battlemat-campaign\")").arg(*format));
    auto version = context.requireInt(object, QStringLiteral("version"), 1);
    if (!version)
        return version.error();
    if (*version > campaignFormatVersion)
        return context.child(QStringLiteral("version"))
            .error(QStringLiteral("version %1 was written by a newer Battlemat; this one reads up to version %2")
                       .arg(*version)
                       .arg(campaignFormatVersion));

    Campaign campaign;
    auto name = context.requireString(object, QStringLiteral("name"));
    if (!name)
        return name.error();
    campaign.name = *name;
    auto maps = context.requireArray(object, QStringLiteral("maps"));
    if (!maps)
        return maps.error();
    for (qsizetype i = 0; i < maps->size(); ++i) {
        const JsonContext item = context.child(QStringLiteral("maps")).at(i);
        if (!maps->at(i).isObject())
            return item.error(QStringLiteral("expected a map object"));
        auto map = battleMapFromJson(maps->at(i).toObject(), item);
        if (!map)
            return map.error();
        campaign.maps.append(std::move(map).value());
    }
    auto active =
        context.optionalInt(object, QStringLiteral("activeMap"), 0, 0, std::max<int>(0, int(maps->size()) - 1));
    if (!active)
        return active.error();
    campaign.activeMap = *active;
    auto heroes = context.optionalArray(object, QStringLiteral("heroes"));
    if (!heroes)
        return heroes.error();
    for (qsizetype i = 0; i < heroes->size(); ++i) {
        const JsonContext item = context.child(QStringLiteral("heroes")).at(i);
        if (!heroes->at(i).isObject())
            return item.error(QStringLiteral("expected a hero object (the hero file format)"));
        auto hero = heroCharacterFromJson(heroes->at(i).toObject(), item);
        if (!hero)
            return hero.error();
        if (campaign.hero(hero->creature.id))
            return item.child(QStringLiteral("creature"))
                .child(QStringLiteral("id"))
                .error(QStringLiteral("a second hero with the id '%1'").arg(hero->creature.id));
        campaign.heroes.append(std::move(hero).value());
    }
    auto regionMaps = context.optionalArray(object, QStringLiteral("regionMaps"));
    if (!regionMaps)
        return regionMaps.error();
    for (qsizetype i = 0; i < regionMaps->size(); ++i) {
        const JsonContext item = context.child(QStringLiteral("regionMaps")).at(i);
        if (!regionMaps->at(i).isObject())
            return item.error(QStringLiteral("expected a region map object with an id"));
        const QJsonObject regionObject = regionMaps->at(i).toObject();
        auto id = item.requireString(regionObject, QStringLiteral("id"));
        if (!id)
            return id.error();
        if (!isValidEntityId(*id))
            return item.child(QStringLiteral("id"))
                .error(QStringLiteral("'%1' is not an id (letters, digits, - and _)").arg(*id));
        for (const auto &[taken, unused] : std::as_const(campaign.regionMaps)) {
            if (taken == *id)
                return item.child(QStringLiteral("id"))
                    .error(QStringLiteral("a second region map with the id '%1'").arg(*id));
        }
        auto regionMap = regionMapFromJson(regionObject, item, true);
        if (!regionMap)
            return regionMap.error();
        if (auto valid = validateRegionMap(*regionMap); !valid)
            return item.error(valid.errorMessage());
        campaign.regionMaps.append({*id, std::move(regionMap).value()});
    }
    // A token names its hero by id; a name that is not in the campaign would silently fight with no sheet.
    for (qsizetype m = 0; m < campaign.maps.size(); ++m) {
        const QList<MapCreature> &creatures = campaign.maps.at(m).creatures;
        for (qsizetype c = 0; c < creatures.size(); ++c) {
            if (!creatures.at(c).character.isEmpty() && !campaign.hero(creatures.at(c).character))
                return context.child(QStringLiteral("maps"))
                    .at(m)
                    .child(QStringLiteral("creatures"))
                    .at(c)
                    .child(QStringLiteral("character"))
                    .error(QStringLiteral("'%1' is not a hero of this campaign").arg(creatures.at(c).character));
        }
    }
    return campaign;
}

Result<Campaign> readCampaignFile(const QString &fileName)
{
    auto object = readJsonObjectFile(fileName);
    if (!object)
        return object.error();
    return campaignFromJson(*object, fileName);
}

QJsonObject campaignToJson(const Campaign &campaign)
{
    QJsonArray maps;
    for (const BattleMap &map : campaign.maps)
        maps.append(battleMapToJson(map));
    QJsonObject object{{QStringLiteral("format"), QStringLiteral("battlemat-campaign")},
                       {QStringLiteral("version"), campaignFormatVersion},
                       {QStringLiteral("name"), campaign.name},
                       {QStringLiteral("maps"), maps},
                       {QStringLiteral("activeMap"), campaign.activeMap}};
    if (!campaign.heroes.isEmpty()) {
        QJsonArray heroes;
        for (const HeroCharacter &hero : campaign.heroes)
            heroes.append(heroCharacterToJson(hero));
        object.insert(QStringLiteral("heroes"), heroes);
    }
    if (!campaign.regionMaps.isEmpty()) {
        QJsonArray regionMaps;
        for (const auto &[id, regionMap] : campaign.regionMaps) {
            QJsonObject regionObject = regionMapToJson(regionMap);
            regionObject.insert(QStringLiteral("id"), id);
            regionMaps.append(regionObject);
        }
        object.insert(QStringLiteral("regionMaps"), regionMaps);
    }
    return object;
}

} // namespace battlemat
