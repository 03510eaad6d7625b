#include "rulesmodulesmodel.h"

#include "encountercontroller.h"
#include "modulesettingview.h"

#include "rulesets/builtinmodules.h"
#include "session/tablesession.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

using namespace battlemat;

namespace {

// The text typed for a setting, read as the JSON of the setting's default kind ("3", "true", "[...]").
std::optional<QJsonValue> valueOf(const QString &text, const QJsonValue &defaultValue)
{
    if (text.trimmed().isEmpty() && !defaultValue.isString())
        return defaultValue; // left empty: the default
    if (defaultValue.isString())
        return QJsonValue(text);
    // A number as a German table writes it ("0,75") reads as 0.75.
    const QString typed = defaultValue.isDouble() ? QString(text).replace(QLatin1Char(','), QLatin1Char('.')) : text;
    const QJsonDocument document = QJsonDocument::fromJson(QStringLiteral("[%1]").arg(typed).toUtf8());
    if (!document.isArray() || document.array().size() != 1)
        return std::nullopt;
    return document.array().at(0);
}

const CampaignRules *rulesOf(const EncounterController *table)
{
    return table && table->session() ? &table->session()->table().rules : nullptr;
}

} // namespace

RulesModulesModel::RulesModulesModel(QObject *parent)
    : QAbstractListModel(parent)
{}

int RulesModulesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(builtInModules().all().size());
}

QVariant RulesModulesModel::data(const QModelIndex &index, int role) const
{
    const QList<const RulesModule *> modules = builtInModules().all();
    if (!index.isValid() || index.row() >= modules.size())
        return {};
    const RulesModule *module = modules.at(index.row());
    const CampaignRules *rules = rulesOf(m_table);
    switch (role) {
    case IdRole:
        return module->id();
    case TitleRole:
        return QCoreApplication::translate("RulesModules", module->title().toUtf8().constData());
    case IsRulesetRole:
        return module->kind() == RulesModule::Kind::Ruleset;
    case InForceRole:
        return rules && rules->inForce().contains(module->id());
    case SettingsRole: {
        const QJsonObject chosen = rules ? rules->settings.value(module->id()) : QJsonObject();
        QVariantList list;
        for (const ModuleSetting &setting : module->settings())
            list.append(moduleSettingView(setting, chosen.value(setting.key)));
        return list;
    }
    }
    return {};
}

QHash<int, QByteArray> RulesModulesModel::roleNames() const
{
    return {{IdRole, "moduleId"},
            {TitleRole, "title"},
            {IsRulesetRole, "isRuleset"},
            {InForceRole, "inForce"},
            {SettingsRole, "settings"}};
}

EncounterController *RulesModulesModel::table() const
{
    return m_table;
}

void RulesModulesModel::setTable(EncounterController *table)
{
    if (m_table == table)
        return;
    if (m_table)
        disconnect(m_table, nullptr, this, nullptr);
    m_table = table;
    if (m_table) {
        connect(m_table, &EncounterController::tableChanged, this, &RulesModulesModel::reload);
        connect(m_table, &EncounterController::stateChanged, this, &RulesModulesModel::reload);
    }
    reload();
    Q_EMIT tableChanged();
}

QString RulesModulesModel::ruleset() const
{
    const CampaignRules *rules = rulesOf(m_table);
    return rules ? rules->ruleset : QString();
}

void RulesModulesModel::reload()
{
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0), index(rowCount() - 1));
    Q_EMIT changed();
}

bool RulesModulesModel::apply(const QString &ruleset, const QStringList &modules, const QVariantMap &settings)
{
    if (!m_table)
        return false;
    QJsonObject chosenSettings;
    for (auto it = settings.cbegin(); it != settings.cend(); ++it) {
        const RulesModule *module = builtInModules().find(it.key());
        if (!module)
            continue;
        const QVariantMap typed = it.value().toMap();
        QJsonObject values;
        for (const ModuleSetting &setting : module->settings()) {
            if (!typed.contains(setting.key))
                continue;
            const auto value = valueOf(typed.value(setting.key).toString(), setting.defaultValue);
            if (!value)
                return m_table->reportError(
                    tr("%1: \"%2\" is not a value for %3")
                        .arg(module->title(), typed.value(setting.key).toString(), setting.label));
            if (*value != setting.defaultValue)
                values.insert(setting.key, *value);
        }
        if (!values.isEmpty())
            chosenSettings.insert(module->id(), values);
    }
    // OK with nothing changed closes the dialog: the rules in force stay, and no step says they already are.
    if (m_table->session()) {
        const QJsonObject now = m_table->session()->table().rules.toJson();
        QStringList nowModules = now.value(QStringLiteral("modules")).toVariant().toStringList();
        QStringList chosenModules = modules;
        nowModules.sort();
        chosenModules.sort();
        if (now.value(QStringLiteral("ruleset")).toString() == ruleset && nowModules == chosenModules &&
            now.value(QStringLiteral("settings")).toObject() == chosenSettings)
            return true;
    }
    return m_table->run(QJsonObject{{QStringLiteral("type"), QStringLiteral("rules.set")},
                                    {QStringLiteral("ruleset"), ruleset},
                                    {QStringLiteral("modules"), QJsonArray::fromStringList(modules)},
                                    {QStringLiteral("settings"), chosenSettings}});
}
