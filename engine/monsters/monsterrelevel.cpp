#include "monsters/monsterrelevel.h"

#include "orcus/monsterbuilder.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace battlemat {

namespace {

QString normalized(QString expression)
{
    return expression.remove(QLatin1Char(' ')).toLower();
}

// The cells of one level's damage row for this role and rank, as the builder writes them ("2d8+4").
QStringList cellsAt(const MonsterTables &tables, int level, MonsterRole role, MonsterRank rank)
{
    const MonsterDamageRow *row = tables.damage(std::clamp(level, 1, tables.maxDamageLevel()));
    if (!row)
        return {};
    const int bonus = MonsterBuilder(tables).bonusDamage(row->level, role, rank);
    if (rank == MonsterRank::Mook)
        return {QString::number(row->mook + bonus)};
    return {row->atWillSingle.expression(bonus), row->atWillMulti.expression(bonus), row->surgeSingle.expression(bonus),
            row->surgeMulti.expression(bonus)};
}

double average(const QString &expression)
{
    static const QRegularExpression dice(QStringLiteral("^(\\d+)d(\\d+)([+-]\\d+)?$"));
    const auto match = dice.match(normalized(expression));
    if (!match.hasMatch())
        return expression.toInt();
    return match.captured(1).toInt() * (match.captured(2).toInt() + 1) / 2.0 + match.captured(3).toInt();
}

// "2d8 + 5" -> "2d8+7" for a shift of 2; "12" -> "14"; anything else (dW, level, Str) unchanged, returns false.
bool shiftFlat(QString *expression, int shift)
{
    static const QRegularExpression dice(QStringLiteral("^(\\d+d\\d+)([+-]\\d+)?$"));
    const QString text = normalized(*expression);
    if (const auto match = dice.match(text); match.hasMatch()) {
        const int flat = match.captured(2).toInt() + shift;
        *expression = flat == 0  ? match.captured(1)
                      : flat > 0 ? QStringLiteral("%1+%2").arg(match.captured(1)).arg(flat)
                                 : QStringLiteral("%1%2").arg(match.captured(1)).arg(flat);
        return true;
    }
    bool number = false;
    const int value = text.toInt(&number);
    if (!number)
        return false;
    *expression = QString::number(std::max(1, value + shift));
    return true;
}

struct Scaling
{
    int levels = 0;    // new level - old level
    int halfLevel = 0; // new half level - old half level
    QStringList oldCells, newCells;
    int flatShift = 0;
};

void scalePower(Power &power, const Scaling &scaling, QStringList &changes)
{
    if (power.attack && power.attack->bonus)
        *power.attack->bonus += scaling.levels;
    for (PowerOutcome *outcome : {&power.hit, &power.miss, &power.effect}) {
        if (outcome->damage) {
            const QString before = outcome->damage->expression;
            const qsizetype cell = scaling.oldCells.indexOf(normalized(before));
            if (cell >= 0 && cell < scaling.newCells.size())
                outcome->damage->expression = scaling.newCells.at(cell);
            else if (!shiftFlat(&outcome->damage->expression, scaling.flatShift))
                changes << QStringLiteral("%1: damage %2 kept as printed").arg(power.name, before);
            if (outcome->damage->expression != before)
                changes << QStringLiteral("%1: damage %2 -> %3").arg(power.name, before, outcome->damage->expression);
        }
        for (Power &secondary : outcome->secondaryAttacks)
            scalePower(secondary, scaling, changes);
    }
}

} // namespace

MonsterRelevel::MonsterRelevel(const MonsterTables &tables)
    : m_tables(tables)
{}

Result<AdjustedMonster> MonsterRelevel::apply(const StatBlock &source, int level) const
{
    if (!source.isMonster())
        return Error{QStringLiteral("%1 is not a monster").arg(source.name)};
    if (level < minCreatureLevel || level > maxCreatureLevel)
        return Error{QStringLiteral("level %1 is outside 1 to 30 (the XP table's range)").arg(level)};
    if (level == source.level)
        return Error{QStringLiteral("%1 is already level %2").arg(source.name).arg(level)};
    AdjustedMonster adjusted{source, {}};
    StatBlock &block = adjusted.block;
    MonsterSheet &sheet = block.monster;
    const MonsterRoleRow &role = m_tables.role(sheet.role);

    Scaling scaling;
    scaling.levels = level - source.level;
    scaling.halfLevel = level / 2 - source.level / 2;
    for (const QString &cell : cellsAt(m_tables, source.level, sheet.role, sheet.rank))
        scaling.oldCells << normalized(cell);
    scaling.newCells = cellsAt(m_tables, level, sheet.role, sheet.rank);
    if (sheet.rank != MonsterRank::Mook) {
        const double before = average(cellsAt(m_tables, source.level, sheet.role, sheet.rank).value(0));
        const double after = average(scaling.newCells.value(0));
        scaling.flatShift = int(std::lround(after - before));
    } else {
        scaling.flatShift = scaling.newCells.value(0).toInt() - scaling.oldCells.value(0).toInt();
    }

    block.level = level;
    adjusted.changes << QStringLiteral("level %1 -> %2").arg(source.level).arg(level);
    for (Defense defense : allDefenses)
        sheet.defenses.set(defense, sheet.defenses.value(defense) + scaling.levels);
    adjusted.changes << QStringLiteral("defenses %1").arg(QString::asprintf("%+d", scaling.levels));
    const int hp = sheet.maxHitPoints;
    const int rankFactor = sheet.rank == MonsterRank::Elite ? 2 : sheet.rank == MonsterRank::Boss ? 4 : 1;
    if (sheet.rank != MonsterRank::Mook)
        sheet.maxHitPoints = std::max(1, hp + role.hitPointsPerLevel * scaling.levels * rankFactor);
    sheet.details.printedStaggered = 0;
    adjusted.changes << QStringLiteral("hit points %1 -> %2").arg(hp).arg(sheet.maxHitPoints);
    sheet.attackVsAc += scaling.levels;
    sheet.attackVsOther += scaling.levels;
    sheet.initiative += scaling.halfLevel;
    if (sheet.details.perception)
        *sheet.details.perception += scaling.halfLevel;
    for (int &skill : sheet.details.skills)
        skill += scaling.halfLevel;
    const int xp = sheet.xp;
    sheet.xp = m_tables.monsterXp(level, sheet.rank);
    adjusted.changes << QStringLiteral("attacks %1, initiative and skills %2")
                            .arg(QString::asprintf("%+d", scaling.levels), QString::asprintf("%+d", scaling.halfLevel))
                     << QStringLiteral("XP %1 -> %2").arg(xp).arg(sheet.xp);
    if (!sheet.atWillSingle.isEmpty()) {
        const QStringList cells = scaling.newCells;
        sheet.atWillSingle = cells.value(0);
        sheet.atWillMulti = cells.value(1, cells.value(0));
        sheet.surgeSingle = cells.value(2, cells.value(0));
        sheet.surgeMulti = cells.value(3, cells.value(0));
    }
    for (Power &power : block.powers)
        scalePower(power, scaling, adjusted.changes);
    if (!block.damageAdjustments.isEmpty() || !sheet.details.auras.isEmpty() || !sheet.details.traits.isEmpty())
        adjusted.changes << QStringLiteral("resistances, auras and traits kept as printed");
    block.id = QStringLiteral("%1-level-%2").arg(source.id).arg(level);
    block.name = QStringLiteral("%1 (level %2)").arg(source.name).arg(level);
    return adjusted;
}

} // namespace battlemat
