// The action dice spends and awards the token's menu forwards (docs/modules.md, "Action dice and hero tokens",
// "In the window"): each is the module's table step, checked by the engine against the situation it reads from the
// running encounter; what it did is told in the table's language.
#include "actiondicepools.h"

#include "encountercontroller.h"
#include "modules/actiondice/actiondiceencountersituation.h"
#include "session/tablesession.h"

#include <QJsonArray>

using namespace battlemat;

namespace {

// "1d4!: 4! 3 = 7": the dice log's way of writing a roll (RollRecord::summary), from the event's roll.
QString rollText(const QJsonObject &roll)
{
    QStringList faces;
    for (const QJsonValue &die : roll.value(QStringLiteral("dice")).toArray()) {
        const QJsonObject face = die.toObject();
        faces << QString::number(face.value(QStringLiteral("value")).toInt()) +
                     (face.value(QStringLiteral("exploded")).toBool() ? QStringLiteral("!") : QString());
    }
    return QStringLiteral("%1: %2 = %3")
        .arg(roll.value(QStringLiteral("notation")).toString(), faces.join(QLatin1Char(' ')))
        .arg(roll.value(QStringLiteral("total")).toInt());
}

} // namespace

bool ActionDicePools::refuse(const QString &message)
{
    m_lastError = message;
    Q_EMIT resultChanged();
    return false;
}

bool ActionDicePools::spend(const QString &heroId, const QString &creatureId, const QString &kind)
{
    return spendOn(heroId, creatureId, kind, QString());
}

bool ActionDicePools::spendOn(const QString &heroId, const QString &creatureId, const QString &kind,
                              const QString &argument)
{
    if (!m_table)
        return refuse(tr("No table is open."));
    if (!m_byHero.contains(heroId))
        return refuse(
            tr("%1 has no action dice: no game night is running, or the hero is not in it.").arg(heroName(heroId)));
    const CommandProcessor *encounter = m_table->running() ? m_table->processor() : nullptr;
    const bool inFight = encounter && encounter->state().combatant(creatureId);
    // In a fight the spends that change it are the module's encounter command (one step of the fight's log, undone
    // and replayed with it); the others, and all of them outside a fight, are its table steps.
    static const QHash<QString, QString> encounterSpends{
        {QStringLiteral("ac"), QStringLiteral("ac")},
        {QStringLiteral("heal"), QStringLiteral("heal")},
        {QStringLiteral("stabilize"), QStringLiteral("stabilize")},
        {QStringLiteral("extraMove"), QStringLiteral("extraMove")},
        {QStringLiteral("extraAttack"), QStringLiteral("extraAttack")},
        {QStringLiteral("reuse"), QStringLiteral("reuse")},
        {QStringLiteral("secondChance"), QStringLiteral("secondChance")},
        {QStringLiteral("tokenForStandardAction"), QStringLiteral("tokenStandardAction")}};
    if (inFight && encounterSpends.contains(kind)) {
        QJsonObject step{{QStringLiteral("type"), QStringLiteral("actionDice.spend")},
                         {QStringLiteral("hero"), heroId},
                         {QStringLiteral("creature"), creatureId},
                         {QStringLiteral("spend"), encounterSpends.value(kind)}};
        if (kind == QLatin1String("extraAttack"))
            step.insert(QStringLiteral("target"), argument);
        else if (kind == QLatin1String("reuse"))
            step.insert(QStringLiteral("power"), argument);
        else if (kind == QLatin1String("secondChance"))
            step.insert(QStringLiteral("effect"), argument.toInt());
        if (!m_table->run(step))
            return refuse(m_table->errorMessage());
        m_lastError.clear();
        Q_EMIT resultChanged();
        return true;
    }
    const ActionDiceEncounterSituation read =
        ActionDiceEncounterSituation::of(encounter ? &encounter->state() : nullptr, creatureId);
    const QJsonObject facts = read.toFields();
    QJsonObject step{{QStringLiteral("hero"), heroId}};
    const auto withFacts = [&step, &facts](std::initializer_list<const char *> keys) {
        for (const char *key : keys) {
            if (facts.contains(QLatin1String(key)))
                step.insert(QLatin1String(key), facts.value(QLatin1String(key)));
        }
    };
    QString type;
    if (kind == QLatin1String("ac")) {
        type = QStringLiteral("boostAc"); // chosen at the start of a round, as the game master does it
    } else if (kind == QLatin1String("heal")) {
        // One step: the dice spent and rolled, the hit points on the hero's token (threatened read from the map).
        type = QStringLiteral("heal");
        step.insert(QStringLiteral("creature"), creatureId);
        withFacts({"inEncounter", "threatened"});
    } else if (kind == QLatin1String("stabilize")) {
        type = QStringLiteral("stabilize");
        withFacts({"dying"});
    } else if (kind == QLatin1String("extraMove")) {
        type = QStringLiteral("extraAction");
        step.insert(QStringLiteral("action"), QStringLiteral("move"));
        step.insert(QStringLiteral("turn"), std::max(1, read.turn));
        withFacts({"heroesTurn"});
    } else if (kind == QLatin1String("tokenForDie")) {
        type = QStringLiteral("tokenForActionDice");
    } else if (kind == QLatin1String("tokenForStandardAction")) {
        type = QStringLiteral("tokenForStandardAction");
        withFacts({"heroesTurn"});
    } else if (kind == QLatin1String("awardDie")) {
        type = QStringLiteral("awardActionDice");
    } else if (kind == QLatin1String("awardToken")) {
        type = QStringLiteral("awardHeroTokens");
    } else {
        return refuse(tr("'%1' is no action dice spend.").arg(kind));
    }
    step.insert(QStringLiteral("type"), QStringLiteral("actionDice.") + type);
    if (!m_table->run(step))
        return refuse(m_table->errorMessage());
    m_lastError.clear();
    Q_EMIT resultChanged();
    return true;
}

