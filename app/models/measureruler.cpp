#include "measureruler.h"

#include "grid/space.h"

MeasureRuler::MeasureRuler(QObject *parent)
    : QObject(parent)
{}

int MeasureRuler::distance(int fromColumn, int fromRow, int toColumn, int toRow)
{
    return battlemat::rangeBetween(battlemat::Space{{fromColumn, fromRow}, 1}, battlemat::Space{{toColumn, toRow}, 1});
}

QVariantList MeasureRuler::points() const
{
    QVariantList list;
    int sum = 0;
    for (int i = 0; i < m_points.size(); ++i) {
        if (i > 0)
            sum += distance(m_points[i - 1].x(), m_points[i - 1].y(), m_points[i].x(), m_points[i].y());
        list.append(QVariantMap{{QStringLiteral("x"), m_points[i].x()},
                                {QStringLiteral("y"), m_points[i].y()},
                                {QStringLiteral("total"), sum}});
    }
    return list;
}

int MeasureRuler::total() const
{
    int sum = 0;
    for (int i = 1; i < m_points.size(); ++i)
        sum += distance(m_points[i - 1].x(), m_points[i - 1].y(), m_points[i].x(), m_points[i].y());
    return sum;
}

void MeasureRuler::setHovered(QPoint square)
{
    if (square == m_hovered)
        return;
    m_hovered = square;
    Q_EMIT changed();
}

int MeasureRuler::totalToHovered() const
{
    if (m_points.isEmpty() || m_hovered.x() < 0)
        return total();
    return total() + distance(m_points.last().x(), m_points.last().y(), m_hovered.x(), m_hovered.y());
}

void MeasureRuler::addPoint(int column, int row)
{
    if (column < 0 || row < 0 || (!m_points.isEmpty() && m_points.last() == QPoint(column, row)))
        return;
    m_points.append(QPoint(column, row));
    Q_EMIT changed();
}

void MeasureRuler::removeLast()
{
    if (m_points.isEmpty())
        return;
    m_points.removeLast();
    Q_EMIT changed();
}

void MeasureRuler::clear()
{
    if (m_points.isEmpty() && m_hovered.x() < 0)
        return;
    m_points.clear();
    m_hovered = QPoint(-1, -1);
    Q_EMIT changed();
}
