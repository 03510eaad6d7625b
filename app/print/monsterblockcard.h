#pragma once

#include "orcus/statblock.h"
#include "sheetpainter.h"

#include <QStringList>

/**
 * A monster's stat block as a printed card in the power cards' style: name and headline on top, then the numbers,
 * the auras, traits and powers with their printed text; each aura and power says whether the encounter plays it
 * or the table does, as the library shows it.
 */
class MonsterBlockCard
{
public:
    MonsterBlockCard(const battlemat::StatBlock &block, int count);

    double height(const SheetPainter &painter, double width) const;
    void paint(SheetPainter &painter, const QRectF &rect) const;

private:
    QString m_title;
    QString m_headline;
    QStringList m_lines;
};
