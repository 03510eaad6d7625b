#pragma once

#include "campaigncontroller.h"
#include "dicelog.h"
#include "encountercontroller.h"
#include "mapdocument.h"

#include "grid/concealmentrules.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace battlemat {
class BattleGrid;
struct AreaRequest;
struct AreaResult;
class EncounterGrid;
} // namespace battlemat

/**
 * The targeting preview while the game master, with a token selected, hovers another token: the grid engine's
 * cover (the attacker's chosen corner and the four lines to the target square's corners, blocked ones marked),
 * line of sight, concealment, flanking and the range in squares, each as engine/grid decides it. Before a power is
 * chosen the concealment shown is the one a melee attack would meet when adjacent, a ranged one otherwise (Orcus
 * "Concealment" applies to both); with a power, the odds come from the encounter's AttackRules::modifiers.
 */
class TargetingPreview : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(MapDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(QString attackerId READ attackerId NOTIFY changed)
    Q_PROPERTY(QString targetId READ targetId NOTIFY changed)
    Q_PROPERTY(QString coverGrade READ coverGrade NOTIFY changed)
    Q_PROPERTY(int coverPenalty READ coverPenalty NOTIFY changed)
    Q_PROPERTY(int blockedLines READ blockedLines NOTIFY changed)
    Q_PROPERTY(bool targetable READ targetable NOTIFY changed)
    Q_PROPERTY(bool lineOfSight READ lineOfSight NOTIFY changed)
    Q_PROPERTY(QString concealmentGrade READ concealmentGrade NOTIFY changed)
    Q_PROPERTY(int concealmentPenalty READ concealmentPenalty NOTIFY changed)
    Q_PROPERTY(bool flanking READ flanking NOTIFY changed)
    Q_PROPERTY(int range READ range NOTIFY changed)
    Q_PROPERTY(QPoint corner READ corner NOTIFY changed)
    Q_PROPERTY(QVariantList lines READ lines NOTIFY changed)
    Q_PROPERTY(QString summary READ summary NOTIFY changed)
    Q_PROPERTY(EncounterController *encounter READ encounter WRITE setEncounter NOTIFY encounterChanged)
    Q_PROPERTY(bool hasOdds READ hasOdds NOTIFY changed)
    Q_PROPERTY(bool rollable READ rollable NOTIFY changed)
    Q_PROPERTY(QString rollRefusal READ rollRefusal NOTIFY changed)
    Q_PROPERTY(QString powerName READ powerName NOTIFY changed)
    Q_PROPERTY(int attackBonus READ attackBonus NOTIFY changed)
    Q_PROPERTY(int defense READ defense NOTIFY changed)
    Q_PROPERTY(QString defenseName READ defenseName NOTIFY changed)
    Q_PROPERTY(double hitChance READ hitChance NOTIFY changed)
    Q_PROPERTY(double criticalChance READ criticalChance NOTIFY changed)
    Q_PROPERTY(double expectedDamage READ expectedDamage NOTIFY changed)
    Q_PROPERTY(double dropChance READ dropChance NOTIFY changed)
    Q_PROPERTY(QString oddsSummary READ oddsSummary NOTIFY changed)
    // The attack itself (targetingattack.cpp): the power to preview, its modifiers, its area, and the roll.
    Q_PROPERTY(QString powerId READ powerId WRITE setPowerId NOTIFY changed)
    Q_PROPERTY(QVariantList modifiers READ modifiers NOTIFY changed)
    Q_PROPERTY(QString modifiersSummary READ modifiersSummary NOTIFY changed)
    Q_PROPERTY(QString lastError READ lastError NOTIFY changed)
    Q_PROPERTY(QVariantList areaSquares READ areaSquares NOTIFY changed)
    Q_PROPERTY(QStringList areaTargets READ areaTargets NOTIFY changed)
    Q_PROPERTY(QVariantList areaTargetSpaces READ areaTargetSpaces NOTIFY changed)
    // A wall power's squares as the game master lays them (targetingwall.cpp).
    Q_PROPERTY(QVariantList wallPlan READ wallPlan NOTIFY changed)
    Q_PROPERTY(QString wallPlanStatus READ wallPlanStatus NOTIFY changed)

public:
    explicit TargetingPreview(QObject *parent = nullptr);
    ~TargetingPreview() override;

    MapDocument *document() const { return m_document; }
    void setDocument(MapDocument *document);

    bool active() const { return !m_targetId.isEmpty(); }
    QString attackerId() const { return m_attackerId; }
    QString targetId() const { return m_targetId; }
    /** The engine's names: "none", "cover", "three-quarters", "total" (empty when inactive). */
    QString coverGrade() const { return m_coverGrade; }
    int coverPenalty() const { return m_coverPenalty; }
    int blockedLines() const { return m_blockedLines; }
    /** False with total cover: no line of effect, the target cannot be targeted. */
    bool targetable() const { return m_targetable; }
    bool lineOfSight() const { return m_lineOfSight; }
    /** "none", "concealment", "total". */
    QString concealmentGrade() const { return m_concealmentGrade; }
    int concealmentPenalty() const { return m_concealmentPenalty; }
    bool flanking() const { return m_flanking; }
    int range() const { return m_range; }
    /** The attacker's chosen corner, in grid corner coordinates (square units). */
    QPoint corner() const { return m_corner; }
    /** [{x1, y1, x2, y2, blocked}] in square units (corner coordinates), for QML to draw. */
    QVariantList lines() const { return m_lines; }
    /** One translated line with every fact, for the label near the target. */
    QString summary() const;

    EncounterController *encounter() const { return m_encounter; }
    void setEncounter(EncounterController *encounter);
    /** Odds exist while an encounter runs, the target can be targeted and the attacker has a fitting attack. */
    bool hasOdds() const { return m_hasOdds; }
    /**
     * Whether Ctrl+click would roll: the very command attack() issues passes the encounter's own validation (the
     * action left, reach and range, line of effect), so the label never offers a roll the engine refuses.
     */
    bool rollable() const { return m_hasOdds && m_rollRefusal.isEmpty(); }
    /** Why the previewed attack cannot be rolled now (the engine's reason); empty when it can. */
    QString rollRefusal() const { return m_rollRefusal; }
    QString powerName() const { return m_powerName; }
    /** The power's attack bonus with the cover, concealment, long range and off-guard modifiers. */
    int attackBonus() const { return m_attackBonus; }
    int defense() const { return m_defense; }
    QString defenseName() const { return m_defenseName; }
    double hitChance() const { return m_hitChance; }
    double criticalChance() const { return m_criticalChance; }
    double expectedDamage() const { return m_expectedDamage; }
    /** The chance this one attack takes the target to 0 hit points or below (its resistance counted). */
    double dropChance() const { return m_dropChance; }
    QString oddsSummary() const;

    /** The power the preview and the attack use; empty: the basic melee attack when adjacent, else a ranged one. */
    QString powerId() const { return m_powerId; }
    void setPowerId(const QString &powerId);
    /** Every circumstance modifier of the roll, as the encounter will apply it: [{name, value}]. */
    QVariantList modifiers() const { return m_modifiers; }
    /** "target off-guard +2, cover -2" for the label; empty without modifiers. */
    QString modifiersSummary() const;
    /** An area power's template: [{column, row, reached}] (reached: line of effect from the origin). */
    QVariantList areaSquares() const { return m_areaSquares; }
    /** The creatures the area power would attack. */
    QStringList areaTargets() const { return m_areaTargets; }
    /** Their spaces: [{id, column, row, size}]. */
    QVariantList areaTargetSpaces() const;
    /** The attack powers this creature can still use in the running encounter: [{id, name, area}] (area: a near
     *  or far burst, spray or wall). */
    Q_INVOKABLE QVariantList powersOf(const QString &creatureId) const;
    /** The squares laid for the chosen wall power, in order: [{column, row, index}] (index from 1). */
    QVariantList wallPlan() const;
    /** How far the wall is laid, or the grid engine's reason it cannot stand so. */
    QString wallPlanStatus() const { return m_wallPlanStatus; }
    /**
     * Lays the next square of the attacker's chosen wall power (Shift+click); a square already laid takes it back
     * with those after it. False, and nothing changes, when the chosen power is not a wall. Once the wall has its
     * squares, the preview and the roll use it instead of the straight wall across the line to the target.
     */
    Q_INVOKABLE bool layWallSquare(const QString &attackerId, int column, int row);
    Q_INVOKABLE void clearWallPlan();
    /** Rolls the previewed attack through the encounter (its dice go to the dice log); false with the reason. */
    Q_INVOKABLE bool attack();
    QString lastError() const { return m_lastError; }

    /** The preview from attacker to target; false (and cleared) when either is not on the map or they are equal. */
    Q_INVOKABLE bool update(const QString &attackerId, const QString &targetId);
    Q_INVOKABLE void clear();

Q_SIGNALS:
    void documentChanged();
    void encounterChanged();
    void changed();

private:
    void invalidateGrid();
    battlemat::BattleGrid &grid();
    void reset();
    void computeOdds();
    battlemat::ConcealmentResult concealmentOf(int attacker, int target, battlemat::AttackKind kind);
    /** The encounter command Ctrl+click issues for the previewed attack. */
    QJsonObject attackCommand() const;
    static QVariantList attackPowers(const battlemat::Combatant &attacker);
    const battlemat::CombatPower *chosenPower(const battlemat::Combatant &attacker) const;
    bool computeArea(const battlemat::EncounterState &state, const battlemat::Combatant &attacker,
                     const battlemat::Combatant &target, const battlemat::CombatPower &power);
    battlemat::AreaResult planWall(const battlemat::EncounterGrid &grid, const battlemat::Combatant &attacker,
                                   const battlemat::CombatPower &power, int size,
                                   battlemat::AreaRequest &request) const;

    QPointer<MapDocument> m_document;
    std::unique_ptr<battlemat::BattleGrid> m_grid; // rebuilt lazily after the map changes
    QString m_attackerId;
    QString m_targetId;
    QString m_coverGrade;
    int m_coverPenalty = 0;
    int m_blockedLines = 0;
    bool m_targetable = false;
    bool m_lineOfSight = false;
    QString m_concealmentGrade;
    int m_concealmentPenalty = 0;
    bool m_flanking = false;
    int m_range = 0;
    QPoint m_corner{-1, -1};
    QVariantList m_lines;
    QPointer<EncounterController> m_encounter;
    bool m_hasOdds = false;
    QString m_rollRefusal;
    QString m_powerName;
    int m_attackBonus = 0;
    int m_defense = 0;
    QString m_defenseName;
    double m_hitChance = 0;
    double m_criticalChance = 0;
    double m_expectedDamage = 0;
    double m_dropChance = 0;
    QString m_powerId;
    QString m_usedPowerId; // the power the odds are for
    QVariantList m_modifiers;
    QVariantList m_areaSquares;
    QStringList m_areaTargets;
    std::optional<battlemat::Square> m_areaOrigin;
    QList<battlemat::Square> m_wallSquares;
    QList<battlemat::Square> m_wallPlan; // laid by the game master for m_wallPlanPower of m_wallPlanAttacker
    QString m_wallPlanAttacker;
    QString m_wallPlanPower;
    QString m_wallPlanStatus;
    QString m_lastError;
};
