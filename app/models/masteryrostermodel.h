#pragma once

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class EncounterController;

/**
 * The campaign's mastery characters and monster groups for QML (the roster of engine/rulesets/masteryroster.h):
 * each sheet with its defaults filled in, and the forms' answers turned into "mastery.saveSheet" / "saveGroup" /
 * "removeSheet" / "removeGroup" steps of the table session, so Edit > Undo takes them back and the campaign keeps
 * them. Prints the sheets to a PDF (app/print/masterysheetprinter.h). Decides nothing: the engine checks each step.
 */
class MasteryRosterModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterController *table READ table WRITE setTable NOTIFY tableChanged)
    // Whether the campaign plays by the mastery rules (the roster is the ruleset's).
    Q_PROPERTY(bool available READ available NOTIFY changed)
    // [{id, name, side, group, rank, mp, ap, health, statistics ("ref D10\nattack D8 ..."), mpDefault}]
    Q_PROPERTY(QVariantList sheets READ sheets NOTIFY changed)
    Q_PROPERTY(QVariantList groups READ groups NOTIFY changed) // [{id, name, ref, mpPool}]
    Q_PROPERTY(int defaultAp READ defaultAp NOTIFY changed)    // the campaign's apPerTurn setting
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)

public:
    explicit MasteryRosterModel(QObject *parent = nullptr);

    EncounterController *table() const { return m_table; }
    void setTable(EncounterController *table);
    bool available() const;
    QVariantList sheets() const { return m_sheets; }
    QVariantList groups() const { return m_groups; }
    int defaultAp() const { return m_defaultAp; }
    QString errorMessage() const { return m_error; }

    /** Makes the mastery system the campaign's ruleset (a rules.set step). */
    Q_INVOKABLE bool useMasteryRules();
    /**
     * Saves a sheet from the form: id, name, side, group ("" for none), rank, mp and ap (0: the default), health,
     * statistics (one "name die" a line, e.g. "stealth D8"). False with errorMessage naming what is wrong.
     */
    Q_INVOKABLE bool saveSheet(const QVariantMap &fields);
    Q_INVOKABLE bool saveGroup(const QString &id, const QString &name, const QString &ref);
    /** Removes a sheet or a monster group by id. */
    Q_INVOKABLE bool remove(const QString &id);
    /** Prints every sheet (or those listed) to a PDF; paper "a4" or "letter". */
    Q_INVOKABLE bool exportPdf(const QString &fileOrUrl, const QString &paper = QStringLiteral("a4"),
                               const QStringList &ids = {});

Q_SIGNALS:
    void tableChanged();
    void changed();
    void errorMessageChanged();

private:
    void reload();
    bool run(const QJsonObject &step);
    void setError(const QString &message);

    QPointer<EncounterController> m_table;
    QVariantList m_sheets;
    QVariantList m_groups;
    int m_defaultAp = 3;
    QString m_error;
};
