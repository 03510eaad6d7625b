// The Five Torches Deep expedition's events in the table's language (ExpeditionModel's context in the translation).
#include "expeditiontexts.h"

#include "expeditionmodel.h"
#include "ftdsheettexts.h"
#include "rulesets/fivetorchesruleset.h"

#include <QJsonArray>

using namespace battlemat;

namespace {

QString type(const char *name)
{
    return FiveTorchesRuleset::moduleId() + QLatin1Char('.') + QLatin1String(name);
}

QString threatText(const QString &threat)
{
    // The travel turn table's four bands ("Travel Turns", ../shared/rules/checks-actions-combat-gritty.txt).
    if (threat == QLatin1String("terrible"))
        return ExpeditionModel::tr("an immediate threat: an ambush, a chance encounter, the surroundings turn worse");
    if (threat == QLatin1String("bad-soon"))
        return ExpeditionModel::tr("something bad comes soon: a hidden trap or poison, foes readying, a retainer "
                                   "fleeing or turning");
    if (threat == QLatin1String("threat-nears"))
        return ExpeditionModel::tr("a threat grows or comes closer");
    return ExpeditionModel::tr("nothing bad happens, perhaps something good");
}

QString edgeText(const QString &edge)
{
    if (edge == QLatin1String("advantage"))
        return ExpeditionModel::tr(" with advantage");
    if (edge == QLatin1String("disadvantage"))
        return ExpeditionModel::tr(" with disadvantage");
    return {};
}

// The abilities a chase rolls, as the table's language abbreviates them.
QString abilityText(const QString &ability)
{
    if (ability == QLatin1String("STR"))
        return ExpeditionModel::tr("STR");
    if (ability == QLatin1String("DEX"))
        return ExpeditionModel::tr("DEX");
    if (ability == QLatin1String("CON"))
        return ExpeditionModel::tr("CON");
    return ability;
}

QString checkText(const QJsonObject &event)
{
    return ExpeditionModel::tr("%1 + %2 = %3 vs DC %4%5")
        .arg(event.value(QStringLiteral("natural")).toInt())
        .arg(event.value(QStringLiteral("modifier")).toInt())
        .arg(event.value(QStringLiteral("total")).toInt())
        .arg(event.value(QStringLiteral("dc")).toInt())
        .arg(edgeText(event.value(QStringLiteral("edge")).toString()));
}

} // namespace

