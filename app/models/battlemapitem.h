#pragma once

#include <QPointer>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

#include "backgroundrenderer.h"
#include "mapdocument.h"
#include "mapgeometry.h"

/**
 * Draws a MapDocument's terrain, grid lines, walls and doors, never one item per square. With a GPU renderer
 * (OpenGL, llvmpipe included) it is geometry: a texture of one texel per square and vertices for the lines and
 * edges (MapGeometry), which cost nothing to pan or zoom. The software renderer draws no custom geometry, so
 * there it is painted textures. The whole map is one texture of at most 2048 pixels a
 * side; when the view zooms in past that texture's resolution (large maps), the visible region and a margin are
 * drawn again, sharper, from a second texture. That one is painted on a worker thread when the view leaves it or
 * the zoom crosses a step, and the old one (or the whole-map texture) is drawn until it is ready, so neither
 * panning nor zooming waits for a paint.
 */
class BattleMapItem : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(MapDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(qreal cellSize READ cellSize WRITE setCellSize NOTIFY cellSizeChanged)
    Q_PROPERTY(bool gridLinesVisible READ gridLinesVisible WRITE setGridLinesVisible NOTIFY gridLinesVisibleChanged)
    Q_PROPERTY(bool overBackground READ overBackground WRITE setOverBackground NOTIFY overBackgroundChanged)
    Q_PROPERTY(qreal viewZoom READ viewZoom WRITE setViewZoom NOTIFY viewChanged)
    Q_PROPERTY(QRectF viewRect READ viewRect WRITE setViewRect NOTIFY viewChanged)
    Q_PROPERTY(bool detailVisible READ detailVisible NOTIFY detailVisibleChanged)

public:
    explicit BattleMapItem(QQuickItem *parent = nullptr);

    MapDocument *document() const { return m_document; }
    void setDocument(MapDocument *document);
    qreal cellSize() const { return m_cellSize; }
    void setCellSize(qreal size);
    bool gridLinesVisible() const { return m_gridLinesVisible; }
    void setGridLinesVisible(bool visible);
    bool overBackground() const { return m_overBackground; }
    void setOverBackground(bool over);
    /** The view's scale of this item, and the part of it in view (item coordinates). */
    qreal viewZoom() const { return m_viewZoom; }
    void setViewZoom(qreal zoom);
    QRectF viewRect() const { return m_viewRect; }
    void setViewRect(const QRectF &rect);
    bool detailVisible() const { return !m_detailSquares.isEmpty(); }

    /** The square under a point in item coordinates, or (-1, -1) off the map. */
    Q_INVOKABLE QPoint squareAt(qreal x, qreal y) const;
    /**
     * The side of the square under a point nearest to it, where a wall or door is drawn: {x, y, side} with side
     * 0..3 = north, east, south, west; null off the map.
     */
    Q_INVOKABLE QVariant edgeAt(qreal x, qreal y) const;

Q_SIGNALS:
    void documentChanged();
    void cellSizeChanged();
    void gridLinesVisibleChanged();
    void overBackgroundChanged();
    void viewChanged();
    void detailVisibleChanged();

protected:
    QSGNode *updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *) override;

private:
    // What of the geometry depends on the zoom; a change of any of it needs a frame.
    struct VectorZoom
    {
        bool gridLines = false;
        bool patterns = false;
        bool nearest = false;
        int edgeStep = 0;
        bool operator==(const VectorZoom &) const = default;
    };
    VectorZoom vectorZoom() const;
    QSGNode *updateVectorNodes(QSGNode *oldNode);
    QSGNode *updateTextureNodes(QSGNode *oldNode);
    void onTerrainChanged();
    void updateImplicitSize();
    void planDetail();
    void dropDetail();
    void onDetailRendered(const QImage &image, const QRect &squares, int pixelsPerSquare);
    QRectF detailRect() const;
    bool detailCovers() const { return !m_detailSquares.isEmpty() && detailRect().contains(m_viewRect); }

    QPointer<MapDocument> m_document;
    qreal m_cellSize = 48;
    bool m_gridLinesVisible = true;
    bool m_overBackground = false;
    bool m_imageDirty = true;
    int m_pixelsPerSquare = 1;
    qreal m_viewZoom = 1;
    QRectF m_viewRect;
    // The sharper region: squares the texture covers, empty when the base texture suffices; what was last asked
    // of the worker (a terrain change bumps the version).
    QRect m_detailSquares;
    QImage m_detailImage;
    bool m_detailDirty = false;
    bool m_baseHidden = false; // as last drawn: the detail texture covered the view
    QRect m_requestedSquares;
    int m_requestedPixelsPerSquare = 0;
    quint64 m_requestedVersion = 0;
    quint64 m_version = 1;
    BackgroundRenderer m_renderer;
    bool m_vector = false; // geometry (GPU renderers) rather than painted textures (software renderer)
    QList<MapGeometry::EdgeBar> m_edgeBars;
    VectorZoom m_drawnZoom;
};
