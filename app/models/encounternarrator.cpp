#include "encounternarrator.h"

#include "conditionlabels.h"
#include "core/jsonreader.h"
#include "encounter/encounterstate.h"

#include <QJsonArray>

#include <optional>

using namespace battlemat;

namespace {

/** A line being built: the words so far, what it is about (to attach later events), and its consequences. */
struct Draft
{
    DiceLogLine line;
    QString kind;          // "attack", "damage", "heal", "save", "deathSave", "roll"
    QString actor;         // the creature that rolled or attacked
    QString target;        // the attacked, damaged or healed creature
    QString power;         // the power id of an attack
    int damage = -1;       // damage dealt, once known
    bool resolved = false; // an attack whose hit or miss is known
    QStringList tags;      // "staggered", "dies", ...
};

QString nameOf(const EncounterState &state, const QString &id)
{
    const Combatant *creature = state.combatant(id);
    return creature ? creature->name : id;
}

// Lights taken up, dropped, picked up and burnt out (LightCommand, LightTime): the light by its kind, in words.
std::optional<QString> lightLine(const QJsonObject &event, const EncounterState &state, const QString &type)
{
    if (!type.startsWith(QLatin1String("light")))
        return std::nullopt;
    const QString creature = nameOf(state, event.value(QStringLiteral("creature")).toString());
    const QString light = EncounterNarrator::lightName(event.value(QStringLiteral("kind")).toString());
    const QJsonArray square = event.value(QStringLiteral("square")).toArray();
    const int x = square.at(0).toInt();
    const int y = square.at(1).toInt();
    if (type == QLatin1String("lightLit"))
        return EncounterNarrator::tr("%1 lights a %2 (%n minute(s))", "",
                                     event.value(QStringLiteral("minutesLeft")).toInt())
            .arg(creature, light);
    if (type == QLatin1String("lightDropped"))
        return EncounterNarrator::tr("%1 drops the %2 at %3,%4").arg(creature, light).arg(x).arg(y);
    if (type == QLatin1String("lightPickedUp"))
        return EncounterNarrator::tr("%1 picks up the %2 at %3,%4").arg(creature, light).arg(x).arg(y);
    if (type != QLatin1String("lightBurntOut"))
        return std::nullopt;
    if (const QString bearer = event.value(QStringLiteral("carriedBy")).toString(); !bearer.isEmpty())
        return EncounterNarrator::tr("%1's %2 burns out").arg(nameOf(state, bearer), light);
    return EncounterNarrator::tr("The %1 at %2,%3 burns out").arg(light).arg(x).arg(y);
}

QString powerName(const EncounterState &state, const QString &creatureId, const QString &powerId)
{
    // A secondary attack is logged as "<power>.secondary".
    const bool secondary = powerId.endsWith(QLatin1String(".secondary"));
    const QString id = secondary ? powerId.chopped(10) : powerId;
    QString name = id;
    if (const Combatant *creature = state.combatant(creatureId)) {
        for (const CombatPower &power : creature->powers) {
            if (power.id == id)
                name = power.name;
        }
    }
    return secondary ? EncounterNarrator::tr("%1, secondary attack").arg(name) : name;
}

QString finish(const Draft &draft)
{
    QString text = draft.line.text;
    if (draft.damage >= 0 && draft.kind == QLatin1String("attack"))
        text = EncounterNarrator::tr("%1: %2 damage").arg(text).arg(draft.damage);
    if (!draft.tags.isEmpty())
        text = EncounterNarrator::tr("%1, %2").arg(text, draft.tags.join(EncounterNarrator::tr(", ")));
    return text;
}

} // namespace

QString EncounterNarrator::lightName(const QString &kind)
{
    // Orcus "Adventuring Gear": the four lights of the equipment table (grid/lightsource.cpp).
    if (kind == QLatin1String("candle"))
        return tr("candle");
    if (kind == QLatin1String("torch"))
        return tr("torch");
    if (kind == QLatin1String("lantern"))
        return tr("lantern");
    if (kind == QLatin1String("glowbasket"))
        return tr("glowbasket");
    return kind;
}

QString EncounterNarrator::defenseLabel(const QString &defense)
{
    if (defense == QLatin1String("ac"))
        return tr("AC");
    if (defense == QLatin1String("fortitude"))
        return tr("Fortitude");
    if (defense == QLatin1String("reflex"))
        return tr("Reflex");
    if (defense == QLatin1String("will"))
        return tr("Will");
    return defense;
}

