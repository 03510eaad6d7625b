#include "mapdocument.h"

#include <algorithm>

#include "mapeditrefusaltexts.h"
#include "mapimage.h"
#include "storedbackground.h"
#include "terraintexts.h"

#include "core/filereader.h"
#include "mapedit/mapeditjson.h"
#include "mapedit/tokenplacement.h"
#include "rulesets/builtinmodules.h"
#include "session/mapeditcommand.h"
#include "session/tablesession.h"

#include <QColor>
#include <QFileInfo>

using battlemat::MapEdit;

MapDocument::MapDocument(QObject *parent, bool readOnly)
    : QObject(parent)
    , m_readOnly(readOnly)
{
    openOwnTable();
}

MapDocument::~MapDocument() = default;

void MapDocument::openOwnTable()
{
    m_ownTable.reset();
    if (m_readOnly || m_session)
        return;
    m_ownTable = std::make_unique<battlemat::TableSession>(nullptr, battlemat::builtInModules());
    // An empty map id: nothing is read from or written to a file.
    if (const battlemat::Status opened = m_ownTable->open(QString(), m_scene); !opened)
        m_ownTable.reset();
}

void MapDocument::setScene(battlemat::TableScene scene)
{
    m_scene = std::move(scene);
    // A map from the campaign file (or a UVTT import) brings its picture as bytes: show them.
    if (m_scene.background.imageFile.isEmpty() && !m_scene.map.background.isEmpty())
        m_scene.background = StoredBackground::pictureOf(m_scene.map.background);
    if (!m_readOnly)
        assignSideIndices();
    clearOverlay();
    openOwnTable();
    Q_EMIT sceneReset();
    Q_EMIT terrainChanged();
    Q_EMIT creaturesReset();
    Q_EMIT backgroundChanged();
    Q_EMIT historyChanged();
    Q_EMIT changed();
}

void MapDocument::setMap(battlemat::BattleMap map)
{
    battlemat::TableScene scene;
    scene.map = std::move(map);
    setScene(std::move(scene));
}

void MapDocument::mirror(battlemat::TableScene scene, Part part, int row)
{
    m_scene = std::move(scene);
    switch (part) {
    case Part::Terrain:
        Q_EMIT terrainChanged();
        break;
    case Part::Creatures:
        Q_EMIT creaturesReset();
        break;
    case Part::Creature:
        Q_EMIT creatureChanged(row);
        break;
    case Part::Background:
        Q_EMIT backgroundChanged();
        break;
    }
    Q_EMIT changed();
}

void MapDocument::setSession(battlemat::TableSession *session)
{
    m_session = session;
    // Let go of the table: edits go on through the document's own session, from the scene shown now.
    openOwnTable();
    Q_EMIT historyChanged();
}

bool MapDocument::canUndo() const
{
    if (m_readOnly)
        return false;
    return table() && table()->canUndo();
}

bool MapDocument::canRedo() const
{
    if (m_readOnly)
        return false;
    return table() && table()->canRedo();
}

QString MapDocument::undoText() const
{
    return table() ? table()->undoCommand().value(QStringLiteral("type")).toString() : QString();
}

QString MapDocument::redoText() const
{
    return table() ? table()->redoCommand().value(QStringLiteral("type")).toString() : QString();
}

void MapDocument::adoptSession()
{
    if (!table())
        return;
    battlemat::TableScene next = table()->table().scene;
    next.sideIndices = m_scene.sideIndices;
    // Undo or redo of a reset of the explored squares: the mirror takes the list as it is now.
    const bool exploredMoved = next.map.lighting.exploredEdits != m_scene.map.lighting.exploredEdits;
    const bool backgroundChanged =
        !(next.background == m_scene.background) || !(next.map.background == m_scene.map.background);
    applyOverlay(next);
    m_scene = std::move(next);
    assignSideIndices();
    if (exploredMoved)
        Q_EMIT exploredReplaced();
    // After undo or redo any part may differ; these are rare enough to redraw the terrain and tokens whole.
    Q_EMIT terrainChanged();
    Q_EMIT creaturesReset();
    if (backgroundChanged)
        Q_EMIT this->backgroundChanged();
    Q_EMIT historyChanged();
    Q_EMIT changed();
}

