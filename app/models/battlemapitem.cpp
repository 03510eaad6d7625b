#include "battlemapitem.h"

#include "drawsgeometry.h"
#include "mapdocument.h"
#include "mapgeometry.h"
#include "mapimage.h"
#include "terrainpattern.h"
#include "terrainpatternnode.h"

#include <QQuickWindow>
#include <QSGFlatColorMaterial>
#include <QSGGeometryNode>
#include <QSGImageNode>
#include <QSGOpacityNode>
#include <QSGVertexColorMaterial>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace {
constexpr int maxDetailPixelsPerSquare = 64;
// Texture scales of the sharper region: the smallest at or above the screen's is painted, so zooming re-paints
// only when it crosses a step.
constexpr int detailLadder[] = {6, 8, 12, 16, 24, 32, 48, maxDetailPixelsPerSquare};
// The sharper region's texture: the view and a margin. Not larger, as OpenGL uploads it whole and the software
// renderer scales the visible part every frame.
constexpr int maxDetailSide = 2048;
// The whole-map texture: enough for the map fitted to a screen; closer views use the detail texture. Smaller than
// the 4096 limit because the software renderer scales the whole texture every frame.
constexpr int maxBaseSide = 2048;
} // namespace

BattleMapItem::BattleMapItem(QQuickItem *parent)
    : QQuickItem(parent)
{
    setFlag(ItemHasContents, true);
    // A guess until the first frame says which renderer draws (updatePaintNode).
    m_vector = drawsGeometry(nullptr);
    connect(&m_renderer, &BackgroundRenderer::finished, this, &BattleMapItem::onDetailRendered);
}

void BattleMapItem::setDocument(MapDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &MapDocument::terrainChanged, this, &BattleMapItem::onTerrainChanged);
        connect(m_document, &MapDocument::sceneReset, this, &BattleMapItem::onTerrainChanged);
    }
    onTerrainChanged();
    Q_EMIT documentChanged();
}

void BattleMapItem::setCellSize(qreal size)
{
    if (!(size > 0) || qFuzzyCompare(size, m_cellSize))
        return;
    m_cellSize = size;
    updateImplicitSize();
    planDetail();
    if (m_vector)
        m_imageDirty = true; // the lines and bars are in item units
    update();                // the texture stays; only the node's rectangle changes
    Q_EMIT cellSizeChanged();
}

void BattleMapItem::setGridLinesVisible(bool visible)
{
    if (visible == m_gridLinesVisible)
        return;
    m_gridLinesVisible = visible;
    onTerrainChanged();
    Q_EMIT gridLinesVisibleChanged();
}

void BattleMapItem::setOverBackground(bool over)
{
    if (over == m_overBackground)
        return;
    m_overBackground = over;
    onTerrainChanged();
    Q_EMIT overBackgroundChanged();
}

void BattleMapItem::setViewZoom(qreal zoom)
{
    if (!(zoom > 0) || qFuzzyCompare(zoom, m_viewZoom))
        return;
    m_viewZoom = zoom;
    planDetail();
    if (m_vector ? vectorZoom() != m_drawnZoom : detailCovers() != m_baseHidden)
        update();
    Q_EMIT viewChanged();
}

