#include "ftdarguments.h"

#include "clicommand.h"

#include <QRandomGenerator>

#include <limits>

using namespace battlemat;

Result<FtdArguments> FtdArguments::read(const QStringList &arguments, const QStringList &valueOptions,
                                        const QStringList &flags)
{
    FtdArguments read;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (flags.contains(argument)) {
            if (read.m_flags.contains(argument))
                return Error{QStringLiteral("%1 is given twice").arg(argument)};
            read.m_flags.insert(argument);
            continue;
        }
        if (!valueOptions.contains(argument)) {
            if (argument.startsWith(QLatin1String("--")))
                return Error{QStringLiteral("unknown option '%1'").arg(argument)};
            return Error{QStringLiteral("unexpected argument '%1'").arg(argument)};
        }
        if (i + 1 >= arguments.size())
            return Error{QStringLiteral("%1 needs a value").arg(argument)};
        if (read.m_values.contains(argument))
            return Error{QStringLiteral("%1 is given twice").arg(argument)};
        read.m_values.insert(argument, arguments.at(++i));
    }
    return read;
}

Result<int> FtdArguments::intValue(const QString &name, int fallback, int min, int max) const
{
    if (!m_values.contains(name))
        return fallback;
    bool ok = false;
    const QString text = m_values.value(name);
    const int value = text.trimmed().toInt(&ok);
    if (!ok || value < min || value > max)
        return Error{
            QStringLiteral("%1 needs a whole number from %2 to %3, not '%4'").arg(name).arg(min).arg(max).arg(text)};
    return value;
}

Result<QList<int>> FtdArguments::intList(const QString &name, int min, int max) const
{
    QList<int> values;
    const QStringList parts = m_values.value(name).split(QLatin1Char(','));
    for (const QString &part : parts) {
        bool ok = false;
        const int value = part.trimmed().toInt(&ok);
        if (!ok || value < min || value > max)
            return Error{QStringLiteral("%1 needs whole numbers from %2 to %3 separated by commas, not '%4'")
                             .arg(name)
                             .arg(min)
                             .arg(max)
                             .arg(m_values.value(name))};
        values.append(value);
    }
    return values;
}

Result<quint64> FtdArguments::seed() const
{
    if (!m_values.contains(QStringLiteral("--seed")))
        return QRandomGenerator::system()->generate64();
    quint64 seed = 0;
    QString error;
    if (!parseSeed(m_values.value(QStringLiteral("--seed")), std::numeric_limits<quint64>::max(), &seed, &error))
        return Error{error};
    return seed;
}
