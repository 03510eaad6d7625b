#include "ftdsheetmodel.h"

#include "core/filewriter.h"
#include "core/jsonreader.h"
#include "encountercontroller.h"
#include "fivetorches/ftdcharacter.h"
#include "fivetorches/ftdmonster.h"
#include "fivetorches/ftdtables.h"
#include "ftdrefusaltexts.h"
#include "ftdsheetprinter.h"
#include "rulesets/fivetorchesruleset.h"
#include "rulesets/fivetorchessheets.h"
#include "session/tablesession.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QUrl>

using namespace battlemat;
using namespace battlemat::ftd;

namespace {

QString pathOf(const QString &file)
{
    const QUrl url(file);
    return url.isLocalFile() ? url.toLocalFile() : file;
}

QString signedNumber(int value)
{
    return value >= 0 ? QStringLiteral("+%1").arg(value) : QString::number(value);
}

} // namespace

FtdSheetModel::FtdSheetModel(QObject *parent)
    : QObject(parent)
{}

EncounterController *FtdSheetModel::table() const
{
    return m_table;
}

void FtdSheetModel::setTable(EncounterController *table)
{
    if (m_table == table)
        return;
    if (m_table)
        disconnect(m_table, nullptr, this, nullptr);
    m_table = table;
    if (m_table)
        connect(m_table, &EncounterController::tableChanged, this, &FtdSheetModel::reload);
    reload();
    Q_EMIT tableChanged();
}

QJsonObject FtdSheetModel::moduleState() const
{
    if (!m_table || !m_table->session() || m_table->session()->table().rules.ruleset != FiveTorchesRuleset::moduleId())
        return {};
    return m_table->session()->table().modules.value(FiveTorchesRuleset::moduleId());
}

bool FtdSheetModel::campaign() const
{
    return m_table && m_table->session() && m_table->session()->table().rules.ruleset == FiveTorchesRuleset::moduleId();
}

void FtdSheetModel::reload()
{
    const QJsonObject state = moduleState();
    const QJsonValue sheets = state.value(FtdSheets::key);
    if (sheets == m_storedState.value(FtdSheets::key) && campaign() == !m_storedState.isEmpty())
        return;
    m_storedState = campaign() ? QJsonObject{{FtdSheets::key, sheets}, {QStringLiteral("on"), true}} : QJsonObject();
    // Play (a fight's wounds, an injury) or undo changed the open stored sheet: show it as the campaign has it now,
    // unless the GM is editing it.
    if (!m_storedId.isEmpty() && !m_dirty) {
        if (const auto stored = FtdSheets::find(state, m_storedId)) {
            m_sheet = stored->sheet;
        } else {
            m_storedId.clear();
            m_sheet = {};
        }
        Q_EMIT changed();
    }
    Q_EMIT storedChanged();
}

QVariantList FtdSheetModel::stored() const
{
    QVariantList list;
    const auto &tables = FtdTables::standard();
    for (const FtdSheets::Stored &sheet : FtdSheets::list(moduleState())) {
        QString text;
        if (sheet.monster()) {
            text = tr("%1 HD monster").arg(sheet.sheet.value(QStringLiteral("hd")).toInt());
        } else if (tables) {
            if (auto pc = FtdCharacter::fromJson(sheet.sheet, JsonContext(sheet.id), *tables))
                text = tr("Level %1, HP %2 of %3").arg(pc->level).arg(pc->hitPoints).arg(pc->maxHitPoints);
        }
        list.append(QVariantMap{{QStringLiteral("id"), sheet.id},
                                {QStringLiteral("name"), sheet.name()},
                                {QStringLiteral("monster"), sheet.monster()},
                                {QStringLiteral("text"), text}});
    }
    return list;
}

