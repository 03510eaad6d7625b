#pragma once

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class EncounterController;
class MapDocument;

/**
 * What the token's right-click menu does to a creature's hit points and conditions. During an encounter each
 * is the encounter's command (damage, heal, temporaryHitPoints, applyEffect, endEffect: logged, undoable, saved);
 * outside one, hit points are the token's numbers on the map. The menu only forwards: the choice of where a change
 * goes is made here, not in QML.
 */
class TokenActions : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterController *encounter READ encounter WRITE setEncounter NOTIFY encounterChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    Q_PROPERTY(QStringList conditionNames READ conditionNames CONSTANT)
    Q_PROPERTY(QStringList conditionLabels READ conditionLabels CONSTANT)

public:
    explicit TokenActions(QObject *parent = nullptr);

    EncounterController *encounter() const;
    void setEncounter(EncounterController *encounter);
    QString errorMessage() const { return m_error; }
    /** The conditions the engine knows, in the rules' names ("dazed", "off-guard", ...). */
    QStringList conditionNames() const;
    /** The same conditions in the table's language, in the same order (ConditionLabels). */
    QStringList conditionLabels() const;

    /** kind "damage", "heal" or "temporary" (temporary hit points exist only in an encounter). */
    Q_INVOKABLE bool adjustHitPoints(const QString &creatureId, const QString &kind, int amount);
    /**
     * Healing rolled by the engine in the running fight ("2d8+3"), as the creature's own roll: the modules in force
     * review it before it is applied (a hero may add action dice, docs/modules.md "Healing rolls").
     */
    Q_INVOKABLE bool healRolled(const QString &creatureId, const QString &dice);
    /** duration: "saveEnds", "endOfTargetNextTurn", "encounter" or "untilResolved" (until removed). */
    Q_INVOKABLE bool addCondition(const QString &creatureId, const QString &condition, const QString &duration);
    Q_INVOKABLE bool removeEffect(int effectId);
    /** The effects in force on the creature: [{id, text}] with their durations, for "Remove condition". */
    Q_INVOKABLE QVariantList effectsOn(const QString &creatureId) const;
    /**
     * The powers the creature can use on itself now in the running encounter (SelfPowerRules::usable; the usePower
     * command): [{id, name, text}], text the name with its action ("Harden Skin (move)").
     */
    Q_INVOKABLE QVariantList selfPowersOf(const QString &creatureId) const;
    /** Uses one of them: the encounter's usePower command (its action and use spent, logged, undoable). */
    Q_INVOKABLE bool usePower(const QString &creatureId, const QString &powerId);
    /**
     * What the creature may do with a light now in the running encounter (tokenlights.cpp): [{command, text}], each
     * an encounter "light" command its checks allow ("Light a torch (swift action)", "Drop the torch (free action)").
     */
    Q_INVOKABLE QVariantList lightChoicesOf(const QString &creatureId) const;
    /** Runs one of them (a command of lightChoicesOf). */
    Q_INVOKABLE bool takeLightChoice(const QVariantMap &command);

Q_SIGNALS:
    void encounterChanged();
    void errorMessageChanged();

private:
    bool done(bool ok);
    bool fail(const QString &message);

    QPointer<EncounterController> m_encounter;
    QString m_error;
};
