#pragma once

#include "encounter/commandprocessor.h"
#include "promptdecider.h"
#include "session/tablesession.h"

#include <QAbstractListModel>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace battlemat {
struct HeroCharacter;
}

class CampaignController;
class DiceLog;
class MapDocument;

/**
 * The Orcus encounter of the open map for the initiative tracker: one row per turn in initiative order (name,
 * initiative, hit points, conditions, whose turn it is), the round and the actions the current creature has left.
 * Start builds the encounter from the map's creatures and the stat blocks of an encounter file (docs/encounter.md)
 * and rolls initiative through the engine; Next turn, End encounter, Undo and Redo are encounter commands, so the
 * encounter log holds all of it. A rule that needs a person's choice asks through `prompt` (the QML dialog answers)
 * and the command finishes when it is answered; the tokens on the map follow the encounter (followEncounter).
 */
class EncounterController : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(MapDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(DiceLog *diceLog READ diceLog WRITE setDiceLog NOTIFY diceLogChanged)
    Q_PROPERTY(CampaignController *campaign READ campaign WRITE setCampaign NOTIFY campaignChanged)
    Q_PROPERTY(QString statBlocksFile READ statBlocksFile WRITE setStatBlocksFile NOTIFY statBlocksFileChanged)
    Q_PROPERTY(PromptDecider *prompt READ prompt CONSTANT)
    Q_PROPERTY(bool waiting READ waiting NOTIFY stateChanged)
    Q_PROPERTY(bool running READ running NOTIFY stateChanged)
    Q_PROPERTY(int round READ round NOTIFY stateChanged)
    Q_PROPERTY(QString currentCreature READ currentCreature NOTIFY stateChanged)
    Q_PROPERTY(QString currentName READ currentName NOTIFY stateChanged)
    // The creatures' ids in turn order (the tracker's rows); empty without a running encounter.
    Q_PROPERTY(QStringList turnOrder READ turnOrder NOTIFY stateChanged)
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
        EffectsRole, // each effect with its duration: "dazed (save ends)", "slowed (until the end of Vex's next turn)"
        TiedRole,    // its initiative ties with another entry's and both are still to act: it may be dragged
        HeroRole,    // the campaign hero the creature is (its sheet, its action dice); empty for monsters
        WardsRole,   // the wards it holds (the abyssal mummy's Soul Harvest gains them; encounter/wards.h)
    };
    Q_ENUM(Role)

    explicit EncounterController(QObject *parent = nullptr);
    ~EncounterController() override;

    /** The stat blocks of the sample campaign's creatures, embedded in the executable. */
    static QString sampleStatBlocksFile();

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Out of line: the pointees are only declared here, so views including this header need not know them.
    MapDocument *document() const;
    void setDocument(MapDocument *document);
    DiceLog *diceLog() const;
    void setDiceLog(DiceLog *log);
    /** Where the encounter's log is committed, command by command, when the open campaign is a campaign file. */
    CampaignController *campaign() const;
    void setCampaign(CampaignController *campaign);
    QString statBlocksFile() const { return m_statBlocksFile; }
    void setStatBlocksFile(const QString &fileName);

    bool running() const;
    int round() const;
    QString currentCreature() const;
    QString currentName() const;
    QStringList turnOrder() const { return running() ? m_order : QStringList(); }
    int standardActions() const;
    int moveActions() const;
    int swiftActions() const;
    bool canUndo() const { return m_session->canUndo(); }
    bool canRedo() const { return m_session->canRedo(); }
    int logSize() const { return processor() ? int(processor()->log().size()) : 0; }
    QString errorMessage() const { return m_error; }
    /** The step the last dragged or placed token became (an encounter move, a map edit, a ruleset's own step). */
    QJsonObject lastTokenStep() const { return m_lastTokenStep; }
    /** The engine's encounter, for tests and the views that act on it; nullptr before Start. */
    const battlemat::CommandProcessor *processor() const { return m_session->encounter(); }
    /** An engine refusal in the table's language, creatures by their names (what the window shows of it). */
    QString tableLanguage(const QString &message) const;
    const battlemat::TableSession *session() const { return m_session.get(); }
    /** The campaign file's id of the encounter's log; empty when it is not being recorded. */
    QString recordedEncounterId() const { return m_session->encounterId(); }

    /** Builds the encounter from the map and the stat blocks, starts it and rolls initiative. */
    Q_INVOKABLE bool start(int seed = 0);
    /** Ends the current creature's turn; the next one in the order begins (a new round after the last). */
    Q_INVOKABLE bool nextTurn();
    Q_INVOKABLE bool endEncounter();
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
    /** Drops the encounter from the table, e.g. when another map is opened; the campaign file keeps its log. */
    Q_INVOKABLE void discard();
    /**
     * The game master's "Set hit points": for a creature of the encounter on the table (running, or ended and not yet
     * replaced: a rest still heals its heroes) the encounter's setHitPoints command (so the tracker, the token and
     * the log agree and undo takes it back), otherwise a map edit of the token's numbers.
     */
    Q_INVOKABLE bool setHitPoints(const QString &creatureId, int hitPoints, int maxHitPoints);
    /**
     * A hero's sheet saved while the hero fights in the table's encounter (or the one just ended): its damage
     * taken, recoveries spent and action points become the encounter's setHitPoints. False with the refusal.
     */
    bool takeSheetNumbers(const battlemat::HeroCharacter &hero);
    /**
     * A hero's sheet into the campaign file: the session's "hero.put" (a sheet saved, a hero imported), one
     * undoable step; saved unchanged, nothing is stored. False with the refusal.
     */
    bool putHeroSheet(const battlemat::HeroCharacter &hero);
    /** Runs any encounter command in its JSON form (docs/encounter.md), e.g. from a prompt. */
    Q_INVOKABLE bool execute(const QString &commandJson);
    /**
     * Walk, Run or Step ("walk", "run", "step") along a path of squares [{x, y}] or [Qt.point] after the start.
     * True when the engine took the command (it may still be waiting for an opportunity-attack answer).
     */
    Q_INVOKABLE bool move(const QString &creatureId, const QString &mode, const QVariantList &path);
    /**
     * The game master puts a creature on another square (map editing during a fight): no action, no opportunity
     * attack, but a space it can stand in. An encounter command, so it is undone and saved with the encounter.
     */
    Q_INVOKABLE bool place(const QString &creatureId, int column, int row);
    /**
     * A token dropped in map editing: the session decides what it means (TokenSteps::place: the encounter's
     * placement during a fight, otherwise a map edit); both ask the grid whether the creature may stand there.
     */
    Q_INVOKABLE bool dropInEditing(const QString &creatureId, int column, int row);
    /**
     * A token dragged along squares [Qt.point] after its own: the session decides what it means (TokenSteps::move:
     * the encounter's Step, Walk or Run during a fight, otherwise a map edit to the last square).
     */
    Q_INVOKABLE bool moveToken(const QString &creatureId, const QVariantList &path, bool step);
    /**
     * Orders tied initiative (the tracker's drag): the creature's entry goes just before (or, if it was before,
     * just after) the other's; both must tie and be still to act. An encounter command, so it can be undone.
     */
    Q_INVOKABLE bool moveTied(const QString &creatureId, const QString &otherId);
    PromptDecider *prompt() const { return m_prompt; }
    /** A command waits for a person's answer (prompt.pending); other commands wait until it is given. */
    bool waiting() const { return m_session->busy(); }

    /** Runs one step of the table session (see execute) from C++ adapters. */
    bool run(const QJsonObject &command);
    bool runTokenStep(const QJsonObject &step);
    /** Shows an adapter's refusal as the table's error message; always false. */
    bool reportError(const QString &message) { return fail(message); }

