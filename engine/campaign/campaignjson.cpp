#include "campaign/campaignjson.h"

#include "core/jsonreader.h"
#include "grid/battlemapjson.h"

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
    return {{QStringLiteral("format"), QStringLiteral("battlemat-campaign")},
            {QStringLiteral("version"), campaignFormatVersion},
            {QStringLiteral("name"), campaign.name},
            {QStringLiteral("maps"), maps},
            {QStringLiteral("activeMap"), campaign.activeMap}};
}

} // namespace battlemat
