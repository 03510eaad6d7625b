#include "storage/campaigntransfer.h"

#include "storage/campaignstore.h"

namespace battlemat {

Status importCampaign(CampaignStore &store, const Campaign &campaign)
{
    return store.transaction([&]() -> Status {
        if (auto named = store.setName(campaign.name); !named)
            return named;
        for (qsizetype i = 0; i < campaign.maps.size(); ++i) {
            auto id = store.addMap(campaign.maps.at(i));
            if (!id)
                return id.error();
            if (i == campaign.activeMap) {
                if (auto active = store.setMeta(activeMapKey(), *id); !active)
                    return active;
            }
        }
        return success();
    });
}

Result<Campaign> loadCampaign(const CampaignStore &store, QString *activeMapId)
{
    Campaign campaign;
    campaign.name = store.name();
    auto maps = store.entities(EntityKind::Map);
    if (!maps)
        return maps.error();
    auto active = store.meta(activeMapKey());
    if (!active)
        return active.error();
    for (const EntitySummary &summary : *maps) {
        auto map = store.map(summary.id);
        if (!map)
            return map.error();
        if (summary.id == *active)
            campaign.activeMap = int(campaign.maps.size());
        campaign.maps.append(std::move(map).value());
    }
    if (activeMapId)
        *activeMapId = campaign.maps.isEmpty() ? QString() : maps->at(campaign.activeMap).id;
    return campaign;
}

} // namespace battlemat
