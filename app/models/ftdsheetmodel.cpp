#include "ftdsheetmodel.h"

#include "core/filewriter.h"
#include "core/jsonreader.h"
#include "fivetorches/ftdcharacter.h"
#include "fivetorches/ftdmonster.h"
#include "fivetorches/ftdtables.h"
#include "ftdsheetprinter.h"

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

bool FtdSheetModel::monster() const
{
    return m_sheet.value(QStringLiteral("format")).toString() == QLatin1String("battlemat-ftd-monster");
}

bool FtdSheetModel::fail(const QString &message)
{
    m_error = message;
    m_status.clear();
    Q_EMIT changed();
    return false;
}

QString FtdSheetModel::check(const QJsonObject &sheet) const
{
    const auto &tables = FtdTables::standard();
    if (!tables)
        return tables.errorMessage();
    const JsonContext where(QFileInfo(m_fileName).fileName());
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
    if (AbilityScores::names().contains(key)) {
        QJsonObject abilities = sheet.value(QStringLiteral("abilities")).toObject();
        if (abilities.isEmpty())
            for (const QString &ability : AbilityScores::names())
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
    m_error.clear();
    m_status = tr("Changed, not saved yet");
    Q_EMIT changed();
    return true;
}

bool FtdSheetModel::save()
{
    if (!loaded())
        return fail(tr("Open a sheet first."));
    auto written = FileWriter::write(m_fileName, QJsonDocument(m_sheet).toJson(QJsonDocument::Indented));
    if (!written)
        return fail(written.errorMessage());
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
    const JsonContext where(QFileInfo(m_fileName).fileName());
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
            tr("Resilience %1 h (the CON score), %2 adventured").arg(pc->resilience()).arg(pc->hoursAdventured)};
}
