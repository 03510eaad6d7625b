#include "masterysheetprinter.h"

#include "core/filewriter.h"
#include "dice/dierank.h"
#include "sheetpainter.h"

#include <QCoreApplication>
#include <QFileDevice>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>

using namespace battlemat;

namespace {

/** A row of empty boxes to tick (MP spent, damage taken), at most `count`, wrapped to the width. */
double tickBoxes(SheetPainter &painter, const QRectF &rect, int count)
{
    const double size = 11;
    const double gap = 4;
    const int perRow = std::max(1, int((rect.width() + gap) / (size + gap)));
    for (int i = 0; i < count; ++i) {
        const double x = rect.left() + (i % perRow) * (size + gap);
        const double y = rect.top() + (i / perRow) * (size + gap);
        painter.frame(QRectF(x, y, size, size), 0.6);
    }
    const int rows = count == 0 ? 0 : (count - 1) / perRow + 1;
    return rows * (size + gap);
}

/** One statistic: its name, its die, and the ladder with that die ringed, so a shift is counted along it. */
void ladderRow(SheetPainter &painter, const QRectF &rect, const QString &name, int sides)
{
    painter.drawFitted(QRectF(rect.left(), rect.top(), 120, rect.height()), name, 10, 6, true,
                       Qt::AlignLeft | Qt::AlignVCenter);
    painter.drawFitted(QRectF(rect.left() + 122, rect.top(), 40, rect.height()), QStringLiteral("D%1").arg(sides), 12,
                       7, true, Qt::AlignLeft | Qt::AlignVCenter);
    const double left = rect.left() + 166;
    const double step = (rect.right() - left) / double(DieRank::ladder.size());
    for (qsizetype i = 0; i < qsizetype(DieRank::ladder.size()); ++i) {
        const QRectF cell(left + i * step, rect.top() + 2, step - 2, rect.height() - 4);
        const bool here = DieRank::ladder.at(i) == sides;
        if (here)
            painter.frame(cell, 1.4);
        painter.drawFitted(cell, QString::number(DieRank::ladder.at(i)), here ? 10 : 8, 5, here, Qt::AlignCenter);
    }
    painter.line(rect.left(), rect.bottom(), rect.right(), rect.bottom(), 0.3);
}

void paintSheet(SheetPainter &painter, const QRectF &page, const MasteryCombatant &sheet, const MonsterGroup *group)
{
    double top = page.top();
    top += painter.drawFitted(QRectF(page.left(), top, page.width(), 30), sheet.name, 22, 10, true);
    QString identity =
        QCoreApplication::translate("MasterySheetPrinter", "Mastery-point system · side: %1").arg(sheet.side);
    if (group)
        identity += QCoreApplication::translate("MasterySheetPrinter",
                                                " · monster group: %1 (its members' Mastery Points are pooled)")
                        .arg(group->name);
    top += 4 + painter.drawFitted(QRectF(page.left(), top, page.width(), 16), identity, 10, 6);
    top += 10;

    // The counters the table ticks: rank, MPs, APs per turn and health.
    const double boxWidth = (page.width() - 18) / 4;
    const double boxHeight = 96;
    const QList<QPair<QString, QString>> counters{
        {QCoreApplication::translate("MasterySheetPrinter", "Rank"), QString::number(sheet.rank)},
        {QCoreApplication::translate("MasterySheetPrinter", "Mastery Points"), QString::number(sheet.mpMax)},
        {QCoreApplication::translate("MasterySheetPrinter", "Action points per turn"),
         QString::number(sheet.apPerTurn)},
        {QCoreApplication::translate("MasterySheetPrinter", "Health"), QString::number(sheet.healthMax)},
    };
    for (int i = 0; i < counters.size(); ++i) {
        const QRectF outer(page.left() + i * (boxWidth + 6), top, boxWidth, boxHeight);
        const QRectF inner = painter.box(outer, counters.at(i).first);
        painter.drawFitted(QRectF(inner.left() + 4, inner.top(), inner.width() - 8, 30), counters.at(i).second, 20, 10,
                           true, Qt::AlignHCenter | Qt::AlignTop);
        const int ticks = i == 1 ? sheet.mpMax : i == 3 ? sheet.healthMax : 0;
        tickBoxes(painter, QRectF(inner.left() + 6, inner.top() + 34, inner.width() - 12, inner.height() - 36),
                  std::min(ticks, 24));
    }
    top += boxHeight + 14;

    // The statistics: REF first (initiative), then the others by name.
    QList<QString> names = sheet.dice.keys();
    names.removeAll(QStringLiteral("ref"));
    std::sort(names.begin(), names.end());
    if (sheet.dice.contains(QStringLiteral("ref")))
        names.prepend(QStringLiteral("ref"));
    const double rowHeight = 22;
    const QRectF statistics =
        painter.box(QRectF(page.left(), top, page.width(), 24 + rowHeight * std::max<qsizetype>(1, names.size())),
                    QCoreApplication::translate("MasterySheetPrinter", "Statistics (ladder dice)"));
    double y = statistics.top();
    for (const QString &name : std::as_const(names)) {
        const QString label = name == QLatin1String("ref")
                                  ? QCoreApplication::translate("MasterySheetPrinter", "REF (initiative)")
                                  : name;
        ladderRow(painter, QRectF(statistics.left() + 6, y, statistics.width() - 12, rowHeight), label,
                  sheet.dice.value(name));
        y += rowHeight;
    }
    top = statistics.bottom() + 14;

    // The rules a player looks up at the table, in a line each (../shared/rules/mastery-points-die-ranks-regions.txt).
    const QStringList reminders{
        QCoreApplication::translate(
            "MasterySheetPrinter",
            "Spend an MP after a roll: add a die and keep the highest (on a disadvantaged roll, re-roll the lowest)."),
        QCoreApplication::translate("MasterySheetPrinter", "At most %1 MP on one roll (the rank).").arg(sheet.rank),
        QCoreApplication::translate(
            "MasterySheetPrinter",
            "Turn end: 1 MP back if no MP spent, no major or exclusive action and no damage since the last turn end."),
        QCoreApplication::translate(
            "MasterySheetPrinter",
            "Free: no AP · minor: 1 AP · major: 1 AP and ends the turn · exclusive: the first action, every AP left."),
    };
    const QRectF notes = painter.box(QRectF(page.left(), top, page.width(), 24 + 16 * reminders.size()),
                                     QCoreApplication::translate("MasterySheetPrinter", "At the table"));
    double noteTop = notes.top();
    for (const QString &line : reminders)
        noteTop += painter.drawWrapped(QRectF(notes.left() + 6, noteTop, notes.width() - 12, 30), line, 8.5) + 2;
}

} // namespace

