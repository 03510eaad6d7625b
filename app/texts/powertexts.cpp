#include "powertexts.h"

#include "conditionlabels.h"
#include "rulestexts.h"
#include "sheettexts.h"

#include <QCoreApplication>
#include <QRegularExpression>

using namespace battlemat;

namespace {

QString forcedMovement(const ForcedMovement &movement)
{
    switch (movement.kind) {
    case MovementMode::Pull:
        return QCoreApplication::translate("PowerTexts", "pull %1").arg(movement.distance);
    case MovementMode::Shunt:
        return QCoreApplication::translate("PowerTexts", "slide %1").arg(movement.distance);
    default:
        return QCoreApplication::translate("PowerTexts", "push %1").arg(movement.distance);
    }
}

// "+1 power bonus to all defenses (until the start of the user's next turn)", "speed +1", "loses all resistances".
QString statChange(const StatChange &change)
{
    QString what;
    switch (change.kind) {
    case StatChange::Kind::Defense: {
        QStringList named;
        for (Defense defense : change.defenses)
            named.append(RulesTexts::defense(defense));
        const QString defenses = named.isEmpty() ? QCoreApplication::translate("PowerTexts", "all defenses")
                                                 : named.join(QCoreApplication::translate("PowerTexts", " and "));
        const QString amount = (change.amount > 0 ? QStringLiteral("+") : QString()) + QString::number(change.amount);
        what = change.powerBonus
                   ? QCoreApplication::translate("PowerTexts", "%1 power bonus to %2").arg(amount, defenses)
                   : QCoreApplication::translate("PowerTexts", "%1 to %2").arg(amount, defenses);
        break;
    }
    case StatChange::Kind::Speed:
        what = QCoreApplication::translate("PowerTexts", "speeds %1")
                   .arg((change.amount > 0 ? QStringLiteral("+") : QString()) + QString::number(change.amount));
        break;
    case StatChange::Kind::Resistance: {
        const QString type = RulesTexts::damageType(change.damageType);
        what = type.isEmpty() ? QCoreApplication::translate("PowerTexts", "resist all %1").arg(change.amount)
                              : QCoreApplication::translate("PowerTexts", "resist %1 %2").arg(type).arg(change.amount);
        break;
    }
    case StatChange::Kind::LosesResistances:
        what = QCoreApplication::translate("PowerTexts", "loses all resistances");
        break;
    }
    return QStringLiteral("%1 (%2)").arg(what, RulesTexts::duration(change.duration));
}

} // namespace

