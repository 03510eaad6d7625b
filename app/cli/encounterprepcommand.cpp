#include "encounterprepcommand.h"

#include "encounterprinter.h"
#include "monsterscommands.h"
#include "orcus/monstertables.h"
#include "orcus/statblockjson.h"
#include "rulesets/builtinmodules.h"
#include "rulesets/orcusruleset.h"
#include "session/tablestatestore.h"
#include "sheet/herocharacterjson.h"
#include "storage/campaignstore.h"

#include <QGuiApplication>

using namespace battlemat;

namespace {

const QString usage = QStringLiteral(
    "usage: battlemat-cli encounter budget --party N --level L [ID[=COUNT]...] [--from FILE.md|DIR] [--grades "
    "E,S,H,D]\n"
    "       battlemat-cli encounter prepare CAMPAIGN NAME --party N --level L ID[=COUNT]... [--group ID]... "
    "[--from FILE.md|DIR] [--map MAPID]\n"
    "       battlemat-cli encounter start CAMPAIGN ENCOUNTER [--stat-blocks FILE.json] [--seed N] [--decisions JSON]\n"
    "       battlemat-cli encounter print CAMPAIGN ENCOUNTER --pdf OUT.pdf [--paper a4|letter]\n"
    "budget: the XP budget of a party (size x a standard monster's XP at its level) with Battlemat's grades (easy, "
    "standard, hard, deadly at 0.75, 1, 1.5, 2 times the budget; --grades sets other factors), and the "
    "total of the monsters named (the bundled Orcus 1.0 monsters without --from). prepare: stores the encounter in the "
    "campaign as the encounter builder does (the same name replaces it; monsters from the campaign's library, then "
    "--from or the bundled ones; --group ID: those monsters roll one initiative together; --map: the campaign map "
    "`simulate` fights it on, else the default open map). start: places the prepared encounter's monsters on the "
    "campaign's map and starts it, as the builder's Start encounter does (--decisions: the answers to the modules' "
    "offers "
    "on the heroes' initiative, e.g. '[{\"kind\": \"moduleOffer\", \"answer\": true}]'; none: declined). print: a "
    "prepared encounter of the "
    "campaign (its id or name) as the game master's PDF: the initiative and hit-point tracking sheet, then the stat "
    "blocks as cards.");

} // namespace

// The prepared encounter of the campaign with this id or name.
Result<PreparedEncounter> preparedEncounter(const CampaignStore &store, const QString &wanted)
{
    auto encounters = store.entities(EntityKind::Encounter);
    if (!encounters)
        return encounters.error();
    QStringList names;
    for (const EntitySummary &summary : *encounters) {
        auto document = store.entity(EntityKind::Encounter, summary.id);
        if (!document || !document->contains(QStringLiteral("prepared")))
            continue;
        names.append(summary.id);
        if (summary.id == wanted || summary.name == wanted)
            return PreparedEncounter::fromJson(*document, JsonContext(summary.id));
    }
    return Error{names.isEmpty() ? QStringLiteral("the campaign holds no prepared encounter")
                                 : QStringLiteral("no prepared encounter '%1' (the campaign has %2)")
                                       .arg(wanted, names.join(QStringLiteral(", ")))};
}

