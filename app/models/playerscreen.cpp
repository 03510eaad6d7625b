#include "playerscreen.h"

#include "grid/battlegrid.h"
#include "session/rulessightlight.h"
#include "session/tablesession.h"
#include "table/playerview.h"
#include "vision/sightlight.h"

#include <QGuiApplication>
#include <QScreen>

PlayerScreen::PlayerScreen(MapDocument *source, QObject *parent)
    : QObject(parent)
    , m_source(source)
    , m_map(new MapDocument(this, true))
    , m_tokens(new TokenModel(m_map, this))
{
    connect(source, &MapDocument::sceneReset, this, [this] {
        m_map->setScene(viewOfSource());
        keepExplored();
        Q_EMIT activeChanged();
    });
    // Reset explored, or its undo: what this copy remembers must not bring forgotten squares back.
    connect(source, &MapDocument::exploredReplaced, this, [this] { m_takeExplored = true; });
    connect(source, &MapDocument::terrainChanged, this, [this] { refresh(MapDocument::Part::Terrain); });
    connect(source, &MapDocument::creaturesReset, this, [this] { refresh(MapDocument::Part::Creatures); });
    connect(source, &MapDocument::creatureChanged, this,
            [this](int row) { refresh(MapDocument::Part::Creature, row); });
    connect(source, &MapDocument::backgroundChanged, this, [this] { refresh(MapDocument::Part::Background); });
    m_map->setScene(viewOfSource());
    keepExplored();
    // Who the players see changes the strip: any change of the players' tokens may add or drop an entry.
    connect(this, &PlayerScreen::activeChanged, this, &PlayerScreen::initiativeChanged);
    connect(m_tokens, &QAbstractItemModel::modelReset, this, &PlayerScreen::initiativeChanged);
    connect(m_tokens, &QAbstractItemModel::rowsInserted, this, &PlayerScreen::initiativeChanged);
    connect(m_tokens, &QAbstractItemModel::rowsRemoved, this, &PlayerScreen::initiativeChanged);
    connect(m_tokens, &QAbstractItemModel::dataChanged, this, &PlayerScreen::initiativeChanged);
    if (auto *app = qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        connect(app, &QGuiApplication::screenAdded, this, &PlayerScreen::screensChanged);
        connect(app, &QGuiApplication::screenRemoved, this, &PlayerScreen::screensChanged);
    }
}

QStringList PlayerScreen::screenNames() const
{
    QStringList names;
    for (const QScreen *screen : QGuiApplication::screens())
        names.append(tr("%1 (%2 × %3)").arg(screen->name()).arg(screen->size().width()).arg(screen->size().height()));
    return names;
}

bool PlayerScreen::showFullScreenOn(QWindow *window, int screen) const
{
    const auto screens = QGuiApplication::screens();
    if (!window || screen < 0 || screen >= screens.size())
        return false;
    window->setScreen(screens.at(screen));
    window->setGeometry(screens.at(screen)->geometry());
    window->showFullScreen();
    return true;
}

void PlayerScreen::setActiveCreatureId(const QString &id)
{
    if (id == m_activeCreatureId)
        return;
    m_activeCreatureId = id;
    Q_EMIT activeChanged();
}

void PlayerScreen::setRuler(MeasureRuler *ruler)
{
    if (m_ruler == ruler)
        return;
    m_ruler = ruler;
    Q_EMIT rulerChanged();
}

void PlayerScreen::ping(int column, int row)
{
    // Not a change of the table (nothing to store or undo): a gesture the game master makes, shown for a moment.
    if (m_map->scene().map.grid.contains(battlemat::Square{column, row}))
        Q_EMIT pinged(column, row);
}

int PlayerScreen::activeRow() const
{
    return m_activeCreatureId.isEmpty() ? -1 : m_map->scene().creatureIndex(m_activeCreatureId);
}

