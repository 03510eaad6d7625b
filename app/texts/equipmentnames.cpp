// The names of the bundled armor and weapon tables (resources/data/armor.json, weapons.json) as the sheet, its
// choices and the printed sheet show them. The tables keep the English names (they are also the files' words); a
// test checks that every row of the bundled tables has its entry here (tst_rulestexts).
#include "sheettexts.h"

#include <QCoreApplication>

namespace {

constexpr const char *equipmentNames[] = {
    QT_TRANSLATE_NOOP("EquipmentNames", "No armor"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Cloth armor"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Leather armor"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Hide armor"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Chainmail"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Scale armor"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Plate armor"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Light shield"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Heavy shield"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Dart"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Knife"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Club"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Shortspear"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Sickle"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Greatclub"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Quarterstaff"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Scythe"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Fork"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Handaxe"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Juggling club"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Light pick"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Shortsword"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Battleaxe"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Light flail"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Light mace"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Longsword"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Rapier"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Warhammer"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Bo staff"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Glaive"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Greataxe"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Greatsword"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Halberd"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Heavy flail"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Heavy mace"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Longspear"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Maul"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Kukri"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Nunchaku"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Dwarven spear-axe"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Hooked hammer"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Khopesh"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Spiked chain"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Two-bladed sword"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Light crossbow"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Sling"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Heavy crossbow"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Longbow"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Composite bow"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Dire crossbow"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Unarmed strike (one hand)"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Improvised weapon (one-handed)"),
    QT_TRANSLATE_NOOP("EquipmentNames", "Improvised weapon (two-handed)"),
};

} // namespace

namespace SheetTexts {

QString equipment(const QString &name)
{
    for (const char *known : equipmentNames) {
        if (name == QLatin1String(known))
            return QCoreApplication::translate("EquipmentNames", known);
    }
    return name;
}

} // namespace SheetTexts
