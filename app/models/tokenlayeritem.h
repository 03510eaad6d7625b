#pragma once

#include <QImage>
#include <QPointer>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

#include "backgroundrenderer.h"
#include "tokenmodel.h"
#include "tokenpainter.h"

/**
 * All tokens of a TokenModel drawn by one scene-graph node, for a map view zoomed out so far that the QML token
 * items would be a thousand tiny items to lay out and draw every frame. The texture covers the view and a margin
 * at about the screen's pixels per square, so panning moves it and zooming scales it; a new one is painted on a
 * worker thread when the view leaves it, the zoom changes a step, or a token changes, and the old one is drawn
 * until it is ready. That is for the software renderer; GPU renderers draw each token as a few quads from a
 * TokenAtlas instead, which fill only the tokens' pixels and need no paint when the view moves. Lives in the view's
 * content item: item coordinates are map pixels (cellSize a square).
 */
class TokenLayerItem : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(TokenModel *tokens READ tokens WRITE setTokens NOTIFY tokensChanged)
    Q_PROPERTY(qreal cellSize READ cellSize WRITE setCellSize NOTIFY cellSizeChanged)
    Q_PROPERTY(qreal viewZoom READ viewZoom WRITE setViewZoom NOTIFY viewChanged)
    Q_PROPERTY(QRectF viewRect READ viewRect WRITE setViewRect NOTIFY viewChanged)
    Q_PROPERTY(int selectedRow READ selectedRow WRITE setSelectedRow NOTIFY selectedRowChanged)
    Q_PROPERTY(bool highContrast READ highContrast WRITE setHighContrast NOTIFY highContrastChanged)
    Q_PROPERTY(bool active READ active WRITE setActive NOTIFY activeChanged)

public:
    explicit TokenLayerItem(QQuickItem *parent = nullptr);

    TokenModel *tokens() const { return m_tokens; }
    void setTokens(TokenModel *tokens);
    qreal cellSize() const { return m_cellSize; }
    void setCellSize(qreal size);
    qreal viewZoom() const { return m_viewZoom; }
    void setViewZoom(qreal zoom);
    QRectF viewRect() const { return m_viewRect; }
    void setViewRect(const QRectF &rect);
    int selectedRow() const { return m_selectedRow; }
    void setSelectedRow(int row);
    bool highContrast() const { return m_highContrast; }
    void setHighContrast(bool on);
    /** False when the view shows QML token items instead: nothing is drawn or painted. */
    bool active() const { return m_active; }
    void setActive(bool active);

    /** The model row of the token covering a point (item coordinates), the last drawn first; -1 if none. */
    Q_INVOKABLE int rowAt(qreal x, qreal y) const;

Q_SIGNALS:
    void tokensChanged();
    void cellSizeChanged();
    void viewChanged();
    void selectedRowChanged();
    void highContrastChanged();
    void activeChanged();

protected:
    QSGNode *updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *) override;

private:
    void markDirty();
    void snapshot();
    void plan();
    void onRendered(const QImage &image, const QRect &squares, int pixelsPerSquare);
    QSGNode *updateAtlasNode(QSGNode *oldNode);
    /** The texture scale for a screen scale: the smallest step at or above it. */
    static int ladderStep(qreal screenPixelsPerSquare);

    QPointer<TokenModel> m_tokens;
    qreal m_cellSize = 48;
    qreal m_viewZoom = 1;
    QRectF m_viewRect;
    int m_selectedRow = -1;
    bool m_highContrast = false;
    bool m_active = true;

    QList<TokenPainter::Token> m_snapshot;
    QRect m_bounds; // squares holding any token
    bool m_tokensDirty = true;
    // What was last asked of the renderer, and what the texture shows.
    QRect m_requestedSquares;
    int m_requestedPps = 0;
    quint64 m_requestedVersion = 0;
    quint64 m_version = 0; // bumped by every change of the tokens or their look
    QImage m_image;
    QRect m_imageSquares;
    bool m_textureDirty = false;
    BackgroundRenderer m_renderer;
    bool m_vector = false; // quads from an atlas (GPU renderers) rather than one painted texture (software)
    int m_atlasPps = 0;    // what the atlas node shows
    quint64 m_atlasVersion = 0;
};
