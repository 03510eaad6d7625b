#pragma once

#include "sheet/charactersheet.h"
#include "sheetpainter.h"

#include <functional>

/** Pages 2 and on of a printed hero: one card per power, two columns, a card never split across pages. */
class PowerCardPainter
{
public:
    PowerCardPainter(SheetPainter &painter, const QRectF &page, std::function<void()> newPage);
    void paint(const battlemat::HeroCharacter &hero, const battlemat::CharacterSheet &sheet);

private:
    struct CardText
    {
        QString title;
        QString usage;
        QString body;
    };
    CardText cardText(const battlemat::PowerLine &line, int level) const;
    double cardHeight(const CardText &card, double width) const;
    void paintCard(const QRectF &rect, const CardText &card);

    SheetPainter &m_painter;
    QRectF m_page;
    std::function<void()> m_newPage;
};
