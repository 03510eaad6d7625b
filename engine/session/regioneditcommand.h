#pragma once

#include "core/jsonreader.h"
#include "session/tablecommand.h"

#include <memory>

namespace battlemat {

class CampaignStore;

/**
 * An edit of the campaign's region maps as a command of the table session ("region.createMap", "region.add",
 * "region.update", "region.split", "region.merge", "region.link", ...; docs/cli.md, "Region map steps"). The step is
 * checked for its fields when it is read; applying it rebuilds the region map and refuses the result unless it
 * passes validateRegionMap() (a region without a name, a polygon crossing itself, overlapping regions, a link off a
 * shared border), so a stored region map is always valid. Undo is the session's: it restores the maps as they were.
 * A picture ("background": a file) is read when the step is read; the map keeps its bytes and the file's name.
 */
class RegionEditCommand final : public TableCommand
{
public:
    static Result<std::shared_ptr<RegionEditCommand>> fromJson(const QJsonObject &step, const JsonContext &where);
    QJsonObject toJson() const override { return m_step; }
    Result<QList<QJsonObject>> apply(TableState &state) const override;

private:
    RegionEditCommand(QJsonObject step, QByteArray picture)
        : m_step(std::move(step))
        , m_picture(std::move(picture))
    {}
    QJsonObject m_step;
    QByteArray m_picture; // region.createMap, region.setBackground: the bytes of the picture file the step names
};

/** Whether "type" names a region map edit ("region." and one of the kinds). */
bool isRegionEditType(const QString &type);

/** Every region map of the campaign by id; one that no longer reads is an error naming it. */
Result<QMap<QString, RegionMap>> loadRegionMaps(const CampaignStore &store);
/** Writes the region maps that differ between before and after (new, changed, removed); the caller's transaction. */
Status storeRegionMaps(CampaignStore &store, const QMap<QString, RegionMap> &before,
                       const QMap<QString, RegionMap> &after);

} // namespace battlemat