void BattleMapItem::setViewRect(const QRectF &rect)
{
    if (rect == m_viewRect)
        return;
    m_viewRect = rect;
    planDetail();
    if (detailCovers() != m_baseHidden)
        update();
    Q_EMIT viewChanged();
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

QVariant BattleMapItem::edgeAt(qreal x, qreal y) const
{
    const QPoint square = squareAt(x, y);
    if (square.x() < 0)
        return {};
    const qreal fx = x / m_cellSize - square.x();
    const qreal fy = y / m_cellSize - square.y();
    const std::array<qreal, 4> distances{fy, 1 - fx, 1 - fy, fx}; // to the north, east, south and west sides
    const auto nearest = std::min_element(distances.cbegin(), distances.cend());
    return QVariantMap{{QStringLiteral("x"), square.x()},
                       {QStringLiteral("y"), square.y()},
                       {QStringLiteral("side"), int(nearest - distances.cbegin())}};
}

void BattleMapItem::onTerrainChanged()
{
    m_imageDirty = true;
    ++m_version;
    updateImplicitSize();
    planDetail();
    update();
}

void BattleMapItem::updateImplicitSize()
{
    const int columns = m_document ? m_document->columns() : 0;
    const int rows = m_document ? m_document->rows() : 0;
    setImplicitSize(columns * m_cellSize, rows * m_cellSize);
}

// No sharper region: the whole-map texture alone shows the view.
void BattleMapItem::dropDetail()
{
    m_detailSquares = {};
    m_detailImage = {};
    m_detailDirty = true;
    update();
    Q_EMIT detailVisibleChanged();
}

void BattleMapItem::planDetail()
{
    const bool wasVisible = detailVisible();
    const int columns = m_document ? m_document->columns() : 0;
    const int rows = m_document ? m_document->rows() : 0;
    const int basePps = m_document ? MapImage::pixelsPerSquare(m_document->map().grid, maxBaseSide) : 1;
    const qreal screenPps = m_cellSize * m_viewZoom;
    // The base texture is sharp enough until a square on screen is clearly larger than its texels. Geometry needs
    // no sharper texture at all.
    if (m_vector || columns == 0 || m_viewRect.isEmpty() || screenPps <= basePps * 1.25 ||
        basePps >= maxDetailPixelsPerSquare) {
        m_renderer.cancel();
        m_requestedSquares = {};
        m_requestedPixelsPerSquare = 0;
        if (wasVisible)
            dropDetail();
        return;
    }
    const QRect visible =
        QRect(
            QPoint(int(std::floor(m_viewRect.left() / m_cellSize)), int(std::floor(m_viewRect.top() / m_cellSize))),
            QPoint(int(std::ceil(m_viewRect.right() / m_cellSize)), int(std::ceil(m_viewRect.bottom() / m_cellSize)))) &
        QRect(0, 0, columns, rows);
    // The step at or above the screen's scale, or the largest step at which the region still fits the texture.
    const int side = std::max(visible.width(), visible.height());
    int pps = 0;
    for (int step : detailLadder) {
        if (step * side > maxDetailSide)
            break;
        pps = step;
        if (step >= screenPps)
            break;
    }
    if (pps <= basePps) {
        // A view so large that a sharper texture of it would not fit: the base texture is all there is.
        pps = 0;
    }
    // A margin of up to half a view on every side, so that panning paints only now and then; a new paint starts
    // once the view is within half the margin of the texture's edge, so it is usually ready before the view gets
    // there.
    const int room = pps > 0 ? std::max(0, (maxDetailSide / pps - side) / 2) : 0;
    const int mx = std::min(visible.width() / 2 + 1, room);
    const int my = std::min(visible.height() / 2 + 1, room);
    const QRect guard = visible.adjusted(-mx / 2, -my / 2, mx / 2, my / 2) & QRect(0, 0, columns, rows);
    if (m_requestedSquares.contains(guard) && m_requestedPixelsPerSquare == pps && m_requestedVersion == m_version)
        return;
    m_requestedSquares = visible;
    m_requestedPixelsPerSquare = pps;
    m_requestedVersion = m_version;
    if (pps == 0) {
        m_renderer.cancel();
        if (wasVisible)
            dropDetail();
        return;
    }
    const QRect region = visible.adjusted(-mx, -my, mx, my) & QRect(0, 0, columns, rows);
    m_requestedSquares = region;
    // The worker paints from its own copy of the grid (implicitly shared: copying it costs nothing).
    m_renderer.request(region, pps,
                       [grid = m_document->map().grid, region, pps, lines = m_gridLinesVisible,
                        over = m_overBackground] { return MapImage::renderRegion(grid, region, pps, lines, over); });
}

void BattleMapItem::onDetailRendered(const QImage &image, const QRect &squares, int)
{
    const bool wasVisible = detailVisible();
    m_detailImage = image;
    m_detailSquares = image.isNull() ? QRect() : squares;
    m_detailDirty = true;
    update();
    if (wasVisible != detailVisible())
        Q_EMIT detailVisibleChanged();
}

QRectF BattleMapItem::detailRect() const
{
    return QRectF(m_detailSquares.x() * m_cellSize, m_detailSquares.y() * m_cellSize,
                  m_detailSquares.width() * m_cellSize, m_detailSquares.height() * m_cellSize);
}

QSGNode *BattleMapItem::updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *)
{
    if (!m_document || m_document->columns() == 0) {
        delete oldNode;
        return nullptr;
    }
    // Only now is it certain which renderer draws (the guess made before from the requested API can be wrong, as
    // when OpenGL fails and Qt falls back to software). The GUI thread is blocked here, so the flag is safe to set.
    const bool vector = drawsGeometry(window());
    if (vector != m_vector) {
        delete oldNode;
        oldNode = nullptr;
        m_vector = vector;
        QMetaObject::invokeMethod(this, &BattleMapItem::planDetail, Qt::QueuedConnection);
    }
    if (!oldNode)
        m_imageDirty = true;
    return m_vector ? updateVectorNodes(oldNode) : updateTextureNodes(oldNode);
}

