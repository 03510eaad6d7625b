#pragma once

#include "core/result.h"
#include "monsters/monsterfields.h"
#include "monsters/templaterecord.h"

#include <QList>
#include <QPair>
#include <QStringList>

namespace battlemat {

/**
 * Editing a monster template by field (Encounter > Monster library > Edit template): the lines of its text that say
 * what it gives a monster, as the book prints them (../shared/rules/orcus-monsters-1.0.md, "Monster Templates"):
 * "**Speed:** fly 6 (hover).", "**Defenses:** +2 Fortitude, +2 Reflex.", "**Senses:**", "**Resist:**",
 * "**Vulnerable:**", "**Immune:**". A field is its line's value; an edit replaces it, an empty value takes the line
 * out, a new line goes under the name. The template is stored as its text, so the edited text is read again by the one
 * parser (MonsterTemplateParser): what is stored cannot disagree with its text, and a value the parser refuses is
 * refused naming the field, the template as it was. The name is not a field: it is the template's id.
 */
class MonsterTemplateFields
{
public:
    /** "speed", "defenses", "senses", "resist", "vulnerable", "immune". */
    static QStringList keys();
    /** Every field of the template with its line's value ("" when the template has no such line). */
    static QList<MonsterField> of(const MonsterTemplateRecord &record);
    /** The template with every edit applied in order, read again from its text, or the first refusal. */
    static Result<MonsterTemplateRecord> apply(const MonsterTemplateRecord &record,
                                               const QList<QPair<QString, QString>> &edits,
                                               MonsterFieldError *error = nullptr);
};

} // namespace battlemat
