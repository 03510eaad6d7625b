// The table session's hooks for the modules in force on an encounter's commands (docs/modules.md, "The roll hook",
// "Modules in the fight"): their roll reviews, the modules' working state and how a replay reads their commands.
#include "session/tablesession.h"

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
