#include "rulesets/masteryroster.h"

#include "dice/dierank.h"
#include "mastery/masteryencounterjson.h"

#include <QJsonArray>

namespace battlemat::MasteryRoster {

namespace {

const QString rosterKey = QStringLiteral("roster");
const QString sheetsKey = QStringLiteral("sheets");
const QString groupsKey = QStringLiteral("groups");

QList<QJsonObject> list(const QJsonObject &moduleState, const QString &key)
{
    QList<QJsonObject> result;
    for (const QJsonValue &value : moduleState.value(rosterKey).toObject().value(key).toArray())
        result.append(value.toObject());
    return result;
}

void store(QJsonObject &moduleState, const QString &key, const QList<QJsonObject> &items)
{
    QJsonObject roster = moduleState.value(rosterKey).toObject();
    QJsonArray array;
    for (const QJsonObject &item : items)
        array.append(item);
    roster.insert(key, array);
    moduleState.insert(rosterKey, roster);
}

qsizetype indexOf(const QList<QJsonObject> &items, const QString &id)
{
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (items.at(i).value(QStringLiteral("id")).toString() == id)
            return i;
    }
    return -1;
}

/** A monster group as the roster keeps it: an id, a name, and optionally its REF die for initiative. */
Result<MonsterGroup> readGroup(const QJsonObject &object, const JsonContext &where)
{
    MonsterGroup group;
    auto id = where.requireString(object, QStringLiteral("id"));
    if (!id)
        return id.error();
    if (id->trimmed().isEmpty())
        return where.child(QStringLiteral("id")).error(QStringLiteral("a monster group needs an id"));
    group.id = *id;
    auto name = where.optionalString(object, QStringLiteral("name"), *id);
    if (!name)
        return name.error();
    group.name = *name;
    if (object.contains(QStringLiteral("ref"))) {
        auto text = where.requireString(object, QStringLiteral("ref"));
        if (!text)
            return text.error();
        auto ref = DieRank::fromText(*text);
        if (!ref)
            return where.child(QStringLiteral("ref")).error(ref.errorMessage());
        group.refSides = ref->sides();
    }
    return group;
}

/** The roster's groups as an encounter's, so that a sheet naming one reads as a combatant does. */
MasteryState groupsState(const QList<QJsonObject> &groups)
{
    MasteryState state;
    for (const QJsonObject &object : groups) {
        auto group = readGroup(object, JsonContext(QStringLiteral("roster")));
        if (group)
            state.groups.append(*group);
    }
    return state;
}

} // namespace

QStringList commandNames()
{
    return {QStringLiteral("saveSheet"), QStringLiteral("removeSheet"), QStringLiteral("saveGroup"),
            QStringLiteral("removeGroup")};
}

Result<Read> read(const QJsonObject &moduleState, int apPerTurn)
{
    Read result;
    const JsonContext where(QStringLiteral("module.mastery.roster"));
    const QList<QJsonObject> groupObjects = groups(moduleState);
    for (qsizetype i = 0; i < groupObjects.size(); ++i) {
        auto group = readGroup(groupObjects.at(i), where.child(groupsKey).at(i));
        if (!group)
            return group.error();
        result.groups.append(*group);
    }
    MasteryState state;
    state.groups = result.groups;
    state.settings.apPerTurn = apPerTurn;
    const QList<QJsonObject> sheetObjects = sheets(moduleState);
    for (qsizetype i = 0; i < sheetObjects.size(); ++i) {
        auto sheet = masteryCombatantFromJson(sheetObjects.at(i), state, where.child(sheetsKey).at(i));
        if (!sheet)
            return sheet.error();
        result.sheets.append(sheet->sheet);
    }
    return result;
}

QList<QJsonObject> sheets(const QJsonObject &moduleState)
{
    return list(moduleState, sheetsKey);
}

QList<QJsonObject> groups(const QJsonObject &moduleState)
{
    return list(moduleState, groupsKey);
}

Status checkStep(const QString &name, const QJsonObject &step, const JsonContext &where)
{
    if (name == QLatin1String("saveSheet") || name == QLatin1String("saveGroup")) {
        auto object = where.requireObject(step, name == QLatin1String("saveSheet") ? QStringLiteral("sheet")
                                                                                   : QStringLiteral("group"));
        return object ? success() : Status(object.error());
    }
    auto id = where.requireString(step, QStringLiteral("id"));
    return id ? success() : Status(id.error());
}