bool FtdSheetModel::openStored(const QString &id)
{
    const auto stored = FtdSheets::find(moduleState(), id);
    if (!stored)
        return fail(tr("The campaign has no sheet %1.").arg(id));
    m_sheet = stored->sheet;
    m_storedId = id;
    m_fileName.clear();
    m_dirty = false;
    m_error.clear();
    m_status = tr("Stored in the campaign");
    Q_EMIT changed();
    return true;
}

void FtdSheetModel::newSheet(bool monster)
{
    const QJsonObject abilities{{QStringLiteral("STR"), 10}, {QStringLiteral("DEX"), 10}, {QStringLiteral("CON"), 10},
                                {QStringLiteral("INT"), 10}, {QStringLiteral("WIS"), 10}, {QStringLiteral("CHA"), 10}};
    if (monster)
        m_sheet = {{QStringLiteral("format"), QStringLiteral("battlemat-ftd-monster")},
                   {QStringLiteral("version"), 1},
                   {QStringLiteral("name"), tr("New monster")},
                   {QStringLiteral("hd"), 1},
                   {QStringLiteral("armorClass"), 12},
                   {QStringLiteral("attack"), 1},
                   {QStringLiteral("damage"), QStringLiteral("1d6")},
                   {QStringLiteral("abilities"), abilities}};
    else
        m_sheet = {{QStringLiteral("format"), QStringLiteral("battlemat-ftd-character")},
                   {QStringLiteral("version"), 1},
                   {QStringLiteral("name"), tr("New character")},
                   {QStringLiteral("level"), 1},
                   {QStringLiteral("maxHitPoints"), 8},
                   {QStringLiteral("armorClass"), 10},
                   {QStringLiteral("abilities"), abilities}};
    m_storedId.clear();
    m_fileName.clear();
    m_dirty = true;
    m_error.clear();
    m_status = tr("New, not saved yet");
    Q_EMIT changed();
}

bool FtdSheetModel::runStep(const QJsonObject &step, const QString &done)
{
    if (!campaign())
        return fail(tr("Sheets are stored in a campaign that plays by Five Torches Deep (Settings > Rules modules)."));
    if (!m_table->run(step))
        return fail(m_table->errorMessage());
    m_error.clear();
    m_status = done;
    Q_EMIT changed();
    return true;
}

bool FtdSheetModel::saveToCampaign()
{
    if (!loaded())
        return fail(tr("Open a sheet first."));
    QJsonObject step{{QStringLiteral("type"), QStringLiteral("fiveTorchesDeep.saveSheet")},
                     {QStringLiteral("sheet"), m_sheet}};
    const QString id = m_storedId.isEmpty()
                           ? FtdSheets::freeId(moduleState(), m_sheet.value(QStringLiteral("name")).toString())
                           : m_storedId;
    step.insert(QStringLiteral("id"), id);
    const bool wasDirty = m_dirty;
    m_dirty = false; // the reload the step causes shows the sheet as stored
    if (!runStep(step, tr("Saved in the campaign"))) {
        m_dirty = wasDirty;
        return false;
    }
    m_storedId = id;
    m_fileName.clear();
    Q_EMIT changed();
    return true;
}

bool FtdSheetModel::importFile(const QString &file)
{
    if (!open(file))
        return false;
    m_fileName.clear();
    m_storedId.clear(); // a new sheet, even when one of that name is stored
    if (!saveToCampaign())
        return false;
    m_status = tr("Imported %1 into the campaign").arg(QFileInfo(pathOf(file)).fileName());
    Q_EMIT changed();
    return true;
}

bool FtdSheetModel::removeStored(const QString &id)
{
    if (!runStep({{QStringLiteral("type"), QStringLiteral("fiveTorchesDeep.removeSheet")}, {QStringLiteral("id"), id}},
                 tr("Removed from the campaign")))
        return false;
    if (id == m_storedId) {
        m_storedId.clear();
        m_sheet = {};
        Q_EMIT changed();
    }
    return true;
}