QUrl MapDocument::backgroundSource() const
{
    const QString file = m_scene.background.imageFile;
    if (file.isEmpty())
        return {};
    if (file.startsWith(QLatin1String(":/")))
        return QUrl(QStringLiteral("qrc") + file);
    return QUrl::fromLocalFile(QFileInfo(file).absoluteFilePath());
}

QString MapDocument::terrainNameAt(int column, int row) const
{
    const battlemat::Square square{column, row};
    if (!m_scene.map.grid.contains(square))
        return {};
    return battlemat::terrainName(m_scene.map.grid.terrain(square));
}

QString MapDocument::terrainLabelAt(int column, int row) const
{
    const battlemat::Square square{column, row};
    if (!m_scene.map.grid.contains(square))
        return {};
    return terrainLabel(m_scene.map.grid.terrain(square));
}

QVariantList MapDocument::terrainPalette() const
{
    return terrainPaletteEntries();
}

bool MapDocument::paintTerrain(const QVariantList &squares, int terrain)
{
    if (terrain < 0 || terrain > int(battlemat::lastTerrain)) {
        setLastError(tr("Unknown terrain type %1").arg(terrain));
        return false;
    }
    return runStroke(squares, [&](const QList<battlemat::Square> &list) {
        return MapEdit::paintTerrain(list, battlemat::Terrain(terrain));
    });
}

bool MapDocument::setEdges(const QVariantList &edges, int feature)
{
    if (feature < 0 || feature > int(battlemat::EdgeFeature::LockedDoor)) {
        setLastError(tr("Unknown wall or door type %1").arg(feature));
        return false;
    }
    QList<MapEdit::EdgeChange> changes;
    for (const QVariant &value : edges) {
        const QVariantMap edge = value.toMap();
        const int side = edge.value(QStringLiteral("side")).toInt();
        if (side < 0 || side > 3) {
            setLastError(tr("Unknown side %1 of a square").arg(side));
            return false;
        }
        changes.append({{edge.value(QStringLiteral("x")).toInt(), edge.value(QStringLiteral("y")).toInt()},
                        battlemat::Side(side),
                        battlemat::EdgeFeature(feature)});
    }
    if (changes.isEmpty())
        return true;
    return run(MapEdit::setEdges(changes));
}

bool MapDocument::placeCreature(const QString &name, const QString &side, int spaceSquares, int column, int row,
                                int hitPoints, int maxHitPoints)
{
    battlemat::MapCreature creature;
    creature.name = name.trimmed();
    if (creature.name.isEmpty()) {
        setLastError(tr("A creature needs a name"));
        return false;
    }
    creature.side = side.trimmed().isEmpty() ? QStringLiteral("monsters") : side.trimmed();
    const auto size = battlemat::creatureSizeOfSpace(spaceSquares);
    if (!size) {
        setLastError(tr("A creature's space is 1 to 4 squares a side, not %1").arg(spaceSquares));
        return false;
    }
    creature.size = *size;
    creature.position = {column, row};
    // Ids follow the name ("ash-ogre", "ash-ogre-2") so scripts and the CLI can name the creature.
    creature.id = battlemat::TokenPlacement::freeId(
        m_scene.map, creature.name.toLower().replace(QLatin1Char(' '), QLatin1Char('-')));
    std::optional<battlemat::CreatureStatus> status;
    if (maxHitPoints > 0)
        status = battlemat::CreatureStatus::fromHitPoints(hitPoints, maxHitPoints);
    return run(MapEdit::placeCreature(creature, status));
}