Result<QList<QJsonObject>> apply(const QString &name, const QJsonObject &step, QJsonObject &moduleState, int apPerTurn,
                                 const JsonContext &where)
{
    QList<QJsonObject> allSheets = sheets(moduleState);
    QList<QJsonObject> allGroups = groups(moduleState);
    if (name == QLatin1String("saveSheet")) {
        const QJsonObject sheet = step.value(QStringLiteral("sheet")).toObject();
        const JsonContext here = where.child(QStringLiteral("sheet"));
        // A sheet stands nowhere: where a combatant stands belongs to a fight.
        if (sheet.contains(QStringLiteral("region")))
            return here.child(QStringLiteral("region"))
                .error(QStringLiteral("a sheet has no region; place the combatant when a fight is set up"));
        MasteryState withGroups = groupsState(allGroups);
        withGroups.settings.apPerTurn = apPerTurn;
        auto read = masteryCombatantFromJson(sheet, withGroups, here);
        if (!read)
            return read.error();
        const QString id = read->sheet.id;
        const qsizetype at = indexOf(allSheets, id);
        if (at >= 0)
            allSheets[at] = sheet;
        else
            allSheets.append(sheet);
        store(moduleState, sheetsKey, allSheets);
        return QList<QJsonObject>{{{QStringLiteral("type"), QStringLiteral("sheetSaved")},
                                   {QStringLiteral("id"), id},
                                   {QStringLiteral("created"), at < 0}}};
    }
    if (name == QLatin1String("saveGroup")) {
        const QJsonObject group = step.value(QStringLiteral("group")).toObject();
        const QString id = group.value(QStringLiteral("id")).toString();
        auto read = readGroup(group, where.child(QStringLiteral("group")));
        if (!read)
            return read.error();
        if (indexOf(sheets(moduleState), id) >= 0)
            return where.child(QStringLiteral("group"))
                .child(QStringLiteral("id"))
                .error(QStringLiteral("'%1' is already a sheet's id").arg(id));
        const qsizetype at = indexOf(allGroups, id);
        if (at >= 0)
            allGroups[at] = group;
        else
            allGroups.append(group);
        store(moduleState, groupsKey, allGroups);
        return QList<QJsonObject>{{{QStringLiteral("type"), QStringLiteral("groupSaved")},
                                   {QStringLiteral("id"), id},
                                   {QStringLiteral("created"), at < 0}}};
    }
    const QString id = step.value(QStringLiteral("id")).toString();
    if (name == QLatin1String("removeSheet")) {
        const qsizetype at = indexOf(allSheets, id);
        if (at < 0)
            return where.child(QStringLiteral("id")).error(QStringLiteral("no mastery sheet '%1'").arg(id));
        allSheets.removeAt(at);
        store(moduleState, sheetsKey, allSheets);
        return QList<QJsonObject>{
            {{QStringLiteral("type"), QStringLiteral("sheetRemoved")}, {QStringLiteral("id"), id}}};
    }
    const qsizetype at = indexOf(allGroups, id);
    if (at < 0)
        return where.child(QStringLiteral("id")).error(QStringLiteral("no monster group '%1'").arg(id));
    for (const QJsonObject &sheet : std::as_const(allSheets)) {
        if (sheet.value(QStringLiteral("group")).toString() == id)
            return where.child(QStringLiteral("id"))
                .error(QStringLiteral("'%1' is still in the group '%2'; remove it or change its group first")
                           .arg(sheet.value(QStringLiteral("id")).toString(), id));
    }
    allGroups.removeAt(at);
    store(moduleState, groupsKey, allGroups);
    return QList<QJsonObject>{{{QStringLiteral("type"), QStringLiteral("groupRemoved")}, {QStringLiteral("id"), id}}};
}

Result<QJsonObject> withRoster(QJsonObject encounter, const QJsonObject &moduleState, const JsonContext &where)
{
    if (!encounter.contains(rosterKey))
        return encounter;
    auto ids = where.requireArray(encounter, rosterKey);
    if (!ids)
        return ids.error();
    const QList<QJsonObject> allSheets = sheets(moduleState);
    const QList<QJsonObject> allGroups = groups(moduleState);
    QJsonArray combatants = encounter.value(QStringLiteral("combatants")).toArray();
    QJsonArray groupList = encounter.value(groupsKey).toArray();
    for (qsizetype i = 0; i < ids->size(); ++i) {
        const QString id = ids->at(i).toString();
        const qsizetype at = indexOf(allSheets, id);
        if (at < 0)
            return where.child(rosterKey).at(i).error(QStringLiteral("the campaign has no mastery sheet '%1'").arg(id));
        combatants.append(allSheets.at(at));
        const QString group = allSheets.at(at).value(QStringLiteral("group")).toString();
        bool listed = group.isEmpty();
        for (const QJsonValue &value : std::as_const(groupList))
            listed = listed || value.toObject().value(QStringLiteral("id")).toString() == group;
        if (!listed && indexOf(allGroups, group) >= 0)
            groupList.append(allGroups.at(indexOf(allGroups, group)));
    }
    encounter.remove(rosterKey);
    encounter.insert(QStringLiteral("combatants"), combatants);
    encounter.insert(groupsKey, groupList);
    return encounter;
}

} // namespace battlemat::MasteryRoster
