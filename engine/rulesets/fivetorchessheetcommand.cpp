#include "rulesets/fivetorchessheetcommand.h"

#include "dice/seededdiesource.h"
#include "fivetorches/ftdtables.h"
#include "fivetorches/treasure.h"
#include "modules/actiondice/facesfirstdiesource.h"
#include "rulesets/fivetorchesfightrules.h"
#include "rulesets/fivetorchesruleset.h"
#include "rulesets/fivetorchessheets.h"
#include "storage/entitydocument.h"

#include <QJsonArray>

namespace battlemat {

namespace {

QString prefixed(const char *name)
{
    return FiveTorchesRuleset::moduleId() + QLatin1Char('.') + QLatin1String(name);
}

QJsonArray ints(const QList<int> &values)
{
    QJsonArray array;
    for (int value : values)
        array.append(value);
    return array;
}

} // namespace

QStringList FiveTorchesSheetCommand::types()
{
    return {prefixed("saveSheet"), prefixed("removeSheet"), prefixed("drop"), prefixed("treasure")};
}

Result<std::shared_ptr<const FiveTorchesSheetCommand>> FiveTorchesSheetCommand::fromJson(const QJsonObject &step,
                                                                                         const JsonContext &where)
{
    auto command = std::make_shared<FiveTorchesSheetCommand>();
    command->m_step = step;
    const QString type = step.value(QStringLiteral("type")).toString();
    command->m_kind = Kind(types().indexOf(type));
    if (command->m_kind != Kind::Treasure) {
        auto id = command->m_kind == Kind::Save ? where.optionalString(step, QStringLiteral("id"))
                                                : where.requireString(step, QStringLiteral("id"));
        if (!id)
            return id.error();
        if (!id->isEmpty() && !isValidEntityId(*id))
            return where.child(QStringLiteral("id"))
                .error(QStringLiteral("'%1' is not an id (letters, digits, '-' and '_', at most 64)").arg(*id));
        command->m_id = *id;
    }
    if (command->m_kind == Kind::Save) {
        auto sheet = where.requireObject(step, QStringLiteral("sheet"));
        if (!sheet)
            return sheet.error();
        if (auto checked = FtdSheets::check(*sheet, where.child(QStringLiteral("sheet"))); !checked)
            return checked.error();
        command->m_sheet = *sheet;
    }
    // Drop: [{name, count}]; treasure's loot: [{name, hd}].
    const bool treasure = command->m_kind == Kind::Treasure;
    const QString listKey = treasure ? QStringLiteral("loot") : QStringLiteral("items");
    if (command->m_kind == Kind::Drop || treasure) {
        auto list = where.optionalArray(step, listKey);
        if (!list)
            return list.error();
        for (qsizetype i = 0; i < list->size(); ++i) {
            const JsonContext here = where.child(listKey).at(i);
            const QJsonObject entry = list->at(i).toObject();
            auto name = here.requireString(entry, QStringLiteral("name"));
            if (!name)
                return name.error();
            Count count{*name};
            auto n = treasure ? here.requireInt(entry, QStringLiteral("hd"), 1, 100)
                              : here.optionalInt(entry, QStringLiteral("count"), 1, 1, 100000);
            if (!n)
                return n.error();
            (treasure ? count.hitDice : count.count) = *n;
            command->m_items.append(count);
        }
        auto coins = where.optionalInt(step, QStringLiteral("coins"), 0, 0, 100000000);
        if (!coins)
            return coins.error();
        command->m_coins = *coins;
        if (!treasure && command->m_items.isEmpty() && command->m_coins == 0)
            return where.child(QStringLiteral("items")).error(QStringLiteral("name what is dropped"));
    }
    if (treasure) {
        for (auto [key, into] : {std::pair{"gold", &command->m_gold}, std::pair{"magicItems", &command->m_magicItems},
                                 std::pair{"unearned", &command->m_unearned}}) {
            auto value = where.optionalInt(step, QLatin1String(key), 0, 0, 100000000);
            if (!value)
                return value.error();
            *into = *value;
        }
        auto fromFight = where.optionalBool(step, QStringLiteral("fromFight"), false);
        if (!fromFight)
            return fromFight.error();
        command->m_fromFight = *fromFight;
        auto to = where.optionalArray(step, QStringLiteral("to"));
        if (!to)
            return to.error();
        for (qsizetype i = 0; i < to->size(); ++i) {
            if (!to->at(i).isString())
                return where.child(QStringLiteral("to")).at(i).error(QStringLiteral("expected a stored sheet's id"));
            command->m_to.append(to->at(i).toString());
        }
        auto faces = where.optionalArray(step, QStringLiteral("faces"));
        if (!faces)
            return faces.error();
        for (qsizetype i = 0; i < faces->size(); ++i) {
            const int face = faces->at(i).toInt();
            if (face < 1 || face > 20)
                return where.child(QStringLiteral("faces")).at(i).error(QStringLiteral("expected a d20 face, 1 to 20"));
            command->m_faces.append(face);
        }
    }
    return std::shared_ptr<const FiveTorchesSheetCommand>(command);
}

Result<QList<QJsonObject>> FiveTorchesSheetCommand::apply(TableState &state) const
{
    const QString id = FiveTorchesRuleset::moduleId();
    if (!state.modules.contains(id))
        return Error{QStringLiteral("Five Torches Deep is not the campaign's ruleset")};
    QJsonObject moduleState = state.modules.value(id);
    Result<QList<QJsonObject>> events = QList<QJsonObject>{};
    switch (m_kind) {
    case Kind::Save:
        events = save(moduleState);
        break;
    case Kind::Remove:
        if (!FtdSheets::remove(moduleState, m_id))
            return Error{QStringLiteral("'%1' is not a stored Five Torches Deep sheet").arg(m_id)};
        events = QList<QJsonObject>{{{QStringLiteral("type"), prefixed("sheetRemoved")}, {QStringLiteral("id"), m_id}}};
        break;
    case Kind::Drop:
        events = drop(moduleState);
        break;
    case Kind::Treasure:
        events = treasure(moduleState);
        break;
    }
    if (!events)
        return events;
    state.modules.insert(id, moduleState);
    return events;
}

Result<QList<QJsonObject>> FiveTorchesSheetCommand::save(QJsonObject &moduleState) const
{
    const QString name = m_sheet.value(QStringLiteral("name")).toString();
    const QString id = m_id.isEmpty() ? FtdSheets::freeId(moduleState, name) : m_id;
    const bool created = !FtdSheets::find(moduleState, id);
    FtdSheets::put(moduleState, id, m_sheet);
    const bool monster = m_sheet.value(QStringLiteral("format")).toString() == QLatin1String("battlemat-ftd-monster");
    return QList<QJsonObject>{
        {{QStringLiteral("type"), prefixed("sheetSaved")},
         {QStringLiteral("id"), id},
         {QStringLiteral("name"), name},
         {QStringLiteral("kind"), monster ? QStringLiteral("monster") : QStringLiteral("character")},
         {QStringLiteral("created"), created}}};
}

Result<QList<QJsonObject>> FiveTorchesSheetCommand::drop(QJsonObject &moduleState) const
{
    const auto stored = FtdSheets::find(moduleState, m_id);
    if (!stored || stored->monster())
        return Error{QStringLiteral("'%1' is not a stored Five Torches Deep character").arg(m_id)};
    QJsonObject sheet = stored->sheet;
    QJsonArray items = sheet.value(QStringLiteral("items")).toArray();
    QJsonArray dropped;
    for (const Count &drop : m_items) {
        qsizetype at = -1;
        for (qsizetype i = 0; i < items.size(); ++i) {
            if (items.at(i).toObject().value(QStringLiteral("name")).toString() == drop.name)
                at = i;
        }
        if (at < 0)
            return Error{QStringLiteral("%1 carries no %2").arg(stored->name(), drop.name)};
        QJsonObject item = items.at(at).toObject();
        const int carried = item.value(QStringLiteral("count")).toInt(1);
        if (drop.count > carried)
            return Error{QStringLiteral("%1 carries %2 %3, not %4")
                             .arg(stored->name())
                             .arg(carried)
                             .arg(drop.name)
                             .arg(drop.count)};
        if (drop.count == carried) {
            items.removeAt(at);
        } else {
            item.insert(QStringLiteral("count"), carried - drop.count);
            items.replace(at, item);
        }
        dropped.append(QJsonObject{{QStringLiteral("name"), drop.name}, {QStringLiteral("count"), drop.count}});
    }
    const int coins = sheet.value(QStringLiteral("coins")).toInt();
    if (m_coins > coins)
        return Error{QStringLiteral("%1 carries %2 coins, not %3").arg(stored->name()).arg(coins).arg(m_coins)};
    sheet.insert(QStringLiteral("items"), items);
    if (m_coins > 0)
        sheet.insert(QStringLiteral("coins"), coins - m_coins);
    FtdSheets::put(moduleState, m_id, sheet);
    return QList<QJsonObject>{{{QStringLiteral("type"), prefixed("dropped")},
                               {QStringLiteral("id"), m_id},
                               {QStringLiteral("name"), stored->name()},
                               {QStringLiteral("items"), dropped},
                               {QStringLiteral("coins"), m_coins}}};
}

Result<QList<QJsonObject>> FiveTorchesSheetCommand::treasure(QJsonObject &moduleState) const
{
    const auto &tables = ftd::FtdTables::standard();
    if (!tables)
        return tables.error();
    // "Treasure": the foes' carried loot, 1d20 gp per HD each: those named, and with fromFight every foe of the
    // fight who fell, fled or surrendered (a PC's side carries its own purse).
    QList<Count> foes = m_items;
    if (m_fromFight) {
        const auto fight = fightOf(moduleState);
        if (!fight)
            return Error{QStringLiteral("no fight is on: name the foes and their HD")};
        for (const ftd::FtdFighter &f : fight->fighters) {
            if (!f.pc && !f.standing() && f.hitDice > 0)
                foes.append({f.name, 1, f.hitDice});
        }
    }
    QList<FtdSheets::Stored> sharers;
    for (const QString &sheetId : m_to) {
        const auto stored = FtdSheets::find(moduleState, sheetId);
        if (!stored || stored->monster())
            return Error{QStringLiteral("to: '%1' is not a stored Five Torches Deep character").arg(sheetId)};
        sharers.append(*stored);
    }
    auto seeded = SeededDieSource::fromJson(moduleState.value(QStringLiteral("dice")).toObject(),
                                            JsonContext(QStringLiteral("the Five Torches Deep state")));
    if (!seeded)
        return seeded.error();
    SeededDieSource roller = *seeded;
    FacesFirstDieSource dice(m_faces, roller);
    QJsonArray loot;
    int lootGold = 0;
    for (const Count &foe : std::as_const(foes)) {
        auto rolled = ftd::Loot::roll(dice, foe.hitDice);
        if (!rolled)
            return rolled.error();
        lootGold += rolled->gold;
        loot.append(QJsonObject{{QStringLiteral("name"), foe.name},
                                {QStringLiteral("hd"), foe.hitDice},
                                {QStringLiteral("dice"), ints(rolled->dice)},
                                {QStringLiteral("gold"), rolled->gold}});
    }
    moduleState.insert(QStringLiteral("dice"), roller.toJson());
    const int gold = lootGold + m_gold;
    const ftd::Haul haul{double(gold), double(m_magicItems), double(m_unearned)};
    const int xp = int(ftd::experienceFor(haul, tables->xpPerGold()));
    QList<QJsonObject> events;
    QJsonArray shares;
    // Battlemat's reading: the gold and the XP are shared out evenly, the odd ones to the first named.
    const int n = int(sharers.size());
    for (int i = 0; i < n; ++i) {
        const int coins = gold / n + (i < gold % n ? 1 : 0);
        const int earned = xp / n + (i < xp % n ? 1 : 0);
        QJsonObject sheet = sharers.at(i).sheet;
        const int coinsNow = sheet.value(QStringLiteral("coins")).toInt() + coins;
        const int xpNow = sheet.value(QStringLiteral("xp")).toInt() + earned;
        sheet.insert(QStringLiteral("coins"), coinsNow);
        sheet.insert(QStringLiteral("xp"), xpNow);
        FtdSheets::put(moduleState, sharers.at(i).id, sheet);
        shares.append(QJsonObject{{QStringLiteral("id"), sharers.at(i).id},
                                  {QStringLiteral("name"), sharers.at(i).name()},
                                  {QStringLiteral("coins"), coins},
                                  {QStringLiteral("xp"), earned}});
    }
    events.append({{QStringLiteral("type"), prefixed("treasure")},
                   {QStringLiteral("loot"), loot},
                   {QStringLiteral("lootGold"), lootGold},
                   {QStringLiteral("gold"), gold},
                   {QStringLiteral("magicItems"), m_magicItems},
                   {QStringLiteral("unearned"), m_unearned},
                   {QStringLiteral("xpPerGold"), tables->xpPerGold()},
                   {QStringLiteral("xp"), xp},
                   {QStringLiteral("shares"), shares}});
    return events;
}

} // namespace battlemat
