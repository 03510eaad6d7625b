#pragma once

#include "encounter/commandprocessor.h"
#include "encounter/scripteddecider.h"

#include <QAbstractListModel>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <memory>

class CampaignController;
class DiceLog;
class MapDocument;

/**
 * The Orcus encounter of the open map for the initiative tracker: one row per turn in initiative order (name,
 * initiative, hit points, conditions, whose turn it is), the round and the actions the current creature has left.
 * Start builds the encounter from the map's creatures and the stat blocks of an encounter file (docs/encounter.md)
 * and rolls initiative through the engine; Next turn, End encounter, Undo and Redo are encounter commands, so the
 * encounter log holds all of it. Decisions get the documented defaults (ScriptedDecider) until prompts exist.
 */
class EncounterController : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(MapDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(DiceLog *diceLog READ diceLog WRITE setDiceLog NOTIFY diceLogChanged)
    Q_PROPERTY(CampaignController *campaign READ campaign WRITE setCampaign NOTIFY campaignChanged)
    Q_PROPERTY(QString statBlocksFile READ statBlocksFile WRITE setStatBlocksFile NOTIFY statBlocksFileChanged)
    Q_PROPERTY(bool running READ running NOTIFY stateChanged)
    Q_PROPERTY(int round READ round NOTIFY stateChanged)
    Q_PROPERTY(QString currentCreature READ currentCreature NOTIFY stateChanged)
    Q_PROPERTY(QString currentName READ currentName NOTIFY stateChanged)
    Q_PROPERTY(int standardActions READ standardActions NOTIFY stateChanged)
    Q_PROPERTY(int moveActions READ moveActions NOTIFY stateChanged)
    Q_PROPERTY(int swiftActions READ swiftActions NOTIFY stateChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY stateChanged)
    Q_PROPERTY(int logSize READ logSize NOTIFY stateChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)

public:
    enum Role
    {
        CreatureIdRole = Qt::UserRole + 1,
        NameRole,
        SideRole,
        InitiativeRole, // the total of the creature's entry (a group shares its roll)
        CurrentRole,
        HitPointsRole,
        MaxHitPointsRole,
        TempHitPointsRole,
        ConditionsRole, // list of condition names in force, "dying", "dead" and "unconscious" included
    };
    Q_ENUM(Role)

    explicit EncounterController(QObject *parent = nullptr);
    ~EncounterController() override;

    /** The stat blocks of the sample campaign's creatures, embedded in the executable. */
    static QString sampleStatBlocksFile();

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    MapDocument *document() const { return m_document; }
    void setDocument(MapDocument *document);
    DiceLog *diceLog() const { return m_diceLog; }
    void setDiceLog(DiceLog *log);
    /** Where the encounter's log is committed, command by command, when the open campaign is a campaign file. */
    CampaignController *campaign() const { return m_campaign; }
    void setCampaign(CampaignController *campaign);
    /** The campaign file's id of this encounter's log; empty when it is not being recorded. */
    QString recordedEncounterId() const { return m_recordedId; }
    QString statBlocksFile() const { return m_statBlocksFile; }
    void setStatBlocksFile(const QString &fileName);

    bool running() const;
    int round() const;
    QString currentCreature() const;
    QString currentName() const;
    int standardActions() const;
    int moveActions() const;
    int swiftActions() const;
    bool canUndo() const { return m_processor && m_processor->canUndo(); }
    bool canRedo() const { return m_processor && m_processor->canRedo(); }
    int logSize() const { return m_processor ? int(m_processor->log().size()) : 0; }
    QString errorMessage() const { return m_error; }
    /** The engine's encounter, for tests and the views that act on it; nullptr before Start. */
    const battlemat::CommandProcessor *processor() const { return m_processor.get(); }

    /** Builds the encounter from the map and the stat blocks, starts it and rolls initiative. */
    Q_INVOKABLE bool start(int seed = 0);
    /** Ends the current creature's turn; the next one in the order begins (a new round after the last). */
    Q_INVOKABLE bool nextTurn();
    Q_INVOKABLE bool endEncounter();
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
    /** Drops the encounter and its log, e.g. when another map is opened: it belonged to the old one. */
    Q_INVOKABLE void discard();
    /** Runs any encounter command in its JSON form (docs/encounter.md), e.g. from a prompt. */
    Q_INVOKABLE bool execute(const QString &commandJson);

Q_SIGNALS:
    void documentChanged();
    void diceLogChanged();
    void campaignChanged();
    void statBlocksFileChanged();
    void stateChanged();
    void errorMessageChanged();

private:
    bool run(const QJsonObject &command);
    bool finish(const battlemat::CommandOutcome &outcome);
    void reportRolls(const QList<QJsonObject> &events);
    void record();
    void recorded(const battlemat::Status &status);
    void refresh();
    void writeBackHeroes();
    bool fail(const QString &message);

    QPointer<MapDocument> m_document;
    QPointer<DiceLog> m_diceLog;
    QPointer<CampaignController> m_campaign;
    QHash<QString, QString> m_heroOf; // combatant id -> campaign hero id, for the heroes' sheets
    QString m_recordedId;
    QString m_statBlocksFile;
    std::unique_ptr<battlemat::CommandProcessor> m_processor;
    battlemat::ScriptedDecider m_decider; // no answers given: the documented defaults
    QStringList m_order;                  // creature ids, one row each, in turn order
    QString m_error;
};
