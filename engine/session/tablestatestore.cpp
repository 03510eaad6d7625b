#include "session/tablestatestore.h"

#include "grid/battlemapjson.h"
#include "session/moduleregistry.h"
#include "session/monsterlibrarycommand.h"
#include "session/regioneditcommand.h"
#include "session/ruleschoicecommand.h"
#include "storage/campaignstore.h"

#include <QJsonDocument>

namespace battlemat::TableStateStore {

namespace {

const QString rulesKey = QStringLiteral("rules");

QString moduleKey(const QString &id)
{
    return QStringLiteral("module.") + id;
}

// A turned-off module's lasting state (TableState::shelved) has its own key: "module." reads only for modules in force.
QString shelvedKey(const QString &id)
{
    return QStringLiteral("shelved.") + id;
}

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

} // namespace

Status load(CampaignStore &store, const ModuleRegistry &registry, TableState *table)
{
    auto rules = store.meta(rulesKey);
    if (!rules)
        return rules.error();
    const QString source = QStringLiteral("%1: the campaign's rules").arg(store.fileName());
    if (!rules->isEmpty()) {
        auto object = parseJsonObject(rules->toUtf8(), source);
        if (!object)
            return object.error();
        auto parsed = campaignRulesFromJson(*object, JsonContext(source), registry);
        if (!parsed)
            return parsed.error();
        table->rules = *parsed;
    }
    for (const QString &id : table->rules.inForce()) {
        auto state = store.meta(moduleKey(id));
        if (!state)
            return state.error();
        const RulesModule *module = registry.find(id);
        if (!module)
            continue;
        if (state->isEmpty()) {
            const QJsonObject initial =
                module->initialState(module->settingsWithDefaults(table->rules.settings.value(id)));
            // As in rules.set: a ruleset without table state (Orcus) keeps none.
            if (module->kind() != RulesModule::Kind::Ruleset || !initial.isEmpty())
                table->modules.insert(id, initial);
            continue;
        }
        auto object = parseJsonObject(state->toUtf8(),
                                      QStringLiteral("%1: the state of the module '%2'").arg(store.fileName(), id));
        if (!object)
            return object.error();
        table->modules.insert(id, *object);
    }
    for (const RulesModule *module : registry.all()) {
        if (table->rules.inForce().contains(module->id()) || module->lastingStateKeys().isEmpty())
            continue;
        auto shelved = store.meta(shelvedKey(module->id()));
        if (!shelved)
            return shelved.error();
        if (shelved->isEmpty())
            continue;
        auto object = parseJsonObject(
            shelved->toUtf8(),
            QStringLiteral("%1: what the module '%2' keeps while turned off").arg(store.fileName(), module->id()));
        if (!object)
            return object.error();
        table->shelved.insert(module->id(), *object);
    }
    auto regionMaps = loadRegionMaps(store);
    if (!regionMaps)
        return regionMaps.error();
    table->regionMaps = std::move(regionMaps).value();
    auto monsters = loadLibraryMonsters(store);
    if (!monsters)
        return monsters.error();
    table->monsters = std::move(monsters).value();
    auto templates = loadLibraryMonsters(store, EntityKind::MonsterTemplate);
    if (!templates)
        return templates.error();
    table->templates = std::move(templates).value();
    // A damaged sheet stays out of the party (opening the campaign said so) and out of the table: the rest plays.
    auto heroes = store.entities(EntityKind::Character);
    if (!heroes)
        return heroes.error();
    for (const EntitySummary &hero : *heroes) {
        if (auto sheet = store.entity(EntityKind::Character, hero.id))
            table->heroes.insert(hero.id, *sheet);
    }
    return success();
}

Status store(CampaignStore &store, const TableState &before, const TableState &after, const QList<QJsonObject> &events,
             int keepSeq)
{
    return store.transaction([&]() -> Status {
        if (!after.mapId.isEmpty() && battleMapToJson(before.scene.map) != battleMapToJson(after.scene.map)) {
            if (auto stored = store.putMap(after.mapId, after.scene.map); !stored)
                return stored;
        }
        if (!(before.rules == after.rules)) {
            if (auto stored = store.setMeta(rulesKey, compact(after.rules.toJson())); !stored)
                return stored;
        }
        QStringList ids = after.modules.keys();
        for (const QString &id : before.modules.keys()) {
            if (!ids.contains(id))
                ids.append(id);
        }
        for (const QString &id : std::as_const(ids)) {
            if (before.modules.value(id) == after.modules.value(id) &&
                before.modules.contains(id) == after.modules.contains(id))
                continue;
            // A module turned off keeps no state: "" reads as "start from the initial state" when turned on again. It
            // must be an empty string, not a null QString: the meta table refuses NULL (NOT NULL constraint).
            const QString value = after.modules.contains(id) ? compact(after.modules.value(id)) : QStringLiteral("");
            if (auto stored = store.setMeta(moduleKey(id), value); !stored)
                return stored;
        }
        QStringList shelvedIds = after.shelved.keys();
        for (const QString &id : before.shelved.keys()) {
            if (!shelvedIds.contains(id))
                shelvedIds.append(id);
        }
        for (const QString &id : std::as_const(shelvedIds)) {
            if (before.shelved.value(id) == after.shelved.value(id))
                continue;
            const QString value = after.shelved.contains(id) ? compact(after.shelved.value(id)) : QStringLiteral("");
            if (auto stored = store.setMeta(shelvedKey(id), value); !stored)
                return stored;
        }
        if (auto stored = storeRegionMaps(store, before.regionMaps, after.regionMaps); !stored)
            return stored;
        if (auto stored = storeLibraryMonsters(store, before.monsters, after.monsters); !stored)
            return stored;
        if (auto stored = storeLibraryMonsters(store, before.templates, after.templates, EntityKind::MonsterTemplate);
            !stored)
            return stored;
        if (auto stored = storeLibraryMonsters(store, before.heroes, after.heroes, EntityKind::Character); !stored)
            return stored;
        if (auto removed = store.removeTableEventsAfter(keepSeq); !removed)
            return removed;
        return events.isEmpty() ? success() : store.appendTableEvents(events);
    });
}

} // namespace battlemat::TableStateStore
