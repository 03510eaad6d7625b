#pragma once

#include "core/jsonreader.h"
#include "orcus/conditioninstance.h"

#include <QJsonArray>
#include <QList>

namespace battlemat {

/**
 * The conditions on one creature, as separate instances. has() tells whether a condition is in force, directly or
 * implied by another (Controlled implies Dazed, Dying implies Unconscious: orcus-gaps-filled.md section 7).
 */
class ConditionSet
{
public:
    /** Adds an instance and returns its id. A new Marked replaces any mark by another creature ("Marked"). */
    int add(Condition condition, ConditionDuration duration, const QString &sourceId = {}, const QString &origin = {});
    /** Ends one instance; false if there is none with that id. */
    bool remove(int instanceId);
    /** Ends every instance of a condition; returns how many ended. */
    int removeAll(Condition condition);

    /** In force directly or through a condition that implies it. */
    bool has(Condition condition) const;
    /** Has an instance of its own (not only implied). */
    bool hasDirect(Condition condition) const;
    /** What puts a condition in force: the names of the conditions that impose or imply it. */
    QStringList reasonsFor(Condition condition) const;
    /** The creature that marked this one, if it is marked. */
    QString markerId() const;

    const QList<ConditionInstance> &instances() const { return m_instances; }
    const ConditionInstance *instance(int instanceId) const;
    bool isEmpty() const { return m_instances.isEmpty(); }

    QJsonArray toJson() const;
    static Result<ConditionSet> fromJson(const QJsonArray &array, const JsonContext &context);

private:
    QList<ConditionInstance> m_instances;
    int m_nextId = 1;
};

} // namespace battlemat
