#include "rulesets/fivetorchesfightcommand.h"

#include "fivetorches/ftdfighterentry.h"
#include "fivetorches/ftdtables.h"
#include "rulesets/fivetorchesruleset.h"

#include <QJsonArray>

namespace battlemat {

namespace {

const QStringList &names()
{
    static const QStringList list{
        QStringLiteral("startFight"), QStringLiteral("attack"),     QStringLiteral("move"),
        QStringLiteral("act"),        QStringLiteral("hide"),       QStringLiteral("delay"),
        QStringLiteral("nextTurn"),   QStringLiteral("stabilize"),  QStringLiteral("fightMorale"),
        QStringLiteral("hazard"),     QStringLiteral("fightLight"), QStringLiteral("retreat"),
        QStringLiteral("endFight"),   QStringLiteral("closeFight"), QStringLiteral("setFighter")};
    return list;
}

using Command = FiveTorchesFightCommand;
using Kind = FiveTorchesFightCommand::Kind;

Status readName(const QJsonObject &step, const JsonContext &where, const QString &key, QString &into)
{
    auto value = where.requireString(step, key);
    if (!value)
        return value.error();
    into = *value;
    return success();
}

Status readEdge(const QJsonObject &step, const JsonContext &where, ftd::Edge &into)
{
    auto text = where.optionalString(step, QStringLiteral("edge"), QStringLiteral("none"));
    if (!text)
        return text.error();
    auto edge = ftd::edgeFromName(*text);
    if (!edge)
        return where.child(QStringLiteral("edge")).error(edge.errorMessage());
    into = *edge;
    return success();
}

Status readCheck(const QJsonObject &step, const JsonContext &where, Command &command, int defaultDc)
{
    auto modifier = where.optionalInt(step, QStringLiteral("modifier"), 0, -10, 30);
    if (!modifier)
        return modifier.error();
    command.m_modifier = *modifier;
    auto dc = where.optionalInt(step, QStringLiteral("dc"), defaultDc, 1, 40);
    if (!dc)
        return dc.error();
    command.m_dc = *dc;
    command.m_checkCalled = step.contains(QStringLiteral("dc"));
    return readEdge(step, where, command.m_edge);
}

Status readFaces(const QJsonObject &step, const JsonContext &where, QList<int> &into)
{
    auto faces = where.optionalArray(step, QStringLiteral("faces"));
    if (!faces)
        return faces.error();
    for (qsizetype i = 0; i < faces->size(); ++i) {
        const QJsonValue face = faces->at(i);
        if (!face.isDouble() || face.toDouble() != double(face.toInt()) || face.toInt() < 1)
            return where.child(QStringLiteral("faces")).at(i).error(QStringLiteral("expected a die face, 1 or more"));
        into.append(face.toInt());
    }
    return success();
}

Status readStart(const QJsonObject &step, const JsonContext &where, Command &command)
{
    const auto &tables = ftd::FtdTables::standard();
    if (!tables)
        return tables.error();
    auto list = where.requireArray(step, QStringLiteral("combatants"));
    if (!list)
        return list.error();
    if (list->isEmpty())
        return where.child(QStringLiteral("combatants")).error(QStringLiteral("a fight needs combatants"));
    for (qsizetype i = 0; i < list->size(); ++i) {
        const JsonContext here = where.child(QStringLiteral("combatants")).at(i);
        if (!list->at(i).isObject())
            return here.error(QStringLiteral("expected a combatant object with an id"));
        auto fighter = ftd::fighterFromEntry(list->at(i).toObject(), here, *tables);
        if (!fighter)
            return fighter.error();
        for (const ftd::FtdFighter &other : std::as_const(command.m_fighters)) {
            if (other.id == fighter->id)
                return here.child(QStringLiteral("id")).error(QStringLiteral("'%1' is listed twice").arg(other.id));
        }
        command.m_fighters.append(*fighter);
        command.m_entries.append(list->at(i).toObject());
    }
    auto light = where.optionalString(step, QStringLiteral("light"), QStringLiteral("well-lit"));
    if (!light)
        return light.error();
    auto level = ftd::lightLevelFromName(*light);
    if (!level)
        return where.child(QStringLiteral("light")).error(level.errorMessage());
    command.m_light = *level;
    return success();
}

Status readMorale(const QJsonObject &step, const JsonContext &where, Command &command)
{
    auto who = where.requireArray(step, QStringLiteral("combatants"));
    if (!who)
        return who.error();
    for (qsizetype i = 0; i < who->size(); ++i) {
        if (!who->at(i).isString() || who->at(i).toString().isEmpty())
            return where.child(QStringLiteral("combatants")).at(i).error(QStringLiteral("expected a combatant's id"));
        command.m_group.append(who->at(i).toString());
    }
    if (command.m_group.isEmpty())
        return where.child(QStringLiteral("combatants")).error(QStringLiteral("name who checks morale"));
    auto together = where.optionalBool(step, QStringLiteral("together"), true);
    if (!together)
        return together.error();
    command.m_together = *together;
    auto trigger = where.optionalString(step, QStringLiteral("trigger"));
    if (!trigger)
        return trigger.error();
    if (!trigger->isEmpty()) {
        auto parsed = ftd::moraleTriggerFromName(*trigger);
        if (!parsed)
            return where.child(QStringLiteral("trigger")).error(parsed.errorMessage());
        command.m_trigger = *parsed;
    }
    auto outcome = where.optionalString(step, QStringLiteral("onFailure"), QStringLiteral("flee"));
    if (!outcome)
        return outcome.error();
    if (*outcome != QLatin1String("flee") && *outcome != QLatin1String("surrender"))
        return where.child(QStringLiteral("onFailure"))
            .error(QStringLiteral("'%1' is not flee or surrender").arg(*outcome));
    command.m_surrender = *outcome == QLatin1String("surrender");
    return readEdge(step, where, command.m_edge);
}

Status readKind(const QJsonObject &step, const JsonContext &where, Command &command)
{
    switch (command.m_kind) {
    case Kind::StartFight:
        return readStart(step, where, command);
    case Kind::Attack: {
        if (auto s = readName(step, where, QStringLiteral("attacker"), command.m_who); !s)
            return s;
        if (auto s = readName(step, where, QStringLiteral("target"), command.m_target); !s)
            return s;
        auto ranged = where.optionalBool(step, QStringLiteral("ranged"), false);
        if (!ranged)
            return ranged.error();
        command.m_ranged = *ranged;
        // "weapon": one of the attacker's sheet's weapons by name; it decides melee or ranged.
        auto weapon = where.optionalString(step, QStringLiteral("weapon"));
        if (!weapon)
            return weapon.error();
        command.m_weapon = weapon->trimmed();
        return readEdge(step, where, command.m_edge);
    }
    case Kind::Move: {
        if (auto s = readName(step, where, QStringLiteral("combatant"), command.m_who); !s)
            return s;
        auto to = where.requireObject(step, QStringLiteral("to"));
        if (!to)
            return to.error();
        auto x = where.child(QStringLiteral("to")).requireInt(*to, QStringLiteral("x"), 0, 10000);
        if (!x)
            return x.error();
        auto y = where.child(QStringLiteral("to")).requireInt(*to, QStringLiteral("y"), 0, 10000);
        if (!y)
            return y.error();
        command.m_x = *x;
        command.m_y = *y;
        auto half = where.optionalBool(step, QStringLiteral("halfSpeed"), false);
        if (!half)
            return half.error();
        command.m_halfSpeed = *half;
        return success();
    }
    case Kind::Act: {
        if (auto s = readName(step, where, QStringLiteral("combatant"), command.m_who); !s)
            return s;
        auto action = where.requireString(step, QStringLiteral("action"));
        if (!action)
            return action.error();
        auto parsed = ftd::ftdActionFromName(*action);
        if (!parsed)
            return where.child(QStringLiteral("action")).error(parsed.errorMessage());
        command.m_action = *parsed;
        auto what = where.optionalString(step, QStringLiteral("what"));
        if (!what)
            return what.error();
        command.m_what = *what;
        return success();
    }
    case Kind::Hide:
        if (auto s = readName(step, where, QStringLiteral("combatant"), command.m_who); !s)
            return s;
        return readCheck(step, where, command, 10);
    case Kind::Delay:
        if (auto s = readName(step, where, QStringLiteral("combatant"), command.m_who); !s)
            return s;
        return readName(step, where, QStringLiteral("after"), command.m_target);
    case Kind::Stabilize: {
        // The helper acts on their turn during the fight; after it, anyone may tend the fallen (none named).
        auto helper = where.optionalString(step, QStringLiteral("helper"));
        if (!helper)
            return helper.error();
        command.m_who = *helper;
        if (auto s = readName(step, where, QStringLiteral("target"), command.m_target); !s)
            return s;
        auto magic = where.optionalBool(step, QStringLiteral("magic"), false);
        if (!magic)
            return magic.error();
        command.m_magic = *magic;
        return readCheck(step, where, command, 10);
    }
    case Kind::FightMorale:
        return readMorale(step, where, command);
    case Kind::Hazard: {
        if (auto s = readName(step, where, QStringLiteral("pc"), command.m_who); !s)
            return s;
        auto damage = where.requireString(step, QStringLiteral("damage"));
        if (!damage)
            return damage.error();
        auto dice = ftd::DamageDice::fromText(*damage);
        if (!dice)
            return where.child(QStringLiteral("damage")).error(dice.errorMessage());
        command.m_damage = *dice;
        if (!step.contains(QStringLiteral("dc")))
            return where.child(QStringLiteral("dc")).error(QStringLiteral("missing"));
        return readCheck(step, where, command, 10);
    }
    case Kind::FightLight: {
        auto light = where.requireString(step, QStringLiteral("light"));
        if (!light)
            return light.error();
        auto level = ftd::lightLevelFromName(*light);
        if (!level)
            return where.child(QStringLiteral("light")).error(level.errorMessage());
        command.m_light = *level;
        return success();
    }
    case Kind::Retreat: {
        if (auto s = readName(step, where, QStringLiteral("combatant"), command.m_who); !s)
            return s;
        // "hit": an enemy's attack hit them on the way out, which fails the retreat whatever its damage.
        auto hit = where.optionalBool(step, QStringLiteral("hit"), false);
        if (!hit)
            return hit.error();
        command.m_magic = *hit;
        return readCheck(step, where, command, 10);
    }
    case Kind::SetFighter: {
        const auto &tables = ftd::FtdTables::standard();
        if (!tables)
            return tables.error();
        auto fighter = ftd::fighterFromEntry(step, where, *tables);
        if (!fighter)
            return fighter.error();
        command.m_fighters.append(*fighter);
        return success();
    }
    case Kind::NextTurn:
    case Kind::EndFight:
    case Kind::CloseFight:
        return success();
    }
    return success();
}

} // namespace

QStringList FiveTorchesFightCommand::types()
{
    QStringList list;
    for (const QString &name : names())
        list.append(FiveTorchesRuleset::moduleId() + QLatin1Char('.') + name);
    return list;
}

Result<std::shared_ptr<const FiveTorchesFightCommand>> FiveTorchesFightCommand::fromJson(const QJsonObject &step,
                                                                                         const JsonContext &where)
{
    auto command = std::make_shared<FiveTorchesFightCommand>();
    command->m_step = step;
    const qsizetype kind = types().indexOf(step.value(QStringLiteral("type")).toString());
    if (kind < 0)
        return where.child(QStringLiteral("type")).error(QStringLiteral("not a Five Torches Deep fight step"));
    command->m_kind = Kind(kind);
    // setFighter reads the step as a combatant entry (its fields and "id"); the type is the step's own.
    QJsonObject body = step;
    if (command->m_kind == Kind::SetFighter)
        body.remove(QStringLiteral("type"));
    if (auto read = readKind(body, where, *command); !read)
        return read.error();
    if (auto faces = readFaces(step, where, command->m_faces); !faces)
        return faces.error();
    return std::shared_ptr<const FiveTorchesFightCommand>(command);
}

} // namespace battlemat
