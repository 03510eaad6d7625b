#pragma once

#include "dice/rollrecord.h"
#include "dice/seededdiesource.h"
#include "dicelogline.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <memory>

/**
 * Every roll made at the table, oldest first, as lines in the table's language (DiceLogLine: "Aldric hits
 * Skeleton 1 (19 vs AC 16): 7 damage") with their rolls' dice, modifiers and purpose (battlemat::RollRecord);
 * lines an encounter undo took back stay, struck through.
 * It also is the free dice box: roll() parses notation with the dice engine and rolls it. Until the encounter
 * owns the table's seeded dice, the log owns a SeededDieSource; its seed is shown so a session can be replayed.
 */
class DiceLog : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The campaign owns the dice log")
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(int errorPosition READ errorPosition NOTIFY lastErrorChanged)
    Q_PROPERTY(QString seed READ seed CONSTANT)

public:
    enum Role
    {
        ExpressionRole = Qt::UserRole + 1,
        NotationRole,
        PurposeRole,
        TotalRole,
        SummaryRole,
        DiceRole,     // the first roll's dice: [{value, sides, kept, exploded, bonus}]
        TextRole,     // the line: what happened, with names
        RollsRole,    // every roll of the line: [{purpose, notation, total, dice}]
        UndoneRole,   // an encounter undo took it back
        FreeRollRole, // a roll of the free dice box: the engine applies no outcome, so an action die may boost it
    };
    Q_ENUM(Role)

    explicit DiceLog(quint64 seed, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString lastError() const { return m_lastError; }
    int errorPosition() const { return m_errorPosition; }
    QString seed() const { return QString::number(m_source->seed()); }

    /** Rolls dice notation ("2d6+3", "4d6kh3", "d20!") for a purpose; false with lastError when refused. */
    Q_INVOKABLE bool roll(const QString &notation, const QString &purpose);
    /** Exact odds of notation for the dice box: {ok, mean, minimum, maximum, error}. */
    Q_INVOKABLE QVariantMap odds(const QString &notation) const;
    /** Adds a roll made elsewhere to the log, as a line saying its purpose. */
    void append(const battlemat::RollRecord &record);
    /** Adds lines an encounter narrated (EncounterNarrator); a redo that follows an undo is redo(). */
    void appendLines(const QList<DiceLogLine> &lines);
    /** An encounter undo removed its log from `fromSeq` on: those lines of that encounter are struck through. */
    void strikeFrom(int source, int fromSeq);
    /** An encounter redo put the last undone events back: their lines are no longer struck (false: none were). */
    bool unstrikeLast();
    const QList<DiceLogLine> &lines() const { return m_lines; }

Q_SIGNALS:
    void lastErrorChanged();

private:
    void setError(const QString &message, int position);

    std::unique_ptr<battlemat::SeededDieSource> m_source;
    QList<DiceLogLine> m_lines;
    QList<QList<int>> m_struck; // rows struck by each undo still redoable, the latest last
    QString m_lastError;
    int m_errorPosition = 0;
};
