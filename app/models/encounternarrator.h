#pragma once

#include "dicelogline.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>

namespace battlemat {
struct EncounterState;
}

/**
 * Turns the events of one encounter command into dice log lines a table reads aloud: names instead of ids, hit
 * or miss against which defense, the damage dealt and what it did ("staggered", "dies"), saving throws and
 * initiative, each with its dice. Only the wording is made here; every number comes from the events.
 */
class EncounterNarrator
{
    Q_DECLARE_TR_FUNCTIONS(EncounterNarrator)

public:
    /** The lines of these events (in log order), named after the creatures and powers in `state`. */
    static QList<DiceLogLine> narrate(const QList<QJsonObject> &events, const battlemat::EncounterState &state);
    /** The table's word for a defense as the events name it ("ac", "fortitude", "reflex", "will"). */
    static QString defenseLabel(const QString &defense);
    /** The table's word for a kind of light ("torch", "lantern", ...: grid/lightsource.h). */
    static QString lightName(const QString &kind);
};
