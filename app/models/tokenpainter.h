#pragma once

#include <QColor>
#include <QImage>
#include <QList>
#include <QRect>
#include <QString>

class QPainter;

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

/** What TokenItem draws of one token in `box` (its space, in pixels): the body, the letter, the hit point bar. */
void paintToken(QPainter &painter, const Token &token, const QRectF &box, bool selected, bool highContrast);
/** The parts, for drawing them separately (TokenAtlas): the shape with its ring and health marks... */
void paintBody(QPainter &painter, const Token &token, const QRectF &box, bool selected, bool highContrast);
/** ...the first letter of the name, in white, once a square is large enough to read it... */
void paintLetter(QPainter &painter, QChar letter, const QRectF &box);
/** ...and where the hit point bar goes (empty when it is not drawn), its colour and that of its empty part. */
QRectF hitPointBar(const Token &token, const QRectF &box);
QColor hitPointBarColour(const QString &health);
inline const QColor hitPointBarBackground{0x1b, 0x18, 0x16};

/** The tokens overlapping `region` (squares) at pixelsPerSquare, transparent elsewhere. */
QImage render(const QList<Token> &tokens, const QRect &region, int pixelsPerSquare, int selectedRow, bool highContrast);

} // namespace TokenPainter
