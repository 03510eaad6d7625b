#include "encounter/lighttime.h"

#include "encounter/rulescontext.h"
#include "grid/lightsource.h"

#include <QJsonArray>

namespace battlemat {

void LightTime::pass(RulesContext *context, int seconds)
{
    EncounterState &state = context->state();
    if (state.light.lights.isEmpty())
        return; // nearly every fight: nothing to burn
    const QList<LightSource> before = state.light.lights;
    state.light.lights = burnLightsSeconds(before, seconds);
    if (!context->watched())
        return; // only the log reads the event; the state above is the rule
    for (qsizetype i = 0; i < before.size(); ++i) {
        const LightSource &light = state.light.lights.at(i);
        if (!before.at(i).isLit() || light.isLit())
            continue;
        QJsonObject out{{QStringLiteral("type"), QStringLiteral("lightBurntOut")},
                        {QStringLiteral("kind"), light.kind}};
        if (light.carriedBy.isEmpty())
            out.insert(QStringLiteral("square"), QJsonArray{light.square.x, light.square.y});
        else
            out.insert(QStringLiteral("carriedBy"), light.carriedBy);
        context->record(out);
    }
}

} // namespace battlemat
