#include "visibletokenmodel.h"

VisibleTokenModel::VisibleTokenModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{}

void VisibleTokenModel::setTokens(TokenModel *tokens)
{
    if (m_tokens == tokens)
        return;
    m_tokens = tokens;
    setSourceModel(tokens);
    Q_EMIT tokensChanged();
}

void VisibleTokenModel::setArea(const QRectF &area)
{
    if (area == m_area)
        return;
    m_area = area;
    invalidateFilter();
    Q_EMIT areaChanged();
}

void VisibleTokenModel::setCellSize(qreal size)
{
    if (!(size > 0) || qFuzzyCompare(size, m_cellSize))
        return;
    m_cellSize = size;
    invalidateFilter();
    Q_EMIT cellSizeChanged();
}

void VisibleTokenModel::setEnabled(bool enabled)
{
    if (enabled == m_enabled)
        return;
    m_enabled = enabled;
    invalidateFilter();
    Q_EMIT enabledChanged();
}

QVariant VisibleTokenModel::data(const QModelIndex &index, int role) const
{
    if (role == TokenIndexRole)
        return index.isValid() ? mapToSource(index).row() : -1;
    return QSortFilterProxyModel::data(index, role);
}

QHash<int, QByteArray> VisibleTokenModel::roleNames() const
{
    QHash<int, QByteArray> names = QSortFilterProxyModel::roleNames();
    names.insert(TokenIndexRole, QByteArrayLiteral("tokenIndex"));
    return names;
}

bool VisibleTokenModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_enabled || !m_tokens)
        return false;
    const QModelIndex i = m_tokens->index(sourceRow, 0, sourceParent);
    const qreal space = std::max(1, i.data(TokenModel::SpaceSquaresRole).toInt()) * m_cellSize;
    const QRectF token(i.data(TokenModel::ColumnRole).toInt() * m_cellSize,
                       i.data(TokenModel::RowRole).toInt() * m_cellSize, space, space);
    return token.intersects(m_area);
}
