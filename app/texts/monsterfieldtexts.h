#pragma once

#include <QString>

/**
 * The monster editor's typed values (MonsterFields) in the table's language, both ways. The engine reads and shows
 * them in the stat block's English ("+6 vs AC", "far burst 1 within 10", "fly 8 (hover), phasing", "fire 10, all 5");
 * the window shows them as the sheet words them ("+6 gegen RK", "Fern, Explosion 1 innerhalb von 10", "Fliegen 8
 * (schweben), phasend", "Feuer 10, alles 5") and hands back what the game master types, in either language, in the
 * engine's words. The words are the sheet's (PowerTexts, RulesTexts, PowerChoices) so a power reads the same on a card
 * and in the editor. Text that does not read is handed on as typed, so the engine's refusal quotes what was typed.
 */
namespace MonsterFieldTexts {

/** A field's value (MonsterFields::of, in the engine's words) as the window shows it; other fields as they are. */
QString shown(const QString &key, const QString &engineText);
/** What was typed into a field, in the engine's words when it reads ("+6 gegen RK" -> "+6 vs AC"). */
QString engineText(const QString &key, const QString &typed);
/**
 * A power's usage as typed for the Adventurer ("Standardaktion, Begegnung") in the words the power parser reads
 * ("standard, encounter"): each part that is an action or a recharge the sheet names (PowerChoices); others as typed.
 */
QString engineUsage(const QString &typed);
/** A movement mode's name: "fly" -> "Fliegen", "climb", "swim", "burrow"; others as they are. */
QString movementMode(const QString &mode);
QString hover();   // "(hover)" without the brackets
QString phasing(); // "phasing"
/** A sense as a block prints it: "darkvision", "low-light vision", "tremorsense 10" in the table's language, its range
 *  kept; others as printed. */
QString sense(const QString &printed);
/** "all 5": a resistance to every damage type. */
QString resistAll(int amount);

} // namespace MonsterFieldTexts
