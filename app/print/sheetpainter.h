#pragma once

#include <QFont>
#include <QPainter>
#include <QRectF>

/**
 * Text-drawing helpers for printed sheets, in points (1/72 inch) whatever the device resolution: text never gets
 * clipped, it shrinks down to a minimum size and then wraps, and a box reports how tall its text came out.
 */
class SheetPainter
{
public:
    SheetPainter(QPainter &painter, double devicePixelsPerPoint);

    QPainter &painter() { return m_painter; }
    QRectF toDevice(const QRectF &points) const;
    QFont font(double pointSize, bool bold = false) const;

    /** Draws text in rect, shrinking from pointSize to minPointSize until it fits; wraps at word boundaries.
     *  Returns the height in points the text used. */
    double drawFitted(const QRectF &rect, const QString &text, double pointSize, double minPointSize = 5,
                      bool bold = false, int alignment = Qt::AlignLeft | Qt::AlignTop, bool preferOneLine = true);
    /** Height in points that text wrapped to width takes at this size. */
    double wrappedHeight(const QString &text, double width, double pointSize, bool bold = false) const;
    /** Draws wrapped text at a fixed size and returns the height used. */
    double drawWrapped(const QRectF &rect, const QString &text, double pointSize, bool bold = false);
    void frame(const QRectF &rect, double lineWidth = 0.8);
    void line(double x1, double y1, double x2, double y2, double lineWidth = 0.5);
    /** A titled box: the caption in small bold capitals on top. Returns the content rect under the caption. */
    QRectF box(const QRectF &rect, const QString &caption);

private:
    QPainter &m_painter;
    double m_scale;
};
