#include "fivetorches/ftdinitiative.h"

#include <algorithm>

namespace battlemat::ftd {

Status FtdInitiative::add(const QString &id, int dexterity)
{
    if (id.isEmpty())
        return Error{QStringLiteral("a combatant needs an id")};
    if (indexOf(id) >= 0)
        return Error{QStringLiteral("'%1' is already in the initiative order").arg(id)};
    // Insert after everyone with the same or a higher score: a stable order by DEX score.
    const auto at = std::find_if(m_order.cbegin(), m_order.cend(),
                                 [dexterity](const Entry &entry) { return entry.dexterity < dexterity; });
    m_order.insert(at - m_order.cbegin(), Entry{id, dexterity});
    return success();
}

Status FtdInitiative::delayAfter(const QString &id, const QString &after)
{
    const qsizetype from = indexOf(id);
    const qsizetype target = indexOf(after);
    if (from < 0)
        return Error{QStringLiteral("'%1' is not in the initiative order").arg(id)};
    if (target < 0)
        return Error{QStringLiteral("'%1' is not in the initiative order").arg(after)};
    if (target <= from)
        return Error{QStringLiteral("'%1' can only delay to a slower place, and '%2' acts before them").arg(id, after)};
    const Entry entry = m_order.takeAt(from);
    m_order.insert(target, entry); // target shifted down by one after the take: lands right after `after`
    return success();
}

void FtdInitiative::resort()
{
    std::stable_sort(m_order.begin(), m_order.end(),
                     [](const Entry &a, const Entry &b) { return a.dexterity > b.dexterity; });
}

QStringList FtdInitiative::ids() const
{
    QStringList list;
    for (const Entry &entry : m_order)
        list.append(entry.id);
    return list;
}

qsizetype FtdInitiative::indexOf(const QString &id) const
{
    for (qsizetype i = 0; i < m_order.size(); ++i) {
        if (m_order.at(i).id == id)
            return i;
    }
    return -1;
}

} // namespace battlemat::ftd
