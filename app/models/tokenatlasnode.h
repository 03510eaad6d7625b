#pragma once

#include <QSGGeometryNode>
#include <QSGTextureMaterial>

#include <memory>

class QQuickWindow;
class TokenAtlas;

/** A TokenAtlas in the scene graph: its image as one texture and its quads as two triangles each. */
class TokenAtlasNode : public QSGGeometryNode
{
public:
    TokenAtlasNode();

    /** Uploads the atlas and lays out its quads in item units (cellSize a square). */
    void setAtlas(QQuickWindow *window, const TokenAtlas &atlas, double cellSize);

private:
    QSGGeometry m_geometry;
    QSGTextureMaterial m_material;
    std::unique_ptr<QSGTexture> m_texture;
};
