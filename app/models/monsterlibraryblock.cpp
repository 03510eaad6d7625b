// MonsterLibraryModel: a monster's stat block as the library shows it, laid out as the published blocks are, and
// which of its parts the encounter plays (MonsterCombatant) and which are the table's.
#include "monsterlibrarymodel.h"

#include "conditionlabels.h"
#include "encounter/combatpowerjson.h"
#include "encounter/monstercombatant.h"
#include "monsterfieldtexts.h"
#include "monsterkeywordtexts.h"
#include "monsters/printedtext.h"
#include "powertexts.h"
#include "rulestexts.h"
#include "sheettexts.h"

using namespace battlemat;

namespace {

QVariantMap stat(const QString &label, const QString &value)
{
    return {{QStringLiteral("label"), label}, {QStringLiteral("value"), value}};
}

} // namespace

QString MonsterLibraryModel::rankText(MonsterRank rank)
{
    return MonsterKeywordTexts::rank(rank);
}

QString MonsterLibraryModel::roleText(const StatBlock &block)
{
    const QString role = MonsterKeywordTexts::role(block.monster.role);
    return block.monster.leader ? tr("%1 (Leader)").arg(role) : role;
}

// The words a published block prints for origin, type and tags, in the table's language (MonsterKeywordTexts).
QString MonsterLibraryModel::keywords(const StatBlock &block)
{
    QStringList words;
    if (!block.monster.source.isEmpty())
        words.append(MonsterKeywordTexts::keyword(block.monster.source));
    if (!block.monster.type.isEmpty())
        words.append(MonsterKeywordTexts::keyword(block.monster.type));
    for (const QString &tag : block.tags)
        words.append(MonsterKeywordTexts::keyword(tag));
    return words.join(QStringLiteral(", "));
}

