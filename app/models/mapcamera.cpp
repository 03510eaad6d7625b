#include "mapcamera.h"

#include <algorithm>

MapCamera::MapCamera(QObject *parent)
    : QObject(parent)
{}

void MapCamera::setViewportSize(const QSizeF &size)
{
    if (size == m_viewport)
        return;
    // The content point at the centre of the old view, to keep there when the window is resized.
    const QPointF centre = toContent(m_viewport.width() / 2, m_viewport.height() / 2);
    const bool hadViewport = !m_viewport.isEmpty();
    m_viewport = size;
    Q_EMIT viewportSizeChanged();
    // A fitted map is fitted again (the window was resized); a view the game master zoomed or panned keeps its
    // zoom and its centre.
    if ((!m_fitted || m_followsFit) && !m_viewport.isEmpty() && !m_content.isEmpty())
        fit();
    else if (hadViewport)
        set(m_zoom, QPointF(m_viewport.width() / 2, m_viewport.height() / 2) - centre * m_zoom);
    else
        set(m_zoom, m_pan);
}

void MapCamera::setContentSize(const QSizeF &size)
{
    if (size == m_content)
        return;
    const bool wasEmpty = m_content.isEmpty();
    m_content = size;
    Q_EMIT contentSizeChanged();
    if ((wasEmpty || !m_fitted) && !m_viewport.isEmpty() && !m_content.isEmpty())
        fit();
    else
        set(m_zoom, m_pan);
}

qreal MapCamera::fitZoom() const
{
    if (m_viewport.isEmpty() || m_content.isEmpty())
        return 1;
    return std::min(m_viewport.width() / m_content.width(), m_viewport.height() / m_content.height());
}

qreal MapCamera::minimumZoom() const
{
    return std::clamp(fitZoom() / 2, 0.005, 1.0);
}

void MapCamera::setMaximumZoom(qreal zoom)
{
    if (zoom > 0 && zoom != m_maximumZoom) {
        m_maximumZoom = zoom;
        set(m_zoom, m_pan);
    }
}

QRectF MapCamera::visibleRect() const
{
    return QRectF(-m_pan.x() / m_zoom, -m_pan.y() / m_zoom, m_viewport.width() / m_zoom, m_viewport.height() / m_zoom);
}

void MapCamera::zoomAt(qreal factor, qreal x, qreal y)
{
    if (!(factor > 0))
        return;
    m_followsFit = false;
    const qreal zoom = std::clamp(m_zoom * factor, minimumZoom(), std::max(minimumZoom(), m_maximumZoom));
    const QPointF anchor = toContent(x, y);
    set(zoom, QPointF(x, y) - anchor * zoom);
}

void MapCamera::zoomBy(qreal factor)
{
    zoomAt(factor, m_viewport.width() / 2, m_viewport.height() / 2);
}

void MapCamera::panBy(qreal dx, qreal dy)
{
    m_followsFit = false;
    set(m_zoom, m_pan + QPointF(dx, dy));
}

void MapCamera::fit()
{
    if (m_viewport.isEmpty() || m_content.isEmpty())
        return;
    m_fitted = true;
    m_followsFit = true;
    const qreal zoom = std::min(fitZoom() * 0.97, m_maximumZoom);
    set(zoom, QPointF((m_viewport.width() - m_content.width() * zoom) / 2,
                      (m_viewport.height() - m_content.height() * zoom) / 2));
}

void MapCamera::centerOn(qreal x, qreal y)
{
    m_followsFit = false;
    set(m_zoom, QPointF(m_viewport.width() / 2 - x * m_zoom, m_viewport.height() / 2 - y * m_zoom));
}

void MapCamera::keepVisible(const QRectF &rect, qreal margin)
{
    const QRectF onScreen(rect.topLeft() * m_zoom + m_pan, rect.size() * m_zoom);
    QPointF shift;
    if (onScreen.left() < margin)
        shift.rx() = margin - onScreen.left();
    else if (onScreen.right() > m_viewport.width() - margin)
        shift.rx() = m_viewport.width() - margin - onScreen.right();
    if (onScreen.top() < margin)
        shift.ry() = margin - onScreen.top();
    else if (onScreen.bottom() > m_viewport.height() - margin)
        shift.ry() = m_viewport.height() - margin - onScreen.bottom();
    if (!shift.isNull())
        set(m_zoom, m_pan + shift);
}

QPointF MapCamera::toContent(qreal x, qreal y) const
{
    return (QPointF(x, y) - m_pan) / m_zoom;
}

QPointF MapCamera::clampPan(qreal zoom, QPointF pan) const
{
    // At least a quarter of the view (or the whole map if smaller) stays covered by the map: it cannot be lost.
    const qreal width = m_content.width() * zoom;
    const qreal height = m_content.height() * zoom;
    const qreal keepX = std::min(width, m_viewport.width() / 4);
    const qreal keepY = std::min(height, m_viewport.height() / 4);
    return QPointF(std::clamp(pan.x(), keepX - width, m_viewport.width() - keepX),
                   std::clamp(pan.y(), keepY - height, m_viewport.height() - keepY));
}

void MapCamera::set(qreal zoom, QPointF pan)
{
    zoom = std::clamp(zoom, minimumZoom(), std::max(minimumZoom(), m_maximumZoom));
    pan = clampPan(zoom, pan);
    if (qFuzzyCompare(zoom, m_zoom) && pan == m_pan)
        return;
    m_zoom = zoom;
    m_pan = pan;
    Q_EMIT changed();
}