bool FtdSheetModel::dropItem(const QString &name)
{
    if (m_storedId.isEmpty())
        return fail(tr("Save the sheet in the campaign first."));
    if (m_dirty)
        return fail(tr("Save your changes first."));
    return runStep({{QStringLiteral("type"), QStringLiteral("fiveTorchesDeep.drop")},
                    {QStringLiteral("id"), m_storedId},
                    {QStringLiteral("items"), QJsonArray{QJsonObject{{QStringLiteral("name"), name}}}}},
                   tr("Dropped one %1").arg(name));
}

bool FtdSheetModel::monster() const
{
    return m_sheet.value(QStringLiteral("format")).toString() == QLatin1String("battlemat-ftd-monster");
}

bool FtdSheetModel::fail(const QString &message)
{
    m_error = FtdRefusalTexts::translate(message);
    m_status.clear();
    Q_EMIT changed();
    return false;
}

QString FtdSheetModel::check(const QJsonObject &sheet) const
{
    const auto &tables = FtdTables::standard();
    if (!tables)
        return tables.errorMessage();
    const JsonContext where(m_fileName.isEmpty() ? tr("sheet") : QFileInfo(m_fileName).fileName());
    if (sheet.value(QStringLiteral("format")).toString() == QLatin1String("battlemat-ftd-monster")) {
        auto read = FtdMonster::fromJson(sheet, where, *tables);
        return read ? QString() : read.errorMessage();
    }
    auto read = FtdCharacter::fromJson(sheet, where, *tables);
    return read ? QString() : read.errorMessage();
}

bool FtdSheetModel::open(const QString &file)
{
    const QString path = pathOf(file);
    auto object = readJsonObjectFile(path);
    if (!object)
        return fail(object.errorMessage());
    const QString previous = m_fileName;
    m_fileName = path;
    if (const QString problem = check(*object); !problem.isEmpty()) {
        m_fileName = previous;
        return fail(problem);
    }
    m_sheet = *object;
    m_storedId.clear();
    m_dirty = false;
    m_error.clear();
    m_status = tr("Opened %1").arg(QFileInfo(path).fileName());
    Q_EMIT changed();
    return true;
}

bool FtdSheetModel::set(const QString &key, const QVariant &value)
{
    if (!loaded())
        return fail(tr("Open a sheet first."));
    QJsonObject sheet = m_sheet;
    if (ftd::AbilityScores::names().contains(key)) {
        QJsonObject abilities = sheet.value(QStringLiteral("abilities")).toObject();
        if (abilities.isEmpty())
            for (const QString &ability : ftd::AbilityScores::names())
                abilities.insert(ability, 10);
        abilities.insert(key, value.toInt());
        sheet.insert(QStringLiteral("abilities"), abilities);
    } else {
        sheet.insert(key, QJsonValue::fromVariant(value));
    }
    if (sheet == m_sheet)
        return true;
    // Hit points follow a lowered maximum, as the sheet keeps them at most the maximum.
    if (key == QLatin1String("maxHitPoints") && sheet.contains(QStringLiteral("hitPoints")) &&
        sheet.value(QStringLiteral("hitPoints")).toInt() > value.toInt())
        sheet.insert(QStringLiteral("hitPoints"), value.toInt());
    if (const QString problem = check(sheet); !problem.isEmpty())
        return fail(problem);
    m_sheet = sheet;
    m_dirty = true;
    m_error.clear();
    m_status = tr("Changed, not saved yet");
    Q_EMIT changed();
    return true;
}

bool FtdSheetModel::save()
{
    if (!loaded())
        return fail(tr("Open a sheet first."));
    // A stored sheet, or a new one, goes to the campaign; a file opened from disk back to its file.
    if (m_fileName.isEmpty())
        return saveToCampaign();
    auto written = FileWriter::write(m_fileName, QJsonDocument(m_sheet).toJson(QJsonDocument::Indented));
    if (!written)
        return fail(written.errorMessage());
    m_dirty = false;
    m_error.clear();
    m_status = tr("Saved %1").arg(QFileInfo(m_fileName).fileName());
    Q_EMIT changed();
    return true;
}

