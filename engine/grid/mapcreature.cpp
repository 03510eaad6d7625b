#include "grid/mapcreature.h"

namespace battlemat {

namespace {
// Case-insensitive, with ' ', '_' and '-' alike; no allocation, since movement and sight queries ask every
// creature's conditions on every mouse move.
bool sameCondition(QStringView a, QStringView b)
{
    a = a.trimmed();
    b = b.trimmed();
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        QChar x = a.at(i).toLower();
        QChar y = b.at(i).toLower();
        if (x == QLatin1Char(' ') || x == QLatin1Char('_'))
            x = QLatin1Char('-');
        if (y == QLatin1Char(' ') || y == QLatin1Char('_'))
            y = QLatin1Char('-');
        if (x != y)
            return false;
    }
    return true;
}
} // namespace

bool MapCreature::hasCondition(const QString &name) const
{
    for (const QString &c : conditions) {
        if (sameCondition(c, name))
            return true;
    }
    return false;
}

bool MapCreature::isProne() const
{
    // Unconscious creatures fall prone (orcus-gaps-filled.md section 7); dying ones are unconscious.
    if (conditions.isEmpty())
        return false; // most creatures, asked thousands of times per simulated fight: no names to build or compare
    return hasCondition(QStringLiteral("prone")) || hasCondition(QStringLiteral("unconscious")) ||
           hasCondition(QStringLiteral("dying"));
}

bool MapCreature::isHelpless() const
{
    return hasCondition(QStringLiteral("helpless"));
}

bool MapCreature::isBlinded() const
{
    if (conditions.isEmpty())
        return false;
    return hasCondition(QStringLiteral("blinded"));
}

bool MapCreature::isInvisible() const
{
    if (conditions.isEmpty())
        return false;
    return hasCondition(QStringLiteral("invisible"));
}

bool MapCreature::canTakeActions() const
{
    // Orcus "Flanking" counts a helpless creature as unable to attack; stunned and unconscious creatures "can't
    // take actions" and surprised ones take only free actions (orcus-gaps-filled.md section 7).
    if (conditions.isEmpty())
        return true;
    static const QString unable[] = {QStringLiteral("helpless"), QStringLiteral("stunned"), QStringLiteral("surprised"),
                                     QStringLiteral("unconscious"), QStringLiteral("dying")};
    for (const QString &name : unable) {
        if (hasCondition(name))
            return false;
    }
    return true;
}

bool MapCreature::canMakeOpportunityAttacks() const
{
    // "An adjacent hostile creature that you can see": a blinded creature sees nothing, so it never qualifies.
    if (conditions.isEmpty())
        return true;
    return canTakeActions() && !isBlinded() && !hasCondition(QStringLiteral("cannot-make-opportunity-attacks"));
}

bool MapCreature::canFlank() const
{
    if (conditions.isEmpty())
        return true;
    return canMakeOpportunityAttacks() && !hasCondition(QStringLiteral("dazed"));
}

bool MapCreature::canMoveWillingly() const
{
    if (conditions.isEmpty())
        return true;
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

bool MapCreature::canLookAround() const
{
    return !isBlinded() && !hasCondition(QStringLiteral("unconscious")) && !hasCondition(QStringLiteral("dying")) &&
           !hasCondition(QStringLiteral("dead"));
}

} // namespace battlemat
