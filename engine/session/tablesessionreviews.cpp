// The table session's hooks for the modules in force on an encounter's commands (docs/modules.md, "The roll hook",
// "Modules in the fight"): their roll reviews, the modules' working state and how a replay reads their commands.
#include "session/tablesession.h"

#include "encounter/scripteddecider.h"

namespace battlemat {

RollReviews TableSession::rollReviews(QMap<QString, QJsonObject> *modules, const QHash<QString, QString> &heroOf) const
{
    RollReviews reviews;
    reviews.modules = modules;
    reviews.heroOf = heroOf;
    // A replay reads the modules' encounter commands from the log with the settings in force now.
    reviews.parseCommand = [this](const QJsonObject &step,
                                  const JsonContext &where) -> Result<std::shared_ptr<Command>> {
        const QString type = step.value(QStringLiteral("type")).toString();
        const RulesModule *module = m_registry.ownerOf(type, m_table.rules.inForce());
        if (!module || !module->encounterCommandTypes().contains(type))
            return where.error(QStringLiteral("'%1' is no command of a module in force").arg(type));
        return module->addOnEncounterCommand(
            step, where, module->settingsWithDefaults(m_table.rules.settings.value(module->id())), {});
    };
    for (const QString &id : m_table.rules.inForce()) {
        if (const RulesModule *module = m_registry.find(id)) {
            if (auto review = module->rollReview(module->settingsWithDefaults(m_table.rules.settings.value(id))))
                reviews.reviews.append(review);
        }
    }
    return reviews;
}

} // namespace battlemat

namespace battlemat {

int TableSession::runOpeningSteps(CommandProcessor &processor, const QHash<QString, QString> &heroOf,
                                  QList<QJsonObject> *events) const
{
    // Nothing the opening steps do is a module's spend: they run on a copy of the modules' state, which stays.
    QMap<QString, QJsonObject> modules = m_table.modules;
    const RollReviews reviews = rollReviews(&modules, heroOf);
    processor.setRollReviews(&reviews);
    ScriptedDecider defaults;
    int ran = 0;
    for (const QString &id : m_table.rules.inForce()) {
        const RulesModule *module = m_registry.find(id);
        if (!module)
            continue;
        const QJsonObject settings = module->settingsWithDefaults(m_table.rules.settings.value(id));
        const QJsonObject state = m_table.modules.value(id);
        for (const QJsonObject &step : module->encounterOpeningSteps(state, settings, heroOf)) {
            auto command = module->addOnEncounterCommand(
                step, JsonContext(QStringLiteral("%1, as the encounter begins").arg(id)), settings, state);
            if (!command)
                continue;
            const CommandOutcome outcome = processor.run(*command, &defaults);
            if (!outcome.ok)
                continue; // what cannot come into this fight (a hero not in it) stays outside it
            *events += outcome.events;
            ++ran;
        }
    }
    processor.setRollReviews(nullptr);
    return ran;
}

} // namespace battlemat
