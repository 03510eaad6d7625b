#pragma once

#include "orcus/ability.h"
#include "orcus/defense.h"
#include "orcus/poweroutcome.h"
#include "orcus/recharge.h"

#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QStringList>

#include <optional>

namespace battlemat {

/** The attack line of a power: "Attack Strength vs Fortitude" (a hero) or "+6 vs AC" (a monster). */
struct PowerAttack
{
    std::optional<Ability> ability; // the user's modifier (+ half level for heroes, + proficiency with Weapon)
    std::optional<int> bonus;       // a fixed total bonus, as monster stat blocks print it
    Defense defense = Defense::AC;
};

/**
 * An Orcus action or power as its description block gives it ("Action descriptions", "Targeting", "Effects"):
 * recharge, action type, tags, origin, range or area, targets, attack, and the Hit / Miss / Effect entries.
 */
struct Power
{
    enum class Action : quint8
    {
        Standard,
        Move,
        Swift,
        Free,
        Counter,  // immediate action that interrupts
        Reaction, // immediate action after the trigger
        Opportunity,
        None
    };
    enum class Origin : quint8
    {
        Melee,
        Ranged,
        Near,
        Far,
        Self
    };

    QString name;
    Recharge recharge;
    Action action = Action::Standard;
    QStringList tags; // Weapon, Spell, Fire, ... ; Weapon powers use the wielded weapon's dice and range
    Origin origin = Origin::Melee;
    bool basic = false; // a basic attack (Charge and opportunity attacks use one)
    int range = 0;      // squares: reach for melee (0 = the user's reach), range for ranged, origin range for far
    int longRange = 0;  // ranged weapons: beyond range up to this, at -2
    // The least range: a ranged target or a far origin nearer than this is not allowed ("Far burst 1 within 5 and
    // 120", "Ranged 50/100 (minimum Ranged 4)"); 0 for none.
    int minRange = 0;
    QString area;    // "burst 1", "spray 3", "wall 5" for near and far powers
    QString targets; // "one enemy", "every creature in area", ...
    QString trigger;
    std::optional<PowerAttack> attack;
    PowerOutcome hit;
    PowerOutcome miss;
    PowerOutcome effect;
    // "The X makes two claw attacks": the powers it uses and how often, in order ("Multiattack").
    QList<QPair<QString, int>> attacksWith;
    QString description; // the printed text of the power, as a stat block shows it to the game master
    // Another creature the power brings in, as a stat block file writes one (statBlockToJson), carried in the power so
    // a fight never needs the library: the creature its effect places ("Place a spider swarm in an adjacent space",
    // the hunting spiders' Egg Sacs) and the form its user takes ("The monster regresses to its natural form", the
    // shapeshifter slime's Fading). The importer finds them in the book (monsters/powercreatures.h); empty for none.
    QJsonObject places;
    QJsonObject becomes;

    bool hasTag(const QString &tag) const { return tags.contains(tag, Qt::CaseInsensitive); }
    bool usesWeapon() const { return hasTag(QStringLiteral("weapon")); }
    /** Concealment only counts against melee and ranged attacks ("Concealment"). */
    bool isMeleeOrRanged() const { return origin == Origin::Melee || origin == Origin::Ranged; }
};

QString powerActionName(Power::Action action); // "standard", ..., "none"
std::optional<Power::Action> powerActionFromName(const QString &name);
QString powerOriginName(Power::Origin origin); // "melee", "ranged", "near", "far", "self"
std::optional<Power::Origin> powerOriginFromName(const QString &name);

} // namespace battlemat
