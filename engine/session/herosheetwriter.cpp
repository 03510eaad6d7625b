#include "session/herosheetwriter.h"

#include "encounter/encounterstate.h"
#include "encounter/herocombatant.h"
#include "sheet/herocharacterjson.h"
#include "storage/campaignstore.h"

namespace battlemat {

EncounterRecording::SheetWriter heroSheetWriter(CampaignStore *store, const QHash<QString, QString> &heroOf)
{
    return [store, heroOf](const EncounterState &state) -> Status {
        for (auto it = heroOf.cbegin(); it != heroOf.cend(); ++it) {
            const Combatant *combatant = state.combatant(it.key());
            auto stored = store->entity(EntityKind::Character, it.value());
            if (!combatant || !stored)
                continue;
            auto hero = heroCharacterFromJson(*stored, JsonContext(store->fileName(), it.value()));
            if (!hero)
                return hero.error();
            const HeroCharacter after = HeroCombatant::afterEncounter(*hero, *combatant);
            if (after.damageTaken == hero->damageTaken && after.recoveriesSpent == hero->recoveriesSpent &&
                after.actionPoints == hero->actionPoints)
                continue;
            if (auto put = store->putEntity(EntityKind::Character, it.value(), heroCharacterToJson(after)); !put)
                return put;
        }
        return success();
    };
}

void followFight(QMap<QString, QJsonObject> &sheets, const QHash<QString, QString> &heroOf, const EncounterState &state)
{
    for (auto it = heroOf.cbegin(); it != heroOf.cend(); ++it) {
        const Combatant *combatant = state.combatant(it.key());
        const auto sheet = sheets.constFind(it.value());
        if (!combatant || sheet == sheets.constEnd())
            continue;
        auto hero = heroCharacterFromJson(*sheet, JsonContext(QStringLiteral("campaign"), it.value()));
        if (!hero)
            continue; // the writer refused the same sheet, and with it the command
        const HeroCharacter after = HeroCombatant::afterEncounter(*hero, *combatant);
        if (after.damageTaken == hero->damageTaken && after.recoveriesSpent == hero->recoveriesSpent &&
            after.actionPoints == hero->actionPoints)
            continue;
        sheets.insert(it.value(), heroCharacterToJson(after));
    }
}

bool heroSheetsHold(CampaignStore &store, const QHash<QString, QString> &heroOf, const EncounterState &state)
{
    for (auto it = heroOf.cbegin(); it != heroOf.cend(); ++it) {
        const Combatant *combatant = state.combatant(it.key());
        auto stored = store.entity(EntityKind::Character, it.value());
        if (!combatant || !stored)
            continue; // a hero deleted from the campaign: nothing of theirs to disagree with
        auto hero = heroCharacterFromJson(*stored, JsonContext(store.fileName(), it.value()));
        if (!hero)
            return false;
        const HeroCharacter after = HeroCombatant::afterEncounter(*hero, *combatant);
        if (after.damageTaken != hero->damageTaken || after.recoveriesSpent != hero->recoveriesSpent ||
            after.actionPoints != hero->actionPoints)
            return false;
    }
    return true;
}

} // namespace battlemat
