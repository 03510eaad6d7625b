#include "orcuscommands.h"

#include "encounter/herocombatant.h"
#include "encounter/monstercombatant.h"
#include "encounter/singleattack.h"
#include "orcus/statblockjson.h"
#include "sheet/herocharacterjson.h"
#include "sheet/herocreature.h"

#include <QJsonArray>
#include <QRandomGenerator>

#include <limits>

namespace {

using namespace battlemat;

const QString attackUsage = QStringLiteral(
    "usage: battlemat-cli attack ATTACKER.json TARGET.json... [--power NAME|basic-melee|basic-ranged] [--seed N]\n"
    "       [--cover cover|three-quarters] [--concealment concealment|total] [--flanking] [--long-range] [--charge]\n"
    "       [--ran] [--not-adjacent] [--choose-hit] [--knock-out] [--coup-de-grace] [--condition ID=CONDITION]...\n"
    "       [--rules-version v0.1|1.0]");

// A stat block, or a hero file (docs/file-formats.md, "Hero"): the hero as it enters a fight, with the hit points
// and recoveries its sheet has left (HeroCreature, as the encounter takes it).
Result<Creature> readCreature(const QString &fileName)
{
    auto object = readJsonObjectFile(fileName);
    if (!object)
        return object.error();
    if (object->value(QStringLiteral("format")) == QLatin1String("battlemat-hero")) {
        auto hero = heroCharacterFromJson(*object, JsonContext(fileName));
        if (!hero)
            return hero.error();
        auto creature = HeroCreature::enter(*hero);
        if (!creature)
            return Error{fileName + QStringLiteral(": ") + creature.errorMessage()};
        return creature;
    }
    auto block = statBlockFromJson(*object, JsonContext(fileName));
    if (!block)
        return block.error();
    auto creature = Creature::create(*block);
    if (!creature)
        return Error{fileName + QStringLiteral(": ") + creature.errorMessage()};
    return creature;
}

int runCreature(const QStringList &arguments, const CliIo &io)
{
    if (arguments.size() != 1)
        return io.fail(QStringLiteral("usage: battlemat-cli creature FILE.json"));
    auto creature = readCreature(arguments.constFirst());
    if (!creature)
        return io.fail(creature.errorMessage());
    io.printJson(creature->toJson());
    return exitOk;
}

// An attacker or target as the encounter takes it: a hero file or a hero's stat block through its sheet
// (HeroCombatant), a monster's stat block as the library places it (MonsterCombatant).
Result<SingleAttack::Creature> encounterCreature(const QString &fileName, const OrcusSettings &settings)
{
    auto object = readJsonObjectFile(fileName);
    if (!object)
        return object.error();
    HeroCharacter hero;
    if (object->value(QStringLiteral("format")) == QLatin1String("battlemat-hero")) {
        auto read = heroCharacterFromJson(*object, JsonContext(fileName));
        if (!read)
            return read.error();
        hero = *read;
    } else {
        auto block = statBlockFromJson(*object, JsonContext(fileName));
        if (!block)
            return block.error();
        if (!block->isHero()) {
            auto monster = MonsterCombatant::statBlock(*block);
            if (!monster)
                return Error{fileName + QStringLiteral(": ") + monster.errorMessage()};
            return SingleAttack::Creature{*monster, block->size};
        }
        hero.creature = *block;
    }
    auto combatant = HeroCombatant::statBlock(hero, {}, settings);
    if (!combatant)
        return Error{fileName + QStringLiteral(": ") + combatant.errorMessage()};
    return SingleAttack::Creature{*combatant, hero.creature.size};
}

int runAttack(const QStringList &arguments, const CliIo &io)
{
    QStringList files;
    SingleAttack attack;
    std::optional<quint64> seed;
    OrcusSettings settings; // a hero's basic attacks follow the rules version asked for (default v0.1)
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString option = arguments.at(i);
        auto value = [&]() -> std::optional<QString> {
            if (i + 1 >= arguments.size())
                return std::nullopt;
            return arguments.at(++i);
        };
        if (!option.startsWith(QLatin1String("--"))) {
            files.append(option);
        } else if (option == QLatin1String("--flanking")) {
            attack.declared.flanking = true;
        } else if (option == QLatin1String("--long-range")) {
            attack.declared.longRange = true;
        } else if (option == QLatin1String("--charge")) {
            attack.charge = true;
        } else if (option == QLatin1String("--ran")) {
            attack.declared.attackerRan = true;
        } else if (option == QLatin1String("--not-adjacent")) {
            attack.notAdjacent = true;
        } else if (option == QLatin1String("--choose-hit")) {
            attack.declared.chooseToBeHit = true;
        } else if (option == QLatin1String("--knock-out")) {
            attack.knockOut = true;
        } else if (option == QLatin1String("--coup-de-grace")) {
            attack.coupDeGrace = true;
        } else {
            const auto text = value();
            if (!text)
                return io.fail(QStringLiteral("%1 needs a value\n%2").arg(option, attackUsage));
            if (option == QLatin1String("--power")) {
                attack.power = *text;
            } else if (option == QLatin1String("--seed")) {
                QString error;
                quint64 parsed = 0;
                // An encounter's seed, as `play` takes it.
                if (!parseSeed(*text, quint64(std::numeric_limits<int>::max()), &parsed, &error))
                    return io.fail(error);
                seed = parsed;
            } else if (option == QLatin1String("--cover")) {
                const auto cover = declaredCoverFromName(*text);
                if (!cover)
                    return io.fail(QStringLiteral("--cover: ") + cover.errorMessage());
                attack.declared.cover = *cover;
            } else if (option == QLatin1String("--concealment")) {
                const auto concealment = declaredConcealmentFromName(*text);
                if (!concealment)
                    return io.fail(QStringLiteral("--concealment: ") + concealment.errorMessage());
                attack.declared.concealment = *concealment;
            } else if (option == QLatin1String("--rules-version")) {
                const auto version = rulesVersionFromName(*text);
                if (!version)
                    return io.fail(QStringLiteral("--rules-version: ") + version.errorMessage());
                settings.rulesVersion = *version;
            } else if (option == QLatin1String("--condition")) {
                const QStringList parts = text->split(QLatin1Char('='));
                if (parts.size() != 2 || parts.at(0).isEmpty() || parts.at(1).isEmpty())
                    return io.fail(QStringLiteral("--condition: '%1' is not ID=CONDITION").arg(*text));
                attack.conditions.append({parts.at(0), parts.at(1)});
            } else {
                return io.fail(QStringLiteral("unknown option '%1'\n%2").arg(option, attackUsage));
            }
        }
    }
    if (files.size() < 2)
        return io.fail(attackUsage);
    auto attacker = encounterCreature(files.first(), settings);
    if (!attacker)
        return io.fail(attacker.errorMessage());
    attack.attacker = *attacker;
    for (const QString &file : files.mid(1)) {
        auto target = encounterCreature(file, settings);
        if (!target)
            return io.fail(target.errorMessage());
        attack.targets.append(*target);
    }
    attack.seed = seed.value_or(quint64(QRandomGenerator::system()->bounded(std::numeric_limits<int>::max())));
    auto outcome = resolveSingleAttack(attack);
    if (!outcome)
        return io.fail(outcome.errorMessage());
    QJsonArray events;
    for (const QJsonObject &event : outcome->events)
        events.append(event);
    QJsonArray after;
    for (const QJsonObject &creature : outcome->after)
        after.append(creature);
    io.printJson(QJsonObject{{QStringLiteral("attacker"), attack.attacker.block.value(QStringLiteral("id"))},
                             {QStringLiteral("power"), outcome->power.name},
                             {QStringLiteral("powerId"), outcome->power.id},
                             {QStringLiteral("attackBonus"), outcome->power.attackBonus},
                             {QStringLiteral("placed"), outcome->placed},
                             {QStringLiteral("events"), events},
                             {QStringLiteral("after"), after},
                             {QStringLiteral("seed"), QString::number(attack.seed)}});
    return exitOk;
}

} // namespace

CliCommand creatureCliCommand()
{
    return {QStringLiteral("creature"),
            QStringLiteral("creature FILE.json   Orcus stat block with defenses, hit points and derived numbers"),
            runCreature};
}

CliCommand attackCliCommand()
{
    return {QStringLiteral("attack"),
            QStringLiteral("attack ATTACKER.json TARGET.json... [--power NAME] [--seed N] ...   resolve one Orcus "
                           "attack by the encounter's rules"),
            runAttack, attackUsage};
}
