// The Adventurer template in the library (MonsterLibraryModel): the game master's class, checked and applied by the
// engine's AdventurerTemplate, stored in the campaign's library like any template.
#include "monsterlibrarymodel.h"

#include "monsterfieldtexts.h"

#include "monsters/adventurertemplate.h"
#include "orcus/statblockjson.h"
#include "sheet/herocharacterjson.h"
#include "sheet/skill.h"
#include "sheettexts.h"
#include "storage/campaignstore.h"
#include "storage/entitydocument.h"

using namespace battlemat;

namespace {

const MonsterTemplateRecord *findRecord(const QList<MonsterTemplateRecord> &templates, const QString &id)
{
    for (const MonsterTemplateRecord &record : templates) {
        if (record.id == id && record.needsClass)
            return &record;
    }
    return nullptr;
}

// The campaign's heroes as their sheets hold them (a whole sheet or a bare stat block).
QList<StatBlock> campaignHeroes(const CampaignStore *store)
{
    QList<StatBlock> heroes;
    if (!store)
        return heroes;
    auto list = store->entities(EntityKind::Character);
    if (!list)
        return heroes;
    for (const EntitySummary &summary : *list) {
        auto document = store->entity(EntityKind::Character, summary.id);
        if (!document)
            continue;
        const JsonContext where(store->fileName(), summary.id);
        if (isHeroSheetDocument(*document)) {
            if (auto sheet = heroCharacterFromJson(*document, where)) {
                heroes.append(sheet->creature);
                heroes.last().id = summary.id;
            }
        } else if (auto block = statBlockFromJson(*document, where)) {
            heroes.append(*block);
            heroes.last().id = summary.id;
        }
    }
    return heroes;
}

} // namespace

QVariantMap MonsterLibraryModel::adventurerRule(const QString &id, const QString &templateId) const
{
    const StatBlock *block = monster(id);
    const QList<MonsterTemplateRecord> all = templates();
    const MonsterTemplateRecord *record = findRecord(all, templateId);
    if (!block || !record)
        return {};
    const QMap<QString, QString> kinds{{QStringLiteral("at-will"), tr("At-will")},
                                       {QStringLiteral("encounter"), tr("Encounter")},
                                       {QStringLiteral("daily"), tr("Daily")},
                                       {QStringLiteral("utility"), tr("Utility")}};
    QVariantList quotas;
    for (const PowerQuota &quota : record->powerQuotas)
        quotas.append(QVariantMap{{QStringLiteral("kind"), quota.kind},
                                  {QStringLiteral("text"), kinds.value(quota.kind, quota.kind)},
                                  {QStringLiteral("count"), quota.count.at(block->level)}});
    return {{QStringLiteral("template"), record->name},
            {QStringLiteral("level"), block->level},
            {QStringLiteral("trainedSkills"), record->trainedSkills},
            {QStringLiteral("quotas"), quotas}};
}

QVariantList MonsterLibraryModel::skillNames() const
{
    // The engine's name (what the template reads) and the name in the table's language (what the list shows).
    QVariantList names;
    for (Skill skill : allSkills)
        names.append(QVariantMap{{QStringLiteral("id"), skillName(skill)},
                                 {QStringLiteral("name"), SheetTexts::shown(skillName(skill))}});
    return names;
}

QVariantList MonsterLibraryModel::heroPowers() const
{
    QVariantList powers;
    for (const StatBlock &hero : campaignHeroes(m_campaign ? m_campaign->store() : nullptr)) {
        for (const Power &power : hero.powers) {
            if (power.basic)
                continue;
            powers.append(QVariantMap{{QStringLiteral("hero"), hero.id},
                                      {QStringLiteral("power"), power.name},
                                      {QStringLiteral("level"), hero.level},
                                      {QStringLiteral("text"), QStringLiteral("%1: %2").arg(hero.name, power.name)}});
        }
    }
    return powers;
}

QString MonsterLibraryModel::applyAdventurer(const QString &id, const QString &templateId, const QVariantMap &choice)
{
    const StatBlock *block = monster(id);
    const QList<MonsterTemplateRecord> all = templates();
    const MonsterTemplateRecord *record = findRecord(all, templateId);
    if (!block || !record) {
        fail(tr("The library has no monster '%1'").arg(id));
        return {};
    }
    AdventurerClass chosen;
    chosen.name = choice.value(QStringLiteral("name")).toString();
    const QVariantMap defenses = choice.value(QStringLiteral("defenses")).toMap();
    for (Defense defense : allDefenses)
        chosen.defenseBonuses.insert(defense, defenses.value(defenseKey(defense)).toInt());
    chosen.trainedSkills = choice.value(QStringLiteral("skills")).toStringList();
    chosen.features = choice.value(QStringLiteral("features")).toString();
    const QList<StatBlock> heroes = campaignHeroes(m_campaign ? m_campaign->store() : nullptr);
    for (const QVariant &entry : choice.value(QStringLiteral("powers")).toList()) {
        const QVariantMap map = entry.toMap();
        AdventurerPower power{map.value(QStringLiteral("name")).toString(),
                              map.value(QStringLiteral("kind")).toString(),
                              map.value(QStringLiteral("level")).toInt(),
                              map.value(QStringLiteral("text")).toString(),
                              MonsterFieldTexts::engineUsage(map.value(QStringLiteral("usage")).toString()),
                              std::nullopt};
        const QString heroId = map.value(QStringLiteral("hero")).toString();
        for (const StatBlock &hero : heroes) {
            const Power *copied =
                hero.id == heroId ? hero.power(map.value(QStringLiteral("power")).toString()) : nullptr;
            if (copied) {
                power.name = copied->name;
                power.text = copied->description;
                power.fromSheet = *copied;
            }
        }
        chosen.powers.append(power);
    }
    return store(AdventurerTemplate::apply(*block, *record, chosen));
}
