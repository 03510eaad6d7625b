#include "tokenpainter.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace {

// The palettes and shapes of TokenItem.qml: the two must agree, the layer stands in for the items.
QColor sideColour(int sideIndex, bool highContrast)
{
    static const QColor normal[] = {QColor(0x2f, 0x6d, 0xb5), QColor(0xb5, 0x3a, 0x2f), QColor(0x3d, 0x8b, 0x3d),
                                    QColor(0x7b, 0x4f, 0xa6), QColor(0xb5, 0x83, 0x2f)};
    static const QColor contrast[] = {QColor(0x00, 0x50, 0xd0), QColor(0xd0, 0x10, 0x10), QColor(0x00, 0x80, 0x00),
                                      QColor(0x80, 0x00, 0xc0), QColor(0xc0, 0x70, 0x00)};
    const int i = std::max(0, sideIndex) % 5;
    return highContrast ? contrast[i] : normal[i];
}

QColor hitPointColour(const QString &health)
{
    if (health == QLatin1String("healthy"))
        return QColor(0x3d, 0x9b, 0x3d);
    if (health == QLatin1String("staggered"))
        return QColor(0xe0, 0xa0, 0x20);
    return QColor(0xc0, 0x20, 0x20);
}

} // namespace

namespace TokenPainter {

void paintBody(QPainter &painter, const Token &token, const QRectF &box, bool selected, bool highContrast)
{
    const qreal side = box.width();
    const QPointF centre = box.center();
    const int shape = std::max(0, token.sideIndex) % 3;
    const bool dead = token.health == QLatin1String("dead");
    painter.setOpacity(token.hidden ? 0.55 : 1.0);
    QColor fill = dead ? QColor(0x7d, 0x77, 0x71) : sideColour(token.sideIndex, highContrast);
    if (side < 4) {
        // A few pixels: no shape can read, so a dot of the colour a little larger than the space, to be found.
        const qreal dot = std::max(side, 3.0);
        painter.fillRect(QRectF(centre.x() - dot / 2, centre.y() - dot / 2, dot, dot), fill);
        return;
    }

    if (selected) {
        painter.setPen(QPen(QColor(0xff, 0xd5, 0x4a), std::max(1.0, side * 0.08)));
        painter.setBrush(Qt::NoBrush);
        const QRectF ring(centre.x() - side * 0.49, centre.y() - side * 0.49, side * 0.98, side * 0.98);
        if (shape == 0)
            painter.drawEllipse(ring);
        else
            painter.drawRoundedRect(ring, side * 0.12, side * 0.12);
    }

    // Outlines only where a square has room for one; below that the shape alone is what reads.
    const qreal outline = side >= 8 ? std::max(1.0, side * (highContrast ? 0.08 : 0.04)) : 0;
    painter.setPen(outline > 0 ? QPen(highContrast ? Qt::white : QColor(0x1b, 0x18, 0x16), outline) : Qt::NoPen);
    if (token.health == QLatin1String("dying"))
        fill.setAlphaF(0.6);
    painter.setBrush(fill);
    if (shape == 0) {
        const qreal r = side * 0.4;
        painter.drawEllipse(centre, r, r);
    } else if (shape == 1) {
        const qreal r = side * 0.6 * M_SQRT1_2; // a 0.6 square turned 45 degrees
        const QPointF diamond[] = {{centre.x(), centre.y() - r},
                                   {centre.x() + r, centre.y()},
                                   {centre.x(), centre.y() + r},
                                   {centre.x() - r, centre.y()}};
        painter.drawPolygon(diamond, 4);
    } else {
        const qreal half = side * 0.4;
        painter.drawRect(QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half));
    }

    // Health marks: one slash staggered or dying, a cross dead.
    const qreal markWidth = std::max(1.0, side * 0.09);
    auto slash = [&](bool rising) {
        const qreal h = side * 0.46 * M_SQRT1_2;
        painter.setPen(QPen(QColor(0x1b, 0x18, 0x16), markWidth, Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(QPointF(centre.x() - h, centre.y() + (rising ? h : -h)),
                         QPointF(centre.x() + h, centre.y() + (rising ? -h : h)));
    };
    if (dead) {
        slash(true);
        slash(false);
    } else if (token.health == QLatin1String("staggered") || token.health == QLatin1String("dying")) {
        slash(false);
    }
}

void paintLetter(QPainter &painter, QChar letter, const QRectF &box)
{
    const qreal side = box.width();
    if (!letter.isLetterOrNumber() || side < 12)
        return;
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(6, int(side * 0.38)));
    painter.setFont(font);
    painter.setPen(Qt::white);
    painter.drawText(box, Qt::AlignCenter, QString(letter));
}

QRectF hitPointBar(const Token &token, const QRectF &box)
{
    // Once it is at least a few pixels tall.
    const qreal side = box.width();
    if (!token.hitPointsKnown || side < 6)
        return {};
    const qreal height = std::max(2.0, side * 0.14);
    return QRectF(box.center().x() - side * 0.4, box.bottom() - side * 0.02 - height, side * 0.8, height);
}

QColor hitPointBarColour(const QString &health)
{
    return hitPointColour(health);
}

void paintToken(QPainter &painter, const Token &token, const QRectF &box, bool selected, bool highContrast)
{
    paintBody(painter, token, box, selected, highContrast);
    paintLetter(painter, token.letter, box);
    const QRectF bar = hitPointBar(token, box);
    if (bar.isEmpty())
        return;
    painter.setPen(Qt::NoPen);
    painter.setBrush(hitPointBarBackground);
    painter.drawRect(bar);
    painter.setBrush(hitPointColour(token.health));
    painter.drawRect(QRectF(bar.x(), bar.y(), bar.width() * token.hitPointFraction, bar.height()));
}

QImage render(const QList<Token> &tokens, const QRect &region, int pps, int selectedRow, bool highContrast)
{
    if (region.isEmpty() || pps <= 0)
        return {};
    QImage image(region.width() * pps, region.height() * pps, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(-region.x() * pps, -region.y() * pps);
    const Token *selected = nullptr;
    for (const Token &token : tokens) {
        if (!token.squares.intersects(region))
            continue;
        if (token.row == selectedRow) {
            selected = &token; // drawn last, over its neighbours, as the view raises the selected item
            continue;
        }
        const QRectF box(token.squares.x() * pps, token.squares.y() * pps, token.squares.width() * pps,
                         token.squares.height() * pps);
        paintToken(painter, token, box, false, highContrast);
    }
    if (selected) {
        const QRectF box(selected->squares.x() * pps, selected->squares.y() * pps, selected->squares.width() * pps,
                         selected->squares.height() * pps);
        paintToken(painter, *selected, box, true, highContrast);
    }
    return image;
}

} // namespace TokenPainter
