#include "sheetcommands.h"

#include "charactersheetprinter.h"
#include "sheet/charactersheet.h"
#include "sheet/herocharacterjson.h"

#include <QGuiApplication>
#include <QJsonArray>

#include <cstring>

namespace {

const QString sheetUsage =
    QStringLiteral("usage: battlemat-cli sheet HERO.json [HERO.json...] [--pdf OUT.pdf [--paper a4|letter]]\n"
                   "       [--rules-version v0.1|1.0]   the basic attacks' damage (default v0.1)");

int runSheet(const QStringList &arguments, const CliIo &io)
{
    using namespace battlemat;
    QStringList files;
    QString pdf;
    QString paperName = QStringLiteral("a4");
    bool paperGiven = false;
    OrcusSettings settings;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString argument = arguments.at(i);
        if (argument == QLatin1String("--pdf") || argument == QLatin1String("--paper")) {
            if (i + 1 >= arguments.size() || arguments.at(i + 1).isEmpty())
                return io.fail(QStringLiteral("%1 needs a value\n%2").arg(argument, sheetUsage));
            (argument == QLatin1String("--pdf") ? pdf : paperName) = arguments.at(++i);
            paperGiven = paperGiven || argument == QLatin1String("--paper");
        } else if (argument == QLatin1String("--rules-version")) {
            if (i + 1 >= arguments.size() || arguments.at(i + 1).isEmpty())
                return io.fail(QStringLiteral("%1 needs a value\n%2").arg(argument, sheetUsage));
            const auto version = rulesVersionFromName(arguments.at(++i));
            if (!version)
                return io.fail(QStringLiteral("--rules-version: ") + version.errorMessage());
            settings.rulesVersion = *version;
        } else if (argument.startsWith(QLatin1String("--"))) {
            return io.fail(QStringLiteral("unknown option '%1'\n%2").arg(argument, sheetUsage));
        } else if (!argument.isEmpty()) {
            files.append(argument);
        }
    }
    if (files.isEmpty())
        return io.fail(sheetUsage);
    const auto paper = CharacterSheetPrinter::paperFromName(paperName);
    if (!paper)
        return io.fail(QStringLiteral("--paper: unknown paper '%1' (expected a4 or letter)").arg(paperName));
    if (paperGiven && pdf.isEmpty())
        return io.fail(QStringLiteral("--paper only goes with --pdf\n%1").arg(sheetUsage));

    QList<HeroCharacter> heroes;
    QJsonArray sheets;
    for (const QString &file : files) {
        auto hero = readHeroCharacterFile(file);
        if (!hero)
            return io.fail(hero.errorMessage());
        auto sheet = CharacterSheet::of(*hero, settings);
        if (!sheet)
            return io.fail(QStringLiteral("%1: %2").arg(file, sheet.errorMessage()));
        heroes.append(*hero);
        QJsonObject object = sheet->toJson();
        object.insert(QStringLiteral("name"), hero->creature.name);
        object.insert(QStringLiteral("level"), hero->creature.level);
        sheets.append(object);
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
    auto written = CharacterSheetPrinter::exportPdf(pdf, heroes, *paper, settings);
    if (!written)
        return io.fail(written.errorMessage());
    io.printJson({{QStringLiteral("pdf"), pdf},
                  {QStringLiteral("heroes"), int(heroes.size())},
                  {QStringLiteral("paper"), paperName.toLower()}});
    return exitOk;
}

} // namespace

CliCommand sheetCliCommand()
{
    return {QStringLiteral("sheet"),
            QStringLiteral("sheet HERO.json... [--pdf OUT.pdf [--paper a4|letter]] [--rules-version v0.1|1.0]   "
                           "derived sheet as JSON, or a PDF"),
            runSheet, sheetUsage};
}

std::unique_ptr<QCoreApplication> createCliApplication(int &argc, char **argv)
{
    bool wantsPdf = false;
    // sheet --pdf, encounter print --pdf, mastery-sheet print --pdf and ftd sheet(s) --pdf paint pages.
    if (argc > 1 && (std::strcmp(argv[1], "sheet") == 0 || std::strcmp(argv[1], "encounter") == 0 ||
                     std::strcmp(argv[1], "mastery-sheet") == 0 ||
                     (std::strcmp(argv[1], "ftd") == 0 && argc > 2 &&
                      (std::strcmp(argv[2], "sheet") == 0 || std::strcmp(argv[2], "sheets") == 0)))) {
        for (int i = 2; i < argc; ++i)
            wantsPdf = wantsPdf || std::strcmp(argv[i], "--pdf") == 0;
    }
    if (!wantsPdf)
        return std::make_unique<QCoreApplication>(argc, argv);
    // Painting text needs fonts, which need a GUI application; offscreen keeps the CLI usable without a display.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    return std::make_unique<QGuiApplication>(argc, argv);
}
