#include "sheetpagepainter.h"

#include "monsterfieldtexts.h"
#include "monsterkeywordtexts.h"
#include "powertexts.h"
#include "rulestexts.h"
#include "sheettexts.h"
#include "weapontexts.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace battlemat;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("SheetPagePainter", text);
}

constexpr double gap = 6;

// A module's field in the sheet's language: the engine names its fields in English (RulesModule::sheetFields).
QString moduleFieldLabel(const ModuleSheetField &field)
{
    if (field.key == QLatin1String("actionDice.pool"))
        return QCoreApplication::translate("SheetPagePainter", "Action dice");
    if (field.key == QLatin1String("actionDice.heroTokens"))
        return QCoreApplication::translate("SheetPagePainter", "Hero tokens");
    if (field.key == QLatin1String("actionDice.acBoostRoundsLeft"))
        return QCoreApplication::translate("SheetPagePainter", "+2 AC boost (rounds left)");
    return field.label;
}

QString breakdownText(const QJsonArray &parts)
{
    QStringList texts;
    for (const QJsonValue &part : parts)
        texts.append(RulesTexts::defensePart(part.toObject()));
    return texts.join(QStringLiteral(", "));
}

} // namespace

SheetPagePainter::SheetPagePainter(SheetPainter &painter, const QRectF &page)
    : m_painter(painter)
    , m_page(page)
{}

void SheetPagePainter::paint(const HeroCharacter &hero, const CharacterSheet &sheet,
                             const QList<ModuleSheetField> &moduleFields)
{
    m_painter.painter().setPen(Qt::black);
    paintHeader(hero, sheet);
    const double width = m_page.width();
    const double third = (width - 2 * gap) / 3;
    const double top = 46;
    const double rowHeight = 118;
    paintAbilities(QRectF(0, top, third, rowHeight), hero, sheet);
    paintDefenses(QRectF(third + gap, top, third, rowHeight), sheet);
    paintHitPoints(QRectF(2 * (third + gap), top, third, rowHeight), hero, sheet);

    const double half = (width - gap) / 2;
    const double skillsTop = top + rowHeight + gap;
    const double skillsHeight = 13 + 18 * 9.6 + 14;
    paintSkills(QRectF(0, skillsTop, half, skillsHeight), sheet);

    // Right column: senses and resistances, armor, loads, coins.
    const double right = half + gap;
    double y = skillsTop;
    const StatBlock &block = hero.creature;
    QRectF inner = m_painter.box(QRectF(right, y, half, 38), tr("Senses and resistances"));
    const QString senses = block.senses.isEmpty() ? tr("normal (as a human)")
                                                  : MonsterFieldTexts::shown(QStringLiteral("senses"),
                                                                             block.senses.join(QStringLiteral(", ")));
    const QString adjustments = RulesTexts::damageAdjustments(block.damageAdjustments);
    paintRows(inner, {{tr("Senses"), senses}, {tr("Resistances"), adjustments.isEmpty() ? tr("none") : adjustments}},
              8);
    y += 38 + gap;
    inner = m_painter.box(QRectF(right, y, half, 44), tr("Armor"));
    paintRows(inner,
              {{tr("Armor"), SheetTexts::equipment(sheet.armorName) +
                                 (block.hero.armorProficient ? QString() : tr(" (not proficient)"))},
               {tr("Shield"), sheet.shieldName.isEmpty() ? tr("none") : SheetTexts::equipment(sheet.shieldName)},
               {tr("Armor check penalty"), signedNumber(sheet.armorCheckPenalty)}},
              8);
    y += 44 + gap;
    inner = m_painter.box(QRectF(right, y, half, 44), tr("Carrying capacity"));
    paintRows(inner,
              {{tr("Medium load"), tr("%1 lb").arg(sheet.carrying.mediumLoad)},
               {tr("Heavy load (slowed)"), tr("%1 lb").arg(sheet.carrying.heavyLoad)},
               {tr("Push or drag (slowed)"), tr("%1 lb").arg(sheet.carrying.pushOrDrag)}},
              8);
    y += 44 + gap;
    const double coinsHeight = skillsTop + skillsHeight - y;
    inner = m_painter.box(QRectF(right, y, half, coinsHeight), tr("Coins and load"));
    paintRows(inner,
              {{tr("Coins"), RulesTexts::coins(hero.coins)},
               {tr("Worth"), tr("%1 gp").arg(hero.coins.valueInGold(), 0, 'f', 2)},
               {tr("Everything carried weighs"), tr("%1 lb").arg(sheet.carriedWeight, 0, 'f', 1)}},
              8);

    y = paintWeapons(skillsTop + skillsHeight + gap, sheet);
    y = paintModuleFields(y, moduleFields);

    // Powers at a glance (full cards follow on the next pages).
    QStringList powerLines;
    for (const PowerLine &line : sheet.powers) {
        QString text = QStringLiteral("%1 — %2").arg(line.power.name, PowerTexts::usage(line.power));
        if (const QString attack = PowerTexts::attack(line); !attack.isEmpty())
            text += QStringLiteral(" — ") + attack;
        powerLines.append(text);
    }
    const QString powersText = powerLines.isEmpty() ? tr("none") : powerLines.join(QLatin1Char('\n'));
    const double powersHeight = std::min(16 + m_painter.wrappedHeight(powersText, width - 8, 8), 120.0);
    inner = m_painter.box(QRectF(0, y, width, powersHeight), tr("Powers (cards on the following pages)"));
    m_painter.drawFitted(inner, powersText, 8, 5, false, Qt::AlignLeft | Qt::AlignTop, false);
    y += powersHeight + gap;

    // Gear and notes share what is left of the page; their text shrinks to fit, it is never cut.
    const double rest = m_page.height() - y;
    if (rest < 30)
        return;
    QStringList gearLines;
    for (const GearItem &item : hero.gear)
        gearLines.append(item.quantity == 1 ? item.name : QStringLiteral("%1 × %2").arg(item.quantity).arg(item.name));
    for (const WeaponLine &weapon : sheet.weapons) {
        if (!weapon.wielded)
            gearLines.append(SheetTexts::equipment(weapon.name));
    }
    inner = m_painter.box(QRectF(0, y, half, rest), tr("Gear"));
    m_painter.drawFitted(inner, gearLines.isEmpty() ? tr("none") : gearLines.join(QLatin1Char('\n')), 8, 4, false,
                         Qt::AlignLeft | Qt::AlignTop, false);
    inner = m_painter.box(QRectF(right, y, half, rest), tr("Notes"));
    m_painter.drawFitted(inner, hero.notes, 8, 4, false, Qt::AlignLeft | Qt::AlignTop, false);
}

