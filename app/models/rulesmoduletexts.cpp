// The rules modules' titles and setting labels as the window shows them: the engine names them in English, these
// entries let lupdate carry them into the translations (RulesModulesModel translates them in the "RulesModules"
// context). tst_e2e_rules checks that every title and label of the registry has its German text.
#include <QtGlobal>

namespace {

[[maybe_unused]] const char *const rulesModuleTexts[] = {
    QT_TRANSLATE_NOOP("RulesModules", "Orcus"),
    QT_TRANSLATE_NOOP("RulesModules", "Rules version (basic attack damage)"),
    QT_TRANSLATE_NOOP("RulesModules", "Easy encounter: at most this times the XP budget"),
    QT_TRANSLATE_NOOP("RulesModules", "Standard encounter: at most this times the XP budget"),
    QT_TRANSLATE_NOOP("RulesModules", "Hard encounter: at most this times the XP budget"),
    QT_TRANSLATE_NOOP("RulesModules", "Deadly encounter: at most this times the XP budget"),
    QT_TRANSLATE_NOOP("RulesModules", "Five Torches Deep"),
    QT_TRANSLATE_NOOP("RulesModules", "Action dice and hero tokens"),
    QT_TRANSLATE_NOOP("RulesModules", "Segmented action points"),
    QT_TRANSLATE_NOOP("RulesModules", "Action dice by level"),
    QT_TRANSLATE_NOOP("RulesModules", "Carry unspent dice to the next game night"),
    QT_TRANSLATE_NOOP("RulesModules", "XP per awarded die and party level"),
    QT_TRANSLATE_NOOP("RulesModules", "Hero tokens per game night"),
    QT_TRANSLATE_NOOP("RulesModules", "Action dice a hero token buys"),
    QT_TRANSLATE_NOOP("RulesModules", "XP per earned hero token and party level"),
    QT_TRANSLATE_NOOP("RulesModules", "Lowest natural roll that is a threat"),
    QT_TRANSLATE_NOOP("RulesModules", "Heal with action dice in an encounter when no enemy is adjacent"),
    QT_TRANSLATE_NOOP("RulesModules", "An extra attack follows an attack this turn"),
    QT_TRANSLATE_NOOP("RulesModules", "SPD of a combatant that names none (1 to 3)"),
    QT_TRANSLATE_NOOP("RulesModules", "Squares per movement point (0: Orcus speed / 6)"),
    QT_TRANSLATE_NOOP("RulesModules", "Sprinting grants combat advantage"),
    QT_TRANSLATE_NOOP("RulesModules", "The running clock is the encounter's clock (a round is a segment)"),
    QT_TRANSLATE_NOOP("RulesModules", "Hour the expedition starts"),
    QT_TRANSLATE_NOOP("RulesModules", "Scenes per hour"),
    QT_TRANSLATE_NOOP("RulesModules", "Supplies used per hour"),
    QT_TRANSLATE_NOOP("RulesModules", "Dice seed"),
    QT_TRANSLATE_NOOP("RulesModules", "Mastery points (die ranks and regions)"),
    QT_TRANSLATE_NOOP("RulesModules", "Action points per turn"),
    QT_TRANSLATE_NOOP("RulesModules", "Damage track"),
    QT_TRANSLATE_NOOP("RulesModules", "Assume the maximum out of combat"),
};

} // namespace