bool MapDocument::placeHero(const QString &heroId, const QString &name, battlemat::CreatureSize size, int speed,
                            int hitPoints, int maxHitPoints)
{
    const battlemat::BattleMap &map = m_scene.map;
    for (const battlemat::MapCreature &creature : map.creatures) {
        if (creature.character == heroId) {
            setLastError(tr("%1 is already on this map").arg(name));
            return false;
        }
    }
    battlemat::MapCreature creature;
    creature.name = name;
    creature.character = heroId;
    creature.side = QStringLiteral("heroes");
    creature.size = size;
    creature.speed = speed;
    creature.id = heroId;
    return placeBesideSide(creature, hitPoints, maxHitPoints);
}

bool MapDocument::placeBesideSide(battlemat::MapCreature creature, int hitPoints, int maxHitPoints,
                                  std::optional<battlemat::Square> at)
{
    creature.id = battlemat::TokenPlacement::freeId(m_scene.map, creature.id);
    // Beside its side if it is on the map, else in the middle: the game master drags it from there.
    const auto space = at ? at : battlemat::TokenPlacement::besideItsSide(m_scene.map, creature);
    if (!space) {
        setLastError(tr("There is no free space on this map for %1").arg(creature.name));
        return false;
    }
    creature.position = *space;
    return run(MapEdit::placeCreature(creature,
                                      battlemat::CreatureStatus::fromHitPoints(hitPoints, std::max(1, maxHitPoints))));
}

bool MapDocument::removeCreature(const QString &id)
{
    return run(MapEdit::removeCreature(id));
}

bool MapDocument::moveCreature(const QString &id, int column, int row)
{
    return run(MapEdit::moveCreature(id, {column, row}));
}

bool MapDocument::runEdit(const QJsonObject &step)
{
    auto edit = battlemat::mapEditFromJson(step, m_scene.map.grid, battlemat::JsonContext(tr("map edit")));
    if (!edit) {
        setLastError(edit.errorMessage());
        return false;
    }
    return run(*edit);
}

bool MapDocument::setHidden(const QString &id, bool hidden)
{
    return run(MapEdit::setHidden(id, hidden));
}

bool MapDocument::setHitPoints(const QString &id, int hitPoints, int maxHitPoints)
{
    std::optional<battlemat::CreatureStatus> status;
    if (maxHitPoints > 0) {
        // Defenses and the note stay; only the numbers and the state that follows from them change.
        status = m_scene.statuses.value(id);
        status->hitPoints = hitPoints;
        status->maxHitPoints = maxHitPoints;
        status->health = battlemat::healthStateOf(hitPoints, maxHitPoints);
    }
    return run(MapEdit::setStatus(id, status));
}

bool MapDocument::setBackground(const QUrl &image, qreal pixelsPerSquare, qreal offsetX, qreal offsetY)
{
    battlemat::BackgroundPicture background;
    background.imageFile = image.isLocalFile() ? image.toLocalFile() : image.toString();
    if (background.imageFile.startsWith(QLatin1String("qrc:/")))
        background.imageFile.remove(0, 3);
    background.pixelsPerSquare = pixelsPerSquare;
    background.offsetX = offsetX;
    background.offsetY = offsetY;
    // Read the one way first (a regular file within the picture limit), before the view's image loader may open it:
    // a FIFO or a device chosen as the picture would hang it, a huge file fill the memory.
    // The campaign keeps the picture's bytes with the map, so it is there when the campaign is opened again, on
    // another machine too; they travel with the edit, so undo restores the previous bytes the same way.
    battlemat::MapBackground stored;
    if (!m_readOnly) {
        QString error;
        if (!StoredBackground::storedOf(background, &stored, &error)) {
            setLastError(tr("The picture was not set: %1").arg(error));
            return false;
        }
    }
    return run(MapEdit::setBackground(background, stored));
}

bool MapDocument::undo()
{
    if (m_readOnly)
        return false;
    if (m_session) {
        Q_EMIT undoRequested();
        return true;
    }
    return walkOwnHistory(m_ownTable ? m_ownTable->undo() : battlemat::CommandOutcome{});
}

