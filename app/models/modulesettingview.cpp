#include "modulesettingview.h"

#include "session/rulesmodule.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

using namespace battlemat;

namespace {

// The ids a module stores for its choices and table columns, named for the window. lupdate reads them here; the
// engine keeps the ids ("hitPoints", "fromLevel") because campaign files store them.
[[maybe_unused]] const char *const settingValueTexts[] = {
    QT_TRANSLATE_NOOP("RulesModules", "hit points"),
    QT_TRANSLATE_NOOP("RulesModules", "wounds"),
    QT_TRANSLATE_NOOP("RulesModules", "From level"),
    QT_TRANSLATE_NOOP("RulesModules", "Dice"),
    QT_TRANSLATE_NOOP("RulesModules", "Die sides"),
    QT_TRANSLATE_NOOP("RulesModules", "Basic Rules v0.1 (2dW + level)"),
    QT_TRANSLATE_NOOP("RulesModules", "Orcus 1.0 (1dW + modifier)"),
};

QString named(const QString &id)
{
    static const QHash<QString, const char *> names{{QStringLiteral("hitPoints"), "hit points"},
                                                    {QStringLiteral("wounds"), "wounds"},
                                                    {QStringLiteral("fromLevel"), "From level"},
                                                    {QStringLiteral("dice"), "Dice"},
                                                    {QStringLiteral("sides"), "Die sides"},
                                                    {QStringLiteral("v0.1"), "Basic Rules v0.1 (2dW + level)"},
                                                    {QStringLiteral("1.0"), "Orcus 1.0 (1dW + modifier)"}};
    const char *text = names.value(id);
    return text ? QCoreApplication::translate("RulesModules", text) : id;
}

QString jsonText(const QJsonValue &value)
{
    if (value.isNull() || value.isUndefined())
        return {};
    if (value.isString())
        return value.toString();
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    // A number as the table's language writes it ("0,75" in German), without group separators: the model reads a
    // typed comma back as the point.
    if (value.isDouble()) {
        QLocale locale;
        locale.setNumberOptions(QLocale::OmitGroupSeparator);
        return locale.toString(value.toDouble(), 'g', QLocale::FloatingPointShortest);
    }
    const QJsonDocument document = value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    return QString::fromUtf8(document.toJson(QJsonDocument::Compact));
}

bool isTable(const QJsonValue &value)
{
    return value.isArray() && !value.toArray().isEmpty() && value.toArray().first().isObject();
}

// An action-dice table reads as the text prints it ("from level 1: 3d4"); any other table as its rows' numbers.
QString tableText(const QJsonArray &rows)
{
    QStringList parts;
    for (const QJsonValue &value : rows) {
        const QJsonObject row = value.toObject();
        if (row.contains(QStringLiteral("fromLevel")) && row.contains(QStringLiteral("dice")) &&
            row.contains(QStringLiteral("sides"))) {
            parts.append(QCoreApplication::translate("RulesModules", "from level %1: %2d%3")
                             .arg(row.value(QStringLiteral("fromLevel")).toInt())
                             .arg(row.value(QStringLiteral("dice")).toInt())
                             .arg(row.value(QStringLiteral("sides")).toInt()));
        } else {
            parts.append(jsonText(row));
        }
    }
    return parts.join(QStringLiteral(", "));
}

QString defaultText(const ModuleSetting &setting)
{
    const QJsonValue value = setting.defaultValue;
    if (value.isNull() || value.isUndefined() || (value.isString() && value.toString().isEmpty()))
        return QCoreApplication::translate("RulesModules", "none");
    if (value.isBool())
        return value.toBool() ? QCoreApplication::translate("RulesModules", "on")
                              : QCoreApplication::translate("RulesModules", "off");
    if (isTable(value))
        return tableText(value.toArray());
    if (value.isString())
        return named(value.toString());
    return jsonText(value);
}

// Where a default comes from, for the game master: the engine cites its source as a path of the rules texts or of
// the docs ("../shared/rules/README.md, Known unknowns"), which means nothing in the window and is not translated. The
// window names the kind of source instead: a rules text by its title, a question the texts leave open, or
// Battlemat's own reading (the citation itself stays in docs/modules.md).
QString sourceText(const QString &reading)
{
    static const QList<std::pair<QLatin1String, const char *>> titles{
        {QLatin1String("action-dice-hero-tokens.txt"),
         QT_TRANSLATE_NOOP("RulesModules", "Action Dice and Hero Tokens")},
        {QLatin1String("checks-actions-combat-gritty.txt"), QT_TRANSLATE_NOOP("RulesModules", "Five Torches Deep")},
        {QLatin1String("mastery-points-die-ranks-regions.txt"),
         QT_TRANSLATE_NOOP("RulesModules", "Mastery Points, Die Ranks and Regions")},
        {QLatin1String("segmented-action-points.txt"), QT_TRANSLATE_NOOP("RulesModules", "Segmented Action Points")},
        {QLatin1String("orcus-basic-rules.txt"), QT_TRANSLATE_NOOP("RulesModules", "Orcus Basic Rules")},
    };
    if (reading.startsWith(QLatin1String("docs/")))
        return QCoreApplication::translate("RulesModules", "Battlemat's reading of the rules");
    for (const auto &[file, title] : titles) {
        if (reading.startsWith(QLatin1String("../shared/rules/") + file))
            return QCoreApplication::translate("RulesModules", "from the rules text %1")
                .arg(QCoreApplication::translate("RulesModules", title));
    }
    if (reading.contains(QLatin1String("Known unknowns")))
        return QCoreApplication::translate("RulesModules", "left open by the rules texts: Battlemat's default");
    return QCoreApplication::translate("RulesModules", "Battlemat's reading of the rules");
}

} // namespace

