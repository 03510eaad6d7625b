#include "campaigncommands.h"

#include "campaign/campaignjson.h"
#include "core/filewriter.h"
#include "encounter/monstercombatant.h"
#include "grid/battlemapjson.h"
#include "monsters/monstermarkdownimport.h"
#include "orcus/statblockjson.h"
#include "rulesets/builtinmodules.h"
#include "session/monsterlibrarycommand.h"
#include "session/tablesession.h"
#include "storage/campaignscript.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"
#include "storage/exchangefile.h"
#include "storage/universalvttimport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

using namespace battlemat;

namespace {

const QString usage = QStringLiteral(
    "usage: battlemat-cli campaign create FILE [--name NAME] [--from CAMPAIGN.json]\n"
    "       battlemat-cli campaign info FILE\n"
    "       battlemat-cli campaign list FILE [character|monster|map|encounter|regionmap|template]\n"
    "       battlemat-cli campaign import FILE INPUT [--id ID]   (.json, .dd2vtt/.uvtt/.df2vtt, monsters .md)\n"
    "       battlemat-cli campaign export FILE KIND ID OUTPUT.json\n"
    "       battlemat-cli campaign check FILE\n"
    "       battlemat-cli campaign script FILE SCRIPT.json [--digests]");

/** Removes "--name value" from arguments and returns value (or fallback); error text if the value is missing. */
bool takeOption(QStringList &arguments, const QString &name, QString &value, QString &error)
{
    const qsizetype at = arguments.indexOf(name);
    if (at < 0)
        return true;
    if (at + 1 >= arguments.size()) {
        error = QStringLiteral("%1 needs a value").arg(name);
        return false;
    }
    value = arguments.at(at + 1);
    arguments.remove(at, 2);
    return true;
}

int runCreate(QStringList arguments, const CliIo &io)
{
    QString name;
    QString from;
    QString error;
    if (!takeOption(arguments, QStringLiteral("--name"), name, error) ||
        !takeOption(arguments, QStringLiteral("--from"), from, error))
        return io.fail(error);
    if (arguments.size() != 1)
        return io.fail(usage);
    const QString fileName = arguments.constFirst();
    Campaign campaign;
    if (!from.isEmpty()) {
        auto read = readCampaignFile(from);
        if (!read)
            return io.fail(read.errorMessage());
        campaign = std::move(read).value();
    }
    if (!name.isEmpty())
        campaign.name = name;
    if (campaign.name.isEmpty())
        campaign.name = QFileInfo(fileName).completeBaseName();
    auto store = CampaignStore::create(fileName, campaign.name);
    if (!store)
        return io.fail(store.errorMessage());
    if (auto imported = importCampaign(**store, campaign); !imported) {
        store.value().reset();
        QFile::remove(fileName);
        return io.fail(imported.errorMessage());
    }
    io.printJson({{QStringLiteral("created"), fileName},
                  {QStringLiteral("name"), campaign.name},
                  {QStringLiteral("maps"), int(campaign.maps.size())}});
    return exitOk;
}

int runInfo(const QStringList &arguments, const CliIo &io)
{
    if (arguments.size() != 1)
        return io.fail(usage);
    auto store = CampaignStore::open(arguments.constFirst());
    if (!store)
        return io.fail(store.errorMessage());
    QJsonObject info{{QStringLiteral("file"), arguments.constFirst()}, {QStringLiteral("name"), (*store)->name()}};
    for (EntityKind kind : allEntityKinds) {
        auto list = (*store)->entities(kind);
        if (!list)
            return io.fail(list.errorMessage());
        info.insert(entityTable(kind), int(list->size()));
        if (kind == EntityKind::Encounter) {
            int events = 0;
            for (const EntitySummary &encounter : *list)
                events += (*store)->eventCount(encounter.id).ok() ? *(*store)->eventCount(encounter.id) : 0;
            info.insert(QStringLiteral("events"), events);
        }
    }
    auto digest = (*store)->contentDigest();
    if (!digest)
        return io.fail(digest.errorMessage());
    info.insert(QStringLiteral("digest"), QString::fromLatin1(digest->toHex()));
    auto step = (*store)->meta(CampaignScript::stepKey());
    if (step && !step->isEmpty())
        info.insert(QStringLiteral("lastScriptStep"), step->toInt());
    io.printJson(info);
    return exitOk;
}

// A library monster as the list shows it: what the block is and how much of it the encounter plays (the library's
// "Played by the encounter: N whole, M in part · left to the table: K").
Result<QJsonObject> monsterSummary(const CampaignStore &store, const QString &id)
{
    auto document = store.entity(EntityKind::Monster, id);
    if (!document)
        return document.error();
    auto block = statBlockFromJson(*document, JsonContext(store.fileName(), id));
    if (!block)
        return block.error();
    const MonsterCombatant::Parts parts = MonsterCombatant::parts(*block);
    return QJsonObject{{QStringLiteral("level"), block->level},
                       {QStringLiteral("role"), monsterRoleName(block->monster.role)},
                       {QStringLiteral("rank"), monsterRankName(block->monster.rank)},
                       {QStringLiteral("leader"), block->monster.leader},
                       {QStringLiteral("xp"), block->monster.xp},
                       {QStringLiteral("played"),
                        QJsonObject{{QStringLiteral("whole"), parts.whole}, {QStringLiteral("partly"), parts.partly}}},
                       {QStringLiteral("table"), parts.table}};
}

int runList(const QStringList &arguments, const CliIo &io)
{
    if (arguments.isEmpty() || arguments.size() > 2)
        return io.fail(usage);
    QList<EntityKind> kinds = allEntityKinds;
    if (arguments.size() == 2) {
        const auto kind = entityKindFromName(arguments.at(1));
        if (!kind)
            return io.fail(
                QStringLiteral("'%1' is not a kind; use character, monster, map, encounter, regionmap or template")
                    .arg(arguments.at(1)));
        kinds = {*kind};
    }
    auto store = CampaignStore::open(arguments.constFirst());
    if (!store)
        return io.fail(store.errorMessage());
    for (EntityKind kind : std::as_const(kinds)) {
        auto list = (*store)->entities(kind);
        if (!list)
            return io.fail(list.errorMessage());
        for (const EntitySummary &entity : *list) {
            QJsonObject line{{QStringLiteral("kind"), entityKindName(kind)},
                             {QStringLiteral("id"), entity.id},
                             {QStringLiteral("name"), entity.name}};
            if (kind == EntityKind::Monster) {
                auto summary = monsterSummary(**store, entity.id);
                if (!summary)
                    return io.fail(summary.errorMessage());
                for (auto it = summary->constBegin(); it != summary->constEnd(); ++it)
                    line.insert(it.key(), it.value());
            }
            if (kind == EntityKind::MonsterTemplate) {
                // What the engine plays of the template and what stays the table's, read from its stored text.
                auto document = (*store)->entity(kind, entity.id);
                if (!document)
                    return io.fail(document.errorMessage());
                auto record = templateFromJson(*document, JsonContext((*store)->fileName(), entity.id));
                if (!record)
                    return io.fail(record.errorMessage());
                const QJsonObject summary = templateSummaryJson(*record);
                for (auto it = summary.constBegin(); it != summary.constEnd(); ++it)
                    line.insert(it.key(), it.value());
            }
            io.printJson(line);
        }
    }
    return exitOk;
}

// An Orcus monster book: every block into the campaign's library as one "monster.put" step of the table session, as
// File > Import monsters... does (all or nothing: a block that does not read stops it before the campaign opens).
int runImportMonsters(const QString &campaignFile, const QString &input, const CliIo &io)
{
    QElapsedTimer timer;
    timer.start();
    auto imported = MonsterMarkdownImport::readFile(input);
    if (!imported)
        return io.fail(imported.errorMessage());
    const qint64 parseMs = timer.elapsed();
    auto store = CampaignStore::open(campaignFile);
    if (!store)
        return io.fail(store.errorMessage());
    QString mapId;
    auto campaign = loadCampaign(**store, &mapId);
    if (!campaign)
        return io.fail(campaign.errorMessage());
    TableSession session(store->get(), builtInModules());
    const TableScene scene =
        campaign->maps.isEmpty() ? TableScene{} : TableScene{campaign->maps.at(campaign->activeMap)};
    if (Status opened = session.open(mapId, scene); !opened)
        return io.fail(opened.errorMessage());
    const CommandOutcome outcome = session.apply(MonsterLibraryCommand::put(imported->monsters, imported->templates));
    if (!outcome.ok)
        return io.fail(QStringLiteral("%1: not imported: %2").arg(input, outcome.error));
    QJsonObject report = imported->reportJson();
    report.insert(QStringLiteral("file"), input);
    report.insert(QStringLiteral("imported"), QStringLiteral("monster"));
    report.insert(QStringLiteral("parseMilliseconds"), parseMs);
    report.insert(QStringLiteral("importMilliseconds"), timer.elapsed());
    io.printJson(report);
    return exitOk;
}

int runImport(QStringList arguments, const CliIo &io)
{
    QString id;
    QString error;
    if (!takeOption(arguments, QStringLiteral("--id"), id, error))
        return io.fail(error);
    if (arguments.size() != 2)
        return io.fail(usage);
    const QString input = arguments.at(1);
    if (input.endsWith(QLatin1String(".md"), Qt::CaseInsensitive)) {
        if (!id.isEmpty())
            return io.fail(QStringLiteral("--id: a monster book keeps each monster's own id"));
        return runImportMonsters(arguments.at(0), input, io);
    }
    // Everything is read and checked before the campaign is opened for writing: bad input changes nothing.
    ExchangeFile file;
    QJsonObject report{{QStringLiteral("file"), input}};
    if (isUniversalVttFileName(input)) {
        auto imported = readUniversalVttFile(input);
        if (!imported)
            return io.fail(imported.errorMessage());
        file.kind = EntityKind::Map;
        file.document = battleMapToJson(imported->map);
        report.insert(QStringLiteral("walls"), imported->wallEdges);
        report.insert(QStringLiteral("doors"), imported->doorEdges);
        report.insert(QStringLiteral("blockedSquares"), imported->blockedSquares);
        report.insert(QStringLiteral("lightsIgnored"), imported->lightsIgnored);
        report.insert(QStringLiteral("width"), imported->map.grid.width());
        report.insert(QStringLiteral("height"), imported->map.grid.height());
    } else {
        auto read = readExchangeFile(input);
        if (!read)
            return io.fail(read.errorMessage());
        file = std::move(read).value();
    }
    auto store = CampaignStore::open(arguments.at(0));
    if (!store)
        return io.fail(store.errorMessage());
    auto stored = importExchangeFile(**store, file, id);
    if (!stored)
        return io.fail(QStringLiteral("%1: not imported: %2").arg(input, stored.errorMessage()));
    report.insert(QStringLiteral("imported"), entityKindName(file.kind));
    report.insert(QStringLiteral("id"), *stored);
    io.printJson(report);
    return exitOk;
}

int runExport(const QStringList &arguments, const CliIo &io)
{
    if (arguments.size() != 4)
        return io.fail(usage);
    const auto kind = entityKindFromName(arguments.at(1));
    if (!kind)
        return io.fail(
            QStringLiteral("'%1' is not a kind; use character, monster, map, encounter, regionmap or template")
                .arg(arguments.at(1)));
    auto store = CampaignStore::open(arguments.at(0));
    if (!store)
        return io.fail(store.errorMessage());
    auto file = exportEntity(**store, *kind, arguments.at(2));
    if (!file)
        return io.fail(file.errorMessage());
    const QByteArray text = QJsonDocument(exchangeFileToJson(*file)).toJson(QJsonDocument::Indented);
    if (auto written = FileWriter::write(arguments.at(3), text); !written)
        return io.fail(written.errorMessage());
    io.printJson({{QStringLiteral("exported"), entityKindName(*kind)},
                  {QStringLiteral("id"), arguments.at(2)},
                  {QStringLiteral("file"), arguments.at(3)}});
    return exitOk;
}

int runCheck(const QStringList &arguments, const CliIo &io)
{
    if (arguments.size() != 1)
        return io.fail(usage);
    auto store = CampaignStore::open(arguments.constFirst());
    if (!store)
        return io.fail(store.errorMessage());
    auto integrity = (*store)->integrityCheck();
    if (!integrity)
        return io.fail(integrity.errorMessage());
    if (*integrity != QLatin1String("ok"))
        return io.fail(QStringLiteral("%1: integrity check failed: %2").arg(arguments.constFirst(), *integrity));
    // Every stored document and every event must still read and pass the checks it passed when it was stored: a
    // file damaged on disk, edited by hand or by a buggy tool is caught here, each damaged one by kind and id.
    int documents = 0;
    int events = 0;
    auto damage = (*store)->findDamage(&documents, &events);
    if (!damage)
        return io.fail(damage.errorMessage());
    QJsonArray damaged;
    for (const CampaignDamage &entry : *damage) {
        QJsonObject item{{QStringLiteral("kind"), entityKindName(entry.kind)},
                         {QStringLiteral("id"), entry.id},
                         {QStringLiteral("problem"), entry.problem}};
        if (entry.seq > 0)
            item.insert(QStringLiteral("event"), entry.seq);
        damaged.append(item);
    }
    QJsonObject report{{QStringLiteral("file"), arguments.constFirst()},
                       {QStringLiteral("integrity"), *integrity},
                       {QStringLiteral("documents"), documents},
                       {QStringLiteral("events"), events}};
    if (!damaged.isEmpty())
        report.insert(QStringLiteral("damaged"), damaged);
    io.printJson(report);
    if (damaged.isEmpty())
        return exitOk;
    for (const CampaignDamage &entry : *damage)
        io.fail(QStringLiteral("damaged %1 '%2'%3: %4")
                    .arg(entityKindName(entry.kind), entry.id,
                         entry.seq > 0 ? QStringLiteral(" (event %1)").arg(entry.seq) : QString(), entry.problem));
    return exitBadInput;
}

int runScript(QStringList arguments, const CliIo &io)
{
    const bool digests = arguments.removeAll(QStringLiteral("--digests")) > 0;
    if (arguments.size() != 2)
        return io.fail(usage);
    auto script = CampaignScript::readFile(arguments.at(1));
    if (!script)
        return io.fail(script.errorMessage());
    auto store = CampaignStore::open(arguments.at(0));
    if (!store)
        return io.fail(store.errorMessage());
    for (qsizetype i = 0; i < script->size(); ++i) {
        if (auto applied = script->apply(**store, i); !applied)
            return io.fail(applied.errorMessage());
        // Printed only after the commit returned: a line on stdout is a promise that the step is on disk.
        QJsonObject line{{QStringLiteral("committed"), int(i + 1)}, {QStringLiteral("op"), script->op(i)}};
        if (digests) {
            auto digest = (*store)->contentDigest();
            if (!digest)
                return io.fail(digest.errorMessage());
            line.insert(QStringLiteral("digest"), QString::fromLatin1(digest->toHex()));
        }
        io.printJson(line);
    }
    return exitOk;
}

} // namespace

CliCommand campaignCliCommand()
{
    return {QStringLiteral("campaign"),
            QStringLiteral("campaign SUBCOMMAND FILE ...   create, list, import, export and check campaign files"),
            [](const QStringList &arguments, const CliIo &io) {
                if (arguments.isEmpty())
                    return io.fail(usage);
                const QString sub = arguments.constFirst();
                const QStringList rest = arguments.mid(1);
                if (sub == QLatin1String("create"))
                    return runCreate(rest, io);
                if (sub == QLatin1String("info"))
                    return runInfo(rest, io);
                if (sub == QLatin1String("list"))
                    return runList(rest, io);
                if (sub == QLatin1String("import"))
                    return runImport(rest, io);
                if (sub == QLatin1String("export"))
                    return runExport(rest, io);
                if (sub == QLatin1String("check"))
                    return runCheck(rest, io);
                if (sub == QLatin1String("script"))
                    return runScript(rest, io);
                return io.fail(QStringLiteral("unknown campaign subcommand '%1'\n%2").arg(sub, usage));
            },
            usage};
}