QSGNode *BattleMapItem::updateTextureNodes(QSGNode *oldNode)
{
    QSGNode *root = oldNode;
    if (!root) {
        root = new QSGNode;
        auto *base = window()->createImageNode();
        base->setOwnsTexture(true);
        root->appendChildNode(base);
        auto *detail = window()->createImageNode();
        detail->setOwnsTexture(true);
        detail->setFiltering(QSGTexture::Linear);
        QImage none(1, 1, QImage::Format_ARGB32_Premultiplied);
        none.fill(Qt::transparent);
        detail->setTexture(window()->createTextureFromImage(none));
        detail->setRect(QRectF());
        root->appendChildNode(detail);
        m_imageDirty = true;
        m_detailDirty = true;
    }
    auto *base = static_cast<QSGImageNode *>(root->firstChild());
    const auto &grid = m_document->map().grid;
    if (m_imageDirty) {
        m_imageDirty = false;
        m_pixelsPerSquare = MapImage::pixelsPerSquare(grid, maxBaseSide);
        base->setTexture(window()->createTextureFromImage(
            MapImage::render(grid, m_pixelsPerSquare, m_gridLinesVisible, m_overBackground)));
    }
    // Nearest when each square is a single texel (huge maps), so squares stay squares; smooth otherwise.
    base->setFiltering(m_pixelsPerSquare == 1 ? QSGTexture::Nearest : QSGTexture::Linear);
    // Under a detail texture that covers the view the base would only cost fill time; while the view is beyond
    // it (a fresh one is being painted), the base shows around it.
    m_baseHidden = detailCovers();
    base->setRect(m_baseHidden ? QRectF() : boundingRect());

    // The detail node stays in the tree, empty when there is no detail: the software renderer did not draw one
    // that had been removed and appended again.
    auto *detail = static_cast<QSGImageNode *>(base->nextSibling());
    if (m_detailDirty) {
        m_detailDirty = false;
        if (!m_detailImage.isNull())
            detail->setTexture(window()->createTextureFromImage(m_detailImage));
    }
    detail->setRect(m_detailImage.isNull() ? QRectF() : detailRect());
    return root;
}

namespace {
// The map drawn as geometry: terrain texture, grid lines (under an opacity node that hides them zoomed out),
// walls and doors.
struct VectorBoardNode : QSGNode
{
    QSGImageNode *terrain = nullptr;
    QSGOpacityNode *patterns = nullptr; // holds one TerrainPatternNode, hidden when squares are too small
    QSGOpacityNode *lines = nullptr;
    QSGGeometryNode *lineNode = nullptr;
    QSGNode *edges = nullptr; // geometry nodes of at most MapGeometry::piecesPerNode pieces each
};
} // namespace

BattleMapItem::VectorZoom BattleMapItem::vectorZoom() const
{
    const qreal screenPps = m_cellSize * m_viewZoom;
    VectorZoom z;
    // Lines closer than 6 pixels would grey the whole map (and cost a llvmpipe frame more than the map itself).
    z.gridLines = m_gridLinesVisible && screenPps >= 6;
    // Patterns smaller than this are noise (TerrainPattern::minPixelsPerSquare); the colours carry the kinds.
    z.patterns = screenPps >= TerrainPattern::minPixelsPerSquare;
    // Squares stay crisp magnified; minified, a smoothed texture shimmers less while panning.
    z.nearest = screenPps >= 2;
    // Bars at least 1.5 pixels on screen: rebuilt only when the zoom crosses a power of two.
    z.edgeStep = int(std::floor(std::log2(std::max(m_viewZoom, 1e-6))));
    return z;
}

