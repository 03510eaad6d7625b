#include "ftdsheetprinter.h"

#include "core/filewriter.h"
#include "fivetorches/ftdcheck.h"
#include "sheetpainter.h"

#include <QCoreApplication>
#include <QFileDevice>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>

using namespace battlemat;
using namespace battlemat::ftd;

namespace {

QString signedNumber(int value)
{
    return value >= 0 ? QStringLiteral("+%1").arg(value) : QString::number(value);
}

// A row of labelled boxes, each with a big value: the numbers a person looks up at the table.
double statRow(SheetPainter &sheet, double x, double y, double width, const QList<QPair<QString, QString>> &stats)
{
    const double gap = 6;
    const double boxWidth = (width - gap * (stats.size() - 1)) / stats.size();
    for (qsizetype i = 0; i < stats.size(); ++i) {
        const QRectF rect(x + i * (boxWidth + gap), y, boxWidth, 46);
        const QRectF inner = sheet.box(rect, stats.at(i).first);
        sheet.drawFitted(inner, stats.at(i).second, 16, 7, true, Qt::AlignCenter);
    }
    return 46 + 10;
}

// The weapons box: what each attack adds up to with this sheet's modifiers ("PC Attacks", "Dealing Damage"), with
// room for at least three so a weapon found in play can be written in.
double weaponsBox(SheetPainter &sheet, const QRectF &page, double y, const FtdCharacter &pc)
{
    QStringList lines;
    const QList<WeaponAttack> attacks = pc.weaponAttacks();
    for (qsizetype i = 0; i < attacks.size(); ++i) {
        const WeaponAttack &attack = attacks.at(i);
        QString line =
            attack.ranged
                ? QCoreApplication::translate("FtdSheetPrinter", "%1: attack d20 %2, damage %3, range %4 ft "
                                                                 "(disadvantage in melee)")
                      .arg(attack.name, signedNumber(attack.bonus), attack.damage.text())
                      .arg(attack.rangeFeet)
                : QCoreApplication::translate("FtdSheetPrinter", "%1: attack d20 %2, damage %3, close range (5-10 ft)")
                      .arg(attack.name, signedNumber(attack.bonus), attack.damage.text());
        if (!pc.weapons.at(i).proficient)
            line += QCoreApplication::translate("FtdSheetPrinter", ", not proficient");
        lines.append(line);
    }
    const double textWidth = page.width() - 8;
    double height = 11 + 2 + 6;
    for (const QString &line : std::as_const(lines))
        height += sheet.wrappedHeight(line, textWidth, 10);
    height = std::max(height, 11 + 2 + 6 + 3 * sheet.wrappedHeight(QStringLiteral("X"), textWidth, 10));
    const QRectF inner = sheet.box(QRectF(page.left(), y, page.width(), height),
                                   QCoreApplication::translate("FtdSheetPrinter", "Weapons"));
    double lineY = inner.top();
    for (const QString &line : std::as_const(lines))
        lineY += sheet.drawWrapped(QRectF(inner.left(), lineY, inner.width(), height), line, 10);
    return height + 10;
}

void paintCharacter(SheetPainter &sheet, const QRectF &page, const FtdCharacter &pc)
{
    double y = page.top();
    y += sheet.drawFitted(QRectF(page.left(), y, page.width(), 26), pc.name, 20, 10, true) + 2;
    y +=
        sheet.drawFitted(
            QRectF(page.left(), y, page.width(), 14),
            QCoreApplication::translate("FtdSheetPrinter", "Five Torches Deep character, level %1").arg(pc.level), 10) +
        10;
    QList<QPair<QString, QString>> abilities;
    for (const QString &ability : AbilityScores::names())
        abilities.append({ability, QStringLiteral("%1 (%2)")
                                       .arg(pc.abilities.score(ability))
                                       .arg(signedNumber(pc.abilities.modifier(ability)))});
    y += statRow(sheet, page.left(), y, page.width(), abilities);
    const Encumbrance load = pc.encumbrance();
    y += statRow(
        sheet, page.left(), y, page.width(),
        {{QCoreApplication::translate("FtdSheetPrinter", "HP"),
          QStringLiteral("%1 / %2").arg(pc.hitPoints).arg(pc.maxHitPoints)},
         {QCoreApplication::translate("FtdSheetPrinter", "AC"), QString::number(pc.armorClass)},
         {QCoreApplication::translate("FtdSheetPrinter", "Proficiency"), signedNumber(pc.proficiency)},
         {QCoreApplication::translate("FtdSheetPrinter", "Speed"),
          QCoreApplication::translate("FtdSheetPrinter", "%1 ft").arg(pc.speedFeet())},
         {QCoreApplication::translate("FtdSheetPrinter", "Resilience"),
          QCoreApplication::translate("FtdSheetPrinter", "%1 of %2 h").arg(pc.hoursAdventured).arg(pc.resilience())},
         {QCoreApplication::translate("FtdSheetPrinter", "Best modifier"), signedNumber(pc.bestModifier())}});
    y += weaponsBox(sheet, page, y, pc);
    // The load box: every item with its loads, the coins, the total against the STR score and what it costs.
    QStringList lines;
    for (const CarriedItem &item : pc.items)
        lines.append(
            item.count > 1
                ? QCoreApplication::translate("FtdSheetPrinter", "%1 × %2 (loads: %3)")
                      .arg(item.count)
                      .arg(item.name)
                      .arg(item.loads * item.count)
                : QCoreApplication::translate("FtdSheetPrinter", "%1 (loads: %2)").arg(item.name).arg(item.loads));
    lines.append(QCoreApplication::translate("FtdSheetPrinter", "Coins: %1 (500 to a load)").arg(pc.coins));
    QString summary = QCoreApplication::translate("FtdSheetPrinter", "Loads %1 of %2 (the STR score)")
                          .arg(load.loads)
                          .arg(load.strength);
    if (load.loadsOver() > 0)
        summary += QCoreApplication::translate("FtdSheetPrinter", ": %1 over, -%2 ft, disadvantage on all checks")
                       .arg(load.loadsOver())
                       .arg(load.loadsOver() * 5);
    if (load.helpless())
        summary += QCoreApplication::translate("FtdSheetPrinter", "; 0 ft: helpless");
    if (pc.exhausted)
        summary += QCoreApplication::translate("FtdSheetPrinter",
                                               "; exhausted: speed 0 and disadvantage on all checks until safe rest");
    // Measured first, so the box fits what it holds.
    const double textWidth = page.width() - 8;
    double height = 11 + 2 + sheet.wrappedHeight(summary, textWidth, 10, true) + 4 + 6;
    for (const QString &line : std::as_const(lines))
        height += sheet.wrappedHeight(line, textWidth, 9);
    const QRectF inner =
        sheet.box(QRectF(page.left(), y, page.width(), height), QCoreApplication::translate("FtdSheetPrinter", "Load"));
    double lineY = inner.top();
    lineY += sheet.drawWrapped(QRectF(inner.left(), lineY, inner.width(), height), summary, 10, true) + 4;
    for (const QString &line : std::as_const(lines))
        lineY += sheet.drawWrapped(QRectF(inner.left(), lineY, inner.width(), height), line, 9);
    lineY = y + height;
    y = lineY + 18;
    const QRectF notes = sheet.box(QRectF(page.left(), y, page.width(), std::min(160.0, page.bottom() - y)),
                                   QCoreApplication::translate("FtdSheetPrinter", "Injuries, corruptions, notes"));
    Q_UNUSED(notes);
}

void paintMonster(SheetPainter &sheet, const QRectF &page, const FtdMonster &monster)
{
    double y = page.top();
    y += sheet.drawFitted(QRectF(page.left(), y, page.width(), 26), monster.name, 20, 10, true) + 2;
    QStringList traits{QCoreApplication::translate("FtdSheetPrinter", "HD %1").arg(monster.hitDice)};
    if (monster.leader)
        traits.append(QCoreApplication::translate("FtdSheetPrinter", "leader"));
    if (monster.darksight)
        traits.append(QCoreApplication::translate("FtdSheetPrinter", "darksight"));
    y += sheet.drawFitted(QRectF(page.left(), y, page.width(), 14),
                          QCoreApplication::translate("FtdSheetPrinter", "Five Torches Deep monster: %1")
                              .arg(traits.join(QStringLiteral(", "))),
                          10) +
         10;
    y += statRow(sheet, page.left(), y, page.width(),
                 {{QCoreApplication::translate("FtdSheetPrinter", "HP"), QString::number(monster.maxHitPoints)},
                  {QCoreApplication::translate("FtdSheetPrinter", "AC"), QString::number(monster.armorClass)},
                  {QCoreApplication::translate("FtdSheetPrinter", "Attack"), signedNumber(monster.attackBonus)},
                  {QCoreApplication::translate("FtdSheetPrinter", "Damage"), monster.damage.text()},
                  {QCoreApplication::translate("FtdSheetPrinter", "Speed"),
                   QCoreApplication::translate("FtdSheetPrinter", "%1 ft").arg(monster.speedFeet)},
                  {QCoreApplication::translate("FtdSheetPrinter", "Morale"),
                   signedNumber(monster.moraleBonus + monster.abilities.modifier(QStringLiteral("WIS")))}});
    QList<QPair<QString, QString>> abilities;
    for (const QString &ability : AbilityScores::names())
        abilities.append({ability, QStringLiteral("%1 (%2)")
                                       .arg(monster.abilities.score(ability))
                                       .arg(signedNumber(monster.abilities.modifier(ability)))});
    y += statRow(sheet, page.left(), y, page.width(), abilities);
    // "Treasure": an enemy's carried loot is 1d20 gp per HD; morale is d20 + WIS mod + the morale bonus at DC 11.
    sheet.drawWrapped(QRectF(page.left(), y, page.width(), 40),
                      QCoreApplication::translate(
                          "FtdSheetPrinter",
                          "Loot carried: %1d20 gp. Morale check: d20 %2 against DC 11; a failure flees or surrenders.")
                          .arg(monster.hitDice)
                          .arg(signedNumber(monster.moraleBonus + monster.abilities.modifier(QStringLiteral("WIS")))),
                      10);
}

} // namespace

