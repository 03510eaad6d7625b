#include "mastery/refinitiativeorder.h"

#include <QJsonArray>

#include <algorithm>

namespace battlemat {

namespace {

bool goesFirst(const RefInitiativeEntry &a, const RefInitiativeEntry &b)
{
    if (a.initiative != b.initiative)
        return a.initiative > b.initiative;
    if (a.refSides != b.refSides)
        return a.refSides > b.refSides;
    return a.rollOffs > b.rollOffs; // lexicographic: the first roll-off that differs decides
}

bool tied(const RefInitiativeEntry &a, const RefInitiativeEntry &b)
{
    return !goesFirst(a, b) && !goesFirst(b, a);
}

} // namespace

void RefInitiativeOrder::setEntries(QList<RefInitiativeEntry> entries, const FaceRoller &roller)
{
    // Roll-offs until no two entries are tied; a bound keeps a degenerate roller from looping for ever.
    for (int pass = 0; pass < 100; ++pass) {
        std::stable_sort(entries.begin(), entries.end(), goesFirst);
        bool anyTie = false;
        for (qsizetype i = 0; i < entries.size();) {
            qsizetype end = i + 1;
            while (end < entries.size() && tied(entries.at(i), entries.at(end)))
                ++end;
            if (end - i > 1) {
                anyTie = true;
                for (qsizetype k = i; k < end; ++k)
                    entries[k].rollOffs.append(roller(entries.at(k).refSides));
            }
            i = end;
        }
        if (!anyTie)
            break;
    }
    std::stable_sort(entries.begin(), entries.end(), goesFirst);
    m_entries = std::move(entries);
    m_delayed.clear();
    m_current = 0;
    m_round = 1;
    m_anyActed = false;
}

QString RefInitiativeOrder::current() const
{
    return m_entries.isEmpty() ? QString() : m_entries.at(m_current).id;
}

const RefInitiativeEntry *RefInitiativeOrder::entry(const QString &id) const
{
    for (const auto *list : {&m_entries, &m_delayed}) {
        for (const RefInitiativeEntry &entry : *list) {
            if (entry.id == id)
                return &entry;
        }
    }
    return nullptr;
}

void RefInitiativeOrder::advance()
{
    if (m_entries.isEmpty())
        return;
    m_lastActed = m_entries.at(m_current).initiative;
    m_anyActed = true;
    if (++m_current >= m_entries.size()) {
        m_current = 0;
        ++m_round;
    }
}

Status RefInitiativeOrder::delay()
{
    if (m_entries.isEmpty())
        return Error{QStringLiteral("nobody is in the turn order")};
    m_delayed.append(m_entries.takeAt(m_current));
    if (m_current >= m_entries.size()) {
        m_current = 0;
        ++m_round;
    }
    return success();
}

Status RefInitiativeOrder::resume(const QStringList &ids)
{
    QList<RefInitiativeEntry> acting;
    for (const QString &id : ids) {
        const auto it = std::find_if(m_delayed.cbegin(), m_delayed.cend(),
                                     [&](const RefInitiativeEntry &entry) { return entry.id == id; });
        if (it == m_delayed.cend())
            return Error{QStringLiteral("'%1' is not delaying").arg(id)};
        if (std::any_of(acting.cbegin(), acting.cend(), [&](const RefInitiativeEntry &e) { return e.id == id; }))
            return Error{QStringLiteral("'%1' is named twice").arg(id)};
        acting.append(*it);
    }
    // "Delaying": one less than the last to act; before anyone acted, one less than the top of the order.
    int initiative = m_anyActed ? m_lastActed : (m_entries.isEmpty() ? 0 : m_entries.constFirst().initiative);
    qsizetype at = m_current;
    for (RefInitiativeEntry entry : acting) {
        m_delayed.removeIf([&](const RefInitiativeEntry &e) { return e.id == entry.id; });
        entry.initiative = --initiative;
        m_entries.insert(at++, entry);
    }
    return success();
}

void RefInitiativeOrder::remove(const QString &id)
{
    m_delayed.removeIf([&](const RefInitiativeEntry &entry) { return entry.id == id; });
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        if (m_entries.at(i).id != id)
            continue;
        m_entries.removeAt(i);
        if (i < m_current)
            --m_current;
        if (m_current >= m_entries.size()) {
            m_current = 0;
            ++m_round;
        }
        return;
    }
}

} // namespace battlemat

namespace battlemat {

namespace {

QJsonArray entriesToJson(const QList<RefInitiativeEntry> &entries)
{
    QJsonArray list;
    for (const RefInitiativeEntry &entry : entries) {
        QJsonArray rollOffs;
        for (int roll : entry.rollOffs)
            rollOffs.append(roll);
        list.append(QJsonObject{{QStringLiteral("id"), entry.id},
                                {QStringLiteral("initiative"), entry.initiative},
                                {QStringLiteral("ref"), entry.refSides},
                                {QStringLiteral("rollOffs"), rollOffs}});
    }
    return list;
}

QList<RefInitiativeEntry> entriesFromJson(const QJsonArray &list)
{
    QList<RefInitiativeEntry> entries;
    for (const QJsonValue &value : list) {
        const QJsonObject object = value.toObject();
        RefInitiativeEntry entry{object.value(QStringLiteral("id")).toString(),
                                 object.value(QStringLiteral("initiative")).toInt(),
                                 object.value(QStringLiteral("ref")).toInt(),
                                 {}};
        for (const QJsonValue &roll : object.value(QStringLiteral("rollOffs")).toArray())
            entry.rollOffs.append(roll.toInt());
        entries.append(entry);
    }
    return entries;
}

} // namespace

QJsonObject RefInitiativeOrder::toJson() const
{
    return {{QStringLiteral("entries"), entriesToJson(m_entries)},
            {QStringLiteral("delayed"), entriesToJson(m_delayed)},
            {QStringLiteral("current"), int(m_current)},
            {QStringLiteral("round"), m_round},
            {QStringLiteral("lastActed"), m_lastActed},
            {QStringLiteral("anyActed"), m_anyActed}};
}

RefInitiativeOrder RefInitiativeOrder::fromJson(const QJsonObject &object)
{
    RefInitiativeOrder order;
    order.m_entries = entriesFromJson(object.value(QStringLiteral("entries")).toArray());
    order.m_delayed = entriesFromJson(object.value(QStringLiteral("delayed")).toArray());
    order.m_current = object.value(QStringLiteral("current")).toInt();
    order.m_round = object.value(QStringLiteral("round")).toInt(1);
    order.m_lastActed = object.value(QStringLiteral("lastActed")).toInt();
    order.m_anyActed = object.value(QStringLiteral("anyActed")).toBool();
    return order;
}

} // namespace battlemat
