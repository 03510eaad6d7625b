#include "monsterrefusaltexts.h"

#include "monsterlibrarymodel.h"
#include "refusalcatalogue.h"

#include "monsterfieldtexts.h"
#include "rulestexts.h"
#include "sheettexts.h"

#include "orcus/damagetype.h"
#include "orcus/defense.h"
#include "orcus/monsterrank.h"
#include "sheet/skill.h"

#include <QCoreApplication>

#include <iterator>

using namespace battlemat;

namespace {

// The engine's sentences, word for word; the longer of two that share a beginning comes first.
const char *const patterns[] = {
    // The editor's fields (engine/monsters/monsterfields.cpp)
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1' is not a whole number from %2 to %3"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts",
                      "'%1' is not a movement mode (fly 8, fly 6 (hover), climb 4, swim 6, burrow 2, phasing)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1': a speed from 1 to 30"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1': only flying can hover"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1' is not a damage type and an amount (fire 10)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1': an amount from 1 to 100"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1' is no damage type (%2)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts",
                      "untyped, acid, cold, fire, force, lightning, necrotic, poison, psychic, radiant, thunder"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1' is named twice"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1' is neither a damage type nor an effect's name"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "ability score %1 is outside the table (%2 to %3)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "a monster needs a name"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1' is no role (archer, blocker, skulker, spoiler, striker, wrecker)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1' is neither yes nor no"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1' is no rank (mook, standard, elite, boss)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "only a monster's block is edited here"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "the monster has %1 powers, numbered from 0"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "no such field of a power (%1)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "no such field of a power"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "no such field (%1, or power.N.%2)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "a mook has 1 hit point (\"Mooks only ever have 1 HP\")"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "Level: %1"),
    // A power's fields (monsterpowerfields.cpp) and the dice they read (engine/dice/diceparser.cpp)
    QT_TRANSLATE_NOOP("MonsterRefusalTexts",
                      "'%1' is not an attack such as +6 vs AC (AC, Fortitude, Reflex or Will), or empty for none"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1': a bonus from -10 to +99"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1' is not a dice expression such as 2d8 + 5 (%2)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "position %1: %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "expected + or - before %1"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "expected a number or dice such as 2d6, found %1"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "expected the number of sides after 'd', found %1"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "the expression is empty; write dice such as 2d6+1"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "the end of the expression"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1': a range of 1 or more, and a long range past it"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1': the least range must be below the range"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts",
                      "'%1' is not a range or area (melee, melee 2, ranged 10, ranged 10/20, near burst 2, far burst 1 "
                      "within 10, self)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1': ranges go up to 100 squares"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "a power needs a name"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts",
                      "'%1' is no action (standard, move, swift, free, counter, reaction, opportunity, none)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts",
                      "'%1' is no recharge (at-will, encounter, daily, recharge 5-6, recharge 6)"),
    // Re-level and templates (monsterrelevel.cpp, monstertemplate.cpp)
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "%1 is not a monster: templates apply to monsters"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "%1 is not a monster"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "level %1 is outside 1 to 30 (the XP table's range)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "%1 is already level %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts",
                      "%1 is a mook: the rules template standard and elite monsters (re-create it as a standard "
                      "monster first)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "%1 is already a boss: no template raises it further"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts",
                      "the %1 template needs a class chosen by the game master (its defenses, two trained skills and "
                      "powers): use --class and its options, or the library's Adventurer... dialog"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "unknown template '%1' (expected %2)"),
    // The Adventurer's rule (adventurertemplate.cpp)
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "the %1 template takes no class"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts",
                      "%1 template: name the class (the Basic Rules have none: the game master supplies it)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts",
                      "%1 template, Defenses \"as per the class\": the %2 bonus %3 is outside 0 to %4"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "%1 template, Trained Skills: '%2' is not an Orcus skill"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "%1 template, Trained Skills: %2 is chosen twice"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts",
                      "%1 template, Trained Skills: choose %2 from the class skills (%3 chosen)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "%1 template, Powers: a power has no name"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts",
                      "%1 template, Powers: '%2' is of kind '%3'; the template lists at-will, encounter, daily and "
                      "utility powers"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts",
                      "%1 template, Powers: %2 is a level %3 power; choose powers of the creature's level (%4) or "
                      "lower"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "%1 template, Powers: %2 has no text"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts",
                      "%1 template, Powers: do not choose two powers of the same frequency and level (two level %2 %3 "
                      "powers)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "%1 template, Powers: a level %2 creature takes %3 (%4 chosen)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "one %1 power"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "%1 %2 powers"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "at-will"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "encounter"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "daily"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "utility"),
    // The import (monstermarkdownimport.cpp, monsterblockparser.cpp, monstertemplateparser.cpp, powertextparser.cpp,
    // engine/core/filereader.cpp)
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "monster '%1': %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "template '%1' is given twice"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "template '%1': %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "is not a text file (it holds NUL bytes)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts",
                      "no Orcus stat blocks found (expected quoted blocks that open with '> #### Name' and a '> "
                      "**Level N Role** (XP XP)' line)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "expected the level line (\"**Level 6 Blocker** (250 XP)\"), found '%1'"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "level %1 is outside 1 to %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts",
                      "unknown rank or role '%1' (expected mook, elite, boss and archer, blocker, skulker, spoiler, "
                      "striker or wrecker)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "the level line names no role"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "the size and type line is missing"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "action points '%1' are not a number"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "the block has no level line"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "the block has no %1"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "ability scores (**Str:** ...)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "initiative and speed (**Initiative:** ...)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "defenses (**AC:** ...)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "hit points (**HP:** ...)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "the power's usage '(%1)' is empty"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "unknown action '%1' in '(%2)'"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "names no damage type"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "expected a damage type and a number (\"fire 5\"), found '%1'"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1' at Level %2 is not above the step before"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "expected a movement mode (\"fly 6 (hover)\"), found '%1'"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "expected a defense bonus (\"+2 Fortitude\"), found '%1'"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "expected \"Choose two from the class skills\", found '%1'"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1' has no text (the file may be cut short)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1' has no text"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "a '*Level %1:*' line must follow a resistance line"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "a list item outside a template's powers: '%1'"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts",
                      "expected a count of powers (\"One daily power (two from level 21)\"), found '%1'"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "'%1': a count is not a number word"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "has no entries (the file may be cut short)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "a class template must list its powers (\"* One at-will power.\")"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "a template opens with its \"## Name\" line"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts",
                      "the \"Monster Templates\" section holds no template (the file may be cut short)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "no file name given"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "cannot open: %1"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "cannot read: %1"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "is a folder, not a file"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "is not a regular file"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "larger than %1, the limit for %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "a monster markdown file"),
    // A template's lines edited by field (monstertemplatefields.cpp)
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "no such field of a template (%1)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "one line, without line breaks"),
    // The session's step that stores them (engine/session/monsterlibrarycommand.cpp)
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "the library holds these monsters as given already: nothing changed"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "is a hero's block: the library holds monsters"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "a library monster needs an id"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "names no monster"),
    // What changed, as the editor and the library say it (monsterfields.cpp, monsterrelevel.cpp, monstertemplate.cpp,
    // adventurertemplate.cpp)
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "level %1 -> %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "defenses %1"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "hit points %1 -> %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "attacks %1, initiative and skills %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "XP %1 -> %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "%1: damage %2 kept as printed"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "%1: damage %2 -> %3"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "resistances, auras and traits kept as printed"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "Armor Class %1 -> %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "AC %1 -> %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "Fortitude %1 -> %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "Reflex %1 -> %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "Will %1 -> %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "attack vs AC %1 -> %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "attack vs other defenses %1 -> %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "initiative %1 -> %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "rank %1 -> %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "saving throws %1 -> %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "action points %1 -> %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "resist %1 %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "vulnerable %1 %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "immune %1"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "incorporeal"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "senses %1"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "aura %1 %2 (the table's)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "aura %1 %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "power %1 (level %2 %3)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "power %1"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "trait %1 class features (the table's)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "trait %1 (the table's)"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "trained %1 %2"),
    QT_TRANSLATE_NOOP("MonsterRefusalTexts", "%1 %2 (hover)"),
};

