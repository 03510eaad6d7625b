#pragma once

#include "core/jsonreader.h"
#include "core/result.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <array>

namespace battlemat::ftd {

/** The six ability scores of a Five Torches Deep character or monster, 0 to 30 (0 after ruinous damage). */
struct AbilityScores
{
    std::array<int, 6> scores{10, 10, 10, 10, 10, 10};

    static const QStringList &names(); // STR, DEX, CON, INT, WIS, CHA

    /** The score of "STR" .. "CHA"; -1 for another name (callers check the name first with indexOf). */
    int score(const QString &ability) const;
    int modifier(const QString &ability) const;
    void set(const QString &ability, int value);
    /** The highest of the six modifiers: a PC's "best modifier" before proficiency. */
    int bestModifier() const;

    QJsonObject toJson() const;
    /** {"STR":10,...}: all six required, whole numbers 0 to 30. */
    static Result<AbilityScores> fromJson(const QJsonObject &object, const JsonContext &context);
};

} // namespace battlemat::ftd
