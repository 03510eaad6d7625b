#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

/**
 * The monster library's refusals and change summaries in the table's language: the editor's fields
 * (MonsterFields, "'x' is not a whole number from 1 to 99"), re-levelling, the templates and the Adventurer's rule,
 * and the import's errors ("crypt.md:12: monster 'Wolf': the block has no level line"). The engine words them in
 * English for the CLI, the logs and the tests; this catalogue (a RefusalCatalogue, context "MonsterRefusalTexts")
 * puts each sentence it knows into the translation, the engine's words in it (defenses, damage types, movement modes,
 * ranks) as the sheet says them. What it does not know is shown as the engine wrote it.
 */
class MonsterRefusalTexts
{
public:
    /** typed: what the engine read for what was typed ("+6 vs AC" for "+6 gegen RK"), so a refusal quotes the typing.
     */
    static QString translate(const QString &english, const QHash<QString, QString> &typed = {});
    /** Changes ("hit points 39 -> 78", "XP 150 -> 300"), each translated, joined by "; ". */
    static QString translate(const QStringList &changes);
    /** Whether the catalogue has a pattern for the message (tests check that the engine's refusals are covered). */
    static bool known(const QString &english);
};
