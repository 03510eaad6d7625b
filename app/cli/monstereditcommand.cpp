// `battlemat-cli monsters edit`: what Encounter > Monster library > Edit does in the window, from the command line.
#include "monstereditcommand.h"

#include "monsterscommands.h"
#include "portraitimport.h"

#include "core/filewriter.h"
#include "monsters/monsterfields.h"
#include "monsters/monsterrelevel.h"
#include "monsters/monstertemplate.h"
#include "orcus/statblockjson.h"
#include "rulesets/builtinmodules.h"
#include "session/monsterlibrarycommand.h"
#include "session/tablesession.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <optional>

using namespace battlemat;

namespace {

const QString usage = QStringLiteral(
    "usage: battlemat-cli monsters edit ID [--campaign FILE] [--from FILE.md|DIR] [--fields] [--template NAME] "
    "[--relevel L] [--tables] [--set KEY=VALUE]... [--portrait PICTURE|\"\"] [--out FILE.json]\n"
    "Edits a monster's numbers as Encounter > Monster library > Edit does: --template (elite, boss, ghost, "
    "half-fiend, forlorn-shade: a new monster beside it), --relevel L (the tables' numbers follow level L), each --set "
    "in order (--fields lists the keys: level, role, rank, hp, ac, fortitude, strength, movement, resist, immune, "
    "power.N.attack, power.N.damage, ...), then --tables (the tables' numbers for its level, role and rank), then "
    "--portrait (the picture cropped round, at most 256 x 256, as Portrait > Choose picture… makes it; \"\" removes "
    "it): its tokens without their own show it. With "
    "--campaign the monster is read from the campaign's library first and the result stored in it as one session "
    "step (\"monster.put\"); without it the block is printed (--out also writes it).");

struct Options
{
    QString id, campaign, from, templateName, relevel, out;
    std::optional<QString> portrait; // a picture file, or "" to remove the portrait
    bool tables = false;
    bool fields = false;
    QList<QPair<QString, QString>> sets;
};

Result<Options> readOptions(const QStringList &arguments)
{
    Options options;
    const QHash<QString, QString *> valued{{QStringLiteral("--campaign"), &options.campaign},
                                           {QStringLiteral("--from"), &options.from},
                                           {QStringLiteral("--template"), &options.templateName},
                                           {QStringLiteral("--relevel"), &options.relevel},
                                           {QStringLiteral("--out"), &options.out}};
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == QLatin1String("--tables")) {
            options.tables = true;
        } else if (argument == QLatin1String("--fields")) {
            options.fields = true;
        } else if (argument == QLatin1String("--set") || argument == QLatin1String("--portrait") ||
                   valued.contains(argument)) {
            if (i + 1 >= arguments.size())
                return Error{QStringLiteral("%1 needs a value\n%2").arg(argument, usage)};
            const QString value = arguments.at(++i);
            if (argument == QLatin1String("--set")) {
                const qsizetype equals = value.indexOf(QLatin1Char('='));
                if (equals <= 0)
                    return Error{QStringLiteral("--set '%1': expected KEY=VALUE (hp=45)").arg(value)};
                options.sets.append({value.left(equals).trimmed(), value.mid(equals + 1)});
            } else if (argument == QLatin1String("--portrait")) {
                options.portrait = value;
            } else {
                *valued.value(argument) = value;
            }
        } else if (!argument.startsWith(QLatin1String("--")) && options.id.isEmpty()) {
            options.id = argument;
        } else {
            return Error{QStringLiteral("unexpected argument '%1'\n%2").arg(argument, usage)};
        }
    }
    if (options.id.isEmpty())
        return Error{QStringLiteral("edit needs one monster id\n") + usage};
    return options;
}

// The campaign's own block first (what the window's library shows), else the book's or --from's.
Result<StatBlock> findMonster(const Options &options, const TableSession *session)
{
    if (session) {
        const auto found = session->table().monsters.constFind(options.id);
        if (found != session->table().monsters.constEnd())
            return statBlockFromJson(*found, JsonContext(options.campaign, options.id));
    }
    auto monsters = loadMonsterBlocks(options.from);
    if (!monsters)
        return monsters.error();
    for (const StatBlock &block : *monsters) {
        if (block.id == options.id)
            return block;
    }
    return Error{QStringLiteral("no monster '%1' (monsters list names them)").arg(options.id)};
}

