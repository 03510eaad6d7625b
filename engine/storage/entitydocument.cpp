#include "storage/entitydocument.h"

#include "grid/battlemapjson.h"
#include "monsters/templaterecord.h"
#include "orcus/statblockjson.h"
#include "regions/regionmapcheck.h"
#include "regions/regionmapjson.h"
#include "sheet/herocharacterjson.h"

#include <QRegularExpression>

namespace battlemat {

Status validateEntityDocument(EntityKind kind, const QJsonObject &document, const JsonContext &context)
{
    if (kind == EntityKind::Map) {
        auto map = battleMapFromJson(document, context);
        if (!map)
            return map.error();
        return success();
    }
    if (kind == EntityKind::Character && isHeroSheetDocument(document)) {
        // A whole character sheet (player, XP, gear, ...) around the hero's stat block.
        auto hero = heroCharacterFromJson(document, context);
        if (!hero)
            return hero.error();
        return success();
    }
    if (kind == EntityKind::MonsterTemplate) {
        // Its printed text is read again by the template parser: a stored template always applies.
        auto record = templateFromJson(document, context);
        if (!record)
            return record.error();
        return success();
    }
    if (kind == EntityKind::Character || kind == EntityKind::Monster) {
        // The Orcus stat block reader checks every field; the table decides whether a hero or a monster fits.
        auto block = statBlockFromJson(document, context);
        if (!block)
            return block.error();
        const bool hero = kind == EntityKind::Character;
        if (block->isHero() != hero)
            return context.child(QStringLiteral("kind"))
                .error(hero ? QStringLiteral("a character's stat block must be of kind hero")
                            : QStringLiteral("a monster's stat block must be of kind monster"));
        return success();
    }
    auto name = context.requireString(document, QStringLiteral("name"));
    if (!name)
        return name.error();
    if (name->trimmed().isEmpty())
        return context.child(QStringLiteral("name")).error(QStringLiteral("must not be empty"));
    if (kind == EntityKind::RegionMap) {
        // Stored region maps pass the editor's checks: a blank one (no regions yet) is fine, bad geometry is not.
        auto regionMap = regionMapFromJson(document, context, true);
        if (!regionMap)
            return regionMap.error();
        if (auto valid = validateRegionMap(*regionMap); !valid)
            return context.error(valid.errorMessage());
    }
    if (kind == EntityKind::Encounter) {
        auto map = context.optionalString(document, QStringLiteral("map"));
        if (!map)
            return map.error();
        if (!map->isEmpty() && !isValidEntityId(*map))
            return context.child(QStringLiteral("map")).error(QStringLiteral("'%1' is not a map id").arg(*map));
    }
    return success();
}

bool isHeroSheetDocument(const QJsonObject &document)
{
    return document.value(QStringLiteral("format")).toString() == QLatin1String("battlemat-hero");
}

Status validateEvent(const QJsonObject &event, int expectedSeq, const JsonContext &context)
{
    auto seq = context.requireInt(event, QStringLiteral("seq"), 1);
    if (!seq)
        return seq.error();
    if (*seq != expectedSeq)
        return context.child(QStringLiteral("seq"))
            .error(QStringLiteral("is %1 but the log expects %2 (events are numbered 1, 2, 3... without gaps)")
                       .arg(*seq)
                       .arg(expectedSeq));
    auto type = context.requireString(event, QStringLiteral("type"));
    if (!type)
        return type.error();
    if (type->isEmpty())
        return context.child(QStringLiteral("type")).error(QStringLiteral("must not be empty"));
    return success();
}

QString idFromName(const QString &name, EntityKind kind)
{
    QString id;
    bool dash = false;
    for (const QChar c : name.normalized(QString::NormalizationForm_KD)) {
        if (c.isLetterOrNumber() && c.unicode() < 128) {
            id.append(c.toLower());
            dash = false;
        } else if (!id.isEmpty() && !dash && (c.isSpace() || c == QLatin1Char('-') || c == QLatin1Char('_'))) {
            id.append(QLatin1Char('-'));
            dash = true;
        }
        if (id.size() >= 48)
            break;
    }
    while (id.endsWith(QLatin1Char('-')))
        id.chop(1);
    return id.isEmpty() ? entityKindName(kind) : id;
}

QString entityDisplayName(const QJsonObject &document)
{
    if (isHeroSheetDocument(document))
        return entityDisplayName(document.value(QStringLiteral("creature")).toObject());
    const QString name = document.value(QStringLiteral("name")).toString();
    return name.isEmpty() ? document.value(QStringLiteral("id")).toString() : name;
}

bool isValidEntityId(const QString &id)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9_-]{1,64}$"));
    return pattern.match(id).hasMatch();
}

} // namespace battlemat
