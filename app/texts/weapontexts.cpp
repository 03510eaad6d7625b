#include "weapontexts.h"

#include <QCoreApplication>

using namespace battlemat;

namespace {

QString category(const QString &category)
{
    if (category == QLatin1String("simple"))
        return QCoreApplication::translate("WeaponTexts", "simple");
    if (category == QLatin1String("martial"))
        return QCoreApplication::translate("WeaponTexts", "martial");
    if (category == QLatin1String("exotic"))
        return QCoreApplication::translate("WeaponTexts", "exotic");
    if (category == QLatin1String("improvised"))
        return QCoreApplication::translate("WeaponTexts", "improvised");
    return category; // a campaign's own category, as its table names it
}

QString hands(Weapon::Hands hands)
{
    switch (hands) {
    case Weapon::Hands::Side:
        return QCoreApplication::translate("WeaponTexts", "side");
    case Weapon::Hands::One:
        return QCoreApplication::translate("WeaponTexts", "one-handed");
    case Weapon::Hands::Two:
        return QCoreApplication::translate("WeaponTexts", "two-handed");
    }
    return {};
}

QString property(const QString &id)
{
    if (id == QLatin1String("improved-critical"))
        return QCoreApplication::translate("WeaponTexts", "Improved Critical");
    if (id == QLatin1String("reach"))
        return QCoreApplication::translate("WeaponTexts", "Reach");
    if (id == QLatin1String("thrown-light"))
        return QCoreApplication::translate("WeaponTexts", "Thrown (light)");
    if (id == QLatin1String("thrown-heavy"))
        return QCoreApplication::translate("WeaponTexts", "Thrown (heavy)");
    if (id == QLatin1String("loading-free"))
        return QCoreApplication::translate("WeaponTexts", "Loading (free)");
    if (id == QLatin1String("loading-swift"))
        return QCoreApplication::translate("WeaponTexts", "Loading (swift)");
    return id;
}

} // namespace

namespace WeaponTexts {

QString range(const WeaponLine &line)
{
    if (line.ranged)
        return QStringLiteral("%1/%2").arg(line.shortRange).arg(line.longRange);
    const QString melee = line.reach > 0 ? QCoreApplication::translate("WeaponTexts", "reach %1").arg(line.reach)
                                         : QCoreApplication::translate("WeaponTexts", "melee");
    return line.thrown ? QCoreApplication::translate("WeaponTexts", "%1 or thrown %2/%3")
                             .arg(melee)
                             .arg(line.shortRange)
                             .arg(line.longRange)
                       : melee;
}

QString kind(const WeaponLine &line)
{
    return QStringLiteral("%1, %2").arg(category(line.category), hands(line.handsKind));
}

QString properties(const WeaponLine &line)
{
    QStringList names;
    for (const QString &id : line.propertyIds)
        names.append(property(id));
    return names.join(QStringLiteral(", "));
}

} // namespace WeaponTexts