bool FtdSheetModel::exportPdf(const QString &file)
{
    const auto &tables = FtdTables::standard();
    if (!loaded() || !tables)
        return fail(tr("Open a sheet first."));
    const JsonContext where(m_fileName.isEmpty() ? tr("sheet") : QFileInfo(m_fileName).fileName());
    QList<FtdCharacter> characters;
    QList<FtdMonster> monsters;
    if (monster())
        monsters.append(*FtdMonster::fromJson(m_sheet, where, *tables));
    else
        characters.append(*FtdCharacter::fromJson(m_sheet, where, *tables));
    const QString path = pathOf(file);
    auto written = FtdSheetPrinter::exportPdf(path, characters, monsters, false);
    if (!written)
        return fail(written.errorMessage());
    m_error.clear();
    m_status = tr("Printed to %1").arg(QFileInfo(path).fileName());
    Q_EMIT changed();
    return true;
}

QStringList FtdSheetModel::items() const
{
    QStringList list;
    const auto &tables = FtdTables::standard();
    if (!loaded() || monster() || !tables)
        return list;
    auto pc = FtdCharacter::fromJson(m_sheet, JsonContext(m_fileName), *tables);
    if (!pc)
        return list;
    for (const CarriedItem &item : pc->items)
        list.append(item.count > 1
                        ? tr("%1 × %2 (loads: %3)").arg(item.count).arg(item.name).arg(item.count * item.loads)
                        : tr("%1 (loads: %2)").arg(item.name).arg(item.loads));
    return list;
}

QStringList FtdSheetModel::itemNames() const
{
    QStringList names;
    for (const QJsonValue &item : m_sheet.value(QStringLiteral("items")).toArray())
        names.append(item.toObject().value(QStringLiteral("name")).toString());
    return monster() ? QStringList() : names;
}

QStringList FtdSheetModel::derived() const
{
    const auto &tables = FtdTables::standard();
    if (!loaded() || !tables)
        return {};
    const JsonContext where(m_fileName);
    if (monster()) {
        auto block = FtdMonster::fromJson(m_sheet, where, *tables);
        if (!block)
            return {};
        const int morale = block->moraleBonus + block->abilities.modifier(QStringLiteral("WIS"));
        return {tr("HP %1 (from %2 HD unless given), morale bonus %3")
                    .arg(block->maxHitPoints)
                    .arg(block->hitDice)
                    .arg(signedNumber(block->moraleBonus)),
                tr("Morale check: d20 %1 against DC 11").arg(signedNumber(morale)),
                tr("Loot carried: %1d20 gp").arg(block->hitDice)};
    }
    auto pc = FtdCharacter::fromJson(m_sheet, where, *tables);
    if (!pc)
        return {};
    const Encumbrance load = pc->encumbrance();
    QString loads = tr("Loads %1 of %2 (the STR score)").arg(load.loads).arg(load.strength);
    if (load.loadsOver() > 0)
        loads += tr(": %1 over, -%2 ft, disadvantage on all checks").arg(load.loadsOver()).arg(load.loadsOver() * 5);
    return {loads, tr("Speed %1 ft%2").arg(pc->speedFeet()).arg(load.helpless() ? tr(" (helpless)") : QString()),
            tr("Proficiency %1 · best modifier %2 (the roll to return)")
                .arg(signedNumber(pc->proficiency), signedNumber(pc->bestModifier())),
            tr("Resilience %1 h (the CON score), %2 adventured%3")
                .arg(pc->resilience())
                .arg(pc->hoursAdventured)
                .arg(pc->exhausted ? tr(", exhausted") : QString()),
            tr("XP %1").arg(pc->xp)};
}
