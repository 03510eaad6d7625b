#include "orcuscommands.h"

#include "dice/seededdiesource.h"
#include "orcus/attackresolver.h"
#include "orcus/basicattack.h"
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
    "       [--ran] [--not-adjacent] [--choose-hit] [--knock-out] [--coup-de-grace] [--condition ID=CONDITION]...");

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

int runAttack(const QStringList &arguments, const CliIo &io)
{
    QStringList files;
    QString powerName;
    std::optional<quint64> seed;
    AttackCircumstances circumstances;
    QList<QPair<QString, Condition>> conditions;
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
            circumstances.flanking = true;
        } else if (option == QLatin1String("--long-range")) {
            circumstances.longRange = true;
        } else if (option == QLatin1String("--charge")) {
            circumstances.charged = true;
        } else if (option == QLatin1String("--ran")) {
            circumstances.attackerRan = true;
        } else if (option == QLatin1String("--not-adjacent")) {
            circumstances.adjacent = false;
        } else if (option == QLatin1String("--choose-hit")) {
            circumstances.chooseToBeHit = true;
        } else if (option == QLatin1String("--knock-out")) {
            circumstances.knockOut = true;
        } else if (option == QLatin1String("--coup-de-grace")) {
            circumstances.coupDeGrace = true;
        } else {
            const auto text = value();
            if (!text)
                return io.fail(QStringLiteral("%1 needs a value\n%2").arg(option, attackUsage));
            if (option == QLatin1String("--power")) {
                powerName = *text;
            } else if (option == QLatin1String("--seed")) {
                QString error;
                quint64 value = 0;
                if (!parseSeed(*text, std::numeric_limits<quint64>::max(), &value, &error))
                    return io.fail(error);
                seed = value;
            } else if (option == QLatin1String("--cover")) {
                if (*text == QLatin1String("cover"))
                    circumstances.cover = AttackCircumstances::CoverGrade::Cover;
                else if (*text == QLatin1String("three-quarters"))
                    circumstances.cover = AttackCircumstances::CoverGrade::ThreeQuarters;
                else if (*text != QLatin1String("none"))
                    return io.fail(
                        QStringLiteral("--cover: expected none, cover or three-quarters, not '%1'").arg(*text));
            } else if (option == QLatin1String("--concealment")) {
                if (*text == QLatin1String("concealment"))
                    circumstances.concealment = AttackCircumstances::ConcealmentGrade::Concealment;
                else if (*text == QLatin1String("total"))
                    circumstances.concealment = AttackCircumstances::ConcealmentGrade::Total;
                else if (*text != QLatin1String("none"))
                    return io.fail(
                        QStringLiteral("--concealment: expected none, concealment or total, not '%1'").arg(*text));
            } else if (option == QLatin1String("--condition")) {
                const QStringList parts = text->split(QLatin1Char('='));
                const auto condition = parts.size() == 2 ? conditionFromName(parts.at(1)) : std::nullopt;
                if (!condition)
                    return io.fail(QStringLiteral("--condition: '%1' is not ID=CONDITION with a condition from %2")
                                       .arg(*text, conditionNameList()));
                conditions.append({parts.at(0), *condition});
            } else {
                return io.fail(QStringLiteral("unknown option '%1'\n%2").arg(option, attackUsage));
            }
        }
    }
    if (files.size() < 2)
        return io.fail(attackUsage);
    auto attacker = readCreature(files.first());
    if (!attacker)
        return io.fail(attacker.errorMessage());
    QList<Creature> targets;
    for (const QString &file : files.mid(1)) {
        auto target = readCreature(file);
        if (!target)
            return io.fail(target.errorMessage());
        targets.append(*target);
    }
    for (const auto &[id, condition] : conditions) {
        Creature *creature = attacker->id() == id ? &attacker.value() : nullptr;
        for (Creature &target : targets) {
            if (target.id() == id)
                creature = &target;
        }
        if (!creature)
            return io.fail(QStringLiteral("--condition: no creature with id '%1'").arg(id));
        creature->conditions().add(condition, ConditionDuration::UntilResolved, {}, QStringLiteral("command line"));
    }

    Power power;
    const StatBlock &block = attacker->statBlock();
    if (powerName.isEmpty() || powerName == QLatin1String("basic-melee") ||
        powerName == QLatin1String("basic-ranged")) {
        const bool ranged = powerName == QLatin1String("basic-ranged");
        if (block.isHero()) {
            const QString weaponId = block.hero.weapon.isEmpty() ? QStringLiteral("unarmed-strike") : block.hero.weapon;
            const Weapon *weapon = EquipmentCatalog::standard()->weapon(weaponId);
            if (ranged && weapon->kind == Weapon::Kind::Melee && !weapon->isThrown())
                return io.fail(
                    QStringLiteral("--power basic-ranged: %1 is not a ranged or thrown weapon").arg(weapon->name));
            power = BasicAttack::with(*weapon, ranged || (powerName.isEmpty() && weapon->kind == Weapon::Kind::Ranged));
        } else if (block.powers.isEmpty()) {
            return io.fail(QStringLiteral("%1 has no powers").arg(block.id));
        } else {
            power = block.powers.first();
        }
    } else {
        const Power *found = block.power(powerName);
        if (!found)
            return io.fail(QStringLiteral("--power: %1 has no power '%2'").arg(block.id, powerName));
        power = *found;
    }

    const quint64 usedSeed = seed.value_or(QRandomGenerator::system()->generate64());
    SeededDieSource dice(usedSeed);
    QList<AttackTarget> attackTargets;
    for (Creature &target : targets)
        attackTargets.append({&target, circumstances});
    auto resolution = AttackResolver(dice).resolve(*attacker, power, attackTargets);
    if (!resolution)
        return io.fail(resolution.errorMessage());
    QJsonObject output = resolution->toJson();
    output.insert(QStringLiteral("seed"), QString::number(usedSeed));
    io.printJson(output);
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
            QStringLiteral("attack ATTACKER.json TARGET.json... [--power NAME] [--seed N] ...   resolve an Orcus "
                           "attack and explain it"),
            runAttack, attackUsage};
}
