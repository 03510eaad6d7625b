#include "gridarguments.h"

using namespace battlemat;

Result<GridArguments> GridArguments::parse(const QStringList &arguments, const QStringList &valued,
                                           const QStringList &flags)
{
    GridArguments result;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (!a.startsWith(QLatin1String("--")))
            return Error{QStringLiteral("unexpected argument '%1'").arg(a)};
        const QString name = a.mid(2);
        if (flags.contains(name)) {
            result.m_flags.insert(name);
            continue;
        }
        if (!valued.contains(name))
            return Error{QStringLiteral("unknown option '%1' (this subcommand takes: %2)")
                             .arg(a, (valued + flags).join(QStringLiteral(", ")))};
        if (i + 1 >= arguments.size())
            return Error{QStringLiteral("option '%1' needs a value").arg(a)};
        if (result.m_values.contains(name))
            return Error{QStringLiteral("option '%1' is given twice").arg(a)};
        result.m_values.insert(name, arguments.at(++i));
    }
    return result;
}

Result<QString> GridArguments::required(const QString &name) const
{
    if (!m_values.contains(name))
        return Error{QStringLiteral("missing --%1").arg(name)};
    return m_values.value(name);
}

Result<int> GridArguments::creature(const BattleGrid &grid, const QString &name) const
{
    auto id = required(name);
    if (!id)
        return id.error();
    auto index = grid.findCreature(*id);
    if (!index)
        return Error{QStringLiteral("--%1: %2").arg(name, index.errorMessage())};
    return index;
}

Result<Square> GridArguments::parseSquare(const QString &text, const BattleGrid &grid, const QString &what)
{
    const QStringList parts = text.split(QLatin1Char(','));
    bool okX = false;
    bool okY = false;
    const int x = parts.size() == 2 ? parts.at(0).trimmed().toInt(&okX) : 0;
    const int y = parts.size() == 2 ? parts.at(1).trimmed().toInt(&okY) : 0;
    if (!okX || !okY)
        return Error{QStringLiteral("%1: '%2' is not a square; write X,Y (column, row from 0)").arg(what, text)};
    if (!grid.contains({x, y}))
        return Error{QStringLiteral("%1: square %2,%3 is off the %4x%5 map")
                         .arg(what)
                         .arg(x)
                         .arg(y)
                         .arg(grid.grid().width())
                         .arg(grid.grid().height())};
    return Square{x, y};
}

Result<Square> GridArguments::square(const BattleGrid &grid, const QString &name) const
{
    auto text = required(name);
    if (!text)
        return text.error();
    return parseSquare(*text, grid, QStringLiteral("--") + name);
}

Result<QList<Square>> GridArguments::squares(const BattleGrid &grid, const QString &name) const
{
    auto text = required(name);
    if (!text)
        return text.error();
    QList<Square> result;
    // ';' or spaces between squares: "1,4;2,4" and "1,4 2,4" alike (a shell or CMake list may eat ';').
    const QStringList items =
        QString(*text).replace(QLatin1Char(';'), QLatin1Char(' ')).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (items.isEmpty())
        return Error{QStringLiteral("--%1: no squares; write X,Y;X,Y;...").arg(name)};
    for (const QString &item : items) {
        auto s = parseSquare(item, grid, QStringLiteral("--") + name);
        if (!s)
            return s.error();
        result.append(*s);
    }
    return result;
}

Result<int> GridArguments::number(const QString &name, int min, int max, int fallback) const
{
    if (!m_values.contains(name))
        return fallback;
    bool ok = false;
    const int n = m_values.value(name).toInt(&ok);
    if (!ok || n < min || n > max)
        return Error{QStringLiteral("--%1: '%2' is not a whole number from %3 to %4")
                         .arg(name, m_values.value(name))
                         .arg(min)
                         .arg(max)};
    return n;
}
