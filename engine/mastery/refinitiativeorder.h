#pragma once

#include "core/result.h"
#include "mastery/masteryroll.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace battlemat {

/** One character's or monster group's place in the turn order. */
struct RefInitiativeEntry
{
    QString id;
    int initiative = 0;
    int refSides = 0;
    QList<int> rollOffs; // REF rolls that broke a tie, in order
};

/**
 * The turn order of a contested situation ("Combat", "Delaying"): higher initiative first, ties to the larger
 * REF die, then REF roll-offs. A delaying entry leaves the order and comes back just after the last one to
 * act, its initiative set one below that one's.
 */
class RefInitiativeOrder
{
public:
    /** Sorts by the rules, rolling REF dice (with `roller`) for entries still tied. */
    void setEntries(QList<RefInitiativeEntry> entries, const FaceRoller &roller);

    const QList<RefInitiativeEntry> &entries() const { return m_entries; }
    const QList<RefInitiativeEntry> &delayed() const { return m_delayed; }
    bool isEmpty() const { return m_entries.isEmpty(); }
    QString current() const;
    int round() const { return m_round; }
    const RefInitiativeEntry *entry(const QString &id) const;

    /** The current entry's turn ends: the next one is current (after the last a new round starts). */
    void advance();
    /** The current entry delays: it leaves the order until resume(). */
    Status delay();
    /** Delaying entries act now, in this order, before the entry that has not started yet. */
    Status resume(const QStringList &ids);
    /** A defeated creature's entry leaves the order. */
    void remove(const QString &id);

    /** The order as the table session stores it between commands (engine/mastery/masterystatejson.h). */
    QJsonObject toJson() const;
    static RefInitiativeOrder fromJson(const QJsonObject &object);

private:
    QList<RefInitiativeEntry> m_entries;
    QList<RefInitiativeEntry> m_delayed;
    qsizetype m_current = 0;
    int m_round = 1;
    int m_lastActed = 0; // initiative of the last entry whose turn ended
    bool m_anyActed = false;
};

} // namespace battlemat
