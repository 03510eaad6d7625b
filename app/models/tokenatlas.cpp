#include "tokenatlas.h"

#include <QHash>
#include <QPainter>

#include <algorithm>

namespace {

// Clear pixels round each piece, so smoothing never samples a neighbour; also room for a tiny token's dot, which
// is larger than its square.
constexpr int pad = 2;
constexpr int atlasWidth = 1024;
// A patch of one colour for the hit point bars; quads sample its middle texels only.
constexpr int patchSide = 4;

struct BodyKey
{
    int look = 0; // sideIndex modulo the palette and shape cycles
    QString health;
    bool hidden = false;
    bool selected = false;
    int span = 1;
    bool operator==(const BodyKey &) const = default;
};

size_t qHash(const BodyKey &k, size_t seed = 0)
{
    return qHashMulti(seed, k.look, k.health, k.hidden, k.selected, k.span);
}

// Cells placed left to right in rows as tall as their tallest cell.
class ShelfPacker
{
public:
    QRect place(int width, int height)
    {
        if (m_x + width > atlasWidth && m_x > 0) {
            m_y += m_rowHeight;
            m_x = 0;
            m_rowHeight = 0;
        }
        const QRect cell(m_x, m_y, width, height);
        m_x += width;
        m_rowHeight = std::max(m_rowHeight, height);
        return cell;
    }
    int height() const { return m_y + m_rowHeight; }

private:
    int m_x = 0;
    int m_y = 0;
    int m_rowHeight = 0;
};

// Where a piece is painted in its cell: inside the padding.
QRectF inner(const QRect &cell)
{
    return QRectF(cell.x() + pad, cell.y() + pad, cell.width() - 2 * pad, cell.height() - 2 * pad);
}

} // namespace

TokenAtlas TokenAtlas::build(const QList<TokenPainter::Token> &tokens, int pps, int selectedRow, bool highContrast)
{
    TokenAtlas atlas;
    atlas.m_pixelsPerSquare = pps;
    if (pps <= 0 || tokens.isEmpty())
        return atlas;

    // The selected token last, over its neighbours, as the view raises the selected item.
    QList<const TokenPainter::Token *> order;
    order.reserve(tokens.size());
    const TokenPainter::Token *selected = nullptr;
    for (const auto &token : tokens) {
        if (token.row == selectedRow)
            selected = &token;
        else
            order.append(&token);
    }
    if (selected)
        order.append(selected);

    // First pass: which pieces are needed, and where each goes.
    ShelfPacker packer;
    QHash<BodyKey, QRect> bodies;
    QHash<QPair<QChar, int>, QRect> letters; // by letter and side in pixels; faded letters keyed by -side
    QHash<QRgb, QRect> patches;              // premultiplied colour
    auto patchFor = [&](QColor colour, bool hidden) {
        if (hidden)
            colour.setAlphaF(0.55);
        const QRgb key = qPremultiply(colour.rgba());
        auto it = patches.find(key);
        if (it == patches.end())
            it = patches.insert(key, packer.place(patchSide, patchSide));
        return *it;
    };
    struct Pieces
    {
        const TokenPainter::Token *token;
        QRect body;
        QRect letter;
        QRect barBack;
        QRect barFill;
    };
    QList<Pieces> laid;
    laid.reserve(order.size());
    for (const auto *token : order) {
        const int span = std::max(1, token->squares.width());
        const int side = span * pps;
        const BodyKey key{std::max(0, token->sideIndex) % 15, token->health, token->hidden, token == selected, span};
        auto body = bodies.find(key);
        if (body == bodies.end())
            body = bodies.insert(key, packer.place(side + 2 * pad, side + 2 * pad));
        Pieces p{token, *body, {}, {}, {}};
        if (token->letter.isLetterOrNumber() && side >= 12) {
            const QPair<QChar, int> letterKey(token->letter, token->hidden ? -side : side);
            auto letter = letters.find(letterKey);
            if (letter == letters.end())
                letter = letters.insert(letterKey, packer.place(side + 2 * pad, side + 2 * pad));
            p.letter = *letter;
        }
        if (!TokenPainter::hitPointBar(*token, QRectF(0, 0, side, side)).isEmpty()) {
            p.barBack = patchFor(TokenPainter::hitPointBarBackground, token->hidden);
            if (token->hitPointFraction > 0)
                p.barFill = patchFor(TokenPainter::hitPointBarColour(token->health), token->hidden);
        }
        laid.append(p);
    }

    // Second pass: paint the pieces.
    atlas.m_image = QImage(atlasWidth, std::max(1, packer.height()), QImage::Format_ARGB32_Premultiplied);
    atlas.m_image.fill(Qt::transparent);
    QPainter painter(&atlas.m_image);
    painter.setRenderHint(QPainter::Antialiasing);
    for (auto it = bodies.cbegin(); it != bodies.cend(); ++it) {
        TokenPainter::Token look;
        look.sideIndex = it.key().look;
        look.health = it.key().health;
        look.hidden = it.key().hidden;
        painter.save();
        TokenPainter::paintBody(painter, look, inner(it.value()), it.key().selected, highContrast);
        painter.restore();
    }
    for (auto it = letters.cbegin(); it != letters.cend(); ++it) {
        painter.save();
        painter.setOpacity(it.key().second < 0 ? 0.55 : 1.0);
        TokenPainter::paintLetter(painter, it.key().first, inner(it.value()));
        painter.restore();
    }
    painter.setCompositionMode(QPainter::CompositionMode_Source);
    for (auto it = patches.cbegin(); it != patches.cend(); ++it)
        painter.fillRect(it.value(), QColor::fromRgba(qUnpremultiply(it.key())));
    painter.end();

    // Quads in drawing order: per token its body, letter, then the bar's empty and filled parts.
    atlas.m_quads.reserve(laid.size() * 4);
    const QRectF patchMiddle(1, 1, patchSide - 2, patchSide - 2);
    for (const Pieces &p : laid) {
        const QRectF box(p.token->squares.x() * pps, p.token->squares.y() * pps, p.body.width() - 2 * pad,
                         p.body.height() - 2 * pad);
        atlas.m_quads.append({box.adjusted(-pad, -pad, pad, pad), QRectF(p.body)});
        if (!p.letter.isEmpty())
            atlas.m_quads.append({box.adjusted(-pad, -pad, pad, pad), QRectF(p.letter)});
        if (!p.barBack.isEmpty()) {
            const QRectF bar = TokenPainter::hitPointBar(*p.token, box);
            atlas.m_quads.append({bar, patchMiddle.translated(p.barBack.topLeft())});
            if (!p.barFill.isEmpty())
                atlas.m_quads.append({QRectF(bar.x(), bar.y(), bar.width() * p.token->hitPointFraction, bar.height()),
                                      patchMiddle.translated(p.barFill.topLeft())});
        }
    }
    return atlas;
}
