#include "monsterscommands.h"

#include "adventureroptions.h"
#include "monstereditcommand.h"

#include "core/filereader.h"
#include "core/filewriter.h"
#include "monsters/encounterbudget.h"
#include "monsters/monsterlibrary.h"
#include "monsters/monstermarkdownimport.h"
#include "monsters/monsterrelevel.h"
#include "monsters/monstertemplate.h"
#include "orcus/monstertables.h"
#include "orcus/statblockjson.h"
#include "session/monsterlibrarycommand.h"
#include "storage/campaignstore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

using namespace battlemat;

namespace {

const QString usage = QStringLiteral(
    "usage: battlemat-cli monsters import FILE.md --out DIR\n"
    "       battlemat-cli monsters list [--from FILE.md|DIR] [--level N|MIN-MAX] [--role ROLE] [--rank RANK] "
    "[--name TEXT]\n"
    "       battlemat-cli monsters show ID [--from FILE.md|DIR]\n"
    "       battlemat-cli monsters budget --party N --level L [ID[=COUNT]...] [--from FILE.md|DIR] [--grades E,S,H,D]\n"
    "       battlemat-cli monsters template ID --template elite|boss|ghost|half-fiend|forlorn-shade|NAME "
    "[--campaign FILE] [--from FILE.md|DIR] [--out FILE.json]\n"
    "       battlemat-cli monsters template ID --template adventurer --class NAME --skill SKILL --skill SKILL "
    "[--defense DEFENSE=N]... [--features TEXT] [--power KIND:LEVEL:NAME:USAGE:TEXT]... "
    "[--hero-power HERO:POWER:KIND:LEVEL]... [--campaign FILE] [--from FILE.md|DIR] [--out FILE.json]\n"
    "       battlemat-cli monsters template --list [--campaign FILE] [--from FILE.md|DIR]\n"
    "       battlemat-cli monsters relevel ID --level L [--from FILE.md|DIR] [--out FILE.json]\n"
    "       battlemat-cli monsters edit ID [--campaign FILE] [--from FILE.md|DIR] [--fields] [--template NAME] "
    "[--relevel L] [--tables] [--set KEY=VALUE]... [--out FILE.json]\n"
    "Without --from, list, show, template and relevel read the bundled Orcus 1.0 monsters.");

// Where import --out puts the book's templates, beside the monsters' files.
const QString templatesFolder = QStringLiteral("templates");

bool takeOption(QStringList &arguments, const QString &name, QString *value, QString *error)
{
    const qsizetype at = arguments.indexOf(name);
    if (at < 0)
        return true;
    if (at + 1 >= arguments.size()) {
        *error = QStringLiteral("%1 needs a value").arg(name);
        return false;
    }
    *value = arguments.at(at + 1);
    arguments.remove(at, 2);
    return true;
}

// The blocks of a markdown file, of a folder of stat block files (as import --out writes them), or the bundled ones.
Result<QList<StatBlock>> loadMonsters(const QString &from)
{
    if (from.isEmpty()) {
        const auto &bundled = MonsterLibrary::bundled();
        if (!bundled)
            return bundled.error();
        return bundled->monsters;
    }
    if (QFileInfo(from).isDir()) {
        QList<StatBlock> blocks;
        const QDir dir(from);
        for (const QString &entry : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            const QString fileName = dir.filePath(entry);
            auto object = readJsonObjectFile(fileName);
            if (!object)
                return object.error();
            auto block = statBlockFromJson(*object, JsonContext(fileName));
            if (!block)
                return block.error();
            blocks.append(*block);
        }
        if (blocks.isEmpty())
            return Error{QStringLiteral("%1: holds no stat block files (*.json)").arg(from)};
        return blocks;
    }
    auto imported = MonsterMarkdownImport::readFile(from);
    if (!imported)
        return imported.error();
    return imported->monsters;
}

QJsonObject summary(const StatBlock &block)
{
    return {{QStringLiteral("id"), block.id},
            {QStringLiteral("name"), block.name},
            {QStringLiteral("level"), block.level},
            {QStringLiteral("role"), monsterRoleName(block.monster.role)},
            {QStringLiteral("rank"), monsterRankName(block.monster.rank)},
            {QStringLiteral("leader"), block.monster.leader},
            {QStringLiteral("xp"), block.monster.xp}};
}

int runImport(QStringList arguments, const CliIo &io)
{
    QString out;
    QString error;
    if (!takeOption(arguments, QStringLiteral("--out"), &out, &error))
        return io.fail(error);
    if (arguments.size() != 1 || out.isEmpty())
        return io.fail(QStringLiteral("import needs FILE.md and --out DIR\n") + usage);
    QElapsedTimer timer;
    timer.start();
    auto imported = MonsterMarkdownImport::readFile(arguments.constFirst());
    if (!imported)
        return io.fail(imported.errorMessage());
    const qint64 parseMs = timer.elapsed();
    // Nothing half-written: every file goes into a fresh folder, which becomes DIR only when all are written.
    const QFileInfo target(out);
    if (target.exists() && (!target.isDir() || !QDir(out).isEmpty()))
        return io.fail(QStringLiteral("--out: %1 exists and is not an empty folder").arg(out));
    const QString staging = target.absoluteFilePath() + QStringLiteral(".importing");
    QDir(staging).removeRecursively();
    if (!QDir().mkpath(staging))
        return io.fail(QStringLiteral("--out: cannot create %1").arg(staging));
    for (const StatBlock &block : imported->monsters) {
        const QByteArray bytes = QJsonDocument(statBlockToJson(block)).toJson(QJsonDocument::Indented);
        auto written = FileWriter::write(QDir(staging).filePath(block.id + QStringLiteral(".json")), bytes);
        if (!written) {
            QDir(staging).removeRecursively();
            return io.fail(written.errorMessage());
        }
    }
    // The book's templates beside its monsters, one template file each (templateToJson: its text as printed, which
    // the template parser reads back), so `template --from DIR` applies them as the book has them.
    if (!imported->templates.isEmpty() && !QDir(staging).mkdir(templatesFolder)) {
        QDir(staging).removeRecursively();
        return io.fail(QStringLiteral("--out: cannot create %1").arg(QDir(staging).filePath(templatesFolder)));
    }
    for (const MonsterTemplateRecord &record : imported->templates) {
        const QByteArray bytes = QJsonDocument(templateToJson(record)).toJson(QJsonDocument::Indented);
        auto written = FileWriter::write(
            QDir(staging).filePath(QStringLiteral("%1/%2.json").arg(templatesFolder, record.id)), bytes);
        if (!written) {
            QDir(staging).removeRecursively();
            return io.fail(written.errorMessage());
        }
    }
    if (target.exists())
        QDir().rmdir(target.absoluteFilePath());
    if (!QDir().rename(staging, target.absoluteFilePath())) {
        QDir(staging).removeRecursively();
        return io.fail(QStringLiteral("--out: cannot move the imported files to %1").arg(out));
    }
    QJsonObject report = imported->reportJson();
    report.insert(QStringLiteral("out"), out);
    report.insert(QStringLiteral("parseMilliseconds"), parseMs);
    io.printJson(report);
    return exitOk;
}

int runList(QStringList arguments, const CliIo &io)
{
    QString from, level, role, rank, name, error;
    for (auto [option, field] :
         {std::pair{"--from", &from}, {"--level", &level}, {"--role", &role}, {"--rank", &rank}, {"--name", &name}}) {
        if (!takeOption(arguments, QString::fromLatin1(option), field, &error))
            return io.fail(error);
    }
    if (!arguments.isEmpty())
        return io.fail(QStringLiteral("unexpected argument '%1'\n%2").arg(arguments.constFirst(), usage));
    int minLevel = 1, maxLevel = maxMonsterLevel;
    if (!level.isEmpty()) {
        const QStringList bounds = level.split(QLatin1Char('-'));
        bool okMin = false, okMax = false;
        minLevel = bounds.first().toInt(&okMin);
        maxLevel = bounds.size() == 2 ? bounds.last().toInt(&okMax) : minLevel;
        if (bounds.size() == 1)
            okMax = okMin;
        if (!okMin || !okMax || bounds.size() > 2 || minLevel > maxLevel)
            return io.fail(QStringLiteral("--level: '%1' is not a level or a range like 5-8").arg(level));
    }
    if (!role.isEmpty() && !monsterRoleFromName(role.toLower()))
        return io.fail(QStringLiteral("--role: unknown role '%1' (expected archer, blocker, skulker, spoiler, striker "
                                      "or wrecker)")
                           .arg(role));
    if (!rank.isEmpty() && !monsterRankFromName(rank.toLower()))
        return io.fail(QStringLiteral("--rank: unknown rank '%1' (expected mook, standard, elite or boss)").arg(rank));
    auto monsters = loadMonsters(from);
    if (!monsters)
        return io.fail(monsters.errorMessage());
    QJsonArray list;
    for (const StatBlock &block : *monsters) {
        if (block.level < minLevel || block.level > maxLevel)
            continue;
        if (!role.isEmpty() && block.monster.role != *monsterRoleFromName(role.toLower()))
            continue;
        if (!rank.isEmpty() && block.monster.rank != *monsterRankFromName(rank.toLower()))
            continue;
        if (!name.isEmpty() && !block.name.contains(name, Qt::CaseInsensitive))
            continue;
        list.append(summary(block));
    }
    io.printJson({{QStringLiteral("count"), int(list.size())}, {QStringLiteral("monsters"), list}});
    return exitOk;
}

int runShow(QStringList arguments, const CliIo &io)
{
    QString from, error;
    if (!takeOption(arguments, QStringLiteral("--from"), &from, &error))
        return io.fail(error);
    if (arguments.size() != 1)
        return io.fail(QStringLiteral("show needs one monster id\n") + usage);
    auto monsters = loadMonsters(from);
    if (!monsters)
        return io.fail(monsters.errorMessage());
    for (const StatBlock &block : *monsters) {
        if (block.id == arguments.constFirst()) {
            io.printJson(statBlockToJson(block));
            return exitOk;
        }
    }
    return io.fail(QStringLiteral("no monster '%1' (monsters list names them)").arg(arguments.constFirst()));
}

// A whole number within [min, max] for an option, or why not.
bool readNumber(const QString &option, const QString &text, int min, int max, int *value, QString *error)
{
    bool ok = false;
    *value = text.toInt(&ok);
    if (!ok || *value < min || *value > max) {
        *error = QStringLiteral("%1: '%2' is not a whole number from %3 to %4").arg(option, text).arg(min).arg(max);
        return false;
    }
    return true;
}

// --grades EASY,STANDARD,HARD,DEADLY: the factors of the budget a campaign may set (EncounterGrades).
bool readGrades(const QString &text, EncounterGrades *grades, QString *error)
{
    const QStringList parts = text.split(QLatin1Char(','));
    double *factors[] = {&grades->easy, &grades->standard, &grades->hard, &grades->deadly};
    bool ok = parts.size() == 4;
    for (qsizetype i = 0; ok && i < 4; ++i)
        *factors[i] = parts.at(i).trimmed().toDouble(&ok);
    if (!ok) {
        *error =
            QStringLiteral("--grades: '%1' is not four numbers EASY,STANDARD,HARD,DEADLY (0.75,1,1.5,2)").arg(text);
        return false;
    }
    if (const QString problem = grades->problem(); !problem.isEmpty()) {
        *error = QStringLiteral("--grades: %1").arg(problem);
        return false;
    }
    return true;
}

int runBudget(QStringList arguments, const CliIo &io)
{
    QString from, party, level, gradesText, error;
    for (auto [option, field] :
         {std::pair{"--from", &from}, {"--party", &party}, {"--level", &level}, {"--grades", &gradesText}}) {
        if (!takeOption(arguments, QString::fromLatin1(option), field, &error))
            return io.fail(error);
    }
    if (party.isEmpty() || level.isEmpty())
        return io.fail(QStringLiteral("budget needs --party N and --level L\n") + usage);
    int partySize = 0, partyLevel = 0;
    if (!readNumber(QStringLiteral("--party"), party, 1, 20, &partySize, &error) ||
        !readNumber(QStringLiteral("--level"), level, minCreatureLevel, maxCreatureLevel, &partyLevel, &error))
        return io.fail(error);
    const auto &tables = MonsterTables::standard();
    if (!tables)
        return io.fail(tables.errorMessage());
    EncounterGrades grades;
    if (!gradesText.isEmpty() && !readGrades(gradesText, &grades, &error))
        return io.fail(error);
    EncounterBudget budget(*tables, partySize, partyLevel, grades);
    if (!arguments.isEmpty()) {
        auto monsters = loadMonsters(from);
        if (!monsters)
            return io.fail(monsters.errorMessage());
        for (const QString &argument : arguments) {
            const QString id = argument.section(QLatin1Char('='), 0, 0);
            int count = 1;
            if (argument.contains(QLatin1Char('=')) &&
                !readNumber(id, argument.section(QLatin1Char('='), 1), 1, 100, &count, &error))
                return io.fail(error);
            const auto found = std::find_if(monsters->cbegin(), monsters->cend(),
                                            [&id](const StatBlock &block) { return block.id == id; });
            if (found == monsters->cend())
                return io.fail(QStringLiteral("no monster '%1' (monsters list names them)").arg(id));
            budget.add(*found, count);
        }
    }
    io.printJson(budget.toJson());
    return exitOk;
}

// template and relevel: the adjusted block and what changed; --out also writes the block as a stat block file.
int printAdjusted(const Result<AdjustedMonster> &adjusted, const QString &out, const CliIo &io)
{
    if (!adjusted)
        return io.fail(adjusted.errorMessage());
    const QJsonObject block = statBlockToJson(adjusted->block);
    if (!out.isEmpty()) {
        auto written = FileWriter::write(out, QJsonDocument(block).toJson(QJsonDocument::Indented));
        if (!written)
            return io.fail(written.errorMessage());
    }
    io.printJson({{QStringLiteral("monster"), block},
                  {QStringLiteral("changes"), QJsonArray::fromStringList(adjusted->changes)}});
    return exitOk;
}

Result<StatBlock> oneMonster(const QString &from, const QString &id)
{
    auto monsters = loadMonsters(from);
    if (!monsters)
        return monsters.error();
    for (const StatBlock &block : *monsters) {
        if (block.id == id)
            return block;
    }
    return Error{QStringLiteral("no monster '%1' (monsters list names them)").arg(id)};
}

// The template files of a folder that import --out wrote (DIR/templates/<id>.json), in id order; a folder without
// them applies the bundled templates.
Result<QList<MonsterTemplateRecord>> folderTemplates(const QString &from)
{
    const QDir dir(QDir(from).filePath(templatesFolder));
    QList<MonsterTemplateRecord> records;
    for (const QString &entry : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QString fileName = dir.filePath(entry);
        auto object = readJsonObjectFile(fileName);
        if (!object)
            return object.error();
        auto record = templateFromJson(*object, JsonContext(fileName));
        if (!record)
            return record.error();
        records.append(*record);
    }
    return records.isEmpty() ? MonsterTemplate::bundled() : records;
}

// The templates a command applies: the campaign's (and the bundled ones it lacks), a markdown file's, or the bundled.
Result<QList<MonsterTemplateRecord>> loadTemplates(const QString &campaign, const QString &from)
{
    if (!campaign.isEmpty()) {
        auto store = CampaignStore::open(campaign);
        if (!store)
            return store.error();
        auto stored = loadLibraryMonsters(**store, EntityKind::MonsterTemplate);
        if (!stored)
            return stored.error();
        return MonsterTemplate::available(*stored);
    }
    if (QFileInfo(from).isDir())
        return folderTemplates(from);
    if (from.endsWith(QLatin1String(".md"), Qt::CaseInsensitive)) {
        auto imported = MonsterMarkdownImport::readFile(from);
        if (!imported)
            return imported.error();
        if (!imported->templates.isEmpty())
            return imported->templates;
    }
    return MonsterTemplate::bundled();
}

int runTemplate(QStringList arguments, const CliIo &io)
{
    QString from, name, out, campaign, error;
    for (auto [option, field] :
         {std::pair{"--from", &from}, {"--template", &name}, {"--out", &out}, {"--campaign", &campaign}}) {
        if (!takeOption(arguments, QString::fromLatin1(option), field, &error))
            return io.fail(error);
    }
    const bool list = arguments.removeAll(QStringLiteral("--list")) > 0;
    auto templates = loadTemplates(campaign, from);
    if (!templates)
        return io.fail(templates.errorMessage());
    if (list) {
        if (!arguments.isEmpty() || !name.isEmpty())
            return io.fail(QStringLiteral("template --list takes no monster and no --template\n") + usage);
        for (const MonsterTemplateRecord &record : *templates)
            io.printJson(templateSummaryJson(record));
        return exitOk;
    }
    // A class template (Adventurer): the game master's class from the options, checked by the template's rule.
    const MonsterTemplateRecord *classTemplate = nullptr;
    for (const MonsterTemplateRecord &record : std::as_const(*templates)) {
        if (record.needsClass && record.id == name.trimmed().toLower())
            classTemplate = &record;
    }
    std::optional<AdventurerClass> chosen;
    if (classTemplate) {
        auto read = takeAdventurerClass(arguments, campaign);
        if (!read)
            return io.fail(read.errorMessage());
        chosen = *read;
    }
    if (arguments.size() != 1 || name.isEmpty())
        return io.fail(QStringLiteral("template needs one monster id and --template NAME\n") + usage);
    auto block = oneMonster(from, arguments.constFirst());
    if (!block)
        return io.fail(block.errorMessage());
    if (classTemplate)
        return printAdjusted(AdventurerTemplate::apply(*block, *classTemplate, *chosen), out, io);
    return printAdjusted(MonsterTemplate::apply(*block, name, *templates), out, io);
}

int runRelevel(QStringList arguments, const CliIo &io)
{
    QString from, level, out, error;
    for (auto [option, field] : {std::pair{"--from", &from}, {"--level", &level}, {"--out", &out}}) {
        if (!takeOption(arguments, QString::fromLatin1(option), field, &error))
            return io.fail(error);
    }
    if (arguments.size() != 1 || level.isEmpty())
        return io.fail(QStringLiteral("relevel needs one monster id and --level L\n") + usage);
    int newLevel = 0;
    if (!readNumber(QStringLiteral("--level"), level, minCreatureLevel, maxCreatureLevel, &newLevel, &error))
        return io.fail(error);
    auto block = oneMonster(from, arguments.constFirst());
    if (!block)
        return io.fail(block.errorMessage());
    const auto &tables = MonsterTables::standard();
    if (!tables)
        return io.fail(tables.errorMessage());
    return printAdjusted(MonsterRelevel(*tables).apply(*block, newLevel), out, io);
}

} // namespace

