#include "dicelog.h"

#include "dice/diceodds.h"
#include "dice/diceparser.h"
#include "dice/diceroller.h"

DiceLog::DiceLog(quint64 seed, QObject *parent)
    : QAbstractListModel(parent)
    , m_source(std::make_unique<battlemat::SeededDieSource>(seed))
{}

int DiceLog::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_records.size());
}

QVariant DiceLog::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const battlemat::RollRecord &record = m_records.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case SummaryRole:
        return record.summary();
    case ExpressionRole:
        return record.expression;
    case NotationRole:
        return record.notation;
    case PurposeRole:
        return record.purpose;
    case TotalRole:
        return record.total;
    case DiceRole: {
        QVariantList dice;
        for (const battlemat::RolledDie &die : record.dice) {
            dice.append(QVariantMap{{QStringLiteral("value"), die.value},
                                    {QStringLiteral("sides"), die.sides},
                                    {QStringLiteral("kept"), die.kept},
                                    {QStringLiteral("exploded"), die.exploded},
                                    {QStringLiteral("bonus"), die.bonus}});
        }
        return dice;
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> DiceLog::roleNames() const
{
    return {{ExpressionRole, "expression"}, {NotationRole, "notation"}, {PurposeRole, "purpose"},
            {TotalRole, "total"},           {SummaryRole, "summary"},   {DiceRole, "dice"}};
}

bool DiceLog::roll(const QString &notation, const QString &purpose)
{
    battlemat::DiceSyntaxError syntax;
    const auto expression = battlemat::DiceParser().parse(notation.trimmed(), &syntax);
    if (!expression) {
        setError(expression.errorMessage(), syntax.position);
        return false;
    }
    battlemat::DiceRoller roller(*m_source);
    auto record = roller.roll(*expression, purpose.trimmed().isEmpty() ? tr("free roll") : purpose.trimmed());
    if (!record) {
        setError(record.errorMessage(), 0);
        return false;
    }
    setError({}, 0);
    append(*record);
    return true;
}

QVariantMap DiceLog::odds(const QString &notation) const
{
    const auto expression = battlemat::DiceParser().parse(notation.trimmed());
    if (!expression)
        return {{QStringLiteral("ok"), false}, {QStringLiteral("error"), expression.errorMessage()}};
    const auto distribution = battlemat::DiceOdds::distribution(*expression);
    if (!distribution)
        return {{QStringLiteral("ok"), false}, {QStringLiteral("error"), distribution.errorMessage()}};
    return {{QStringLiteral("ok"), true},
            {QStringLiteral("mean"), distribution->mean()},
            {QStringLiteral("minimum"), distribution->minimum()},
            {QStringLiteral("maximum"), distribution->maximum()}};
}

void DiceLog::append(const battlemat::RollRecord &record)
{
    const int row = int(m_records.size());
    beginInsertRows({}, row, row);
    m_records.append(record);
    endInsertRows();
}

void DiceLog::setError(const QString &message, int position)
{
    if (message == m_lastError && position == m_errorPosition)
        return;
    m_lastError = message;
    m_errorPosition = position;
    Q_EMIT lastErrorChanged();
}
