#pragma once

#include "core/result.h"
#include "grid/battlegrid.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>
#include <QStringList>

/**
 * The options of one `grid` subcommand: `--name value` pairs and bare `--flags`, each checked against the list
 * the subcommand accepts, with the readers that turn values into squares, creatures and numbers or say what is
 * wrong with them.
 */
class GridArguments
{
public:
    static battlemat::Result<GridArguments> parse(const QStringList &arguments, const QStringList &valued,
                                                  const QStringList &flags);

    bool has(const QString &name) const { return m_values.contains(name) || m_flags.contains(name); }
    QString value(const QString &name) const { return m_values.value(name); }

    battlemat::Result<int> creature(const battlemat::BattleGrid &grid, const QString &name) const;
    battlemat::Result<battlemat::Square> square(const battlemat::BattleGrid &grid, const QString &name) const;
    battlemat::Result<QList<battlemat::Square>> squares(const battlemat::BattleGrid &grid, const QString &name) const;
    battlemat::Result<int> number(const QString &name, int min, int max, int fallback) const;
    battlemat::Result<QString> required(const QString &name) const;

    static battlemat::Result<battlemat::Square> parseSquare(const QString &text, const battlemat::BattleGrid &grid,
                                                            const QString &what);
    static QJsonArray squareJson(battlemat::Square s) { return QJsonArray{s.x, s.y}; }

private:
    QHash<QString, QString> m_values;
    QSet<QString> m_flags;
};
