#include "terrainpatternnode.h"

#include "terrainpattern.h"

#include <QQuickWindow>
#include <QSGGeometryNode>
#include <QSGTexture>
#include <QSGTextureMaterial>

#include <memory>
#include <vector>

using battlemat::Terrain;

namespace TerrainPatternNode {

namespace {

// Deletes the tiles' textures with the board: the materials only point at them.
struct PatternRoot : QSGNode
{
    std::vector<std::unique_ptr<QSGTexture>> textures;
};

struct Run
{
    int x0;
    int x1; // one past the last square
    int y;
};

constexpr int quadsPerNode = 65532 / 6;

QSGGeometryNode *quadsNode(const std::vector<Run> &runs, std::size_t first, std::size_t count, double cell,
                           QSGTexture *texture)
{
    auto *geometry = new QSGGeometry(QSGGeometry::defaultAttributes_TexturedPoint2D(), int(6 * count));
    geometry->setDrawingMode(QSGGeometry::DrawTriangles);
    auto *v = geometry->vertexDataAsTexturedPoint2D();
    for (std::size_t i = first; i < first + count; ++i) {
        const Run &r = runs[i];
        // Texture coordinates in squares: the repeating tile covers each square once.
        const auto left = float(r.x0 * cell), right = float(r.x1 * cell);
        const auto top = float(r.y * cell), bottom = float((r.y + 1) * cell);
        const auto u0 = float(r.x0), u1 = float(r.x1), v0 = float(r.y), v1 = float(r.y + 1);
        (v++)->set(left, top, u0, v0);
        (v++)->set(right, top, u1, v0);
        (v++)->set(left, bottom, u0, v1);
        (v++)->set(right, top, u1, v0);
        (v++)->set(right, bottom, u1, v1);
        (v++)->set(left, bottom, u0, v1);
    }
    auto *material = new QSGTextureMaterial;
    material->setTexture(texture);
    material->setFiltering(QSGTexture::Linear);
    material->setMipmapFiltering(QSGTexture::Linear);
    material->setHorizontalWrapMode(QSGTexture::Repeat);
    material->setVerticalWrapMode(QSGTexture::Repeat);
    material->setFlag(QSGMaterial::Blending, true);
    auto *node = new QSGGeometryNode;
    node->setGeometry(geometry);
    node->setMaterial(material);
    node->setFlags(QSGNode::OwnsGeometry | QSGNode::OwnsMaterial);
    return node;
}

} // namespace

QSGNode *build(QQuickWindow *window, const battlemat::GridMap &grid, double cellSize, bool overBackground)
{
    auto *root = new PatternRoot;
    for (int kind = 0; kind <= int(battlemat::lastTerrain); ++kind) {
        const auto terrain = Terrain(kind);
        if (!TerrainPattern::patterned(terrain) || (overBackground && terrain == Terrain::Open))
            continue;
        std::vector<Run> runs;
        for (int y = 0; y < grid.height(); ++y) {
            int x = 0;
            while (x < grid.width()) {
                if (grid.terrain({x, y}) != terrain) {
                    ++x;
                    continue;
                }
                int end = x + 1;
                while (end < grid.width() && grid.terrain({end, y}) == terrain)
                    ++end;
                runs.push_back({x, end, y});
                x = end;
            }
        }
        if (runs.empty())
            continue;
        QSGTexture *texture = window->createTextureFromImage(
            TerrainPattern::tile(terrain, TerrainPattern::gpuTileSize),
            QQuickWindow::CreateTextureOptions(QQuickWindow::TextureHasAlphaChannel) | QQuickWindow::TextureHasMipmaps);
        root->textures.emplace_back(texture);
        for (std::size_t first = 0; first < runs.size(); first += quadsPerNode) {
            const std::size_t count = std::min<std::size_t>(quadsPerNode, runs.size() - first);
            root->appendChildNode(quadsNode(runs, first, count, cellSize, texture));
        }
    }
    return root;
}

} // namespace TerrainPatternNode
