#include "powercardpainter.h"

#include "powertexts.h"

#include <QCoreApplication>

using namespace battlemat;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("PowerCardPainter", text);
}

constexpr double gap = 8;
constexpr double titleHeight = 16;
constexpr double bodySize = 8.5;
constexpr double headerHeight = 22;

} // namespace

PowerCardPainter::PowerCardPainter(SheetPainter &painter, const QRectF &page, std::function<void()> newPage)
    : m_painter(painter)
    , m_page(page)
    , m_newPage(std::move(newPage))
{}

PowerCardPainter::CardText PowerCardPainter::cardText(const PowerLine &line, int level) const
{
    const Power &power = line.power;
    CardText card;
    card.title = power.name;
    card.usage = PowerTexts::usage(power);
    QStringList lines;
    lines.append(tr("Range: %1").arg(PowerTexts::range(line)));
    if (!power.targets.isEmpty())
        lines.append(tr("Target: %1").arg(power.targets));
    if (!power.trigger.isEmpty())
        lines.append(tr("Trigger: %1").arg(power.trigger));
    if (const QString attack = PowerTexts::attack(line); !attack.isEmpty())
        lines.append(tr("Attack: %1").arg(attack));
    for (auto [label, outcome] :
         {std::pair{tr("Hit"), &power.hit}, {tr("Miss"), &power.miss}, {tr("Effect"), &power.effect}}) {
        if (!outcome->isEmpty())
            lines.append(QStringLiteral("%1: %2").arg(label, PowerTexts::outcome(*outcome, level)));
    }
    if (!line.hitDamageResolved.isEmpty() && line.hitDamageResolved != line.hitDamage)
        lines.append(tr("Hit damage at level %1: %2").arg(level).arg(line.hitDamageResolved));
    card.body = lines.join(QLatin1Char('\n'));
    return card;
}

double PowerCardPainter::cardHeight(const CardText &card, double width) const
{
    return titleHeight + 12 + m_painter.wrappedHeight(card.body, width - 10, bodySize) + 8;
}

void PowerCardPainter::paintCard(const QRectF &rect, const CardText &card)
{
    m_painter.frame(rect, 1.0);
    m_painter.line(rect.x(), rect.y() + titleHeight, rect.right(), rect.y() + titleHeight, 0.8);
    m_painter.drawFitted(QRectF(rect.x() + 5, rect.y() + 2, rect.width() - 10, titleHeight - 3), card.title, 11, 6,
                         true);
    m_painter.drawFitted(QRectF(rect.x() + 5, rect.y() + titleHeight + 2, rect.width() - 10, 10), card.usage, 7.5, 4,
                         false, Qt::AlignLeft | Qt::AlignTop);
    m_painter.drawWrapped(
        QRectF(rect.x() + 5, rect.y() + titleHeight + 13, rect.width() - 10, rect.height() - titleHeight - 15),
        card.body, bodySize);
}

void PowerCardPainter::paint(const HeroCharacter &hero, const CharacterSheet &sheet)
{
    if (sheet.powers.isEmpty())
        return;
    const double columnWidth = (m_page.width() - gap) / 2;
    const double usable = m_page.height() - headerHeight;
    auto startPage = [&] {
        m_newPage();
        m_painter.painter().setPen(Qt::black);
        m_painter.drawFitted(QRectF(0, 0, m_page.width(), 16),
                             tr("Power cards — %1 (level %2)").arg(hero.creature.name).arg(hero.creature.level), 12, 6,
                             true);
        m_painter.line(0, headerHeight - 4, m_page.width(), headerHeight - 4, 1.0);
    };
    startPage();
    double y = headerHeight;
    for (qsizetype i = 0; i < sheet.powers.size(); i += 2) {
        // A row of two cards as tall as the taller one; a row that does not fit goes to a new page.
        QList<CardText> row{cardText(sheet.powers.at(i), hero.creature.level)};
        if (i + 1 < sheet.powers.size())
            row.append(cardText(sheet.powers.at(i + 1), hero.creature.level));
        double height = 0;
        for (const CardText &card : row)
            height = std::max(height, cardHeight(card, columnWidth));
        height = std::min(height, usable);
        if (y + height > m_page.height() && y > headerHeight) {
            startPage();
            y = headerHeight;
        }
        for (qsizetype c = 0; c < row.size(); ++c)
            paintCard(QRectF(c * (columnWidth + gap), y, columnWidth, height), row.at(c));
        y += height + gap;
    }
}
