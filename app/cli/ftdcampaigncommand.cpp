// `battlemat-cli ftd sheets|weapons|drop|treasure|light --campaign CAMPAIGN ...`: the campaign's Five Torches Deep
// characters and monsters (listed, imported from files, removed, printed), a character's weapons (listed, added,
// removed), items dropped from a sheet and treasure shared out,
// each a step of the campaign's table session like the window's, and the map's light per square (docs/cli.md, "ftd";
// docs/five-torches-deep.md).
#include "ftdcommands.h"

#include "core/jsonreader.h"
#include "fivetorches/ftdcharacter.h"
#include "fivetorches/ftdmonster.h"
#include "fivetorches/ftdtables.h"
#include "ftdsheetprinter.h"
#include "grid/battlegrid.h"
#include "rulesets/builtinmodules.h"
#include "rulesets/fivetorchesfightrules.h"
#include "rulesets/fivetorcheslight.h"
#include "rulesets/fivetorchesruleset.h"
#include "rulesets/fivetorchessheets.h"
#include "session/tablesession.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QJsonArray>

using namespace battlemat;

namespace {

const QString campaignUsage = QStringLiteral(
    "usage: battlemat-cli ftd sheets --campaign CAMPAIGN [--import FILE.json... [--id ID] | --remove ID | "
    "--pdf OUT.pdf [--paper a4|letter] [ID...]]\n"
    "       battlemat-cli ftd weapons --campaign CAMPAIGN --sheet ID [--add NAME:DICE[:RANGE_FT][:untrained]]... "
    "[--remove NAME]...\n"
    "       battlemat-cli ftd drop --campaign CAMPAIGN --sheet ID [--item NAME[:COUNT]]... [--coins N]\n"
    "       battlemat-cli ftd treasure --campaign CAMPAIGN [--from-fight] [--loot NAME:HD,...] [--gold G] "
    "[--magic V] [--unearned U] [--to ID,ID...] [--faces F,F...]\n"
    "       battlemat-cli ftd light --campaign CAMPAIGN");

struct OpenTable
{
    std::unique_ptr<CampaignStore> store;
    std::unique_ptr<TableSession> session;
    QJsonObject state() const { return session->table().modules.value(FiveTorchesRuleset::moduleId()); }
};

Result<OpenTable> openTable(const QString &file)
{
    auto store = CampaignStore::open(file);
    if (!store)
        return store.error();
    QString mapId;
    auto campaign = loadCampaign(**store, &mapId);
    if (!campaign)
        return campaign.error();
    OpenTable table;
    table.store = std::move(store).value();
    table.session = std::make_unique<TableSession>(table.store.get(), builtInModules());
    const TableScene scene =
        campaign->maps.isEmpty() ? TableScene{} : TableScene{campaign->maps.at(campaign->activeMap)};
    if (const Status opened = table.session->open(campaign->maps.isEmpty() ? QString() : mapId, scene); !opened)
        return opened.error();
    if (table.session->table().rules.ruleset != FiveTorchesRuleset::moduleId())
        return Error{QStringLiteral("%1: the campaign does not play by Five Torches Deep; choose it first "
                                    "(battlemat-cli table with a {\"type\": \"rules.set\", \"ruleset\": "
                                    "\"fiveTorchesDeep\"} step, or Settings > Rules modules)")
                         .arg(file)};
    return table;
}

/** Splits the options off: each "--name value" (repeatable ones collected), the rest are positional. */
struct Options
{
    QMultiMap<QString, QString> values;
    QStringList flags;
    QStringList positional;

    QString value(const QString &name) const { return values.value(name); }
    bool has(const QString &name) const { return values.contains(name) || flags.contains(name); }
};

Result<Options> readOptions(const QStringList &arguments, const QStringList &withValue, const QStringList &flags)
{
    Options options;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (withValue.contains(argument)) {
            if (i + 1 >= arguments.size())
                return Error{QStringLiteral("%1 needs a value").arg(argument)};
            options.values.insert(argument, arguments.at(++i));
        } else if (flags.contains(argument)) {
            options.flags.append(argument);
        } else if (argument.startsWith(QLatin1String("--"))) {
            return Error{QStringLiteral("unknown option '%1'").arg(argument)};
        } else {
            options.positional.append(argument);
        }
    }
    if (!options.values.contains(QStringLiteral("--campaign")))
        return Error{QStringLiteral("--campaign CAMPAIGN is required")};
    return options;
}

