#include "adventureroptions.h"

#include "orcus/statblockjson.h"
#include "sheet/herocharacterjson.h"
#include "storage/campaignstore.h"
#include "storage/entitydocument.h"

using namespace battlemat;

namespace {

// Every value of a repeatable option, taken out of arguments.
Result<QStringList> takeAll(QStringList &arguments, const QString &name)
{
    QStringList values;
    for (qsizetype at = arguments.indexOf(name); at >= 0; at = arguments.indexOf(name)) {
        if (at + 1 >= arguments.size())
            return Error{QStringLiteral("%1 needs a value").arg(name)};
        values.append(arguments.at(at + 1));
        arguments.remove(at, 2);
    }
    return values;
}

Result<int> powerLevel(const QString &option, const QString &text)
{
    bool ok = false;
    const int level = text.trimmed().toInt(&ok);
    if (!ok || level < 1)
        return Error{QStringLiteral("%1: the level '%2' is not a whole number from 1").arg(option, text)};
    return level;
}

// "fighter-hero:Reaping Strike:at-will:1": the hero's power as its sheet holds it.
Result<AdventurerPower> heroPower(const CampaignStore &store, const QString &value)
{
    const QStringList parts = value.split(QLatin1Char(':'));
    if (parts.size() != 4)
        return Error{QStringLiteral("--hero-power: expected HERO:POWER:KIND:LEVEL, found '%1'").arg(value)};
    auto document = store.entity(EntityKind::Character, parts.at(0).trimmed());
    if (!document)
        return document.error();
    const JsonContext where(store.fileName(), parts.at(0));
    StatBlock hero;
    if (isHeroSheetDocument(*document)) {
        auto sheet = heroCharacterFromJson(*document, where);
        if (!sheet)
            return sheet.error();
        hero = sheet->creature;
    } else {
        auto block = statBlockFromJson(*document, where);
        if (!block)
            return block.error();
        hero = *block;
    }
    const Power *power = hero.power(parts.at(1).trimmed());
    if (!power)
        return Error{QStringLiteral("--hero-power: %1 has no power '%2'").arg(hero.name, parts.at(1))};
    auto level = powerLevel(QStringLiteral("--hero-power"), parts.at(3));
    if (!level)
        return level.error();
    return AdventurerPower{power->name, parts.at(2).trimmed().toLower(), *level, power->description, {}, *power};
}

} // namespace

Result<AdventurerClass> takeAdventurerClass(QStringList &arguments, const QString &campaign)
{
    AdventurerClass chosen;
    auto names = takeAll(arguments, QStringLiteral("--class"));
    auto skills = takeAll(arguments, QStringLiteral("--skill"));
    auto defenses = takeAll(arguments, QStringLiteral("--defense"));
    auto features = takeAll(arguments, QStringLiteral("--features"));
    auto powers = takeAll(arguments, QStringLiteral("--power"));
    auto heroPowers = takeAll(arguments, QStringLiteral("--hero-power"));
    for (const auto *taken : {&names, &skills, &defenses, &features, &powers, &heroPowers}) {
        if (!*taken)
            return taken->error();
    }
    if (names->size() != 1)
        return Error{QStringLiteral("the adventurer template needs one --class NAME (the Basic Rules have no classes: "
                                    "the game master supplies it)")};
    chosen.name = names->constFirst();
    chosen.trainedSkills = *skills;
    chosen.features = features->join(QLatin1Char('\n'));
    for (const QString &value : std::as_const(*defenses)) {
        const QStringList parts = value.split(QLatin1Char('='));
        bool ok = parts.size() == 2;
        const auto defense = ok ? defenseFromName(parts.at(0).trimmed()) : std::nullopt;
        const int bonus = ok ? parts.at(1).trimmed().toInt(&ok) : 0;
        if (!defense || !ok)
            return Error{QStringLiteral("--defense: expected DEFENSE=N (\"fortitude=2\"), found '%1'").arg(value)};
        chosen.defenseBonuses.insert(*defense, bonus);
    }
    for (const QString &value : std::as_const(*powers)) {
        // KIND:LEVEL:NAME:USAGE:TEXT; the text may hold colons ("Effect: ...").
        const QStringList parts = value.split(QLatin1Char(':'));
        if (parts.size() < 5)
            return Error{QStringLiteral("--power: expected KIND:LEVEL:NAME:USAGE:TEXT (\"encounter:3:Spinning "
                                        "Sweep:standard, encounter:+11 vs AC; 2d8+5 damage.\"), found '%1'")
                             .arg(value)};
        auto level = powerLevel(QStringLiteral("--power"), parts.at(1));
        if (!level)
            return level.error();
        chosen.powers.append({parts.at(2).trimmed(), parts.at(0).trimmed().toLower(), *level,
                              parts.mid(4).join(QLatin1Char(':')).trimmed(), parts.at(3).trimmed(), std::nullopt});
    }
    if (!heroPowers->isEmpty()) {
        if (campaign.isEmpty())
            return Error{QStringLiteral("--hero-power copies a power from a hero of --campaign FILE")};
        auto store = CampaignStore::open(campaign);
        if (!store)
            return store.error();
        for (const QString &value : std::as_const(*heroPowers)) {
            auto power = heroPower(**store, value);
            if (!power)
                return power.error();
            chosen.powers.append(*power);
        }
    }
    return chosen;
}
