#pragma once

#include "orcus/monsterrank.h"
#include "orcus/monsterrole.h"

#include <QString>

/**
 * A stat block's keywords in the table's language: its origin ("natural", "cosmic", "shadow" ...), its type
 * ("humanoid", "beast", "automaton", "monstrosity") and its tags ("undead", "aquatic", "swarm" ...), as the bundled
 * Orcus monsters print them, a hero's ancestry tag ("dwarf", "elf" ...), and its alignment ("Lawful Good", "Unaligned",
 * "Any"). The library's block, its filter lists and its search show and read them translated; the monster files keep
 * the printed words. A word the catalogue does not know (a campaign's own tag) is shown as printed.
 */
namespace MonsterKeywordTexts {

QString keyword(const QString &printed);
/** A keyword typed in either language as the files print it ("Zwerg" -> "dwarf"); others as typed. */
QString printedKeyword(const QString &typed);
QString alignment(const QString &printed);
/** Orcus "Rank" and "Role" as the library and the printed cards name them ("Scherge", "Angreifer"). */
QString rank(battlemat::MonsterRank rank);
QString role(battlemat::MonsterRole role);

} // namespace MonsterKeywordTexts
