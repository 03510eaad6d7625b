#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "orcus/damagetype.h"
#include "orcus/defense.h"
#include "orcus/monsterdetails.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

namespace battlemat {

/** A number the templates print with its steps: "5 (10 at Level 11, 15 at Level 21)". */
struct LevelSteps
{
    int base = 0;
    int at11 = 0;
    int at21 = 0;
    int at(int level) const { return level >= 21 ? at21 : level >= 11 ? at11 : base; }
};

/** A power or trait of a template as printed: its header line and its text, resolved for a creature's level when
 *  the template is applied (TemplateText), then read by the power parser where it can. */
struct TemplateItem
{
    int line = 0;
    QString header; // "🏹 **Malevolence** (standard, refresh 5, 6) ● Psychic", "**Smite Good:**"
    QString name;
    QString text;
    bool power = false; // a usage in parentheses: an action; else a trait
};

/** The Adventurer template's count of powers of one kind: "One encounter power (two from level 11)". */
struct PowerQuota
{
    QString kind; // "at-will", "encounter", "daily", "utility"
    LevelSteps count;
};

/**
 * One monster template of ../shared/rules/orcus-monsters-1.0.md, "Monster Templates", as read from its section:
 * what the engine reads (speed modes, defense bonuses, senses, resistances and vulnerabilities with their Level 11/21
 * steps, immunities, incorporeal, auras) and its powers and traits as printed. Stored in the campaign's library as
 * its id, name, elite step and printed text: the fields are read again from the text by MonsterTemplateParser, so
 * the text is the one source.
 */
struct MonsterTemplateRecord
{
    QString id;            // "ghost", "half-fiend"
    QString name;          // "Ghost", "Half-Fiend"
    QString text;          // the section as printed, from its "## Name" line
    int line = 0;          // of "## Name" in its file
    bool eliteStep = true; // "A template usually turns a standard monster into an elite monster"

    QMap<QString, int> speedModes; // "fly" -> 6
    bool hover = false;
    QMap<Defense, int> defenseBonuses;
    QStringList senses;
    QMap<DamageType, LevelSteps> resistances;
    QMap<DamageType, LevelSteps> vulnerabilities;
    QSet<DamageType> immunities;
    QStringList immuneTo; // effects: "disease", "charm"
    bool incorporeal = false;
    QList<Aura> auras;
    QList<TemplateItem> items; // traits and powers, in printed order

    // The Adventurer template: the class is the game master's (../shared/rules/README.md, "Known unknowns").
    bool needsClass = false;
    int trainedSkills = 0;         // "Choose two from the class skills"
    QList<PowerQuota> powerQuotas; // "One at-will power." ...

    /** The parts the engine plays ("fly 6 (hover)", "resist fire 5/10/15") and those left to the table. */
    QStringList automated() const;
    QStringList table() const;
};

/** {"format": "battlemat-monster-template", "id", "name", "eliteStep", "text"}: the campaign's stored document. */
QJsonObject templateToJson(const MonsterTemplateRecord &record);
/** Reads a stored template: its text is parsed again, a text that does not read is refused with the line at fault. */
Result<MonsterTemplateRecord> templateFromJson(const QJsonObject &document, const JsonContext &where);
/** Whether a stored document is a template's ("format" says so). */
bool isTemplateDocument(const QJsonObject &document);
/** {"id", "name", "eliteStep", "needsClass", "automated": [...], "table": [...]}: the list and the import report. */
QJsonObject templateSummaryJson(const MonsterTemplateRecord &record);

} // namespace battlemat
