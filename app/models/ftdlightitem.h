#pragma once

#include "encountercontroller.h"
#include "mapdocument.h"

#include <QImage>
#include <QPointer>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

/**
 * The light of every square under Five Torches Deep, drawn over the game master's map ("Light",
 * ../shared/rules/checks-actions-combat-gritty.txt): darkness shaded deep blue, dim light (a torch's or lantern's
 * 30 ft, an area painted dim) lighter, well-lit squares clear, brilliant light a pale gold wash. The levels are
 * FtdMapLight::all, the function each attack, hiding check and morale check reads, with the fight's light where the
 * map is bright. One texel a square, one texture (never an item per square); drawn only while the campaign plays
 * by Five Torches Deep, rebuilt when the map, its lights or the fight change.
 */
class FtdLightItem : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(MapDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(EncounterController *table READ table WRITE setTable NOTIFY tableChanged)
    Q_PROPERTY(qreal cellSize READ cellSize WRITE setCellSize NOTIFY cellSizeChanged)
    Q_PROPERTY(bool active READ active NOTIFY levelsChanged)

public:
    explicit FtdLightItem(QQuickItem *parent = nullptr);

    MapDocument *document() const { return m_document; }
    void setDocument(MapDocument *document);
    EncounterController *table() const { return m_table; }
    void setTable(EncounterController *table);
    qreal cellSize() const { return m_cellSize; }
    void setCellSize(qreal size);
    bool active() const { return !m_levels.isEmpty(); }

    /** The light drawn on a square: "darkness", "dim", "well-lit", "brilliant"; empty when none is drawn. */
    Q_INVOKABLE QString levelAt(int column, int row) const;

Q_SIGNALS:
    void documentChanged();
    void tableChanged();
    void cellSizeChanged();
    void levelsChanged();

protected:
    QSGNode *updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *) override;

private:
    void rebuild();

    QPointer<MapDocument> m_document;
    QPointer<EncounterController> m_table;
    qreal m_cellSize = 48;
    int m_width = 0;
    int m_height = 0;
    QList<int> m_levels; // ftd::LightLevel per square; empty when not drawn
    QImage m_image;
    bool m_dirty = true;
};
