#pragma once

#include "session/encounterrecording.h"

#include <QHash>
#include <QJsonObject>
#include <QMap>
#include <QString>

namespace battlemat {

/**
 * What a fight changes on the heroes' sheets (damage taken, recoveries and action points spent; "Hit points and
 * healing"), written by the encounter's storage hook in the transaction of the command, redo or undo that leads to
 * a state. heroOf maps combatant ids to the campaign's hero ids. A sheet deleted from the campaign mid-fight is
 * skipped: the fight goes on without writing it.
 */
EncounterRecording::SheetWriter heroSheetWriter(CampaignStore *store, const QHash<QString, QString> &heroOf);

/**
 * The sheets as the fight's writer leaves them in the file (the same afterEncounter), for the table's copy of the
 * campaign's heroes (TableState::heroes): a fighting hero's damage taken, recoveries spent and action points.
 */
void followFight(QMap<QString, QJsonObject> &sheets, const QHash<QString, QString> &heroOf,
                 const EncounterState &state);

/** Whether every hero's stored sheet holds what this state would write onto it (nothing changed it since). */
bool heroSheetsHold(CampaignStore &store, const QHash<QString, QString> &heroOf, const EncounterState &state);

} // namespace battlemat
