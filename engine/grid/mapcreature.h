#pragma once

#include "grid/creaturesize.h"
#include "grid/lightlevel.h"
#include "grid/space.h"
#include "grid/square.h"

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

namespace battlemat {

/**
 * A creature as the battle map knows it: where its space is, whom it sides with, how it moves, and the
 * conditions that the grid rules read (docs/file-formats.md lists them).
 */
struct MapCreature
{
    QString id;      // unique within the map; scripts and the CLI refer to creatures by it
    QString name;    // shown on the token; defaults to the id
    Square position; // top-left square of its space
    CreatureSize size = CreatureSize::Medium;
    QString side; // allegiance; creatures of different sides are hostile to each other
    int speed = 6;
    int reach = 1;
    QMap<QString, int> movementModes; // special movement modes ("fly" -> 8), Orcus "Special movement modes"
    QStringList conditions;
    bool opportunityAttackUsed = false; // Orcus "Opportunity attacks": one per turn
    bool hiddenFromPlayers = false;
    QString character;              // the campaign hero whose character sheet this token is (empty for monsters)
    Senses senses = Senses::Normal; // Orcus "Senses": low-light vision, darkvision
    // A monster placed from the library carries its Orcus stat block (docs/file-formats.md, "Orcus stat blocks"),
    // so the encounter started on this map fights with it; read by the session's encounter assembly, not the grid.
    QJsonObject monster;
    // Orcus "Initiative": "The GM makes one roll for an entire group of identical creatures". Tokens with the same
    // group share one initiative roll and act one after another at its place (the encounter builder sets it).
    QString initiativeGroup;
    // Its portrait: a PNG of at most 256 x 256 pixels, base64 (grid/portrait.h); empty: the token shows its
    // letter. A monster from the library without its own shows the stat block's ("portrait" in `monster`).
    QString portrait;

    int spaceSquares() const { return battlemat::spaceSquares(size); }
    Space space() const { return {position, spaceSquares()}; }
    Space spaceAt(Square topLeft) const { return {topLeft, spaceSquares()}; }

    /** Condition names compare case-insensitively, spaces and hyphens alike ("Cannot make opportunity attacks"). */
    bool hasCondition(const QString &name) const;

    bool isTiny() const { return size == CreatureSize::Tiny; }
    bool isProne() const;
    bool isHelpless() const;
    bool isBlinded() const;
    bool isInvisible() const;
    bool isHostileTo(const MapCreature &other) const { return side != other.side; }
    /** Whether it can act outside its turn at all: not helpless, stunned, surprised, unconscious or dying. */
    bool canTakeActions() const;
    /** Orcus "Opportunity attacks" and the conditions of orcus-gaps-filled.md section 7. */
    bool canMakeOpportunityAttacks() const;
    /** Orcus "Flanking": able to attack; blinded, dazed, stunned, surprised and unconscious creatures do not flank. */
    bool canFlank() const;
    /** Sight needs eyes that work and a target that is not invisible (orcus-gaps-filled.md sections 7 and 9). */
    bool canSee(const MapCreature &target) const { return !isBlinded() && !target.isInvisible(); }
    /**
     * Whether its eyes take in anything around it: not blinded, unconscious, dying or dead (docs/vision.md;
     * Orcus "Dying" leaves a creature unconscious).
     */
    bool canLookAround() const;
    /** Immobilized and restrained creatures cannot move willingly. */
    bool canMoveWillingly() const;
    /** Restrained creatures cannot be moved by push, pull or shunt. */
    bool canBeMovedUnwillingly() const;
    /** Speed for a movement mode ("" = land speed); slowed sets it to 2 if higher. -1 if it has no such mode. */
    int speedFor(const QString &mode = {}) const;
};

} // namespace battlemat
