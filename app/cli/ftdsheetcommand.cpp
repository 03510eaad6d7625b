// `battlemat-cli ftd sheet FILE.json... [--pdf OUT.pdf [--paper a4|letter]]`: Five Torches Deep character sheets and
// monster stat blocks, their derived numbers as JSON, or printed one page each (docs/cli.md, "ftd").
#include "ftdcommands.h"

#include "core/jsonreader.h"
#include "fivetorches/ftdcharacter.h"
#include "fivetorches/ftdmonster.h"
#include "fivetorches/ftdtables.h"
#include "ftdsheetprinter.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QJsonArray>

using namespace battlemat;
using namespace battlemat::ftd;

namespace {

const QString sheetUsage =
    QStringLiteral("usage: battlemat-cli ftd sheet FILE.json [FILE.json...] [--pdf OUT.pdf [--paper a4|letter]]");

QJsonObject characterJson(const FtdCharacter &pc)
{
    const Encumbrance load = pc.encumbrance();
    QJsonArray weapons;
    for (const WeaponAttack &attack : pc.weaponAttacks())
        weapons.append(attack.toJson());
    return {{QStringLiteral("kind"), QStringLiteral("character")},
            {QStringLiteral("name"), pc.name},
            {QStringLiteral("level"), pc.level},
            {QStringLiteral("loads"), load.loads},
            {QStringLiteral("strength"), load.strength},
            {QStringLiteral("loadsOver"), load.loadsOver()},
            {QStringLiteral("speedFeet"), pc.speedFeet()},
            {QStringLiteral("disadvantageOnAllChecks"), pc.disadvantageOnAllChecks()},
            {QStringLiteral("helpless"), load.helpless()},
            {QStringLiteral("resilience"), pc.resilience()},
            {QStringLiteral("bestModifier"), pc.bestModifier()},
            {QStringLiteral("proficiency"), pc.proficiency},
            {QStringLiteral("weapons"), weapons}};
}

QJsonObject monsterJson(const FtdMonster &monster)
{
    return {{QStringLiteral("kind"), QStringLiteral("monster")},
            {QStringLiteral("name"), monster.name},
            {QStringLiteral("hd"), monster.hitDice},
            {QStringLiteral("hitPoints"), monster.maxHitPoints},
            {QStringLiteral("armorClass"), monster.armorClass},
            {QStringLiteral("attack"), monster.attackBonus},
            {QStringLiteral("damage"), monster.damage.text()},
            {QStringLiteral("moraleModifier"), monster.moraleBonus + monster.abilities.modifier(QStringLiteral("WIS"))},
            {QStringLiteral("loot"), QStringLiteral("%1d20 gp").arg(monster.hitDice)}};
}

} // namespace

int runFtdSheet(const QStringList &arguments, const CliIo &io)
{
    QStringList files;
    QString pdf;
    QString paper = QStringLiteral("a4");
    bool paperGiven = false;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == QLatin1String("--pdf") || argument == QLatin1String("--paper")) {
            if (i + 1 >= arguments.size())
                return io.fail(QStringLiteral("%1 needs a value\n%2").arg(argument, sheetUsage));
            paperGiven = paperGiven || argument == QLatin1String("--paper");
            (argument == QLatin1String("--pdf") ? pdf : paper) = arguments.at(++i);
        } else if (argument.startsWith(QLatin1String("--"))) {
            return io.fail(QStringLiteral("unknown option '%1'\n%2").arg(argument, sheetUsage));
        } else {
            files.append(argument);
        }
    }
    if (files.isEmpty())
        return io.fail(QStringLiteral("give one or more character or monster files\n%1").arg(sheetUsage));
    if (paperGiven && pdf.isEmpty())
        return io.fail(QStringLiteral("--paper only goes with --pdf\n%1").arg(sheetUsage));
    if (paper.compare(QLatin1String("a4"), Qt::CaseInsensitive) != 0 &&
        paper.compare(QLatin1String("letter"), Qt::CaseInsensitive) != 0)
        return io.fail(QStringLiteral("--paper: '%1' is not a4 or letter").arg(paper));
    const auto &tables = FtdTables::standard();
    if (!tables)
        return io.fail(tables.errorMessage());
    // Every file is read before anything is written: one bad file writes no PDF at all.
    QList<FtdCharacter> characters;
    QList<FtdMonster> monsters;
    QJsonArray sheets;
    for (const QString &file : std::as_const(files)) {
        auto object = readJsonObjectFile(file);
        if (!object)
            return io.fail(object.errorMessage());
        const QString format = object->value(QStringLiteral("format")).toString();
        if (format == QLatin1String("battlemat-ftd-monster")) {
            auto monster = FtdMonster::fromJson(*object, JsonContext(file), *tables);
            if (!monster)
                return io.fail(monster.errorMessage());
            monsters.append(*monster);
            sheets.append(monsterJson(*monster));
            continue;
        }
        auto character = FtdCharacter::fromJson(*object, JsonContext(file), *tables);
        if (!character)
            return io.fail(character.errorMessage());
        characters.append(*character);
        sheets.append(characterJson(*character));
    }
    if (pdf.isEmpty()) {
        if (sheets.size() == 1)
            io.printJson(sheets.first().toObject());
        else
            io.printJson(QJsonObject{{QStringLiteral("sheets"), sheets}});
        return exitOk;
    }
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return io.fail(QStringLiteral("--pdf needs the offscreen GUI platform, which could not start"));
    auto written = FtdSheetPrinter::exportPdf(pdf, characters, monsters,
                                              paper.compare(QLatin1String("letter"), Qt::CaseInsensitive) == 0);
    if (!written)
        return io.fail(written.errorMessage());
    io.printJson({{QStringLiteral("pdf"), pdf},
                  {QStringLiteral("characters"), int(characters.size())},
                  {QStringLiteral("monsters"), int(monsters.size())},
                  {QStringLiteral("paper"), paper.toLower()}});
    return exitOk;
}
