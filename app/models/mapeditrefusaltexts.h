#pragma once

#include <QString>

/**
 * The map editor's refusals (engine/mapedit: a square off the map, a creature that does not fit, a door that is
 * none, a light that is none) in the table's language: the engine words them in English for the CLI, the logs and
 * the tests; this catalogue (a RefusalCatalogue, context "MapEditRefusalTexts") puts each sentence it knows into the
 * translation with its names, squares and numbers, the sides of a square and the brushes' verbs translated too.
 * What it does not know is shown as the engine wrote it.
 */
class MapEditRefusalTexts
{
public:
    static QString translate(const QString &english);
    /** Whether the catalogue has a pattern for the message (tests check that the engine's refusals are covered). */
    static bool known(const QString &english);
};
