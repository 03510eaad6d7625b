// The party of the open campaign: heroes with their character sheets, put on the map as tokens linked to the
// sheet, and the sheet kept up to date by the sheet window and the encounter (issue 9).
#include "campaigncontroller.h"

#include "sheet/charactersheet.h"
#include "sheet/herocharacterjson.h"
#include "storage/campaignstore.h"

#include <QVariantMap>

QVariantList CampaignController::heroes() const
{
    QVariantList list;
    for (const battlemat::HeroCharacter &hero : m_campaign.heroes) {
        const battlemat::StatBlock &block = hero.creature;
        QVariantMap row{{QStringLiteral("id"), block.id},
                        {QStringLiteral("name"), block.name},
                        {QStringLiteral("level"), block.level},
                        {QStringLiteral("player"), hero.player}};
        if (auto sheet = battlemat::CharacterSheet::of(hero)) {
            row.insert(QStringLiteral("hitPoints"), sheet->currentHitPoints);
            row.insert(QStringLiteral("maxHitPoints"), sheet->stats.maxHitPoints);
        }
        bool onMap = false;
        for (const battlemat::MapCreature &creature : m_map->map().creatures)
            onMap = onMap || creature.character == block.id;
        row.insert(QStringLiteral("onMap"), onMap);
        list.append(row);
    }
    return list;
}

bool CampaignController::importHero(const QString &fileName)
{
    if (!isOpen()) {
        setErrorMessage(tr("No campaign is open"));
        return false;
    }
    auto read = battlemat::readHeroCharacterFile(fileName);
    if (!read) {
        setErrorMessage(read.errorMessage());
        return false;
    }
    battlemat::HeroCharacter hero = *read;
    // Two heroes of one campaign never share an id: the map's tokens name their hero by it.
    const QString base = hero.creature.id;
    for (int n = 2; m_campaign.hero(hero.creature.id) ||
                    (m_store && m_store->contains(battlemat::EntityKind::Character, hero.creature.id));
         ++n)
        hero.creature.id = QStringLiteral("%1-%2").arg(base).arg(n);
    if (m_store) {
        // The table session stores it (Ctrl+Z takes the import back); the party follows its heroes.
        if (!m_heroSheetStep) {
            setErrorMessage(tr("The campaign's table is not open"));
            return false;
        }
        if (const battlemat::Status put = m_heroSheetStep(hero); !put) {
            setErrorMessage(put.errorMessage());
            return false;
        }
        setErrorMessage({});
        return true;
    }
    m_campaign.heroes.append(hero);
    setErrorMessage({});
    Q_EMIT heroesChanged();
    return true;
}

bool CampaignController::addHeroToMap(const QString &heroId)
{
    const battlemat::HeroCharacter *hero = m_campaign.hero(heroId);
    if (!hero) {
        setErrorMessage(tr("The campaign has no hero '%1'").arg(heroId));
        return false;
    }
    auto sheet = battlemat::CharacterSheet::of(*hero);
    if (!sheet) {
        setErrorMessage(sheet.errorMessage());
        return false;
    }
    if (!m_map->placeHero(heroId, hero->creature.name, hero->creature.size, sheet->stats.speed, sheet->currentHitPoints,
                          sheet->stats.maxHitPoints)) {
        setErrorMessage(m_map->lastError());
        return false;
    }
    setErrorMessage({});
    Q_EMIT heroesChanged();
    return true;
}

bool CampaignController::updateHero(const battlemat::HeroCharacter &hero)
{
    const QString id = hero.creature.id;
    if (!m_campaign.hero(id)) {
        setErrorMessage(tr("The campaign has no hero '%1'").arg(id));
        return false;
    }
    if (m_store) {
        if (!m_heroSheetStep) {
            setErrorMessage(tr("The campaign's table is not open"));
            return false;
        }
        if (const battlemat::Status put = m_heroSheetStep(hero); !put) {
            setErrorMessage(tr("%1's sheet was not saved: %2").arg(hero.creature.name, put.errorMessage()));
            return false;
        }
        return true;
    }
    for (battlemat::HeroCharacter &shown : m_campaign.heroes) {
        if (shown.creature.id == id)
            shown = hero;
    }
    Q_EMIT heroChanged(id);
    Q_EMIT heroesChanged();
    return true;
}

void CampaignController::followHeroes(const QMap<QString, QJsonObject> &sheets)
{
    bool changed = false;
    QStringList changedIds;
    QList<battlemat::HeroCharacter> heroes;
    for (const battlemat::HeroCharacter &shown : std::as_const(m_campaign.heroes)) {
        const auto sheet = sheets.constFind(shown.creature.id);
        if (sheet == sheets.constEnd()) {
            changed = true; // its import undone
            continue;
        }
        if (*sheet == battlemat::heroCharacterToJson(shown)) {
            heroes.append(shown);
            continue;
        }
        auto hero = battlemat::heroCharacterFromJson(*sheet, battlemat::JsonContext(m_fileName, shown.creature.id));
        heroes.append(hero ? *hero : shown);
        changed = changed || hero;
        if (hero)
            changedIds.append(shown.creature.id);
    }
    for (auto it = sheets.constBegin(); it != sheets.constEnd(); ++it) {
        if (m_campaign.hero(it.key()))
            continue;
        if (auto hero = battlemat::heroCharacterFromJson(*it, battlemat::JsonContext(m_fileName, it.key()))) {
            heroes.append(*hero); // imported: at the end of the party, as it was added
            changed = true;
        }
    }
    if (!changed)
        return;
    m_campaign.heroes = heroes;
    for (const QString &id : std::as_const(changedIds))
        Q_EMIT heroChanged(id);
    Q_EMIT heroesChanged();
}
