#pragma once

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class EncounterController;

/**
 * The Five Torches Deep expedition for the window (docs/modules.md, "Five Torches Deep"): the clock as time dice,
 * the travel turns and the return DC, lights and supplies burning down, the party's hours against resilience, and
 * the results of the last rolls. Every action is the ruleset's table command run through the table session, so it
 * is stored with the campaign and Edit > Undo takes it back; a result whose step was undone is shown struck out.
 */
class ExpeditionModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterController *table READ table WRITE setTable NOTIFY tableChanged)
    // The refusal of this panel's last action (the table's error is any command's, another panel's too).
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(int day READ day NOTIFY changed)
    Q_PROPERTY(int hour READ hour NOTIFY changed)
    Q_PROPERTY(QString clockText READ clockText NOTIFY changed)
    Q_PROPERTY(QVariantList faces READ faces NOTIFY changed)
    Q_PROPERTY(int travelTurns READ travelTurns NOTIFY changed)
    Q_PROPERTY(int returnDc READ returnDc NOTIFY changed)
    Q_PROPERTY(int supplies READ supplies NOTIFY changed)
    Q_PROPERTY(int scenes READ scenes NOTIFY changed)
    Q_PROPERTY(int scenesPerHour READ scenesPerHour NOTIFY changed)
    Q_PROPERTY(QVariantList lights READ lights NOTIFY changed)
    Q_PROPERTY(QVariantList party READ party NOTIFY changed)
    Q_PROPERTY(QStringList partyNames READ partyNames NOTIFY changed)
    // Who may carry a torch or lantern: the party, then the heroes' tokens on the map not in it yet.
    Q_PROPERTY(QStringList carrierNames READ carrierNames NOTIFY changed)
    Q_PROPERTY(QVariantList results READ results NOTIFY resultsChanged)
    // The campaign's stored characters [{id, name}], who treasure can be shared with.
    Q_PROPERTY(QVariantList sheetCharacters READ sheetCharacters NOTIFY changed)
    // The fight's foes who fell, fled or surrendered [{name, hd}] (loot: 1d20 gp per HD).
    Q_PROPERTY(QVariantList fallenFoes READ fallenFoes NOTIFY changed)
    Q_PROPERTY(int xpPerGold READ xpPerGold CONSTANT)
    // The tables the chapter relies on without giving them, as Battlemat's data has them: [{title, text}].
    Q_PROPERTY(QVariantList tables READ tables CONSTANT)

public:
    explicit ExpeditionModel(QObject *parent = nullptr);

    EncounterController *table() const;
    QString errorMessage() const { return m_error; }
    void setTable(EncounterController *table);

    bool active() const { return !m_state.isEmpty(); }
    int day() const;
    int hour() const;
    QString clockText() const;
    QVariantList faces() const;
    int travelTurns() const;
    int returnDc() const;
    int supplies() const;
    int scenes() const;
    int scenesPerHour() const;
    QVariantList lights() const;
    QVariantList party() const;
    QStringList partyNames() const;
    QStringList carrierNames() const;
    /** Newest first: {text, undone}. */
    QVariantList results() const;
    QVariantList sheetCharacters() const;
    QVariantList fallenFoes() const;
    int xpPerGold() const;
    QVariantList tables() const;

    /** Hours or scenes pass (one of them 0), with the party's approach: normal, cautious or careless. */
    Q_INVOKABLE bool advance(int hours, int scenes, const QString &approach);
    Q_INVOKABLE bool travelTurn(const QString &approach);
    Q_INVOKABLE bool light(const QString &kind, const QString &carrier);
    Q_INVOKABLE bool setSupplies(int supplies);
    Q_INVOKABLE bool addMember(const QString &name, int constitution);
    Q_INVOKABLE bool rest(bool safe);
    Q_INVOKABLE bool resilienceCheck(const QString &name);
    /** trigger: "" or battle-begins, first-death, leader-down, tide-turned, leader-retreats. */
    Q_INVOKABLE bool morale(const QString &who, int wis, int proficiency, int bonus, const QString &trigger,
                            const QString &scope);
    /**
     * A chase check ("Chases"): the pursuer's (or the party's worst) modifier against a quarry's speed in feet; ground
     * open, uneven or endurance (STR, DEX, CON); the quarry breaking line of sight, a better position, the GM's DC.
     */
    Q_INVOKABLE bool chase(const QString &who, int modifier, int quarrySpeed, const QString &ground, bool breaksSight,
                           bool betterPosition, int dcAdjustment);
    /**
     * A PC exposed to a disease, poison or venom ("Corruptions"): their six scores (STR..CHA), and the corruption:
     * name, kind, DC and its stages [{periodHours, effect (ability-damage, exhaustion, other), ability, note}].
     */
    Q_INVOKABLE bool expose(const QString &pc, const QVariantMap &abilities, const QString &name, const QString &kind,
                            int dc, const QVariantList &stages);
    /** Every party member rolls with the modifier given in the party's order; path: dangerous or arduous. */
    Q_INVOKABLE bool returnToSafety(const QVariantList &modifiers, const QString &path);
    /**
     * "Treasure": loot of 1d20 gp per HD for the fight's fallen foes (fromFight) and others given by their HD ("2, 1"),
     * gold from hoards, captured magic items' value and unearned gold; XP from gold and magic items, both shared
     * evenly among the stored characters named (their ids).
     */
    Q_INVOKABLE bool treasure(bool fromFight, const QString &otherHitDice, int gold, int magicItems, int unearned,
                              const QStringList &to);

Q_SIGNALS:
    void tableChanged();
    void errorMessageChanged();
    void changed();
    void resultsChanged();

private:
    bool run(const QJsonObject &step);
    void reload();
    void record(const QList<QJsonObject> &events);
    QJsonObject clock() const;

    struct Result
    {
        QStringList lines;
        QJsonObject before;
        QJsonObject after;
        int seq = 0; // its lines' seq in the dice log
    };

    QPointer<EncounterController> m_table;
    QString m_error;
    /** ok, or the table's refusal of this panel's action kept as the panel's. */
    bool remember(bool ok);
    bool refuse(const QString &text);
    QJsonObject m_state; // the ruleset's state; empty when Five Torches Deep is not the campaign's ruleset
    QList<Result> m_results;
    qsizetype m_live = 0; // m_results before this index stand; the rest were undone
    int m_seq = 0;
};