Status MasterySheetPrinter::paint(QPagedPaintDevice &device, const QList<MasteryCombatant> &sheets,
                                  const QList<MonsterGroup> &groups)
{
    if (sheets.isEmpty())
        return Error{QCoreApplication::translate("MasterySheetPrinter", "no mastery sheet to print")};
    QPainter painter;
    if (!painter.begin(&device))
        return Error{QCoreApplication::translate("MasterySheetPrinter", "cannot start painting on the device")};
    const double scale = device.logicalDpiY() / 72.0;
    const QRectF page = device.pageLayout()
                            .paintRect(QPageLayout::Point)
                            .translated(-device.pageLayout().paintRect(QPageLayout::Point).topLeft());
    SheetPainter sheetPainter(painter, scale);
    for (qsizetype i = 0; i < sheets.size(); ++i) {
        if (i > 0)
            device.newPage();
        const MonsterGroup *group = nullptr;
        for (const MonsterGroup &candidate : groups) {
            if (candidate.id == sheets.at(i).group)
                group = &candidate;
        }
        paintSheet(sheetPainter, page, sheets.at(i), group);
    }
    if (!painter.end())
        return Error{QCoreApplication::translate("MasterySheetPrinter", "the pages could not be finished")};
    return success();
}

Status MasterySheetPrinter::exportPdf(const QString &fileName, const QList<MasteryCombatant> &sheets,
                                      const QList<MonsterGroup> &groups, CharacterSheetPrinter::Paper paper)
{
    if (sheets.isEmpty())
        return Error{QCoreApplication::translate("MasterySheetPrinter", "no mastery sheet to print")};
    return FileWriter::writeWith(fileName, [&](QIODevice &device) -> Status {
        {
            QPdfWriter writer(&device);
            writer.setResolution(300);
            writer.setCreator(QStringLiteral("Battlemat"));
            writer.setTitle(sheets.size() == 1 ? sheets.constFirst().name
                                               : QCoreApplication::translate("MasterySheetPrinter", "Mastery sheets"));
            writer.setPageLayout(
                QPageLayout(QPageSize(paper == CharacterSheetPrinter::Paper::A4 ? QPageSize::A4 : QPageSize::Letter),
                            QPageLayout::Portrait, QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter));
            if (auto painted = paint(writer, sheets, groups); !painted)
                return painted;
        }
        const auto &file = static_cast<const QFileDevice &>(device);
        if (file.error() != QFileDevice::NoError)
            return Error{file.errorString()};
        if (device.pos() == 0 || device.size() != device.pos())
            return Error{QCoreApplication::translate("MasterySheetPrinter", "the PDF is incomplete (%1 of %2 bytes)")
                             .arg(device.size())
                             .arg(device.pos())};
        return success();
    });
}
