#include "masterysheetcommands.h"

#include "masterysheetprinter.h"
#include "rulesets/builtinmodules.h"
#include "rulesets/masteryroster.h"
#include "rulesets/masteryruleset.h"
#include "session/tablesession.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"

#include <QJsonArray>

using namespace battlemat;

namespace {

const QString usage =
    QStringLiteral("usage: battlemat-cli mastery-sheet list CAMPAIGN\n"
                   "       battlemat-cli mastery-sheet create CAMPAIGN SHEETS.json\n"
                   "       battlemat-cli mastery-sheet remove CAMPAIGN ID\n"
                   "       battlemat-cli mastery-sheet print CAMPAIGN --pdf OUT.pdf [--paper a4|letter] [ID...]");

/** The campaign opened on its table session, with the mastery system in force. */
struct OpenTable
{
    std::unique_ptr<CampaignStore> store;
    std::unique_ptr<TableSession> session;
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
    if (table.session->table().rules.ruleset != MasteryRuleset::moduleId())
        return Error{QStringLiteral("%1: the campaign does not play by the mastery rules; choose them first "
                                    "(battlemat-cli table with a {\"type\": \"rules.set\", \"ruleset\": \"mastery\"} "
                                    "step, or Settings > Rules modules)")
                         .arg(file)};
    return table;
}

int apPerTurn(const TableSession &session)
{
    const RulesModule *module = builtInModules().find(MasteryRuleset::moduleId());
    return module->settingsWithDefaults(session.table().rules.settings.value(MasteryRuleset::moduleId()))
        .value(QStringLiteral("apPerTurn"))
        .toInt(3);
}

QJsonObject moduleState(const TableSession &session)
{
    return session.table().modules.value(MasteryRuleset::moduleId());
}

// mastery-sheet list CAMPAIGN: one line per monster group, then per sheet, with every default filled in.
int runList(const QStringList &arguments, const CliIo &io)
{
    if (arguments.size() != 1)
        return io.fail(usage);
    auto table = openTable(arguments.constFirst());
    if (!table)
        return io.fail(table.errorMessage());
    auto roster = MasteryRoster::read(moduleState(*table->session), apPerTurn(*table->session));
    if (!roster)
        return io.fail(roster.errorMessage());
    for (const MonsterGroup &group : roster->groups) {
        int pool = 0;
        for (const MasteryCombatant &sheet : roster->sheets)
            pool += sheet.group == group.id ? sheet.mpMax : 0;
        QJsonObject line{{QStringLiteral("group"), group.id},
                         {QStringLiteral("name"), group.name},
                         {QStringLiteral("mpPool"), pool}};
        if (group.refSides > 0)
            line.insert(QStringLiteral("ref"), QStringLiteral("D%1").arg(group.refSides));
        io.printJson(line);
    }
    for (const MasteryCombatant &sheet : roster->sheets) {
        QJsonObject dice;
        for (auto it = sheet.dice.cbegin(); it != sheet.dice.cend(); ++it)
            dice.insert(it.key(), QStringLiteral("D%1").arg(it.value()));
        QJsonObject line{{QStringLiteral("id"), sheet.id},
                         {QStringLiteral("name"), sheet.name},
                         {QStringLiteral("side"), sheet.side},
                         {QStringLiteral("rank"), sheet.rank},
                         {QStringLiteral("mp"), sheet.mpMax},
                         {QStringLiteral("ap"), sheet.apPerTurn},
                         {QStringLiteral("health"), sheet.healthMax},
                         {QStringLiteral("dice"), dice}};
        if (!sheet.group.isEmpty())
            line.insert(QStringLiteral("group"), sheet.group);
        io.printJson(line);
    }
    return exitOk;
}

/** The steps a sheets file asks for: one sheet object, or {"groups": [...], "sheets": [...]}, groups first. */
Result<QList<QJsonObject>> stepsOf(const QString &file)
{
    auto object = readJsonObjectFile(file);
    if (!object)
        return object.error();
    const JsonContext where(file);
    QList<QJsonObject> steps;
    if (!object->contains(QStringLiteral("sheets")) && !object->contains(QStringLiteral("groups"))) {
        steps.append(
            {{QStringLiteral("type"), QStringLiteral("mastery.saveSheet")}, {QStringLiteral("sheet"), *object}});
        return steps;
    }
    for (const QString key : {QStringLiteral("groups"), QStringLiteral("sheets")}) {
        auto list = where.optionalArray(*object, key);
        if (!list)
            return list.error();
        for (qsizetype i = 0; i < list->size(); ++i) {
            if (!list->at(i).isObject())
                return where.child(key).at(i).error(QStringLiteral("expected an object"));
            const bool group = key == QLatin1String("groups");
            steps.append({{QStringLiteral("type"),
                           group ? QStringLiteral("mastery.saveGroup") : QStringLiteral("mastery.saveSheet")},
                          {group ? QStringLiteral("group") : QStringLiteral("sheet"), list->at(i).toObject()}});
        }
    }
    if (steps.isEmpty())
        return where.error(QStringLiteral("no sheet or group in the file"));
    return steps;
}

/** Runs the steps on the session; every one is tried on a copy of the roster first, so a bad one writes nothing. */
int runSteps(OpenTable &table, const QList<QJsonObject> &steps, const QString &source, const CliIo &io)
{
    QJsonObject dryRun = moduleState(*table.session);
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QString name = steps.at(i).value(QStringLiteral("type")).toString().mid(8); // after "mastery."
        const JsonContext where = JsonContext(source).child(QStringLiteral("entry")).at(i);
        if (Status checked = MasteryRoster::checkStep(name, steps.at(i), where); !checked)
            return io.fail(checked.errorMessage());
        auto tried = MasteryRoster::apply(name, steps.at(i), dryRun, apPerTurn(*table.session), where);
        if (!tried)
            return io.fail(tried.errorMessage());
    }
    for (const QJsonObject &step : steps) {
        auto parsed = table.session->parseStep(step, JsonContext(source));
        if (!parsed)
            return io.fail(parsed.errorMessage());
        const CommandOutcome outcome = table.session->apply(std::get<std::shared_ptr<const TableCommand>>(*parsed));
        if (!outcome.ok)
            return io.fail(outcome.error);
        for (const QJsonObject &event : outcome.events)
            io.printJson(event);
    }
    return exitOk;
}

