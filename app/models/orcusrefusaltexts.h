#pragma once

#include <QHash>
#include <QString>

namespace battlemat {
struct EncounterState;
}

/**
 * The Orcus table's refusals (turns and actions, attacks and powers, movement on the grid) in the table's language:
 * the engine words them in English, naming creatures by id, for the CLI, the logs and the tests; this catalogue (a
 * RefusalCatalogue, context "OrcusRefusalTexts") puts each sentence it knows into the translation with the creatures'
 * names from the sheet ("Brannoc Vell", not "brannoc") and the engine's words ("standard", "walk") translated too.
 * What it does not know is shown as the engine wrote it.
 */
class OrcusRefusalTexts
{
public:
    /** names: each creature's id and its name in the running encounter. */
    static QString translate(const QString &english, const QHash<QString, QString> &names = {});
    /** Each combatant's and each of their powers' id and name in the encounter, for translate(). */
    static QHash<QString, QString> namesIn(const battlemat::EncounterState &state);
    /** Whether the catalogue has a pattern for the message (tests check that the engine's refusals are covered). */
    static bool known(const QString &english);
};
