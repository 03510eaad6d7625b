// MapDocument's light, vision and fog edits (docs/vision.md): the ambient light painted on squares, the lights
// standing on the map, the players' fog brushes, secret doors and the squares they have explored; each a map edit of
// the session.
#include "mapdocument.h"

#include "encounternarrator.h"
#include "session/tablesession.h"

using battlemat::MapEdit;

bool MapDocument::setVisionEnabled(bool enabled)
{
    if (enabled == visionEnabled())
        return true;
    return run(MapEdit::setVision(enabled));
}

bool MapDocument::paintAmbient(const QVariantList &squares, int level)
{
    if (level < 0 || level > int(battlemat::LightLevel::Bright)) {
        setLastError(tr("Unknown light level %1").arg(level));
        return false;
    }
    return runStroke(squares, [&](const QList<battlemat::Square> &list) {
        return MapEdit::paintAmbient(list, battlemat::LightLevel(level));
    });
}

bool MapDocument::placeLight(const QString &kind, int column, int row)
{
    const auto found = battlemat::lightSourceKind(kind);
    if (!found) {
        setLastError(tr("Unknown light source %1").arg(kind));
        return false;
    }
    QList<battlemat::LightSource> lights = m_scene.map.lighting.lights;
    lights.append({found->name, {column, row}, {}, found->minutes});
    return run(MapEdit::setLights(lights));
}

bool MapDocument::removeLightsAt(int column, int row)
{
    QList<battlemat::LightSource> lights = m_scene.map.lighting.lights;
    const auto removed = lights.removeIf([&](const battlemat::LightSource &light) {
        return light.carriedBy.isEmpty() && light.square == battlemat::Square{column, row};
    });
    if (removed == 0)
        return false;
    return run(MapEdit::setLights(lights));
}

bool MapDocument::burnLights(int minutes)
{
    return run(MapEdit::burnLights(minutes)); // the engine judges the minutes (applyBurn), in its one message
}

int MapDocument::ambientAt(int column, int row) const
{
    if (!m_scene.map.grid.contains({column, row}))
        return int(m_scene.map.lighting.ambient);
    return int(m_scene.map.lighting.ambientAt({column, row}, m_scene.map.grid.width()));
}

QVariantList MapDocument::placedLights() const
{
    QVariantList list;
    // During a fight its lights: a torch dropped in the fight shows where it burns, a burnt-out one no more.
    const QList<battlemat::LightSource> &lights = m_fightLight ? m_fightLight->lights : m_scene.map.lighting.lights;
    for (const battlemat::LightSource &light : lights) {
        if (light.carriedBy.isEmpty() && (!m_fightLight || light.isLit()))
            list.append(QVariantMap{{QStringLiteral("kind"), light.kind},
                                    {QStringLiteral("name"), EncounterNarrator::lightName(light.kind)},
                                    {QStringLiteral("x"), light.square.x},
                                    {QStringLiteral("y"), light.square.y},
                                    {QStringLiteral("minutesLeft"), light.minutesLeft}});
    }
    return list;
}

bool MapDocument::paintFog(const QVariantList &squares, int mark)
{
    if (mark < 0 || mark > int(battlemat::FogMark::Concealed)) {
        setLastError(tr("Unknown fog mark %1").arg(mark));
        return false;
    }
    return runStroke(squares, [&](const QList<battlemat::Square> &list) {
        return MapEdit::paintFog(list, battlemat::FogMark(mark));
    });
}

int MapDocument::fogMarkAt(int column, int row) const
{
    if (!m_scene.map.grid.contains({column, row}))
        return 0;
    return int(m_scene.map.lighting.fogMarkAt({column, row}, m_scene.map.grid.width()));
}

bool MapDocument::resetExplored()
{
    return run(MapEdit::setExplored());
}

void MapDocument::recordExplored(const QList<bool> &explored)
{
    if (m_readOnly || explored == m_scene.map.lighting.explored)
        return;
    m_scene.map.lighting.explored = explored;
    if (table())
        table()->keepExplored(explored); // so that undoing a reset of them gives them all back
    Q_EMIT edited();                     // the campaign keeps it with the map
}

QVariantList MapDocument::secretDoors() const
{
    QVariantList list;
    for (const auto &[square, side] : m_scene.map.secretDoors)
        list.append(QVariantMap{
            {QStringLiteral("x"), square.x}, {QStringLiteral("y"), square.y}, {QStringLiteral("side"), int(side)}});
    return list;
}

bool MapDocument::toggleSecretDoor(int column, int row, int side)
{
    if (side < 0 || side > 3) {
        setLastError(tr("Unknown side %1 of a square").arg(side));
        return false;
    }
    // The engine keeps a door by its north or west square; the edge clicked may name it from the other side.
    battlemat::Square square{column, row};
    auto named = battlemat::Side(side);
    if (named == battlemat::Side::South && row + 1 < m_scene.map.grid.height()) {
        square.y += 1;
        named = battlemat::Side::North;
    } else if (named == battlemat::Side::East && column + 1 < m_scene.map.grid.width()) {
        square.x += 1;
        named = battlemat::Side::West;
    }
    const bool secret = !m_scene.map.secretDoors.contains(qMakePair(square, named));
    return run(MapEdit::setSecretDoor({column, row}, battlemat::Side(side), secret));
}