/** Every step tried on a copy first: one bad step writes nothing. Then each goes through the session. */
int runSteps(OpenTable &table, const QList<QJsonObject> &steps, const QString &source, const CliIo &io)
{
    TableState dryRun = table.session->table();
    QList<std::shared_ptr<const TableCommand>> commands;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        auto parsed = table.session->parseStep(steps.at(i), JsonContext(source));
        if (!parsed)
            return io.fail(parsed.errorMessage());
        const auto command = std::get<std::shared_ptr<const TableCommand>>(*parsed);
        if (auto tried = command->apply(dryRun); !tried)
            return io.fail(QStringLiteral("%1: %2").arg(source, tried.errorMessage()));
        commands.append(command);
    }
    for (const auto &command : std::as_const(commands)) {
        const CommandOutcome outcome = table.session->apply(command);
        if (!outcome.ok)
            return io.fail(outcome.error);
        for (const QJsonObject &event : outcome.events)
            io.printJson(event);
    }
    return exitOk;
}

QJsonObject summary(const FtdSheets::Stored &stored, const ftd::FtdTables &tables)
{
    QJsonObject line{
        {QStringLiteral("id"), stored.id},
        {QStringLiteral("name"), stored.name()},
        {QStringLiteral("kind"), stored.monster() ? QStringLiteral("monster") : QStringLiteral("character")}};
    if (stored.monster()) {
        if (auto monster = ftd::FtdMonster::fromJson(stored.sheet, JsonContext(stored.id), tables)) {
            line.insert(QStringLiteral("hd"), monster->hitDice);
            line.insert(QStringLiteral("hitPoints"), monster->maxHitPoints);
            line.insert(QStringLiteral("armorClass"), monster->armorClass);
        }
        return line;
    }
    if (auto pc = ftd::FtdCharacter::fromJson(stored.sheet, JsonContext(stored.id), tables)) {
        line.insert(QStringLiteral("level"), pc->level);
        line.insert(QStringLiteral("hitPoints"), pc->hitPoints);
        line.insert(QStringLiteral("maxHitPoints"), pc->maxHitPoints);
        line.insert(QStringLiteral("abilities"), pc->abilities.toJson());
        line.insert(QStringLiteral("loads"), pc->encumbrance().loads);
        line.insert(QStringLiteral("speedFeet"), pc->speedFeet());
        line.insert(QStringLiteral("coins"), pc->coins);
        line.insert(QStringLiteral("xp"), pc->xp);
        line.insert(QStringLiteral("hoursAdventured"), pc->hoursAdventured);
        line.insert(QStringLiteral("exhausted"), pc->exhausted);
        QJsonArray weapons;
        for (const ftd::WeaponAttack &attack : pc->weaponAttacks())
            weapons.append(attack.text());
        line.insert(QStringLiteral("weapons"), weapons);
    }
    return line;
}

