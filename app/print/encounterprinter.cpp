#include "encounterprinter.h"

#include "core/filewriter.h"
#include "monsterblockcard.h"
#include "orcus/monstertables.h"
#include "sheet/charactersheet.h"
#include "sheetpainter.h"

#include <QCoreApplication>
#include <QFileDevice>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>

using namespace battlemat;

namespace {

constexpr double rowHeight = 30;
constexpr double headerRow = 16;
constexpr double gap = 8;

struct Column
{
    QString title;
    double width;
};

// One row of the tracking sheet: what is printed; the rest of the row is boxes to write in.
struct TrackedRow
{
    QString name;
    QString defenses;
    QString hitPoints;
    bool writeIn = false; // a hero of the party size not in the campaign: its name is written in
};

QList<TrackedRow> trackedRows(const PreparedEncounter &encounter, const QList<HeroCharacter> &party)
{
    QList<TrackedRow> rows;
    for (const HeroCharacter &hero : party) {
        const auto sheet = CharacterSheet::of(hero);
        if (!sheet) {
            rows.append({hero.creature.name, QString(), QString()});
            continue;
        }
        const Defenses &d = sheet->stats.defenses;
        rows.append({hero.creature.name,
                     QCoreApplication::translate("EncounterPrinter", "AC %1 F %2 R %3 W %4")
                         .arg(d.ac)
                         .arg(d.fortitude)
                         .arg(d.reflex)
                         .arg(d.will),
                     QCoreApplication::translate("EncounterPrinter", "%1 (staggered %2)")
                         .arg(sheet->stats.maxHitPoints)
                         .arg(sheet->stats.staggeredValue)});
    }
    for (int i = int(party.size()) + 1; i <= encounter.partySize; ++i)
        rows.append({QCoreApplication::translate("EncounterPrinter", "Hero %1:").arg(i), QString(), QString(), true});
    for (const EncounterBudget::Entry &entry : encounter.monsters) {
        const MonsterSheet &sheet = entry.monster.monster;
        const Defenses &d = sheet.defenses;
        for (int n = 1; n <= entry.count; ++n) {
            rows.append({entry.count > 1 ? QStringLiteral("%1 %2").arg(entry.monster.name).arg(n) : entry.monster.name,
                         QCoreApplication::translate("EncounterPrinter", "AC %1 F %2 R %3 W %4")
                             .arg(d.ac)
                             .arg(d.fortitude)
                             .arg(d.reflex)
                             .arg(d.will),
                         QCoreApplication::translate("EncounterPrinter", "%1 (staggered %2)")
                             .arg(sheet.maxHitPoints)
                             .arg(sheet.details.printedStaggered > 0 ? sheet.details.printedStaggered
                                                                     : sheet.maxHitPoints / 2)});
        }
    }
    return rows;
}

void paintTrackingSheet(SheetPainter &painter, const QRectF &page, const PreparedEncounter &encounter,
                        const QList<HeroCharacter> &party, QPagedPaintDevice &device)
{
    const auto &tables = MonsterTables::standard();
    double y = 0;
    painter.drawFitted(QRectF(0, y, page.width(), 20), encounter.name, 16, 8, true);
    y += 22;
    QString summary = QCoreApplication::translate("EncounterPrinter", "Party of %1 at level %2")
                          .arg(encounter.partySize)
                          .arg(encounter.partyLevel);
    if (tables) {
        const EncounterBudget budget = encounter.budget(*tables);
        summary += QCoreApplication::translate("EncounterPrinter", " · budget %1 XP · monsters %2 XP")
                       .arg(budget.budget())
                       .arg(budget.total());
        // The builder's words for the grade, in the table's language.
        if (const QString grade = budget.difficulty(); !grade.isEmpty())
            summary += QStringLiteral(" (%1)").arg(
                QCoreApplication::translate("EncounterBuilder", grade.toUtf8().constData()));
    }
    painter.drawFitted(QRectF(0, y, page.width(), 14), summary, 10, 6);
    y += 20;

    // Rounds to tick off.
    painter.drawFitted(QRectF(0, y + 3, 60, 12), QCoreApplication::translate("EncounterPrinter", "Round"), 9, 6, true);
    for (int round = 0; round < 12; ++round) {
        const QRectF box(64 + round * 22, y, 18, 18);
        painter.frame(box, 0.8);
        painter.drawFitted(box.adjusted(1, 1, -1, -1), QString::number(round + 1), 6, 4, false,
                           Qt::AlignRight | Qt::AlignBottom);
    }
    y += 28;

    const double fixed = 36 + 150 + 96 + 80;
    const QList<Column> columns{
        {QCoreApplication::translate("EncounterPrinter", "Init."), 36},
        {QCoreApplication::translate("EncounterPrinter", "Creature"), 150},
        {QCoreApplication::translate("EncounterPrinter", "Defenses"), 96},
        {QCoreApplication::translate("EncounterPrinter", "Max HP"), 80},
        {QCoreApplication::translate("EncounterPrinter", "Hit points and damage"), (page.width() - fixed) * 0.6},
        {QCoreApplication::translate("EncounterPrinter", "Conditions"), (page.width() - fixed) * 0.4}};
    auto header = [&] {
        double x = 0;
        for (const Column &column : columns) {
            painter.drawFitted(QRectF(x + 2, y, column.width - 4, headerRow - 2), column.title, 8, 5, true);
            x += column.width;
        }
        painter.line(0, y + headerRow - 1, page.width(), y + headerRow - 1, 1.0);
        y += headerRow + 2;
    };
    header();
    for (const TrackedRow &row : trackedRows(encounter, party)) {
        if (y + rowHeight > page.height()) {
            device.newPage();
            y = 0;
            header();
        }
        double x = 0;
        const QStringList printed{QString(), row.name, row.defenses, row.hitPoints};
        for (qsizetype c = 0; c < columns.size(); ++c) {
            const QRectF cell(x, y, columns.at(c).width, rowHeight - 4);
            if (c < printed.size() && !printed.at(c).isEmpty())
                painter.drawFitted(cell.adjusted(2, 2, -2, -2), printed.at(c), 9, 5, c == 1,
                                   Qt::AlignLeft | Qt::AlignVCenter);
            if (c == 0 || c >= 4)
                painter.frame(cell.adjusted(1, 0, -1, 0), 0.8); // a box to write in
            x += columns.at(c).width;
        }
        // A hero's name is written in: a line to write it on.
        if (row.writeIn)
            painter.line(columns.at(0).width + 42, y + rowHeight - 8, columns.at(0).width + columns.at(1).width - 4,
                         y + rowHeight - 8, 0.4);
        y += rowHeight;
    }
}

} // namespace

