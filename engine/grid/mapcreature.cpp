#include "grid/mapcreature.h"

namespace battlemat {

namespace {
QString normalized(const QString &name)
{
    QString n = name.trimmed().toLower();
    n.replace(QLatin1Char(' '), QLatin1Char('-'));
    n.replace(QLatin1Char('_'), QLatin1Char('-'));
    return n;
}
} // namespace

bool MapCreature::hasCondition(const QString &name) const
{
    const QString wanted = normalized(name);
    for (const QString &c : conditions) {
        if (normalized(c) == wanted)
            return true;
    }
    return false;
}

bool MapCreature::isProne() const
{
    // Unconscious creatures fall prone (orcus-gaps-filled.md section 7); dying ones are unconscious.
    return hasCondition(QStringLiteral("prone")) || hasCondition(QStringLiteral("unconscious")) ||
           hasCondition(QStringLiteral("dying"));
}

bool MapCreature::isHelpless() const
{
    return hasCondition(QStringLiteral("helpless"));
}

bool MapCreature::isBlinded() const
{
    return hasCondition(QStringLiteral("blinded"));
}

bool MapCreature::isInvisible() const
{
    return hasCondition(QStringLiteral("invisible"));
}

bool MapCreature::canTakeActions() const
{
    // Orcus "Flanking" counts a helpless creature as unable to attack; stunned and unconscious creatures "can't
    // take actions" and surprised ones take only free actions (orcus-gaps-filled.md section 7).
    static const char *const unable[] = {"helpless", "stunned", "surprised", "unconscious", "dying"};
    for (const char *name : unable) {
        if (hasCondition(QString::fromLatin1(name)))
            return false;
    }
    return true;
}

bool MapCreature::canMakeOpportunityAttacks() const
{
    // "An adjacent hostile creature that you can see": a blinded creature sees nothing, so it never qualifies.
    return canTakeActions() && !isBlinded() && !hasCondition(QStringLiteral("cannot-make-opportunity-attacks"));
}

bool MapCreature::canFlank() const
{
    return canMakeOpportunityAttacks() && !hasCondition(QStringLiteral("dazed"));
}

bool MapCreature::canMoveWillingly() const
{
    return canTakeActions() && !hasCondition(QStringLiteral("immobilized")) &&
           !hasCondition(QStringLiteral("restrained"));
}

bool MapCreature::canBeMovedUnwillingly() const
{
    return !hasCondition(QStringLiteral("restrained"));
}

int MapCreature::speedFor(const QString &mode) const
{
    int value = speed;
    if (!mode.isEmpty() && mode != QLatin1String("walk")) {
        auto it = movementModes.constFind(mode.toLower());
        if (it == movementModes.constEnd())
            return -1;
        value = it.value();
    }
    if (hasCondition(QStringLiteral("slowed")))
        value = std::min(value, 2);
    return value;
}

} // namespace battlemat
