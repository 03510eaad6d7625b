#pragma once

#include "mapedit/mapedit.h"
#include "table/tablescene.h"

namespace battlemat {
struct CommandOutcome;
class TableSession;
} // namespace battlemat

#include <QObject>
#include <QPoint>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

/**
 * The battle on the table, shared by the views that draw it. Bound to the campaign's table session, every map
 * edit is a command of the session (one history with the encounter's commands, stored before it shows) and the
 * document shows the session's scene with the running encounter's tokens laid over it; it only translates QML
 * arguments and says what changed, in coarse pieces so that moving one token does not repaint the terrain.
 * Unbound (a map shown before the table opens, in tests) its edits go through a session of its own in memory, the
 * same path; the players' read-only mirror takes no edits.
 */
class MapDocument : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The campaign owns the map")
    Q_PROPERTY(QString name READ name NOTIFY changed)
    Q_PROPERTY(int columns READ columns NOTIFY changed)
    Q_PROPERTY(int rows READ rows NOTIFY changed)
    Q_PROPERTY(bool readOnly READ readOnly CONSTANT)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY historyChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY historyChanged)
    Q_PROPERTY(QString undoText READ undoText NOTIFY historyChanged)
    Q_PROPERTY(QString redoText READ redoText NOTIFY historyChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(QUrl backgroundSource READ backgroundSource NOTIFY backgroundChanged)
    Q_PROPERTY(qreal backgroundPixelsPerSquare READ backgroundPixelsPerSquare NOTIFY backgroundChanged)
    Q_PROPERTY(qreal backgroundOffsetX READ backgroundOffsetX NOTIFY backgroundChanged)
    Q_PROPERTY(qreal backgroundOffsetY READ backgroundOffsetY NOTIFY backgroundChanged)
    Q_PROPERTY(QString gmNotes READ gmNotes NOTIFY changed)
    // Light and vision (docs/vision.md): the players' window shows only what the heroes see when on.
    Q_PROPERTY(bool visionEnabled READ visionEnabled NOTIFY changed)
    Q_PROPERTY(QVariantList secretDoors READ secretDoors NOTIFY terrainChanged)

public:
    explicit MapDocument(QObject *parent = nullptr, bool readOnly = false);
    ~MapDocument() override;

    const battlemat::TableScene &scene() const { return m_scene; }
    const battlemat::BattleMap &map() const { return m_scene.map; }
    /** Replaces everything (a newly opened map); clears the edit history. */
    void setScene(battlemat::TableScene scene);
    /**
     * Makes the session the writer of this map: edits become its commands, undo and redo its history (asked for
     * through undoRequested/redoRequested, which the table's controller answers). Null unbinds.
     */
    void setSession(battlemat::TableSession *session);
    battlemat::TableSession *session() const { return m_session; }
    /** Shows the session's scene again after its history moved (undo, redo, an encounter started or ended). */
    void adoptSession();
    void setMap(battlemat::BattleMap map);

    /** What a mirror (the players' copy) is told changed in its source. */
    enum class Part
    {
        Terrain,
        Creatures,
        Creature,
        Background,
    };
    /** Takes a new scene for a read-only mirror and announces only the part that changed (row for Creature). */
    void mirror(battlemat::TableScene scene, Part part, int row = -1);

    QString name() const { return m_scene.map.name; }
    int columns() const { return m_scene.map.grid.width(); }
    int rows() const { return m_scene.map.grid.height(); }
    bool readOnly() const { return m_readOnly; }
    bool canUndo() const;
    bool canRedo() const;
    QString undoText() const;
    QString redoText() const;
    QString lastError() const { return m_lastError; }
    QUrl backgroundSource() const;
    qreal backgroundPixelsPerSquare() const { return m_scene.background.pixelsPerSquare; }
    qreal backgroundOffsetX() const { return m_scene.background.offsetX; }
    qreal backgroundOffsetY() const { return m_scene.background.offsetY; }
    QString gmNotes() const { return m_scene.gmNotes; }

    Q_INVOKABLE QString terrainNameAt(int column, int row) const;
    /** The terrain at a square as the table reads it ("Heavily obscured", "Stark verdeckt"). */
    Q_INVOKABLE QString terrainLabelAt(int column, int row) const;
    /** The paintable terrain types: {terrain, name, colour} in the order of the palette. */
    Q_INVOKABLE QVariantList terrainPalette() const;

    // Map edits; each returns false and sets lastError when the engine refuses it.
    Q_INVOKABLE bool paintTerrain(const QVariantList &squares, int terrain);
    /** edges: [{x, y, side}] with side 0..3 = N, E, S, W; feature 0..4 = none, wall, open, closed, locked door. */
    Q_INVOKABLE bool setEdges(const QVariantList &edges, int feature);
    Q_INVOKABLE bool placeCreature(const QString &name, const QString &side, int spaceSquares, int column, int row,
                                   int hitPoints, int maxHitPoints);
    /**
     * Places a campaign hero's token on the free square nearest the party (or the map's centre): named, sized and
     * fast as the sheet says, linked to the sheet by its id, hit points as the sheet has them.
     */
    bool placeHero(const QString &heroId, const QString &name, battlemat::CreatureSize size, int speed, int hitPoints,
                   int maxHitPoints);
    /**
     * Places the creature on the free space nearest its side (or the map's centre), or on the square it was dropped
     * on (the map edit refuses one it does not fit); its id made unique.
     */
    bool placeBesideSide(battlemat::MapCreature creature, int hitPoints, int maxHitPoints,
                         std::optional<battlemat::Square> at = std::nullopt);
    /** Where the running encounter has a creature, and how it is: the encounter is the authority while it runs. */
    struct EncounterToken
    {
        QString id;
        battlemat::Square position;
        int hitPoints = 0;
        int maxHitPoints = 0;
        bool dead = false;
        QStringList conditions;        // the map's own plus the encounter's
        QList<battlemat::Square> path; // the squares its newest move went through, when it moved since the last call
        /**
         * Whether its fight is running. After the end the map is the game master's again (the session folded the
         * final places into it): only the hit points, which a rest still changes, are laid over it, so a token put
         * elsewhere or a condition edited in map editing shows as edited.
         */
        bool fighting = true;
        // A creature that joined the fight (the encounter's addCreature) is no token of the map: shown as this one
        // while the encounter shows, gone with it (or when its joining is undone).
        std::optional<battlemat::MapCreature> joined;
    };
    /**
     * Shows the encounter's positions, hit points and conditions on the tokens (and so on the players' screen),
     * laid over the session's scene until the next call. Not a map edit: the encounter's own steps take these back,
     * and the session folds the final positions into the map when the encounter ends.
     */
    void followEncounter(const QList<EncounterToken> &tokens);
    /**
     * The running fight's light (AuraLight::lightingOf), laid over the scene as TableScene::fightLight for the
     * players' vision; none after the fight. Never saved into the map (docs/vision.md "In a fight").
     */
    void followFightLight(std::optional<battlemat::MapLighting> light);
    /** No encounter is shown any more (its start was undone, another map opened): adoptSession() shows the map. */
    void clearOverlay()
    {
        m_overlay.clear();
        m_fightLight.reset();
    }
    Q_INVOKABLE bool removeCreature(const QString &id);
    Q_INVOKABLE bool moveCreature(const QString &id, int column, int row);
    /** A map edit in its step form ({"type": "map.moveCreature", ...}), as the session decided it. */
    Q_INVOKABLE bool runEdit(const QJsonObject &step);
    Q_INVOKABLE bool setHidden(const QString &id, bool hidden);
    /** maxHitPoints 0 stops tracking the creature's hit points. */
    Q_INVOKABLE bool setHitPoints(const QString &id, int hitPoints, int maxHitPoints);
    Q_INVOKABLE bool setBackground(const QUrl &image, qreal pixelsPerSquare, qreal offsetX, qreal offsetY);
    bool visionEnabled() const { return m_scene.map.lighting.visionEnabled; }
    Q_INVOKABLE bool setVisionEnabled(bool enabled);
    /** level 0..2 = dark, dim, bright: the ambient light of these squares. */
    Q_INVOKABLE bool paintAmbient(const QVariantList &squares, int level);
    /** kind "candle", "torch", "lantern" or "glowbasket", lit for its whole duration, standing on a square. */
    Q_INVOKABLE bool placeLight(const QString &kind, int column, int row);
    /** Takes away the lights standing on a square; false when there is none. */
    Q_INVOKABLE bool removeLightsAt(int column, int row);
    /** The ambient light of a square, 0..2 = dark, dim, bright. */
    Q_INVOKABLE int ambientAt(int column, int row) const;
    /**
     * Time passing on the map outside a fight: every lit light burns `minutes` shorter (the map.burnLights step; Edit >
     * Let time pass on the map…). Refused in the table's language outside 1 to 100000 minutes, as the engine says.
     */
    Q_INVOKABLE bool burnLights(int minutes);
    /** The lights standing on squares: [{kind, name (the table's word for it), x, y, minutesLeft}]. */
    Q_INVOKABLE QVariantList placedLights() const;
    /**
     * Keeps what the players have seen (the players' screen works it out): stored with the map, not an edit the
     * game master undoes.
     */
    void recordExplored(const QList<bool> &explored);
    /**
     * The game master's "reset explored": the players forget what they have seen of this map (a map used again,
     * the heroes teleported). An undoable edit; what the heroes see now is explored again at once.
     */
    Q_INVOKABLE bool resetExplored();
    /** mark 0..2 = none, revealed, concealed: the game master's reveal and hide brushes on the players' fog. */
    Q_INVOKABLE bool paintFog(const QVariantList &squares, int mark);
    /** The brush's mark on a square, 0..2 = none, revealed, concealed. */
    Q_INVOKABLE int fogMarkAt(int column, int row) const;
    /** The doors drawn as walls on the players' window until found: [{x, y, side}], named from the north or west. */
    QVariantList secretDoors() const;
    /**
     * The game master's click on a door with the secret door tool: a door shown to the players becomes secret, a
     * secret one is found (shown as the door it is). side 0..3 = north, east, south, west. An undoable edit; an edge
     * that is no door is refused with the reason.
     */
    Q_INVOKABLE bool toggleSecretDoor(int column, int row, int side);
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();

Q_SIGNALS:
    void changed();                // anything
    void sceneReset();             // a different scene: everything changed
    void terrainChanged();         // terrain, walls or doors
    void creaturesReset();         // creatures added or removed
    void creatureChanged(int row); // one creature moved, was hidden or shown, or its status changed
    void backgroundChanged();
    /**
     * The explored squares were set by an edit, its undo or redo (not by the players exploring): a mirror takes
     * them as they are instead of adding what it remembers. Sent before terrainChanged.
     */
    void exploredReplaced();
    void historyChanged();
    /** An edit, an undo or a redo was applied: the map differs from what it was (the campaign commits it). */
    void edited();
    void lastErrorChanged();
    /** Bound to a session: undo or redo was asked for; the table's controller walks the session's history. */
    void undoRequested();
    void redoRequested();

private:
    bool run(const battlemat::MapEdit &edit);
    /** A brush stroke over squares [{x, y}]: the edit makeEdit builds for them; no squares, nothing to do. */
    template<typename MakeEdit>
    bool runStroke(const QVariantList &squares, MakeEdit makeEdit);
    /** The session edits go through: the table's when bound, else the document's own. */
    battlemat::TableSession *table() const { return m_session ? m_session : m_ownTable.get(); }
    void openOwnTable();
    /** After the own session's undo or redo: shows its scene, or says why nothing changed. */
    bool walkOwnHistory(const battlemat::CommandOutcome &outcome);
    void announce(const battlemat::MapEdit &applied);
    void assignSideIndices();
    void setLastError(const QString &message);

    void applyOverlay(battlemat::TableScene &scene) const;

    battlemat::TableScene m_scene;
    battlemat::TableSession *m_session = nullptr;
    std::unique_ptr<battlemat::TableSession> m_ownTable; // unbound and editable: a session in memory
    QList<EncounterToken> m_overlay; // the running encounter's tokens, shown over the session's scene
    std::optional<battlemat::MapLighting> m_fightLight; // and its light, for the players' vision

    QString m_lastError;
    bool m_readOnly;
};

template<typename MakeEdit>
inline bool MapDocument::runStroke(const QVariantList &squares, MakeEdit makeEdit)
{
    // The squares a brush stroke in QML crossed ([Qt.point(column, row), ...]).
    QList<battlemat::Square> list;
    for (const QVariant &value : squares)
        list.append({value.toPoint().x(), value.toPoint().y()});
    return list.isEmpty() || run(makeEdit(list));
}