int printSheets(const OpenTable &table, const Options &options, const ftd::FtdTables &tables, const CliIo &io)
{
    const QString paper = options.values.value(QStringLiteral("--paper"), QStringLiteral("a4")).toLower();
    if (paper != QLatin1String("a4") && paper != QLatin1String("letter"))
        return io.fail(QStringLiteral("--paper: '%1' is not a4 or letter").arg(paper));
    QList<ftd::FtdCharacter> characters;
    QList<ftd::FtdMonster> monsters;
    for (const FtdSheets::Stored &stored : FtdSheets::list(table.state())) {
        if (!options.positional.isEmpty() && !options.positional.contains(stored.id))
            continue;
        if (stored.monster())
            monsters.append(*ftd::FtdMonster::fromJson(stored.sheet, JsonContext(stored.id), tables));
        else
            characters.append(*ftd::FtdCharacter::fromJson(stored.sheet, JsonContext(stored.id), tables));
    }
    for (const QString &id : options.positional) {
        if (!FtdSheets::find(table.state(), id))
            return io.fail(QStringLiteral("ID: the campaign has no Five Torches Deep sheet '%1'").arg(id));
    }
    if (characters.isEmpty() && monsters.isEmpty())
        return io.fail(QStringLiteral("the campaign has no Five Torches Deep sheet to print"));
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return io.fail(QStringLiteral("--pdf needs the offscreen GUI platform, which could not start"));
    const QString pdf = options.value(QStringLiteral("--pdf"));
    if (auto written = FtdSheetPrinter::exportPdf(pdf, characters, monsters, paper == QLatin1String("letter"));
        !written)
        return io.fail(written.errorMessage());
    io.printJson({{QStringLiteral("pdf"), pdf},
                  {QStringLiteral("characters"), int(characters.size())},
                  {QStringLiteral("monsters"), int(monsters.size())},
                  {QStringLiteral("paper"), paper}});
    return exitOk;
}

int runSheets(const QStringList &arguments, const CliIo &io)
{
    auto options = readOptions(arguments,
                               {QStringLiteral("--campaign"), QStringLiteral("--import"), QStringLiteral("--id"),
                                QStringLiteral("--remove"), QStringLiteral("--pdf"), QStringLiteral("--paper")},
                               {});
    if (!options)
        return io.fail(QStringLiteral("%1\n%2").arg(options.errorMessage(), campaignUsage));
    const auto &tables = ftd::FtdTables::standard();
    if (!tables)
        return io.fail(tables.errorMessage());
    int modes = 0;
    for (const QString mode : {QStringLiteral("--import"), QStringLiteral("--remove"), QStringLiteral("--pdf")})
        modes += options->has(mode) ? 1 : 0;
    if (modes > 1)
        return io.fail(QStringLiteral("give one of --import, --remove and --pdf\n%1").arg(campaignUsage));
    QStringList files = options->values.values(QStringLiteral("--import"));
    std::reverse(files.begin(), files.end()); // QMultiMap gives the newest first
    if (!files.isEmpty())
        files += options->positional;
    if (options->has(QStringLiteral("--id")) && files.size() != 1)
        return io.fail(QStringLiteral("--id names the sheet of one imported file"));
    // Every file is read and checked before the campaign is touched.
    QList<QJsonObject> steps;
    for (const QString &file : std::as_const(files)) {
        auto object = readJsonObjectFile(file);
        if (!object)
            return io.fail(object.errorMessage());
        if (auto checked = FtdSheets::check(*object, JsonContext(file)); !checked)
            return io.fail(checked.errorMessage());
        QJsonObject step{{QStringLiteral("type"), QStringLiteral("fiveTorchesDeep.saveSheet")},
                         {QStringLiteral("sheet"), *object}};
        if (options->has(QStringLiteral("--id")))
            step.insert(QStringLiteral("id"), options->value(QStringLiteral("--id")));
        steps.append(step);
    }
    auto table = openTable(options->value(QStringLiteral("--campaign")));
    if (!table)
        return io.fail(table.errorMessage());
    OpenTable opened = std::move(table).value();
    if (!steps.isEmpty())
        return runSteps(opened, steps, QStringLiteral("--import"), io);
    if (options->has(QStringLiteral("--remove")))
        return runSteps(opened,
                        {{{QStringLiteral("type"), QStringLiteral("fiveTorchesDeep.removeSheet")},
                          {QStringLiteral("id"), options->value(QStringLiteral("--remove"))}}},
                        QStringLiteral("--remove"), io);
    if (options->has(QStringLiteral("--pdf")))
        return printSheets(opened, *options, *tables, io);
    if (!options->positional.isEmpty())
        return io.fail(QStringLiteral("'%1': files are imported with --import\n%2")
                           .arg(options->positional.constFirst(), campaignUsage));
    for (const FtdSheets::Stored &stored : FtdSheets::list(opened.state()))
        io.printJson(summary(stored, *tables));
    return exitOk;
}

