#include "encounter/commandparser.h"

#include "encounter/actionpointcommand.h"
#include "encounter/addcreaturecommand.h"
#include "encounter/adjusthitpointscommand.h"
#include "encounter/applyeffectcommand.h"
#include "encounter/attackcommand.h"
#include "encounter/basicactioncommand.h"
#include "encounter/changeformcommand.h"
#include "encounter/chargecommand.h"
#include "encounter/coupdegracecommand.h"
#include "encounter/endeffectcommand.h"
#include "encounter/endencountercommand.h"
#include "encounter/endturncommand.h"
#include "encounter/lightcommand.h"
#include "encounter/movecommand.h"
#include "encounter/placecommand.h"
#include "encounter/reorderinitiativecommand.h"
#include "encounter/restcommand.h"
#include "encounter/rollinitiativecommand.h"
#include "encounter/sethitpointscommand.h"
#include "encounter/skillactioncommand.h"
#include "encounter/startencountercommand.h"
#include "encounter/temporaryhitpointscommand.h"
#include "encounter/usepowercommand.h"

#include <functional>

namespace battlemat {

namespace {
using Reader = std::function<Result<std::shared_ptr<Command>>(const QJsonObject &, const JsonContext &)>;

const QList<std::pair<QString, Reader>> &readers()
{
    static const QList<std::pair<QString, Reader>> table{
        {QStringLiteral("start"), StartEncounterCommand::fromJson},
        {QStringLiteral("rollInitiative"), RollInitiativeCommand::fromJson},
        {QStringLiteral("reorderInitiative"), ReorderInitiativeCommand::fromJson},
        {QStringLiteral("move"), MoveCommand::fromJson},
        {QStringLiteral("attack"), AttackCommand::fromJson},
        {QStringLiteral("usePower"), UsePowerCommand::fromJson},
        {QStringLiteral("charge"), ChargeCommand::fromJson},
        {QStringLiteral("coupDeGrace"), CoupDeGraceCommand::fromJson},
        {QStringLiteral("action"), BasicActionCommand::fromJson},
        {QStringLiteral("skill"), SkillActionCommand::fromJson},
        {QStringLiteral("actionPoint"), ActionPointCommand::fromJson},
        {QStringLiteral("endTurn"), EndTurnCommand::fromJson},
        {QStringLiteral("endEncounter"), EndEncounterCommand::fromJson},
        {QStringLiteral("rest"), RestCommand::fromJson},
        {QStringLiteral("damage"), AdjustHitPointsCommand::fromJson},
        {QStringLiteral("heal"), AdjustHitPointsCommand::fromJson},
        {QStringLiteral("setHitPoints"), SetHitPointsCommand::fromJson},
        {QStringLiteral("temporaryHitPoints"), TemporaryHitPointsCommand::fromJson},
        {QStringLiteral("endEffect"), EndEffectCommand::fromJson},
        {QStringLiteral("applyEffect"), ApplyEffectCommand::fromJson},
        {QStringLiteral("place"), PlaceCommand::fromJson},
        {QStringLiteral("addCreature"), AddCreatureCommand::fromJson},
        {QStringLiteral("changeForm"), ChangeFormCommand::fromJson},
        {QStringLiteral("light"), LightCommand::fromJson},
    };
    return table;
}
} // namespace

QStringList commandTypes()
{
    QStringList types;
    for (const auto &entry : readers())
        types << entry.first;
    return types;
}

Result<std::shared_ptr<Command>> commandFromJson(const QJsonObject &object, const JsonContext &context)
{
    auto type = context.requireString(object, QStringLiteral("type"));
    if (!type)
        return type.error();
    for (const auto &[name, reader] : readers()) {
        if (name == *type)
            return reader(object, context);
    }
    return context.child(QStringLiteral("type"))
        .error(QStringLiteral("'%1' is not a command (%2)").arg(*type, commandTypes().join(QStringLiteral(", "))));
}

} // namespace battlemat
