// The token menu's Light submenu (docs/table.md "Lights in the fight"): a creature lights a torch or lantern, drops
// the light it carries or picks one up within reach, each the encounter's "light" command (LightCommand: its action
// spent, logged, undoable). The menu offers what the command's own checks allow now.
#include "tokenactions.h"

#include "encountercontroller.h"
#include "encounternarrator.h"

#include "encounter/lightcommand.h"
#include "grid/creaturesize.h"
#include "grid/lightsource.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace battlemat;

namespace {

QString actionWord(ActionKind kind)
{
    return kind == ActionKind::Free ? TokenActions::tr("free action") : TokenActions::tr("swift action");
}

} // namespace

QVariantList TokenActions::lightChoicesOf(const QString &creatureId) const
{
    QVariantList choices;
    if (!m_encounter || !m_encounter->running())
        return choices;
    const EncounterState &state = m_encounter->processor()->state();
    const Combatant *creature = state.combatant(creatureId);
    if (!creature)
        return choices;
    // Each with an id the menu names its entry by: "light-torch", "drop", "pickUp-3-3".
    const auto offer = [&](const LightCommand &command, const QString &id, const QString &text) {
        if (command.validate(state))
            choices.append(QVariantMap{{QStringLiteral("id"), id},
                                       {QStringLiteral("command"), command.toJson().toVariantMap()},
                                       {QStringLiteral("text"), text}});
    };
    // The lights a hand takes up and lights at once: a torch or a lantern (the candle and the glowbasket are the
    // map editor's, placed where they stand).
    for (const QString kind : {QStringLiteral("torch"), QStringLiteral("lantern")}) {
        offer(
            LightCommand(creatureId, LightCommand::Action::Light, kind, {}), QStringLiteral("light-") + kind,
            tr("Light a %1 (%2)")
                .arg(EncounterNarrator::lightName(kind), actionWord(LightCommand::cost(LightCommand::Action::Light))));
    }
    if (const int carried = LightCommand::carriedBy(state, creatureId); carried >= 0)
        offer(LightCommand(creatureId, LightCommand::Action::Drop, {}, {}), QStringLiteral("drop"),
              tr("Drop the %1 (%2)")
                  .arg(EncounterNarrator::lightName(state.light.lights.at(carried).kind),
                       actionWord(LightCommand::cost(LightCommand::Action::Drop))));
    const int side = spaceSquares(creature->size);
    for (int y = creature->position.y - 1; y <= creature->position.y + side; ++y) {
        for (int x = creature->position.x - 1; x <= creature->position.x + side; ++x) {
            const int lying = LightCommand::lyingAt(state, {x, y});
            if (lying < 0)
                continue;
            offer(LightCommand(creatureId, LightCommand::Action::PickUp, {}, {x, y}),
                  QStringLiteral("pickUp-%1-%2").arg(x).arg(y),
                  tr("Pick up the %1 at %2,%3 (%4)")
                      .arg(EncounterNarrator::lightName(state.light.lights.at(lying).kind))
                      .arg(x)
                      .arg(y)
                      .arg(actionWord(LightCommand::cost(LightCommand::Action::PickUp))));
        }
    }
    return choices;
}

bool TokenActions::takeLightChoice(const QVariantMap &command)
{
    if (!m_encounter || !m_encounter->running())
        return fail(tr("Lights are taken up in a running encounter: start one first."));
    return done(m_encounter->execute(
        QString::fromUtf8(QJsonDocument(QJsonObject::fromVariantMap(command)).toJson(QJsonDocument::Compact))));
}
