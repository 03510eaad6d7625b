#include "regionmappicture.h"

#include "grid/mapbackground.h"
#include "regions/regionmapjson.h"
#include "rulesets/masteryruleset.h"
#include "storedbackground.h"

#include <QFileInfo>
#include <QJsonDocument>

namespace RegionMapPicture {

namespace {

QString cached(const QByteArray &bytes)
{
    battlemat::MapBackground stored;
    stored.image = bytes;
    stored.mediaType = battlemat::imageMediaType(bytes);
    return StoredBackground::pictureOf(stored).imageFile;
}

} // namespace

QString fileOf(const battlemat::RegionMap &map)
{
    if (!map.image.isEmpty())
        return cached(map.image);
    // A region map of schema 4 named its picture by path; shown while that file is there.
    const QFileInfo file(map.background);
    return file.isAbsolute() && file.isFile() ? map.background : QString();
}

QString viewJson(const battlemat::RegionMap &map, const QByteArray &picture)
{
    QJsonObject object = battlemat::regionMapToJson(map, false);
    const QString file = picture.isEmpty() ? fileOf(map) : cached(picture);
    if (file.isEmpty())
        object.remove(QStringLiteral("background"));
    else
        object.insert(QStringLiteral("background"), file);
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QByteArray ofFight(const battlemat::TableState &table)
{
    const QString id =
        table.modules.value(battlemat::MasteryRuleset::moduleId()).value(QStringLiteral("regionMap")).toString();
    return id.isEmpty() ? QByteArray() : table.regionMaps.value(id).image;
}

} // namespace RegionMapPicture