void SheetPagePainter::paintHeader(const HeroCharacter &hero, const CharacterSheet &sheet)
{
    const StatBlock &block = hero.creature;
    // The name shrinks to stay on one line; only past 9 pt does it wrap (it is never cut).
    m_painter.drawFitted(QRectF(0, 0, m_page.width(), 24), block.name, 20, 9, true);
    QString xp = tr("XP %1").arg(hero.experience);
    if (sheet.nextLevelXp > 0)
        xp += tr(" (next level at %1)").arg(sheet.nextLevelXp);
    QStringList parts{tr("Player: %1").arg(hero.player.isEmpty() ? QStringLiteral("—") : hero.player),
                      tr("Level %1").arg(block.level), xp};
    // The hero file's words (alignment, ancestry tags) in the table's language.
    if (!block.alignment.isEmpty())
        parts.append(MonsterKeywordTexts::alignment(block.alignment));
    parts.append(RulesTexts::size(block.size));
    parts.append(tr("Speed %1").arg(sheet.stats.speed));
    QStringList tags;
    for (const QString &tag : block.tags)
        tags.append(MonsterKeywordTexts::keyword(tag));
    if (!tags.isEmpty())
        parts.append(tags.join(QStringLiteral(", ")));
    m_painter.drawFitted(QRectF(0, 26, m_page.width(), 14), parts.join(QStringLiteral("   ·   ")), 9, 5);
    m_painter.line(0, 42, m_page.width(), 42, 1.2);
}

