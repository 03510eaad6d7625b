#pragma once

#include <QAbstractListModel>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

class EncounterController;

/**
 * Settings > Rules modules: the rulesets and add-on modules this Battlemat knows (the table session's registry),
 * which are in force for the campaign, and each one's settings with their defaults and where a default comes from.
 * Choosing is the session's "rules.set" command, so it is stored with the campaign and undone like any step.
 */
class RulesModulesModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterController *table READ table WRITE setTable NOTIFY tableChanged)
    Q_PROPERTY(QString ruleset READ ruleset NOTIFY changed)

public:
    enum Role
    {
        IdRole = Qt::UserRole + 1,
        TitleRole,
        IsRulesetRole,
        InForceRole,
        SettingsRole, // [moduleSettingView(...)]: {key, label, kind, value, defaultText, choices, ...}
    };
    Q_ENUM(Role)

    explicit RulesModulesModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    EncounterController *table() const;
    void setTable(EncounterController *table);
    QString ruleset() const;

    /**
     * Puts the chosen rules in force: the ruleset's id, the add-ons' ids, and per module {key: JSON text} of the
     * settings typed in (a value equal to the default is not stored). False, with the table's error message, when
     * a value is not JSON or the session refuses the rules.
     */
    Q_INVOKABLE bool apply(const QString &ruleset, const QStringList &modules, const QVariantMap &settings);

Q_SIGNALS:
    void tableChanged();
    void changed();

private:
    void reload();

    QPointer<EncounterController> m_table;
};