Result<int> count(const QString &text, const QString &option, int min)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < min)
        return Error{QStringLiteral("%1: '%2' is not a whole number of %3 or more").arg(option, text).arg(min)};
    return value;
}

int runDrop(const QStringList &arguments, const CliIo &io)
{
    auto options = readOptions(
        arguments,
        {QStringLiteral("--campaign"), QStringLiteral("--sheet"), QStringLiteral("--item"), QStringLiteral("--coins")},
        {});
    if (!options)
        return io.fail(QStringLiteral("%1\n%2").arg(options.errorMessage(), campaignUsage));
    if (!options->has(QStringLiteral("--sheet")))
        return io.fail(QStringLiteral("--sheet ID is required\n%1").arg(campaignUsage));
    QJsonArray items;
    QStringList given = options->values.values(QStringLiteral("--item"));
    std::reverse(given.begin(), given.end());
    for (const QString &item : std::as_const(given)) {
        const qsizetype colon = item.lastIndexOf(QLatin1Char(':'));
        QJsonObject entry{{QStringLiteral("name"), colon < 0 ? item : item.left(colon)}};
        if (colon >= 0) {
            auto n = count(item.mid(colon + 1), QStringLiteral("--item"), 1);
            if (!n)
                return io.fail(n.errorMessage());
            entry.insert(QStringLiteral("count"), *n);
        }
        items.append(entry);
    }
    QJsonObject step{{QStringLiteral("type"), QStringLiteral("fiveTorchesDeep.drop")},
                     {QStringLiteral("id"), options->value(QStringLiteral("--sheet"))},
                     {QStringLiteral("items"), items}};
    if (options->has(QStringLiteral("--coins"))) {
        auto coins = count(options->value(QStringLiteral("--coins")), QStringLiteral("--coins"), 0);
        if (!coins)
            return io.fail(coins.errorMessage());
        step.insert(QStringLiteral("coins"), *coins);
    }
    auto table = openTable(options->value(QStringLiteral("--campaign")));
    if (!table)
        return io.fail(table.errorMessage());
    OpenTable opened = std::move(table).value();
    return runSteps(opened, {step}, QStringLiteral("ftd drop"), io);
}

// "--add Shortbow:1d6:80" (ranged, 80 ft), "--add Longsword:1d8", "--add Club:1d4:untrained" (no proficiency).
Result<QJsonObject> weaponFromOption(const QString &text)
{
    const QString usage = QStringLiteral("--add: '%1' is not NAME:DICE[:RANGE_FT][:untrained] (such as Longsword:1d8 "
                                         "or Shortbow:1d6:80)")
                              .arg(text);
    const QStringList parts = text.split(QLatin1Char(':'));
    if (parts.size() < 2 || parts.size() > 4)
        return Error{usage};
    QJsonObject weapon{{QStringLiteral("name"), parts.at(0)}, {QStringLiteral("damage"), parts.at(1)}};
    for (qsizetype i = 2; i < parts.size(); ++i) {
        bool ok = false;
        const int feet = parts.at(i).toInt(&ok);
        if (ok && !weapon.contains(QStringLiteral("rangeFeet"))) {
            weapon.insert(QStringLiteral("kind"), QStringLiteral("ranged"));
            weapon.insert(QStringLiteral("rangeFeet"), feet);
        } else if (parts.at(i) == QLatin1String("untrained") && !weapon.contains(QStringLiteral("proficient"))) {
            weapon.insert(QStringLiteral("proficient"), false);
        } else {
            return Error{usage};
        }
    }
    return weapon;
}

