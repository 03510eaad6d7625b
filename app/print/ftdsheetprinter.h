#pragma once

#include "core/result.h"
#include "fivetorches/ftdcharacter.h"
#include "fivetorches/ftdmonster.h"

#include <QList>
#include <QPagedPaintDevice>

/**
 * Prints Five Torches Deep character sheets and monster stat blocks, black on white, one page each: the six
 * abilities with their modifiers, HP, AC, proficiency, resilience, the loads carried against the STR score with the
 * speed and disadvantage they leave, coins; a monster's HD, attack, damage, AC, speed, morale bonus and loot. Every
 * derived number is the engine's (FtdCharacter, Encumbrance), the same the fight and the return roll use.
 */
class FtdSheetPrinter
{
public:
    static battlemat::Status paint(QPagedPaintDevice &device, const QList<battlemat::ftd::FtdCharacter> &characters,
                                   const QList<battlemat::ftd::FtdMonster> &monsters);
    /** Writes the PDF whole or not at all (a full disk leaves the previous file as it was). */
    static battlemat::Status exportPdf(const QString &fileName, const QList<battlemat::ftd::FtdCharacter> &characters,
                                       const QList<battlemat::ftd::FtdMonster> &monsters, bool letter);
};
