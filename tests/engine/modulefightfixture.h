#pragma once

// The arena of the encounter tests on an in-memory table session with add-on modules in force: the fixture of the
// tests of the modules' encounter commands and hooks (tst_actiondicespends, tst_segmentedturns).
#include "encounterfixture.h"

#include "encounter/attackrules.h"
#include "encounter/encounterreplay.h"
#include "rulesets/builtinmodules.h"
#include "session/tablesession.h"

#include <QJsonArray>

namespace battlemat::testing {

// Initiative dice in the arena's order ava, bran, g1, g2, ogre: ava acts first in every round.
inline const QList<int> arenaInitiative{20, 10, 5, 4, 3};

/** The arena on an in-memory table with `modules` in force (their settings given). */
struct ModuleFight
{
    TableSession session{nullptr, builtInModules()};

    ModuleFight(const QStringList &modules, const QList<int> &moreRolls, const QJsonObject &settings = {})
    {
        if (!session.open(QString(), TableScene{}))
            qFatal("no table");
        auto encounter = make(arena(arenaInitiative + moreRolls));
        run(*encounter, "{'type': 'start'}");
        run(*encounter, "{'type': 'rollInitiative'}");
        if (!session.adoptEncounter(std::move(encounter)))
            qFatal("not adopted");
        QJsonObject rules{{QStringLiteral("type"), QStringLiteral("rules.set")},
                          {QStringLiteral("modules"), QJsonArray::fromStringList(modules)}};
        if (!settings.isEmpty())
            rules.insert(QStringLiteral("settings"), settings);
        if (!step(rules).ok)
            qFatal("rules not set");
    }

    CommandOutcome step(const QJsonObject &json, QList<ScriptedDecider::Answer> answers = {})
    {
        auto parsed = session.parseStep(json, JsonContext(QStringLiteral("test")));
        if (!parsed)
            return CommandOutcome{false, parsed.errorMessage(), {}};
        if (const auto *table = std::get_if<std::shared_ptr<const TableCommand>>(&*parsed))
            return session.apply(*table);
        ScriptedDecider decider(answers);
        return session.run(std::get<std::shared_ptr<const Command>>(*parsed), &decider);
    }
    CommandOutcome step(const char *singleQuoted, QList<ScriptedDecider::Answer> answers = {})
    {
        return step(object(json(singleQuoted)), answers);
    }
    CommandOutcome endTurn()
    {
        return step(QJsonObject{{QStringLiteral("type"), QStringLiteral("endTurn")},
                                {QStringLiteral("creature"), state().current}});
    }
    const EncounterState &state() const { return session.encounter()->state(); }
    QJsonObject moduleState(const char *module) const { return session.table().modules.value(QLatin1String(module)); }
};

} // namespace battlemat::testing
