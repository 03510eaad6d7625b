#pragma once

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class EncounterController;
Q_MOC_INCLUDE("encountercontroller.h")

/**
 * The action dice module as the game master sees it (docs/modules.md, "Action dice and hero tokens"): whether it
 * is in force, the game night, each hero's pool and hero tokens; Start and End game night as session steps, so
 * they are stored with the campaign and undone like any other. Follows the table session after every step.
 */
class ActionDicePools : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterController *table READ table WRITE setTable NOTIFY tableChanged)
    Q_PROPERTY(bool inForce READ inForce NOTIFY changed)
    Q_PROPERTY(bool nightRunning READ nightRunning NOTIFY changed)
    Q_PROPERTY(int night READ night NOTIFY changed)
    // [{hero, name, dice, sides, heroTokens, acBoostRoundsLeft}] in the campaign's order of heroes
    Q_PROPERTY(QVariantList pools READ pools NOTIFY changed)
    // The same rows by hero id, for the token, the tracker and the players' screen: {heroId: row}
    Q_PROPERTY(QVariantMap byHero READ byHero NOTIFY changed)
    // What the last spend or award from the window did, in the table's language ("Brannoc Vell: +2 AC for 3
    // rounds (1d4!: 3 = 3)"); empty before the first
    Q_PROPERTY(QString lastResult READ lastResult NOTIFY resultChanged)
    // Why the last spend was refused (the rules' limit); empty when it was taken
    Q_PROPERTY(QString lastError READ lastError NOTIFY resultChanged)

public:
    explicit ActionDicePools(QObject *parent = nullptr);

    EncounterController *table() const { return m_table; }
    void setTable(EncounterController *table);
    bool inForce() const { return m_inForce; }
    bool nightRunning() const { return m_nightRunning; }
    int night() const { return m_night; }
    QVariantList pools() const { return m_pools; }
    QVariantMap byHero() const { return m_byHero; }
    QString lastResult() const { return m_lastResult; }
    QString lastError() const { return m_lastError; }

    /** Gives each campaign hero the dice of its level (the heroes and levels from their sheets). */
    Q_INVOKABLE bool startGameNight();
    /** Ends the night: awards become XP at the party's level (the heroes' average, rounded), pools are lost. */
    Q_INVOKABLE bool endGameNight();
    /** "Brannoc Vell" for a campaign hero's id; the id when the campaign has no such hero. */
    Q_INVOKABLE QString heroName(const QString &heroId) const;
    /**
     * A spend or award for the hero whose token is creatureId, as the module's table step (docs/modules.md,
     * "Action dice and hero tokens"): "ac" (+2 AC), "heal", "stabilize", "extraMove", "tokenForDie",
     * "tokenForStandardAction", "awardDie", "awardToken". The situation it is checked against (in an encounter,
     * threatened, dying, the hero's turn) is the engine's reading of the running encounter. A heal out of a fight is
     * one step: the dice spent and rolled and the hit points on the token (TokenHeal).
     */
    Q_INVOKABLE bool spend(const QString &heroId, const QString &creatureId, const QString &kind);
    /**
     * A spend that names what it is for: "extraAttack" (the target's id), "reuse" (the power's id), "secondChance"
     * (the effect's id). In a running fight every spend that changes it is the module's encounter command
     * (actionDice.spend: +2 AC counted in the attacks, stable, an extra move or attack, a power again, a second
     * save, a heal where the setting allows it, a hero token's standard action).
     */
    Q_INVOKABLE bool spendOn(const QString &heroId, const QString &creatureId, const QString &kind,
                             const QString &argument);
    /**
     * What the hero's token can spend on in the running fight: {"targets": [{id, name}] (enemies an extra attack
     * with its basic melee attack may strike), "powers": [{id, name}] (encounter and daily powers used),
     * "effects": [{id, text}] (save-ends effects whose save failed)}; empty lists outside a fight.
     */
    Q_INVOKABLE QVariantMap spendChoices(const QString &creatureId) const;
    /**
     * Boosts a roll of the free dice box with one of the hero's action dice ("You may add the result of 1 or more
     * of your action dice to any die roll you make"): the module's boost step with the roll's total; the engine
     * applies no outcome of a free roll, so it is still open to a boost.
     */
    Q_INVOKABLE bool boostRoll(const QString &heroId, int total);

Q_SIGNALS:
    void tableChanged();
    void changed();
    void resultChanged();

private:
    void reload();
    void describe(const QList<QJsonObject> &events);
    bool refuse(const QString &message);
    QVariantList campaignHeroes() const;

    QPointer<EncounterController> m_table;
    bool m_inForce = false;
    bool m_nightRunning = false;
    int m_night = 0;
    QVariantList m_pools;
    QVariantMap m_byHero;
    QString m_lastResult;
    QString m_lastError;
};
