#include "foglayeritem.h"

#include <QQuickWindow>
#include <QSGSimpleTextureNode>

#include <cmath>

FogLayerItem::FogLayerItem(QQuickItem *parent)
    : QQuickItem(parent)
{
    setFlag(ItemHasContents, true);
}

void FogLayerItem::setDocument(MapDocument *document)
{
    if (document == m_document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &MapDocument::changed, this, &FogLayerItem::rebuild);
        connect(m_document, &MapDocument::sceneReset, this, &FogLayerItem::rebuild);
    }
    rebuild();
    Q_EMIT documentChanged();
}

void FogLayerItem::setCellSize(qreal size)
{
    if (qFuzzyCompare(size, m_cellSize))
        return;
    m_cellSize = size;
    rebuild();
    Q_EMIT cellSizeChanged();
}

void FogLayerItem::setPreview(bool preview)
{
    if (preview == m_preview)
        return;
    m_preview = preview;
    rebuild();
    Q_EMIT previewChanged();
}

void FogLayerItem::setViewRect(const QRectF &rect)
{
    if (rect == m_viewRect)
        return;
    m_viewRect = rect;
    // A new node rectangle only when the view leaves the squares drawn: panning within them costs nothing.
    if (!m_image.isNull() && !m_drawnSquares.contains(squaresToDraw()))
        update();
    Q_EMIT viewRectChanged();
}

// The squares in view plus half a view on each side (clipped to the map); the whole map without a view rect.
QRect FogLayerItem::squaresToDraw() const
{
    const QRect map(0, 0, m_image.width(), m_image.height());
    if (m_viewRect.isEmpty() || m_cellSize <= 0)
        return map;
    const QRectF margin = m_viewRect.adjusted(-m_viewRect.width() / 2, -m_viewRect.height() / 2, m_viewRect.width() / 2,
                                              m_viewRect.height() / 2);
    const QRect squares(
        QPoint(int(std::floor(margin.left() / m_cellSize)), int(std::floor(margin.top() / m_cellSize))),
        QPoint(int(std::ceil(margin.right() / m_cellSize)), int(std::ceil(margin.bottom() / m_cellSize))));
    return squares.intersected(map);
}

int FogLayerItem::stateAt(int column, int row) const
{
    if (!m_document || !m_active)
        return -1;
    const battlemat::TableScene &scene = m_document->scene();
    const int width = scene.map.grid.width();
    if (!scene.map.grid.contains({column, row}))
        return -1;
    if (scene.playerVisible.value(qsizetype(row) * width + column))
        return 2;
    return scene.map.lighting.isExplored({column, row}, width) ? 1 : 0;
}

void FogLayerItem::setShades(const QList<int> &shades)
{
    if (shades == m_shades)
        return;
    m_shades = shades;
    Q_EMIT shadesChanged();
    rebuild();
}

int FogLayerItem::shadeAt(int column, int row) const
{
    if (!m_document)
        return 0;
    const int width = m_document->scene().map.grid.width();
    if (column < 0 || row < 0 || column >= width || row >= m_document->scene().map.grid.height())
        return 0;
    return m_shades.value(qsizetype(row) * width + column);
}

void FogLayerItem::rebuild()
{
    const bool active = m_document && !m_document->scene().playerVisible.isEmpty();
    const bool tinted =
        m_document && m_shades.size() == qsizetype(m_document->scene().map.grid.width()) * m_document->rows();
    QImage image;
    if (active || tinted) {
        const battlemat::TableScene &scene = m_document->scene();
        const int width = scene.map.grid.width();
        const int height = scene.map.grid.height();
        image = QImage(width, height, QImage::Format_ARGB32_Premultiplied);
        // On the TV: black where never seen, dimmed where seen before. As the game master's preview: the same,
        // lighter, so the map under it can still be worked on.
        const QRgb unseen = m_preview ? qRgba(0, 0, 0, 170) : qRgba(0, 0, 0, 255);
        const QRgb explored = m_preview ? qRgba(0, 0, 0, 90) : qRgba(0, 0, 0, 150);
        for (int y = 0; y < height; ++y) {
            auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
            for (int x = 0; x < width; ++x) {
                const qsizetype i = qsizetype(y) * width + x;
                // Seen now: clear when lit, tinted in dim light (a torch's ring) and darker in darkness.
                const int shade = tinted ? m_shades.at(i) : 0;
                const QRgb seen = shade == 2   ? qRgba(0, 0, 0, 140)
                                  : shade == 1 ? qRgba(0, 0, 0, 70)
                                               : qRgba(0, 0, 0, 0);
                line[x] = !active || scene.playerVisible.at(i)           ? seen
                          : scene.map.lighting.isExplored({x, y}, width) ? explored
                                                                         : unseen;
            }
        }
        setWidth(width * m_cellSize);
        setHeight(height * m_cellSize);
    }
    if (image == m_image && active == m_active)
        return;
    m_image = image;
    m_dirty = true;
    if (active != m_active) {
        m_active = active;
        Q_EMIT activeChanged();
    }
    update();
}

QSGNode *FogLayerItem::updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *)
{
    auto *node = static_cast<QSGSimpleTextureNode *>(oldNode);
    if (m_image.isNull()) {
        delete node;
        return nullptr;
    }
    if (!node) {
        node = new QSGSimpleTextureNode;
        node->setOwnsTexture(true);
        m_dirty = true;
    }
    if (m_dirty) {
        node->setTexture(window()->createTextureFromImage(m_image));
        node->setFiltering(QSGTexture::Nearest);
        m_dirty = false;
    }
    // Only what is in view (and a margin) is drawn: the node's rectangle and the texture's source part.
    QRect squares = squaresToDraw();
    if (squares.isEmpty())
        squares = QRect(0, 0, 1, 1);
    m_drawnSquares = squares;
    node->setSourceRect(QRectF(squares));
    node->setRect(squares.x() * m_cellSize, squares.y() * m_cellSize, squares.width() * m_cellSize,
                  squares.height() * m_cellSize);
    return node;
}
