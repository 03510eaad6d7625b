#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "encounter/rollreview.h"
#include "session/tablecommand.h"

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QStringList>

#include <memory>

namespace battlemat {

class Command;
class SightLight;
struct EncounterState;

/** One setting of a module, with the default the game master sees in the window and why it is the default. */
struct ModuleSetting
{
    QString key;
    QString label;
    QJsonValue defaultValue;
    QString reading;     // where the default comes from: "../shared/rules/README.md, Known unknowns", or the reading
    QStringList choices; // the only values it takes (a rules version); empty: any value of the default's kind
};

/** A field a module adds to the character sheet (an action-dice pool, a hero-token count). */
struct ModuleSheetField
{
    QString key; // the field's stable name, the module's id first: "actionDice.dice"
    QString label;
    QString value; // as the sheet prints it ("3d4"); empty in the list of fields a module declares

    bool operator==(const ModuleSheetField &other) const = default;
};

/**
 * The seam through which rules plug into the table session (docs/modules.md). A ruleset (Orcus on the grid, Five
 * Torches Deep, the mastery system) brings the encounter commands of its combat; an add-on module (action dice,
 * segmented action points) brings table commands with its own state, settings with their defaults, and sheet
 * fields. The session knows modules only through this interface and a ModuleRegistry: no rules by name in the core.
 */
class RulesModule
{
public:
    enum class Kind : quint8
    {
        Ruleset,
        AddOn,
    };

    virtual ~RulesModule() = default;
    /** Stable id, stored in campaign files: "orcus", "actionDice". */
    virtual QString id() const = 0;
    virtual QString title() const = 0;
    virtual Kind kind() const = 0;
    /** An add-on: the rulesets it can join (empty: any). */
    virtual QStringList worksWith() const { return {}; }
    virtual QList<ModuleSetting> settings() const { return {}; }
    /** Why the settings (the campaign's with the defaults filled in) do not go together, or "" when they do. */
    virtual QString settingsProblem(const QJsonObject &settings) const
    {
        Q_UNUSED(settings);
        return {};
    }
    /** The module's state when a campaign turns it on, for its settings (defaults filled in). */
    virtual QJsonObject initialState(const QJsonObject &settings) const
    {
        Q_UNUSED(settings);
        return {};
    }
    /**
     * The keys of its table state that the campaign keeps while the module is turned off (the mastery ruleset's
     * roster of sheets), so that switching to other rules and back loses no work; the rest (a fight in progress)
     * starts afresh. They come back over initialState() when the module is turned on again.
     */
    virtual QStringList lastingStateKeys() const { return {}; }
    /** The "type"s of the table commands it adds ("actionDice.award"); each must start with id() + ".". */
    virtual QStringList commandTypes() const { return {}; }
    /** One of its table commands from a step; the settings are the campaign's, defaults filled in. */
    virtual Result<std::shared_ptr<const TableCommand>> tableCommand(const QJsonObject &step, const JsonContext &where,
                                                                     const QJsonObject &settings) const
    {
        Q_UNUSED(step);
        Q_UNUSED(settings);
        return where.error(QStringLiteral("the module %1 has no table commands").arg(id()));
    }
    /** A ruleset: one of the commands of its encounters ("move", "attack", ...), or an error naming the field. */
    virtual Result<std::shared_ptr<const Command>> encounterCommand(const QJsonObject &step,
                                                                    const JsonContext &where) const
    {
        Q_UNUSED(step);
        return where.error(QStringLiteral("the rules %1 have no encounter commands").arg(id()));
    }
    /**
     * An add-on: the "type"s of its encounter commands ("actionDice.spend"), run by the running encounter's
     * processor like the ruleset's (one step of the fight, undone with it, replayed from its log). Each must start
     * with id() + "." and be none of commandTypes().
     */
    virtual QStringList encounterCommandTypes() const { return {}; }
    /**
     * An add-on's encounter command from a step; `state` is the module's state now (a command may fix from it
     * what a replay must know, such as the die type), empty when a log is replayed.
     */
    virtual Result<std::shared_ptr<Command>> addOnEncounterCommand(const QJsonObject &step, const JsonContext &where,
                                                                   const QJsonObject &settings,
                                                                   const QJsonObject &state) const
    {
        Q_UNUSED(step);
        Q_UNUSED(settings);
        Q_UNUSED(state);
        return where.error(QStringLiteral("the module %1 has no encounter commands").arg(id()));
    }
    /**
     * An add-on: encounter commands of its own to run as an encounter begins (after initiative), for what it
     * brings into the fight from before it (a +2 AC still running); each is one command of the fight's log, so undo,
     * a replay and a reopened campaign keep it. `heroOf`: each combatant's campaign hero.
     */
    virtual QList<QJsonObject> encounterOpeningSteps(const QJsonObject &state, const QJsonObject &settings,
                                                     const QHash<QString, QString> &heroOf) const
    {
        Q_UNUSED(state);
        Q_UNUSED(settings);
        Q_UNUSED(heroOf);
        return {};
    }
    /**
     * One of its table steps while an encounter runs: the step to take instead (an encounter command of its own, as
     * the fight's Next segment for the clock's), the step itself when it stays a table step, or why it is refused
     * now. TableSession::parseStep asks it before reading the step.
     */
    virtual Result<QJsonObject> stepDuringEncounter(const QJsonObject &step, const JsonContext &where,
                                                    const QJsonObject &settings, const TableState &table,
                                                    const EncounterState &encounter) const
    {
        Q_UNUSED(where);
        Q_UNUSED(settings);
        Q_UNUSED(table);
        Q_UNUSED(encounter);
        return step;
    }
    virtual QList<ModuleSheetField> sheetFields() const { return {}; }
    /**
     * The fields of sheetFields() for one campaign hero, their values read from the module's state now (the
     * printed sheet and the window show them); empty when the state gives the hero nothing (no game night).
     */
    virtual QList<ModuleSheetField> sheetValues(const QJsonObject &state, const QString &heroId) const
    {
        Q_UNUSED(state);
        Q_UNUSED(heroId);
        return {};
    }
    /**
     * A ruleset with light rules of its own: what its light lets the heroes see on the players' screen, for its table
     * state now (Five Torches Deep: the four levels, torches and lanterns, the fight's light); null reads the map's
     * light by Orcus's table.
     */
    virtual std::shared_ptr<const SightLight> sightLight(const QJsonObject &state) const
    {
        Q_UNUSED(state);
        return {};
    }
    /**
     * A ruleset whose fights are its own table steps: what a token dragged along `path` (its squares after the
     * token's own) means while such a fight runs, as a step's JSON; empty when it means a plain map edit.
     */
    virtual QJsonObject tokenMoveStep(const TableState &table, const QString &creatureId,
                                      const QList<Square> &path) const
    {
        Q_UNUSED(table);
        Q_UNUSED(creatureId);
        Q_UNUSED(path);
        return {};
    }
    /**
     * Its answer to the encounter's rolls (an action die offered after a hero's attack roll), for the campaign's
     * settings; none by default. The session hands the reviews of all modules in force to each encounter command.
     */
    virtual std::shared_ptr<RollReview> rollReview(const QJsonObject &settings) const
    {
        Q_UNUSED(settings);
        return {};
    }

    /** The settings with the module's defaults for every key the campaign did not set. */
    QJsonObject settingsWithDefaults(const QJsonObject &chosen) const
    {
        QJsonObject all = chosen;
        for (const ModuleSetting &setting : settings()) {
            if (!all.contains(setting.key))
                all.insert(setting.key, setting.defaultValue);
        }
        return all;
    }
};

} // namespace battlemat
