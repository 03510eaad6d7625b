#pragma once

#include "grid/creaturesize.h"
#include "orcus/abilityscores.h"
#include "orcus/damageadjustments.h"
#include "orcus/herosheet.h"
#include "orcus/monstersheet.h"
#include "orcus/power.h"

#include <QList>
#include <QStringList>

namespace battlemat {

/** Heroes 1 to 30 ("Experience, levels and tiers"); monsters use the same range. */
inline constexpr int minCreatureLevel = 1;
inline constexpr int maxCreatureLevel = 30;
/** Published monsters go past the heroes' 30 (Orcus is level 35 in ../shared/rules/orcus-monsters-1.0.md). */
inline constexpr int maxMonsterLevel = 40;

/**
 * Everything that describes a hero or a monster before the fight starts. A hero's defenses and hit points are
 * derived from abilities, armor and its sheet (DerivedStats); a monster's are printed on its MonsterSheet.
 */
struct StatBlock
{
    enum class Kind : quint8
    {
        Hero,
        Monster
    };

    QString id; // unique within an encounter; the map and the log refer to the creature by it
    QString name;
    Kind kind = Kind::Hero;
    int level = 1;
    AbilityScores abilities;
    CreatureSize size = CreatureSize::Medium;
    int reach = 1;
    QStringList senses; // "darkvision", "low-light vision"
    QStringList tags;   // ancestry and creature tags ("dwarf", "demon", "aquatic")
    QString alignment;
    DamageAdjustments damageAdjustments;
    int regeneration = 0; // innate regeneration per turn; 0 = none
    QString portrait;     // base64 PNG (grid/portrait.h); a token placed from the block without its own shows it
    QList<Power> powers;
    HeroSheet hero;       // used when kind == Hero
    MonsterSheet monster; // used when kind == Monster

    bool isHero() const { return kind == Kind::Hero; }
    bool isMonster() const { return kind == Kind::Monster; }
    int halfLevel() const { return level / 2; }
    const Power *power(const QString &name) const;
};

} // namespace battlemat
