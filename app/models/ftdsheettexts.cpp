#include "ftdsheettexts.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QMap>

namespace {

bool is(const QJsonObject &event, const char *name)
{
    return event.value(QStringLiteral("type")).toString() == QLatin1String("fiveTorchesDeep.") + QLatin1String(name);
}

} // namespace

QString FtdSheetTexts::changeText(const QString &field, const QJsonValue &value)
{
    if (field == QLatin1String("hitPoints"))
        return tr("HP %1").arg(value.toInt());
    if (field == QLatin1String("hoursAdventured"))
        return tr("%1 h adventured").arg(value.toInt());
    if (field == QLatin1String("exhausted"))
        return value.toBool() ? tr("exhausted") : tr("no longer exhausted");
    // An ability score, by its abbreviation in the table's language.
    static const QMap<QString, const char *> abilities{
        {QStringLiteral("STR"), QT_TRANSLATE_NOOP("FtdSheetTexts", "STR")},
        {QStringLiteral("DEX"), QT_TRANSLATE_NOOP("FtdSheetTexts", "DEX")},
        {QStringLiteral("CON"), QT_TRANSLATE_NOOP("FtdSheetTexts", "CON")},
        {QStringLiteral("INT"), QT_TRANSLATE_NOOP("FtdSheetTexts", "INT")},
        {QStringLiteral("WIS"), QT_TRANSLATE_NOOP("FtdSheetTexts", "WIS")},
        {QStringLiteral("CHA"), QT_TRANSLATE_NOOP("FtdSheetTexts", "CHA")},
        {QStringLiteral("coins"), QT_TRANSLATE_NOOP("FtdSheetTexts", "coins")},
        {QStringLiteral("xp"), QT_TRANSLATE_NOOP("FtdSheetTexts", "XP")},
    };
    const char *label = abilities.value(field);
    return QStringLiteral("%1 %2").arg(label ? tr(label) : field).arg(value.toInt());
}

QStringList FtdSheetTexts::linesFor(const QJsonObject &event)
{
    const QString name = event.value(QStringLiteral("name")).toString();
    if (is(event, "sheetUpdated")) {
        QStringList changes;
        const QJsonObject changed = event.value(QStringLiteral("changes")).toObject();
        for (auto it = changed.begin(); it != changed.end(); ++it)
            changes.append(changeText(it.key(), it.value()));
        return {tr("%1's sheet: %2").arg(name, changes.join(QStringLiteral(", ")))};
    }
    if (is(event, "dropped")) {
        QStringList items;
        for (const QJsonValue &item : event.value(QStringLiteral("items")).toArray())
            items.append(QStringLiteral("%1 × %2")
                             .arg(item.toObject().value(QStringLiteral("count")).toInt())
                             .arg(item.toObject().value(QStringLiteral("name")).toString()));
        if (event.value(QStringLiteral("coins")).toInt() > 0)
            items.append(tr("%1 coins").arg(event.value(QStringLiteral("coins")).toInt()));
        return {tr("%1 drops %2").arg(name, items.join(QStringLiteral(", ")))};
    }
    if (is(event, "sheetSaved"))
        return {tr("%1's sheet is stored in the campaign").arg(name)};
    if (is(event, "treasure")) {
        QStringList lines;
        for (const QJsonValue &value : event.value(QStringLiteral("loot")).toArray()) {
            const QJsonObject foe = value.toObject();
            QStringList dice;
            for (const QJsonValue &die : foe.value(QStringLiteral("dice")).toArray())
                dice.append(QString::number(die.toInt()));
            lines.append(tr("Loot of %1 (%2 HD, %3d20: %4): %5 gp")
                             .arg(foe.value(QStringLiteral("name")).toString())
                             .arg(foe.value(QStringLiteral("hd")).toInt())
                             .arg(foe.value(QStringLiteral("hd")).toInt())
                             .arg(dice.join(QStringLiteral(" + ")))
                             .arg(foe.value(QStringLiteral("gold")).toInt()));
        }
        lines.append(tr("Treasure: %1 gp and magic items worth %2 gp: %3 XP")
                         .arg(event.value(QStringLiteral("gold")).toInt())
                         .arg(event.value(QStringLiteral("magicItems")).toInt())
                         .arg(event.value(QStringLiteral("xp")).toInt()));
        for (const QJsonValue &value : event.value(QStringLiteral("shares")).toArray()) {
            const QJsonObject share = value.toObject();
            lines.append(tr("%1 gets %2 gp and %3 XP")
                             .arg(share.value(QStringLiteral("name")).toString())
                             .arg(share.value(QStringLiteral("coins")).toInt())
                             .arg(share.value(QStringLiteral("xp")).toInt()));
        }
        return lines;
    }
    if (is(event, "mapLightsBurnt")) {
        QStringList lines;
        for (const QJsonValue &value : event.value(QStringLiteral("out")).toArray()) {
            const QJsonObject out = value.toObject();
            const QString kind = out.value(QStringLiteral("kind")).toString() == QLatin1String("lantern")
                                     ? tr("The lantern")
                                     : tr("The torch");
            lines.append(out.contains(QStringLiteral("carrier"))
                             ? tr("%1 of %2 burns out").arg(kind, out.value(QStringLiteral("carrier")).toString())
                             : tr("%1 on square %2, %3 burns out")
                                   .arg(kind)
                                   .arg(out.value(QStringLiteral("x")).toInt())
                                   .arg(out.value(QStringLiteral("y")).toInt()));
        }
        return lines;
    }
    return {};
}
