#pragma once

#include "core/result.h"

#include <QHash>
#include <QSet>
#include <QStringList>

/**
 * The arguments of one `battlemat-cli ftd SUB` call: --name VALUE options and bare --flags, each known to the
 * subcommand and given at most once; no positional arguments. Numbers are whole and within a stated range.
 */
class FtdArguments
{
public:
    /** Refused with the first unknown option, a missing value, a repeat or a stray argument. */
    static battlemat::Result<FtdArguments> read(const QStringList &arguments, const QStringList &valueOptions,
                                                const QStringList &flags);

    bool has(const QString &name) const { return m_values.contains(name) || m_flags.contains(name); }
    QString value(const QString &name) const { return m_values.value(name); }
    /** The option as a whole number in [min, max], or the fallback when absent. */
    battlemat::Result<int> intValue(const QString &name, int fallback, int min, int max) const;
    /** A comma-separated list of whole numbers ("--mod 6,5"), each in [min, max]. */
    battlemat::Result<QList<int>> intList(const QString &name, int min, int max) const;
    /** --seed or a random seed; refused like every other subcommand's --seed. */
    battlemat::Result<quint64> seed() const;

private:
    QHash<QString, QString> m_values;
    QSet<QString> m_flags;
};
