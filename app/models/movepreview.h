#pragma once

#include "encountercontroller.h"
#include "mapdocument.h"

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace battlemat {
class BattleGrid;
}

/**
 * The live preview while the game master drags a token: the grid engine's cheapest path (or the safest, fewest
 * opportunity attacks first) to the square under the pointer, its cost against Walk and Run, the difficult
 * squares on it, and every square where an opportunity attack would be provoked, with who makes it. The
 * squares the creature can reach are flooded once when the drag starts, so a move of the pointer costs one
 * short path search, even on a 500 x 500 map.
 */
class MovePreview : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(MapDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(bool safest READ safest WRITE setSafest NOTIFY changed)
    Q_PROPERTY(bool step READ step WRITE setStep NOTIFY changed)
    Q_PROPERTY(QString creatureId READ creatureId NOTIFY changed)
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(int targetColumn READ targetColumn NOTIFY changed)
    Q_PROPERTY(int targetRow READ targetRow NOTIFY changed)
    Q_PROPERTY(bool legal READ legal NOTIFY changed)
    Q_PROPERTY(int cost READ cost NOTIFY changed)
    Q_PROPERTY(int walkBudget READ walkBudget NOTIFY changed)
    Q_PROPERTY(int runBudget READ runBudget NOTIFY changed)
    Q_PROPERTY(QString modeName READ modeName NOTIFY changed)
    Q_PROPERTY(int remaining READ remaining NOTIFY changed)
    Q_PROPERTY(QString reason READ reason NOTIFY changed)
    Q_PROPERTY(QVariantList path READ path NOTIFY changed)
    Q_PROPERTY(QVariantList difficult READ difficult NOTIFY changed)
    Q_PROPERTY(QVariantList provokes READ provokes NOTIFY changed)
    Q_PROPERTY(QVariantList reachable READ reachable NOTIFY changed)
    Q_PROPERTY(QString lastMove READ lastMove NOTIFY lastMoveChanged)
    /** While it runs, a drop is the encounter's Walk, Run or Step command (with its opportunity attacks). */
    Q_PROPERTY(EncounterController *encounter READ encounter WRITE setEncounter NOTIFY documentChanged)

public:
    explicit MovePreview(QObject *parent = nullptr);
    ~MovePreview() override;

    MapDocument *document() const { return m_document; }
    void setDocument(MapDocument *document);
    EncounterController *encounter() const { return m_encounter; }
    void setEncounter(EncounterController *encounter);
    bool safest() const { return m_safest; }
    void setSafest(bool safest);
    bool step() const { return m_step; }
    void setStep(bool step);

    QString creatureId() const { return m_creatureId; }
    bool active() const { return m_creature >= 0; }
    int targetColumn() const { return m_target.x(); }
    int targetRow() const { return m_target.y(); }
    bool legal() const { return m_legal; }
    int cost() const { return m_cost; }
    int walkBudget() const { return m_walkBudget; }
    int runBudget() const { return m_runBudget; }
    /** "Walk", "Run" or "Step": what dropping here would do. */
    QString modeName() const;
    int remaining() const;
    QString reason() const { return m_reason; }
    QVariantList path() const { return m_path; }
    QVariantList difficult() const { return m_difficult; }
    /** [{column, row, attackerId, attackerName}] */
    QVariantList provokes() const { return m_provokes; }
    /** [{column, row, cost}]: where the creature can end this move, for shading. */
    QVariantList reachable() const { return m_reachable; }
    QString lastMove() const { return m_lastMove; }

    /** Starts a preview for a creature; false (with reason) if it cannot move. */
    Q_INVOKABLE bool begin(const QString &creatureId);
    /** The preview to the top-left square (column, row); returns whether dropping there is legal. */
    Q_INVOKABLE bool update(int column, int row);
    /** Moves the creature along the previewed path; false, and the token stays, when it is not legal. */
    Q_INVOKABLE bool commit();
    Q_INVOKABLE void cancel();

Q_SIGNALS:
    void documentChanged();
    void changed();
    void lastMoveChanged();

private:
    void invalidateGrid();
    battlemat::BattleGrid &grid();
    void clearPath();
    void setBudgets(const QString &special); // walk and run budgets of that movement mode

    /** The grid's English reason in the table's language (with the creatures' names while a fight runs). */
    QString inTableLanguage(const QString &reason) const;

    QPointer<EncounterController> m_encounter;
    QPointer<MapDocument> m_document;
    std::unique_ptr<battlemat::BattleGrid> m_grid; // rebuilt lazily after the map changes
    bool m_safest = false;
    bool m_step = false;
    QString m_creatureId;
    int m_creature = -1;
    QPoint m_target{-1, -1};
    bool m_legal = false;
    int m_cost = 0;
    int m_walkBudget = 0;
    int m_runBudget = 0;
    QString m_reason;
    QStringList m_modes; // battlemat::modesToTry of the dragged creature
    QString m_special;   // the mode of the path shown ("" walking, "fly", "swim")
    QVariantList m_path;
    QVariantList m_difficult;
    QVariantList m_provokes;
    QVariantList m_reachable;
    QHash<QPoint, int> m_reachCost;
    QString m_lastMove;
};
