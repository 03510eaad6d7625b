// Where an encounter's results show outside it: the tokens on the map (and so on the players' screen) and the
// heroes' character sheets in the campaign.
#include "campaigncontroller.h"
#include "encountercontroller.h"
#include "mapdocument.h"

#include "encounter/auralight.h"
#include "encounter/herocombatant.h"
#include "session/herosheetcommand.h"
#include "sheet/herocharacterjson.h"

using namespace battlemat;

// Damage taken, recoveries spent and action points go onto the hero's sheet as they happen, so the sheet window
// shows them mid-fight ("Hit points and healing"). With a campaign file the session holds the sheets (it wrote
// them in the step's own transaction): the party shown follows them. A campaign without a file keeps them in
// memory here.
void EncounterController::writeBackHeroes()
{
    if (!m_campaign)
        return;
    if (m_campaign->store()) {
        if (m_session->store() == m_campaign->store())
            m_campaign->followHeroes(m_session->table().heroes);
        return;
    }
    if (!processor())
        return;
    for (auto it = m_session->heroOf().cbegin(); it != m_session->heroOf().cend(); ++it) {
        const Combatant *combatant = processor()->state().combatant(it.key());
        const HeroCharacter *hero = m_campaign->hero(it.value());
        if (!combatant || !hero)
            continue;
        const HeroCharacter after = HeroCombatant::afterEncounter(*hero, *combatant);
        if (after.damageTaken == hero->damageTaken && after.recoveriesSpent == hero->recoveriesSpent &&
            after.actionPoints == hero->actionPoints)
            continue;
        if (!m_campaign->updateHero(after))
            fail(m_campaign->errorMessage());
    }
}

// A hero's sheet saved while the hero is in the table's encounter: the encounter keeps the hit points, recoveries
// and action points (and writes them onto the sheet after each command), so the sheet's numbers go into it as the
// game master's setHitPoints, one undoable step. Otherwise the next command would write the fight's back over them.
bool EncounterController::takeSheetNumbers(const HeroCharacter &hero)
{
    if (!processor())
        return true;
    for (auto it = m_session->heroOf().cbegin(); it != m_session->heroOf().cend(); ++it) {
        const Combatant *combatant =
            it.value() == hero.creature.id ? processor()->state().combatant(it.key()) : nullptr;
        if (!combatant)
            continue;
        const int hitPoints = combatant->maxHp - hero.damageTaken;
        const int recoveries = std::max(0, combatant->maxRecoveries - hero.recoveriesSpent);
        if (hitPoints == combatant->hp && recoveries == combatant->recoveries &&
            hero.actionPoints == combatant->actionPoints)
            return true;
        QJsonObject command{{QStringLiteral("type"), QStringLiteral("setHitPoints")},
                            {QStringLiteral("target"), it.key()},
                            {QStringLiteral("hp"), hitPoints}};
        if (recoveries != combatant->recoveries)
            command.insert(QStringLiteral("recoveries"), recoveries);
        if (hero.actionPoints != combatant->actionPoints)
            command.insert(QStringLiteral("actionPoints"), hero.actionPoints);
        return run(command);
    }
    return true;
}

bool EncounterController::putHeroSheet(const HeroCharacter &hero)
{
    if (m_session->table().heroes.value(hero.creature.id) == heroCharacterToJson(hero))
        return true;
    return run(HeroSheetCommand::put({hero})->toJson());
}

void EncounterController::syncMap()
{
    if (!processor() || !m_document)
        return;
    const EncounterState &state = processor()->state();
    // The squares each creature moved through since the last sync (its newest move's), for the glide along them.
    // After an undo the log is shorter: what is undone moves back without a path.
    const QList<QJsonObject> &events = processor()->log().events();
    QHash<QString, QList<Square>> paths;
    for (qsizetype i = std::min<qsizetype>(m_pathsSeenUpTo, events.size()); i < events.size(); ++i) {
        const QJsonObject &event = events.at(i);
        if (event.value(QStringLiteral("type")).toString() != QLatin1String("moved"))
            continue;
        QList<Square> path;
        for (const QJsonValue &step : event.value(QStringLiteral("path")).toArray())
            path.append({step.toArray().at(0).toInt(), step.toArray().at(1).toInt()});
        paths.insert(event.value(QStringLiteral("creature")).toString(), path);
    }
    m_pathsSeenUpTo = int(events.size());
    QList<MapDocument::EncounterToken> tokens;
    // The day's last fight fought on another map is on the table for the rest after it: its heroes are this map's
    // hero tokens too; its monsters are not here at all, whatever this map's tokens are called.
    const bool elsewhere = m_session->encounterIsElsewhere();
    for (const Combatant &combatant : state.combatants) {
        const MapCreature *here = m_session->table().scene.map.creature(combatant.id);
        if (elsewhere && (!here || !m_session->heroOf().contains(combatant.id)))
            continue;
        MapDocument::EncounterToken token;
        token.id = combatant.id;
        token.position = combatant.position;
        token.hitPoints = combatant.hp;
        token.maxHitPoints = combatant.maxHp;
        token.dead = combatant.dead;
        token.path = paths.value(combatant.id);
        token.fighting = running();
        if (!here) {
            // It joined the fight (AddCreatureCommand): the token its command placed, as the encounter has it now.
            MapCreature joined;
            joined.id = combatant.id;
            joined.name = combatant.name;
            joined.side = combatant.side;
            joined.size = combatant.size;
            joined.speed = combatant.speed;
            joined.movementModes = combatant.movementModes;
            joined.position = combatant.position;
            if (const CombatPower *basic = combatant.basicMeleeAttack())
                joined.reach = std::max(1, basic->range);
            token.joined = joined;
        }
        // The grid rules read these too (prone: others may end in its space; blinded: no opportunity attacks).
        token.conditions = m_mapConditions.value(combatant.id);
        for (const ActiveEffect &effect : state.effects) {
            if (effect.target == combatant.id && !effect.spec.condition.isEmpty() &&
                !token.conditions.contains(effect.spec.condition))
                token.conditions.append(effect.spec.condition);
        }
        tokens.append(token);
    }
    m_document->followEncounter(tokens);
    // The players' window sees by the fight's light while it runs: torches taken up and dropped, the auras' light.
    m_document->followFightLight(running() ? std::optional<MapLighting>(AuraLight::lightingOf(state)) : std::nullopt);
    // A step of the fight that changed the map's lights (its end made the fight's the map's, a rest after it burnt
    // them): the map, and so the players' window, shows the session's. During a fight the map's stay as they were.
    if (m_document->scene().map.lighting.lights != m_session->table().scene.map.lighting.lights)
        m_document->adoptSession();
}
