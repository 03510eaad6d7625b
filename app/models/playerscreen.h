#pragma once

#include "mapdocument.h"
#include "measureruler.h"
#include "tokenmodel.h"

#include <QObject>
#include <QPointer>
#include <QWindow>
#include <QtQml/qqmlregistration.h>

/**
 * What the players' screen (the TV) is given: a read-only MapDocument holding battlemat::playerViewOf() the game
 * master's scene, and tokens over it. Hidden creatures, GM notes, monster hit points and defenses never enter
 * these objects, so no QML of the player window can show them by mistake.
 */
class PlayerScreen : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The campaign owns the players' screen")
    Q_PROPERTY(MapDocument *map READ map CONSTANT)
    Q_PROPERTY(TokenModel *tokens READ tokens CONSTANT)
    Q_PROPERTY(QString activeCreatureId READ activeCreatureId WRITE setActiveCreatureId NOTIFY activeChanged)
    Q_PROPERTY(int activeRow READ activeRow NOTIFY activeChanged)
    Q_PROPERTY(bool activeUnseen READ activeUnseen NOTIFY activeChanged)
    Q_PROPERTY(MeasureRuler *ruler READ ruler WRITE setRuler NOTIFY rulerChanged)
    Q_PROPERTY(QStringList screenNames READ screenNames NOTIFY screensChanged)
    Q_PROPERTY(QStringList turnOrder READ turnOrder WRITE setTurnOrder NOTIFY initiativeChanged)
    Q_PROPERTY(QVariantList initiative READ initiative NOTIFY initiativeChanged)
    // The light the players see by, per square (0 lit, 1 dim, 2 darkness; SightLight::shades of the campaign's
    // ruleset), only where they see now when vision is on; empty when the ruleset tints nothing. Changes with the
    // map's lights and with the ruleset's state alone (a Five Torches Deep fight's light), so the TV redraws then.
    Q_PROPERTY(QList<int> lightShades READ lightShades NOTIFY lightShadesChanged)

public:
    explicit PlayerScreen(MapDocument *source, QObject *parent = nullptr);

    MapDocument *map() const { return m_map; }
    TokenModel *tokens() const { return m_tokens; }
    /**
     * The creature whose turn it is (or the one the game master selects), set from the game master's side; read
     * back only when the players can see it, so that no hidden or unseen creature's id reaches the players' window.
     */
    QString activeCreatureId() const { return activeRow() < 0 ? QString() : m_activeCreatureId; }
    void setActiveCreatureId(const QString &id);
    /** Its row in the players' tokens, or -1 when the players cannot see it (the camera must not follow it). */
    int activeRow() const;
    /** A creature is active that the players cannot see: its turn shows as the enemy's, without who. */
    bool activeUnseen() const { return !m_activeCreatureId.isEmpty() && activeRow() < 0; }

    /**
     * The encounter's turn order (creature ids), set from the game master's side; read back, like the active
     * creature, with only the creatures the players can see (playerinitiative.cpp).
     */
    QStringList turnOrder() const;
    void setTurnOrder(const QStringList &ids);
    /**
     * The TV's initiative strip: the turn order as the players may know it, one entry a creature they see
     * ({name, sideIndex, active, enemy: false}); a creature they cannot see is left out, except on its turn, when
     * it is one entry {name: "", enemy: true, active: true} at its place: someone acts, not who.
     */
    QVariantList initiative() const;
    QList<int> lightShades() const { return m_lightShades; }

    /** The game master's ruler shown on the players' window, while the game master shows it; else null. */
    MeasureRuler *ruler() const { return m_ruler; }
    void setRuler(MeasureRuler *ruler);

    /** The game master points at a square (Alt+click): the players' window pulses there. Off the map: nothing. */
    Q_INVOKABLE void ping(int column, int row);

    /** The screens the players' window can be sent to: "name (width × height)". */
    QStringList screenNames() const;
    /** Shows a window full screen on screen number `screen` of screenNames(). */
    Q_INVOKABLE bool showFullScreenOn(QWindow *window, int screen) const;

Q_SIGNALS:
    void activeChanged();
    void screensChanged();
    void pinged(int column, int row);
    void rulerChanged();
    void initiativeChanged();
    void lightShadesChanged();

private:
    void refresh(MapDocument::Part part, int sourceRow = -1);
    void keepExplored();
    battlemat::TableScene viewOfSource();

    QPointer<MapDocument> m_source;
    MapDocument *m_map;
    TokenModel *m_tokens;
    QString m_activeCreatureId;
    QStringList m_turnOrder;
    QPointer<MeasureRuler> m_ruler;
    QString m_exploredMap;
    QList<bool> m_explored;
    QList<int> m_lightShades;
    bool m_takeExplored = false; // the source's explored squares were set by an edit: take them, add nothing
};
