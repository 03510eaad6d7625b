#include "ftdrefusaltexts.h"

#include "refusalcatalogue.h"

#include <iterator>

namespace {

// The engine's sentences (engine/rulesets/fivetorches*.cpp, engine/fivetorches/*.cpp), word for word.
const char *const patterns[] = {
    // Whose turn, what is left of it (fivetorchesfightrun.h, fivetorchesfightrules.cpp, ftdactions.cpp)
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "'%1' is not in the fight"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "the fight is over"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "the fight is already over"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "it is not %1's turn (it is %2's)"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "it is not %1's turn"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 cannot act (%2)"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 already took the active action this round"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 already acted this turn: delay before acting"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "no %1 action is left this turn"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "retreat takes the whole turn; an action was already taken"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "nobody is left who can act: end the fight"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "a fight is already on: close it first"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "no fight is on: start one first"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "Five Torches Deep is not the campaign's ruleset"),
    // Attacks (fivetorchesfightrules.cpp, rangeband.cpp)
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "a combatant does not attack itself"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 is in stealth and cannot be targeted"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 is dead"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 has no ranged attack"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 is %2 ft away: %3"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "beyond melee reach"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "beyond the weapon's range"),
    // Weapons on the sheet and the attack that names one (ftdweapon.cpp, fivetorchesfightrules.cpp)
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 has no weapon '%2' (%3)"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 has no weapons on the sheet, so not '%2'"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "a ranged weapon needs its range in feet (such as 80)"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts",
                      "a melee weapon reaches close range (5-10 ft); make it ranged to give a range"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "'%1' is already a weapon of this sheet"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "'%1' is not damage dice such as 1d8 or 2d6+3"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "'%1' rolls no die; a weapon deals at least 1d2"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "'%1' is not melee or ranged"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 is not in steps of 5 ft (one square)"),
    // Moves and delays (fivetorchesfightapply.cpp)
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "'%1' is not on the map"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "(%1, %2) is off the map"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 stands there"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 can move %2 ft more this turn, not %3 ft"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 acts before %2; delay only to a slower place"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "'%1' is not a creature on the map"),
    // Falling, morale (fivetorchesfightaftermath.cpp)
    QT_TRANSLATE_NOOP("FtdRefusalTexts",
                      "helper: during the fight, name who tends the fallen (it is their active action)"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 is not incapacitated (%2)"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 is no longer fighting"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 is a PC, and PCs check morale one by one"),
    // The expedition (expedition.cpp, fivetorchescorruptioncommand.cpp)
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "'%1' is not in the party"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 has adventured %2 of %3 hours: no resilience check is due"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 already suffers from %2"),
    // The campaign's sheets (fivetorchessheetcommand.cpp, fivetorchesfightapply.cpp)
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "'%1' is not a stored Five Torches Deep sheet"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "'%1' is not a stored Five Torches Deep character"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 carries no %2"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 carries %2 coins, not %3"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 carries %2 %3, not %4"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "no fight is on: name the foes and their HD"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "name what is dropped"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "must not be empty"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "%1 is out of range (%2 to %3)"),
    // The reasons an attack has an edge (fivetorchesfightrules.cpp), and the words they nest
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "the GM's call"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "ranged attack in melee"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "disadvantage on all checks"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "darksight in darkness"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "darkness"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "dim light"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "well-lit light"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "brilliant light"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "active"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "movement"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "quick"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "incapacitated"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "stable"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "dead"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "fled"),
    QT_TRANSLATE_NOOP("FtdRefusalTexts", "surrendered"),
};

const RefusalCatalogue &catalogue()
{
    static const RefusalCatalogue list("FtdRefusalTexts",
                                       QList<const char *>(std::begin(patterns), std::end(patterns)));
    return list;
}

} // namespace

bool FtdRefusalTexts::known(const QString &english)
{
    return catalogue().known(english);
}

QString FtdRefusalTexts::translate(const QString &english)
{
    return catalogue().translate(english);
}
