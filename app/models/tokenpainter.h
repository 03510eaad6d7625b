#pragma once

#include <QImage>
#include <QList>
#include <QRect>
#include <QString>

/**
 * Tokens painted into one image, for map views zoomed out so far that a square is a few pixels: one texture then
 * replaces a thousand QML token items. It draws what TokenItem draws at that size, the same way: the side's shape
 * AND colour (circle, diamond, square), the hit point bar, the staggered / dying / dead marks, hidden tokens
 * faded, the selection ring. Plain data in, an image out: it runs on a worker thread.
 */
namespace TokenPainter {

struct Token
{
    int row = -1;  // the token model's row
    QRect squares; // the creature's space
    int sideIndex = 0;
    bool hidden = false;
    QString health; // "", "healthy", "staggered", "dying", "dead" as in TokenModel
    bool hitPointsKnown = false;
    double hitPointFraction = 0;
    QChar letter;
};

/** The tokens overlapping `region` (squares) at pixelsPerSquare, transparent elsewhere. */
QImage render(const QList<Token> &tokens, const QRect &region, int pixelsPerSquare, int selectedRow, bool highContrast);

} // namespace TokenPainter
