#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "dice/rolleddie.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace battlemat {

/**
 * The record of one roll, as the encounter log stores it and the dice log shows it: what was rolled and why,
 * every die (kept or dropped, exploded or not) and the total. Serialises to a JSON event of type "roll";
 * reading one back re-checks that the dice add up to the total, so an edited log cannot lie.
 */
class RollRecord
{
public:
    QString expression; // as typed ("3dW+2")
    QString notation;   // canonical, weapon dice resolved ("6d6+2"); the total is recomputed from it
    QString purpose;    // why it was rolled ("attack: Ogre vs Reflex"), free text
    int total = 0;
    QList<RolledDie> dice;

    /** The dice that count towards the total, in roll order. */
    QList<RolledDie> keptDice() const;
    /**
     * The face of the single kept first-roll die with these sides (the "natural" d20 of an attack), or nothing
     * when there is no such die or more than one.
     */
    std::optional<int> naturalRoll(int sides = 20) const;
    /** One line for a person: "4d6kh3: 6 5 3 [1] = 14" (dropped dice in brackets, explosions marked !). */
    QString summary() const;

    /** {"type":"roll","expression":..,"notation":..,"purpose":..,"total":..,"dice":[{...}]} */
    QJsonObject toJson() const;
    static Result<RollRecord> fromJson(const QJsonObject &object, const JsonContext &context);

    bool operator==(const RollRecord &other) const = default;
};

} // namespace battlemat