QVariantMap moduleSettingView(const ModuleSetting &setting, const QJsonValue &chosen)
{
    const QJsonValue value = chosen.isUndefined() ? setting.defaultValue : chosen;
    const QString kind = setting.defaultValue.isBool()   ? QStringLiteral("yesNo")
                         : !setting.choices.isEmpty()    ? QStringLiteral("choice")
                         : isTable(setting.defaultValue) ? QStringLiteral("table")
                                                         : QStringLiteral("typed");
    QVariantMap view{
        {QStringLiteral("key"), setting.key},
        {QStringLiteral("label"), QCoreApplication::translate("RulesModules", setting.label.toUtf8().constData())},
        {QStringLiteral("kind"), kind},
        {QStringLiteral("value"), jsonText(value)},
        {QStringLiteral("defaultValue"), jsonText(setting.defaultValue)},
        {QStringLiteral("defaultText"), defaultText(setting)},
        {QStringLiteral("reading"), setting.reading},
        {QStringLiteral("source"), sourceText(setting.reading)},
        {QStringLiteral("choices"), setting.choices}};
    QStringList choiceLabels;
    for (const QString &choice : setting.choices)
        choiceLabels.append(named(choice));
    view.insert(QStringLiteral("choiceLabels"), choiceLabels);
    if (kind == QLatin1String("table")) {
        // The columns are the default's first row's keys, in the order the text's table prints them.
        QVariantList columns;
        const QJsonObject first = setting.defaultValue.toArray().first().toObject();
        QStringList keys = first.keys();
        const QStringList printed{QStringLiteral("fromLevel"), QStringLiteral("dice"), QStringLiteral("sides")};
        std::stable_sort(keys.begin(), keys.end(), [&printed](const QString &a, const QString &b) {
            return (printed.contains(a) ? printed.indexOf(a) : printed.size()) <
                   (printed.contains(b) ? printed.indexOf(b) : printed.size());
        });
        for (const QString &key : std::as_const(keys))
            columns.append(QVariantMap{{QStringLiteral("key"), key}, {QStringLiteral("label"), named(key)}});
        view.insert(QStringLiteral("columns"), columns);
        view.insert(QStringLiteral("rows"), (isTable(value) ? value : setting.defaultValue).toArray().toVariantList());
    }
    return view;
}
