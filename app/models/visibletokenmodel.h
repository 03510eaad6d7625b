#pragma once

#include <QRectF>
#include <QSortFilterProxyModel>
#include <QtQml/qqmlregistration.h>

#include "tokenmodel.h"

/**
 * The tokens of a TokenModel that stand in an area of the map, for the view's QML token items: a map with a
 * thousand creatures then builds items only for the few near the view. Rows keep every role of the tokens and add
 * `tokenIndex`, the row in the full model (the one selection, menus and panels speak of).
 */
class VisibleTokenModel : public QSortFilterProxyModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(TokenModel *tokens READ tokens WRITE setTokens NOTIFY tokensChanged)
    Q_PROPERTY(QRectF area READ area WRITE setArea NOTIFY areaChanged)
    Q_PROPERTY(qreal cellSize READ cellSize WRITE setCellSize NOTIFY cellSizeChanged)
    Q_PROPERTY(bool enabled READ enabled WRITE setEnabled NOTIFY enabledChanged)

public:
    enum Role
    {
        TokenIndexRole = TokenModel::CharacterRole + 100,
    };

    explicit VisibleTokenModel(QObject *parent = nullptr);

    TokenModel *tokens() const { return m_tokens; }
    void setTokens(TokenModel *tokens);
    /** The area in map pixels (cellSize a square); a token overlapping it is in. */
    QRectF area() const { return m_area; }
    void setArea(const QRectF &area);
    qreal cellSize() const { return m_cellSize; }
    void setCellSize(qreal size);
    /** False: no rows (the view draws its tokens another way). */
    bool enabled() const { return m_enabled; }
    void setEnabled(bool enabled);

    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void tokensChanged();
    void areaChanged();
    void cellSizeChanged();
    void enabledChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    TokenModel *m_tokens = nullptr;
    QRectF m_area;
    qreal m_cellSize = 48;
    bool m_enabled = true;
};
