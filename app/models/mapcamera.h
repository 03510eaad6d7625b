#pragma once

#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QtQml/qqmlregistration.h>

/**
 * Pan and zoom of a map view: a point of the map (content coordinates) appears at content * zoom + pan in the
 * view. Zooming keeps the point under the cursor still; panning keeps part of the map in view; fit shows all.
 * The view applies it as one transform, so zooming a map with a thousand tokens re-lays out nothing.
 */
class MapCamera : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(qreal zoom READ zoom NOTIFY changed)
    Q_PROPERTY(qreal panX READ panX NOTIFY changed)
    Q_PROPERTY(qreal panY READ panY NOTIFY changed)
    Q_PROPERTY(QSizeF viewportSize READ viewportSize WRITE setViewportSize NOTIFY viewportSizeChanged)
    Q_PROPERTY(QSizeF contentSize READ contentSize WRITE setContentSize NOTIFY contentSizeChanged)
    Q_PROPERTY(qreal minimumZoom READ minimumZoom NOTIFY changed)
    Q_PROPERTY(qreal maximumZoom READ maximumZoom WRITE setMaximumZoom NOTIFY changed)
    Q_PROPERTY(QRectF visibleRect READ visibleRect NOTIFY changed)

public:
    explicit MapCamera(QObject *parent = nullptr);

    qreal zoom() const { return m_zoom; }
    qreal panX() const { return m_pan.x(); }
    qreal panY() const { return m_pan.y(); }
    QSizeF viewportSize() const { return m_viewport; }
    void setViewportSize(const QSizeF &size);
    QSizeF contentSize() const { return m_content; }
    void setContentSize(const QSizeF &size);
    /** Half of what fits the whole map, so the map can be seen small in a corner, but never absurdly small. */
    qreal minimumZoom() const;
    qreal maximumZoom() const { return m_maximumZoom; }
    void setMaximumZoom(qreal zoom);
    /** The part of the map in view, in content coordinates. */
    QRectF visibleRect() const;

    /** Multiplies the zoom by factor, keeping the map point under view point (x, y) where it is. */
    Q_INVOKABLE void zoomAt(qreal factor, qreal x, qreal y);
    /** Zooms about the centre of the view (keyboard). */
    Q_INVOKABLE void zoomBy(qreal factor);
    Q_INVOKABLE void panBy(qreal dx, qreal dy);
    /** The whole map in view, centred. */
    Q_INVOKABLE void fit();
    /** Puts a map point (content coordinates) in the middle of the view. */
    Q_INVOKABLE void centerOn(qreal x, qreal y);
    /** Pans as little as needed so the rectangle (content coordinates) is in view with margin view pixels. */
    Q_INVOKABLE void keepVisible(const QRectF &rect, qreal margin);
    Q_INVOKABLE QPointF toContent(qreal x, qreal y) const;

Q_SIGNALS:
    void changed();
    void viewportSizeChanged();
    void contentSizeChanged();

private:
    void set(qreal zoom, QPointF pan);
    QPointF clampPan(qreal zoom, QPointF pan) const;
    qreal fitZoom() const;

    qreal m_zoom = 1;
    QPointF m_pan;
    QSizeF m_viewport;
    QSizeF m_content;
    qreal m_maximumZoom = 4;
    bool m_fitted = false;     // fit once when both sizes are first known
    bool m_followsFit = false; // fitted and not zoomed or panned since: a resized view fits again
};
