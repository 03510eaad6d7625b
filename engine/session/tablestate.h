#pragma once

#include "regions/regionmap.h"
#include "table/tablescene.h"

#include <QJsonObject>
#include <QMap>
#include <QStringList>

namespace battlemat {

/**
 * Which rules a campaign plays by: its ruleset ("orcus", the default) and the add-on modules it turned on, each
 * with the settings the game master changed from the module's defaults. Stored in the campaign file (meta
 * "rules") and changed only by the session's "rules.set" command, so choosing a module is undoable like a move.
 */
struct CampaignRules
{
    QString ruleset = QStringLiteral("orcus");
    QStringList modules;
    QMap<QString, QJsonObject> settings; // by module id: only what differs from the module's defaults

    /** The ruleset, then the add-ons: the modules whose table commands run and whose state the table keeps. */
    QStringList inForce() const { return QStringList{ruleset} + modules; }

    QJsonObject toJson() const;
    friend bool operator==(const CampaignRules &, const CampaignRules &) = default;
};

/**
 * What the table session owns outside a running encounter: the open map as the game master set it up, the rules in
 * force and each add-on module's state (an action-dice pool, a game night's clock). Table commands change it on a
 * working copy; the copy becomes current only after it was stored.
 */
struct TableState
{
    QString mapId;
    TableScene scene;
    CampaignRules rules;
    QMap<QString, QJsonObject> modules; // each turned-on module's state, by module id
    /** What turned-off modules keep for when they are turned on again (RulesModule::lastingStateKeys()), by id. */
    QMap<QString, QJsonObject> shelved;
    /** The campaign's region maps by id (the "region.*" commands edit them; the file's regionmaps table). */
    QMap<QString, RegionMap> regionMaps;
    /** The campaign's own monster library by id, as stored (the "monster.put" step changes it). */
    QMap<QString, QJsonObject> monsters;
    /** The campaign's monster templates by id, as stored (templateToJson; "monster.put" with "templates"). */
    QMap<QString, QJsonObject> templates;
    /**
     * The campaign's heroes' character sheets by hero id, as stored ("hero.put" changes them; a fight's commands
     * write what they do to a fighting hero's numbers, and the session follows them here: TableSession).
     */
    QMap<QString, QJsonObject> heroes;
};

} // namespace battlemat
