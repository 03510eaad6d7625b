#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

/**
 * A character sheet's typed lists in the table's language, both ways (MonsterFieldTexts, the monster editor's
 * words): the senses field shows "Dämmersicht, Erschütterungssinn 10" and the hero file keeps the engine's
 * "low-light vision, tremorsense 10", and the tags "Zwerg" as "dwarf" (MonsterKeywordTexts), as the size and alignment
 * fields do with CreatureChoices. A word the rules do not know is kept as typed.
 */
class SheetWords : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;

    /** A list field's stored text as the table reads it (key: "senses" or "tags"; others as stored). */
    Q_INVOKABLE QString shown(const QString &key, const QString &stored) const;
    /** What was typed into a list field, in the hero file's words. */
    Q_INVOKABLE QString stored(const QString &key, const QString &typed) const;
};
