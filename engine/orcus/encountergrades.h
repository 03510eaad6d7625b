#pragma once

#include <QString>

namespace battlemat {

/**
 * How hard an encounter is against its XP budget (Orcus Basic Rules, "Monsters", "Level": the budget is what a party
 * should survive four times a day). The rules name no grades: easy, standard, hard and deadly at 0.75, 1, 1.5 and 2
 * times the budget are Battlemat's reading, a campaign setting the game master may change (Settings > Rules modules,
 * Orcus; docs/encounter.md, "Encounter budget").
 */
struct EncounterGrades
{
    double easy = 0.75;
    double standard = 1.0;
    double hard = 1.5;
    double deadly = 2.0;

    /** Why these factors are no grades (each above 0 and at most 10, rising from easy to deadly), or "". */
    QString problem() const;
    friend bool operator==(const EncounterGrades &, const EncounterGrades &) = default;
};

} // namespace battlemat