Status FtdSheetPrinter::paint(QPagedPaintDevice &device, const QList<FtdCharacter> &characters,
                              const QList<FtdMonster> &monsters)
{
    if (characters.isEmpty() && monsters.isEmpty())
        return Error{QCoreApplication::translate("FtdSheetPrinter", "no sheet to print")};
    QPainter painter;
    if (!painter.begin(&device))
        return Error{QCoreApplication::translate("FtdSheetPrinter", "cannot start painting on the device")};
    const double scale = device.logicalDpiY() / 72.0;
    const QRectF page = device.pageLayout()
                            .paintRect(QPageLayout::Point)
                            .translated(-device.pageLayout().paintRect(QPageLayout::Point).topLeft());
    SheetPainter sheet(painter, scale);
    bool first = true;
    for (const FtdCharacter &pc : characters) {
        if (!std::exchange(first, false))
            device.newPage();
        paintCharacter(sheet, page, pc);
    }
    for (const FtdMonster &monster : monsters) {
        if (!std::exchange(first, false))
            device.newPage();
        paintMonster(sheet, page, monster);
    }
    if (!painter.end())
        return Error{QCoreApplication::translate("FtdSheetPrinter", "the pages could not be finished")};
    return success();
}

Status FtdSheetPrinter::exportPdf(const QString &fileName, const QList<FtdCharacter> &characters,
                                  const QList<FtdMonster> &monsters, bool letter)
{
    return FileWriter::writeWith(fileName, [&](QIODevice &device) -> Status {
        {
            QPdfWriter writer(&device);
            writer.setResolution(300);
            writer.setCreator(QStringLiteral("Battlemat"));
            writer.setTitle(!characters.isEmpty() ? characters.constFirst().name : monsters.constFirst().name);
            writer.setPageLayout(QPageLayout(QPageSize(letter ? QPageSize::Letter : QPageSize::A4),
                                             QPageLayout::Portrait, QMarginsF(12, 12, 12, 12),
                                             QPageLayout::Millimeter));
            if (auto painted = paint(writer, characters, monsters); !painted)
                return painted;
        }
        const auto &file = static_cast<const QFileDevice &>(device);
        if (file.error() != QFileDevice::NoError)
            return Error{file.errorString()};
        if (device.pos() == 0 || device.size() != device.pos())
            return Error{QCoreApplication::translate("FtdSheetPrinter", "the PDF is incomplete")};
        return success();
    });
}
