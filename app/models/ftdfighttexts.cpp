#include "ftdfighttexts.h"

#include "ftdsheettexts.h"

#include "ftdfightmodel.h"

#include <QJsonArray>

namespace FtdFightTexts {

namespace {

QString edgeText(const QString &edge)
{
    if (edge == QLatin1String("advantage"))
        return FtdFightModel::tr(", advantage");
    if (edge == QLatin1String("disadvantage"))
        return FtdFightModel::tr(", disadvantage");
    return {};
}

QString checkText(const QJsonObject &check, bool againstAc)
{
    const QString format =
        againstAc ? FtdFightModel::tr("%1 + %2 = %3 vs AC %4%5") : FtdFightModel::tr("%1 + %2 = %3 vs DC %4%5");
    return format.arg(check.value(QStringLiteral("natural")).toInt())
        .arg(check.value(QStringLiteral("modifier")).toInt())
        .arg(check.value(QStringLiteral("total")).toInt())
        .arg(check.value(QStringLiteral("dc")).toInt())
        .arg(edgeText(check.value(QStringLiteral("edge")).toString()));
}

QString injuryText(const QJsonObject &injury)
{
    const QString kind = injury.value(QStringLiteral("kind")).toString();
    const int d20 = injury.value(QStringLiteral("d20")).toInt();
    if (kind == QLatin1String("dead"))
        return FtdFightModel::tr("injury d20 %1: a false hope, dead").arg(d20);
    if (kind == QLatin1String("ability-loss"))
        return FtdFightModel::tr("injury d20 %1: loses %2 %3")
            .arg(d20)
            .arg(injury.value(QStringLiteral("amount")).toInt())
            .arg(injury.value(QStringLiteral("ability")).toString());
    if (kind == QLatin1String("lost-body-part"))
        return FtdFightModel::tr("injury d20 %1: loses a body part (the GM chooses)").arg(d20);
    if (kind == QLatin1String("disadvantage-until-rest"))
        return FtdFightModel::tr("injury d20 %1: disadvantage on all checks until rest").arg(d20);
    return FtdFightModel::tr("injury d20 %1: standing, heals %2")
        .arg(d20)
        .arg(injury.value(QStringLiteral("amount")).toInt());
}

} // namespace

QString statusText(const QString &status)
{
    if (status == QLatin1String("incapacitated"))
        return FtdFightModel::tr("incapacitated");
    if (status == QLatin1String("stable"))
        return FtdFightModel::tr("stable");
    if (status == QLatin1String("dead"))
        return FtdFightModel::tr("dead");
    if (status == QLatin1String("fled"))
        return FtdFightModel::tr("fled");
    if (status == QLatin1String("surrendered"))
        return FtdFightModel::tr("surrendered");
    return FtdFightModel::tr("fighting");
}

QString triggerText(const QString &trigger)
{
    if (trigger == QLatin1String("battle-begins"))
        return FtdFightModel::tr("the battle begins");
    if (trigger == QLatin1String("first-death"))
        return FtdFightModel::tr("the first has fallen");
    if (trigger == QLatin1String("leader-down"))
        return FtdFightModel::tr("their leader is down");
    if (trigger == QLatin1String("tide-turned"))
        return FtdFightModel::tr("the tide has turned");
    return FtdFightModel::tr("their leader retreats");
}

QString sideText(const QString &side)
{
    if (side == QLatin1String("heroes"))
        return FtdFightModel::tr("heroes");
    if (side == QLatin1String("monsters"))
        return FtdFightModel::tr("monsters");
    if (side == QLatin1String("neutral"))
        return FtdFightModel::tr("neutral");
    return side;
}

QString lightText(const QString &light)
{
    if (light == QLatin1String("darkness"))
        return FtdFightModel::tr("darkness");
    if (light == QLatin1String("dim"))
        return FtdFightModel::tr("dim light");
    if (light == QLatin1String("brilliant"))
        return FtdFightModel::tr("brilliant light");
    return FtdFightModel::tr("well lit");
}

QStringList linesFor(const QJsonObject &event, const std::function<QString(const QString &)> &nameOf)
{
    const QString type = event.value(QStringLiteral("type")).toString().section(QLatin1Char('.'), 1);
    const auto name = [&](const char *key) { return nameOf(event.value(QLatin1String(key)).toString()); };
    if (type == QLatin1String("fightStarted"))
        return {FtdFightModel::tr("The fight begins in %1: %2 acts first")
                    .arg(lightText(event.value(QStringLiteral("light")).toString()), name("first"))};
    if (type == QLatin1String("attacked")) {
        const QJsonObject check = event.value(QStringLiteral("check")).toObject();
        QString line =
            event.value(QStringLiteral("hit")).toBool()
                ? FtdFightModel::tr("%1 hits %2 (%3): %4 damage")
                      .arg(name("attacker"), name("target"), checkText(check, true))
                      .arg(event.value(QStringLiteral("damageDealt")).toInt())
                : FtdFightModel::tr("%1 misses %2 (%3)").arg(name("attacker"), name("target"), checkText(check, true));
        if (event.value(QStringLiteral("critical")).toBool())
            line += FtdFightModel::tr(", a critical hit: damage doubled");
        // The weapon and its damage dice, so the table sees what was rolled ("Longsword 1d8+3: 5").
        const QString weapon = event.value(QStringLiteral("weapon")).toString();
        if (!weapon.isEmpty()) {
            QStringList faces;
            for (const QJsonValue &face : event.value(QStringLiteral("damageDice")).toArray())
                faces.append(QString::number(face.toInt()));
            line += faces.isEmpty() ? FtdFightModel::tr(" · with the %1").arg(weapon)
                                    : FtdFightModel::tr(" · with the %1, %2 rolled %3")
                                          .arg(weapon, event.value(QStringLiteral("damage")).toString(),
                                               faces.join(QStringLiteral(", ")));
        }
        return {line};
    }
    if (type == QLatin1String("fell")) {
        return {FtdFightModel::tr("%1 falls, incapacitated").arg(name("combatant"))};
    }
    if (type == QLatin1String("died"))
        return {FtdFightModel::tr("%1 dies").arg(nameOf(event.value(QStringLiteral("combatant")).toString()))};
    if (type == QLatin1String("moved"))
        return {FtdFightModel::tr("%1 moves %2 ft (%3 ft left)")
                    .arg(name("combatant"))
                    .arg(event.value(QStringLiteral("feet")).toInt())
                    .arg(event.value(QStringLiteral("feetLeft")).toInt())};
    if (type == QLatin1String("acted"))
        return {
            FtdFightModel::tr("%1 takes a %2 action")
                .arg(name("combatant"), event.value(QStringLiteral("action")).toString() == QLatin1String("quick")
                                            ? FtdFightModel::tr("quick")
                                        : event.value(QStringLiteral("action")).toString() == QLatin1String("movement")
                                            ? FtdFightModel::tr("movement")
                                            : FtdFightModel::tr("active"))};
    if (type == QLatin1String("hid"))
        return {FtdFightModel::tr("%1 hides (%2): %3")
                    .arg(name("combatant"), checkText(event, false),
                         event.value(QStringLiteral("success")).toBool() ? FtdFightModel::tr("in stealth")
                                                                         : FtdFightModel::tr("seen"))};
    if (type == QLatin1String("delayed"))
        return {FtdFightModel::tr("%1 delays until after %2").arg(name("combatant"), name("after"))};
    if (type == QLatin1String("turnStarted"))
        return {FtdFightModel::tr("Round %1: %2's turn")
                    .arg(event.value(QStringLiteral("round")).toInt())
                    .arg(name("combatant"))};
    if (type == QLatin1String("roundPassed"))
        return {FtdFightModel::tr("After the fight: round %1").arg(event.value(QStringLiteral("round")).toInt())};
    if (type == QLatin1String("stabilized")) {
        const bool byMagic = !event.contains(QStringLiteral("check"));
        const QString check = byMagic ? QString() : checkText(event.value(QStringLiteral("check")).toObject(), false);
        QString line;
        if (event.value(QStringLiteral("helper")).toString().isEmpty())
            line = byMagic ? FtdFightModel::tr("%1 is healed by magic").arg(name("target"))
                           : FtdFightModel::tr("%1 is tended (%2)").arg(name("target"), check);
        else
            line = byMagic ? FtdFightModel::tr("%1 heals %2 by magic").arg(name("helper"), name("target"))
                           : FtdFightModel::tr("%1 tends %2 (%3)").arg(name("helper"), name("target"), check);
        if (!event.value(QStringLiteral("stabilized")).toBool())
            return {line + FtdFightModel::tr(": still dying")};
        if (event.contains(QStringLiteral("injury")))
            return {line + QStringLiteral(": ") + injuryText(event.value(QStringLiteral("injury")).toObject()) +
                    FtdFightModel::tr(", %1 HP").arg(event.value(QStringLiteral("hitPoints")).toInt())};
        return {line + FtdFightModel::tr(": stable")};
    }
    if (type == QLatin1String("fightMoraleChecked")) {
        QStringList names;
        for (const QJsonValue &id : event.value(QStringLiteral("combatants")).toArray())
            names.append(nameOf(id.toString()));
        const QString outcome = event.value(QStringLiteral("outcome")).toString();
        return {FtdFightModel::tr("Morale of %1 (%2): %3")
                    .arg(names.join(QStringLiteral(", ")), checkText(event, false),
                         outcome == QLatin1String("stands")  ? FtdFightModel::tr("they stand")
                         : outcome == QLatin1String("flees") ? FtdFightModel::tr("they flee")
                                                             : FtdFightModel::tr("they surrender"))};
    }
    if (type == QLatin1String("hazardChecked")) {
        QString line = FtdFightModel::tr("%1's check (%2): %3 damage")
                           .arg(name("pc"), checkText(event, false))
                           .arg(event.value(QStringLiteral("damage")).toInt());
        if (event.value(QStringLiteral("doubled")).toBool())
            line += FtdFightModel::tr(", doubled by the natural 1");
        return {line};
    }
    if (type == QLatin1String("fightLightSet"))
        return {
            FtdFightModel::tr("The light is now %1").arg(lightText(event.value(QStringLiteral("light")).toString()))};
    if (type == QLatin1String("retreated"))
        return {event.value(QStringLiteral("escaped")).toBool()
                    ? FtdFightModel::tr("%1 retreats from the fight").arg(name("combatant"))
                    : FtdFightModel::tr("%1's retreat fails").arg(name("combatant"))};
    if (type == QLatin1String("fightEnded"))
        return {FtdFightModel::tr("The fight is over")};
    if (type == QLatin1String("fightClosed"))
        return {FtdFightModel::tr("The fight is closed")};
    if (type == QLatin1String("fighterSet"))
        return {FtdFightModel::tr("%1's numbers are set").arg(name("id"))};
    return FtdSheetTexts::linesFor(event);
}

} // namespace FtdFightTexts
