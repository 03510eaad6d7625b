#pragma once

#include "core/result.h"
#include "monsters/templaterecord.h"
#include "orcus/statblock.h"

#include <QJsonObject>
#include <QMap>

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
 * total, +1 action point, x2.5 XP; standard to boss both steps at once) and the named templates read from the file
 * (MonsterTemplateRecord: Ghost, Half-Fiend, Forlorn Shade as printed), each of which is also one elite step ("A
 * template usually turns a standard monster into an elite monster. Applying an elite template to a monster that is
 * already an elite turns it into a boss monster."). What a named template gives that the engine reads becomes data;
 * its powers go through the power parser and keep their printed text, its traits are the table's. A template that
 * needs a class (Adventurer) is applied by AdventurerTemplate with the game master's choices.
 */
class MonsterTemplate
{
public:
    /** "elite", "boss" and the ids of the bundled templates that need no class choices. */
    static QStringList names();
    static QStringList names(const QList<MonsterTemplateRecord> &templates);
    /** The templates bundled with Battlemat (resources/monsters/orcus-monsters-1.0.md, parsed by the importer). */
    static const QList<MonsterTemplateRecord> &bundled();
    /** The campaign's stored templates (by id, as stored), then the bundled ones it does not hold, in file order. */
    static Result<QList<MonsterTemplateRecord>> available(const QMap<QString, QJsonObject> &campaign);

    /**
     * The block with the template applied, under a new id and name ("balor-ghost", "Balor (ghost)"). Refused with
     * the reason for a hero, a mook (the rules template standard and elite monsters), a boss, an unknown name and a
     * template that needs a class. The first form reads the bundled templates.
     */
    static Result<AdjustedMonster> apply(const StatBlock &block, const QString &name);
    static Result<AdjustedMonster> apply(const StatBlock &block, const QString &name,
                                         const QList<MonsterTemplateRecord> &templates);
    /** The record's changes after one elite step (no new id or name): the Adventurer adds its class on top. */
    static Result<AdjustedMonster> applyRecord(const StatBlock &block, const MonsterTemplateRecord &record);
    /** A template's power for a creature of this level: its text resolved (MonsterTemplateParser::atLevel) and read
     *  by the power parser; a power whose usage it cannot read is kept as its text, the table's. */
    static Power power(const TemplateItem &item, int level);
};

} // namespace battlemat
