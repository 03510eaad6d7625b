#include "mastery/masteryencounterjson.h"

#include "dice/dierank.h"
#include "regions/regionmapjson.h"

#include <QDir>
#include <QJsonArray>

namespace battlemat {

namespace {

Status readSettings(const QJsonObject &object, MasterySettings &settings, const JsonContext &context)
{
    if (!object.contains(QStringLiteral("settings")))
        return success();
    auto block = context.requireObject(object, QStringLiteral("settings"));
    if (!block)
        return block.error();
    const JsonContext here = context.child(QStringLiteral("settings"));
    auto ap = here.optionalInt(*block, QStringLiteral("apPerTurn"), settings.apPerTurn, 1, 20);
    if (!ap)
        return ap.error();
    settings.apPerTurn = *ap;
    auto track = here.optionalString(*block, QStringLiteral("damageTrack"), QStringLiteral("hitPoints"));
    if (!track)
        return track.error();
    if (*track != QLatin1String("hitPoints") && *track != QLatin1String("wounds"))
        return here.child(QStringLiteral("damageTrack"))
            .error(QStringLiteral("'%1' is not a damage track; use hitPoints or wounds").arg(*track));
    settings.woundsTrack = *track == QLatin1String("wounds");
    auto maximum = here.optionalBool(*block, QStringLiteral("assumeMaximumOutOfCombat"), true);
    if (!maximum)
        return maximum.error();
    settings.assumeMaximumOutOfCombat = *maximum;
    return success();
}

Result<RegionMap> readMap(const QJsonObject &object, const JsonContext &context, const QString &baseDirectory)
{
    if (object.contains(QStringLiteral("map"))) {
        auto map = context.requireObject(object, QStringLiteral("map"));
        if (!map)
            return map.error();
        return regionMapFromJson(*map, context.child(QStringLiteral("map")));
    }
    auto file = context.requireString(object, QStringLiteral("mapFile"));
    if (!file)
        return context.error(QStringLiteral("needs a region map: 'map' (inline) or 'mapFile'"));
    const QString path = QDir(baseDirectory).filePath(*file);
    auto mapObject = readJsonObjectFile(path);
    if (!mapObject)
        return context.child(QStringLiteral("mapFile")).error(mapObject.errorMessage());
    return regionMapFromJson(*mapObject, JsonContext(path));
}

} // namespace

Result<CombatantState> masteryCombatantFromJson(const QJsonValue &value, const MasteryState &state,
                                                const JsonContext &item)
{
    if (!value.isObject())
        return item.error(QStringLiteral("expected an object with id, side and dice"));
    const QJsonObject object = value.toObject();
    MasteryCombatant sheet;
    auto id = item.requireString(object, QStringLiteral("id"));
    if (!id)
        return id.error();
    if (id->trimmed().isEmpty() || *id == QLatin1String("GM"))
        return item.child(QStringLiteral("id")).error(QStringLiteral("'%1' cannot be an id").arg(*id));
    sheet.id = *id;
    auto name = item.optionalString(object, QStringLiteral("name"), *id);
    if (!name)
        return name.error();
    sheet.name = *name;
    auto side = item.requireString(object, QStringLiteral("side"));
    if (!side)
        return side.error();
    sheet.side = *side;
    auto group = item.optionalString(object, QStringLiteral("group"));
    if (!group)
        return group.error();
    sheet.group = *group;
    if (!group->isEmpty() &&
        !std::any_of(state.groups.cbegin(), state.groups.cend(), [&](const MonsterGroup &g) { return g.id == *group; }))
        return item.child(QStringLiteral("group")).error(QStringLiteral("no monster group '%1'").arg(*group));
    auto rank =
        item.optionalInt(object, QStringLiteral("rank"), 1, MasteryCombatant::minRank, MasteryCombatant::maxRank);
    if (!rank)
        return rank.error();
    sheet.rank = *rank;
    auto mp = item.optionalInt(object, QStringLiteral("mp"), *rank, 0, 100); // default: MP = rank
    if (!mp)
        return mp.error();
    sheet.mp = sheet.mpMax = *mp;
    auto ap = item.optionalInt(object, QStringLiteral("ap"), state.settings.apPerTurn, 1, 20);
    if (!ap)
        return ap.error();
    sheet.apPerTurn = *ap;
    auto health = item.optionalInt(object, QStringLiteral("health"), 3, 1, 1000);
    if (!health)
        return health.error();
    sheet.health = sheet.healthMax = *health;
    auto dice = item.requireObject(object, QStringLiteral("dice"));
    if (!dice)
        return dice.error();
    for (auto it = dice->constBegin(); it != dice->constEnd(); ++it) {
        const JsonContext dieContext = item.child(QStringLiteral("dice")).child(it.key());
        if (!it.value().isString())
            return dieContext.error(QStringLiteral("expected a ladder die such as \"D8\""));
        auto die = DieRank::fromText(it.value().toString());
        if (!die)
            return dieContext.error(die.errorMessage());
        sheet.dice.insert(it.key(), die->sides());
    }
    // Without a region the combatant waits beside the map until it is placed (the window drags it onto one).
    auto region = item.optionalString(object, QStringLiteral("region"));
    if (!region)
        return region.error();
    if (!region->isEmpty() && !state.map.contains(*region))
        return item.child(QStringLiteral("region")).error(QStringLiteral("no region '%1' on the map").arg(*region));
    sheet.region = *region;
    auto hidden = item.optionalBool(object, QStringLiteral("hidden"), false);
    if (!hidden)
        return hidden.error();
    sheet.hidden = *hidden;
    CombatantState combatant;
    combatant.sheet = sheet;
    combatant.ap = ActionPoints(sheet.apPerTurn, sheet.rank);
    return combatant;
}

Result<MasteryEncounterFile> masteryEncounterFromJson(const QJsonObject &object, const JsonContext &context,
                                                      const QString &baseDirectory)
{
    MasteryEncounterFile file;
    MasteryState &state = file.state;
    if (object.contains(QStringLiteral("seed"))) {
        auto seed = context.requireInt(object, QStringLiteral("seed"), 0);
        if (!seed)
            return seed.error();
        file.seed = quint64(*seed);
    }
    if (Status settings = readSettings(object, state.settings, context); !settings)
        return settings.error();
    auto map = readMap(object, context, baseDirectory);
    if (!map)
        return map.error();
    state.map = *map;

    auto groups = context.optionalArray(object, QStringLiteral("groups"));
    if (!groups)
        return groups.error();
    for (qsizetype i = 0; i < groups->size(); ++i) {
        const JsonContext item = context.child(QStringLiteral("groups")).at(i);
        const QJsonObject groupObject = groups->at(i).toObject();
        if (!groups->at(i).isObject())
            return item.error(QStringLiteral("expected an object with id"));
        MonsterGroup group;
        auto id = item.requireString(groupObject, QStringLiteral("id"));
        if (!id)
            return id.error();
        if (id->trimmed().isEmpty() || state.group(*id))
            return item.child(QStringLiteral("id")).error(QStringLiteral("'%1' is empty or used twice").arg(*id));
        group.id = *id;
        auto name = item.optionalString(groupObject, QStringLiteral("name"), *id);
        if (!name)
            return name.error();
        group.name = *name;
        if (groupObject.contains(QStringLiteral("ref"))) {
            auto refText = item.requireString(groupObject, QStringLiteral("ref"));
            if (!refText)
                return refText.error();
            auto ref = DieRank::fromText(*refText);
            if (!ref)
                return item.child(QStringLiteral("ref")).error(ref.errorMessage());
            group.refSides = ref->sides();
        }
        state.groups.append(group);
    }

    auto combatants = context.requireArray(object, QStringLiteral("combatants"));
    if (!combatants)
        return combatants.error();
    for (qsizetype i = 0; i < combatants->size(); ++i) {
        const JsonContext item = context.child(QStringLiteral("combatants")).at(i);
        auto combatant = masteryCombatantFromJson(combatants->at(i), state, item);
        if (!combatant)
            return combatant.error();
        if (state.combatant(combatant->sheet.id) || state.group(combatant->sheet.id))
            return item.child(QStringLiteral("id"))
                .error(QStringLiteral("'%1' is used twice").arg(combatant->sheet.id));
        state.combatants.append(*combatant);
    }
    // "Mastery Points": a monster group pools all its members' MPs.
    for (MonsterGroup &group : state.groups) {
        for (const CombatantState &member : std::as_const(state.combatants)) {
            if (member.sheet.group == group.id)
                group.mpMax += member.sheet.mpMax;
        }
        group.mp = group.mpMax;
    }
    state.roller = seededFaceRoller(file.seed);
    return file;
}

} // namespace battlemat
