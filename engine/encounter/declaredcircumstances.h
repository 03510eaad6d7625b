#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "grid/concealmentrules.h"
#include "grid/covergrade.h"

#include <QJsonObject>

namespace battlemat {

/**
 * What the game master rules about one attack beyond what the map shows: a table the map does not draw gives
 * cover, smoke gives concealment, an ally the map lacks flanks, the attacker ran earlier. Orcus leaves these
 * circumstances to the table ("Circumstance Attack Roll Modifier"); a declared one only ever adds to what the grid
 * finds (the worse cover or concealment counts), so the grid's judgement is never overruled in the attacker's
 * favour. `battlemat-cli attack` declares its flags through this on a one-command encounter.
 */
struct DeclaredCircumstances
{
    CoverGrade cover = CoverGrade::None;
    ConcealmentGrade concealment = ConcealmentGrade::None;
    bool flanking = false;      // the attacker flanks the target with an ally the map does not show
    bool longRange = false;     // a ranged attack beyond its normal range: -2
    bool attackerRan = false;   // the attacker took Run this turn: -5
    bool chooseToBeHit = false; // Orcus "Choosing to be hit": the target lets it hit without an attack roll

    bool isEmpty() const;
    bool operator==(const DeclaredCircumstances &) const = default;
};

/** {"cover": "cover"|"three-quarters", "concealment": "concealment"|"total", "flanking": true, ...}; errors name the
 * field. */
Result<DeclaredCircumstances> declaredCircumstancesFromJson(const QJsonObject &object, const JsonContext &context);
QJsonObject declaredCircumstancesToJson(const DeclaredCircumstances &declared);

} // namespace battlemat