namespace {

// The grades of the budget the campaign's rules set (Settings > Rules modules, Orcus), as the builder shows them.
Result<EncounterGrades> campaignGrades(CampaignStore &store)
{
    TableState table;
    if (Status loaded = TableStateStore::load(store, builtInModules(), &table); !loaded)
        return loaded.error();
    return orcusSettingsOf(table.rules).encounterGrades;
}

// A whole number within [min, max], or why not.
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

int runPrepare(const QStringList &arguments, const CliIo &io)
{
    QStringList positional, groups;
    QString from, party, level, map, error;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString argument = arguments.at(i);
        if (argument == QLatin1String("--group")) {
            if (i + 1 >= arguments.size())
                return io.fail(QStringLiteral("--group needs a monster id\n%1").arg(usage));
            groups.append(arguments.at(++i));
        } else if (argument == QLatin1String("--from") || argument == QLatin1String("--party") ||
                   argument == QLatin1String("--level") || argument == QLatin1String("--map")) {
            if (i + 1 >= arguments.size())
                return io.fail(QStringLiteral("%1 needs a value\n%2").arg(argument, usage));
            (argument == QLatin1String("--from")    ? from
             : argument == QLatin1String("--party") ? party
             : argument == QLatin1String("--map")   ? map
                                                    : level) = arguments.at(++i);
        } else if (argument.startsWith(QLatin1String("--"))) {
            return io.fail(QStringLiteral("unknown option '%1'\n%2").arg(argument, usage));
        } else {
            positional.append(argument);
        }
    }
    if (positional.size() < 3 || party.isEmpty() || level.isEmpty())
        return io.fail(QStringLiteral("prepare needs CAMPAIGN, NAME, --party N, --level L and a monster\n") + usage);
    PreparedEncounter encounter;
    encounter.name = positional.at(1).trimmed();
    if (encounter.name.isEmpty())
        return io.fail(QStringLiteral("the encounter needs a name"));
    if (!readNumber(QStringLiteral("--party"), party, 1, 20, &encounter.partySize, &error) ||
        !readNumber(QStringLiteral("--level"), level, 1, 30, &encounter.partyLevel, &error))
        return io.fail(error);
    auto store = CampaignStore::open(positional.at(0));
    if (!store)
        return io.fail(store.errorMessage());
    auto grades = campaignGrades(**store);
    if (!grades)
        return io.fail(grades.errorMessage());
    encounter.grades = *grades;
    if (!map.isEmpty()) {
        if (auto found = (*store)->map(map); !found)
            return io.fail(QStringLiteral("--map: %1").arg(found.errorMessage()));
        encounter.simulationMap = map;
    }
    auto library = loadMonsterBlocks(from);
    if (!library)
        return io.fail(library.errorMessage());
    for (const QString &argument : positional.mid(2)) {
        const QString id = argument.section(QLatin1Char('='), 0, 0);
        int count = 1;
        if (argument.contains(QLatin1Char('=')) &&
            !readNumber(id, argument.section(QLatin1Char('='), 1), 1, 100, &count, &error))
            return io.fail(error);
        // The campaign's own monsters (imported, templated) first, as the window's library lists them.
        std::optional<StatBlock> found;
        if (auto stored = (*store)->entity(EntityKind::Monster, id)) {
            auto block = statBlockFromJson(*stored, JsonContext(id));
            if (!block)
                return io.fail(block.errorMessage());
            found = *block;
        }
        for (qsizetype i = 0; !found && i < library->size(); ++i) {
            if (library->at(i).id == id)
                found = library->at(i);
        }
        if (!found)
            return io.fail(QStringLiteral("no monster '%1' (monsters list names them)").arg(id));
        encounter.monsters.append({*found, count, groups.contains(id)});
    }
    for (const QString &group : std::as_const(groups)) {
        const bool listed = std::any_of(encounter.monsters.cbegin(), encounter.monsters.cend(),
                                        [&](const EncounterBudget::Entry &entry) { return entry.monster.id == group; });
        if (!listed)
            return io.fail(QStringLiteral("--group: '%1' is not one of the encounter's monsters").arg(group));
    }
    const QJsonObject document = encounter.toJson();
    QString id;
    auto existing = (*store)->entities(EntityKind::Encounter);
    if (!existing)
        return io.fail(existing.errorMessage());
    for (const EntitySummary &summary : *existing) {
        if (summary.name == encounter.name)
            id = summary.id;
    }
    if (!id.isEmpty()) {
        if (auto put = (*store)->putEntity(EntityKind::Encounter, id, document); !put)
            return io.fail(put.errorMessage());
    } else {
        auto added = (*store)->addEntity(EntityKind::Encounter, document);
        if (!added)
            return io.fail(added.errorMessage());
        id = *added;
    }
    QJsonObject printed = encounter.budget(*MonsterTables::standard()).toJson();
    printed.insert(QStringLiteral("id"), id);
    printed.insert(QStringLiteral("name"), encounter.name);
    io.printJson(printed);
    return exitOk;
}

