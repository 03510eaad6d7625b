#pragma once

#include "core/result.h"
#include "orcus/orcussettings.h"
#include "session/rulesmodule.h"
#include "sheet/herocharacter.h"

#include <QList>
#include <QPagedPaintDevice>

#include <optional>

/**
 * Prints Orcus character sheets, black on white: for each hero page 1 is the sheet and the following pages its
 * power cards. Every number comes from battlemat::CharacterSheet, the same derivation the fight uses. Paints on
 * any paged device: QPdfWriter for File > Export PDF and the CLI, QPrinter for File > Print.
 */
class CharacterSheetPrinter
{
public:
    enum class Paper
    {
        A4,
        Letter
    };

    /** "a4" or "letter", any letter case. */
    static std::optional<Paper> paperFromName(const QString &name);

    /** Paints every hero; the device's page size and margins are used as set. Refuses a hero the engine cannot
     *  derive (unknown armor, ...) before painting anything. */
    /** moduleFields: for each hero (same index) what the campaign's rules modules add to its sheet now
     *  (battlemat::moduleSheetFields: an action dice pool); missing or empty prints no modules box. */
    static battlemat::Status paint(QPagedPaintDevice &device, const QList<battlemat::HeroCharacter> &heroes,
                                   const battlemat::OrcusSettings &settings = {},
                                   const QList<QList<battlemat::ModuleSheetField>> &moduleFields = {});

    /** Writes a PDF of every hero's sheet and cards, the party in one file. */
    static battlemat::Status exportPdf(const QString &fileName, const QList<battlemat::HeroCharacter> &heroes,
                                       Paper paper, const battlemat::OrcusSettings &settings = {},
                                       const QList<QList<battlemat::ModuleSheetField>> &moduleFields = {});
};