// A stored character's weapons: listed with what each attack adds up to, or changed by one saveSheet step (the
// engine checks the whole sheet, so a bad weapon is refused with its place and nothing is stored).
int runWeapons(const QStringList &arguments, const CliIo &io)
{
    auto options = readOptions(
        arguments,
        {QStringLiteral("--campaign"), QStringLiteral("--sheet"), QStringLiteral("--add"), QStringLiteral("--remove")},
        {});
    if (!options)
        return io.fail(QStringLiteral("%1\n%2").arg(options.errorMessage(), campaignUsage));
    if (!options->positional.isEmpty())
        return io.fail(QStringLiteral("unexpected '%1'\n%2").arg(options->positional.constFirst(), campaignUsage));
    if (!options->has(QStringLiteral("--sheet")))
        return io.fail(QStringLiteral("--sheet ID is required\n%1").arg(campaignUsage));
    const auto &tables = ftd::FtdTables::standard();
    if (!tables)
        return io.fail(tables.errorMessage());
    QList<QJsonObject> added;
    QStringList adds = options->values.values(QStringLiteral("--add"));
    std::reverse(adds.begin(), adds.end()); // QMultiMap gives the newest first
    for (const QString &text : std::as_const(adds)) {
        auto weapon = weaponFromOption(text);
        if (!weapon)
            return io.fail(weapon.errorMessage());
        added.append(*weapon);
    }
    auto table = openTable(options->value(QStringLiteral("--campaign")));
    if (!table)
        return io.fail(table.errorMessage());
    OpenTable opened = std::move(table).value();
    const QString id = options->value(QStringLiteral("--sheet"));
    const auto stored = FtdSheets::find(opened.state(), id);
    if (!stored || stored->monster())
        return io.fail(QStringLiteral("--sheet: '%1' is not a stored Five Torches Deep character").arg(id));
    QJsonObject sheet = stored->sheet;
    if (added.isEmpty() && !options->has(QStringLiteral("--remove"))) {
        auto pc = ftd::FtdCharacter::fromJson(sheet, JsonContext(id), *tables);
        if (!pc)
            return io.fail(pc.errorMessage());
        for (const ftd::WeaponAttack &attack : pc->weaponAttacks())
            io.printJson(attack.toJson());
        return exitOk;
    }
    QJsonArray weapons = sheet.value(QStringLiteral("weapons")).toArray();
    for (const QString &name : options->values.values(QStringLiteral("--remove"))) {
        const auto before = weapons.size();
        for (qsizetype i = weapons.size() - 1; i >= 0; --i) {
            if (weapons.at(i).toObject().value(QStringLiteral("name")).toString().compare(name, Qt::CaseInsensitive) ==
                0)
                weapons.removeAt(i);
        }
        if (weapons.size() == before)
            return io.fail(QStringLiteral("--remove: %1 has no weapon '%2'").arg(stored->name(), name));
    }
    for (const QJsonObject &weapon : std::as_const(added))
        weapons.append(weapon);
    sheet.insert(QStringLiteral("weapons"), weapons);
    if (weapons.isEmpty())
        sheet.remove(QStringLiteral("weapons"));
    return runSteps(opened,
                    {{{QStringLiteral("type"), QStringLiteral("fiveTorchesDeep.saveSheet")},
                      {QStringLiteral("id"), id},
                      {QStringLiteral("sheet"), sheet}}},
                    QStringLiteral("ftd weapons"), io);
}