bool MapDocument::redo()
{
    if (m_readOnly)
        return false;
    if (m_session) {
        Q_EMIT redoRequested();
        return true;
    }
    return walkOwnHistory(m_ownTable ? m_ownTable->redo() : battlemat::CommandOutcome{});
}

bool MapDocument::run(const MapEdit &edit)
{
    if (m_readOnly) {
        setLastError(tr("The players' view cannot be edited"));
        return false;
    }
    if (!table()) {
        setLastError(tr("No map is open"));
        return false;
    }
    const battlemat::CommandOutcome outcome = table()->apply(std::make_shared<battlemat::MapEditCommand>(edit));
    if (!outcome.ok) {
        setLastError(MapEditRefusalTexts::translate(outcome.error)); // the engine's English, in the table's language
        return false;
    }
    setLastError({});
    battlemat::TableScene next = table()->table().scene;
    next.sideIndices = m_scene.sideIndices;
    applyOverlay(next);
    m_scene = std::move(next);
    announce(edit);
    Q_EMIT historyChanged();
    Q_EMIT edited();
    return true;
}

void MapDocument::followFightLight(std::optional<battlemat::MapLighting> light)
{
    if (light == m_fightLight)
        return;
    m_fightLight = std::move(light);
    m_scene.fightLight = m_fightLight;
    Q_EMIT terrainChanged(); // the players' copy is worked out again in the new light
    Q_EMIT changed();
}

void MapDocument::applyOverlay(battlemat::TableScene &scene) const
{
    scene.fightLight = m_fightLight;
    for (const EncounterToken &token : m_overlay) {
        int row = scene.creatureIndex(token.id);
        if (row < 0 && token.joined) {
            scene.map.creatures.append(*token.joined);
            row = int(scene.map.creatures.size()) - 1;
        }
        if (row < 0)
            continue;
        battlemat::MapCreature &creature = scene.map.creatures[row];
        battlemat::CreatureStatus status = scene.statuses.value(token.id);
        status.hitPoints = token.hitPoints;
        status.maxHitPoints = token.maxHitPoints;
        // The encounter knows who is dead (a monster at 0, three failed death saves) beyond what hit points say.
        status.health = token.dead ? battlemat::HealthState::Dead
                                   : battlemat::healthStateOf(token.hitPoints, std::max(1, token.maxHitPoints));
        scene.statuses.insert(token.id, status);
        if (!token.fighting)
            continue;
        creature.position = token.position;
        creature.conditions = token.conditions;
    }
}

bool MapDocument::walkOwnHistory(const battlemat::CommandOutcome &outcome)
{
    if (!outcome.ok) {
        setLastError(outcome.error);
        return false;
    }
    setLastError({});
    adoptSession();
    Q_EMIT edited();
    return true;
}

