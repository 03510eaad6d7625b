#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace battlemat {

/** How much light falls on a square (Orcus "Senses" speaks of bright light, dim light and darkness). */
enum class LightLevel : quint8
{
    Dark,
    Dim,
    Bright,
};

/** "dark", "dim", "bright": the map file's and the CLI's names. */
QString lightLevelName(LightLevel level);
std::optional<LightLevel> lightLevelFromName(const QString &name);

/**
 * How hard a square is to see into, per Orcus "Concealment" (lightly, heavily, totally obscured). Ordered: a
 * square that is obscured in two ways (fog in dim light) is as obscured as the worse of them.
 */
enum class Obscurement : quint8
{
    None,
    Lightly,
    Heavily,
    Totally,
};

QString obscurementName(Obscurement obscurement); // "none", "lightly", "heavily", "totally"

/** A creature's special senses (Orcus "Senses"); without any it sees about as well as a human. */
enum class Senses : quint8
{
    Normal,
    LowLight,   // sees in dim light as if it were bright
    Darkvision, // dim as bright, darkness as dim
};

QString sensesName(Senses senses); // "normal", "low-light", "darkvision"
std::optional<Senses> sensesFromName(const QString &name);
/**
 * The senses a stat block's "Senses" list names ("darkvision", "low-light vision", case aside; Perception and the
 * like are skipped): darkvision over low-light vision, normal when it names neither. The map's token, the
 * encounter's stat block and the hero's sheet all read them so.
 */
Senses sensesOfList(const QStringList &senses);

/** The light a creature with these senses sees a square in (Orcus "Senses"). */
LightLevel perceivedLight(LightLevel level, Senses senses);

/**
 * How obscured a square in this light is to the eye. Orcus names darkness and lighting as causes of obscured
 * squares ("Concealment") but gives no table; Battlemat reads dim light as lightly obscured and darkness as
 * totally obscured (docs/vision.md), bright light as clear.
 */
Obscurement obscurementOfLight(LightLevel perceived);

} // namespace battlemat