void SheetPagePainter::paintAbilities(const QRectF &rect, const HeroCharacter &hero, const CharacterSheet &sheet)
{
    const QRectF inner = m_painter.box(rect, tr("Abilities (score, modifier, check)"));
    const double rowHeight = inner.height() / 6;
    const QStringList names{tr("Strength"),     tr("Constitution"), tr("Dexterity"),
                            tr("Intelligence"), tr("Wisdom"),       tr("Charisma")};
    for (Ability ability : allAbilities) {
        const int i = int(ability);
        const double y = inner.y() + i * rowHeight;
        const AbilityScores &scores = hero.creature.abilities;
        m_painter.drawFitted(QRectF(inner.x(), y, inner.width() * 0.45, rowHeight), names.at(i), 9, 5);
        m_painter.drawFitted(QRectF(inner.x() + inner.width() * 0.45, y, inner.width() * 0.18, rowHeight),
                             QString::number(scores.score(ability)), 11, 6, true, Qt::AlignRight | Qt::AlignTop);
        m_painter.drawFitted(QRectF(inner.x() + inner.width() * 0.63, y, inner.width() * 0.17, rowHeight),
                             signedNumber(scores.modifier(ability)), 9, 5, false, Qt::AlignRight | Qt::AlignTop);
        m_painter.drawFitted(QRectF(inner.x() + inner.width() * 0.80, y, inner.width() * 0.20, rowHeight),
                             signedNumber(sheet.stats.abilityBonus(ability)), 9, 5, false,
                             Qt::AlignRight | Qt::AlignTop);
    }
}

void SheetPagePainter::paintDefenses(const QRectF &rect, const CharacterSheet &sheet)
{
    const QRectF inner = m_painter.box(rect, tr("Defenses"));
    const double rowHeight = inner.height() / 4;
    for (Defense defense : allDefenses) {
        const double y = inner.y() + int(defense) * rowHeight;
        m_painter.drawFitted(QRectF(inner.x(), y, inner.width() * 0.45, 13), RulesTexts::defense(defense), 10, 6, true);
        m_painter.drawFitted(QRectF(inner.x() + inner.width() * 0.45, y, inner.width() * 0.55, 13),
                             QString::number(sheet.stats.defenses.value(defense)), 12, 6, true,
                             Qt::AlignRight | Qt::AlignTop);
        const QString why = breakdownText(sheet.stats.defenseBreakdown.value(defenseKey(defense)).toArray());
        m_painter.drawFitted(QRectF(inner.x(), y + 13, inner.width(), rowHeight - 14), why, 6, 3.5, false,
                             Qt::AlignLeft | Qt::AlignTop, false);
    }
}

void SheetPagePainter::paintHitPoints(const QRectF &rect, const HeroCharacter &hero, const CharacterSheet &sheet)
{
    const QRectF inner = m_painter.box(rect, tr("Hit points and actions"));
    const DerivedStats &stats = sheet.stats;
    paintRows(inner,
              {{tr("Maximum HP"), QString::number(stats.maxHitPoints)},
               {tr("Current HP"), QString::number(sheet.currentHitPoints)},
               {tr("Staggered at"), QString::number(stats.staggeredValue)},
               {tr("Recoveries"), tr("%1 of %2").arg(sheet.recoveriesLeft).arg(stats.recoveries)},
               {tr("Recovery value"), QString::number(stats.recoveryValue)},
               {tr("Action points"), QString::number(hero.actionPoints)},
               {tr("Initiative"), signedNumber(stats.initiative)},
               {tr("Speed"), tr("%1 squares").arg(stats.speed)}},
              9);
}

void SheetPagePainter::paintSkills(const QRectF &rect, const CharacterSheet &sheet)
{
    const QRectF inner = m_painter.box(rect, tr("Skills (● trained, * armor check penalty)"));
    const double rowHeight = 9.6;
    double y = inner.y();
    for (const SkillLine &line : sheet.skills) {
        const QString name =
            QStringLiteral("%1 %2%3 (%4)")
                .arg(line.trained ? QStringLiteral("●") : QStringLiteral("○"), SheetTexts::shown(skillName(line.skill)),
                     skillHasArmorCheckPenalty(line.skill) ? QStringLiteral("*") : QString(),
                     SheetTexts::shown(abilityAbbreviation(skillAbility(line.skill))));
        m_painter.drawFitted(QRectF(inner.x(), y, inner.width() * 0.8, rowHeight), name, 8, 5);
        m_painter.drawFitted(QRectF(inner.x() + inner.width() * 0.8, y, inner.width() * 0.2, rowHeight),
                             signedNumber(line.modifier), 8, 5, true, Qt::AlignRight | Qt::AlignTop);
        y += rowHeight;
    }
    m_painter.line(inner.x(), y + 1, inner.right(), y + 1, 0.4);
    m_painter.drawFitted(
        QRectF(inner.x(), y + 3, inner.width(), 10),
        tr("Passive Perception %1   ·   Passive Insight %2").arg(sheet.passivePerception).arg(sheet.passiveInsight), 8,
        5, true);
}

