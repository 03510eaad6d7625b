#include "orcusrefusaltexts.h"

#include "refusalcatalogue.h"

#include "encounter/encounterstate.h"

#include <QCoreApplication>

#include <iterator>

namespace {

// The engine's sentences, word for word (engine/encounter and engine/grid); the words it puts into them (action
// kinds, movement modes, phases) last, so that a sentence is matched whole before a word of it.
const char *const patterns[] = {
    // Turns and actions (engine/encounter/commandchecks.cpp, initiative)
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "it is %1's turn, not %2's"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 cannot take actions (dead, stunned, unconscious or surprised)"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 cannot take actions"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 has no %2 action left this turn (standard %3, move %4, swift %5)"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "the encounter is not in combat (phase: %1)"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "the encounter is not in combat"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "the encounter has already started"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "there is no running encounter to end"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "nobody is left to take a turn"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 never gets a turn"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 has already had its turn this round or is acting"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "initiative is rolled once, after the encounter starts (phase: %1)"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "there is no initiative order to change"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "name at least two tied creatures to reorder"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "'%1' (initiative %2) is not tied with '%3' (initiative %4)"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "'%1' has no place in the initiative order"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "an immediate action happens on someone else's turn"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 has already taken an immediate action since its last turn"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "no action points in the surprise round"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 has no action points"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 has already spent an action point this encounter"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 has already spent an action point this round"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "no creature '%1'"),
    // A creature joining the fight (engine/encounter/addcreaturecommand.cpp, engine/session/reinforcement.cpp)
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 cannot stand at %2, %3: %4"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "there is a creature '%1' in the encounter already"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "the encounter has ended: a creature joins a fight that runs"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "initiative is not rolled yet: %1 rolls with everyone"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "there is no free space on this map for %1"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 is a hero: a hero's numbers are its character sheet's"),
    // Attacks and powers
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 cannot see %2"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 cannot target itself with %2"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 cannot target itself"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 has total cover from %2: no line of effect"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 is out of range: %2 squares away, %3 reaches %4"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 is too close: %2 squares away, %3 needs at least %4"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 is melee touch: %2 must be adjacent"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 is not in the area of %2"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 targets at most %2 creature(s)"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 targets of these sizes do not fit around the attacker; give fewer"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 has already used %2 (%3)"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 has no power '%2'"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 has no powers"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 is not an attack power"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 needs a target"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "an attack needs a target"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 needs an ally; %2 is an enemy"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 is a far power: give the origin square"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 is a spray: give the top-left square of its block as origin"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 has no area (burst size %2)"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "no line of effect to the origin square"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "the origin square is off the map"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "the origin square is out of range (%1 squares, range %2)"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "the origin square is too close (%1 squares, at least %2)"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 is dead"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 is not on the map"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 is prone: Stand Up first"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 is already prone"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 is not prone"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 is not dying"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 is not grappled"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 is not grappling anyone"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "the grapple needs no maintaining this turn"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "the push is not possible: %1"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "only Bull Rush pushes here"),
    // Charge, Coup de Grace and the other actions
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 has no basic melee attack to charge with"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "a charge ends in an unoccupied space; %1 is there"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "a charge goes towards a target; ask for the charge path instead"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "a charge needs a target"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "a creature cannot charge itself"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "charge path[%1] does not move directly towards %2"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1,%2 is not one square closer to the end of the charge at %3,%4"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "no unoccupied space from which %1 can attack %2"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "Coup de Grace needs %1 adjacent"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "Coup de Grace needs a helpless target; %1 is not"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "Coup de Grace needs an enemy; %1 is an ally"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 has no power '%2' for a Coup de Grace"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 has already rallied this encounter"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 has no Rally left this encounter"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 has no recoveries left to rally with"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 has already feinted this encounter"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "feint is near burst 1: %1 must be adjacent"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "feint needs an enemy"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "deter needs an enemy"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 failed to deter %2 already this encounter"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "no resting during an encounter: end it first"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "only one long rest in 24 hours: %1 more minutes must pass"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "recoveries are spent during a short rest"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 has %2 recoveries, not %3"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 hit points is more than %2's maximum of %3"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "no effect %1 is in force"),
    // Movement (engine/grid/movementrules.cpp, pathfinder.cpp, engine/encounter/movecommand.cpp)
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "path[%1] %2,%3: %4"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "square %1,%2 blocks movement"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "square %1,%2 is occupied by %3, which is not prone"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "square %1,%2 is occupied by hostile %3"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "a wall, a locked door or a closed corner is in the way from %1,%2"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "does not neighbour %1,%2"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1,%2 is not adjacent to %3,%4"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1,%2 is not %3 the origin"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "closer to"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "farther from"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "the path costs %1 squares of movement; %2 has %3 for a %4"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "needs %1 squares of movement; %2 has %3"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "no path for %1 to %2,%3"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "the path is empty"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "a step moves exactly 1 square"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "the %1 moves at most %2 squares"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 cannot end at %2,%3: %4"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 cannot end there: %2"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 cannot enter %2,%3"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 cannot move willingly (immobilized, restrained or unable to act)"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 cannot move willingly"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 cannot shift %2: an effect of %3"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 is %2 and cannot move willingly"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 is restrained and cannot be moved"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 cannot be moved there by a %2 of %3 squares"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 has no %2 speed"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 is a hostile creature in the way"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 squares away; the teleport reaches %2"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "a teleport names only its destination"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "the space does not fit on the map there"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "the space leaves the map"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "leaves a square adjacent to %1 to a square that is not"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "makes a ranged attack while adjacent to %1"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "uses a far power while adjacent to %1"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts",
                      "square %1,%2 is a pit: a creature that walks in falls (%3 damage); fly over it or go around"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts",
                      "%1 cannot reach the nearest space to attack %2 moving directly towards it within speed %3"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "the origin is %1 squares away; the range is %2"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "the spray does not fit on the map"),
    // Lights in the fight (engine/encounter/lightcommand.cpp)
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 already carries a lit %2: drop it first"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "%1 carries no light"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "no light lies at %1,%2"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts",
                      "%1,%2 is out of %3's reach: a light is picked up from its own or an adjacent square"),
    // The engine's words inside the sentences
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "save ends"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "until the end of its next turn"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "until the end of its source's next turn"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "until the start of its next turn"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "until the start of its source's next turn"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "until the end of the encounter"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "until resolved"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "while maintained"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "standard"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "move"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "swift"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "walk"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "run"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "step"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "charge"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "teleport"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "push"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "pull"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "shunt"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "fly"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "swim"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "climb"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "burrow"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "setup"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "started"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "surprise"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "combat"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "ended"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "encounter"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "daily"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "immobilized"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "restrained"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "unable to act"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "candle"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "torch"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "lantern"),
    QT_TRANSLATE_NOOP("OrcusRefusalTexts", "glowbasket"),
};

const RefusalCatalogue &catalogue()
{
    static const RefusalCatalogue list("OrcusRefusalTexts",
                                       QList<const char *>(std::begin(patterns), std::end(patterns)));
    return list;
}

} // namespace

QString OrcusRefusalTexts::translate(const QString &english, const QHash<QString, QString> &names)
{
    return catalogue().translate(english, names);
}

bool OrcusRefusalTexts::known(const QString &english)
{
    return catalogue().known(english);
}

QHash<QString, QString> OrcusRefusalTexts::namesIn(const battlemat::EncounterState &state)
{
    QHash<QString, QString> names;
    for (const battlemat::Combatant &c : state.combatants) {
        // Powers too ("staff reaches 1" reads "Quarterstaff reaches 1"); a creature's id wins over a power's.
        for (const battlemat::CombatPower &power : c.powers) {
            if (!power.name.isEmpty() && !names.contains(power.id))
                names.insert(power.id, power.name);
        }
    }
    for (const battlemat::Combatant &c : state.combatants)
        names.insert(c.id, c.name.isEmpty() ? c.id : c.name);
    return names;
}
