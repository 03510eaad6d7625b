#pragma once

#include "core/result.h"

#include <QList>
#include <QString>

namespace battlemat::ftd {

/**
 * The fixed turn order of a Five Torches Deep fight: higher DEX score (not modifier) first, the same every round
 * unless there is an ambush; anyone may delay to a slower place ("PC Actions",
 * ../shared/rules/checks-actions-combat-gritty.txt). The text does not break ties: equal scores keep the order they
 * were added in (the GM adds them as they like).
 */
class FtdInitiative
{
public:
    struct Entry
    {
        QString id;
        int dexterity = 10;
    };

    /** Refused for an empty or repeated id. */
    Status add(const QString &id, int dexterity);
    /** Moves a combatant to act right after another slower one. Refused when that would make them faster. */
    Status delayAfter(const QString &id, const QString &after);
    /** An ambush or a new fight: the order by DEX score again. */
    void resort();

    const QList<Entry> &order() const { return m_order; }
    QStringList ids() const;

private:
    qsizetype indexOf(const QString &id) const;
    QList<Entry> m_order;
};

} // namespace battlemat::ftd
