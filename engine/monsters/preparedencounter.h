#pragma once

#include "core/jsonreader.h"
#include "monsters/encounterbudget.h"

#include <QList>
#include <QString>

namespace battlemat {

/**
 * An encounter the game master prepared with the encounter builder and stored in the campaign (an encounter entity
 * holding "prepared", docs/file-formats.md): its name, the party it is for and the monsters with their counts, each
 * with the stat block as it was when saved, so it prints and plays as prepared even if the library changes.
 */
struct PreparedEncounter
{
    QString name;
    int partySize = 4;
    int partyLevel = 1;
    QList<EncounterBudget::Entry> monsters;
    // The campaign map its simulation is fought on (docs/simulation.md "Simulate in the encounter builder"); empty:
    // the default open map. Optional in the file, so encounters prepared before it load unchanged.
    QString simulationMap;
    // The campaign's grades of the budget (its Orcus settings), set by whoever reads it from a campaign; not stored.
    EncounterGrades grades;

    /** Refuses a document that is not a prepared encounter, naming the field at fault. */
    static Result<PreparedEncounter> fromJson(const QJsonObject &document, const JsonContext &context);
    /**
     * {"name", "prepared": {"partySize", "partyLevel", "monsters": [{"id", "count", "monster": stat block}],
     * "simulationMap" when one is chosen}}.
     */
    QJsonObject toJson() const;
    EncounterBudget budget(const MonsterTables &tables) const;
};

} // namespace battlemat
