#include "mapdocument.h"
#include "tokenatlas.h"
#include "tokenmodel.h"
#include "tokenpainter.h"
#include "visibletokenmodel.h"

#include <QAbstractItemModelTester>
#include <QPainter>
#include <QTest>

/**
 * The zoomed-out map's token layer: TokenPainter draws a side's shape and colour, the hit point bar, the health
 * marks and the selection ring as TokenItem does; VisibleTokenModel keeps only the tokens in an area, with their
 * row in the full model.
 */
class TestTokenLayer : public QObject
{
    Q_OBJECT

    static TokenPainter::Token token(int row, int x, int y, int sideIndex)
    {
        TokenPainter::Token t;
        t.row = row;
        t.squares = QRect(x, y, 1, 1);
        t.sideIndex = sideIndex;
        t.letter = QLatin1Char('A');
        return t;
    }

    static bool transparent(const QImage &image, int x, int y) { return qAlpha(image.pixel(x, y)) == 0; }

private Q_SLOTS:
    void shapeAndColourFollowTheSide()
    {
        // Side 0 a circle, side 1 a diamond, side 2 a square (TokenItem's order), at 40 pixels a square.
        const QImage image = TokenPainter::render({token(0, 0, 0, 0), token(1, 1, 0, 1), token(2, 2, 0, 2)},
                                                  QRect(0, 0, 3, 1), 40, -1, false);
        QCOMPARE(image.size(), QSize(120, 40));
        // Near the corner of the body's square (0.8 of the space): inside only for the square.
        QVERIFY(transparent(image, 0 * 40 + 6, 6));
        QVERIFY(transparent(image, 1 * 40 + 6, 6));
        QVERIFY(!transparent(image, 2 * 40 + 6, 6));
        // Beside the centre (clear of the letter): the palette's colour of the side.
        QCOMPARE(QColor(image.pixel(8, 20)).name(), QStringLiteral("#2f6db5"));
        QCOMPARE(QColor(image.pixel(40 + 8, 20)).name(), QStringLiteral("#b53a2f"));
        QCOMPARE(QColor(image.pixel(80 + 8, 20)).name(), QStringLiteral("#3d8b3d"));
        // Outside the region nothing is drawn.
        const QImage part = TokenPainter::render({token(0, 5, 5, 0)}, QRect(0, 0, 3, 1), 40, -1, false);
        QVERIFY(transparent(part, 20, 20));
    }

    void hitPointBarAndHealthMarks()
    {
        auto hurt = token(0, 0, 0, 2);
        hurt.hitPointsKnown = true;
        hurt.hitPointFraction = 0.5;
        hurt.health = QStringLiteral("staggered");
        auto dead = token(1, 1, 0, 2);
        dead.health = QStringLiteral("dead");
        const QImage image = TokenPainter::render({hurt, dead}, QRect(0, 0, 2, 1), 48, -1, false);
        // The bar runs across 0.8 of the token at its bottom: filled (staggered amber) left of half, dark right.
        const int barY = 48 - 4;
        QCOMPARE(QColor(image.pixel(8, barY)).name(), QStringLiteral("#e0a020"));
        QCOMPARE(QColor(image.pixel(40, barY)).name(), QStringLiteral("#1b1816"));
        // A slash from the top-left to the bottom-right of the staggered token; the dead one is grey and crossed.
        QCOMPARE(QColor(image.pixel(16, 16)).name(), QStringLiteral("#1b1816"));
        QCOMPARE(QColor(image.pixel(48 + 24, 12)).name(), QStringLiteral("#7d7771"));
        QCOMPARE(QColor(image.pixel(48 + 32, 16)).name(), QStringLiteral("#1b1816"));
        QCOMPARE(QColor(image.pixel(48 + 16, 16)).name(), QStringLiteral("#1b1816"));
    }

    void selectionRingAndTinyScales()
    {
        const QImage selected = TokenPainter::render({token(4, 0, 0, 2)}, QRect(0, 0, 1, 1), 48, 4, false);
        QCOMPARE(QColor(selected.pixel(24, 1)).name(), QStringLiteral("#ffd54a"));
        const QImage plain = TokenPainter::render({token(4, 0, 0, 2)}, QRect(0, 0, 1, 1), 48, -1, false);
        QVERIFY(transparent(plain, 24, 1));
        // Two pixels a square: no shape reads, but the token is a dot of its side's colour.
        const QImage tiny = TokenPainter::render({token(0, 3, 3, 1)}, QRect(0, 0, 10, 10), 2, -1, false);
        QCOMPARE(QColor(tiny.pixel(7, 7)).name(), QStringLiteral("#b53a2f"));
        QVERIFY(transparent(tiny, 2, 2));
    }

    void atlasQuadsDrawWhatThePainterDraws_data()
    {
        QTest::addColumn<int>("pps");
        QTest::newRow("2 px, dots") << 2;
        QTest::newRow("6 px, bars") << 6;
        QTest::newRow("12 px, letters") << 12;
        QTest::newRow("16 px") << 16;
    }

