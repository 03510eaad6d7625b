#pragma once

#include "core/jsonreader.h"
#include "orcus/armor.h"
#include "orcus/weapon.h"

#include <QList>

namespace battlemat {

/**
 * The armor, shields and weapons of the Orcus equipment tables, read from resources/data/armor.json and
 * weapons.json (compiled into the engine as Qt resources under :/battlemat/data/).
 */
class EquipmentCatalog
{
public:
    /** The catalog built into the engine; loaded once. Fails only if the embedded files are broken. */
    static const Result<EquipmentCatalog> &standard();

    static Result<EquipmentCatalog> fromJson(const QJsonObject &armorFile, const QJsonObject &weaponFile,
                                             const QString &armorSource, const QString &weaponSource);

    const Weapon *weapon(const QString &id) const;
    const Armor *armor(const QString &id) const; // body armor and shields share one id space
    const QList<Weapon> &weapons() const { return m_weapons; }
    const QList<Armor> &armors() const { return m_armors; }
    int thrownShortRange() const { return m_thrownShort; }
    int thrownLongRange() const { return m_thrownLong; }

private:
    QList<Weapon> m_weapons;
    QList<Armor> m_armors;
    int m_thrownShort = 5;
    int m_thrownLong = 10;
};

} // namespace battlemat
