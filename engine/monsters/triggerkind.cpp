#include "monsters/triggerkind.h"

#include "orcus/power.h"

#include <QRegularExpression>

namespace battlemat::TriggerKind {

bool isTriggered(const Power &power)
{
    return power.action == Power::Action::Counter || power.action == Power::Action::Reaction ||
           !power.trigger.isEmpty();
}

QString of(const Power &power)
{
    const QString text = power.trigger.toLower();
    if (text.isEmpty())
        return QStringLiteral("printed in the effect");
    // Order matters: the narrower readings first ("hit by a melee attack" before "hit").
    static const QList<std::pair<QRegularExpression, QString>> kinds{
        {QRegularExpression(QStringLiteral("reduced to 0")), QStringLiteral("reduced to 0 HP")},
        {QRegularExpression(QStringLiteral("\\bally\\b")), QStringLiteral("something happens to an ally")},
        {QRegularExpression(QStringLiteral("staggered")), QStringLiteral("staggered")},
        {QRegularExpression(QStringLiteral("\\bhit (by|with) a melee")), QStringLiteral("hit by a melee attack")},
        {QRegularExpression(QStringLiteral("\\badjacent (creature|enemy) hits\\b")),
         QStringLiteral("hit by an adjacent creature")},
        {QRegularExpression(QStringLiteral("\\bhit by a ranged")), QStringLiteral("hit by a ranged attack")},
        {QRegularExpression(QStringLiteral("\\bmisses\\b")), QStringLiteral("missed")},
        {QRegularExpression(QStringLiteral("\\bhits with\\b|\\bhits a target\\b")), QStringLiteral("its own hit")},
        {QRegularExpression(QStringLiteral("\\bis hit\\b|\\bhits (the|it)\\b")), QStringLiteral("hit")},
        {QRegularExpression(QStringLiteral("takes damage")), QStringLiteral("damaged")},
        {QRegularExpression(QStringLiteral("target of")), QStringLiteral("targeted")},
        {QRegularExpression(QStringLiteral("\\bstands up\\b")), QStringLiteral("an enemy stands up")},
        {QRegularExpression(QStringLiteral("\\bdoes not move\\b")), QStringLiteral("an enemy does not move")},
        {QRegularExpression(QStringLiteral("\\b(moves?|shifts|leaves)\\b")), QStringLiteral("an enemy moves")},
    };
    for (const auto &[pattern, kind] : kinds) {
        if (pattern.match(text).hasMatch())
            return kind;
    }
    return QStringLiteral("other");
}

} // namespace battlemat::TriggerKind
