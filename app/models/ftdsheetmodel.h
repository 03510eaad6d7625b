#pragma once

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class EncounterController;

/**
 * A Five Torches Deep character sheet or monster stat block (battlemat-ftd-character, battlemat-ftd-monster;
 * docs/five-torches-deep.md) open in the window: one of the campaign's stored sheets (saved, removed, its items
 * dropped and new ones made through the table session's steps, so Edit > Undo takes them back), or a file (imported
 * into the campaign, or saved back whole). Its fields to edit, what the engine derives from them (loads against the
 * STR score, speed after load, disadvantage, resilience, best modifier; a monster's morale and loot), printed to PDF
 * one page each (FtdSheetPrinter). An edit the engine refuses (a score of 31) is shown with its reason and kept out.
 */
class FtdSheetModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool loaded READ loaded NOTIFY changed)
    Q_PROPERTY(bool monster READ monster NOTIFY changed)
    Q_PROPERTY(QString fileName READ fileName NOTIFY changed)
    // A var in QML (its keys are the file's), so qmllint reads sheet.values.name as the map's entry.
    Q_PROPERTY(QVariant values READ valuesVariant NOTIFY changed)
    Q_PROPERTY(QStringList derived READ derived NOTIFY changed)
    Q_PROPERTY(QStringList items READ items NOTIFY changed)
    Q_PROPERTY(QStringList itemNames READ itemNames NOTIFY changed)
    // The carried items to edit: [{name, loads, count}] as the engine reads them (loads from the table when not given).
    Q_PROPERTY(QVariantList itemRows READ itemRows NOTIFY changed)
    // A character's weapons: [{name, damage, ranged, rangeFeet, proficient, attack}], attack being what the fight
    // rolls with this sheet's modifiers ("Longsword +5, 1d8+3, close").
    Q_PROPERTY(QVariantList weapons READ weapons NOTIFY changed)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY changed)
    Q_PROPERTY(QString status READ status NOTIFY changed)
    Q_PROPERTY(EncounterController *table READ table WRITE setTable NOTIFY tableChanged)
    // The campaign plays by Five Torches Deep: its stored sheets can be listed and saved.
    Q_PROPERTY(bool campaign READ campaign NOTIFY storedChanged)
    // [{id, name, monster, text}] in the order they were made.
    Q_PROPERTY(QVariantList stored READ stored NOTIFY storedChanged)
    // The id of the stored sheet open; empty for a file or a new sheet not saved yet.
    Q_PROPERTY(QString storedId READ storedId NOTIFY changed)
    Q_PROPERTY(bool dirty READ dirty NOTIFY changed)

public:
    explicit FtdSheetModel(QObject *parent = nullptr);

    bool loaded() const { return !m_sheet.isEmpty(); }
    bool monster() const;
    QString fileName() const { return m_fileName; }
    QVariantMap values() const { return m_sheet.toVariantMap(); }
    QVariant valuesVariant() const { return values(); }
    QStringList derived() const;
    QStringList items() const;
    QStringList itemNames() const;
    QVariantList weapons() const;
    QVariantList itemRows() const;
    QString errorMessage() const { return m_error; }
    QString status() const { return m_status; }
    EncounterController *table() const;
    void setTable(EncounterController *table);
    bool campaign() const;
    QVariantList stored() const;
    QString storedId() const { return m_storedId; }
    bool dirty() const { return m_dirty; }

    /** Opens a file (a path or a local URL's text). */
    Q_INVOKABLE bool open(const QString &file);
    /** Opens one of the campaign's stored sheets. */
    Q_INVOKABLE bool openStored(const QString &id);
    /** A new character (level 1, all scores 10) or monster (1 HD), not stored until saved. */
    Q_INVOKABLE void newSheet(bool monster);
    /** Saves the sheet in the campaign (a session step): the stored one it was opened from, or a new one. */
    Q_INVOKABLE bool saveToCampaign();
    /** Reads a file and stores it in the campaign as a new sheet. */
    Q_INVOKABLE bool importFile(const QString &file);
    Q_INVOKABLE bool removeStored(const QString &id);
    /** Drops one of an item the stored character carries (what an arduous return's lost loads are). */
    Q_INVOKABLE bool dropItem(const QString &name);
    /** A field of the sheet: "name", "level", "STR" (an ability), "armorClass", ...; refused edits say why. */
    Q_INVOKABLE bool set(const QString &key, const QVariant &value);
    /** A new melee weapon (1d6, proficient) named so it differs from the others; kept when the sheet is saved. */
    Q_INVOKABLE bool addWeapon();
    /** A weapon's "name", "damage" (NdS[+B]), "ranged" (bool; ranged gets 60 ft), "rangeFeet" or "proficient". */
    Q_INVOKABLE bool setWeapon(int index, const QString &field, const QVariant &value);
    Q_INVOKABLE bool removeWeapon(int index);
    /** A new carried item ("New item", 1 load) to rename; kept when the sheet is saved. */
    Q_INVOKABLE bool addItem();
    /** An item's "name", "loads" (0-100; a name the load table lists may leave them to it) or "count" (1-10000). */
    Q_INVOKABLE bool setItem(int index, const QString &field, const QVariant &value);
    Q_INVOKABLE bool removeItem(int index);
    Q_INVOKABLE bool save();
    /** Writes the sheet's page to a PDF (a path or a local URL's text). */
    Q_INVOKABLE bool exportPdf(const QString &file);

Q_SIGNALS:
    void changed();
    void tableChanged();
    void storedChanged();

private:
    bool fail(const QString &message);
    QString check(const QJsonObject &sheet) const;
    bool apply(const QJsonObject &sheet);
    QJsonObject moduleState() const;
    bool runStep(const QJsonObject &step, const QString &done);
    void reload();

    QPointer<EncounterController> m_table;
    QJsonObject m_storedState; // the campaign's sheets as last seen
    QString m_storedId;
    bool m_dirty = false;
    QJsonObject m_sheet;
    QString m_fileName;
    QString m_error;
    QString m_status;
};
