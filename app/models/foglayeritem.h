#pragma once

#include "mapdocument.h"

#include <QImage>
#include <QPointer>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

/**
 * The fog over the players' map (docs/vision.md): squares the heroes see now are clear, squares they have seen
 * before are dimmed, squares never seen are black. One texel per square, drawn as one scaled texture with
 * nearest filtering, never an item per square. It reads a players' copy (PlayerScreen's map: its playerVisible
 * and explored squares) and draws nothing when that copy has vision off. As a preview over the game master's
 * map it is see-through, so the map stays usable under it.
 */
class FogLayerItem : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(MapDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(qreal cellSize READ cellSize WRITE setCellSize NOTIFY cellSizeChanged)
    Q_PROPERTY(bool preview READ preview WRITE setPreview NOTIFY previewChanged)
    Q_PROPERTY(bool active READ active NOTIFY activeChanged)
    // The part of the map in view (content coordinates): only its squares are drawn, so that the software renderer
    // does not scale the whole map's fog every frame. Empty: the whole map.
    Q_PROPERTY(QRectF viewRect READ viewRect WRITE setViewRect NOTIFY viewRectChanged)
    // The players' light per square (PlayerScreen::lightShades: 0 lit, 1 dim, 2 darkness): dim and dark squares the
    // heroes see are tinted darker, so the TV shows a torch's ring of dim light. Empty: no tint.
    Q_PROPERTY(QList<int> shades READ shades WRITE setShades NOTIFY shadesChanged)

public:
    explicit FogLayerItem(QQuickItem *parent = nullptr);

    MapDocument *document() const { return m_document; }
    void setDocument(MapDocument *document);
    qreal cellSize() const { return m_cellSize; }
    void setCellSize(qreal size);
    bool preview() const { return m_preview; }
    QRectF viewRect() const { return m_viewRect; }
    void setViewRect(const QRectF &rect);
    void setPreview(bool preview);
    QList<int> shades() const { return m_shades; }
    void setShades(const QList<int> &shades);
    /** The tint drawn on a square: 0 none, 1 dim, 2 darkness. For tests. */
    Q_INVOKABLE int shadeAt(int column, int row) const;
    /** Whether the document's copy has vision on (there is fog to draw). */
    bool active() const { return m_active; }

    /** 0 unseen, 1 explored, 2 seen now; -1 off the map or without vision. For tests and the QML legend. */
    Q_INVOKABLE int stateAt(int column, int row) const;

Q_SIGNALS:
    void documentChanged();
    void cellSizeChanged();
    void previewChanged();
    void activeChanged();
    void viewRectChanged();
    void shadesChanged();

protected:
    QSGNode *updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *) override;

private:
    void rebuild();
    QRect squaresToDraw() const;

    QPointer<MapDocument> m_document;
    qreal m_cellSize = 48;
    bool m_preview = false;
    bool m_active = false;
    QImage m_image;
    bool m_dirty = true;
    QRectF m_viewRect;
    QList<int> m_shades;
    QRect m_drawnSquares; // the squares the node covers, with a margin: the view moving inside it changes nothing
};
