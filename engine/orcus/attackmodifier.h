#pragma once

#include <QJsonObject>
#include <QString>

namespace battlemat {

/** One named bonus or penalty to an attack roll and where it comes from, as the explanation lists it. */
struct AttackModifier
{
    QString name;   // "target is off-guard", "Str modifier + half level", "cover"
    int value = 0;  // signed
    QString source; // what causes it: a condition, the grid, the weapon, the stat block
    QString key;    // the encounter log's name of a circumstance ("offGuard", "cover"); not in the explanation

    QJsonObject toJson() const
    {
        QJsonObject object{{QStringLiteral("name"), name}, {QStringLiteral("value"), value}};
        if (!source.isEmpty())
            object.insert(QStringLiteral("source"), source);
        return object;
    }
};

} // namespace battlemat
