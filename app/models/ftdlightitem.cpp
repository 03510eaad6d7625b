#include "ftdlightitem.h"

#include "fivetorches/lightlevel.h"
#include "grid/battlegrid.h"
#include "rulesets/fivetorchesfightrules.h"
#include "rulesets/fivetorcheslight.h"
#include "rulesets/fivetorchesruleset.h"
#include "session/tablesession.h"

#include <QQuickWindow>
#include <QSGSimpleTextureNode>

using namespace battlemat;

FtdLightItem::FtdLightItem(QQuickItem *parent)
    : QQuickItem(parent)
{
    setFlag(ItemHasContents, true);
}

void FtdLightItem::setDocument(MapDocument *document)
{
    if (document == m_document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &MapDocument::changed, this, &FtdLightItem::rebuild);
        connect(m_document, &MapDocument::sceneReset, this, &FtdLightItem::rebuild);
    }
    rebuild();
    Q_EMIT documentChanged();
}

void FtdLightItem::setTable(EncounterController *table)
{
    if (table == m_table)
        return;
    if (m_table)
        disconnect(m_table, nullptr, this, nullptr);
    m_table = table;
    if (m_table)
        connect(m_table, &EncounterController::tableChanged, this, &FtdLightItem::rebuild);
    rebuild();
    Q_EMIT tableChanged();
}

void FtdLightItem::setCellSize(qreal size)
{
    if (qFuzzyCompare(size, m_cellSize))
        return;
    m_cellSize = size;
    setWidth(m_width * m_cellSize);
    setHeight(m_height * m_cellSize);
    update();
    Q_EMIT cellSizeChanged();
}

QString FtdLightItem::levelAt(int column, int row) const
{
    if (m_levels.isEmpty() || column < 0 || row < 0 || column >= m_width || row >= m_height)
        return {};
    return ftd::lightLevelName(ftd::LightLevel(m_levels.at(qsizetype(row) * m_width + column)));
}

void FtdLightItem::rebuild()
{
    QList<int> levels;
    int width = 0;
    int height = 0;
    const bool inForce =
        m_table && m_table->session() && m_table->session()->table().rules.ruleset == FiveTorchesRuleset::moduleId();
    if (inForce && m_document) {
        const TableScene &scene = m_document->scene();
        width = scene.map.grid.width();
        height = scene.map.grid.height();
        const auto fight = fightOf(m_table->session()->table().modules.value(FiveTorchesRuleset::moduleId()));
        const ftd::LightLevel fightLight = fight ? fight->light : ftd::LightLevel::WellLit;
        for (const ftd::LightLevel level : FtdMapLight::all(BattleGrid(scene.map), fightLight))
            levels.append(int(level));
    }
    if (levels == m_levels && width == m_width && height == m_height)
        return;
    m_levels = levels;
    m_width = width;
    m_height = height;
    QImage image;
    // Nothing to draw on a map that is well lit everywhere.
    if (std::any_of(levels.cbegin(), levels.cend(), [](int l) { return l != int(ftd::LightLevel::WellLit); })) {
        image = QImage(width, height, QImage::Format_ARGB32_Premultiplied);
        const auto wash = [](int r, int g, int b, int a) { return qRgba(r * a / 255, g * a / 255, b * a / 255, a); };
        const QRgb shades[] = {wash(0x05, 0x08, 0x20, 150), wash(0x10, 0x18, 0x40, 70), qRgba(0, 0, 0, 0),
                               wash(0xff, 0xf0, 0xb0, 60)};
        for (int y = 0; y < height; ++y) {
            auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
            for (int x = 0; x < width; ++x)
                line[x] = shades[levels.at(qsizetype(y) * width + x)];
        }
    }
    setWidth(width * m_cellSize);
    setHeight(height * m_cellSize);
    m_image = image;
    m_dirty = true;
    update();
    Q_EMIT levelsChanged();
}

QSGNode *FtdLightItem::updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *)
{
    auto *node = static_cast<QSGSimpleTextureNode *>(oldNode);
    if (m_image.isNull()) {
        delete node;
        return nullptr;
    }
    if (!node) {
        node = new QSGSimpleTextureNode;
        node->setOwnsTexture(true);
        m_dirty = true;
    }
    if (m_dirty) {
        node->setTexture(window()->createTextureFromImage(m_image));
        node->setFiltering(QSGTexture::Nearest);
        m_dirty = false;
    }
    node->setRect(0, 0, m_width * m_cellSize, m_height * m_cellSize);
    return node;
}