// templates: the campaign's (its stored ones and the bundled ones it lacks), else the bundled file's.
Result<AdjustedMonster> edited(const Options &options, const StatBlock &block,
                               const QList<MonsterTemplateRecord> &templates)
{
    AdjustedMonster result{block, {}};
    if (!options.templateName.isEmpty()) {
        auto templated = MonsterTemplate::apply(result.block, options.templateName, templates);
        if (!templated)
            return Error{QStringLiteral("--template: ") + templated.errorMessage()};
        result = *templated;
    }
    const auto &tables = MonsterTables::standard();
    if (!tables)
        return tables.error();
    if (!options.relevel.isEmpty()) {
        bool ok = false;
        const int level = options.relevel.toInt(&ok);
        if (!ok || level < minCreatureLevel || level > maxCreatureLevel)
            return Error{QStringLiteral("--relevel: '%1' is not a level from 1 to 30").arg(options.relevel)};
        auto moved = MonsterRelevel(*tables).apply(result.block, level);
        if (!moved)
            return Error{QStringLiteral("--relevel: ") + moved.errorMessage()};
        // In place, as the window's editor does: the monster keeps its id and name.
        StatBlock block = moved->block;
        block.id = result.block.id;
        block.name = result.block.name;
        result.changes += moved->changes;
        result.block = block;
    }
    MonsterFieldError error;
    auto set = MonsterFields::apply(result.block, options.sets, &error);
    if (!set)
        return Error{QStringLiteral("--set %1: %2").arg(error.key, set.errorMessage())};
    for (const auto &[key, value] : options.sets)
        result.changes.append(QStringLiteral("%1 = %2").arg(key, value));
    result.block = *set;
    // Last, as the window's "Numbers from the tables" reads the fields typed before it: --set rank=elite --tables.
    if (options.tables) {
        auto filled = MonsterFields::tableNumbers(result.block, *tables, &result.changes);
        if (!filled)
            return Error{QStringLiteral("--tables: ") + filled.errorMessage()};
        result.block = *filled;
    }
    if (options.portrait) {
        QString portrait;
        if (!options.portrait->isEmpty()) {
            auto made = PortraitImport::fromFile(*options.portrait);
            if (!made)
                return Error{QStringLiteral("--portrait: ") + made.errorMessage()};
            portrait = *made;
        }
        result.block.portrait = portrait;
        result.changes.append(portrait.isEmpty() ? QStringLiteral("portrait removed")
                                                 : QStringLiteral("portrait = %1").arg(*options.portrait));
    }
    return result;
}

QJsonArray fieldsJson(const StatBlock &block)
{
    QJsonArray fields;
    for (const MonsterField &field : MonsterFields::of(block))
        fields.append(QJsonObject{{QStringLiteral("key"), field.key},
                                  {QStringLiteral("label"), field.label},
                                  {QStringLiteral("value"), field.value}});
    return fields;
}

} // namespace

int runMonstersEdit(const QStringList &arguments, const CliIo &io)
{
    auto options = readOptions(arguments);
    if (!options)
        return io.fail(options.errorMessage());
    std::unique_ptr<CampaignStore> store;
    std::unique_ptr<TableSession> session;
    if (!options->campaign.isEmpty()) {
        if (!QFileInfo::exists(options->campaign))
            return io.fail(QStringLiteral("--campaign: %1: no such file").arg(options->campaign));
        auto opened = CampaignStore::open(options->campaign);
        if (!opened)
            return io.fail(opened.errorMessage());
        store = std::move(opened).value();
        QString mapId;
        auto campaign = loadCampaign(*store, &mapId);
        if (!campaign)
            return io.fail(campaign.errorMessage());
        session = std::make_unique<TableSession>(store.get(), builtInModules());
        const TableScene scene =
            campaign->maps.isEmpty() ? TableScene{} : TableScene{campaign->maps.at(campaign->activeMap)};
        if (Status sessionOpened = session->open(mapId, scene); !sessionOpened)
            return io.fail(sessionOpened.errorMessage());
    }
    auto block = findMonster(*options, session.get());
    if (!block)
        return io.fail(block.errorMessage());
    if (options->fields) {
        io.printJson({{QStringLiteral("id"), block->id}, {QStringLiteral("fields"), fieldsJson(*block)}});
        return exitOk;
    }
    auto templates = session ? MonsterTemplate::available(session->table().templates)
                             : Result<QList<MonsterTemplateRecord>>(MonsterTemplate::bundled());
    if (!templates)
        return io.fail(templates.errorMessage());
    auto result = edited(*options, *block, *templates);
    if (!result)
        return io.fail(result.errorMessage());
    const QJsonObject json = statBlockToJson(result->block);
    if (session) {
        const CommandOutcome outcome = session->apply(MonsterLibraryCommand::put({result->block}));
        if (!outcome.ok)
            return io.fail(QStringLiteral("%1: not stored: %2").arg(options->campaign, outcome.error));
    }
    if (!options->out.isEmpty()) {
        if (auto written = FileWriter::write(options->out, QJsonDocument(json).toJson(QJsonDocument::Indented));
            !written)
            return io.fail(written.errorMessage());
    }
    io.printJson({{QStringLiteral("monster"), json},
                  {QStringLiteral("changes"), QJsonArray::fromStringList(result->changes)},
                  {QStringLiteral("stored"), bool(session)}});
    return exitOk;
}
