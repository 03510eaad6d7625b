#pragma once

#include "encounter/commandparser.h"
#include "encounter/commandprocessor.h"
#include "encounter/scripteddecider.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <memory>

namespace battlemat::testing {

// JSON written with single quotes, so that fixtures read cleanly without raw strings (which moc 6.4 misreads).
inline QByteArray json(const char *singleQuoted)
{
    return QByteArray(singleQuoted).replace('\'', '"');
}

inline QJsonObject object(const QByteArray &text)
{
    return QJsonDocument::fromJson(text).object();
}

/**
 * The arena of the encounter tests: an open 8x8 room, the heroes ava (fighter, at 3,3) and bran (healer, at 0,0),
 * the goblins g1 (2,3) and g2 (4,3) beside ava, and the ogre (elite, 7,7) with a Recharge 5-6 stomp. No groups:
 * the fixed rolls name each initiative die in the order ava, bran, g1, g2, ogre.
 */
inline QJsonObject arena(const QList<int> &fixedRolls, const QJsonObject &overrides = {})
{
    QJsonObject encounter = object(json(
        "{'seed': 11, 'map': {'name': 'Arena', 'terrain': ['........', '........', '........', '........', '........',"
        "  '........', '........', '........'],"
        " 'creatures': [{'id': 'ava', 'x': 3, 'y': 3, 'side': 'heroes'}, {'id': 'bran', 'x': 0, 'y': 0, 'side': "
        "'heroes'},"
        "  {'id': 'g1', 'x': 2, 'y': 3, 'side': 'monsters'}, {'id': 'g2', 'x': 4, 'y': 3, 'side': 'monsters'},"
        "  {'id': 'ogre', 'x': 7, 'y': 7, 'side': 'monsters'}]},"
        " 'creatures': ["
        "  {'id': 'ava', 'hero': true, 'hp': 30, 'recoveries': 2, 'recoveryValue': 7, 'initiative': 2,"
        "   'defenses': {'ac': 17, 'fortitude': 14, 'reflex': 12, 'will': 11}, 'skills': {'heal': 5, 'intimidate': 4},"
        "   'powers': [{'id': 'sword', 'basic': true, 'attack': 6, 'damage': '1d8+3'},"
        "              {'id': 'bow', 'origin': 'ranged', 'range': 10, 'longRange': 20, 'attack': 5, 'damage': '1d8'}]},"
        "  {'id': 'bran', 'hero': true, 'hp': 20, 'recoveries': 3, 'recoveryValue': 5, 'initiative': 1,"
        "   'defenses': {'ac': 14, 'fortitude': 12, 'reflex': 13, 'will': 15}, 'skills': {'heal': 6, 'bluff': 4},"
        "   'powers': [{'id': 'mace', 'basic': true, 'attack': 4, 'damage': '1d6+2'},"
        "              {'id': 'flame', 'usage': 'daily', 'origin': 'ranged', 'range': 10, 'attack': 5, 'vs': 'reflex',"
        "               'damage': '1d6', 'damageType': 'fire',"
        "               'onHit': [{'condition': 'blinded', 'duration': 'saveEnds',"
        "                          'aftereffect': {'condition': 'dazed', 'duration': 'saveEnds'}},"
        "                         {'persistent': 5, 'damageType': 'fire', 'duration': 'saveEnds'}]}]},"
        "  {'id': 'g1', 'hp': 20, 'defenses': {'ac': 14, 'fortitude': 12, 'reflex': 13, 'will': 11},"
        "   'powers': [{'id': 'spear', 'basic': true, 'attack': 5, 'damage': '1d6+2'}]},"
        "  {'id': 'g2', 'hp': 20, 'defenses': {'ac': 14, 'fortitude': 12, 'reflex': 13, 'will': 11},"
        "   'powers': [{'id': 'spear', 'basic': true, 'attack': 5, 'damage': '1d6+2'}]},"
        "  {'id': 'ogre', 'rank': 'elite', 'level': 3, 'hp': 60, 'defenses': {'ac': 15, 'fortitude': 16, 'reflex': 12, "
        "'will': 12},"
        "   'powers': [{'id': 'club', 'basic': true, 'attack': 7, 'damage': '1d10+4'},"
        "              {'id': 'stomp', 'recharge': '5-6', 'origin': 'near', 'burst': 1, 'attack': 5, 'vs': 'reflex', "
        "'damage': '2d6'}]}"
        "]}"));
    QJsonArray faces;
    for (int face : fixedRolls)
        faces.append(face);
    encounter.insert(QStringLiteral("fixedRolls"), faces);
    for (auto it = overrides.begin(); it != overrides.end(); ++it)
        encounter.insert(it.key(), it.value());
    return encounter;
}

inline std::unique_ptr<CommandProcessor> make(const QJsonObject &encounter)
{
    auto processor = CommandProcessor::fromEncounterJson(encounter, QStringLiteral("test"));
    if (!processor)
        qFatal("fixture encounter refused: %s", qPrintable(processor.errorMessage()));
    return std::move(processor).value();
}

/** Runs one command written as single-quoted JSON, answering decisions from the list, then the defaults. */
inline CommandOutcome run(CommandProcessor &processor, const char *command,
                          QList<ScriptedDecider::Answer> answers = {});

/**
 * The encounter started with its dice fixed (the initiative faces, then the test's rolls in order) and its initiative
 * rolled: where a test of a published monster begins.
 */
inline std::unique_ptr<CommandProcessor> startedWithDice(QJsonObject encounter, QJsonArray faces,
                                                         const QList<int> &rolls)
{
    for (int face : rolls)
        faces.append(face);
    encounter.insert(QStringLiteral("fixedRolls"), faces);
    auto processor = make(encounter);
    run(*processor, "{'type': 'start'}");
    run(*processor, "{'type': 'rollInitiative'}");
    return processor;
}

inline CommandOutcome run(CommandProcessor &processor, const char *command, QList<ScriptedDecider::Answer> answers)
{
    auto parsed = commandFromJson(object(json(command)), JsonContext(QStringLiteral("command")));
    if (!parsed) {
        CommandOutcome outcome;
        outcome.error = parsed.errorMessage();
        return outcome;
    }
    ScriptedDecider decider(answers);
    return processor.run(*parsed, &decider);
}

/** Ends the turns of whoever is current, count times (a failed end of turn fails the calling test). */
inline void endTurns(CommandProcessor &encounter, int count)
{
    for (int i = 0; i < count; ++i) {
        const QByteArray command = "{'type': 'endTurn', 'creature': '" + encounter.state().current.toUtf8() + "'}";
        const CommandOutcome outcome = run(encounter, command.constData());
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
    }
}

inline QList<QJsonObject> ofType(const QList<QJsonObject> &events, const char *type)
{
    QList<QJsonObject> found;
    for (const QJsonObject &event : events) {
        if (event.value(QStringLiteral("type")).toString() == QLatin1String(type))
            found << event;
    }
    return found;
}

/** Equality of whole states: every field the JSON shows, plus the dice generator. */
inline bool sameState(const EncounterState &a, const EncounterState &b)
{
    return a.toJson() == b.toJson() && a.rng == b.rng;
}

} // namespace battlemat::testing
