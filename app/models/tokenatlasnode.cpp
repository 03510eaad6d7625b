#include "tokenatlasnode.h"

#include "tokenatlas.h"

#include <QQuickWindow>

TokenAtlasNode::TokenAtlasNode()
    : m_geometry(QSGGeometry::defaultAttributes_TexturedPoint2D(), 0)
{
    m_geometry.setDrawingMode(QSGGeometry::DrawTriangles);
    setGeometry(&m_geometry);
    // Linear: the atlas is painted at the ladder step at or above the screen's scale, so it is shrunk a little.
    m_material.setFiltering(QSGTexture::Linear);
    setMaterial(&m_material);
}

void TokenAtlasNode::setAtlas(QQuickWindow *window, const TokenAtlas &atlas, double cellSize)
{
    const auto &quads = atlas.quads();
    if (atlas.image().isNull() || quads.isEmpty()) {
        m_geometry.allocate(0);
        markDirty(QSGNode::DirtyGeometry);
        return;
    }
    m_texture.reset(window->createTextureFromImage(atlas.image()));
    m_material.setTexture(m_texture.get());
    const double scale = cellSize / atlas.pixelsPerSquare();
    const double sx = 1.0 / atlas.image().width();
    const double sy = 1.0 / atlas.image().height();
    m_geometry.allocate(6 * int(quads.size()));
    auto *v = m_geometry.vertexDataAsTexturedPoint2D();
    for (const auto &q : quads) {
        const auto l = float(q.target.left() * scale);
        const auto t = float(q.target.top() * scale);
        const auto r = float(q.target.right() * scale);
        const auto b = float(q.target.bottom() * scale);
        const auto u0 = float(q.source.left() * sx);
        const auto v0 = float(q.source.top() * sy);
        const auto u1 = float(q.source.right() * sx);
        const auto v1 = float(q.source.bottom() * sy);
        (v++)->set(l, t, u0, v0);
        (v++)->set(r, t, u1, v0);
        (v++)->set(l, b, u0, v1);
        (v++)->set(r, t, u1, v0);
        (v++)->set(r, b, u1, v1);
        (v++)->set(l, b, u0, v1);
    }
    markDirty(QSGNode::DirtyGeometry | QSGNode::DirtyMaterial);
}
