#include "tokenlayeritem.h"

#include "drawsgeometry.h"
#include "tokenatlas.h"
#include "tokenatlasnode.h"

#include <QQuickWindow>
#include <QSGImageNode>

#include <cmath>

namespace {
// Texture scales, in pixels per square: the smallest at or above the screen's is painted, so a zoom re-paints
// only when it crosses a step, and the texture is never magnified by more than the step between two of them.
constexpr int ladder[] = {1, 2, 3, 4, 6, 8, 12, 16, 24, 32};
// Kept small because the software renderer scales the whole visible part every frame, and OpenGL uploads it.
constexpr int maxSide = 2048;

} // namespace

TokenLayerItem::TokenLayerItem(QQuickItem *parent)
    : QQuickItem(parent)
{
    setFlag(ItemHasContents, true);
    m_vector = drawsGeometry(nullptr); // a guess until the first frame (updatePaintNode)
    connect(&m_renderer, &BackgroundRenderer::finished, this, &TokenLayerItem::onRendered);
}

void TokenLayerItem::setTokens(TokenModel *tokens)
{
    if (m_tokens == tokens)
        return;
    if (m_tokens)
        disconnect(m_tokens, nullptr, this, nullptr);
    m_tokens = tokens;
    if (m_tokens) {
        connect(m_tokens, &QAbstractItemModel::dataChanged, this, &TokenLayerItem::markDirty);
        connect(m_tokens, &QAbstractItemModel::rowsInserted, this, &TokenLayerItem::markDirty);
        connect(m_tokens, &QAbstractItemModel::rowsRemoved, this, &TokenLayerItem::markDirty);
        connect(m_tokens, &QAbstractItemModel::rowsMoved, this, &TokenLayerItem::markDirty);
        connect(m_tokens, &QAbstractItemModel::modelReset, this, &TokenLayerItem::markDirty);
        connect(m_tokens, &QAbstractItemModel::layoutChanged, this, &TokenLayerItem::markDirty);
    }
    markDirty();
    Q_EMIT tokensChanged();
}

void TokenLayerItem::setCellSize(qreal size)
{
    if (!(size > 0) || qFuzzyCompare(size, m_cellSize))
        return;
    m_cellSize = size;
    update(); // the texture's rectangle
    plan();
    Q_EMIT cellSizeChanged();
}

void TokenLayerItem::setViewZoom(qreal zoom)
{
    if (!(zoom > 0) || qFuzzyCompare(zoom, m_viewZoom))
        return;
    m_viewZoom = zoom;
    plan();
    Q_EMIT viewChanged();
}

void TokenLayerItem::setViewRect(const QRectF &rect)
{
    if (rect == m_viewRect)
        return;
    m_viewRect = rect;
    plan();
    Q_EMIT viewChanged();
}

void TokenLayerItem::setSelectedRow(int row)
{
    if (row == m_selectedRow)
        return;
    m_selectedRow = row;
    ++m_version;
    plan();
    Q_EMIT selectedRowChanged();
}

void TokenLayerItem::setHighContrast(bool on)
{
    if (on == m_highContrast)
        return;
    m_highContrast = on;
    ++m_version;
    plan();
    Q_EMIT highContrastChanged();
}

void TokenLayerItem::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    update();
    plan();
    Q_EMIT activeChanged();
}

int TokenLayerItem::rowAt(qreal x, qreal y) const
{
    if (m_tokensDirty)
        const_cast<TokenLayerItem *>(this)->snapshot();
    const QPoint square(int(std::floor(x / m_cellSize)), int(std::floor(y / m_cellSize)));
    for (auto it = m_snapshot.crbegin(); it != m_snapshot.crend(); ++it) {
        if (it->squares.contains(square))
            return it->row;
    }
    return -1;
}

void TokenLayerItem::markDirty()
{
    m_tokensDirty = true;
    ++m_version;
    plan();
}

void TokenLayerItem::snapshot()
{
    m_tokensDirty = false;
    m_snapshot.clear();
    m_bounds = {};
    if (!m_tokens)
        return;
    const int count = m_tokens->rowCount();
    m_snapshot.reserve(count);
    for (int row = 0; row < count; ++row) {
        const QModelIndex i = m_tokens->index(row);
        TokenPainter::Token token;
        token.row = row;
        const int space = std::max(1, i.data(TokenModel::SpaceSquaresRole).toInt());
        token.squares =
            QRect(i.data(TokenModel::ColumnRole).toInt(), i.data(TokenModel::RowRole).toInt(), space, space);
        token.sideIndex = i.data(TokenModel::SideIndexRole).toInt();
        token.hidden = i.data(TokenModel::HiddenRole).toBool();
        token.health = i.data(TokenModel::HealthRole).toString();
        token.hitPointsKnown = i.data(TokenModel::HitPointsKnownRole).toBool();
        const int max = i.data(TokenModel::MaxHitPointsRole).toInt();
        if (token.hitPointsKnown && max > 0)
            token.hitPointFraction = std::clamp(i.data(TokenModel::HitPointsRole).toDouble() / max, 0.0, 1.0);
        const QString name = i.data(TokenModel::NameRole).toString();
        token.letter = name.isEmpty() ? QChar() : name.at(0);
        m_bounds |= token.squares;
        m_snapshot.append(token);
    }
}

