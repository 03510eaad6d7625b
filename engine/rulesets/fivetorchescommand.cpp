#include "rulesets/fivetorchescommand.h"

#include "dice/seededdiesource.h"
#include "fivetorches/expedition.h"
#include "fivetorches/injury.h"
#include "fivetorches/timedice.h"
#include "rulesets/fivetorchescorruptioncommand.h"
#include "rulesets/fivetorcheslight.h"
#include "rulesets/fivetorchesruleset.h"

#include <QJsonArray>

#include <algorithm>

namespace battlemat {

namespace {

QString typeOf(FiveTorchesCommand::Kind kind)
{
    static const QStringList names{
        QStringLiteral("advance"),         QStringLiteral("travelTurn"), QStringLiteral("return"),
        QStringLiteral("morale"),          QStringLiteral("light"),      QStringLiteral("member"),
        QStringLiteral("setClock"),        QStringLiteral("supplies"),   QStringLiteral("injury"),
        QStringLiteral("resilienceCheck"), QStringLiteral("rest")};
    return FiveTorchesRuleset::moduleId() + QLatin1Char('.') + names.at(int(kind));
}

QJsonArray intArray(const QList<int> &values)
{
    QJsonArray array;
    for (int value : values)
        array.append(value);
    return array;
}

QJsonObject checkJson(const ftd::CheckResult &check)
{
    return {{QStringLiteral("faces"), intArray(check.roll.faces)},
            {QStringLiteral("natural"), check.roll.natural},
            {QStringLiteral("modifier"), check.modifier},
            {QStringLiteral("total"), check.total},
            {QStringLiteral("dc"), check.dc},
            {QStringLiteral("edge"), ftd::edgeName(check.edge)},
            {QStringLiteral("success"), check.success()}};
}

QJsonObject clockJson(const ftd::ExpeditionClock &clock)
{
    QJsonObject object = clock.toJson();
    object.insert(QStringLiteral("faces"), intArray(*ftd::TimeDice::facesForHour(clock.hour())));
    object.insert(QStringLiteral("quarter"), ftd::TimeDice::quarterName(clock.hour()));
    object.insert(QStringLiteral("returnDc"), ftd::ReturnResult::dcFor(clock.travelTurns()));
    return object;
}

template<typename T, typename Parse>
Result<T> optionalName(const QJsonObject &step, const JsonContext &where, const QString &key, const QString &fallback,
                       Parse parse)
{
    auto text = where.optionalString(step, key, fallback);
    if (!text)
        return text.error();
    auto value = parse(*text);
    if (!value)
        return where.child(key).error(value.errorMessage());
    return *value;
}

Result<QList<FiveTorchesCommand::ReturningPc>> readPcs(const QJsonObject &step, const JsonContext &where)
{
    auto pcs = where.requireArray(step, QStringLiteral("pcs"));
    if (!pcs)
        return pcs.error();
    if (pcs->isEmpty())
        return where.child(QStringLiteral("pcs")).error(QStringLiteral("name at least one PC"));
    QList<FiveTorchesCommand::ReturningPc> list;
    for (qsizetype i = 0; i < pcs->size(); ++i) {
        const JsonContext here = where.child(QStringLiteral("pcs")).at(i);
        if (!pcs->at(i).isObject())
            return here.error(QStringLiteral("expected {\"name\": ..., \"modifier\": best modifier}"));
        const QJsonObject pc = pcs->at(i).toObject();
        auto name = here.requireString(pc, QStringLiteral("name"));
        if (!name)
            return name.error();
        auto modifier = here.requireInt(pc, QStringLiteral("modifier"), -10, 30);
        if (!modifier)
            return modifier.error();
        list.append({*name, *modifier});
    }
    return list;
}

} // namespace

QStringList FiveTorchesCommand::types()
{
    QStringList list;
    for (Kind kind : {Kind::Advance, Kind::TravelTurn, Kind::Return, Kind::Morale, Kind::Light, Kind::Member,
                      Kind::SetClock, Kind::Supplies, Kind::Injury, Kind::ResilienceCheck, Kind::Rest})
        list.append(typeOf(kind));
    return list;
}

Result<std::shared_ptr<const FiveTorchesCommand>> FiveTorchesCommand::fromJson(const QJsonObject &step,
                                                                               const JsonContext &where)
{
    auto command = std::make_shared<FiveTorchesCommand>();
    command->m_step = step;
    const qsizetype index = types().indexOf(step.value(QStringLiteral("type")).toString());
    if (index < 0)
        return where.child(QStringLiteral("type")).error(QStringLiteral("is no Five Torches Deep command"));
    command->m_kind = Kind(index);
    auto approach = optionalName<ftd::Approach>(step, where, QStringLiteral("approach"), QStringLiteral("normal"),
                                                ftd::TravelTurn::approachFromName);
    if (!approach)
        return approach.error();
    command->m_approach = *approach;
    switch (command->m_kind) {
    case Kind::Advance: {
        if (step.contains(QStringLiteral("hours")) == step.contains(QStringLiteral("scenes")))
            return where.error(QStringLiteral("give \"hours\" or \"scenes\" (one of them)"));
        auto hours = where.optionalInt(step, QStringLiteral("hours"), 0, 1, 24 * 7);
        if (!hours)
            return hours.error();
        auto scenes = where.optionalInt(step, QStringLiteral("scenes"), 0, 1, 100);
        if (!scenes)
            return scenes.error();
        command->m_hours = *hours;
        command->m_scenes = *scenes;
        break;
    }
    case Kind::TravelTurn:
        break;
    case Kind::Return: {
        auto pcs = readPcs(step, where);
        if (!pcs)
            return pcs.error();
        command->m_pcs = *pcs;
        auto path = optionalName<ftd::ReturnPath>(step, where, QStringLiteral("path"), QStringLiteral("dangerous"),
                                                  ftd::returnPathFromName);
        if (!path)
            return path.error();
        command->m_path = *path;
        auto safe = where.optionalBool(step, QStringLiteral("safeRest"), true);
        if (!safe)
            return safe.error();
        command->m_safeRest = *safe;
        break;
    }
    case Kind::Morale: {
        auto who = where.requireString(step, QStringLiteral("who"));
        if (!who)
            return who.error();
        command->m_who = *who;
        auto wis = where.optionalInt(step, QStringLiteral("wis"), 0, -5, 10);
        auto proficiency = where.optionalInt(step, QStringLiteral("proficiency"), 0, 0, 10);
        auto bonus = where.optionalInt(step, QStringLiteral("bonus"), 0, -10, 20);
        for (const Result<int> *value : {&wis, &proficiency, &bonus}) {
            if (!*value)
                return value->error();
        }
        command->m_morale = ftd::MoraleModifier{*wis, *proficiency, *bonus};
        auto edge =
            optionalName<ftd::Edge>(step, where, QStringLiteral("edge"), QStringLiteral("none"), ftd::edgeFromName);
        if (!edge)
            return edge.error();
        command->m_edge = *edge;
        auto scope = optionalName<ftd::MoraleScope>(step, where, QStringLiteral("scope"), QStringLiteral("side"),
                                                    ftd::moraleScopeFromName);
        if (!scope)
            return scope.error();
        command->m_scope = *scope;
        if (step.contains(QStringLiteral("trigger"))) {
            auto trigger = optionalName<ftd::MoraleTrigger>(step, where, QStringLiteral("trigger"), {},
                                                            ftd::moraleTriggerFromName);
            if (!trigger)
                return trigger.error();
            command->m_trigger = *trigger;
        }
        break;
    }
    case Kind::Light: {
        auto light = ftd::LightSource::fromJson(step, where);
        if (!light)
            return light.error();
        command->m_lightKind = light->kind;
        command->m_lightHours = light->hoursLeft;
        command->m_who = light->carrier;
        break;
    }
    case Kind::Member: {
        auto name = where.requireString(step, QStringLiteral("name"));
        if (!name)
            return name.error();
        if (name->trimmed().isEmpty())
            return where.child(QStringLiteral("name")).error(QStringLiteral("must not be empty"));
        auto con = where.requireInt(step, QStringLiteral("constitution"), 1, 30);
        if (!con)
            return con.error();
        command->m_who = *name;
        command->m_constitution = *con;
        break;
    }
    case Kind::SetClock: {
        auto hour = where.requireInt(step, QStringLiteral("hour"), 1, 24);
        if (!hour)
            return hour.error();
        auto day = where.optionalInt(step, QStringLiteral("day"), 1, 1, 1000000);
        if (!day)
            return day.error();
        command->m_hours = *hour;
        command->m_day = *day;
        break;
    }
    case Kind::Injury: {
        auto pc = where.requireString(step, QStringLiteral("pc"));
        if (!pc)
            return pc.error();
        auto d20 = where.optionalInt(step, QStringLiteral("d20"), 0, 1, 20);
        if (!d20)
            return d20.error();
        command->m_who = *pc;
        command->m_d20 = *d20;
        break;
    }
    case Kind::ResilienceCheck: {
        auto name = where.requireString(step, QStringLiteral("name"));
        if (!name)
            return name.error();
        command->m_who = *name;
        break;
    }
    case Kind::Rest: {
        if (!step.contains(QStringLiteral("safe")))
            return where.child(QStringLiteral("safe"))
                .error(QStringLiteral("missing (true for safe rest, false for rest in a dungeon or hostile wild)"));
        auto safe = where.optionalBool(step, QStringLiteral("safe"), false);
        if (!safe)
            return safe.error();
        command->m_safeRest = *safe;
        break;
    }
    case Kind::Supplies: {
        auto supplies = where.requireInt(step, QStringLiteral("supplies"), 0, 1000000);
        if (!supplies)
            return supplies.error();
        command->m_supplies = *supplies;
        break;
    }
    }
    return std::shared_ptr<const FiveTorchesCommand>(command);
}

Result<QList<QJsonObject>> FiveTorchesCommand::apply(TableState &state) const
{
    const QString id = FiveTorchesRuleset::moduleId();
    if (!state.modules.contains(id))
        return Error{QStringLiteral("Five Torches Deep is not the campaign's ruleset")};
    QJsonObject moduleState = state.modules.value(id);
    const JsonContext where(QStringLiteral("the Five Torches Deep state"));
    auto expedition = ftd::Expedition::fromJson(moduleState.value(QStringLiteral("expedition")).toObject(),
                                                where.child(QStringLiteral("expedition")));
    if (!expedition)
        return expedition.error();
    auto dice = SeededDieSource::fromJson(moduleState.value(QStringLiteral("dice")).toObject(),
                                          where.child(QStringLiteral("dice")));
    if (!dice)
        return dice.error();
    ftd::Expedition trip = *expedition;
    SeededDieSource roller = *dice;
    QList<QJsonObject> events;
    const QString prefix = id + QLatin1Char('.');

    switch (m_kind) {
    case Kind::Advance: {
        const int steps = m_hours > 0 ? m_hours : m_scenes;
        for (int i = 0; i < steps; ++i) {
            std::optional<ftd::ExpeditionHour> hour;
            if (m_hours > 0) {
                auto passed = trip.advanceHour(roller, m_approach);
                if (!passed)
                    return passed.error();
                hour = *passed;
            } else {
                auto passed = trip.advanceScene(roller, m_approach);
                if (!passed)
                    return passed.error();
                hour = *passed;
            }
            if (!hour)
                continue;
            QJsonObject event = hour->toJson();
            event.insert(QStringLiteral("type"), prefix + QStringLiteral("hourPassed"));
            events.append(event);
            // Corruptions run on the same clock: each hour passed may end a stage and call for its check.
            auto courses = FiveTorchesCorruptionCommand::advanceAfflictions(moduleState, 1, roller);
            if (!courses)
                return courses.error();
            events.append(*courses);
        }
        events.append({{QStringLiteral("type"), prefix + QStringLiteral("clock")},
                       {QStringLiteral("clock"), clockJson(trip.clock())},
                       {QStringLiteral("supplies"), trip.supplies()}});
        // The torches and lanterns on the battle map burn on the same clock ("Light").
        const int hoursPassed = int(std::count_if(events.cbegin(), events.cend(), [&](const QJsonObject &event) {
            return event.value(QStringLiteral("type")).toString() == prefix + QStringLiteral("hourPassed");
        }));
        if (hoursPassed > 0 && !state.scene.map.lighting.lights.isEmpty()) {
            QList<LightSource> lights = state.scene.map.lighting.lights;
            QJsonArray out;
            for (const LightSource &light : FtdMapLight::burnHours(lights, hoursPassed)) {
                QJsonObject gone{{QStringLiteral("kind"), light.kind}};
                if (light.carriedBy.isEmpty()) {
                    gone.insert(QStringLiteral("x"), light.square.x);
                    gone.insert(QStringLiteral("y"), light.square.y);
                } else {
                    const MapCreature *carrier = state.scene.map.creature(light.carriedBy);
                    gone.insert(QStringLiteral("carriedBy"), light.carriedBy);
                    gone.insert(QStringLiteral("carrier"),
                                carrier && !carrier->name.isEmpty() ? carrier->name : light.carriedBy);
                }
                out.append(gone);
            }
            if (lights != state.scene.map.lighting.lights) {
                state.scene.map.lighting.lights = lights;
                events.append({{QStringLiteral("type"), prefix + QStringLiteral("mapLightsBurnt")},
                               {QStringLiteral("hours"), hoursPassed},
                               {QStringLiteral("out"), out}});
            }
        }
        break;
    }
    case Kind::TravelTurn: {
        auto turn = ftd::TravelTurn::roll(roller, m_approach);
        if (!turn)
            return turn.error();
        events.append({{QStringLiteral("type"), prefix + QStringLiteral("travelTurnRolled")},
                       {QStringLiteral("faces"), intArray(turn->d20.faces)},
                       {QStringLiteral("roll"), turn->d20.natural},
                       {QStringLiteral("edge"), ftd::edgeName(turn->edge)},
                       {QStringLiteral("threat"), ftd::TravelTurn::threatName(turn->threat)},
                       {QStringLiteral("summary"), ftd::TravelTurn::threatSummary(turn->threat)}});
        break;
    }
    case Kind::Return: {
        for (const ReturningPc &pc : m_pcs) {
            auto result = ftd::ReturnResult::roll(roller, pc.modifier, trip.clock().travelTurns(), m_path);
            if (!result)
                return result.error();
            QJsonObject event = checkJson(result->check);
            event.insert(QStringLiteral("type"), prefix + QStringLiteral("returned"));
            event.insert(QStringLiteral("pc"), pc.name);
            event.insert(QStringLiteral("path"), ftd::returnPathName(m_path));
            event.insert(QStringLiteral("under"), result->check.shortfall());
            if (m_path == ftd::ReturnPath::Dangerous) {
                event.insert(QStringLiteral("damageDice"), intArray(result->damageDice));
                event.insert(QStringLiteral("damage"), result->damage);
            } else {
                event.insert(QStringLiteral("loadsLost"), result->loadsLost);
            }
            events.append(event);
        }
        // Everyone has rolled: the party is back at camp and the next expedition counts its travel turns anew.
        trip.returnToSafety(m_safeRest);
        events.append({{QStringLiteral("type"), prefix + QStringLiteral("clock")},
                       {QStringLiteral("clock"), clockJson(trip.clock())},
                       {QStringLiteral("supplies"), trip.supplies()}});
        break;
    }
    case Kind::Morale: {
        const ftd::Edge edge = m_trigger ? ftd::Morale::edgeFor(*m_trigger, m_edge) : m_edge;
        auto check = ftd::Morale::roll(roller, m_morale, edge);
        if (!check)
            return check.error();
        QJsonObject event = checkJson(*check);
        event.insert(QStringLiteral("type"), prefix + QStringLiteral("moraleChecked"));
        event.insert(QStringLiteral("who"), m_who);
        event.insert(QStringLiteral("scope"), ftd::moraleScopeName(m_scope));
        event.insert(QStringLiteral("outcome"), ftd::Morale::outcomeName(*check));
        if (m_trigger)
            event.insert(QStringLiteral("trigger"), ftd::moraleTriggerName(*m_trigger));
        events.append(event);
        break;
    }
    case Kind::Light: {
        const ftd::LightSource light{m_lightKind, m_who, m_lightHours, ftd::LightSource::dimRadiusFeet, true};
        trip.addLight(light);
        QJsonObject event = light.toJson();
        event.insert(QStringLiteral("type"), prefix + QStringLiteral("lightLit"));
        // A torch or lantern lit by a token on the battle map (its name or id) is carried there too, so the map,
        // the fight and the players' window see its 30 ft; both burn down with the same hours ("Light").
        const bool mapKind = m_lightKind == QLatin1String("torch") || m_lightKind == QLatin1String("lantern");
        for (const MapCreature &creature : std::as_const(state.scene.map.creatures)) {
            if (!mapKind || (creature.id.compare(m_who, Qt::CaseInsensitive) != 0 &&
                             creature.name.compare(m_who, Qt::CaseInsensitive) != 0))
                continue;
            state.scene.map.lighting.lights.append({m_lightKind, {}, creature.id, m_lightHours * 60});
            event.insert(QStringLiteral("carriedOnMapBy"), creature.id);
            break;
        }
        events.append(event);
        break;
    }
    case Kind::Member: {
        trip.addMember(m_who, m_constitution);
        events.append({{QStringLiteral("type"), prefix + QStringLiteral("memberJoined")},
                       {QStringLiteral("name"), m_who},
                       {QStringLiteral("resilience"), m_constitution}});
        break;
    }
    case Kind::SetClock: {
        auto clock = ftd::ExpeditionClock::create(m_hours, m_day, trip.clock().scenesPerHour());
        if (!clock)
            return clock.error();
        QJsonObject tripJson = trip.toJson();
        QJsonObject clockObject = clock->toJson();
        // The travel turns since leaving safety are kept: setting the hour does not move the party.
        clockObject.insert(QStringLiteral("travelTurns"), trip.clock().travelTurns());
        tripJson.insert(QStringLiteral("clock"), clockObject);
        auto moved = ftd::Expedition::fromJson(tripJson, where);
        if (!moved)
            return moved.error();
        trip = *moved;
        events.append({{QStringLiteral("type"), prefix + QStringLiteral("clock")},
                       {QStringLiteral("clock"), clockJson(trip.clock())},
                       {QStringLiteral("supplies"), trip.supplies()}});
        break;
    }
    case Kind::Injury: {
        auto injury = m_d20 > 0 ? ftd::Injury::resolve(m_d20, roller) : ftd::Injury::roll(roller);
        if (!injury)
            return injury.error();
        QJsonObject event{{QStringLiteral("type"), prefix + QStringLiteral("injured")},
                          {QStringLiteral("pc"), m_who},
                          {QStringLiteral("d20"), injury->natural},
                          {QStringLiteral("kind"), injury->kindName()},
                          {QStringLiteral("name"), injury->name}};
        if (!injury->ability.isEmpty())
            event.insert(QStringLiteral("ability"), injury->ability);
        if (injury->amount > 0)
            event.insert(injury->kind == ftd::InjuryKind::Standing ? QStringLiteral("heal") : QStringLiteral("loss"),
                         injury->amount);
        events.append(event);
        break;
    }
    case Kind::ResilienceCheck: {
        auto check = trip.rollResilienceCheck(m_who, roller);
        if (!check)
            return check.error();
        QJsonObject event = checkJson(*check);
        event.insert(QStringLiteral("type"), prefix + QStringLiteral("resilienceChecked"));
        event.insert(QStringLiteral("name"), m_who);
        event.insert(QStringLiteral("exhausted"), trip.party().value(m_who).exhausted);
        events.append(event);
        break;
    }
    case Kind::Rest:
        trip.rest(m_safeRest);
        events.append(
            {{QStringLiteral("type"), prefix + QStringLiteral("rested")}, {QStringLiteral("safe"), m_safeRest}});
        break;
    case Kind::Supplies:
        trip.setSupplies(m_supplies);
        events.append({{QStringLiteral("type"), prefix + QStringLiteral("suppliesSet")},
                       {QStringLiteral("supplies"), trip.supplies()}});
        break;
    }
    moduleState.insert(QStringLiteral("expedition"), trip.toJson());
    moduleState.insert(QStringLiteral("dice"), roller.toJson());
    state.modules.insert(id, moduleState);
    return events;
}

} // namespace battlemat