// mastery-sheet create CAMPAIGN SHEETS.json: new sheets and groups, or new versions of those with the same id.
int runCreate(const QStringList &arguments, const CliIo &io)
{
    if (arguments.size() != 2)
        return io.fail(usage);
    auto steps = stepsOf(arguments.at(1));
    if (!steps)
        return io.fail(steps.errorMessage());
    auto table = openTable(arguments.constFirst());
    if (!table)
        return io.fail(table.errorMessage());
    OpenTable opened = std::move(table).value();
    return runSteps(opened, *steps, arguments.at(1), io);
}

// mastery-sheet remove CAMPAIGN ID: a sheet, or a monster group nobody is in any more.
int runRemove(const QStringList &arguments, const CliIo &io)
{
    if (arguments.size() != 2)
        return io.fail(usage);
    auto table = openTable(arguments.constFirst());
    if (!table)
        return io.fail(table.errorMessage());
    const QString id = arguments.at(1);
    bool isGroup = false;
    for (const QJsonObject &group : MasteryRoster::groups(moduleState(*table->session)))
        isGroup = isGroup || group.value(QStringLiteral("id")).toString() == id;
    const QJsonObject step{{QStringLiteral("type"),
                            isGroup ? QStringLiteral("mastery.removeGroup") : QStringLiteral("mastery.removeSheet")},
                           {QStringLiteral("id"), id}};
    OpenTable opened = std::move(table).value();
    return runSteps(opened, {step}, QStringLiteral("ID"), io);
}

// mastery-sheet print CAMPAIGN --pdf OUT.pdf [--paper a4|letter] [ID...]: the sheets (all, or those named).
int runPrint(QStringList arguments, const CliIo &io)
{
    QString pdf;
    QString paperName = QStringLiteral("a4");
    for (const QString option : {QStringLiteral("--pdf"), QStringLiteral("--paper")}) {
        const qsizetype at = arguments.indexOf(option);
        if (at < 0)
            continue;
        if (at + 1 >= arguments.size())
            return io.fail(QStringLiteral("%1 needs a value").arg(option));
        (option == QLatin1String("--pdf") ? pdf : paperName) = arguments.at(at + 1);
        arguments.remove(at, 2);
    }
    if (arguments.isEmpty() || pdf.isEmpty())
        return io.fail(usage);
    const auto paper = CharacterSheetPrinter::paperFromName(paperName);
    if (!paper)
        return io.fail(QStringLiteral("--paper: unknown paper '%1' (expected a4 or letter)").arg(paperName));
    auto table = openTable(arguments.constFirst());
    if (!table)
        return io.fail(table.errorMessage());
    auto roster = MasteryRoster::read(moduleState(*table->session), apPerTurn(*table->session));
    if (!roster)
        return io.fail(roster.errorMessage());
    QList<MasteryCombatant> chosen;
    const QStringList ids = arguments.mid(1);
    for (const QString &id : ids) {
        const auto found = std::find_if(roster->sheets.cbegin(), roster->sheets.cend(),
                                        [&](const MasteryCombatant &sheet) { return sheet.id == id; });
        if (found == roster->sheets.cend())
            return io.fail(QStringLiteral("ID: the campaign has no mastery sheet '%1'").arg(id));
        chosen.append(*found);
    }
    if (ids.isEmpty())
        chosen = roster->sheets;
    if (chosen.isEmpty())
        return io.fail(QStringLiteral("%1: the campaign has no mastery sheet to print").arg(arguments.constFirst()));
    if (auto written = MasterySheetPrinter::exportPdf(pdf, chosen, roster->groups, *paper); !written)
        return io.fail(written.errorMessage());
    io.printJson({{QStringLiteral("pdf"), pdf},
                  {QStringLiteral("sheets"), int(chosen.size())},
                  {QStringLiteral("paper"), paperName.toLower()}});
    return exitOk;
}

int runMasterySheet(const QStringList &arguments, const CliIo &io)
{
    if (arguments.isEmpty())
        return io.fail(usage);
    const QString sub = arguments.constFirst();
    const QStringList rest = arguments.mid(1);
    if (sub == QLatin1String("list"))
        return runList(rest, io);
    if (sub == QLatin1String("create"))
        return runCreate(rest, io);
    if (sub == QLatin1String("remove"))
        return runRemove(rest, io);
    if (sub == QLatin1String("print"))
        return runPrint(rest, io);
    return io.fail(QStringLiteral("'%1' is not a mastery-sheet subcommand; use list, create, remove or print\n%2")
                       .arg(sub, usage));
}

} // namespace

CliCommand masterySheetCliCommand()
{
    return {
        QStringLiteral("mastery-sheet"),
        QStringLiteral("mastery-sheet list|create|remove|print CAMPAIGN ...   the campaign's mastery characters and "
                       "monster groups"),
        runMasterySheet, usage};
}
