// Reading what a published triggered power does to its own user (encounterSelfChange): its effect text clause by
// clause, by the wording, never the monster's name.
#include "encounter/combatpowerjson.h"

#include <QRegularExpression>

namespace battlemat {

namespace {

/** Whether the clause is one the engine does; if so, it is written into the change. */
bool readClause(const QString &clause, bool beingHit, SelfChange *change)
{
    // The subject may be left out after "and" ("stands up if prone and recovers from all conditions").
    static const QString subject = QStringLiteral("^(?:(?:the [^,;]+?|it) )?");
    static const QRegularExpression heals(subject + QStringLiteral("(?:heals|regains) (\\d+) hit points$"));
    static const QRegularExpression full(subject + QStringLiteral("is healed to its maximum hit point total$"));
    static const QRegularExpression stands(subject +
                                           QStringLiteral("(?:immediately )?stands up(?: \\(?if prone\\)?)?$"));
    static const QRegularExpression sheds(
        subject + QStringLiteral("recovers from all conditions(?: (?:it|the [^,;]+?) suffers from)?$"));
    // "The guard takes no damage": from the hit that set off its counter.
    static const QRegularExpression noDamage(subject + QStringLiteral("takes no damage$"));
    // "Shift 5" (the ostovite swarm's Scuttle Away), "shifts one square": Orcus "Step", N squares of it.
    static const QRegularExpression shifts(subject + QStringLiteral("shifts? (\\d+|one)(?: squares?)?$"));
    const QString text = clause.trimmed().toLower();
    // "... and the attack misses": the counter's own doing (CombatPower::makesMiss, encounterMakesMiss), not a change
    // of its user, and nothing left for the table.
    if (beingHit && text == QLatin1String("the attack misses"))
        return true;
    if (const auto match = shifts.match(text); match.hasMatch() && change->shifts == 0) {
        change->shifts = match.captured(1) == QLatin1String("one") ? 1 : match.captured(1).toInt();
        return change->shifts > 0;
    }
    if (beingHit && noDamage.match(text).hasMatch()) {
        change->takesNoDamage = true;
        return true;
    }
    if (const auto match = heals.match(text); match.hasMatch() && change->heals == 0 && !change->healsToFull) {
        change->heals = match.captured(1).toInt();
        return change->heals > 0;
    }
    if (full.match(text).hasMatch() && change->heals == 0) {
        change->healsToFull = true;
        return true;
    }
    if (stands.match(text).hasMatch()) {
        change->standsUp = true;
        return true;
    }
    if (sheds.match(text).hasMatch()) {
        change->shedsConditions = true;
        return true;
    }
    return false;
}

} // namespace

std::optional<SelfChange> encounterSelfChange(const Power &power)
{
    const PowerOutcome &effect = power.effect;
    if (power.origin != Power::Origin::Self || power.attack || !power.hit.isEmpty() || !power.miss.isEmpty() ||
        encounterTrigger(power).isEmpty() || encounterSpendsWard(power) || effect.damage || effect.persistent ||
        effect.forcedMovement || !effect.temporaryHitPoints.isEmpty() || !effect.secondaryAttacks.empty())
        return std::nullopt;
    // The power parser may already have read "heals 300 hit points" as the outcome's healing: a fixed number is the
    // change's heal; rolled healing is not one the triggered change does.
    bool fixedHealing = true;
    const int printedHealing = effect.healing.isEmpty() ? 0 : effect.healing.toInt(&fixedHealing);
    if (!fixedHealing || (!effect.healing.isEmpty() && printedHealing <= 0))
        return std::nullopt;
    const bool beingHit = encounterTrigger(power) == QLatin1String("beingHit");
    // Clauses split at the importer's "; ", commas and "and"; a run of clauses the engine does not do is kept as
    // printed, separators included ("The Emperor's ground and fly speeds increase by 1").
    static const QRegularExpression separator(QStringLiteral("\\s*[;,.]\\s*(?:and\\s+)?|\\s+and\\s+"));
    SelfChange change;
    QStringList runs;
    QString run;
    qsizetype from = 0;
    const QString text = effect.text.trimmed();
    auto take = [&](qsizetype end, const QString &gap) {
        const QString clause = text.mid(from, end - from);
        if (readClause(clause, beingHit, &change)) {
            if (!run.trimmed().isEmpty())
                runs << run.trimmed();
            run.clear();
        } else {
            run += clause + gap;
        }
    };
    for (auto it = separator.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        take(match.capturedStart(), match.captured());
        from = match.capturedEnd();
    }
    take(text.size(), QString());
    if (printedHealing > 0 && change.heals == 0 && !change.healsToFull)
        change.heals = printedHealing;
    static const QRegularExpression trailing(QStringLiteral("[\\s;,.]+(and)?$"));
    if (!run.trimmed().isEmpty())
        runs << run.trimmed();
    for (QString &kept : runs)
        kept.remove(trailing);
    change.tableText = runs.join(QStringLiteral("; "));
    // A self power's conditions are its user's ("is dazed until the end of its next turn").
    const JsonContext context(QStringLiteral("effect"));
    for (const QJsonValue &effectJson : encounterOnHitEffects(effect)) {
        auto spec = effectSpecFromJson(effectJson.toObject(), context);
        if (!spec)
            return std::nullopt;
        change.effects.append(*spec);
    }
    // Something the engine does beyond laying conditions: a self power that only lays them is no change read here.
    if (change.heals == 0 && !change.healsToFull && !change.standsUp && !change.shedsConditions &&
        !change.takesNoDamage && change.shifts == 0 && effect.statChanges.isEmpty())
        return std::nullopt;
    return change;
}

} // namespace battlemat
