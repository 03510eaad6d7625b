#include "sheetpainter.h"

#include <QFontMetricsF>
#include <QPen>

namespace {
constexpr int wrapFlags = Qt::TextWordWrap;
}

SheetPainter::SheetPainter(QPainter &painter, double devicePixelsPerPoint)
    : m_painter(painter)
    , m_scale(devicePixelsPerPoint)
{}

QRectF SheetPainter::toDevice(const QRectF &points) const
{
    return {points.x() * m_scale, points.y() * m_scale, points.width() * m_scale, points.height() * m_scale};
}

QFont SheetPainter::font(double pointSize, bool bold) const
{
    // Pixel sizes on the device, so the layout in points is the same on a 1200 dpi PDF and a 300 dpi printer.
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setStyleHint(QFont::SansSerif);
    font.setPixelSize(std::max(1, int(pointSize * m_scale + 0.5)));
    font.setBold(bold);
    // No ligatures: "Reflex" must stay searchable and extractable from the PDF, not become "Re\uFB02ex".
    font.setStyleStrategy(QFont::PreferNoShaping);
    return font;
}

double SheetPainter::wrappedHeight(const QString &text, double width, double pointSize, bool bold) const
{
    const QFontMetricsF metrics(font(pointSize, bold), m_painter.device());
    const QRectF bounds = metrics.boundingRect(QRectF(0, 0, width * m_scale, 1e9), wrapFlags, text);
    return bounds.height() / m_scale;
}

double SheetPainter::drawFitted(const QRectF &rect, const QString &text, double pointSize, double minPointSize,
                                bool bold, int alignment, bool preferOneLine)
{
    double size = pointSize;
    // First try to keep the text on one line (names must extract whole), then allow wrapping.
    for (; preferOneLine && size > minPointSize; size -= 0.5) {
        const QFontMetricsF metrics(font(size, bold), m_painter.device());
        if (metrics.horizontalAdvance(text) <= rect.width() * m_scale && metrics.height() <= rect.height() * m_scale)
            break;
    }
    size = std::max(size, minPointSize);
    double height = wrappedHeight(text, rect.width(), size, bold);
    while (height > rect.height() && size > minPointSize) {
        size = std::max(minPointSize, size - 0.5);
        height = wrappedHeight(text, rect.width(), size, bold);
    }
    m_painter.setFont(font(size, bold));
    m_painter.drawText(toDevice(QRectF(rect.x(), rect.y(), rect.width(), std::max(height, rect.height()))),
                       alignment | wrapFlags, text);
    return height;
}

double SheetPainter::drawWrapped(const QRectF &rect, const QString &text, double pointSize, bool bold)
{
    const double height = wrappedHeight(text, rect.width(), pointSize, bold);
    m_painter.setFont(font(pointSize, bold));
    m_painter.drawText(toDevice(QRectF(rect.x(), rect.y(), rect.width(), height + 1)),
                       Qt::AlignLeft | Qt::AlignTop | wrapFlags, text);
    return height;
}

void SheetPainter::frame(const QRectF &rect, double lineWidth)
{
    m_painter.setPen(QPen(Qt::black, lineWidth * m_scale));
    m_painter.setBrush(Qt::NoBrush);
    m_painter.drawRect(toDevice(rect));
}

void SheetPainter::line(double x1, double y1, double x2, double y2, double lineWidth)
{
    m_painter.setPen(QPen(Qt::black, lineWidth * m_scale));
    m_painter.drawLine(QPointF(x1 * m_scale, y1 * m_scale), QPointF(x2 * m_scale, y2 * m_scale));
}

QRectF SheetPainter::box(const QRectF &rect, const QString &caption)
{
    frame(rect);
    m_painter.setPen(Qt::black);
    const double captionHeight = 11;
    drawFitted(QRectF(rect.x() + 4, rect.y() + 2, rect.width() - 8, captionHeight - 2), caption.toUpper(), 7, 5, true);
    line(rect.x(), rect.y() + captionHeight, rect.right(), rect.y() + captionHeight, 0.4);
    return QRectF(rect.x() + 4, rect.y() + captionHeight + 2, rect.width() - 8, rect.height() - captionHeight - 4);
}