double SheetPagePainter::paintWeapons(double top, const CharacterSheet &sheet)
{
    const double width = m_page.width();
    const double rowHeight = 18;
    const double height = 11 + 12 + rowHeight * sheet.weapons.size() + 4;
    const QRectF inner =
        m_painter.box(QRectF(0, top, width, height),
                      tr("Weapons (basic attacks, rules %1)").arg(rulesVersionName(sheet.rulesVersion)));
    const QList<double> columns{0.26, 0.09, 0.11, 0.20, 0.12, 0.22};
    const QStringList headers{tr("Weapon"), tr("Attack"), tr("Damage"), tr("Range"), tr("Critical"), tr("Properties")};
    auto cellRect = [&](int column, double y, double h) {
        double x = inner.x();
        for (int i = 0; i < column; ++i)
            x += columns.at(i) * inner.width();
        return QRectF(x, y, columns.at(column) * inner.width() - 3, h);
    };
    for (int i = 0; i < headers.size(); ++i)
        m_painter.drawFitted(cellRect(i, inner.y(), 10), headers.at(i), 7, 5, true);
    double y = inner.y() + 12;
    for (const WeaponLine &line : sheet.weapons) {
        QString name = SheetTexts::equipment(line.name);
        if (line.wielded)
            name += tr(" (wielded)");
        name += QStringLiteral("\n") +
                QStringLiteral("%1, %2").arg(WeaponTexts::kind(line),
                                             line.proficient ? tr("proficient +%1").arg(line.proficiencyBonus)
                                                             : tr("not proficient"));
        m_painter.drawFitted(cellRect(0, y, rowHeight), name, 7.5, 4, false, Qt::AlignLeft | Qt::AlignTop, false);
        m_painter.drawFitted(cellRect(1, y, rowHeight),
                             QStringLiteral("%1 %2").arg(SheetTexts::shown(abilityAbbreviation(line.ability)),
                                                         signedNumber(line.attackBonus)),
                             8, 4, true);
        m_painter.drawFitted(cellRect(2, y, rowHeight), line.damage, 8, 4);
        m_painter.drawFitted(cellRect(3, y, rowHeight), WeaponTexts::range(line), 8, 4, false,
                             Qt::AlignLeft | Qt::AlignTop, false);
        m_painter.drawFitted(cellRect(4, y, rowHeight),
                             line.criticalBonus.isEmpty() ? QStringLiteral("—") : line.criticalBonus, 8, 4, false,
                             Qt::AlignLeft | Qt::AlignTop, false);
        m_painter.drawFitted(cellRect(5, y, rowHeight),
                             line.propertyIds.isEmpty() ? QStringLiteral("—") : WeaponTexts::properties(line), 7.5, 4,
                             false, Qt::AlignLeft | Qt::AlignTop, false);
        y += rowHeight;
    }
    return top + height + gap;
}

double SheetPagePainter::paintModuleFields(double top, const QList<ModuleSheetField> &fields)
{
    if (fields.isEmpty())
        return top;
    QStringList parts;
    for (const ModuleSheetField &field : fields)
        parts.append(QStringLiteral("%1: %2").arg(moduleFieldLabel(field), field.value));
    const double height = 30;
    const QRectF inner = m_painter.box(QRectF(0, top, m_page.width(), height), tr("Rules modules"));
    m_painter.drawFitted(inner, parts.join(QStringLiteral("   ·   ")), 9, 5, false, Qt::AlignLeft | Qt::AlignTop,
                         false);
    return top + height + gap;
}

void SheetPagePainter::paintRows(const QRectF &rect, const QList<QPair<QString, QString>> &rows, double pointSize)
{
    if (rows.isEmpty())
        return;
    const double rowHeight = rect.height() / rows.size();
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const double y = rect.y() + i * rowHeight;
        m_painter.drawFitted(QRectF(rect.x(), y, rect.width() * 0.5, rowHeight), rows.at(i).first, pointSize, 4);
        m_painter.drawFitted(QRectF(rect.x() + rect.width() * 0.5, y, rect.width() * 0.5, rowHeight), rows.at(i).second,
                             pointSize, 4, true, Qt::AlignRight | Qt::AlignTop, false);
    }
}