void TokenLayerItem::plan()
{
    if (!m_active || m_viewRect.isEmpty() || !(m_cellSize > 0))
        return;
    if (m_tokensDirty)
        snapshot();
    if (m_vector) {
        // The atlas is small and holds every token: only a zoom step or a change of the tokens needs a frame.
        m_renderer.cancel();
        if (ladderStep(m_cellSize * m_viewZoom) != m_atlasPps || m_atlasVersion != m_version)
            update();
        return;
    }
    const QRect visible =
        QRect(
            QPoint(int(std::floor(m_viewRect.left() / m_cellSize)), int(std::floor(m_viewRect.top() / m_cellSize))),
            QPoint(int(std::ceil(m_viewRect.right() / m_cellSize)), int(std::ceil(m_viewRect.bottom() / m_cellSize)))) &
        m_bounds;
    // The step at or above the screen's scale, or the largest at which the view still fits the texture.
    const int side = std::max(visible.width(), visible.height());
    int pps = ladder[0];
    for (int step : ladder) {
        if (step * side > maxSide && step > ladder[0])
            break;
        pps = step;
        if (step >= m_cellSize * m_viewZoom)
            break;
    }
    // Up to half a view of margin on each side, less when that would make the texture too large; a new paint
    // starts once the view is within half the margin of the texture's edge.
    const int room = std::max(0, (maxSide / pps - side) / 2);
    const int mx = std::min(visible.width() / 2 + 1, room);
    const int my = std::min(visible.height() / 2 + 1, room);
    const QRect guard = visible.adjusted(-mx / 2, -my / 2, mx / 2, my / 2) & m_bounds;
    const bool covered = m_requestedSquares.contains(guard) || visible.isEmpty();
    if (covered && pps == m_requestedPps && m_requestedVersion == m_version)
        return;
    m_requestedPps = pps;
    m_requestedVersion = m_version;
    if (visible.isEmpty()) {
        // Nothing in view: an empty texture, so that tokens left from an old view are not drawn.
        m_requestedSquares = {};
        m_renderer.cancel();
        m_image = {};
        m_imageSquares = {};
        m_textureDirty = true;
        update();
        return;
    }
    const QRect region = visible.adjusted(-mx, -my, mx, my) & m_bounds;
    m_requestedSquares = region;
    m_renderer.request(region, pps,
                       [tokens = m_snapshot, region, pps, selected = m_selectedRow, contrast = m_highContrast] {
                           return TokenPainter::render(tokens, region, pps, selected, contrast);
                       });
}

void TokenLayerItem::onRendered(const QImage &image, const QRect &squares, int)
{
    m_image = image;
    m_imageSquares = squares;
    m_textureDirty = true;
    update();
}

int TokenLayerItem::ladderStep(qreal screenPixelsPerSquare)
{
    for (int step : ladder) {
        if (step >= screenPixelsPerSquare)
            return step;
    }
    return std::end(ladder)[-1];
}

QSGNode *TokenLayerItem::updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *)
{
    // Only now is it certain which renderer draws; the GUI thread is blocked, so the flag is safe to set.
    const bool vector = drawsGeometry(window());
    if (vector != m_vector) {
        delete oldNode;
        oldNode = nullptr;
        m_vector = vector;
        m_atlasPps = 0;
        QMetaObject::invokeMethod(this, &TokenLayerItem::plan, Qt::QueuedConnection);
    }
    if (m_vector)
        return updateAtlasNode(oldNode);
    auto *node = static_cast<QSGImageNode *>(oldNode);
    if (!m_active || m_image.isNull()) {
        // An inactive layer keeps its image: zooming back out shows it at once while a fresh one is painted.
        delete node;
        m_textureDirty = !m_image.isNull();
        return nullptr;
    }
    if (!node) {
        node = window()->createImageNode();
        node->setOwnsTexture(true);
        node->setFiltering(QSGTexture::Linear);
        m_textureDirty = true;
    }
    if (m_textureDirty) {
        m_textureDirty = false;
        node->setTexture(window()->createTextureFromImage(m_image));
    }
    node->setRect(QRectF(m_imageSquares.x() * m_cellSize, m_imageSquares.y() * m_cellSize,
                         m_imageSquares.width() * m_cellSize, m_imageSquares.height() * m_cellSize));
    return node;
}

QSGNode *TokenLayerItem::updateAtlasNode(QSGNode *oldNode)
{
    auto *node = static_cast<TokenAtlasNode *>(oldNode);
    if (m_tokensDirty)
        snapshot();
    if (!m_active || m_snapshot.isEmpty()) {
        delete node;
        m_atlasPps = 0;
        return nullptr;
    }
    if (!node) {
        node = new TokenAtlasNode;
        m_atlasPps = 0;
    }
    const int pps = ladderStep(m_cellSize * m_viewZoom);
    if (pps != m_atlasPps || m_atlasVersion != m_version) {
        m_atlasPps = pps;
        m_atlasVersion = m_version;
        node->setAtlas(window(), TokenAtlas::build(m_snapshot, pps, m_selectedRow, m_highContrast), m_cellSize);
    }
    return node;
}
