#include "charactersheetprinter.h"

#include "powercardpainter.h"
#include "sheetpagepainter.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>

using namespace battlemat;

std::optional<CharacterSheetPrinter::Paper> CharacterSheetPrinter::paperFromName(const QString &name)
{
    const QString lower = name.trimmed().toLower();
    if (lower == QLatin1String("a4"))
        return Paper::A4;
    if (lower == QLatin1String("letter"))
        return Paper::Letter;
    return std::nullopt;
}

Status CharacterSheetPrinter::paint(QPagedPaintDevice &device, const QList<HeroCharacter> &heroes)
{
    if (heroes.isEmpty())
        return Error{QCoreApplication::translate("CharacterSheetPrinter", "no hero to print")};
    // Derive every sheet first: nothing is printed if one of them is wrong.
    QList<CharacterSheet> sheets;
    for (const HeroCharacter &hero : heroes) {
        auto sheet = CharacterSheet::of(hero);
        if (!sheet)
            return sheet.error();
        sheets.append(*sheet);
    }
    QPainter painter;
    if (!painter.begin(&device))
        return Error{QCoreApplication::translate("CharacterSheetPrinter", "cannot start painting on the device")};
    const double scale = device.logicalDpiY() / 72.0;
    const QRectF page = device.pageLayout()
                            .paintRect(QPageLayout::Point)
                            .translated(-device.pageLayout().paintRect(QPageLayout::Point).topLeft());
    SheetPainter sheetPainter(painter, scale);
    for (qsizetype i = 0; i < heroes.size(); ++i) {
        if (i > 0)
            device.newPage();
        SheetPagePainter(sheetPainter, page).paint(heroes.at(i), sheets.at(i));
        PowerCardPainter cards(sheetPainter, page, [&device] { device.newPage(); });
        cards.paint(heroes.at(i), sheets.at(i));
    }
    painter.end();
    return success();
}

Status CharacterSheetPrinter::exportPdf(const QString &fileName, const QList<HeroCharacter> &heroes, Paper paper)
{
    for (const HeroCharacter &hero : heroes) {
        auto sheet = CharacterSheet::of(hero);
        if (!sheet)
            return sheet.error();
    }
    QPdfWriter writer(fileName);
    writer.setResolution(300);
    writer.setCreator(QStringLiteral("Battlemat"));
    writer.setTitle(heroes.size() == 1 ? heroes.constFirst().creature.name
                                       : QCoreApplication::translate("CharacterSheetPrinter", "Party sheets"));
    writer.setPageLayout(QPageLayout(QPageSize(paper == Paper::A4 ? QPageSize::A4 : QPageSize::Letter),
                                     QPageLayout::Portrait, QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter));
    auto painted = paint(writer, heroes);
    if (!painted)
        return painted;
    if (!QFileInfo::exists(fileName))
        return Error{QCoreApplication::translate("CharacterSheetPrinter", "%1: cannot write the PDF").arg(fileName)};
    return success();
}