QList<DiceLogLine> EncounterNarrator::narrate(const QList<QJsonObject> &events, const EncounterState &state)
{
    QList<Draft> drafts;
    // The damage roll of an area attack is one roll for every target: it goes with the first line it damages.
    std::optional<RollRecord> pendingDamage;
    QString pendingDamagePower;
    QString pendingDamageBy;
    int pendingDamageSeq = 0;

    // The latest draft of this kind about this target (and power), to which a later event adds its consequence.
    const auto latest = [&drafts](const QString &kind, const QString &target, const QString &power = {}) -> Draft * {
        for (auto it = drafts.rbegin(); it != drafts.rend(); ++it) {
            if (it->kind == kind && it->target == target && (power.isEmpty() || it->power == power))
                return &*it;
        }
        return nullptr;
    };
    const auto add = [&drafts](const QJsonObject &event, const QString &kind, const QString &text) -> Draft & {
        Draft draft;
        draft.kind = kind;
        draft.line.text = text;
        draft.line.seq = event.value(QStringLiteral("seq")).toInt();
        drafts.append(draft);
        return drafts.last();
    };

    for (const QJsonObject &event : events) {
        const QString type = event.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("roll")) {
            if (event.value(QStringLiteral("maximized")).toBool())
                continue; // a critical hit's maximum: no dice to show, the attack line says critical
            auto parsed = RollRecord::fromJson(event, JsonContext(tr("encounter log")));
            if (!parsed)
                continue; // the encounter log keeps the roll; the dice panel only misses it
            RollRecord roll = *parsed;
            const QString by = event.value(QStringLiteral("by")).toString();
            const QString purpose = roll.purpose;
            if (purpose.startsWith(QLatin1String("damage "))) {
                pendingDamagePower = purpose.mid(7);
                pendingDamageBy = by;
                roll.purpose = tr("damage (%1)").arg(powerName(state, by, pendingDamagePower));
                pendingDamage = roll;
                pendingDamageSeq = event.value(QStringLiteral("seq")).toInt();
                continue;
            }
            QString text;
            QString kind = QStringLiteral("roll");
            QString power;
            QString target;
            if (purpose == QLatin1String("initiative")) {
                roll.purpose = tr("initiative");
                text = tr("%1 rolls initiative: %2").arg(nameOf(state, by)).arg(roll.total);
            } else if (purpose.startsWith(QLatin1String("attack "))) {
                // "attack <power> vs <target>": the attack event that follows says hit or miss.
                const QStringList parts = purpose.mid(7).split(QStringLiteral(" vs "));
                power = parts.value(0);
                target = parts.value(1);
                kind = QStringLiteral("attack");
                roll.purpose = tr("attack (%1)").arg(powerName(state, by, power));
                text = tr("%1 attacks %2").arg(nameOf(state, by), nameOf(state, target));
            } else if (purpose.startsWith(QLatin1String("saving throw: "))) {
                roll.purpose = tr("saving throw");
                kind = QStringLiteral("save");
                text = tr("%1: saving throw against %2").arg(nameOf(state, by), purpose.mid(14));
            } else if (purpose == QLatin1String("death saving throw")) {
                roll.purpose = tr("death saving throw");
                kind = QStringLiteral("deathSave");
                text = tr("%1: death saving throw").arg(nameOf(state, by));
            } else if (purpose.startsWith(QLatin1String("recharge "))) {
                roll.purpose = tr("recharge");
                text = tr("%1: recharge roll for %2").arg(nameOf(state, by), powerName(state, by, purpose.mid(9)));
            } else if (purpose.startsWith(QLatin1String("action die"))) {
                // The action dice module's boost (docs/modules.md, "The roll hook"): its own line, before the outcome.
                roll.purpose = tr("action die");
                text = tr("%1 spends an action die").arg(nameOf(state, by));
            } else {
                text = tr("%1: %2").arg(nameOf(state, by), purpose);
            }
            Draft &draft = add(event, kind, text);
            draft.actor = by;
            draft.power = power;
            draft.target = target;
            draft.line.rolls.append(roll);
        } else if (type == QLatin1String("attack")) {
            const QString attacker = event.value(QStringLiteral("attacker")).toString();
            const QString target = event.value(QStringLiteral("target")).toString();
            const QString power = event.value(QStringLiteral("power")).toString();
            Draft *draft = latest(QStringLiteral("attack"), target, power);
            if (!draft || draft->resolved) {
                draft = &add(event, QStringLiteral("attack"), {}); // a coup de grace rolls no d20
                draft->actor = attacker;
                draft->target = target;
                draft->power = power;
            }
            draft->resolved = true;
            const QString who = nameOf(state, attacker);
            const QString whom = nameOf(state, target);
            const QString defense = defenseLabel(event.value(QStringLiteral("vs")).toString());
            const int total = event.value(QStringLiteral("total")).toInt();
            const int against = event.value(QStringLiteral("defense")).toInt();
            if (event.value(QStringLiteral("coupDeGrace")).toBool())
                draft->line.text = tr("%1 delivers a coup de grace to %2").arg(who, whom);
            else if (event.value(QStringLiteral("automatic")).toBool()) // a power without an attack roll
                draft->line.text =
                    tr("%1's %2 strikes %3 (no attack roll)").arg(who, powerName(state, attacker, power), whom);
            else if (const QString counter = event.value(QStringLiteral("turnedToMiss")).toString();
                     !counter.isEmpty()) // "the attack misses": a hit by the roll, a miss by the target's counter
                draft->line.text = tr("%1 misses %2: %3 turns the hit (%4 vs %5 %6) into a miss")
                                       .arg(who, whom, powerName(state, target, counter))
                                       .arg(total)
                                       .arg(defense)
                                       .arg(against);
            else if (event.value(QStringLiteral("critical")).toBool())
                draft->line.text =
                    tr("%1 hits %2 critically (%3 vs %4 %5)").arg(who, whom).arg(total).arg(defense).arg(against);
            else if (event.value(QStringLiteral("hit")).toBool())
                draft->line.text = tr("%1 hits %2 (%3 vs %4 %5)").arg(who, whom).arg(total).arg(defense).arg(against);
            else
                draft->line.text = tr("%1 misses %2 (%3 vs %4 %5)").arg(who, whom).arg(total).arg(defense).arg(against);
        } else if (type == QLatin1String("damage")) {
            const QString target = event.value(QStringLiteral("target")).toString();
            const QString cause = event.value(QStringLiteral("cause")).toString();
            const int amount = event.value(QStringLiteral("amount")).toInt();
            const int hp = event.value(QStringLiteral("hp")).toInt();
            Draft *draft = latest(QStringLiteral("attack"), target, cause);
            if (draft && draft->damage < 0) {
                draft->damage = amount;
            } else {
                draft = &add(event, QStringLiteral("damage"),
                             tr("%1 takes %2 damage").arg(nameOf(state, target)).arg(amount));
                draft->target = target;
            }
            if (pendingDamage && cause == pendingDamagePower) {
                draft->line.rolls.append(*pendingDamage);
                pendingDamage.reset();
            }
            // Orcus "Staggered": at or below half the maximum; said when this damage crossed it.
            const Combatant *creature = state.combatant(target);
            const int before = hp + amount - event.value(QStringLiteral("tempHpAbsorbed")).toInt();
            if (creature && hp > 0 && hp <= creature->staggeredValue() && before > creature->staggeredValue())
                draft->tags.append(tr("staggered"));
        } else if (type == QLatin1String("died") || type == QLatin1String("dying") ||
                   type == QLatin1String("knockedOut")) {
            const QString target = event.value(QStringLiteral("target")).toString();
            const QString tag = type == QLatin1String("died")    ? tr("dies")
                                : type == QLatin1String("dying") ? tr("dying")
                                                                 : tr("knocked out");
            Draft *draft = latest(QStringLiteral("attack"), target);
            if (!draft)
                draft = latest(QStringLiteral("damage"), target);
            if (draft)
                draft->tags.append(tag);
            else
                add(event, QStringLiteral("roll"), tr("%1: %2").arg(nameOf(state, target), tag));
        } else if (type == QLatin1String("healed")) {
            const QString target = event.value(QStringLiteral("target")).toString();
            Draft &draft = add(event, QStringLiteral("heal"),
                               tr("%1 regains %2 hit points (now %3)")
                                   .arg(nameOf(state, target))
                                   .arg(event.value(QStringLiteral("amount")).toInt())
                                   .arg(event.value(QStringLiteral("hp")).toInt()));
            draft.target = target;
        } else if (type == QLatin1String("savingThrow")) {
            const QString target = event.value(QStringLiteral("target")).toString();
            for (auto it = drafts.rbegin(); it != drafts.rend(); ++it) {
                if (it->actor == target && it->kind == QLatin1String("save")) {
                    it->tags.append(event.value(QStringLiteral("success")).toBool() ? tr("saved") : tr("failed"));
                    break;
                }
            }
        } else if (type == QLatin1String("deathSave")) {
            const QString creature = event.value(QStringLiteral("creature")).toString();
            for (auto it = drafts.rbegin(); it != drafts.rend(); ++it) {
                if (it->actor == creature && it->kind == QLatin1String("deathSave")) {
                    // A module changed the save (a hero token's re-roll, an action die): what counted.
                    if (event.contains(QStringLiteral("rerolledFrom")))
                        it->tags.append(tr("re-rolled: %1").arg(event.value(QStringLiteral("roll")).toInt()));
                    if (event.contains(QStringLiteral("total")))
                        it->tags.append(tr("total %1").arg(event.value(QStringLiteral("total")).toInt()));
                    it->tags.append(event.value(QStringLiteral("success")).toBool()
                                        ? tr("success")
                                        : tr("failure %1 of 3").arg(event.value(QStringLiteral("failures")).toInt()));
                    break;
                }
            }
        } else if (type == QLatin1String("aura")) {
            // An aura strikes (AuraRules): its damage follows as a damage line, its conditions are tags here.
            const QString creature = event.value(QStringLiteral("creature")).toString();
            Draft &draft = add(event, QStringLiteral("aura"),
                               tr("%1's %2 reaches %3")
                                   .arg(nameOf(state, event.value(QStringLiteral("source")).toString()),
                                        event.value(QStringLiteral("aura")).toString(), nameOf(state, creature)));
            draft.target = creature;
            if (event.contains(QStringLiteral("persistent")))
                draft.tags.append(tr("persistent %1 damage").arg(event.value(QStringLiteral("persistent")).toInt()));
            for (const QJsonValue &condition : event.value(QStringLiteral("conditions")).toArray())
                draft.tags.append(ConditionLabels::label(condition.toString()));
            if (event.value(QStringLiteral("cannotShift")).toBool())
                draft.tags.append(tr("cannot shift"));
            if (const int bonus = event.value(QStringLiteral("ownerAttackBonus")).toInt(); bonus > 0)
                draft.tags.append(tr("%1 +%2 to attack rolls")
                                      .arg(nameOf(state, event.value(QStringLiteral("source")).toString()))
                                      .arg(bonus));
        } else if (type == QLatin1String("powerUsed")) {
            // A power on its user (UsePowerCommand): its temporary hit points follow as a tag, its healing as a line,
            // and what the engine does not apply is handed to the table.
            const QString creature = event.value(QStringLiteral("creature")).toString();
            Draft &draft =
                add(event, QStringLiteral("power"),
                    tr("%1 uses %2").arg(nameOf(state, creature), event.value(QStringLiteral("name")).toString()));
            draft.actor = creature;
            draft.target = creature;
            if (const QString text = event.value(QStringLiteral("tableText")).toString(); !text.isEmpty())
                draft.tags.append(tr("for the table: %1").arg(text));
        } else if (type == QLatin1String("temporaryHitPoints")) {
            const QString creature = event.value(QStringLiteral("creature")).toString();
            if (Draft *draft = latest(QStringLiteral("power"), creature);
                draft && draft->line.seq >= event.value(QStringLiteral("seq")).toInt() - 1)
                draft->tags.prepend(tr("%1 temporary hit points (now %2)")
                                        .arg(event.value(QStringLiteral("amount")).toInt())
                                        .arg(event.value(QStringLiteral("tempHp")).toInt()));
        } else if (type == QLatin1String("wardGained") || type == QLatin1String("wardSpent")) {
            // Soul Harvest and Protected by Death (Wards): the count after the change, as the initiative row shows it.
            const QString creature = event.value(QStringLiteral("creature")).toString();
            const int wards = event.value(QStringLiteral("wards")).toInt();
            Draft &draft =
                add(event, QStringLiteral("power"),
                    type == QLatin1String("wardGained")
                        ? tr("%1 gains a ward for dropping %2 (%n ward(s))", "", wards)
                              .arg(nameOf(state, creature),
                                   nameOf(state, event.value(QStringLiteral("dropped")).toString()))
                        : tr("%1 spends a ward on %2 (%n ward(s) left)", "", wards)
                              .arg(nameOf(state, creature),
                                   powerName(state, creature, event.value(QStringLiteral("power")).toString())));
            draft.actor = creature;
        } else if (type == QLatin1String("triggeredPower") && event.contains(QStringLiteral("tableText"))) {
            // A power that changed its user (TriggerOffer): the engine's part follows (healed), the rest is the
            // game master's to do, so the log says it.
            const QString creature = event.value(QStringLiteral("creature")).toString();
            Draft &draft = add(event, QStringLiteral("power"),
                               tr("%1 uses %2; for the table: %3")
                                   .arg(nameOf(state, creature),
                                        powerName(state, creature, event.value(QStringLiteral("power")).toString()),
                                        event.value(QStringLiteral("tableText")).toString()));
            draft.actor = creature;
        } else if (type == QLatin1String("restStarted")) {
            // Orcus "Resting": the heals of the recoveries spent follow as their own lines, then each creature's
            // numbers after the rest.
            add(event, QStringLiteral("rest"),
                event.value(QStringLiteral("kind")).toString() == QLatin1String("long") ? tr("Long rest (6 hours)")
                                                                                        : tr("Short rest (5 minutes)"));
        } else if (type == QLatin1String("rested")) {
            // The heroes' numbers after the rest; the monsters left on the map rest too, but unseen.
            const QString creature = event.value(QStringLiteral("creature")).toString();
            if (const Combatant *c = state.combatant(creature); !c || c->side != QLatin1String("heroes"))
                continue;
            Draft &draft = add(event, QStringLiteral("rest"),
                               tr("%1 rested: %2 hit points, %n recovery(s) left", "",
                                  event.value(QStringLiteral("recoveries")).toInt())
                                   .arg(nameOf(state, creature))
                                   .arg(event.value(QStringLiteral("hp")).toInt()));
            draft.target = creature;
        } else if (type == QLatin1String("timePassed")) {
            add(event, QStringLiteral("rest"),
                tr("%n minute(s) pass without rest", "", event.value(QStringLiteral("minutes")).toInt()));
        } else if (const auto light = lightLine(event, state, type)) {
            Draft &draft = add(event, QStringLiteral("light"), *light);
            draft.actor = event.value(QStringLiteral("creature")).toString();
        } else if (type == QLatin1String("hitPointsSet")) {
            // The game master's number (the tracker's Set hit points, a hero's sheet saved mid-fight).
            const QString target = event.value(QStringLiteral("target")).toString();
            Draft &draft = add(event, QStringLiteral("set"),
                               tr("%1: hit points set to %2 of %3")
                                   .arg(nameOf(state, target))
                                   .arg(event.value(QStringLiteral("hp")).toInt())
                                   .arg(event.value(QStringLiteral("maxHp")).toInt()));
            draft.target = target;
        } else if (type == QLatin1String("trackedSet")) {
            const QString target = event.value(QStringLiteral("target")).toString();
            if (Draft *draft = latest(QStringLiteral("set"), target)) {
                if (event.contains(QStringLiteral("recoveries")))
                    draft->tags.append(
                        tr("%n recovery(s) left", "", event.value(QStringLiteral("recoveries")).toInt()));
                if (event.contains(QStringLiteral("actionPoints")))
                    draft->tags.append(
                        tr("%n action point(s)", "", event.value(QStringLiteral("actionPoints")).toInt()));
            }
        } else if (type == QLatin1String("decision") &&
                   event.value(QStringLiteral("kind")).toString() == QLatin1String("square") &&
                   event.value(QStringLiteral("answer")).isArray()) {
            // A square chosen for a power (RulesContext::askSquare): where its user shifted, or its burst's origin.
            const QString creature = event.value(QStringLiteral("decider")).toString();
            const QJsonArray square = event.value(QStringLiteral("answer")).toArray();
            const QString power = event.value(QStringLiteral("name")).toString();
            const QString purpose = event.value(QStringLiteral("purpose")).toString();
            const QString text = purpose == QLatin1String("origin")  ? tr("%1 uses %2 on the square %3,%4")
                                 : purpose == QLatin1String("place") ? tr("%1 uses %2: %5 comes in at %3,%4")
                                                                     : tr("%1 uses %2 and shifts to the square %3,%4");
            QString said = text.arg(nameOf(state, creature), power).arg(square.at(0).toInt()).arg(square.at(1).toInt());
            if (purpose == QLatin1String("place")) // the creature it placed (Egg Sacs' Spider Swarm)
                said = said.arg(event.value(QStringLiteral("creature")).toString());
            Draft &draft = add(event, QStringLiteral("power"), said);
            draft.actor = creature;
        } else if (type == QLatin1String("attackAbandoned")) {
            if (!drafts.isEmpty() && drafts.last().kind == QLatin1String("attack"))
                drafts.last().tags.append(tr("abandoned"));
        }
    }
    // A damage roll that damaged nobody (every target immune, or gone): still shown, with its dice.
    if (pendingDamage) {
        Draft draft;
        draft.line.text = tr("%1 rolls damage").arg(nameOf(state, pendingDamageBy));
        draft.line.seq = pendingDamageSeq;
        draft.line.rolls.append(*pendingDamage);
        drafts.append(draft);
    }

    QList<DiceLogLine> lines;
    for (const Draft &draft : drafts) {
        DiceLogLine line = draft.line;
        line.text = finish(draft);
        lines.append(line);
    }
    return lines;
}