namespace ExpeditionTexts {

QString lightText(const QString &kind)
{
    if (kind == QLatin1String("torch"))
        return ExpeditionModel::tr("Torch");
    if (kind == QLatin1String("lantern"))
        return ExpeditionModel::tr("Lantern");
    return kind;
}

// One event of the ruleset in the table's language; empty for events the panel shows otherwise (the clock).
QStringList linesFor(const QJsonObject &event)
{
    const QString kind = event.value(QStringLiteral("type")).toString();
    QStringList lines;
    if (kind == type("hourPassed") || kind == type("travelTurnRolled")) {
        const QString roll = ExpeditionModel::tr("d20 %1%2, %3")
                                 .arg(event.value(QStringLiteral("roll")).toInt())
                                 .arg(edgeText(event.value(QStringLiteral("edge")).toString()),
                                      threatText(event.value(QStringLiteral("threat")).toString()));
        const QString line = kind == type("hourPassed")
                                 ? ExpeditionModel::tr("%1:00h, travel turn %2: %3")
                                       .arg(event.value(QStringLiteral("hour")).toInt(), 2, 10, QLatin1Char('0'))
                                       .arg(event.value(QStringLiteral("travelTurn")).toInt())
                                       .arg(roll)
                                 : ExpeditionModel::tr("Travel turn: %1").arg(roll);
        lines.append(line);
        for (const QJsonValue &out : event.value(QStringLiteral("lightsOut")).toArray()) {
            const QJsonObject light = out.toObject();
            lines.append(ExpeditionModel::tr("%1 of %2 burns out")
                             .arg(lightText(light.value(QStringLiteral("kind")).toString()),
                                  light.value(QStringLiteral("carrier")).toString()));
        }
        if (event.value(QStringLiteral("suppliesOut")).toBool())
            lines.append(ExpeditionModel::tr("The supplies are used up"));
        for (const QJsonValue &due : event.value(QStringLiteral("resilienceChecks")).toArray())
            lines.append(ExpeditionModel::tr("%1 is past resilience: check at DC %2")
                             .arg(due.toObject().value(QStringLiteral("name")).toString())
                             .arg(due.toObject().value(QStringLiteral("dc")).toInt()));
    } else if (kind == type("returned")) {
        const int under = event.value(QStringLiteral("under")).toInt();
        QString cost;
        if (under == 0)
            cost = ExpeditionModel::tr("safe");
        else if (event.contains(QStringLiteral("damage")))
            cost = ExpeditionModel::tr("%1 under: %2 damage")
                       .arg(under)
                       .arg(event.value(QStringLiteral("damage")).toInt());
        else
            cost = ExpeditionModel::tr("%1 under: drops %2 loads")
                       .arg(under)
                       .arg(event.value(QStringLiteral("loadsLost")).toInt());
        lines.append(ExpeditionModel::tr("%1 returns: %2, %3")
                         .arg(event.value(QStringLiteral("pc")).toString(), checkText(event), cost));
    } else if (kind == type("moraleChecked")) {
        lines.append(ExpeditionModel::tr("Morale of %1: %2, %3")
                         .arg(event.value(QStringLiteral("who")).toString(), checkText(event),
                              event.value(QStringLiteral("success")).toBool()
                                  ? ExpeditionModel::tr("they stand")
                                  : ExpeditionModel::tr("they flee or surrender")));
    } else if (kind == type("lightLit")) {
        lines.append(ExpeditionModel::tr("%1 lit by %2 (%3 h)")
                         .arg(lightText(event.value(QStringLiteral("kind")).toString()),
                              event.value(QStringLiteral("carrier")).toString())
                         .arg(event.value(QStringLiteral("hoursLeft")).toInt()));
    } else if (kind == type("memberJoined")) {
        lines.append(ExpeditionModel::tr("%1 joins (resilience %2)")
                         .arg(event.value(QStringLiteral("name")).toString())
                         .arg(event.value(QStringLiteral("resilience")).toInt()));
    } else if (kind == type("suppliesSet")) {
        lines.append(ExpeditionModel::tr("Supplies: %1").arg(event.value(QStringLiteral("supplies")).toInt()));
    } else if (kind == type("resilienceChecked")) {
        lines.append(ExpeditionModel::tr("Resilience of %1: %2, %3")
                         .arg(event.value(QStringLiteral("name")).toString(), checkText(event),
                              event.value(QStringLiteral("exhausted")).toBool() ? ExpeditionModel::tr("exhausted")
                                                                                : ExpeditionModel::tr("holds on")));
    } else if (kind == type("chased")) {
        lines.append(ExpeditionModel::tr("Chase by %1 (%2 at %3 ft): %4, %5")
                         .arg(event.value(QStringLiteral("who")).toString(),
                              abilityText(event.value(QStringLiteral("ability")).toString()))
                         .arg(event.value(QStringLiteral("quarrySpeed")).toInt())
                         .arg(checkText(event), event.value(QStringLiteral("success")).toBool()
                                                    ? ExpeditionModel::tr("caught")
                                                    : ExpeditionModel::tr("eluded")));
    } else if (kind == type("corruption")) {
        const QString effect = event.value(QStringLiteral("effect")).toString();
        const QString outcome =
            event.value(QStringLiteral("success")).toBool() && effect.isEmpty() ? ExpeditionModel::tr("resisted")
            : effect == QLatin1String("cured")                                  ? ExpeditionModel::tr("cured")
            : effect == QLatin1String("dead")                                   ? ExpeditionModel::tr("dead")
            : effect == QLatin1String("exhaustion")
                ? ExpeditionModel::tr("stage %1: exhausted").arg(event.value(QStringLiteral("stage")).toInt())
                : ExpeditionModel::tr("stage %1: %2").arg(event.value(QStringLiteral("stage")).toInt()).arg(effect);
        lines.append(ExpeditionModel::tr("%1 of %2 (%3): %4")
                         .arg(event.value(QStringLiteral("name")).toString(),
                              event.value(QStringLiteral("pc")).toString(), checkText(event), outcome));
    } else if (kind == type("rested")) {
        lines.append(event.value(QStringLiteral("safe")).toBool() ? ExpeditionModel::tr("Safe rest")
                                                                  : ExpeditionModel::tr("Unsafe rest"));
    } else {
        lines += FtdSheetTexts::linesFor(event);
    }
    return lines;
}

} // namespace ExpeditionTexts
