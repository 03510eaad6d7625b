#include "battlemapitem.h"

#include "mapdocument.h"
#include "mapimage.h"

#include <QQuickWindow>
#include <QSGImageNode>

#include <cmath>

BattleMapItem::BattleMapItem(QQuickItem *parent)
    : QQuickItem(parent)
{
    setFlag(ItemHasContents, true);
}

void BattleMapItem::setDocument(MapDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &MapDocument::changed, this, &BattleMapItem::onMapChanged);
    onMapChanged();
    Q_EMIT documentChanged();
}

void BattleMapItem::setCellSize(qreal size)
{
    if (!(size > 0) || qFuzzyCompare(size, m_cellSize))
        return;
    m_cellSize = size;
    updateImplicitSize();
    update(); // the texture stays; only the node's rectangle changes
    Q_EMIT cellSizeChanged();
}

void BattleMapItem::setGridLinesVisible(bool visible)
{
    if (visible == m_gridLinesVisible)
        return;
    m_gridLinesVisible = visible;
    m_imageDirty = true;
    update();
    Q_EMIT gridLinesVisibleChanged();
}

QPoint BattleMapItem::squareAt(qreal x, qreal y) const
{
    if (!m_document)
        return {-1, -1};
    const QPoint square(int(std::floor(x / m_cellSize)), int(std::floor(y / m_cellSize)));
    if (!m_document->map().grid.contains({square.x(), square.y()}))
        return {-1, -1};
    return square;
}

void BattleMapItem::onMapChanged()
{
    m_imageDirty = true;
    updateImplicitSize();
    update();
}

void BattleMapItem::updateImplicitSize()
{
    const int columns = m_document ? m_document->columns() : 0;
    const int rows = m_document ? m_document->rows() : 0;
    setImplicitSize(columns * m_cellSize, rows * m_cellSize);
}

QSGNode *BattleMapItem::updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *)
{
    auto *node = static_cast<QSGImageNode *>(oldNode);
    if (!m_document || m_document->columns() == 0) {
        delete node;
        return nullptr;
    }
    if (!node) {
        node = window()->createImageNode();
        node->setOwnsTexture(true);
        m_imageDirty = true;
    }
    if (m_imageDirty) {
        m_imageDirty = false;
        const auto &grid = m_document->map().grid;
        m_pixelsPerSquare = MapImage::pixelsPerSquare(grid);
        node->setTexture(
            window()->createTextureFromImage(MapImage::render(grid, m_pixelsPerSquare, m_gridLinesVisible)));
    }
    // Nearest when each square is a single texel (huge maps), so squares stay squares; smooth otherwise.
    node->setFiltering(m_pixelsPerSquare == 1 ? QSGTexture::Nearest : QSGTexture::Linear);
    node->setRect(boundingRect());
    return node;
}