const RefusalCatalogue &catalogue()
{
    static const RefusalCatalogue list("MonsterRefusalTexts",
                                       QList<const char *>(std::begin(patterns), std::end(patterns)));
    return list;
}

// The engine's words inside the sentences ("the AC bonus 9", "resist fire 5", "rank standard -> elite") as the sheet
// and the stat block say them (ranks and skills as the library's lists name them): one place for each word.
QHash<QString, QString> words()
{
    QHash<QString, QString> words;
    for (Defense defense : allDefenses)
        words.insert(defenseName(defense), RulesTexts::defense(defense));
    for (int i = 1; i < damageTypeCount; ++i)
        words.insert(damageTypeName(DamageType(i)), RulesTexts::damageType(DamageType(i)));
    for (const char *sense : {"darkvision", "low-light vision"}) // the senses the templates give
        words.insert(QLatin1String(sense), MonsterFieldTexts::sense(QLatin1String(sense)));
    for (const char *mode : {"fly", "climb", "swim", "burrow"})
        words.insert(QLatin1String(mode), MonsterFieldTexts::movementMode(QLatin1String(mode)));
    for (MonsterRank rank : allMonsterRanks)
        words.insert(monsterRankName(rank), MonsterLibraryModel::rankText(rank));
    for (const MonsterTemplateRecord &record : MonsterTemplate::bundled())
        words.insert(record.name, MonsterLibraryModel::templateText(record.id, record.name));
    for (Skill skill : allSkills)
        words.insert(skillName(skill), SheetTexts::shown(skillName(skill)));
    return words;
}

} // namespace

QString MonsterRefusalTexts::translate(const QString &english, const QHash<QString, QString> &typed)
{
    QHash<QString, QString> names = words();
    names.insert(typed);
    return catalogue().translate(english, names);
}

QString MonsterRefusalTexts::translate(const QStringList &changes)
{
    QStringList shown;
    for (const QString &change : changes)
        shown << translate(change);
    return shown.join(QStringLiteral("; "));
}

bool MonsterRefusalTexts::known(const QString &english)
{
    return catalogue().known(english);
}
