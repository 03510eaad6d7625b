#pragma once

#include "core/jsonreader.h"
#include "sheet/herocharacter.h"

#include <QJsonObject>

namespace battlemat {

/**
 * The hero file format (docs/file-formats.md, "Hero"): {"format": "battlemat-hero", "version": 1, "creature":
 * <Orcus stat block of kind hero>, player, experience, coins, gear, skills, ...}. Reading checks every field,
 * looks armor and weapon ids up in the equipment tables and, when XP tracking is on, refuses a level the XP does
 * not reach; the first wrong field is named with its path.
 */
QJsonObject heroCharacterToJson(const HeroCharacter &hero);
Result<HeroCharacter> heroCharacterFromJson(const QJsonObject &object, const JsonContext &context);
Result<HeroCharacter> readHeroCharacterFile(const QString &fileName);

inline constexpr int maxCoinsOfOneKind = 100000000;

} // namespace battlemat
