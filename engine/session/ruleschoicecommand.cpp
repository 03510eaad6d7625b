#include "session/ruleschoicecommand.h"

#include <QJsonArray>

namespace battlemat {

QJsonObject CampaignRules::toJson() const
{
    QJsonObject settingsObject;
    for (auto it = settings.cbegin(); it != settings.cend(); ++it)
        settingsObject.insert(it.key(), it.value());
    return {{QStringLiteral("ruleset"), ruleset},
            {QStringLiteral("modules"), QJsonArray::fromStringList(modules)},
            {QStringLiteral("settings"), settingsObject}};
}

Result<CampaignRules> campaignRulesFromJson(const QJsonObject &object, const JsonContext &where,
                                            const ModuleRegistry &registry)
{
    CampaignRules rules;
    auto ruleset = where.optionalString(object, QStringLiteral("ruleset"), rules.ruleset);
    if (!ruleset)
        return ruleset.error();
    const RulesModule *rulesetModule = registry.find(*ruleset);
    if (!rulesetModule || rulesetModule->kind() != RulesModule::Kind::Ruleset) {
        QStringList known;
        for (const RulesModule *module : registry.all()) {
            if (module->kind() == RulesModule::Kind::Ruleset)
                known.append(module->id());
        }
        return where.child(QStringLiteral("ruleset"))
            .error(QStringLiteral("'%1' is no ruleset this Battlemat knows (%2)").arg(*ruleset, known.join(", ")));
    }
    rules.ruleset = *ruleset;
    auto modules = where.optionalArray(object, QStringLiteral("modules"));
    if (!modules)
        return modules.error();
    for (qsizetype i = 0; i < modules->size(); ++i) {
        const QString id = modules->at(i).toString();
        const RulesModule *module = registry.find(id);
        const JsonContext item = where.child(QStringLiteral("modules")).at(i);
        if (!module || module->kind() != RulesModule::Kind::AddOn)
            return item.error(QStringLiteral("'%1' is no add-on module this Battlemat knows").arg(id));
        if (!module->worksWith().isEmpty() && !module->worksWith().contains(rules.ruleset))
            return item.error(QStringLiteral("the module '%1' does not work with the ruleset '%2'")
                                  .arg(module->title(), rulesetModule->title()));
        if (rules.modules.contains(id))
            return item.error(QStringLiteral("'%1' is named twice").arg(id));
        rules.modules.append(id);
    }
    const QJsonObject settings = object.value(QStringLiteral("settings")).toObject();
    for (auto it = settings.constBegin(); it != settings.constEnd(); ++it) {
        const RulesModule *module = registry.find(it.key());
        if (!module)
            return where.child(QStringLiteral("settings"))
                .error(QStringLiteral("'%1' is no module this Battlemat knows").arg(it.key()));
        const QJsonObject chosen = it.value().toObject();
        for (auto setting = chosen.constBegin(); setting != chosen.constEnd(); ++setting) {
            const QList<ModuleSetting> known = module->settings();
            const auto found = std::find_if(known.cbegin(), known.cend(),
                                            [&](const ModuleSetting &s) { return s.key == setting.key(); });
            if (found == known.cend())
                return where.child(QStringLiteral("settings"))
                    .child(it.key())
                    .error(QStringLiteral("the module '%1' has no setting '%2'").arg(module->title(), setting.key()));
            if (found->defaultValue.isDouble() && !setting.value().isDouble())
                return where.child(QStringLiteral("settings"))
                    .child(it.key())
                    .child(setting.key())
                    .error(
                        QStringLiteral("the module '%1' takes a number for '%2'").arg(module->title(), found->label));
            if (!found->choices.isEmpty() && !found->choices.contains(setting.value().toString()))
                return where.child(QStringLiteral("settings"))
                    .child(it.key())
                    .child(setting.key())
                    .error(
                        QStringLiteral("'%1' is not one of %2")
                            .arg(setting.value().isString() ? setting.value().toString() : QStringLiteral("this value"),
                                 found->choices.join(QStringLiteral(", "))));
        }
        if (const QString problem = module->settingsProblem(module->settingsWithDefaults(chosen)); !problem.isEmpty())
            return where.child(QStringLiteral("settings")).child(it.key()).error(problem);
        rules.settings.insert(it.key(), chosen);
    }
    return rules;
}

Result<std::shared_ptr<const TableCommand>>
RulesChoiceCommand::fromJson(const QJsonObject &step, const JsonContext &where, const ModuleRegistry &registry)
{
    auto rules = campaignRulesFromJson(step, where, registry);
    if (!rules)
        return rules.error();
    return std::shared_ptr<const TableCommand>(std::make_shared<RulesChoiceCommand>(*rules, registry));
}

QJsonObject RulesChoiceCommand::toJson() const
{
    QJsonObject object = m_rules.toJson();
    object.insert(QStringLiteral("type"), QStringLiteral("rules.set"));
    return object;
}

Result<QList<QJsonObject>> RulesChoiceCommand::apply(TableState &state) const
{
    if (state.rules == m_rules)
        return Error{QStringLiteral("these rules are already in force")};
    const QStringList inForce = m_rules.inForce();
    for (const QString &id : inForce) {
        if (state.modules.contains(id))
            continue;
        const RulesModule *module = m_registry.find(id);
        QJsonObject initial = module->initialState(module->settingsWithDefaults(m_rules.settings.value(id)));
        const QJsonObject kept = state.shelved.take(id);
        for (auto it = kept.constBegin(); it != kept.constEnd(); ++it)
            initial.insert(it.key(), it.value());
        // A ruleset keeps table state only when it has some (Five Torches Deep's expedition clock); Orcus has none.
        if (module->kind() == RulesModule::Kind::Ruleset && initial.isEmpty())
            continue;
        state.modules.insert(id, initial);
    }
    for (const QString &id : state.modules.keys()) {
        if (inForce.contains(id))
            continue;
        const QJsonObject gone = state.modules.take(id);
        const RulesModule *module = m_registry.find(id);
        QJsonObject kept;
        for (const QString &key : module ? module->lastingStateKeys() : QStringList{}) {
            if (gone.contains(key))
                kept.insert(key, gone.value(key));
        }
        if (!kept.isEmpty())
            state.shelved.insert(id, kept);
    }
    state.rules = m_rules;
    return QList<QJsonObject>{toJson()};
}

} // namespace battlemat