QSGNode *BattleMapItem::updateVectorNodes(QSGNode *oldNode)
{
    auto *root = static_cast<VectorBoardNode *>(oldNode);
    if (!root) {
        root = new VectorBoardNode;
        root->terrain = window()->createImageNode();
        root->terrain->setOwnsTexture(true);
        root->appendChildNode(root->terrain);

        root->patterns = new QSGOpacityNode;
        root->appendChildNode(root->patterns);

        root->lines = new QSGOpacityNode;
        root->lineNode = new QSGGeometryNode;
        root->lineNode->setGeometry(new QSGGeometry(QSGGeometry::defaultAttributes_Point2D(), 0));
        auto *lineColour = new QSGFlatColorMaterial;
        lineColour->setColor(QColor(0x9a, 0x9a, 0x9a, 0x90)); // the painted map's grid line colour
        root->lineNode->setMaterial(lineColour);
        root->lineNode->setFlags(QSGNode::OwnsGeometry | QSGNode::OwnsMaterial);
        root->lines->appendChildNode(root->lineNode);
        root->appendChildNode(root->lines);

        root->edges = new QSGNode;
        root->appendChildNode(root->edges);
    }
    const auto &grid = m_document->map().grid;
    const VectorZoom zoom = vectorZoom();
    if (m_imageDirty) {
        m_imageDirty = false;
        // Opaque unless a picture shows through: opaque nodes are drawn first, front to back, so what lies
        // under the map (the view's backdrop) costs no fill where the map covers it.
        QImage terrain = MapImage::render(grid, 1, false, m_overBackground);
        if (!m_overBackground)
            terrain = std::move(terrain).convertToFormat(QImage::Format_RGB32);
        root->terrain->setTexture(window()->createTextureFromImage(terrain));
        MapGeometry::fillGridLines(root->lineNode->geometry(), grid.width(), grid.height(), m_cellSize);
        root->lineNode->markDirty(QSGNode::DirtyGeometry);
        delete root->patterns->firstChild();
        root->patterns->appendChildNode(TerrainPatternNode::build(window(), grid, m_cellSize, m_overBackground));
        m_edgeBars = MapGeometry::edgeBars(grid);
        m_drawnZoom.edgeStep = std::numeric_limits<int>::min(); // the bars are built below
    }
    root->terrain->setRect(boundingRect());
    root->terrain->setFiltering(zoom.nearest ? QSGTexture::Nearest : QSGTexture::Linear);
    root->lines->setOpacity(zoom.gridLines ? 1 : 0);
    root->patterns->setOpacity(zoom.patterns ? 1 : 0);
    if (zoom.edgeStep != m_drawnZoom.edgeStep) {
        const QList<EdgeShapes::Piece> pieces =
            MapGeometry::edgePieces(m_edgeBars, m_cellSize, 1.5 / std::exp2(zoom.edgeStep));
        const qsizetype nodes = (pieces.size() + MapGeometry::piecesPerNode - 1) / MapGeometry::piecesPerNode;
        while (root->edges->childCount() > nodes)
            delete root->edges->lastChild();
        while (root->edges->childCount() < nodes) {
            auto *node = new QSGGeometryNode;
            node->setGeometry(new QSGGeometry(QSGGeometry::defaultAttributes_ColoredPoint2D(), 0));
            node->setMaterial(new QSGVertexColorMaterial);
            node->setFlags(QSGNode::OwnsGeometry | QSGNode::OwnsMaterial);
            root->edges->appendChildNode(node);
        }
        qsizetype first = 0;
        for (QSGNode *child = root->edges->firstChild(); child; child = child->nextSibling()) {
            const qsizetype count = std::min(MapGeometry::piecesPerNode, pieces.size() - first);
            MapGeometry::fillPieces(static_cast<QSGGeometryNode *>(child)->geometry(), pieces, first, count);
            child->markDirty(QSGNode::DirtyGeometry);
            first += count;
        }
    }
    m_drawnZoom = zoom;
    return root;
}
