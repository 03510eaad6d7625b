#include "mapeditrefusaltexts.h"

#include "refusalcatalogue.h"

#include <QCoreApplication>

#include <iterator>

namespace {

// The engine's sentences, word for word (engine/mapedit/mapedit.cpp, lightandsightedits.cpp); the longer of two
// that share a beginning comes first.
const char *const patterns[] = {
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "%1 does not fit at %2: square %3 is off the %4 x %5 map"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "%1 cannot stand at %2: square %3 is %4 terrain"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "there is no creature with id \"%1\" on the map"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "there is already a creature with id \"%1\" on the map"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "a creature needs an id"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "cannot make square %1 %2: %3 stands there"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "cannot change the %1 edge of square %2: it is off the %3 x %4 map"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "cannot put a %1 on square %2: it is off the %3 x %4 map"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "cannot %1 square %2: it is off the %3 x %4 map"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "%1: maximum hit points must be at least 1, not %2"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "the background needs a positive number of pixels per square, not %1"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "'%1' is not a light source; use candle, torch, lantern or glowbasket"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "a %1 burns 0 to %2 minutes, not %3"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "there is no creature with id \"%1\" to carry the %2"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "lights burn for 1 to 100000 minutes at a time, not %1"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "square %1 is off the %2 x %3 map"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "the %1 edge of square %2 is no door"),
    // The engine's words inside them: the brushes' verbs, the sides of a square, the lights
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "paint"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "light"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "mark"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "N"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "E"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "S"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "W"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "candle"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "torch"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "lantern"),
    QT_TRANSLATE_NOOP("MapEditRefusalTexts", "glowbasket"),
};

const RefusalCatalogue &catalogue()
{
    static const RefusalCatalogue list("MapEditRefusalTexts",
                                       QList<const char *>(std::begin(patterns), std::end(patterns)));
    return list;
}

} // namespace

QString MapEditRefusalTexts::translate(const QString &english)
{
    return catalogue().translate(english);
}

bool MapEditRefusalTexts::known(const QString &english)
{
    return catalogue().known(english);
}