int runTreasure(const QStringList &arguments, const CliIo &io)
{
    auto options = readOptions(arguments,
                               {QStringLiteral("--campaign"), QStringLiteral("--loot"), QStringLiteral("--gold"),
                                QStringLiteral("--magic"), QStringLiteral("--unearned"), QStringLiteral("--to"),
                                QStringLiteral("--faces")},
                               {QStringLiteral("--from-fight")});
    if (!options)
        return io.fail(QStringLiteral("%1\n%2").arg(options.errorMessage(), campaignUsage));
    if (!options->positional.isEmpty())
        return io.fail(QStringLiteral("unexpected '%1'\n%2").arg(options->positional.constFirst(), campaignUsage));
    QJsonObject step{{QStringLiteral("type"), QStringLiteral("fiveTorchesDeep.treasure")},
                     {QStringLiteral("fromFight"), options->has(QStringLiteral("--from-fight"))}};
    QJsonArray loot;
    for (const QString &foe : options->value(QStringLiteral("--loot")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype colon = foe.lastIndexOf(QLatin1Char(':'));
        if (colon <= 0)
            return io.fail(QStringLiteral("--loot: '%1' is not NAME:HD").arg(foe));
        auto hd = count(foe.mid(colon + 1), QStringLiteral("--loot"), 1);
        if (!hd)
            return io.fail(hd.errorMessage());
        loot.append(QJsonObject{{QStringLiteral("name"), foe.left(colon)}, {QStringLiteral("hd"), *hd}});
    }
    step.insert(QStringLiteral("loot"), loot);
    for (auto [option, key] :
         {std::pair{"--gold", "gold"}, std::pair{"--magic", "magicItems"}, std::pair{"--unearned", "unearned"}}) {
        if (!options->has(QLatin1String(option)))
            continue;
        auto value = count(options->value(QLatin1String(option)), QLatin1String(option), 0);
        if (!value)
            return io.fail(value.errorMessage());
        step.insert(QLatin1String(key), *value);
    }
    step.insert(
        QStringLiteral("to"),
        QJsonArray::fromStringList(options->value(QStringLiteral("--to")).split(QLatin1Char(','), Qt::SkipEmptyParts)));
    QJsonArray faces;
    for (const QString &face : options->value(QStringLiteral("--faces")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        auto value = count(face, QStringLiteral("--faces"), 1);
        if (!value)
            return io.fail(value.errorMessage());
        faces.append(*value);
    }
    step.insert(QStringLiteral("faces"), faces);
    auto table = openTable(options->value(QStringLiteral("--campaign")));
    if (!table)
        return io.fail(table.errorMessage());
    OpenTable opened = std::move(table).value();
    return runSteps(opened, {step}, QStringLiteral("ftd treasure"), io);
}

// The light of every square of the campaign's map as a fight reads it: one line per row, a letter per square
// (D darkness, d dim, w well lit, B brilliant), with the fight's light where the map is bright.
int runLight(const QStringList &arguments, const CliIo &io)
{
    auto options = readOptions(arguments, {QStringLiteral("--campaign")}, {});
    if (!options)
        return io.fail(QStringLiteral("%1\n%2").arg(options.errorMessage(), campaignUsage));
    if (!options->positional.isEmpty())
        return io.fail(QStringLiteral("unexpected '%1'\n%2").arg(options->positional.constFirst(), campaignUsage));
    auto table = openTable(options->value(QStringLiteral("--campaign")));
    if (!table)
        return io.fail(table.errorMessage());
    const auto fight = fightOf(table->state());
    const ftd::LightLevel fightLight = fight ? fight->light : ftd::LightLevel::WellLit;
    const BattleMap &map = table->session->table().scene.map;
    const QList<ftd::LightLevel> levels = FtdMapLight::all(BattleGrid(map), fightLight);
    QJsonArray rows;
    for (int y = 0; y < map.grid.height(); ++y) {
        QString row;
        for (int x = 0; x < map.grid.width(); ++x)
            row.append(QStringLiteral("DdwB").at(int(levels.at(qsizetype(y) * map.grid.width() + x))));
        rows.append(row);
    }
    io.printJson({{QStringLiteral("fightLight"), ftd::lightLevelName(fightLight)},
                  {QStringLiteral("legend"), QStringLiteral("D darkness, d dim, w well-lit, B brilliant")},
                  {QStringLiteral("rows"), rows}});
    return exitOk;
}

} // namespace

int runFtdCampaign(const QString &sub, const QStringList &arguments, const CliIo &io)
{
    if (arguments.contains(QStringLiteral("--help"))) {
        io.out << campaignUsage << '\n';
        return exitOk;
    }
    if (sub == QLatin1String("sheets"))
        return runSheets(arguments, io);
    if (sub == QLatin1String("drop"))
        return runDrop(arguments, io);
    if (sub == QLatin1String("weapons"))
        return runWeapons(arguments, io);
    if (sub == QLatin1String("light"))
        return runLight(arguments, io);
    return runTreasure(arguments, io);
}
