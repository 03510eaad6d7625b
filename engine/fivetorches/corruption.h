#pragma once

#include "core/jsonreader.h"
#include "fivetorches/abilityscores.h"
#include "fivetorches/ftdcheck.h"

#include <QJsonObject>
#include <QList>

namespace battlemat::ftd {

/** What the culmination of a failed stage does: 1d6 (or other dice) to an ability, exhaustion, or a noted penalty. */
struct CorruptionStage
{
    enum class Effect
    {
        AbilityDamage,
        Exhaustion,
        Other
    };
    int periodHours = 1; // hours to weeks: a week is 168
    Effect effect = Effect::AbilityDamage;
    QString ability = QStringLiteral("CON");
    int damageDice = 1; // d6s of ability damage
    QString note;       // the penalty, for Other
};

/**
 * A disease, poison or venom: a check (CON mod, DC 11 unless the source is harder) to resist it, then stages that
 * each end in another check; a failure brings the next, worse stage ("Corruptions",
 * ../shared/rules/checks-actions-combat-gritty.txt). Once the list is used up the last stage repeats. A success at
 * the end of a stage ends the corruption: the text leaves that to the GM, and the example only shows failures.
 */
struct Corruption
{
    QString name;
    QString kind = QStringLiteral("disease"); // disease, poison, venom
    int dc = 11;
    QList<CorruptionStage> stages;

    static Result<Corruption> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const;
};

/** One thing that happened to the afflicted character, for the log. */
struct CorruptionEvent
{
    int hour = 0; // hours since the infection
    CheckResult check;
    int stage = 0;  // 1-based stage whose effect applied; 0 when the check succeeded
    QString effect; // "exhaustion", "CON -4", the note, "cured", "dead"
    QList<int> dice;
};

/** The course of a corruption in one character: infected at stage 1, advanced by the clock. */
class Affliction
{
public:
    /** The first check: failure infects and applies stage 1's effect at once. */
    static Result<Affliction> expose(const Corruption &corruption, AbilityScores &abilities, DieSource &dice,
                                     QList<CorruptionEvent> *events);

    bool active() const { return m_active; }
    bool exhausted() const { return m_exhausted; }
    bool dead() const { return m_dead; }
    int stage() const { return m_stage; }
    const Corruption &corruption() const { return m_corruption; }

    /** The course so far, so a table session keeps it between the clock's hours. */
    QJsonObject toJson() const;
    static Result<Affliction> fromJson(const QJsonObject &object, const JsonContext &context);

    /** Hours pass; each stage that ends calls for a check with the current CON mod. */
    Status advance(int hours, AbilityScores &abilities, DieSource &dice, QList<CorruptionEvent> *events);

private:
    Status applyStage(AbilityScores &abilities, DieSource &dice, CorruptionEvent *event);

    Corruption m_corruption;
    bool m_active = false;
    bool m_exhausted = false;
    bool m_dead = false;
    int m_stage = 0; // 1-based
    int m_hoursInStage = 0;
    int m_hoursSinceInfection = 0;
};

} // namespace battlemat::ftd
