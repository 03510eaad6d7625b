#pragma once

#include "tokenpainter.h"

#include <QImage>
#include <QList>
#include <QRectF>

/**
 * The zoomed-out token layer for GPU renderers: every distinct look of a token (side, health, hidden, selected,
 * size), every letter and every hit point colour painted once into a small image, and each token drawn as a few
 * textured quads from it. A frame then fills only the tokens' own pixels, where one texture of the whole view
 * (TokenPainter::render, for the software renderer) fills the whole screen and is painted and uploaded again at
 * every zoom step. TokenPainter paints the pieces, so both look the same.
 */
class TokenAtlas
{
public:
    struct Quad
    {
        QRectF target; // map pixels at the atlas's pixels per square (a square at x is x * pps)
        QRectF source; // atlas pixels
    };

    /** Paints the pieces the tokens need at pixelsPerSquare and lays out their quads, in drawing order. */
    static TokenAtlas build(const QList<TokenPainter::Token> &tokens, int pixelsPerSquare, int selectedRow,
                            bool highContrast);

    const QImage &image() const { return m_image; }
    const QList<Quad> &quads() const { return m_quads; }
    int pixelsPerSquare() const { return m_pixelsPerSquare; }

private:
    QImage m_image;
    QList<Quad> m_quads;
    int m_pixelsPerSquare = 0;
};
