#pragma once

// A published monster of ../shared/rules/orcus-monsters-1.0.md (the bundled library) facing one hero on an empty
// hall: what the triggered power tests (tst_triggeredpowers, tst_triggeredpowerkinds) share.
#include "encounterfixture.h"

#include "encounter/monstercombatant.h"
#include "monsters/monsterlibrary.h"

namespace battlemat::testing {

inline const StatBlock *published(const QString &id)
{
    for (const StatBlock &block : MonsterLibrary::bundled()->monsters) {
        if (block.id == id)
            return &block;
    }
    return nullptr;
}

inline const Power *powerNamed(const StatBlock &block, const QString &name)
{
    for (const Power &power : block.powers) {
        if (power.name == name)
            return &power;
    }
    return nullptr;
}

/** The encounter power of this id in the monster's encounter stat block (as the importer makes it). */
inline QJsonObject encounterPower(const QString &monster, const QString &id)
{
    const QJsonObject block = *MonsterCombatant::statBlock(*published(monster), monster);
    for (const QJsonValue &power : block.value(QStringLiteral("powers")).toArray()) {
        if (power[QStringLiteral("id")].toString() == id)
            return power.toObject();
    }
    return {};
}

/** The first decision event of this kind ("square", "triggeredPower") in these events; {} when there is none. */
inline QJsonObject decisionOfKind(const QList<QJsonObject> &events, const QString &kind)
{
    for (const QJsonObject &decision : ofType(events, "decision")) {
        if (decision.value(QStringLiteral("kind")).toString() == kind)
            return decision;
    }
    return {};
}

// A hero with a sword (melee, +attack, 1d8+3), a bow (ranged 10, +attack, 1d8+3) and a Psychic mind spike (ranged 10,
// +attack vs Will, 1d6+3), AC 17, Fortitude 14.
inline QJsonObject hero(int attack)
{
    QJsonObject block = object(json("{'id': 'ava', 'hero': true, 'hp': 40, 'initiative': 2, 'recoveries': 2,"
                                    " 'recoveryValue': 10,"
                                    " 'defenses': {'ac': 17, 'fortitude': 14, 'reflex': 12, 'will': 11}}"));
    QJsonArray powers;
    for (const char *text : {"{'id': 'sword', 'basic': true, 'damage': '1d8+3'}",
                             "{'id': 'bow', 'origin': 'ranged', 'range': 10, 'damage': '1d8+3'}",
                             "{'id': 'mind-spike', 'origin': 'ranged', 'range': 10, 'vs': 'will', 'damage': '1d6+3',"
                             " 'keywords': ['Psychic']}"}) {
        QJsonObject power = object(json(text));
        power.insert(QStringLiteral("attack"), attack);
        powers.append(power);
    }
    block.insert(QStringLiteral("powers"), powers);
    return block;
}

// Ava at avaX on row 4, the published monster at (4, 4) (a Large one fills 4-5 x 4-5), in the fight's light when
// one is given (the encounter file's "light"), its stat block with `monsterFields` laid over the library's (the
// wards it starts with). Initiative: Ava's d20 20 (+2), the monster's 1: Ava acts first.
inline std::unique_ptr<CommandProcessor> room(const QString &monsterId, int attack, int avaX, const QList<int> &rolls,
                                              const QJsonObject &light = {}, const QJsonObject &monsterFields = {})
{
    const StatBlock *monster = published(monsterId);
    if (!monster)
        qFatal("the bundled library has no %s", qPrintable(monsterId));
    QJsonObject encounter =
        object(json("{'map': {'name': 'Hall', 'terrain': ['............', '............', '............',"
                    " '............', '............', '............', '............', '............']}}"));
    QJsonObject map = encounter.value(QStringLiteral("map")).toObject();
    map.insert(QStringLiteral("creatures"),
               QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("ava")},
                                      {QStringLiteral("x"), avaX},
                                      {QStringLiteral("y"), 4},
                                      {QStringLiteral("side"), QStringLiteral("heroes")}},
                          QJsonObject{{QStringLiteral("id"), monsterId},
                                      {QStringLiteral("x"), 4},
                                      {QStringLiteral("y"), 4},
                                      {QStringLiteral("side"), QStringLiteral("monsters")},
                                      {QStringLiteral("size"), creatureSizeName(monster->size).toLower()}}});
    encounter.insert(QStringLiteral("map"), map);
    QJsonObject block = MonsterCombatant::statBlock(*monster, monsterId).value();
    for (auto it = monsterFields.begin(); it != monsterFields.end(); ++it)
        block.insert(it.key(), it.value());
    encounter.insert(QStringLiteral("creatures"), QJsonArray{hero(attack), block});
    if (!light.isEmpty())
        encounter.insert(QStringLiteral("light"), light);
    return startedWithDice(encounter, QJsonArray{20, 1}, rolls);
}

// A script's answers to the questions a triggered power asks: take it or not, and the square it goes to (none:
// declined).
inline ScriptedDecider::Answer use(bool yes)
{
    ScriptedDecider::Answer answer{DecisionKind::TriggeredPower};
    answer.yes = yes;
    return answer;
}

inline ScriptedDecider::Answer square(std::optional<Square> chosen)
{
    ScriptedDecider::Answer answer{DecisionKind::Square};
    answer.square = chosen;
    answer.yes = chosen.has_value();
    return answer;
}

} // namespace battlemat::testing
