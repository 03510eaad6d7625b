#pragma once

#include "orcus/statchange.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace battlemat {

/** A change to a creature's numbers read from one printed clause, and the words of its end as printed. */
struct PrintedStatChange
{
    StatChange change;
    QString until; // "until the start of its next turn", "(save ends)", or "" when the clause prints no end
};

/**
 * Reads one clause of a power's text as a change to its subject's numbers (issue 17), by the wording: "gains a +1
 * power bonus to all defenses", "suffers a -2 penalty to AC and Reflex defense", "takes a -2 penalty to Will defense",
 * "ground and fly speeds increase by 1", "gains resistance 10 to fire damage", "loses all resistances". Nothing when
 * the clause says something else.
 */
std::optional<PrintedStatChange> readStatChange(const QString &clause);

/**
 * A change printed without an end lasts the encounter, unless the rest of the text (kept) changes it ("Each time an
 * attack misses the greymalkin, the bonus decreases by 2"): then those changes (their index in changes, and their
 * clause) go back to the kept text, the table's.
 */
void keepEndlessChangesChangedLater(QList<StatChange> *changes, const QList<std::pair<qsizetype, QString>> &endless,
                                    QStringList *kept);

} // namespace battlemat
