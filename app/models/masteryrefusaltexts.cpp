#include "masteryrefusaltexts.h"

#include "refusalcatalogue.h"

#include <QCoreApplication>

#include <iterator>

namespace {

// The engine's sentences, word for word; the longer of two that share a beginning comes first.
const char *const patterns[] = {
    // A region's shape and place (engine/regions/regionmapcheck.cpp, regionmap.cpp)
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "a region needs a non-empty id"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "region '%1' has no name"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "region '%1' needs at least 3 corners, has %2"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "region '%1' needs a polygon of at least 3 points, has %2"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "region '%1' has a corner that is not a finite number"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "region '%1' crosses itself: its edges %2 and %3 meet"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "region '%1' has no area"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "region '%1' overlaps region '%2'"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "region id '%1' is used twice"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "region id '%1' is taken"),
    // Links (regionmapcheck.cpp, engine/session/regioneditcommand.cpp)
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "a link needs two different regions, both are '%1'"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts",
                      "a %1 between '%2' and '%3' must lie on their shared border, and they share none"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "no link between '%1' and '%2'"),
    // Split and merge (engine/regions/regiongeometry.cpp, regioneditcommand.cpp)
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "cannot split '%1': %2"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "cannot merge '%1' and '%2': %3"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "the polygon has corners 0 to %1"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "a cut needs two corners that are not next to each other"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "the cut from corner %1 to corner %2 leaves the region"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "the two regions share no border"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "the two regions do not join into one outline"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "the merged region would enclose a hole or fall into pieces"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "merging needs two different regions"),
    // The campaign's region maps (regioneditcommand.cpp)
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "no region '%1' on the region map '%2'"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "the campaign has a region map '%1' already"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "the campaign has no region map '%1'"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "%1 is not a PNG, JPEG or WebP picture"),
    // Turns and initiative (engine/mastery/masterycommandrunner.cpp, refinitiativeorder.cpp)
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "it is not '%1''s turn (it is '%2''s)"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "only the one whose turn it is can delay; it is '%1''s turn"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1' has already acted this turn"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1' is not delaying"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1' is named twice"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1' is in the middle of its turn; resume when a turn ends"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "name at least one delaying combatant"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1' cannot interrupt its own turn"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1' is already interrupting"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1' is interrupting; end the interruption first"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1' has no interrupting actions left"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1' has no AP of its next turn left for interrupting"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "nobody is interrupting"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "nobody is in the turn order"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "no turn is running; start combat first"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "no combat is running"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "no contested situation is running"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "combat has already started"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "nobody can fight"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1' is in no region; place it on the map before combat starts"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1' has no 'ref' die for initiative"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "monster group '%1' has no REF die"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "nothing to undo"),
    // Action points (engine/mastery/actionpoints.cpp)
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1' has no MP to keep the turn going"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1' is cooling down (used on turn %2; usable again on turn %3)"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "the turn is over; only free actions are left"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "only a major action ends the turn; an MP cannot keep a %1 action going"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "no AP left for a minor action"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "no AP left for a major action"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "no AP left for an exclusive action"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "an MP keeps the turn going after a major action from rank 2; rank is 1"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts",
                      "this is major action %1 of at most %2 (the rank) this turn; it ends the turn"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "no AP would be left after this major action; an MP cannot help"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "an exclusive action takes the whole turn; this turn already had actions"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts",
                      "%1 of %2 AP of the next turn are already spent on interrupts; only free interrupts are left"),
    // Moves (engine/mastery/regionmovement.cpp, masterycombat.cpp)
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "the mover is in no region of this map ('%1')"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "a %1 covers %2, not %3"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "no region '%1' on this map"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "no region '%1' on the map"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "the mover is already in '%1'"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1' is not adjacent to '%2'"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "from '%1' to '%2' needs %3: an exclusive action (mode %4)"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "no swimming is needed from '%1' to '%2'"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "no climbing is needed from '%1' to '%2'"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "needs 'to' (a region) or 'path' (regions in order)"),
    // Attacks and checks (masterycombat.cpp)
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1' cannot attack itself"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1' has no '%2' die"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1' is in no region yet; place it first"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1' is not in melee with '%2' (different regions); use ranged"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "no way leads from '%1' to '%2'"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts",
                      "'%1' is neither a difficulty of the table (Trivial ... Wait, What?) nor a ladder die"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "no combatant '%1' in this encounter"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1' is defeated"),
    // The fight on the table (engine/rulesets/masterycommand.cpp, masterytablerun.cpp)
    QT_TRANSLATE_NOOP("MasteryRefusalTexts",
                      "a contest is running; end it (mastery.endContest) before setting up another"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "no mastery encounter is on the table; set one up first (mastery.setup)"),
    // A refusal with the combatant's id before it ("'aldric': no AP left ...")
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "'%1': %2"),
    // The engine's words inside the sentences: moves, needs, link and action kinds
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "step"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "careful"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "run"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "swim"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "climb"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "swimming"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "climbing"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "one region"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "one or two regions"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "wall"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "door"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "opening"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "ladder"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "free"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "minor"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "major"),
    QT_TRANSLATE_NOOP("MasteryRefusalTexts", "exclusive"),
};

const RefusalCatalogue &catalogue()
{
    static const RefusalCatalogue list("MasteryRefusalTexts",
                                       QList<const char *>(std::begin(patterns), std::end(patterns)));
    return list;
}

} // namespace

QString MasteryRefusalTexts::translate(const QString &english)
{
    return catalogue().translate(english);
}

bool MasteryRefusalTexts::known(const QString &english)
{
    return catalogue().known(english);
}
