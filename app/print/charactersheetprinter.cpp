#include "charactersheetprinter.h"

#include "core/filewriter.h"
#include "powercardpainter.h"
#include "sheetpagepainter.h"

#include <QCoreApplication>
#include <QFileDevice>
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

Status CharacterSheetPrinter::paint(QPagedPaintDevice &device, const QList<HeroCharacter> &heroes,
                                    const OrcusSettings &settings, const QList<QList<ModuleSheetField>> &moduleFields)
{
    if (heroes.isEmpty())
        return Error{QCoreApplication::translate("CharacterSheetPrinter", "no hero to print")};
    // Derive every sheet first: nothing is printed if one of them is wrong.
    QList<CharacterSheet> sheets;
    for (const HeroCharacter &hero : heroes) {
        auto sheet = CharacterSheet::of(hero, settings);
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
        SheetPagePainter(sheetPainter, page).paint(heroes.at(i), sheets.at(i), moduleFields.value(i));
        PowerCardPainter cards(sheetPainter, page, [&device] { device.newPage(); });
        cards.paint(heroes.at(i), sheets.at(i));
    }
    // end() is where the PDF engine writes its last pages and the trailer: false means the file is incomplete.
    if (!painter.end())
        return Error{QCoreApplication::translate("CharacterSheetPrinter", "the pages could not be finished")};
    return success();
}

Status CharacterSheetPrinter::exportPdf(const QString &fileName, const QList<HeroCharacter> &heroes, Paper paper,
                                        const OrcusSettings &settings,
                                        const QList<QList<ModuleSheetField>> &moduleFields)
{
    for (const HeroCharacter &hero : heroes) {
        auto sheet = CharacterSheet::of(hero, settings);
        if (!sheet)
            return sheet.error();
    }
    // Painted into a temporary that replaces the file only when the painter finished and every byte reached the
    // disk: a full disk leaves the previous PDF as it was, never an empty or truncated one.
    return FileWriter::writeWith(fileName, [&](QIODevice &device) -> Status {
        {
            QPdfWriter writer(&device);
            writer.setResolution(300);
            writer.setCreator(QStringLiteral("Battlemat"));
            writer.setTitle(heroes.size() == 1 ? heroes.constFirst().creature.name
                                               : QCoreApplication::translate("CharacterSheetPrinter", "Party sheets"));
            writer.setPageLayout(QPageLayout(QPageSize(paper == Paper::A4 ? QPageSize::A4 : QPageSize::Letter),
                                             QPageLayout::Portrait, QMarginsF(12, 12, 12, 12),
                                             QPageLayout::Millimeter));
            if (auto painted = paint(writer, heroes, settings, moduleFields); !painted)
                return painted;
        }
        const auto &file = static_cast<const QFileDevice &>(device);
        if (file.error() != QFileDevice::NoError)
            return Error{file.errorString()};
        if (device.pos() == 0 || device.size() != device.pos())
            return Error{QCoreApplication::translate("CharacterSheetPrinter", "the PDF is incomplete (%1 of %2 bytes)")
                             .arg(device.size())
                             .arg(device.pos())};
        return success();
    });
}
