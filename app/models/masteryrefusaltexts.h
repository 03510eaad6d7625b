#pragma once

#include <QString>

/**
 * The refusals of the region maps (the editor's bad shapes and links) and of the mastery-point rules (turns,
 * action points, moves, attacks) in the table's language: the engine words them in English for the CLI, the logs
 * and the tests; this catalogue (a RefusalCatalogue, context "MasteryRefusalTexts") puts each sentence it knows into
 * the translation with its names and numbers, nested reasons ("cannot split 'Hall': the cut ... leaves the region")
 * and the engine's words ("swim", "door") translated too. What it does not know is shown as the engine wrote it.
 */
class MasteryRefusalTexts
{
public:
    static QString translate(const QString &english);
    /** Whether the catalogue has a pattern for the message (tests check that the engine's refusals are covered). */
    static bool known(const QString &english);
};
