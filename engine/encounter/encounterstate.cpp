#include "encounter/encounterstate.h"

#include "grid/lightingjson.h"

#include <QJsonArray>

#include <algorithm>

namespace battlemat {

QString encounterPhaseName(EncounterPhase phase)
{
    switch (phase) {
    case EncounterPhase::Setup:
        return QStringLiteral("setup");
    case EncounterPhase::Started:
        return QStringLiteral("started");
    case EncounterPhase::Surprise:
        return QStringLiteral("surprise");
    case EncounterPhase::Combat:
        return QStringLiteral("combat");
    case EncounterPhase::Ended:
        return QStringLiteral("ended");
    }
    return {};
}

Combatant *EncounterState::combatant(const QString &id)
{
    // Ids asked for are nearly always copies of the combatants' own, sharing their characters (BattleGrid::indexOf).
    for (Combatant &c : combatants) {
        if (c.id.constData() == id.constData() && c.id.size() == id.size())
            return &c;
    }
    for (Combatant &c : combatants) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

const Combatant *EncounterState::combatant(const QString &id) const
{
    // Ids asked for are nearly always copies of the combatants' own, sharing their characters (BattleGrid::indexOf).
    for (const Combatant &c : combatants) {
        if (c.id.constData() == id.constData() && c.id.size() == id.size())
            return &c;
    }
    for (const Combatant &c : combatants) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

QJsonObject EncounterState::toJson() const
{
    QJsonArray creatures;
    for (const Combatant &c : combatants)
        creatures.append(combatantToJson(c));
    QJsonArray effectArray;
    for (const ActiveEffect &e : effects) {
        QJsonObject effect = effectSpecToJson(e.spec);
        effect.insert(QStringLiteral("id"), e.id);
        effect.insert(QStringLiteral("target"), e.target);
        effect.insert(QStringLiteral("source"), e.source);
        effect.insert(QStringLiteral("appliedTurn"), e.appliedTurn);
        if (e.failedSave)
            effect.insert(QStringLiteral("failedSave"), true);
        if (e.maintainedThisTurn)
            effect.insert(QStringLiteral("maintained"), true);
        effectArray.append(effect);
    }
    QStringList refused(deterRefused.begin(), deterRefused.end());
    std::sort(refused.begin(), refused.end());
    // The generator state is not printed; two states with equal JSON and equal rng compare equal (see tests).
    QJsonObject json{{QStringLiteral("phase"), encounterPhaseName(phase)},
                     {QStringLiteral("round"), round},
                     {QStringLiteral("turnNumber"), turnNumber},
                     {QStringLiteral("current"), current},
                     {QStringLiteral("budget"), budget.toJson()},
                     {QStringLiteral("initiative"), initiative.toJson()},
                     {QStringLiteral("surprised"), QJsonArray::fromStringList(surprised)},
                     {QStringLiteral("creatures"), creatures},
                     {QStringLiteral("effects"), effectArray},
                     {QStringLiteral("deterRefused"), QJsonArray::fromStringList(refused)},
                     {QStringLiteral("encountersSinceLongRest"), encountersSinceLongRest},
                     {QStringLiteral("minutesSinceLongRest"), minutesSinceLongRest}};
    // Only when the fight is not bright everywhere, so the state of a fight without light reads as before.
    if (const QJsonObject lit = encounterLightToJson(light, grid.width(), grid.height()); !lit.isEmpty())
        json.insert(QStringLiteral("light"), lit);
    // Only while a module's bonus runs, so the state of an encounter without modules reads as before.
    if (const QJsonArray bonuses = moduleDefenseBonusesToJson(*this); !bonuses.isEmpty())
        json.insert(QStringLiteral("moduleDefenseBonuses"), bonuses);
    return json;
}

} // namespace battlemat
