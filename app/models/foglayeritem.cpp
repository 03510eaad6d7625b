#include "foglayeritem.h"

#include <QQuickWindow>
#include <QSGSimpleTextureNode>

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

void FogLayerItem::rebuild()
{
    const bool active = m_document && !m_document->scene().playerVisible.isEmpty();
    QImage image;
    if (active) {
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
                line[x] = scene.playerVisible.at(i)                      ? qRgba(0, 0, 0, 0)
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
    node->setRect(0, 0, m_image.width() * m_cellSize, m_image.height() * m_cellSize);
    return node;
}
