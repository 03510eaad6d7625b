#pragma once

#include "orcus/statblock.h"

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class MonsterLibraryModel;

/**
 * Encounter > Monster library > Edit: the numbers of one library monster as the game master changes them, field by
 * field (MonsterFields: level, role, rank, abilities, defenses, hit points, speeds, resistances and immunities, and
 * each power's name, action, attack, damage, range and recharge). The tables' numbers for its level, role and rank can
 * be filled in, and a new level moves them as the tables grow (MonsterRelevel). Save checks every field (a refusal
 * names the field and keeps the dialog open) and stores the block in the campaign's library as one session step
 * ("monster.put"), which Edit > Undo takes back.
 */
class MonsterEditor : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(MonsterLibraryModel *library READ library WRITE setLibrary NOTIFY libraryChanged)
    Q_PROPERTY(QString monsterId READ monsterId WRITE setMonsterId NOTIFY monsterChanged)
    Q_PROPERTY(QString name READ name NOTIFY monsterChanged)
    // [{key, label, value}]: the general fields, in MonsterFields order
    Q_PROPERTY(QVariantList fields READ fields NOTIFY fieldsChanged)
    // [{number, title, fields: [{key, label, value}]}]: one entry per power
    Q_PROPERTY(QVariantList powers READ powers NOTIFY fieldsChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY messageChanged)
    Q_PROPERTY(QString errorKey READ errorKey NOTIFY messageChanged)
    Q_PROPERTY(QString changes READ changes NOTIFY messageChanged)

public:
    explicit MonsterEditor(QObject *parent = nullptr);

    MonsterLibraryModel *library() const;
    void setLibrary(MonsterLibraryModel *library);
    QString monsterId() const { return m_id; }
    void setMonsterId(const QString &id);
    QString name() const { return m_working.name; }
    QVariantList fields() const;
    QVariantList powers() const;
    QString errorMessage() const { return m_error; }
    QString errorKey() const { return m_errorKey; }
    QString changes() const { return m_changes; }

    /** The text typed into a field; read when the block is checked (save, the tables, a new level). */
    Q_INVOKABLE void setValue(const QString &key, const QString &value);
    /** The "Creating new monsters" tables' numbers for the level, role and rank in the fields. */
    Q_INVOKABLE bool fillFromTables();
    /** The monster at another level, its numbers moved as the tables grow (1 to 30). */
    Q_INVOKABLE bool relevel(int level);
    /**
     * One more power, an at-will standard action with the tables' attack (vs AC) and at-will single-target damage for
     * the monster's level, role and rank, as the builder's basic attack has them; the game master names it and
     * changes its fields. Stored with the rest on Save.
     */
    Q_INVOKABLE bool addPower();
    /** Checks every field and stores the monster in the campaign's library (one session step). */
    Q_INVOKABLE bool save();

    /** The field's name in the window's language ("Armor Class" -> "Rüstungsklasse"). */
    static QString labelOf(const QString &key);

Q_SIGNALS:
    void libraryChanged();
    void monsterChanged();
    void fieldsChanged();
    void messageChanged();
    void saved(const QString &monsterId);

private:
    /** The working block with the typed edits applied, or false with the refusal shown. */
    bool applyEdits();
    void setMessage(const QString &error, const QString &key, const QString &changes);
    /** A field's closed list of {id, name} (role, rank, leader, a power's action and recharge); empty for text. */
    static QVariantList choicesOf(const QString &key);
    QVariantMap fieldView(const QString &key, const QString &shown) const;
    QString value(const QString &key, const QString &shown) const;

    QPointer<MonsterLibraryModel> m_library;
    QString m_id;
    battlemat::StatBlock m_working;
    QList<QPair<QString, QString>> m_edits; // typed, in order, one per field
    QString m_error;
    QString m_errorKey;
    QString m_changes;
};