bool ActionDicePools::boostRoll(const QString &heroId, int total)
{
    if (!m_table)
        return refuse(tr("No table is open."));
    if (!m_byHero.contains(heroId))
        return refuse(
            tr("%1 has no action dice: no game night is running, or the hero is not in it.").arg(heroName(heroId)));
    // A free roll may be anything (a check, a save, damage): "other", one die a spend.
    if (!m_table->run({{QStringLiteral("type"), QStringLiteral("actionDice.boost")},
                       {QStringLiteral("hero"), heroId},
                       {QStringLiteral("kind"), QStringLiteral("other")},
                       {QStringLiteral("dice"), 1},
                       {QStringLiteral("total"), total}}))
        return refuse(m_table->errorMessage());
    m_lastError.clear();
    Q_EMIT resultChanged();
    return true;
}

void ActionDicePools::describe(const QList<QJsonObject> &events)
{
    for (const QJsonObject &event : events) {
        const QString type = event.value(QStringLiteral("type")).toString();
        if (!type.startsWith(QLatin1String("actionDice.")))
            continue;
        const QString name = heroName(event.value(QStringLiteral("hero")).toString());
        const QString spend = event.value(QStringLiteral("spend")).toString();
        const QJsonObject roll = event.value(QStringLiteral("roll")).toObject();
        QString text;
        if (type == QLatin1String("actionDice.actionDiceSpent")) {
            if (spend == QLatin1String("ac")) {
                //: a +2 AC boost bought with an action die: the hero, the roll; %n the rounds it lasts
                text = tr("%1: +2 AC for %n round(s) (%2)", "", event.value(QStringLiteral("rounds")).toInt())
                           .arg(name, rollText(roll));
            } else if (spend == QLatin1String("heal")) {
                text = tr("%1 heals %2 hit points (%3)")
                           .arg(name)
                           .arg(event.value(QStringLiteral("hitPoints")).toInt())
                           .arg(rollText(roll));
            } else if (spend == QLatin1String("reuse")) {
                text =
                    tr("%1 can use %2 again (1 action die)").arg(name, event.value(QStringLiteral("power")).toString());
            } else if (spend == QLatin1String("secondChance")) {
                text = tr("%1 makes a second-chance saving throw (1 action die)").arg(name);
            } else if (spend == QLatin1String("stabilize")) {
                text = tr("%1 becomes stable (1 action die)").arg(name);
            } else if (spend == QLatin1String("extraAction")) {
                text = event.value(QStringLiteral("action")).toString() == QLatin1String("attack")
                           ? tr("%1 takes an extra attack (1 action die)").arg(name)
                           : tr("%1 takes an extra move action (1 action die)").arg(name);
            } else if (spend == QLatin1String("boost")) {
                text = event.contains(QStringLiteral("total")) ? tr("%1 boosts a roll to %2 (%3)")
                                                                     .arg(name)
                                                                     .arg(event.value(QStringLiteral("total")).toInt())
                                                                     .arg(rollText(roll))
                                                               : tr("%1 boosts a roll (%2)").arg(name, rollText(roll));
            } else {
                text = tr("%1 spends an action die").arg(name);
            }
        } else if (type == QLatin1String("actionDice.heroTokenSpent")) {
            text = spend == QLatin1String("actionDice") ? tr("%1 trades a hero token for an action die").arg(name)
                   : spend == QLatin1String("standardAction")
                       ? tr("%1 takes another standard action (hero token)").arg(name)
                       : tr("%1 re-rolls a d20 check (hero token)").arg(name);
        } else if (type == QLatin1String("actionDice.actionDiceAwarded")) {
            text = tr("%1 is awarded %n action die(s)", "", event.value(QStringLiteral("dice")).toInt()).arg(name);
        } else if (type == QLatin1String("actionDice.heroTokensAwarded")) {
            text = tr("%1 is awarded %n hero token(s)", "", event.value(QStringLiteral("tokens")).toInt()).arg(name);
        } else if (type == QLatin1String("actionDice.gameNightEnded")) {
            // Awarding action dice: the XP the night's awards earned each hero.
            QStringList earned;
            const QJsonObject xp = event.value(QStringLiteral("xp")).toObject();
            for (auto it = xp.constBegin(); it != xp.constEnd(); ++it) {
                const int points = it.value().toObject().value(QStringLiteral("xp")).toInt();
                if (points > 0)
                    earned << tr("%1 %2 XP").arg(heroName(it.key())).arg(points);
            }
            text = earned.isEmpty() ? tr("Game night ended: no awards, no XP")
                                    : tr("Game night ended: %1").arg(earned.join(QStringLiteral(", ")));
        }
        if (!text.isEmpty())
            m_lastResult = text;
    }
    Q_EMIT resultChanged();
}