int runPrint(const QStringList &arguments, const CliIo &io)
{
    QStringList positional;
    QString pdf, paperName = QStringLiteral("a4");
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString argument = arguments.at(i);
        if (argument == QLatin1String("--pdf") || argument == QLatin1String("--paper")) {
            if (i + 1 >= arguments.size() || arguments.at(i + 1).isEmpty())
                return io.fail(QStringLiteral("%1 needs a value\n%2").arg(argument, usage));
            (argument == QLatin1String("--pdf") ? pdf : paperName) = arguments.at(++i);
        } else if (argument.startsWith(QLatin1String("--"))) {
            return io.fail(QStringLiteral("unknown option '%1'\n%2").arg(argument, usage));
        } else {
            positional.append(argument);
        }
    }
    if (positional.size() != 2 || pdf.isEmpty())
        return io.fail(QStringLiteral("print needs CAMPAIGN, ENCOUNTER and --pdf OUT.pdf\n") + usage);
    const auto paper = CharacterSheetPrinter::paperFromName(paperName);
    if (!paper)
        return io.fail(QStringLiteral("--paper: unknown paper '%1' (expected a4 or letter)").arg(paperName));
    auto store = CampaignStore::open(positional.at(0));
    if (!store)
        return io.fail(store.errorMessage());
    auto found = preparedEncounter(**store, positional.at(1));
    if (!found)
        return io.fail(found.errorMessage());
    auto grades = campaignGrades(**store);
    if (!grades)
        return io.fail(grades.errorMessage());
    PreparedEncounter prepared = *found;
    prepared.grades = *grades;
    const PreparedEncounter *encounter = &prepared;
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return io.fail(QStringLiteral("--pdf needs the offscreen GUI platform, which could not start"));
    // The campaign's heroes head the tracking sheet with their sheets' numbers.
    QList<HeroCharacter> party;
    auto characters = (*store)->entities(EntityKind::Character);
    for (const EntitySummary &summary : characters ? *characters : QList<EntitySummary>()) {
        auto document = (*store)->entity(EntityKind::Character, summary.id);
        if (!document)
            continue;
        if (auto hero = heroCharacterFromJson(*document, JsonContext(summary.id)))
            party.append(*hero);
    }
    if (auto written = EncounterPrinter::exportPdf(pdf, *encounter, *paper, party); !written)
        return io.fail(written.errorMessage());
    int creatures = std::max(encounter->partySize, int(party.size()));
    for (const EncounterBudget::Entry &entry : encounter->monsters)
        creatures += entry.count;
    io.printJson({{QStringLiteral("pdf"), pdf},
                  {QStringLiteral("encounter"), encounter->name},
                  {QStringLiteral("rows"), creatures},
                  {QStringLiteral("paper"), paperName.toLower()}});
    return exitOk;
}

} // namespace

CliCommand encounterCliCommand()
{
    return {QStringLiteral("encounter"),
            QStringLiteral("encounter budget|prepare|start|print ...   XP budget table; prepared encounters, their "
                           "start and their PDF"),
            [](const QStringList &arguments, const CliIo &io) {
                if (arguments.isEmpty())
                    return io.fail(usage);
                const QString sub = arguments.constFirst();
                if (sub == QLatin1String("budget"))
                    return runMonstersBudget(arguments.mid(1), io);
                if (sub == QLatin1String("prepare"))
                    return runPrepare(arguments.mid(1), io);
                if (sub == QLatin1String("print"))
                    return runPrint(arguments.mid(1), io);
                if (sub == QLatin1String("start"))
                    return runEncounterStart(arguments.mid(1), io);
                return io.fail(QStringLiteral("unknown subcommand '%1'\n%2").arg(sub, usage));
            },
            usage};
}