    // The GPU token layer draws quads from a TokenAtlas; composed back into one image they must give what
    // TokenPainter::render gives (the software renderer's layer), token for token.
    void atlasQuadsDrawWhatThePainterDraws()
    {
        QFETCH(int, pps);
        QList<TokenPainter::Token> tokens;
        const QStringList healths{QString(), QStringLiteral("healthy"), QStringLiteral("staggered"),
                                  QStringLiteral("dying"), QStringLiteral("dead")};
        for (int i = 0; i < 20; ++i) {
            auto t = token(i, (i % 5) * 3, (i / 5) * 3, i % 7);
            t.health = healths.at(i % healths.size());
            t.hidden = i % 6 == 5;
            t.hitPointsKnown = i % 3 != 0;
            t.hitPointFraction = (i % 4) / 3.0;
            t.letter = QChar(QLatin1Char('A' + i % 4));
            if (i == 7)
                t.squares.setSize(QSize(2, 2)); // a Large token
            tokens.append(t);
        }
        const QRect region(0, 0, 15, 12);
        const int selected = 9;
        const QImage painted = TokenPainter::render(tokens, region, pps, selected, false);
        const TokenAtlas atlas = TokenAtlas::build(tokens, pps, selected, false);
        QCOMPARE(atlas.pixelsPerSquare(), pps);
        QImage composed(painted.size(), QImage::Format_ARGB32_Premultiplied);
        composed.fill(Qt::transparent);
        {
            QPainter painter(&composed);
            painter.setRenderHint(QPainter::SmoothPixmapTransform);
            for (const auto &quad : atlas.quads())
                painter.drawImage(quad.target, atlas.image(), quad.source);
        }
        // Bodies and letters land on whole pixels and match; a bar's edges fall inside pixels, which the painter
        // and the quads shade a little differently, so bars are checked by their colour instead.
        QList<QRectF> bars;
        for (const auto &t : tokens) {
            const QRectF box(t.squares.x() * pps, t.squares.y() * pps, t.squares.width() * pps,
                             t.squares.height() * pps);
            const QRectF bar = TokenPainter::hitPointBar(t, box);
            if (bar.isEmpty())
                continue;
            bars.append(bar.adjusted(-1, -1, 1, 1));
            if (t.hidden || t.hitPointFraction < 0.3)
                continue;
            const QPoint filled(int(bar.x() + bar.width() * t.hitPointFraction / 2), int(bar.center().y()));
            QCOMPARE(QColor(composed.pixel(filled)).name(), TokenPainter::hitPointBarColour(t.health).name());
        }
        int differing = 0;
        int drawn = 0;
        for (int y = 0; y < painted.height(); ++y) {
            for (int x = 0; x < painted.width(); ++x) {
                if (std::any_of(bars.cbegin(), bars.cend(),
                                [&](const QRectF &r) { return r.contains(x + 0.5, y + 0.5); }))
                    continue;
                const QRgb a = painted.pixel(x, y);
                const QRgb b = composed.pixel(x, y);
                drawn += qAlpha(a) > 0 ? 1 : 0;
                const int d = std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)),
                                        std::abs(qBlue(a) - qBlue(b)), std::abs(qAlpha(a) - qAlpha(b))});
                differing += d > 2 ? 1 : 0;
            }
        }
        QVERIFY(drawn > 20 * pps);
        QVERIFY2(differing * 100 <= drawn,
                 qPrintable(QStringLiteral("%1 of %2 drawn pixels differ").arg(differing).arg(drawn)));
        // Every token's own centre, where its colour shows, is the same.
        for (const auto &t : tokens) {
            const QPoint centre(int((t.squares.x() + t.squares.width() / 2.0) * pps),
                                int((t.squares.y() + t.squares.height() / 2.0) * pps));
            if (std::any_of(bars.cbegin(), bars.cend(), [&](const QRectF &r) { return r.contains(centre); }))
                continue; // a tiny token's bar reaches its centre
            QCOMPARE(QColor(composed.pixel(centre)).name(), QColor(painted.pixel(centre)).name());
        }
    }

    void visibleTokensAreThoseInTheArea()
    {
        battlemat::TableScene scene;
        scene.map.grid = battlemat::GridMap(40, 40);
        const QList<QPoint> at{{1, 1}, {30, 30}, {5, 2}, {39, 0}};
        for (int i = 0; i < at.size(); ++i) {
            battlemat::MapCreature c;
            c.id = QStringLiteral("c%1").arg(i);
            c.name = c.id;
            c.side = QStringLiteral("heroes");
            c.position = {at[i].x(), at[i].y()};
            scene.map.creatures.append(c);
        }
        MapDocument document;
        document.setScene(scene);
        TokenModel tokens(&document);
        VisibleTokenModel visible;
        QAbstractItemModelTester tester(&visible, QAbstractItemModelTester::FailureReportingMode::QtTest);
        visible.setCellSize(10);
        visible.setTokens(&tokens);
        visible.setArea(QRectF(0, 0, 100, 50)); // squares 0..9 x 0..4
        QCOMPARE(visible.rowCount(), 2);
        const int role = VisibleTokenModel::TokenIndexRole;
        QCOMPARE(visible.index(0, 0).data(role).toInt(), 0);
        QCOMPARE(visible.index(1, 0).data(role).toInt(), 2);
        QCOMPARE(visible.index(1, 0).data(TokenModel::CreatureIdRole).toString(), QStringLiteral("c2"));
        QVERIFY(visible.roleNames().value(role) == "tokenIndex");
        // A creature walking out of the area leaves it; another walking in joins it.
        QVERIFY(document.moveCreature(QStringLiteral("c2"), 20, 20));
        QVERIFY(document.moveCreature(QStringLiteral("c1"), 9, 4));
        QCOMPARE(visible.rowCount(), 2);
        QCOMPARE(visible.index(1, 0).data(role).toInt(), 1);
        visible.setArea(QRectF(0, 0, 400, 400));
        QCOMPARE(visible.rowCount(), 4);
        visible.setEnabled(false);
        QCOMPARE(visible.rowCount(), 0);
    }
};

QTEST_MAIN(TestTokenLayer)
#include "tst_tokenlayer.moc"
