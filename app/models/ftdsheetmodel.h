#pragma once

#include <QJsonObject>
#include <QObject>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

/**
 * A Five Torches Deep character sheet or monster stat block file (battlemat-ftd-character, battlemat-ftd-monster;
 * docs/five-torches-deep.md) open in the window: its fields to edit, what the engine derives from them (loads
 * against the STR score, speed after load, disadvantage, resilience, best modifier; a monster's morale and loot),
 * saved back whole and printed to PDF one page each (FtdSheetPrinter). An edit the engine refuses (a score of 31)
 * is shown with its reason and kept out of the file.
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
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY changed)
    Q_PROPERTY(QString status READ status NOTIFY changed)

public:
    explicit FtdSheetModel(QObject *parent = nullptr);

    bool loaded() const { return !m_sheet.isEmpty(); }
    bool monster() const;
    QString fileName() const { return m_fileName; }
    QVariantMap values() const { return m_sheet.toVariantMap(); }
    QVariant valuesVariant() const { return values(); }
    QStringList derived() const;
    QStringList items() const;
    QString errorMessage() const { return m_error; }
    QString status() const { return m_status; }

    /** Opens a file (a path or a local URL's text). */
    Q_INVOKABLE bool open(const QString &file);
    /** A field of the sheet: "name", "level", "STR" (an ability), "armorClass", ...; refused edits say why. */
    Q_INVOKABLE bool set(const QString &key, const QVariant &value);
    Q_INVOKABLE bool save();
    /** Writes the sheet's page to a PDF (a path or a local URL's text). */
    Q_INVOKABLE bool exportPdf(const QString &file);

Q_SIGNALS:
    void changed();

private:
    bool fail(const QString &message);
    QString check(const QJsonObject &sheet) const;

    QJsonObject m_sheet;
    QString m_fileName;
    QString m_error;
    QString m_status;
};
