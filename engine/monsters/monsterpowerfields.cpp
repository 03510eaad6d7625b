// The fields of a power as Monster library > Edit shows them (MonsterFields): attack, damage, range or area, recharge.
#include "monsters/monsterpowerfields.h"

#include "dice/diceparser.h"

#include <QRegularExpression>

#include <algorithm>

namespace battlemat::MonsterPowerFields {

namespace {

using Refusal = std::optional<QString>;

Refusal setAttack(Power &power, const QString &text)
{
    if (text.trimmed().isEmpty()) {
        power.attack.reset();
        return std::nullopt;
    }
    static const QRegularExpression attack(QStringLiteral("^([+-]?\\s*\\d+)\\s+vs\\.?\\s+([A-Za-z]+)$"));
    const auto match = attack.match(text.trimmed());
    const auto defense = match.hasMatch() ? defenseFromName(match.captured(2)) : std::nullopt;
    if (!defense)
        return QStringLiteral("'%1' is not an attack such as +6 vs AC (AC, Fortitude, Reflex or Will), or empty for "
                              "none")
            .arg(text.trimmed());
    const int bonus = match.captured(1).remove(QLatin1Char(' ')).toInt();
    if (bonus < -10 || bonus > 99)
        return QStringLiteral("'%1': a bonus from -10 to +99").arg(text.trimmed());
    PowerAttack changed = power.attack.value_or(PowerAttack{});
    changed.ability.reset();
    changed.bonus = bonus;
    changed.defense = *defense;
    power.attack = changed;
    return std::nullopt;
}

Refusal setDamage(Power &power, const QString &text)
{
    if (text.trimmed().isEmpty()) {
        power.hit.damage.reset();
        return std::nullopt;
    }
    if (auto parsed = DiceParser().parse(text.trimmed()); !parsed)
        return QStringLiteral("'%1' is not a dice expression such as 2d8 + 5 (%2)")
            .arg(text.trimmed(), parsed.errorMessage());
    PowerDamage damage = power.hit.damage.value_or(PowerDamage{});
    damage.expression = text.trimmed();
    damage.fromLevel.clear();
    power.hit.damage = damage;
    return std::nullopt;
}

Refusal setRange(Power &power, const QString &text)
{
    static const QRegularExpression melee(QStringLiteral("^melee(?:\\s+(\\d+))?$"));
    static const QRegularExpression ranged(
        QStringLiteral("^ranged\\s+(\\d+)(?:\\s*/\\s*(\\d+))?(?:\\s+\\(?minimum\\s+(\\d+)\\)?)?$"));
    static const QRegularExpression nearArea(QStringLiteral("^near\\s+((?:burst|blast|spray|wall)\\s+\\d+)$"));
    static const QRegularExpression farArea(
        QStringLiteral("^far\\s+((?:burst|blast|spray|wall)\\s+\\d+)\\s+within\\s+(\\d+)(?:\\s+and\\s+(\\d+))?$"));
    const QString lower = text.trimmed().toLower();
    Power changed = power;
    changed.area.clear();
    changed.longRange = 0;
    changed.minRange = 0;
    if (lower == QLatin1String("self")) {
        changed.origin = Power::Origin::Self;
        changed.range = 0;
    } else if (const auto m = melee.match(lower); m.hasMatch()) {
        changed.origin = Power::Origin::Melee;
        changed.range = m.captured(1).toInt();
    } else if (const auto r = ranged.match(lower); r.hasMatch()) {
        changed.origin = Power::Origin::Ranged;
        changed.range = r.captured(1).toInt();
        changed.longRange = r.captured(2).toInt();
        changed.minRange = r.captured(3).toInt();
        if (changed.range < 1 || (changed.longRange != 0 && changed.longRange < changed.range))
            return QStringLiteral("'%1': a range of 1 or more, and a long range past it").arg(text.trimmed());
    } else if (const auto n = nearArea.match(lower); n.hasMatch()) {
        changed.origin = Power::Origin::Near;
        changed.range = 0;
        changed.area = n.captured(1);
    } else if (const auto f = farArea.match(lower); f.hasMatch()) {
        changed.origin = Power::Origin::Far;
        changed.area = f.captured(1);
        changed.range = f.captured(2).toInt();
        if (!f.captured(3).isEmpty()) { // "within 5 and 120": the least range, then the greatest
            changed.minRange = changed.range;
            changed.range = f.captured(3).toInt();
        }
    } else {
        return QStringLiteral("'%1' is not a range or area (melee, melee 2, ranged 10, ranged 10/20, near burst 2, far "
                              "burst 1 within 10, self)")
            .arg(text.trimmed());
    }
    // "ranged 50/100 minimum 4", "far burst 1 within 5 and 120": a least range leaves something to aim at.
    if (changed.minRange > 0 && changed.minRange >= std::max(changed.range, changed.longRange))
        return QStringLiteral("'%1': the least range must be below the range").arg(text.trimmed());
    if (changed.range > 100)
        return QStringLiteral("'%1': ranges go up to 100 squares").arg(text.trimmed());
    // A secondary attack has its power's range and area "unless otherwise specified" (what powerjson reads): one
    // that had the old ones follows the new.
    for (PowerOutcome *outcome : {&changed.hit, &changed.miss, &changed.effect}) {
        for (Power &secondary : outcome->secondaryAttacks) {
            if (secondary.origin != power.origin || secondary.range != power.range ||
                secondary.longRange != power.longRange || secondary.minRange != power.minRange ||
                secondary.area != power.area)
                continue;
            secondary.origin = changed.origin;
            secondary.range = changed.range;
            secondary.longRange = changed.longRange;
            secondary.minRange = changed.minRange;
            secondary.area = changed.area;
        }
    }
    power = changed;
    return std::nullopt;
}

} // namespace

std::optional<QString> set(Power &power, const QString &field, const QString &text)
{
    if (field == QLatin1String("name")) {
        if (text.trimmed().isEmpty())
            return QStringLiteral("a power needs a name");
        power.name = text.trimmed();
        return std::nullopt;
    }
    if (field == QLatin1String("action")) {
        const auto action = powerActionFromName(text.trimmed().toLower());
        if (!action)
            return QStringLiteral("'%1' is no action (standard, move, swift, free, counter, reaction, opportunity, "
                                  "none)")
                .arg(text.trimmed());
        power.action = *action;
        return std::nullopt;
    }
    if (field == QLatin1String("attack"))
        return setAttack(power, text);
    if (field == QLatin1String("damage"))
        return setDamage(power, text);
    if (field == QLatin1String("range"))
        return setRange(power, text);
    if (field == QLatin1String("recharge")) {
        auto recharge = Recharge::fromString(text.trimmed());
        if (!recharge)
            return QStringLiteral("'%1' is no recharge (at-will, encounter, daily, recharge 5-6, recharge 6)")
                .arg(text.trimmed());
        power.recharge = *recharge;
        return std::nullopt;
    }
    return QStringLiteral("no such field of a power");
}

QString attackText(const Power &power)
{
    if (!power.attack || !power.attack->bonus)
        return {};
    return QStringLiteral("%1%2 vs %3")
        .arg(*power.attack->bonus >= 0 ? QStringLiteral("+") : QString())
        .arg(*power.attack->bonus)
        .arg(defenseName(power.attack->defense));
}

QString rangeText(const Power &power)
{
    const QString origin = powerOriginName(power.origin);
    switch (power.origin) {
    case Power::Origin::Self:
        return origin;
    case Power::Origin::Melee:
        return power.range > 0 ? QStringLiteral("melee %1").arg(power.range) : origin;
    case Power::Origin::Ranged: {
        const QString range = power.longRange > 0 ? QStringLiteral("ranged %1/%2").arg(power.range).arg(power.longRange)
                                                  : QStringLiteral("ranged %1").arg(power.range);
        return power.minRange > 0 ? QStringLiteral("%1 minimum %2").arg(range).arg(power.minRange) : range;
    }
    case Power::Origin::Near:
        return QStringLiteral("near %1").arg(power.area);
    case Power::Origin::Far:
        return power.minRange > 0
                   ? QStringLiteral("far %1 within %2 and %3").arg(power.area).arg(power.minRange).arg(power.range)
                   : QStringLiteral("far %1 within %2").arg(power.area).arg(power.range);
    }
    return origin;
}

} // namespace battlemat::MonsterPowerFields
