#pragma once

#include "core/jsonreader.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace battlemat {

/**
 * The campaign's Five Torches Deep characters and monsters (docs/five-torches-deep.md, "Sheets in the campaign"):
 * battlemat-ftd-character and battlemat-ftd-monster documents kept in the ruleset's table state under "sheets"
 * ([{"id", "sheet"}], in the order they were made), so the session stores them in the campaign file with the
 * ruleset's state (meta module.fiveTorchesDeep, no schema change) and every change is an undoable step. Play writes
 * back to them in the step that changes them (writeBack): a fight's hit points and an injury's ability loss, a
 * corruption's ability damage and exhaustion, the hours adventured against resilience.
 */
namespace FtdSheets {

inline const QString key = QStringLiteral("sheets");

struct Stored
{
    QString id;
    QJsonObject sheet;
    bool monster() const;
    QString name() const { return sheet.value(QStringLiteral("name")).toString(); }
};

QList<Stored> list(const QJsonObject &moduleState);
std::optional<Stored> find(const QJsonObject &moduleState, const QString &id);
/** A character whose name (or id) is this: how the expedition's members and the return's PCs find their sheet. */
std::optional<Stored> findCharacter(const QJsonObject &moduleState, const QString &nameOrId);

/**
 * The stored sheet a map token fights with when the GM names none: the one with the id of the token's campaign
 * character, else of the token's id, else the one with the token's name.
 */
std::optional<Stored> forToken(const QJsonObject &moduleState, const QString &tokenId, const QString &character,
                               const QString &name);

/** Checks a sheet as its format requires (FtdCharacter, FtdMonster), naming the field. */
Status check(const QJsonObject &sheet, const JsonContext &where);
/** An unused id made from the name ("Ada Thorn" -> "ada-thorn", then "ada-thorn-2"). */
QString freeId(const QJsonObject &moduleState, const QString &name);

/** Replaces the sheet with this id, or adds it at the end. */
void put(QJsonObject &moduleState, const QString &id, const QJsonObject &sheet);
bool remove(QJsonObject &moduleState, const QString &id);

/**
 * Writes what a step did onto the stored sheets it concerns and returns one "fiveTorchesDeep.sheetUpdated" event
 * ({"id", "name", "changes": {...}}) per sheet changed: a fighter's hit points (fighters with a "sheet"), an
 * injury's ability loss (the fight's "stabilized" or the expedition's "injured" event), a corruption's ability
 * damage or exhaustion (by the PC's name), and each expedition member's hours adventured and exhaustion as the step
 * changed them (by name). `before` is the ruleset's state before the step.
 */
QList<QJsonObject> writeBack(const QJsonObject &before, QJsonObject &moduleState, const QList<QJsonObject> &events);

} // namespace FtdSheets

} // namespace battlemat
