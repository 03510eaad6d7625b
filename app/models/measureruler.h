#pragma once

#include <QObject>
#include <QPoint>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

/**
 * The game master's ruler: squares clicked one after the other, and the distance along them by the Orcus count
 * (the grid engine's range between squares, diagonals counting one square; ../shared/rules/orcus-basic-rules.txt,
 * "Range"), leg by leg and in total, plus the leg to the square under the pointer.
 */
class MeasureRuler : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QVariantList points READ points NOTIFY changed) // [{x, y, total}]: each square and the distance so far
    Q_PROPERTY(int total READ total NOTIFY changed)            // along every clicked square
    Q_PROPERTY(QPoint hovered READ hovered WRITE setHovered NOTIFY changed) // (-1, -1): none
    Q_PROPERTY(int totalToHovered READ totalToHovered NOTIFY changed) // along the path and on to the hovered square

public:
    explicit MeasureRuler(QObject *parent = nullptr);

    /** Squares between two squares, by the grid engine (battlemat::rangeBetween of two one-square spaces). */
    Q_INVOKABLE static int distance(int fromColumn, int fromRow, int toColumn, int toRow);

    QVariantList points() const;
    int total() const;
    QPoint hovered() const { return m_hovered; }
    void setHovered(QPoint square);
    int totalToHovered() const;

    /** The next square of the path. */
    Q_INVOKABLE void addPoint(int column, int row);
    /** Takes the last square back. */
    Q_INVOKABLE void removeLast();
    Q_INVOKABLE void clear();

Q_SIGNALS:
    void changed();

private:
    QList<QPoint> m_points;
    QPoint m_hovered{-1, -1};
};