Status EncounterPrinter::paint(QPagedPaintDevice &device, const PreparedEncounter &encounter,
                               const QList<HeroCharacter> &party)
{
    if (encounter.monsters.isEmpty())
        return Error{QCoreApplication::translate("EncounterPrinter", "the encounter has no monsters to print")};
    QPainter painter;
    if (!painter.begin(&device))
        return Error{QCoreApplication::translate("EncounterPrinter", "cannot start painting on the device")};
    const double scale = device.logicalDpiY() / 72.0;
    const QRectF page = device.pageLayout()
                            .paintRect(QPageLayout::Point)
                            .translated(-device.pageLayout().paintRect(QPageLayout::Point).topLeft());
    SheetPainter sheetPainter(painter, scale);
    painter.setPen(Qt::black);
    paintTrackingSheet(sheetPainter, page, encounter, party, device);

    // The stat blocks: two columns of cards, a card that does not fit goes to the next page.
    device.newPage();
    const double width = (page.width() - gap) / 2;
    double y[2] = {0, 0};
    for (const EncounterBudget::Entry &entry : encounter.monsters) {
        const MonsterBlockCard card(entry.monster, entry.count);
        const double height = std::min(card.height(sheetPainter, width), page.height());
        int column = y[0] <= y[1] ? 0 : 1;
        if (y[column] + height > page.height() && y[column] > 0) {
            column = 1 - column;
            if (y[column] + height > page.height() && y[column] > 0) {
                device.newPage();
                y[0] = y[1] = 0;
                column = 0;
            }
        }
        card.paint(sheetPainter, QRectF(column * (width + gap), y[column], width, height));
        y[column] += height + gap;
    }
    if (!painter.end())
        return Error{QCoreApplication::translate("EncounterPrinter", "the pages could not be finished")};
    return success();
}

Status EncounterPrinter::exportPdf(const QString &fileName, const PreparedEncounter &encounter,
                                   CharacterSheetPrinter::Paper paper, const QList<HeroCharacter> &party)
{
    if (encounter.monsters.isEmpty())
        return Error{QCoreApplication::translate("EncounterPrinter", "the encounter has no monsters to print")};
    return FileWriter::writeWith(fileName, [&](QIODevice &device) -> Status {
        {
            QPdfWriter writer(&device);
            writer.setResolution(300);
            writer.setCreator(QStringLiteral("Battlemat"));
            writer.setTitle(encounter.name);
            writer.setPageLayout(
                QPageLayout(QPageSize(paper == CharacterSheetPrinter::Paper::A4 ? QPageSize::A4 : QPageSize::Letter),
                            QPageLayout::Portrait, QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter));
            if (auto painted = paint(writer, encounter, party); !painted)
                return painted;
        }
        const auto &file = static_cast<const QFileDevice &>(device);
        if (file.error() != QFileDevice::NoError)
            return Error{file.errorString()};
        if (device.pos() == 0 || device.size() != device.pos())
            return Error{QCoreApplication::translate("EncounterPrinter", "the PDF is incomplete (%1 of %2 bytes)")
                             .arg(device.size())
                             .arg(device.pos())};
        return success();
    });
}