QVariantMap MonsterLibraryModel::blockView(const QString &id) const
{
    const StatBlock *found = monster(id);
    if (!found)
        return {};
    const StatBlock &block = *found;
    const MonsterSheet &sheet = block.monster;
    const MonsterDetails &details = sheet.details;

    // In the order the published blocks print them (../shared/rules/orcus-monsters-1.0.md): senses, languages and
    // abilities; initiative and speed; defenses and hit points; saves, action points, resistances and immunities.
    QVariantList stats;
    QStringList senses;
    if (details.perception)
        senses.append(tr("Perception %1").arg(signedNumber(*details.perception)));
    for (const QString &sense : block.senses)
        senses.append(MonsterFieldTexts::sense(sense));
    if (!senses.isEmpty())
        stats.append(stat(tr("Senses"), senses.join(QStringLiteral(", "))));
    if (!details.languages.isEmpty())
        stats.append(stat(tr("Languages"), details.languages.join(QStringLiteral(", "))));
    QStringList abilities;
    for (Ability ability : allAbilities) {
        const int score = details.scoresAbove30.value(ability, block.abilities.score(ability));
        abilities.append(QStringLiteral("%1 %2 (%3)")
                             .arg(SheetTexts::shown(abilityAbbreviation(ability)))
                             .arg(score)
                             .arg(signedNumber((score - 10) / 2 + block.halfLevel())));
    }
    stats.append(stat(tr("Abilities"), abilities.join(QStringLiteral(", "))));
    stats.append(stat(tr("Initiative"), signedNumber(sheet.initiative)));
    QStringList speed;
    if (details.walks)
        speed.append(QString::number(sheet.speed));
    for (auto it = details.movementModes.cbegin(); it != details.movementModes.cend(); ++it)
        speed.append(QStringLiteral("%1 %2").arg(MonsterFieldTexts::movementMode(it.key())).arg(it.value()));
    if (details.hover)
        speed.append(MonsterFieldTexts::hover());
    if (details.phasing)
        speed.append(MonsterFieldTexts::phasing());
    if (!details.movementNotes.isEmpty())
        speed.append(details.movementNotes);
    stats.append(stat(tr("Speed"), speed.join(QStringLiteral(", "))));
    stats.append(stat(tr("Defenses"), tr("AC %1, Fortitude %2, Reflex %3, Will %4")
                                          .arg(sheet.defenses.ac)
                                          .arg(sheet.defenses.fortitude)
                                          .arg(sheet.defenses.reflex)
                                          .arg(sheet.defenses.will)));
    const int staggered = details.printedStaggered > 0 ? details.printedStaggered : sheet.maxHitPoints / 2;
    stats.append(stat(tr("Hit points"), tr("%1 (staggered %2)").arg(sheet.maxHitPoints).arg(staggered)));
    if (details.savingThrowBonus != 0)
        stats.append(stat(tr("Saving throws"), signedNumber(details.savingThrowBonus)));
    if (details.actionPoints > 0)
        stats.append(stat(tr("Action points"), QString::number(details.actionPoints)));
    QStringList resist;
    if (details.resistAll > 0)
        resist.append(MonsterFieldTexts::resistAll(details.resistAll));
    for (auto it = block.damageAdjustments.resistances.cbegin(); it != block.damageAdjustments.resistances.cend(); ++it)
        resist.append(QStringLiteral("%1 %2").arg(RulesTexts::damageType(it.key())).arg(it.value()));
    if (!resist.isEmpty())
        stats.append(stat(tr("Resist"), resist.join(QStringLiteral(", "))));
    QStringList weak;
    for (auto it = block.damageAdjustments.weaknesses.cbegin(); it != block.damageAdjustments.weaknesses.cend(); ++it)
        weak.append(QStringLiteral("%1 %2").arg(RulesTexts::damageType(it.key())).arg(it.value()));
    if (!weak.isEmpty())
        stats.append(stat(tr("Vulnerable"), weak.join(QStringLiteral(", "))));
    // What a block is immune to besides damage: a condition ("prone") or an effect's keyword ("disease", "charm").
    QStringList immune;
    for (const QString &effect : details.immuneTo) {
        const QString condition = ConditionLabels::label(effect);
        immune.append(condition != effect ? condition : PowerTexts::keyword(effect));
    }
    for (DamageType type : block.damageAdjustments.immunities)
        immune.append(RulesTexts::damageType(type));
    if (!immune.isEmpty())
        stats.append(stat(tr("Immune"), immune.join(QStringLiteral(", "))));
    if (!details.defenseNotes.isEmpty())
        stats.append(stat(tr("Defenses, as printed"), details.defenseNotes.join(QStringLiteral("; "))));
    QStringList skills;
    for (auto it = details.skills.cbegin(); it != details.skills.cend(); ++it)
        skills.append(QStringLiteral("%1 %2").arg(SheetTexts::shown(it.key()), signedNumber(it.value())));
    if (!skills.isEmpty())
        stats.append(stat(tr("Skills"), skills.join(QStringLiteral(", "))));
    if (!details.equipment.isEmpty())
        stats.append(stat(tr("Equipment"), details.equipment));

    // Every aura, trait and power, each saying who plays it.
    QVariantList parts;
    int automated = 0;
    int partly = 0;
    int table = 0;
    auto part = [&](const QString &kind, const QString &title, const QString &text, const QString &status) {
        parts.append(QVariantMap{{QStringLiteral("kind"), kind},
                                 {QStringLiteral("title"), title},
                                 {QStringLiteral("text"), text},
                                 {QStringLiteral("status"), status}});
        (status == QLatin1String("table") ? table : status == QLatin1String("partly") ? partly : automated) += 1;
    };
    for (const Aura &aura : details.auras)
        part(tr("Aura"), tr("%1 (aura %2)").arg(aura.name).arg(aura.radius), withoutEmphasisMarks(aura.text),
             !MonsterCombatant::playsAura(aura)       ? QStringLiteral("table")
             : MonsterCombatant::playsAuraWhole(aura) ? QStringLiteral("automated")
                                                      : QStringLiteral("partly"));
    // A power's line as the book prints it: "Longsword (standard, at-will) ● Fire, Necrotic, Weapon", its words as a
    // power card says them ("Langschwert (Standardaktion, beliebig oft) ● Feuer, Nekrotisch, Waffe"); the traits after
    // the powers, as the book has them.
    for (const Power &power : block.powers) {
        const QString status = !MonsterCombatant::playsPower(power)  ? QStringLiteral("table")
                               : MonsterCombatant::playsWhole(power) ? QStringLiteral("automated")
                                                                     : QStringLiteral("partly");
        QStringList usage;
        if (power.action != Power::Action::None)
            usage.append(RulesTexts::action(power.action));
        usage.append(RulesTexts::recharge(power.recharge));
        QString title = QStringLiteral("%1 (%2)").arg(power.name, usage.join(QStringLiteral(", ")));
        QStringList keywords;
        for (const QString &tag : power.tags)
            keywords.append(PowerTexts::keyword(tag));
        if (!keywords.isEmpty())
            title += QStringLiteral(" ● ") + keywords.join(QStringLiteral(", "));
        if (!power.trigger.isEmpty())
            title += QStringLiteral(" · ") + tr("trigger: %1").arg(power.trigger);
        part(tr("Power"), title, withoutEmphasisMarks(power.description), status);
    }
    for (const Trait &trait : details.traits)
        part(tr("Trait"), trait.name, withoutEmphasisMarks(trait.text),
             MonsterCombatant::playsTrait(trait) ? QStringLiteral("automated") : QStringLiteral("table"));

    QString typeLine = QStringLiteral("%1 %2").arg(RulesTexts::size(block.size), keywords(block));
    if (!block.alignment.isEmpty())
        typeLine += QStringLiteral(" (%1)").arg(MonsterKeywordTexts::alignment(block.alignment));
    return {{QStringLiteral("id"), block.id},
            {QStringLiteral("name"), block.name},
            {QStringLiteral("level"), block.level},
            {QStringLiteral("headline"),
             tr("Level %1 %2 %3 · %4 XP").arg(block.level).arg(rankText(sheet.rank), roleText(block)).arg(sheet.xp)},
            {QStringLiteral("typeLine"), typeLine},
            {QStringLiteral("portrait"),
             block.portrait.isEmpty() ? QString() : QStringLiteral("data:image/png;base64,") + block.portrait},
            {QStringLiteral("stats"), stats},
            {QStringLiteral("parts"), parts},
            {QStringLiteral("automatedCount"), automated},
            {QStringLiteral("partlyCount"), partly},
            {QStringLiteral("tableCount"), table}};
}
