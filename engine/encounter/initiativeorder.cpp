#include "encounter/initiativeorder.h"

#include <QJsonObject>

#include <algorithm>

namespace battlemat {

void InitiativeOrder::setEntries(QList<InitiativeEntry> entries)
{
    // Stable: tied entries keep the order they were given in (the encounter file's order) until reordered.
    std::stable_sort(entries.begin(), entries.end(),
                     [](const InitiativeEntry &a, const InitiativeEntry &b) { return a.total > b.total; });
    m_entries = std::move(entries);
}

QStringList InitiativeOrder::turnOrder() const
{
    QStringList order;
    for (const InitiativeEntry &entry : m_entries)
        order += entry.members;
    return order;
}

int InitiativeOrder::entryOf(const QString &creatureId) const
{
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        if (m_entries[i].members.contains(creatureId))
            return int(i);
    }
    return -1;
}

QList<QStringList> InitiativeOrder::ties() const
{
    QList<QStringList> result;
    for (qsizetype i = 0; i < m_entries.size();) {
        qsizetype j = i + 1;
        while (j < m_entries.size() && m_entries[j].total == m_entries[i].total)
            ++j;
        if (j - i > 1) {
            QStringList tied;
            for (qsizetype k = i; k < j; ++k)
                tied << m_entries[k].members.constFirst();
            result << tied;
        }
        i = j;
    }
    return result;
}

Status InitiativeOrder::reorderTied(const QStringList &creatureIds)
{
    if (creatureIds.size() < 2)
        return Error{QStringLiteral("name at least two tied creatures to reorder")};
    QList<int> indices;
    for (const QString &id : creatureIds) {
        const int index = entryOf(id);
        if (index < 0)
            return Error{QStringLiteral("'%1' has no place in the initiative order").arg(id)};
        if (indices.contains(index))
            return Error{QStringLiteral("'%1' is named twice (or shares a group with another named creature)").arg(id)};
        indices << index;
    }
    const int total = m_entries[indices.constFirst()].total;
    for (qsizetype i = 0; i < indices.size(); ++i) {
        if (m_entries[indices[i]].total != total)
            return Error{QStringLiteral("'%1' (initiative %2) is not tied with '%3' (initiative %4)")
                             .arg(creatureIds[i])
                             .arg(m_entries[indices[i]].total)
                             .arg(creatureIds.constFirst())
                             .arg(total)};
    }
    QList<int> places = indices;
    std::sort(places.begin(), places.end());
    QList<InitiativeEntry> moved;
    for (int index : indices)
        moved << m_entries[index];
    for (qsizetype i = 0; i < places.size(); ++i)
        m_entries[places[i]] = moved[i];
    return success();
}

QJsonArray InitiativeOrder::toJson() const
{
    QJsonArray array;
    for (const InitiativeEntry &entry : m_entries) {
        array.append(QJsonObject{{QStringLiteral("members"), QJsonArray::fromStringList(entry.members)},
                                 {QStringLiteral("roll"), entry.roll},
                                 {QStringLiteral("bonus"), entry.bonus},
                                 {QStringLiteral("total"), entry.total}});
    }
    return array;
}

} // namespace battlemat
