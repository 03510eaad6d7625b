#include "session/tokensteps.h"

#include "encounter/commandchecks.h"
#include "encounter/encountermovement.h"
#include "mapedit/mapedit.h"
#include "session/tablesession.h"

namespace battlemat::TokenSteps {

namespace {

bool inTheFight(const TableSession &session, const QString &creatureId)
{
    return session.running() && session.encounter()->state().combatant(creatureId);
}

} // namespace

QJsonObject move(const TableSession &session, const QString &creatureId, const QList<Square> &path, bool step)
{
    if (!inTheFight(session, creatureId)) {
        // A ruleset that fights by its own table steps (Five Torches Deep) may make the drag a move of its fight.
        if (const RulesModule *rules = session.registry().find(session.table().rules.ruleset)) {
            const QJsonObject own = rules->tokenMoveStep(session.table(), creatureId, path);
            if (!own.isEmpty())
                return own;
        }
        return MapEdit::moveCreature(creatureId, path.isEmpty() ? Square{-1, -1} : path.constLast()).toJson();
    }
    const EncounterMovement::ChosenMove chosen =
        EncounterMovement::chooseMove(session.encounter()->state(), creatureId, path, step);
    QJsonObject move{{QStringLiteral("type"), QStringLiteral("move")},
                     {QStringLiteral("creature"), creatureId},
                     {QStringLiteral("mode"), movementModeName(chosen.mode)},
                     {QStringLiteral("path"), CommandChecks::pathToJson(path)}};
    if (!chosen.specialMode.isEmpty())
        move.insert(QStringLiteral("using"), chosen.specialMode);
    return move;
}

QJsonObject place(const TableSession &session, const QString &creatureId, Square to)
{
    if (!inTheFight(session, creatureId))
        return MapEdit::moveCreature(creatureId, to).toJson();
    return {{QStringLiteral("type"), QStringLiteral("place")},
            {QStringLiteral("creature"), creatureId},
            {QStringLiteral("x"), to.x},
            {QStringLiteral("y"), to.y}};
}

} // namespace battlemat::TokenSteps