namespace PowerTexts {

// The keywords sheets use most, in the table's language with the printed capital kept; others as printed.
QString keyword(const QString &printed)
{
    static const char *const known[] = {
        QT_TRANSLATE_NOOP("PowerKeywords", "weapon"),        QT_TRANSLATE_NOOP("PowerKeywords", "implement"),
        QT_TRANSLATE_NOOP("PowerKeywords", "spell"),         QT_TRANSLATE_NOOP("PowerKeywords", "teleport"),
        QT_TRANSLATE_NOOP("PowerKeywords", "teleportation"), QT_TRANSLATE_NOOP("PowerKeywords", "healing"),
        QT_TRANSLATE_NOOP("PowerKeywords", "fear"),          QT_TRANSLATE_NOOP("PowerKeywords", "charm"),
        QT_TRANSLATE_NOOP("PowerKeywords", "illusion"),      QT_TRANSLATE_NOOP("PowerKeywords", "zone"),
        QT_TRANSLATE_NOOP("PowerKeywords", "acid"),          QT_TRANSLATE_NOOP("PowerKeywords", "cold"),
        QT_TRANSLATE_NOOP("PowerKeywords", "fire"),          QT_TRANSLATE_NOOP("PowerKeywords", "force"),
        QT_TRANSLATE_NOOP("PowerKeywords", "lightning"),     QT_TRANSLATE_NOOP("PowerKeywords", "necrotic"),
        QT_TRANSLATE_NOOP("PowerKeywords", "poison"),        QT_TRANSLATE_NOOP("PowerKeywords", "psychic"),
        QT_TRANSLATE_NOOP("PowerKeywords", "radiant"),       QT_TRANSLATE_NOOP("PowerKeywords", "thunder"),
        QT_TRANSLATE_NOOP("PowerKeywords", "sleep"),         QT_TRANSLATE_NOOP("PowerKeywords", "disease"),
    };
    const QString lower = printed.trimmed().toLower();
    for (const char *word : known) {
        if (lower == QLatin1String(word)) {
            QString shown = QCoreApplication::translate("PowerKeywords", word);
            if (!printed.isEmpty() && printed.at(0).isUpper() && !shown.isEmpty())
                shown[0] = shown.at(0).toUpper();
            return shown;
        }
    }
    return printed;
}

QString area(const QString &printed)
{
    static const QRegularExpression pattern(QStringLiteral("^(burst|blast|spray|wall|line)\\s+(\\d+)$"),
                                            QRegularExpression::CaseInsensitiveOption);
    const auto match = pattern.match(printed.trimmed());
    if (!match.hasMatch())
        return printed;
    const QString kind = match.captured(1).toLower();
    const int size = match.captured(2).toInt();
    if (kind == QLatin1String("burst"))
        return QCoreApplication::translate("PowerTexts", "burst %1").arg(size);
    if (kind == QLatin1String("blast"))
        return QCoreApplication::translate("PowerTexts", "blast %1").arg(size);
    if (kind == QLatin1String("spray"))
        return QCoreApplication::translate("PowerTexts", "spray %1").arg(size);
    if (kind == QLatin1String("wall"))
        return QCoreApplication::translate("PowerTexts", "wall %1").arg(size);
    return QCoreApplication::translate("PowerTexts", "line %1").arg(size);
}

QString usage(const Power &power)
{
    QString text =
        QStringLiteral("%1 · %2").arg(RulesTexts::recharge(power.recharge), RulesTexts::action(power.action));
    QStringList keywords;
    for (const QString &tag : power.tags)
        keywords.append(keyword(tag));
    if (!keywords.isEmpty())
        text += QStringLiteral(" · ") + keywords.join(QStringLiteral(", "));
    return text;
}

QString outcome(const PowerOutcome &outcome, int level)
{
    QStringList parts;
    if (outcome.damage) {
        const QString expression = outcome.damage->expressionAt(level);
        const QString type = RulesTexts::damageType(outcome.damage->type);
        parts.append(type.isEmpty() ? QCoreApplication::translate("PowerTexts", "%1 damage").arg(expression)
                                    : QCoreApplication::translate("PowerTexts", "%1 %2 damage").arg(expression, type));
    }
    if (outcome.persistent) {
        const QString type = RulesTexts::damageType(outcome.persistent->type);
        parts.append(
            type.isEmpty()
                ? QCoreApplication::translate("PowerTexts", "persistent damage %1").arg(outcome.persistent->amount)
                : QCoreApplication::translate("PowerTexts", "persistent %1 damage %2")
                      .arg(type)
                      .arg(outcome.persistent->amount));
    }
    for (const AppliedCondition &applied : outcome.conditions)
        parts.append(QStringLiteral("%1 (%2)").arg(ConditionLabels::label(conditionName(applied.condition)),
                                                   RulesTexts::duration(applied.duration)));
    if (outcome.forcedMovement)
        parts.append(forcedMovement(*outcome.forcedMovement));
    if (!outcome.healing.isEmpty())
        parts.append(QCoreApplication::translate("PowerTexts", "regains %1 hit points").arg(outcome.healing));
    if (!outcome.temporaryHitPoints.isEmpty())
        parts.append(
            QCoreApplication::translate("PowerTexts", "gains %1 temporary hit points").arg(outcome.temporaryHitPoints));
    for (const StatChange &change : outcome.statChanges)
        parts.append(statChange(change));
    QString text = parts.join(QStringLiteral("; "));
    if (!outcome.text.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral(". ")) + outcome.text;
    for (const Power &secondary : outcome.secondaryAttacks)
        text += QLatin1Char(' ') + QCoreApplication::translate("PowerTexts", "Secondary attack (%1): %2")
                                       .arg(secondary.targets, PowerTexts::outcome(secondary.hit, level));
    return text;
}

QString range(const PowerLine &line)
{
    const Power &power = line.power;
    switch (power.origin) {
    case Power::Origin::Melee:
        if (power.usesWeapon())
            return QCoreApplication::translate("PowerTexts", "Melee weapon");
        return power.range > 0 ? QCoreApplication::translate("PowerTexts", "Melee %1").arg(power.range)
                               : QCoreApplication::translate("PowerTexts", "Melee touch");
    case Power::Origin::Ranged:
        if (line.weaponShortRange > 0)
            return QCoreApplication::translate("PowerTexts", "Ranged weapon %1/%2")
                .arg(line.weaponShortRange)
                .arg(line.weaponLongRange);
        if (power.longRange > 0)
            return QCoreApplication::translate("PowerTexts", "Ranged %1/%2").arg(power.range).arg(power.longRange);
        return QCoreApplication::translate("PowerTexts", "Ranged %1").arg(power.range);
    case Power::Origin::Near:
        return QCoreApplication::translate("PowerTexts", "Near %1").arg(area(power.area));
    case Power::Origin::Far:
        return QCoreApplication::translate("PowerTexts", "Far %1 within %2").arg(area(power.area)).arg(power.range);
    case Power::Origin::Self:
        return QCoreApplication::translate("PowerTexts", "Self");
    }
    return {};
}

QString attack(const PowerLine &line)
{
    if (!line.power.attack)
        return {};
    const QString defense = RulesTexts::defense(line.power.attack->defense);
    if (!line.attackAbility)
        return QCoreApplication::translate("PowerTexts", "%1 vs %2").arg(signedNumber(line.attackBonus), defense);
    return QCoreApplication::translate("PowerTexts", "%1 %2 vs %3")
        .arg(SheetTexts::shown(abilityAbbreviation(*line.attackAbility)), signedNumber(line.attackBonus), defense);
}

} // namespace PowerTexts
