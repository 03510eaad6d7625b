#pragma once

#include "core/result.h"

#include <QJsonArray>
#include <QList>
#include <QStringList>

namespace battlemat {

/** One place in the initiative order: a creature, or a group of identical monsters sharing one roll. */
struct InitiativeEntry
{
    QStringList members;
    int roll = 0;
    int bonus = 0;
    int total = 0;
    friend bool operator==(const InitiativeEntry &, const InitiativeEntry &) = default;
};

/**
 * The initiative order of Orcus "Initiative": highest check first, unchanged from round to round. Ties stay in
 * the order they were rolled until the GM or the players reorder them (reorderTied()).
 */
class InitiativeOrder
{
public:
    void setEntries(QList<InitiativeEntry> entries);
    const QList<InitiativeEntry> &entries() const { return m_entries; }
    bool isEmpty() const { return m_entries.isEmpty(); }

    /** Every creature's turn in order; the members of a group act one after another at the group's place. */
    QStringList turnOrder() const;
    /** Index of the entry holding this creature, or -1. */
    int entryOf(const QString &creatureId) const;
    /** Lists of creature ids (one per entry, its first member) whose totals tie, in current order. */
    QList<QStringList> ties() const;
    /**
     * Puts the entries named by these creatures (all with the same total) in this order, in the places they
     * already hold. Refused when they are not all tied with each other.
     */
    Status reorderTied(const QStringList &creatureIds);

    QJsonArray toJson() const;
    friend bool operator==(const InitiativeOrder &, const InitiativeOrder &) = default;

private:
    QList<InitiativeEntry> m_entries;
};

} // namespace battlemat
