#pragma once

#include "core/result.h"
#include "orcus/statblock.h"

#include <QStringList>

namespace battlemat {

/** A stat block after a template or a new level, with what changed in words for the game master. */
struct AdjustedMonster
{
    StatBlock block;
    QStringList changes; // "hit points 201 -> 402", "rank standard -> elite", ...
};

/**
 * The monster templates of ../shared/rules/orcus-monsters-1.0.md, "Monster Templates": elite and boss (the
 * "Standard Bonuses": standard to elite x2 HP, +2 saves, 1 action point, x2 XP; elite to boss x2 HP, +5 saves in
 * total, +1 action point, x2.5 XP; standard to boss both steps at once) and the named templates Ghost, Half-Fiend and
 * Forlorn Shade, each of which is also one elite step ("A template usually turns a standard monster into an elite
 * monster. Applying an elite template to a monster that is already an elite turns it into a boss monster."). What a
 * named template gives that the engine reads (defenses, resistances, immunities, speeds, incorporeal) becomes data;
 * its powers and traits are added as the printed text, the table's. The Adventurer template needs a class and its
 * choices, which the rules leave to the game master: it is not offered.
 */
class MonsterTemplate
{
public:
    /** "elite", "boss", "ghost", "half-fiend", "forlorn-shade". */
    static QStringList names();
    /**
     * The block with the template applied, under a new id and name ("balor-ghost", "Balor (ghost)"). Refused with
     * the reason for a hero, a mook (the rules template standard and elite monsters), a boss, and an unknown name.
     */
    static Result<AdjustedMonster> apply(const StatBlock &block, const QString &name);
};

} // namespace battlemat
