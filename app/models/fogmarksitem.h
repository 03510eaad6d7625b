#pragma once

#include "mapdocument.h"

#include <QImage>
#include <QPointer>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

/**
 * The game master's reveal and hide marks drawn on his own map (docs/vision.md, "Reveal and hide brushes"), so he
 * sees them without the players' preview: revealed squares amber with rising stripes, hidden ones violet with
 * crossed stripes (told apart by pattern as well as colour). Four texels a square, one texture drawn with nearest
 * filtering, never an item per square; one texel a square on maps past 512 squares a side. Drawn only while the
 * map has vision on, as the marks act only then; rebuilt only when the marks change.
 */
class FogMarksItem : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(MapDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(qreal cellSize READ cellSize WRITE setCellSize NOTIFY cellSizeChanged)
    Q_PROPERTY(int markedSquares READ markedSquares NOTIFY markedSquaresChanged)

public:
    explicit FogMarksItem(QQuickItem *parent = nullptr);

    MapDocument *document() const { return m_document; }
    void setDocument(MapDocument *document);
    qreal cellSize() const { return m_cellSize; }
    void setCellSize(qreal size);
    /** How many squares carry a mark that is drawn (0 with vision off). */
    int markedSquares() const { return m_markedSquares; }

Q_SIGNALS:
    void documentChanged();
    void cellSizeChanged();
    void markedSquaresChanged();

protected:
    QSGNode *updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *) override;

private:
    void rebuild();

    QPointer<MapDocument> m_document;
    qreal m_cellSize = 48;
    QList<bool> m_revealed;
    QList<bool> m_concealed;
    int m_width = 0;
    int m_height = 0;
    bool m_visible = false;
    int m_markedSquares = 0;
    QImage m_image;
    bool m_dirty = true;
};
