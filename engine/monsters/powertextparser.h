#pragma once

#include "orcus/power.h"

#include <QString>
#include <QStringList>

namespace battlemat {

/**
 * Reads one power of a published Orcus 1.0 stat block (../shared/rules/orcus-monsters-1.0.md): its header line
 * ("‡ **Dagger** (standard, at-will) ● **Weapon**") and its printed text ("Ranged 5/10; +11 vs AC; 1d4+5 damage.").
 * What it recognises becomes data (range, area, attack, damage, conditions with their durations, forced movement,
 * healing, the attacks a multi-attack power makes); every clause it does not is kept as text on the outcome and
 * named in keptAsText, and the whole printed text stays in Power::description.
 */
class PowerTextParser
{
public:
    struct Header
    {
        QString icon; // "‡", "†", "↗", "∢", "⤢", "⋇" or empty
        QString name;
        QString usage; // "standard, at-will"
        QString tags;  // "Weapon, Poison"
    };

    /** A header line of a power or trait; false when the line is not one. */
    static bool readHeader(const QString &line, Header *header);

    /** The power, or nullopt with *problem set when the usage cannot be read. */
    static std::optional<Power> parse(const Header &header, const QString &body, QStringList *keptAsText,
                                      QString *problem);

    /** "2d8+4 fire damage" clauses and conditions of an outcome's text; the rest lands in outcome->text. */
    static void readOutcome(const QString &text, PowerOutcome *outcome, QStringList *keptAsText, const QString &where);
};

} // namespace battlemat