void MapDocument::followEncounter(const QList<EncounterToken> &tokens)
{
    // Creatures that joined the fight and have left it again (their joining undone) leave the scene; those that
    // joined since come onto it.
    bool joinedOrLeft = false;
    for (const EncounterToken &old : std::as_const(m_overlay)) {
        const bool stays = std::any_of(tokens.cbegin(), tokens.cend(),
                                       [&old](const EncounterToken &token) { return token.id == old.id; });
        const int row = old.joined && !stays ? m_scene.creatureIndex(old.id) : -1;
        if (row >= 0) {
            m_scene.map.creatures.removeAt(row);
            m_scene.statuses.remove(old.id);
            joinedOrLeft = true;
        }
    }
    m_overlay = tokens;
    for (const EncounterToken &token : tokens) {
        if (token.joined && m_scene.creatureIndex(token.id) < 0) {
            m_scene.map.creatures.append(*token.joined);
            joinedOrLeft = true;
        }
    }
    if (joinedOrLeft) {
        assignSideIndices();
        Q_EMIT creaturesReset();
    }
    bool moved = false;
    bool any = joinedOrLeft;
    for (const EncounterToken &token : tokens) {
        const int row = m_scene.creatureIndex(token.id);
        if (row < 0)
            continue;
        battlemat::MapCreature &creature = m_scene.map.creatures[row];
        battlemat::CreatureStatus status = m_scene.statuses.value(token.id);
        status.hitPoints = token.hitPoints;
        status.maxHitPoints = token.maxHitPoints;
        // The encounter knows who is dead (a monster at 0, three failed death saves) beyond what hit points say.
        status.health = token.dead ? battlemat::HealthState::Dead
                                   : battlemat::healthStateOf(token.hitPoints, std::max(1, token.maxHitPoints));
        const bool statusChanged = !m_scene.statuses.contains(token.id) || m_scene.statuses.value(token.id) != status;
        const bool positionChanged = token.fighting && creature.position != token.position;
        const bool conditionsChanged = token.fighting && creature.conditions != token.conditions;
        if (!statusChanged && !positionChanged && !conditionsChanged)
            continue;
        m_scene.statuses.insert(token.id, status);
        // A move along a path glides along it (the last square is where it stands); any other change of place
        // (undone, placed) glides straight.
        if (positionChanged && !token.path.isEmpty() && token.path.constLast() == token.position)
            m_scene.movePaths.insert(token.id, token.path);
        else if (positionChanged)
            m_scene.movePaths.remove(token.id);
        if (token.fighting) {
            creature.position = token.position;
            creature.conditions = token.conditions;
        }
        moved = moved || positionChanged;
        any = true;
        Q_EMIT creatureChanged(row);
    }
    if (!any)
        return;
    Q_EMIT changed();
    // Bound to a session, the encounter's positions are the session's to keep (folded into the map when it ends).
    if (moved && !m_session)
        Q_EMIT edited();
}

void MapDocument::announce(const MapEdit &applied)
{
    switch (applied.kind) {
    case MapEdit::Kind::PaintTerrain:
    case MapEdit::Kind::SetEdges:
    case MapEdit::Kind::PaintAmbient: // light changes what the players see: their copy is worked out again
    case MapEdit::Kind::SetLights:
    case MapEdit::Kind::SetVision:
    case MapEdit::Kind::BurnLights:
    case MapEdit::Kind::SetSecretDoor:
    case MapEdit::Kind::PaintFog:
        Q_EMIT terrainChanged();
        break;
    case MapEdit::Kind::SetExplored:
        Q_EMIT exploredReplaced();
        Q_EMIT terrainChanged();
        break;
    case MapEdit::Kind::PlaceCreature:
    case MapEdit::Kind::RemoveCreature:
        assignSideIndices();
        Q_EMIT creaturesReset();
        break;
    case MapEdit::Kind::MoveCreature:
    case MapEdit::Kind::SetHidden:
    case MapEdit::Kind::SetStatus:
    case MapEdit::Kind::SetPortrait:
        Q_EMIT creatureChanged(m_scene.creatureIndex(applied.creature.id));
        break;
    case MapEdit::Kind::SetBackground:
        Q_EMIT backgroundChanged();
        break;
    }
    Q_EMIT changed();
}

void MapDocument::assignSideIndices()
{
    // Player sides first so the heroes always get the first colour and shape; a side keeps its slot for good.
    for (const QString &side : std::as_const(m_scene.playerSides)) {
        if (!m_scene.sideIndices.contains(side))
            m_scene.sideIndices.insert(side, int(m_scene.sideIndices.size()));
    }
    for (const auto &creature : std::as_const(m_scene.map.creatures)) {
        if (!m_scene.sideIndices.contains(creature.side))
            m_scene.sideIndices.insert(creature.side, int(m_scene.sideIndices.size()));
    }
}

void MapDocument::setLastError(const QString &message)
{
    if (m_lastError == message)
        return;
    m_lastError = message;
    Q_EMIT lastErrorChanged();
}
