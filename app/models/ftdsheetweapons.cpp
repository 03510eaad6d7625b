// FtdSheetModel's weapon list: a character's weapons edited on the sheet ("PC Attacks", "Dealing Damage",
// ../shared/rules/checks-actions-combat-gritty.txt); every edit is checked by the engine's FtdWeapon before it is kept.
#include "fivetorches/ftdcharacter.h"
#include "fivetorches/ftdtables.h"
#include "ftdsheetmodel.h"

#include <QJsonArray>

using namespace battlemat;
using namespace battlemat::ftd;

QVariantList FtdSheetModel::weapons() const
{
    QVariantList list;
    const auto &tables = FtdTables::standard();
    if (!loaded() || monster() || !tables)
        return list;
    auto pc = FtdCharacter::fromJson(m_sheet, JsonContext(m_fileName), *tables);
    if (!pc)
        return list;
    const QList<WeaponAttack> attacks = pc->weaponAttacks();
    for (qsizetype i = 0; i < pc->weapons.size(); ++i) {
        const FtdWeapon &weapon = pc->weapons.at(i);
        const WeaponAttack &attack = attacks.at(i);
        const QString bonus =
            attack.bonus < 0 ? QString::number(attack.bonus) : QStringLiteral("+%1").arg(attack.bonus);
        list.append(QVariantMap{
            {QStringLiteral("name"), weapon.name},
            {QStringLiteral("damage"), weapon.damage.text()},
            {QStringLiteral("ranged"), weapon.ranged},
            {QStringLiteral("rangeFeet"), weapon.rangeFeet},
            {QStringLiteral("proficient"), weapon.proficient},
            {QStringLiteral("attack"),
             weapon.ranged ? tr("attack d20 %1, damage %2, range %3 ft (disadvantage in melee)")
                                 .arg(bonus, attack.damage.text())
                                 .arg(attack.rangeFeet)
                           : tr("attack d20 %1, damage %2, close range (5-10 ft)").arg(bonus, attack.damage.text())}});
    }
    return list;
}

bool FtdSheetModel::apply(const QJsonObject &sheet)
{
    if (const QString problem = check(sheet); !problem.isEmpty())
        return fail(problem);
    m_sheet = sheet;
    m_dirty = true;
    m_error.clear();
    m_status = tr("Changed, not saved yet");
    Q_EMIT changed();
    return true;
}

bool FtdSheetModel::addWeapon()
{
    if (!loaded() || monster())
        return fail(tr("Open a character's sheet first."));
    QJsonArray list = m_sheet.value(QStringLiteral("weapons")).toArray();
    QStringList names;
    for (const QJsonValue &weapon : std::as_const(list))
        names.append(weapon.toObject().value(QStringLiteral("name")).toString());
    QString name = tr("Weapon");
    for (int n = 2; names.contains(name, Qt::CaseInsensitive); ++n)
        name = tr("Weapon %1").arg(n);
    list.append(QJsonObject{{QStringLiteral("name"), name},
                            {QStringLiteral("damage"), QStringLiteral("1d6")},
                            {QStringLiteral("kind"), QStringLiteral("melee")}});
    QJsonObject sheet = m_sheet;
    sheet.insert(QStringLiteral("weapons"), list);
    return apply(sheet);
}

bool FtdSheetModel::setWeapon(int index, const QString &field, const QVariant &value)
{
    QJsonArray list = m_sheet.value(QStringLiteral("weapons")).toArray();
    if (!loaded() || index < 0 || index >= list.size())
        return fail(tr("The sheet has no weapon %1.").arg(index + 1));
    QJsonObject weapon = list.at(index).toObject();
    if (field == QLatin1String("ranged")) {
        // A ranged weapon needs a range; 60 ft until the GM types the weapon's own. A melee one reaches close range.
        weapon.insert(QStringLiteral("kind"), value.toBool() ? QStringLiteral("ranged") : QStringLiteral("melee"));
        if (value.toBool())
            weapon.insert(QStringLiteral("rangeFeet"), weapon.value(QStringLiteral("rangeFeet")).toInt(60));
        else
            weapon.remove(QStringLiteral("rangeFeet"));
    } else if (field == QLatin1String("proficient")) {
        if (value.toBool())
            weapon.remove(QStringLiteral("proficient"));
        else
            weapon.insert(QStringLiteral("proficient"), false);
    } else if (field == QLatin1String("rangeFeet")) {
        weapon.insert(field, value.toInt());
    } else if (field == QLatin1String("name") || field == QLatin1String("damage")) {
        weapon.insert(field, value.toString().trimmed());
    } else {
        return fail(tr("A weapon has no field %1.").arg(field));
    }
    if (weapon == list.at(index).toObject())
        return true;
    list.replace(index, weapon);
    QJsonObject sheet = m_sheet;
    sheet.insert(QStringLiteral("weapons"), list);
    return apply(sheet);
}

bool FtdSheetModel::removeWeapon(int index)
{
    QJsonArray list = m_sheet.value(QStringLiteral("weapons")).toArray();
    if (!loaded() || index < 0 || index >= list.size())
        return fail(tr("The sheet has no weapon %1.").arg(index + 1));
    list.removeAt(index);
    QJsonObject sheet = m_sheet;
    if (list.isEmpty())
        sheet.remove(QStringLiteral("weapons"));
    else
        sheet.insert(QStringLiteral("weapons"), list);
    return apply(sheet);
}
