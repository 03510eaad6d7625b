#include "storage/campaigntransfer.h"

#include "regions/regionmapjson.h"
#include "sheet/herocharacterjson.h"
#include "storage/campaignstore.h"
#include "storage/entitydocument.h"

namespace battlemat {

Status importCampaign(CampaignStore &store, const Campaign &campaign)
{
    return store.transaction([&]() -> Status {
        if (auto named = store.setName(campaign.name); !named)
            return named;
        for (const HeroCharacter &hero : campaign.heroes) {
            // The map tokens name the hero by this id, so the store must keep it.
            auto id = store.addEntity(EntityKind::Character, heroCharacterToJson(hero), hero.creature.id);
            if (!id)
                return id.error();
            if (*id != hero.creature.id)
                return Error{QStringLiteral("%1: the hero id '%2' is taken in the campaign file")
                                 .arg(store.fileName(), hero.creature.id)};
        }
        for (qsizetype i = 0; i < campaign.maps.size(); ++i) {
            auto id = store.addMap(campaign.maps.at(i));
            if (!id)
                return id.error();
            if (i == campaign.activeMap) {
                if (auto active = store.setMeta(activeMapKey(), *id); !active)
                    return active;
            }
        }
        for (const auto &[id, regionMap] : campaign.regionMaps) {
            QJsonObject document = regionMapToJson(regionMap);
            if (regionMap.name.trimmed().isEmpty())
                document.insert(QStringLiteral("name"), id); // the table lists it by name
            if (auto stored = store.putEntity(EntityKind::RegionMap, id, document); !stored)
                return stored;
        }
        return success();
    });
}

Result<Campaign> loadCampaign(const CampaignStore &store, QString *activeMapId, QStringList *damaged)
{
    // Returns true when the caller may go on without this entity (it was noted in damaged).
    auto skip = [damaged](const Error &error) {
        if (!damaged)
            return false;
        damaged->append(error.message);
        return true;
    };
    Campaign campaign;
    campaign.name = store.name();
    auto maps = store.entities(EntityKind::Map);
    if (!maps)
        return maps.error();
    auto active = store.meta(activeMapKey());
    if (!active)
        return active.error();
    QStringList mapIds;
    for (const EntitySummary &summary : *maps) {
        auto map = store.map(summary.id);
        if (!map) {
            if (skip(map.error()))
                continue;
            return map.error();
        }
        mapIds.append(summary.id);
        if (summary.id == *active)
            campaign.activeMap = int(campaign.maps.size());
        campaign.maps.append(std::move(map).value());
    }
    auto characters = store.entities(EntityKind::Character);
    if (!characters)
        return characters.error();
    for (const EntitySummary &summary : *characters) {
        auto document = store.entity(EntityKind::Character, summary.id);
        if (!document) {
            if (skip(document.error()))
                continue;
            return document.error();
        }
        if (!isHeroSheetDocument(*document))
            continue; // a bare stat block (an NPC ally kept by the CLI): no sheet to show or fight with
        auto hero = heroCharacterFromJson(*document,
                                          JsonContext(store.fileName() + QStringLiteral(": character ") + summary.id));
        if (!hero) {
            if (skip(Error{QStringLiteral("%1 (the character is damaged)").arg(hero.errorMessage())}))
                continue;
            return hero.error();
        }
        HeroCharacter stored = std::move(hero).value();
        stored.creature.id = summary.id; // the id the map's tokens name it by
        campaign.heroes.append(stored);
    }
    if (activeMapId)
        *activeMapId = campaign.maps.isEmpty() ? QString() : mapIds.at(campaign.activeMap);
    return campaign;
}

} // namespace battlemat
