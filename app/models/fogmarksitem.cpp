#include "fogmarksitem.h"

#include <QQuickWindow>
#include <QSGSimpleTextureNode>

#include <algorithm>

FogMarksItem::FogMarksItem(QQuickItem *parent)
    : QQuickItem(parent)
{
    setFlag(ItemHasContents, true);
}

void FogMarksItem::setDocument(MapDocument *document)
{
    if (document == m_document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &MapDocument::changed, this, &FogMarksItem::rebuild);
        connect(m_document, &MapDocument::sceneReset, this, &FogMarksItem::rebuild);
    }
    rebuild();
    Q_EMIT documentChanged();
}

void FogMarksItem::setCellSize(qreal size)
{
    if (qFuzzyCompare(size, m_cellSize))
        return;
    m_cellSize = size;
    setWidth(m_width * m_cellSize);
    setHeight(m_height * m_cellSize);
    update();
    Q_EMIT cellSizeChanged();
}

void FogMarksItem::rebuild()
{
    const battlemat::TableScene *scene = m_document ? &m_document->scene() : nullptr;
    const bool visible = scene && scene->map.lighting.visionEnabled;
    const int width = scene ? scene->map.grid.width() : 0;
    const int height = scene ? scene->map.grid.height() : 0;
    // A token moving changes the document too: the picture is made again only when the marks changed.
    if (visible == m_visible && width == m_width && height == m_height &&
        (!visible || (scene->map.lighting.revealed == m_revealed && scene->map.lighting.concealed == m_concealed)))
        return;
    m_visible = visible;
    m_width = width;
    m_height = height;
    m_revealed = visible ? scene->map.lighting.revealed : QList<bool>();
    m_concealed = visible ? scene->map.lighting.concealed : QList<bool>();
    int marked = 0;
    QImage image;
    if (visible && (m_revealed.contains(true) || m_concealed.contains(true))) {
        const int texels = std::max(width, height) <= 512 ? 4 : 1;
        image = QImage(width * texels, height * texels, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        // Premultiplied: amber #ffb300 and violet #7b1fa2 at a light wash, their stripes stronger.
        const auto wash = [](int r, int g, int b, int a) { return qRgba(r * a / 255, g * a / 255, b * a / 255, a); };
        const QRgb revealedWash = wash(0xff, 0xb3, 0x00, 60), revealedStripe = wash(0xff, 0xb3, 0x00, 150);
        const QRgb concealedWash = wash(0x7b, 0x1f, 0xa2, 45), concealedStripe = wash(0x4a, 0x14, 0x8c, 120);
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                const auto mark = scene->map.lighting.fogMarkAt({x, y}, width);
                if (mark == battlemat::FogMark::None)
                    continue;
                ++marked;
                const bool revealed = mark == battlemat::FogMark::Revealed;
                for (int ty = 0; ty < texels; ++ty) {
                    auto *line = reinterpret_cast<QRgb *>(image.scanLine(y * texels + ty));
                    for (int tx = 0; tx < texels; ++tx) {
                        // Rising stripes for revealed, crossed ones for hidden (texels on either diagonal).
                        const bool rising = (tx + ty) % texels == texels - 1;
                        const bool falling = tx == ty;
                        const bool stripe = texels == 1 ? false : revealed ? rising : (rising || falling);
                        line[x * texels + tx] = revealed ? (stripe ? revealedStripe : revealedWash)
                                                         : (stripe ? concealedStripe : concealedWash);
                    }
                }
            }
        }
    }
    setWidth(width * m_cellSize);
    setHeight(height * m_cellSize);
    m_image = image;
    m_dirty = true;
    if (marked != m_markedSquares) {
        m_markedSquares = marked;
        Q_EMIT markedSquaresChanged();
    }
    update();
}

QSGNode *FogMarksItem::updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *)
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
    node->setRect(0, 0, m_width * m_cellSize, m_height * m_cellSize);
    return node;
}
