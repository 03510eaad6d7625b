#include "monsterblockcard.h"

#include "conditionlabels.h"
#include "encounter/monstercombatant.h"
#include "monsterkeywordtexts.h"
#include "monsters/printedtext.h"
#include "powertexts.h"
#include "rulestexts.h"

#include <QCoreApplication>

using namespace battlemat;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("MonsterBlockCard", text);
}

constexpr double titleHeight = 16;
constexpr double bodySize = 8;

} // namespace

MonsterBlockCard::MonsterBlockCard(const StatBlock &block, int count)
{
    const MonsterSheet &sheet = block.monster;
    const MonsterDetails &details = sheet.details;
    m_title = count > 1 ? QStringLiteral("%1 ×%2").arg(block.name).arg(count) : block.name;
    m_headline = tr("Level %1 %2 %3 · %4 XP")
                     .arg(block.level)
                     .arg(MonsterKeywordTexts::rank(sheet.rank),
                          MonsterKeywordTexts::role(sheet.role) + (sheet.leader ? tr(" (leader)") : QString()))
                     .arg(sheet.xp);
    QStringList speed{QString::number(details.walks ? sheet.speed : 0)};
    for (auto it = details.movementModes.cbegin(); it != details.movementModes.cend(); ++it)
        speed.append(QStringLiteral("%1 %2").arg(it.key()).arg(it.value()));
    if (details.hover)
        speed.append(tr("hover"));
    QString first =
        tr("Initiative %1 · Speed %2").arg(signedNumber(sheet.initiative), speed.join(QStringLiteral(", ")));
    if (details.perception)
        first += tr(" · Perception %1").arg(signedNumber(*details.perception));
    m_lines.append(first);
    const int staggered = details.printedStaggered > 0 ? details.printedStaggered : sheet.maxHitPoints / 2;
    m_lines.append(tr("AC %1, Fortitude %2, Reflex %3, Will %4 · HP %5, staggered %6")
                       .arg(sheet.defenses.ac)
                       .arg(sheet.defenses.fortitude)
                       .arg(sheet.defenses.reflex)
                       .arg(sheet.defenses.will)
                       .arg(sheet.maxHitPoints)
                       .arg(staggered));
    QStringList defenses;
    if (const QString adjustments = RulesTexts::damageAdjustments(block.damageAdjustments); !adjustments.isEmpty())
        defenses.append(adjustments);
    if (details.resistAll > 0)
        defenses.append(tr("resist all %1").arg(details.resistAll));
    if (details.incorporeal)
        defenses.append(tr("incorporeal (half damage from attacks)"));
    // Immune besides damage: a condition ("prone") or an effect's keyword ("disease"), as the library names them.
    QStringList immune;
    for (const QString &effect : details.immuneTo) {
        const QString condition = ConditionLabels::label(effect);
        immune.append(condition != effect ? condition : PowerTexts::keyword(effect));
    }
    if (!immune.isEmpty())
        defenses.append(tr("immune %1").arg(immune.join(QStringLiteral(", "))));
    if (details.savingThrowBonus != 0)
        defenses.append(tr("saving throws %1").arg(signedNumber(details.savingThrowBonus)));
    if (details.actionPoints > 0)
        defenses.append(tr("action points %1").arg(details.actionPoints));
    if (!defenses.isEmpty())
        m_lines.append(defenses.join(QStringLiteral(" · ")));
    for (const Aura &aura : details.auras) {
        m_lines.append(tr("%1 (aura %2) [%3]: %4")
                           .arg(aura.name)
                           .arg(aura.radius)
                           .arg(!MonsterCombatant::playsAura(aura)       ? tr("the table's")
                                : MonsterCombatant::playsAuraWhole(aura) ? tr("played")
                                                                         : tr("played in part"),
                                withoutEmphasisMarks(aura.text)));
    }
    for (const Trait &trait : details.traits)
        m_lines.append(tr("%1 [%2]: %3")
                           .arg(trait.name, MonsterCombatant::playsTrait(trait) ? tr("played") : tr("the table's"),
                                withoutEmphasisMarks(trait.text)));
    // The library's three marks (qml/MonsterBlockView.qml): whole, in part (the attack and the Hit's damage and
    // conditions; the rest is the table's), or the table's.
    for (const Power &power : block.powers) {
        const QString played = !MonsterCombatant::playsPower(power)  ? tr("the table's")
                               : MonsterCombatant::playsWhole(power) ? tr("played")
                                                                     : tr("played in part");
        m_lines.append(tr("%1 (%2) [%3]: %4")
                           .arg(power.name, PowerTexts::usage(power), played, withoutEmphasisMarks(power.description)));
    }
}

double MonsterBlockCard::height(const SheetPainter &painter, double width) const
{
    return titleHeight + 12 + painter.wrappedHeight(m_lines.join(QLatin1Char('\n')), width - 10, bodySize) + 8;
}

void MonsterBlockCard::paint(SheetPainter &painter, const QRectF &rect) const
{
    painter.frame(rect, 1.0);
    painter.line(rect.x(), rect.y() + titleHeight, rect.right(), rect.y() + titleHeight, 0.8);
    painter.drawFitted(QRectF(rect.x() + 5, rect.y() + 2, rect.width() - 10, titleHeight - 3), m_title, 11, 6, true);
    painter.drawFitted(QRectF(rect.x() + 5, rect.y() + titleHeight + 2, rect.width() - 10, 10), m_headline, 7.5, 4,
                       false, Qt::AlignLeft | Qt::AlignTop);
    painter.drawWrapped(
        QRectF(rect.x() + 5, rect.y() + titleHeight + 13, rect.width() - 10, rect.height() - titleHeight - 15),
        m_lines.join(QLatin1Char('\n')), bodySize);
}