void PlayerScreen::refresh(MapDocument::Part part, int sourceRow)
{
    if (!m_source)
        return;
    battlemat::TableScene view = viewOfSource();
    // Hiding or showing a creature changes the rows, and so, with vision on, does a move, a door or a light that
    // brings a creature into sight or out of it; anything else changes one row in place.
    const auto &before = m_map->scene().map.creatures;
    const auto &after = view.map.creatures;
    bool sameRows = before.size() == after.size();
    for (qsizetype i = 0; sameRows && i < before.size(); ++i)
        sameRows = before.at(i).id == after.at(i).id;
    if (part == MapDocument::Part::Creature) {
        if (!sameRows) {
            part = MapDocument::Part::Creatures;
        } else {
            const QString id = m_source->scene().map.creatures.value(sourceRow).id;
            sourceRow = view.creatureIndex(id);
        }
    }
    // With vision on, newly seen squares get their terrain in the players' copy: redraw it as well.
    const bool sightChanged = view.map.lighting.explored != m_map->scene().map.lighting.explored ||
                              view.playerVisible != m_map->scene().playerVisible;
    if (sightChanged && part != MapDocument::Part::Terrain)
        m_map->mirror(view, MapDocument::Part::Terrain);
    if (!sameRows && part != MapDocument::Part::Creatures) {
        m_map->mirror(view, MapDocument::Part::Creatures);
        Q_EMIT activeChanged();
    }
    m_map->mirror(std::move(view), part, sourceRow);
    keepExplored();
    if (part == MapDocument::Part::Creatures)
        Q_EMIT activeChanged();
}

battlemat::TableScene PlayerScreen::viewOfSource()
{
    battlemat::TableScene scene = m_source->scene();
    // The squares seen so far are remembered here too: whoever replaces the game master's scene (a new map, the
    // table session's state) may not carry them. Another map (name or size) starts unexplored.
    const auto &map = scene.map;
    if (map.name != m_exploredMap || map.grid.width() * map.grid.height() != m_explored.size()) {
        m_exploredMap = map.name;
        m_explored = QList<bool>(qsizetype(map.grid.width()) * map.grid.height(), false);
    }
    if (m_takeExplored) {
        m_takeExplored = false;
        m_explored.fill(false);
    }
    if (scene.map.lighting.explored.size() == m_explored.size()) {
        for (qsizetype i = 0; i < m_explored.size(); ++i)
            m_explored[i] = m_explored.at(i) || scene.map.lighting.explored.at(i);
    }
    scene.map.lighting.explored = m_explored;
    // The heroes see by the light of the campaign's ruleset (Five Torches Deep's four levels), through its seam.
    std::shared_ptr<const battlemat::SightLight> light;
    if (const battlemat::TableSession *session = m_source->session())
        light = battlemat::rulesSightLight(session->table(), session->registry());
    battlemat::TableScene view = battlemat::playerViewOf(scene, light.get());
    if (view.map.lighting.explored.size() == m_explored.size())
        m_explored = view.map.lighting.explored;
    // The light the players see by, where they see: a change of the ruleset's light alone (no square newly seen or
    // lost) still redraws the TV through lightShadesChanged.
    QList<int> shades;
    if (light) {
        const std::vector<quint8> tint = light->shades(battlemat::BattleGrid(battlemat::mapInSight(scene)));
        const bool masked = !view.playerVisible.isEmpty();
        for (std::size_t i = 0; i < tint.size(); ++i)
            shades.append(masked && !view.playerVisible.value(qsizetype(i)) ? 0 : int(tint[i]));
    }
    if (shades != m_lightShades) {
        m_lightShades = shades;
        Q_EMIT lightShadesChanged();
    }
    return view;
}

void PlayerScreen::keepExplored()
{
    // The squares the heroes have seen are the game master's map's too, so they are kept when it is saved.
    if (m_source && m_source->visionEnabled())
        m_source->recordExplored(m_map->scene().map.lighting.explored);
}
