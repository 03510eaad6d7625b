#include "mastery/masterystatejson.h"

#include "regions/regionmapjson.h"

#include <QJsonArray>

namespace battlemat {

namespace {

QJsonObject sheetToJson(const MasteryCombatant &sheet)
{
    QJsonObject dice;
    for (auto it = sheet.dice.constBegin(); it != sheet.dice.constEnd(); ++it)
        dice.insert(it.key(), it.value());
    QJsonObject object{{QStringLiteral("id"), sheet.id},         {QStringLiteral("name"), sheet.name},
                       {QStringLiteral("side"), sheet.side},     {QStringLiteral("group"), sheet.group},
                       {QStringLiteral("rank"), sheet.rank},     {QStringLiteral("mp"), sheet.mp},
                       {QStringLiteral("mpMax"), sheet.mpMax},   {QStringLiteral("apPerTurn"), sheet.apPerTurn},
                       {QStringLiteral("health"), sheet.health}, {QStringLiteral("healthMax"), sheet.healthMax},
                       {QStringLiteral("dice"), dice},           {QStringLiteral("region"), sheet.region}};
    if (sheet.hidden)
        object.insert(QStringLiteral("hidden"), true);
    return object;
}

MasteryCombatant sheetFromJson(const QJsonObject &object)
{
    MasteryCombatant sheet;
    sheet.id = object.value(QStringLiteral("id")).toString();
    sheet.name = object.value(QStringLiteral("name")).toString(sheet.id);
    sheet.side = object.value(QStringLiteral("side")).toString();
    sheet.group = object.value(QStringLiteral("group")).toString();
    sheet.rank = object.value(QStringLiteral("rank")).toInt(1);
    sheet.mp = object.value(QStringLiteral("mp")).toInt();
    sheet.mpMax = object.value(QStringLiteral("mpMax")).toInt();
    sheet.apPerTurn = object.value(QStringLiteral("apPerTurn")).toInt(3);
    sheet.health = object.value(QStringLiteral("health")).toInt();
    sheet.healthMax = object.value(QStringLiteral("healthMax")).toInt();
    const QJsonObject dice = object.value(QStringLiteral("dice")).toObject();
    for (auto it = dice.constBegin(); it != dice.constEnd(); ++it)
        sheet.dice.insert(it.key(), it.value().toInt());
    sheet.region = object.value(QStringLiteral("region")).toString();
    sheet.hidden = object.value(QStringLiteral("hidden")).toBool();
    return sheet;
}

} // namespace

QJsonObject masteryStateToJson(const MasteryState &state)
{
    QJsonArray combatants;
    for (const CombatantState &combatant : state.combatants) {
        combatants.append(QJsonObject{{QStringLiteral("sheet"), sheetToJson(combatant.sheet)},
                                      {QStringLiteral("ap"), combatant.ap.toJson()},
                                      {QStringLiteral("usedMp"), combatant.usedMp},
                                      {QStringLiteral("majorOrExclusive"), combatant.majorOrExclusive},
                                      {QStringLiteral("damaged"), combatant.damaged},
                                      {QStringLiteral("defenseDisadvantaged"), combatant.defenseDisadvantaged}});
    }
    QJsonArray groups;
    for (const MonsterGroup &group : state.groups) {
        groups.append(QJsonObject{{QStringLiteral("id"), group.id},
                                  {QStringLiteral("name"), group.name},
                                  {QStringLiteral("mp"), group.mp},
                                  {QStringLiteral("mpMax"), group.mpMax},
                                  {QStringLiteral("ref"), group.refSides}});
    }
    QJsonObject object{
        {QStringLiteral("map"), regionMapToJson(state.map, false)},
        {QStringLiteral("settings"),
         QJsonObject{{QStringLiteral("apPerTurn"), state.settings.apPerTurn},
                     {QStringLiteral("damageTrack"),
                      state.settings.woundsTrack ? QStringLiteral("wounds") : QStringLiteral("hitPoints")},
                     {QStringLiteral("assumeMaximumOutOfCombat"), state.settings.assumeMaximumOutOfCombat}}},
        {QStringLiteral("combatants"), combatants},
        {QStringLiteral("groups"), groups},
        {QStringLiteral("contested"), state.contested},
        {QStringLiteral("order"), state.order.toJson()}};
    if (state.interruption)
        object.insert(QStringLiteral("interruption"),
                      QJsonObject{{QStringLiteral("who"), state.interruption->who},
                                  {QStringLiteral("actionsLeft"), state.interruption->actionsLeft}});
    return object;
}

Result<MasteryState> masteryStateFromJson(const QJsonObject &object, const JsonContext &context)
{
    MasteryState state;
    auto mapObject = context.requireObject(object, QStringLiteral("map"));
    if (!mapObject)
        return mapObject.error();
    auto map = regionMapFromJson(*mapObject, context.child(QStringLiteral("map")));
    if (!map)
        return map.error();
    state.map = *map;
    const QJsonObject settings = object.value(QStringLiteral("settings")).toObject();
    state.settings.apPerTurn = settings.value(QStringLiteral("apPerTurn")).toInt(3);
    state.settings.woundsTrack = settings.value(QStringLiteral("damageTrack")).toString() == QLatin1String("wounds");
    state.settings.assumeMaximumOutOfCombat = settings.value(QStringLiteral("assumeMaximumOutOfCombat")).toBool(true);
    for (const QJsonValue &value : object.value(QStringLiteral("combatants")).toArray()) {
        const QJsonObject entry = value.toObject();
        CombatantState combatant;
        combatant.sheet = sheetFromJson(entry.value(QStringLiteral("sheet")).toObject());
        combatant.ap = ActionPoints::fromJson(entry.value(QStringLiteral("ap")).toObject());
        combatant.usedMp = entry.value(QStringLiteral("usedMp")).toBool();
        combatant.majorOrExclusive = entry.value(QStringLiteral("majorOrExclusive")).toBool();
        combatant.damaged = entry.value(QStringLiteral("damaged")).toBool();
        combatant.defenseDisadvantaged = entry.value(QStringLiteral("defenseDisadvantaged")).toBool();
        state.combatants.append(combatant);
    }
    for (const QJsonValue &value : object.value(QStringLiteral("groups")).toArray()) {
        const QJsonObject entry = value.toObject();
        state.groups.append({entry.value(QStringLiteral("id")).toString(),
                             entry.value(QStringLiteral("name")).toString(), entry.value(QStringLiteral("mp")).toInt(),
                             entry.value(QStringLiteral("mpMax")).toInt(), entry.value(QStringLiteral("ref")).toInt()});
    }
    state.contested = object.value(QStringLiteral("contested")).toBool();
    state.order = RefInitiativeOrder::fromJson(object.value(QStringLiteral("order")).toObject());
    if (object.contains(QStringLiteral("interruption"))) {
        const QJsonObject entry = object.value(QStringLiteral("interruption")).toObject();
        state.interruption = Interruption{entry.value(QStringLiteral("who")).toString(),
                                          entry.value(QStringLiteral("actionsLeft")).toInt()};
    }
    return state;
}

} // namespace battlemat
