#pragma once

#include <QPointer>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

#include "mapdocument.h"

/**
 * Draws a MapDocument's terrain, grid lines, walls and doors as one scene-graph texture node (never one item per
 * square). Its size follows the map: columns x cellSize by rows x cellSize; zooming only rescales the node.
 */
class BattleMapItem : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(MapDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(qreal cellSize READ cellSize WRITE setCellSize NOTIFY cellSizeChanged)
    Q_PROPERTY(bool gridLinesVisible READ gridLinesVisible WRITE setGridLinesVisible NOTIFY gridLinesVisibleChanged)

public:
    explicit BattleMapItem(QQuickItem *parent = nullptr);

    MapDocument *document() const { return m_document; }
    void setDocument(MapDocument *document);
    qreal cellSize() const { return m_cellSize; }
    void setCellSize(qreal size);
    bool gridLinesVisible() const { return m_gridLinesVisible; }
    void setGridLinesVisible(bool visible);

    /** The square under a point in item coordinates, or (-1, -1) off the map. */
    Q_INVOKABLE QPoint squareAt(qreal x, qreal y) const;

Q_SIGNALS:
    void documentChanged();
    void cellSizeChanged();
    void gridLinesVisibleChanged();

protected:
    QSGNode *updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *) override;

private:
    void onMapChanged();
    void updateImplicitSize();

    QPointer<MapDocument> m_document;
    qreal m_cellSize = 48;
    bool m_gridLinesVisible = true;
    bool m_imageDirty = true;
    int m_pixelsPerSquare = 1;
};
