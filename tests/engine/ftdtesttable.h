#pragma once

// A table under the Five Torches Deep ruleset for the engine tests of its steps: a map, the ruleset's state with
// seeded dice, and a step runner that keeps the state only when the step ran (as the session does).
#include "rulesets/fivetorchesfightrules.h"
#include "rulesets/fivetorchesruleset.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace battlemat {

inline QJsonObject parse(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonObject object = QJsonDocument::fromJson(text, &error).object();
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return object;
}

inline MapCreature creature(const char *id, const char *side, int x, int y)
{
    MapCreature c;
    c.id = QString::fromLatin1(id);
    c.name = c.id;
    c.side = QString::fromLatin1(side);
    c.position = {x, y};
    return c;
}

struct FtdTestTable
{
    TableState state;
    FiveTorchesRuleset ruleset;
    QList<QJsonObject> last;

    void setUp(const QList<MapCreature> &creatures, int width = 20, int height = 12)
    {
        state.scene.map.grid = GridMap(width, height);
        state.scene.map.creatures = creatures;
        state.rules.ruleset = FiveTorchesRuleset::moduleId();
        state.modules.insert(FiveTorchesRuleset::moduleId(),
                             ruleset.initialState(ruleset.settingsWithDefaults({{QStringLiteral("seed"), 5}})));
    }

    /** Runs a step; its error message, empty when it ran. */
    QString run(const QByteArray &json)
    {
        auto command = ruleset.tableCommand(parse(json), JsonContext(QStringLiteral("step")), {});
        if (!command)
            return command.errorMessage();
        TableState copy = state;
        auto events = (*command)->apply(copy);
        if (!events)
            return events.errorMessage();
        state = copy;
        last = *events;
        return {};
    }

    QJsonObject moduleState() const { return state.modules.value(FiveTorchesRuleset::moduleId()); }
    ftd::FtdFight fight() const { return *fightOf(moduleState()); }
    QJsonObject event(const char *type) const
    {
        for (const QJsonObject &e : last) {
            if (e.value(QStringLiteral("type")).toString() == QStringLiteral("fiveTorchesDeep.") + QLatin1String(type))
                return e;
        }
        return {};
    }
};

} // namespace battlemat
