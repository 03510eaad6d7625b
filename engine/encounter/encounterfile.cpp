#include "encounter/encounterfile.h"

#include "encounter/trymacro.h"
#include "grid/battlemapjson.h"
#include "grid/lightingjson.h"

#include <QDir>
#include <QFileInfo>

namespace battlemat {

Result<EncounterState> encounterFromJson(const QJsonObject &object, const JsonContext &context,
                                         const QString &baseDirectory)
{
    const QString mapKey = QStringLiteral("map");
    BattleMap map;
    if (object.value(mapKey).isString()) {
        const QString mapFile = QDir(baseDirectory).filePath(object.value(mapKey).toString());
        BATTLEMAT_TRY(loaded, readBattleMapFile(mapFile));
        map = *loaded;
    } else {
        BATTLEMAT_TRY(mapObject, context.requireObject(object, mapKey));
        BATTLEMAT_TRY(loaded, battleMapFromJson(*mapObject, context.child(mapKey)));
        map = *loaded;
    }
    BATTLEMAT_TRY(seed, context.optionalInt(object, QStringLiteral("seed"), 1, 0));
    BATTLEMAT_TRY(dieAtZero, context.optionalBool(object, QStringLiteral("monstersDieAtZero"), true));
    // The adventuring day so far (Orcus "Action points", "Long rest"): the table carries it from one fight to the next.
    const EncounterState fresh;
    BATTLEMAT_TRY(encountersSinceLongRest, context.optionalInt(object, QStringLiteral("encountersSinceLongRest"),
                                                               fresh.encountersSinceLongRest, 0, 1000));
    BATTLEMAT_TRY(minutesSinceLongRest, context.optionalInt(object, QStringLiteral("minutesSinceLongRest"),
                                                            fresh.minutesSinceLongRest, 0, 1000 * 24 * 60));
    // The fight's own light (the map's when the table began it); a map's "lighting" is its editor's, not the fight's:
    // files written before the encounter held its light fight in bright light as they did.
    BATTLEMAT_TRY(light, encounterLightFromJson(object, map.grid.width(), map.grid.height(), map.creatures, context));
    BATTLEMAT_TRY(blocks, context.requireArray(object, QStringLiteral("creatures")));
    BATTLEMAT_TRY(fixed, context.optionalArray(object, QStringLiteral("fixedRolls")));
    QList<int> faces;
    for (qsizetype i = 0; i < fixed->size(); ++i) {
        const QJsonValue face = fixed->at(i);
        if (!face.isDouble() || face.toDouble() != double(face.toInt()) || face.toInt() < 1 || face.toInt() > 100)
            return context.child(QStringLiteral("fixedRolls"))
                .at(i)
                .error(QStringLiteral("must be a die face from 1 to 100"));
        faces << face.toInt();
    }

    EncounterState state;
    state.mapName = map.name;
    state.grid = map.grid;
    state.light = *light;
    state.seed = quint64(*seed);
    state.rng.seed(state.seed);
    state.rng.setFixedFaces(faces);
    state.monstersDieAtZero = *dieAtZero;
    state.encountersSinceLongRest = *encountersSinceLongRest;
    state.minutesSinceLongRest = *minutesSinceLongRest;
    const JsonContext blocksContext = context.child(QStringLiteral("creatures"));
    for (const MapCreature &placed : map.creatures) {
        Combatant combatant;
        combatant.id = placed.id;
        combatant.name = placed.name;
        combatant.side = placed.side;
        combatant.position = placed.position;
        combatant.size = placed.size;
        combatant.speed = placed.speed;
        combatant.movementModes = placed.movementModes;
        combatant.senses = placed.senses; // the stat block may name its own
        bool found = false;
        for (qsizetype i = 0; i < blocks->size(); ++i) {
            const QJsonObject block = blocks->at(i).toObject();
            if (block.value(QStringLiteral("id")).toString() != placed.id)
                continue;
            if (found)
                return blocksContext.at(i).error(QStringLiteral("a second stat block for '%1'").arg(placed.id));
            found = true;
            const Status read = readStatBlock(combatant, block, blocksContext.at(i));
            if (!read)
                return read.error();
        }
        if (!found)
            return blocksContext.error(QStringLiteral("no stat block for the map's creature '%1'").arg(placed.id));
        state.combatants.append(combatant);
    }
    for (qsizetype i = 0; i < blocks->size(); ++i) {
        if (!blocks->at(i).isObject())
            return blocksContext.at(i).error(QStringLiteral("must be a stat block object"));
        const QString id = blocks->at(i).toObject().value(QStringLiteral("id")).toString();
        if (!state.combatant(id))
            return blocksContext.at(i).error(QStringLiteral("'%1' is not a creature on the map").arg(id));
    }
    return state;
}

Result<EncounterState> readEncounterFile(const QString &fileName)
{
    BATTLEMAT_TRY(object, readJsonObjectFile(fileName));
    return encounterFromJson(*object, JsonContext(fileName), QFileInfo(fileName).absolutePath());
}

} // namespace battlemat
