#include "session/monsterlibrarycommand.h"

#include "orcus/statblockjson.h"
#include "storage/campaignstore.h"

#include <QJsonArray>
#include <QSet>

namespace battlemat {

namespace {
const QString putType = QStringLiteral("monster.put");

// The monster's portrait is its tokens' too, also those placed before it had one: each placed creature carries a
// copy of its block (numbers fixed when placed), whose portrait follows the library's. A creature's own portrait
// (map.setPortrait) still comes first.
void showPortraitOnPlaced(QList<MapCreature> &creatures, const QString &monsterId, const QString &portrait)
{
    const QString key = QStringLiteral("portrait");
    for (MapCreature &creature : creatures) {
        if (creature.monster.value(QStringLiteral("id")).toString() != monsterId ||
            creature.monster.value(key).toString() == portrait)
            continue;
        if (portrait.isEmpty())
            creature.monster.remove(key);
        else
            creature.monster.insert(key, portrait);
    }
}
} // namespace

bool isMonsterLibraryType(const QString &type)
{
    return type == putType;
}

Result<std::shared_ptr<MonsterLibraryCommand>> MonsterLibraryCommand::fromJson(const QJsonObject &step,
                                                                               const JsonContext &where)
{
    auto monsters = where.optionalArray(step, QStringLiteral("monsters"));
    if (!monsters)
        return monsters.error();
    auto templates = where.optionalArray(step, QStringLiteral("templates"));
    if (!templates)
        return templates.error();
    if (monsters->isEmpty() && templates->isEmpty())
        return where.child(QStringLiteral("monsters")).error(QStringLiteral("names no monster"));
    QList<QJsonObject> blocks;
    QSet<QString> ids;
    for (qsizetype i = 0; i < monsters->size(); ++i) {
        const JsonContext item = where.child(QStringLiteral("monsters")).at(i);
        if (!monsters->at(i).isObject())
            return item.error(QStringLiteral("must be a stat block object"));
        auto block = statBlockFromJson(monsters->at(i).toObject(), item);
        if (!block)
            return block.error();
        if (!block->isMonster())
            return item.error(QStringLiteral("is a hero's block: the library holds monsters"));
        if (block->id.trimmed().isEmpty())
            return item.child(QStringLiteral("id")).error(QStringLiteral("a library monster needs an id"));
        if (ids.contains(block->id))
            return item.child(QStringLiteral("id")).error(QStringLiteral("'%1' is given twice").arg(block->id));
        ids.insert(block->id);
        blocks.append(statBlockToJson(*block));
    }
    QList<QJsonObject> records;
    QSet<QString> templateIds;
    for (qsizetype i = 0; i < templates->size(); ++i) {
        const JsonContext item = where.child(QStringLiteral("templates")).at(i);
        if (!templates->at(i).isObject())
            return item.error(QStringLiteral("must be a monster template object"));
        auto record = templateFromJson(templates->at(i).toObject(), item);
        if (!record)
            return record.error();
        if (templateIds.contains(record->id))
            return item.child(QStringLiteral("id")).error(QStringLiteral("'%1' is given twice").arg(record->id));
        templateIds.insert(record->id);
        records.append(templateToJson(*record));
    }
    return std::shared_ptr<MonsterLibraryCommand>(new MonsterLibraryCommand(blocks, records));
}

std::shared_ptr<MonsterLibraryCommand> MonsterLibraryCommand::put(const QList<StatBlock> &monsters,
                                                                  const QList<MonsterTemplateRecord> &templates)
{
    QList<QJsonObject> blocks;
    for (const StatBlock &block : monsters)
        blocks.append(statBlockToJson(block));
    QList<QJsonObject> records;
    for (const MonsterTemplateRecord &record : templates)
        records.append(templateToJson(record));
    return std::shared_ptr<MonsterLibraryCommand>(new MonsterLibraryCommand(blocks, records));
}

QJsonObject MonsterLibraryCommand::toJson() const
{
    QJsonArray monsters;
    for (const QJsonObject &block : m_monsters)
        monsters.append(block);
    QJsonObject step{{QStringLiteral("type"), putType}, {QStringLiteral("monsters"), monsters}};
    if (!m_templates.isEmpty()) {
        QJsonArray templates;
        for (const QJsonObject &record : m_templates)
            templates.append(record);
        step.insert(QStringLiteral("templates"), templates);
    }
    return step;
}

Result<QList<QJsonObject>> MonsterLibraryCommand::apply(TableState &state) const
{
    QJsonArray added, changed, templatesAdded, templatesChanged;
    for (const QJsonObject &block : m_monsters) {
        const QString id = block.value(QStringLiteral("id")).toString();
        const auto found = state.monsters.constFind(id);
        if (found != state.monsters.constEnd() && *found == block)
            continue;
        (found == state.monsters.constEnd() ? added : changed).append(id);
        state.monsters.insert(id, block);
        showPortraitOnPlaced(state.scene.map.creatures, id, block.value(QStringLiteral("portrait")).toString());
    }
    for (const QJsonObject &record : m_templates) {
        const QString id = record.value(QStringLiteral("id")).toString();
        const auto found = state.templates.constFind(id);
        if (found != state.templates.constEnd() && *found == record)
            continue;
        (found == state.templates.constEnd() ? templatesAdded : templatesChanged).append(id);
        state.templates.insert(id, record);
    }
    if (added.isEmpty() && changed.isEmpty() && templatesAdded.isEmpty() && templatesChanged.isEmpty())
        return Error{QStringLiteral("the library holds these monsters as given already: nothing changed")};
    // The event names the monsters; their blocks are in the campaign's library (the step's undo restores them).
    QJsonObject event{
        {QStringLiteral("type"), putType}, {QStringLiteral("added"), added}, {QStringLiteral("changed"), changed}};
    if (!m_templates.isEmpty())
        event.insert(QStringLiteral("templates"), QJsonObject{{QStringLiteral("added"), templatesAdded},
                                                              {QStringLiteral("changed"), templatesChanged}});
    return QList<QJsonObject>{event};
}

Result<QMap<QString, QJsonObject>> loadLibraryMonsters(const CampaignStore &store, EntityKind kind)
{
    QMap<QString, QJsonObject> monsters;
    auto summaries = store.entities(kind);
    if (!summaries)
        return summaries.error();
    for (const EntitySummary &summary : *summaries) {
        auto document = store.entity(kind, summary.id);
        if (!document)
            return document.error();
        monsters.insert(summary.id, *document);
    }
    return monsters;
}

Status storeLibraryMonsters(CampaignStore &store, const QMap<QString, QJsonObject> &before,
                            const QMap<QString, QJsonObject> &after, EntityKind kind)
{
    // Most steps leave the library alone: the two maps then share their data and compare at once.
    if (before == after)
        return success();
    for (auto it = after.constBegin(); it != after.constEnd(); ++it) {
        const auto old = before.constFind(it.key());
        if (old != before.constEnd() && *old == *it)
            continue;
        if (auto stored = store.putEntity(kind, it.key(), *it); !stored)
            return stored;
    }
    for (auto it = before.constBegin(); it != before.constEnd(); ++it) {
        if (after.contains(it.key()))
            continue;
        if (auto removed = store.removeEntity(kind, it.key()); !removed)
            return removed;
    }
    return success();
}

} // namespace battlemat