Q_SIGNALS:
    void documentChanged();
    /** A table command (the rules chosen, a module's command) changed the session's table state. */
    void tableChanged();
    /** A table command run from the window was applied: its events, for the panels that tell their results. */
    void tableCommandApplied(const QList<QJsonObject> &events);
    /** An encounter command (one of the fight's or a module's) went through, with its events. */
    void encounterCommandApplied(const QList<QJsonObject> &events);
    void diceLogChanged();
    void campaignChanged();
    void statBlocksFileChanged();
    void stateChanged();
    void errorMessageChanged();

private:
    bool finish(const battlemat::CommandOutcome &outcome);
    void reportRolls(const QList<QJsonObject> &events);
    /** Opens the session of the campaign's file and resumes the encounter it was playing on this map, if any. */
    void resume();
    void adoptEncounter();
    void refresh();
    void writeBackHeroes();
    QStringList effectTexts(const battlemat::EncounterState &state, const QString &id) const;
    void syncMap();
    bool launch(std::shared_ptr<const battlemat::Command> command);
    QCoro::Task<void> startWithPrompt(battlemat::AssembledEncounter assembled, QString name, quint64 seed,
                                      std::shared_ptr<std::optional<bool>> done);
    QCoro::Task<void> runWithPrompt(std::shared_ptr<const battlemat::Command> command,
                                    std::shared_ptr<std::optional<bool>> done);
    void releasePrompt();
    bool fail(const QString &message);

    QPointer<MapDocument> m_document;
    QPointer<DiceLog> m_diceLog;
    QPointer<CampaignController> m_campaign;
    int m_logSource = 0; // this encounter's mark on its dice log lines
    QString m_statBlocksFile;
    bool openTable();
    void showTable(const battlemat::CommandOutcome &outcome);

    std::unique_ptr<battlemat::TableSession> m_session; // the one writer of the encounter and its record
    PromptDecider *m_prompt;                            // every command after: a person at the table answers
    QHash<QString, QStringList>
        m_mapConditions;     // the map's own conditions of each creature, kept under the encounter's
    int m_pathsSeenUpTo = 0; // the encounter log's events whose moves syncMap() has handed on as paths
    QStringList m_order;     // creature ids, one row each, in turn order
    QString m_error;
    QJsonObject m_lastTokenStep;
};