Result<QList<StatBlock>> loadMonsterBlocks(const QString &from)
{
    return loadMonsters(from);
}

int runMonstersBudget(const QStringList &arguments, const CliIo &io)
{
    return runBudget(arguments, io);
}

CliCommand monstersCliCommand()
{
    return {QStringLiteral("monsters"),
            QStringLiteral(
                "monsters import|list|show|budget|template|relevel|edit ...   the published Orcus monsters, templates, "
                "new levels, edits and encounter budgets"),
            [](const QStringList &arguments, const CliIo &io) {
                if (arguments.isEmpty())
                    return io.fail(usage);
                const QString sub = arguments.constFirst();
                if (sub == QLatin1String("import"))
                    return runImport(arguments.mid(1), io);
                if (sub == QLatin1String("list"))
                    return runList(arguments.mid(1), io);
                if (sub == QLatin1String("show"))
                    return runShow(arguments.mid(1), io);
                if (sub == QLatin1String("budget"))
                    return runBudget(arguments.mid(1), io);
                if (sub == QLatin1String("template"))
                    return runTemplate(arguments.mid(1), io);
                if (sub == QLatin1String("relevel"))
                    return runRelevel(arguments.mid(1), io);
                if (sub == QLatin1String("edit"))
                    return runMonstersEdit(arguments.mid(1), io);
                return io.fail(QStringLiteral("unknown subcommand '%1'\n%2").arg(sub, usage));
            },
            usage};
}
