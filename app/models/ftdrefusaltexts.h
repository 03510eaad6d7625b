#pragma once

#include <QCoreApplication>
#include <QString>

/**
 * The Five Torches Deep ruleset's refusals and reasons in the table's language. The engine words them in English
 * (the CLI, the logs and the tests read them so); this catalogue lists each of its sentences as a pattern with
 * placeholders (QT_TRANSLATE_NOOP, so lupdate collects them), matches the engine's message against them and puts the
 * captured names and numbers into the translation, each in turn looked up again ("Skeleton 1 is 35 ft away: beyond
 * melee reach" nests the reach's reason). A message the catalogue does not know is shown as the engine wrote it;
 * a prefix naming a field or a combatant ("combatants[0].sheet: ...") is kept and what follows it translated.
 */
class FtdRefusalTexts
{
    Q_DECLARE_TR_FUNCTIONS(FtdRefusalTexts)

public:
    static QString translate(const QString &english);
    /** Whether the catalogue has a pattern for the message (tests check that the engine's refusals are covered). */
    static bool known(const QString &english);
};
