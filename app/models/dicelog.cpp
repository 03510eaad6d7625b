#include "dicelog.h"

#include "dice/diceodds.h"
#include "dice/diceparser.h"
#include "dice/diceroller.h"

DiceLog::DiceLog(quint64 seed, QObject *parent)
    : QAbstractListModel(parent)
    , m_source(std::make_unique<battlemat::SeededDieSource>(seed))
{}

namespace {

QVariantList diceOf(const battlemat::RollRecord &record)
{
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

} // namespace

int DiceLog::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

QVariant DiceLog::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const DiceLogLine &line = m_lines.at(index.row());
    static const battlemat::RollRecord none;
    const battlemat::RollRecord &record = line.rolls.isEmpty() ? none : line.rolls.constFirst();
    switch (role) {
    case Qt::DisplayRole:
    case TextRole:
        return line.text;
    case UndoneRole:
        return line.undone;
    case FreeRollRole:
        return line.source == 0 && !line.rolls.isEmpty();
    case RollsRole: {
        QVariantList rolls;
        for (const battlemat::RollRecord &roll : line.rolls) {
            rolls.append(QVariantMap{{QStringLiteral("purpose"), roll.purpose},
                                     {QStringLiteral("notation"), roll.notation},
                                     {QStringLiteral("total"), roll.total},
                                     {QStringLiteral("dice"), diceOf(roll)}});
        }
        return rolls;
    }
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
    case DiceRole:
        return diceOf(record);
    default:
        return {};
    }
}

QHash<int, QByteArray> DiceLog::roleNames() const
{
    return {{ExpressionRole, "expression"}, {NotationRole, "notation"}, {PurposeRole, "purpose"}, {TotalRole, "total"},
            {SummaryRole, "summary"},       {DiceRole, "dice"},         {TextRole, "text"},       {RollsRole, "rolls"},
            {UndoneRole, "undone"},         {FreeRollRole, "freeRoll"}};
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
    DiceLogLine line;
    line.text = record.purpose;
    line.rolls.append(record);
    appendLines({line});
}

void DiceLog::appendLines(const QList<DiceLogLine> &lines)
{
    if (lines.isEmpty())
        return;
    // An encounter command happened: what was undone before it can no longer be redone.
    if (lines.constFirst().source != 0)
        m_struck.clear();
    const int row = int(m_lines.size());
    beginInsertRows({}, row, row + int(lines.size()) - 1);
    m_lines.append(lines);
    endInsertRows();
}

void DiceLog::strikeFrom(int source, int fromSeq)
{
    QList<int> rows;
    for (int row = 0; row < m_lines.size(); ++row) {
        DiceLogLine &line = m_lines[row];
        if (line.source != source || line.seq < fromSeq || line.undone)
            continue;
        line.undone = true;
        rows.append(row);
        Q_EMIT dataChanged(index(row), index(row), {UndoneRole});
    }
    m_struck.append(rows);
}

bool DiceLog::unstrikeLast()
{
    if (m_struck.isEmpty())
        return false;
    const QList<int> rows = m_struck.takeLast();
    for (const int row : rows) {
        m_lines[row].undone = false;
        Q_EMIT dataChanged(index(row), index(row), {UndoneRole});
    }
    return !rows.isEmpty();
}

void DiceLog::setError(const QString &message, int position)
{
    if (message == m_lastError && position == m_errorPosition)
        return;
    m_lastError = message;
    m_errorPosition = position;
    Q_EMIT lastErrorChanged();
}
