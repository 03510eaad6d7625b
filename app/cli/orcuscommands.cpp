#include "orcuscommands.h"

#include "orcus/creature.h"
#include "orcus/monsterbuilder.h"

namespace {

const QString monsterUsage = QStringLiteral(
    "usage: battlemat-cli monster --level L --role ROLE [--rank RANK] [--id ID] [--name NAME] [--leader] "
    "[--abilities str=16,dex=14,...]");

// Takes the value after an option; reports a missing one.
bool takeValue(const QStringList &arguments, qsizetype &index, QString &value)
{
    if (index + 1 >= arguments.size())
        return false;
    value = arguments.at(++index);
    return true;
}

int runMonster(const QStringList &arguments, const CliIo &io)
{
    using namespace battlemat;
    MonsterRequest request;
    bool haveLevel = false;
    bool haveRole = false;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString option = arguments.at(i);
        QString value;
        if (option == QLatin1String("--leader")) {
            request.leader = true;
            continue;
        }
        if (!option.startsWith(QLatin1String("--")))
            return io.fail(QStringLiteral("unexpected argument '%1'\n%2").arg(option, monsterUsage));
        if (!takeValue(arguments, i, value))
            return io.fail(QStringLiteral("%1 needs a value\n%2").arg(option, monsterUsage));
        if (option == QLatin1String("--level")) {
            bool ok = false;
            request.level = value.toInt(&ok);
            if (!ok)
                return io.fail(QStringLiteral("--level: '%1' is not a whole number").arg(value));
            if (request.level < minCreatureLevel || request.level > maxCreatureLevel)
                return io.fail(QStringLiteral("--level: %1 is outside 1 to 30").arg(request.level));
            haveLevel = true;
        } else if (option == QLatin1String("--role")) {
            const auto role = monsterRoleFromName(value);
            if (!role)
                return io.fail(QStringLiteral("--role: unknown role '%1' (expected archer, blocker, skulker, spoiler, "
                                              "striker or wrecker)")
                                   .arg(value));
            request.role = *role;
            haveRole = true;
        } else if (option == QLatin1String("--rank")) {
            const auto rank = monsterRankFromName(value);
            if (!rank)
                return io.fail(
                    QStringLiteral("--rank: unknown rank '%1' (expected mook, standard, elite or boss)").arg(value));
            request.rank = *rank;
        } else if (option == QLatin1String("--id")) {
            request.id = value;
        } else if (option == QLatin1String("--name")) {
            request.name = value;
        } else if (option == QLatin1String("--abilities")) {
            for (const QString &pair : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                const QStringList parts = pair.split(QLatin1Char('='));
                const auto ability = parts.size() == 2 ? abilityFromName(parts.at(0)) : std::nullopt;
                bool ok = false;
                const int score = parts.size() == 2 ? parts.at(1).toInt(&ok) : 0;
                if (!ability || !ok)
                    return io.fail(QStringLiteral("--abilities: '%1' is not like str=16").arg(pair));
                auto set = request.abilities.setScore(*ability, score);
                if (!set)
                    return io.fail(QStringLiteral("--abilities: ") + set.errorMessage());
            }
        } else {
            return io.fail(QStringLiteral("unknown option '%1'\n%2").arg(option, monsterUsage));
        }
    }
    if (!haveLevel || !haveRole)
        return io.fail(monsterUsage);
    const auto &tables = MonsterTables::standard();
    if (!tables)
        return io.fail(tables.errorMessage());
    auto block = MonsterBuilder(*tables).build(request);
    if (!block)
        return io.fail(block.errorMessage());
    auto creature = Creature::create(*block);
    if (!creature)
        return io.fail(creature.errorMessage());
    io.printJson(creature->toJson());
    return exitOk;
}

} // namespace

CliCommand monsterCliCommand()
{
    return {QStringLiteral("monster"),
            QStringLiteral("monster --level L --role R [--rank K]   Orcus monster stat block from the creation tables"),
            runMonster, monsterUsage};
}
