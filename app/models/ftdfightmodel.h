#pragma once

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class EncounterController;

/**
 * A Five Torches Deep fight for the window (docs/modules.md, "Five Torches Deep combat"): the combatants in their
 * fixed DEX order with hit points, AC, the actions left this turn and their fate, whose turn it is, the light, the
 * morale checks the tracker suggests, and an attack's odds from the engine's plan. Every button is one of the
 * ruleset's table steps through the table session (stored, undone with Edit > Undo); what the dice said goes to the
 * dice log, struck out when its step is undone.
 */
class FtdFightModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterController *table READ table WRITE setTable NOTIFY tableChanged)
    // The refusal of this panel's last action (the table's error is any command's, another panel's too).
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    Q_PROPERTY(bool inForce READ inForce NOTIFY changed)
    Q_PROPERTY(bool running READ running NOTIFY changed)
    Q_PROPERTY(bool over READ over NOTIFY changed)
    Q_PROPERTY(int round READ round NOTIFY changed)
    Q_PROPERTY(QString light READ light NOTIFY changed)
    Q_PROPERTY(QString current READ current NOTIFY changed)
    Q_PROPERTY(QString currentName READ currentName NOTIFY changed)
    Q_PROPERTY(QVariantList fighters READ fighters NOTIFY changed)
    // The acting combatant's weapons from its sheet (names, in the sheet's order); empty: melee and ranged numbers.
    Q_PROPERTY(QStringList currentWeapons READ currentWeapons NOTIFY changed)
    Q_PROPERTY(QVariantList suggestions READ suggestions NOTIFY changed)
    Q_PROPERTY(QVariantList results READ results NOTIFY resultsChanged)

public:
    explicit FtdFightModel(QObject *parent = nullptr);

    EncounterController *table() const;
    QString errorMessage() const { return m_error; }
    void setTable(EncounterController *table);

    bool inForce() const { return m_inForce; }
    bool running() const { return !m_fight.isEmpty(); }
    bool over() const;
    int round() const;
    QString light() const;
    QString current() const;
    QString currentName() const;
    /** In turn order: {id, name, side, pc, dexterity, hitPoints, maxHitPoints, armorClass, status, statusText,
     *  stealth, current, actionsText, canAct, injuries}. */
    QVariantList fighters() const;
    QStringList currentWeapons() const;
    /** {trigger, side, text}: the moments the text names for a morale check, not yet answered. */
    QVariantList suggestions() const;
    /** Newest first: {text, undone}. */
    QVariantList results() const;

    /** Starts a fight with every creature on the map: a token's Five Torches Deep stat block, or its map numbers. */
    Q_INVOKABLE bool start(const QString &light);
    /** The engine's plan for an attack of the current combatant: {allowed, text} with the odds and why. A weapon
     *  named (one of currentWeapons) decides melee or ranged, the bonus and the damage. */
    Q_INVOKABLE QVariantMap preview(const QString &target, bool ranged, const QString &edge,
                                    const QString &weapon = QString()) const;
    Q_INVOKABLE bool attack(const QString &target, bool ranged, const QString &edge, const QString &weapon = QString());
    Q_INVOKABLE bool act(const QString &action);
    Q_INVOKABLE bool hide(int modifier, int dc);
    Q_INVOKABLE bool delayAfter(const QString &after);
    Q_INVOKABLE bool nextTurn();
    Q_INVOKABLE bool stabilize(const QString &target, int modifier, bool magic);
    /** A side's (or one combatant's) morale check; PCs always one by one. onFailure: flee or surrender. */
    Q_INVOKABLE bool morale(const QString &side, const QString &trigger, const QString &onFailure);
    Q_INVOKABLE bool hazard(const QString &pc, int modifier, int dc, const QString &damage);
    Q_INVOKABLE bool setLight(const QString &light);
    Q_INVOKABLE bool retreat(int modifier, int dc, bool hit);
    /** The GM's numbers for a combatant: dexterity, armorClass, hitPoints, maxHitPoints, attack, damage, ... */
    Q_INVOKABLE bool setNumbers(const QString &id, const QVariantMap &numbers);
    Q_INVOKABLE bool endFight();
    Q_INVOKABLE bool closeFight();

Q_SIGNALS:
    void tableChanged();
    void errorMessageChanged();
    void changed();
    void resultsChanged();

private:
    bool run(const QJsonObject &step);
    void reload();
    void record(const QList<QJsonObject> &events);
    QString nameOf(const QString &id) const;

    struct Result
    {
        QStringList lines;
        QJsonObject before;
        QJsonObject after;
        int seq = 0;
    };

    QPointer<EncounterController> m_table;
    QString m_error;
    /** ok, or the table's refusal of this panel's action kept as the panel's. */
    bool remember(bool ok);
    bool refuse(const QString &text);
    bool m_inForce = false;
    QJsonObject m_state; // the ruleset's state
    QJsonObject m_fight; // its fight; empty when none is on
    QList<Result> m_results;
    qsizetype m_live = 0;
    int m_seq = 0;
};
