#pragma once

#include <QObject>
#include <QPointer>
#include <QVariantList>
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

public:
    explicit ActionDicePools(QObject *parent = nullptr);

    EncounterController *table() const { return m_table; }
    void setTable(EncounterController *table);
    bool inForce() const { return m_inForce; }
    bool nightRunning() const { return m_nightRunning; }
    int night() const { return m_night; }
    QVariantList pools() const { return m_pools; }

    /** Gives each campaign hero the dice of its level (the heroes and levels from their sheets). */
    Q_INVOKABLE bool startGameNight();
    /** Ends the night: awards become XP at the party's level (the heroes' average, rounded), pools are lost. */
    Q_INVOKABLE bool endGameNight();
    /** "Brannoc Vell" for a campaign hero's id; the id when the campaign has no such hero. */
    Q_INVOKABLE QString heroName(const QString &heroId) const;

Q_SIGNALS:
    void tableChanged();
    void changed();

private:
    void reload();
    QVariantList campaignHeroes() const;

    QPointer<EncounterController> m_table;
    bool m_inForce = false;
    bool m_nightRunning = false;
    int m_night = 0;
    QVariantList m_pools;
};
