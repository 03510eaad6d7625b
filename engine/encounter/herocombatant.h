#pragma once

#include "core/result.h"
#include "encounter/combatant.h"
#include "orcus/orcussettings.h"
#include "sheet/herocharacter.h"

#include <QJsonObject>

namespace battlemat {

/**
 * A hero from its character sheet as an encounter combatant, and back. The sheet is where a hero's numbers come
 * from (CharacterSheet: defenses, hit points, recoveries, skills, the wielded weapon's basic attacks and every
 * power's attack bonus and damage at the hero's level), so the fight uses exactly what the paper shows. The result
 * is an encounter-file stat block (docs/encounter.md), which keeps the encounter log self-contained: its first event
 * holds the blocks, and a replay never needs the sheet again.
 */
class HeroCombatant
{
public:
    /**
     * The encounter stat block for the hero's token, at the hit points and recoveries the sheet has left; its id is
     * the map creature's when given (a token may be named otherwise than the sheet's hero), else the sheet's. The
     * settings are the campaign's (the rules version decides the basic attacks' damage).
     */
    static Result<QJsonObject> statBlock(const HeroCharacter &hero, const QString &creatureId = {},
                                         const OrcusSettings &settings = {});
    /**
     * The sheet after (or during) an encounter: damage taken, recoveries and action points as the combatant has
     * them. Temporary hit points end with the encounter ("Temporary hit points"), so only real hit points count;
     * current hit points may be negative ("Hit points and healing"), so the damage may exceed the maximum.
     */
    static HeroCharacter afterEncounter(HeroCharacter hero, const Combatant &combatant);
    /**
     * Replaces every stat block of the encounter file that names a hero file ({"id": "brannoc", "heroSheet":
     * "heroes/brannoc-vell.json"}, relative to baseDirectory) by the stat block of that sheet, so the encounter
     * log's first event holds the numbers the fight started with.
     */
    static Result<QJsonObject> inlineHeroSheets(QJsonObject encounter, const QString &baseDirectory,
                                                const JsonContext &context, const OrcusSettings &settings = {});
};

} // namespace battlemat
