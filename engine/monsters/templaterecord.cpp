#include "monsters/templaterecord.h"

#include "encounter/monstercombatant.h"
#include "monsters/monstertemplate.h"
#include "monsters/monstertemplateparser.h"

#include <QJsonArray>

namespace battlemat {

namespace {
const QString format = QStringLiteral("battlemat-monster-template");

QString steps(const LevelSteps &s)
{
    if (s.base == s.at11 && s.at11 == s.at21)
        return QString::number(s.base);
    return QStringLiteral("%1 (%2 at Level 11, %3 at Level 21)").arg(s.base).arg(s.at11).arg(s.at21);
}
} // namespace

QStringList MonsterTemplateRecord::automated() const
{
    QStringList parts;
    if (eliteStep)
        parts << QStringLiteral("elite step");
    for (auto it = speedModes.cbegin(); it != speedModes.cend(); ++it)
        parts << QStringLiteral("%1 %2%3").arg(it.key()).arg(*it).arg(hover ? QStringLiteral(" (hover)") : QString());
    for (auto it = defenseBonuses.cbegin(); it != defenseBonuses.cend(); ++it)
        parts << QStringLiteral("%1 %2").arg(QString::asprintf("%+d", *it), defenseName(it.key()));
    for (const QString &sense : senses)
        parts << sense;
    for (auto it = resistances.cbegin(); it != resistances.cend(); ++it)
        parts << QStringLiteral("resist %1 %2").arg(damageTypeName(it.key()), steps(*it));
    for (auto it = vulnerabilities.cbegin(); it != vulnerabilities.cend(); ++it)
        parts << QStringLiteral("vulnerable %1 %2").arg(damageTypeName(it.key()), steps(*it));
    QStringList immune;
    for (DamageType type : immunities)
        immune << damageTypeName(type);
    immune.sort();
    for (const QString &type : std::as_const(immune))
        parts << QStringLiteral("immune %1").arg(type);
    if (incorporeal)
        parts << QStringLiteral("incorporeal");
    for (const Aura &aura : auras) {
        if (aura.automated)
            parts << QStringLiteral("aura %1 %2").arg(aura.name).arg(aura.radius);
    }
    // A power the encounter plays (its attack and the Hit's damage and conditions), read as for a level 1 creature.
    for (const TemplateItem &item : items) {
        const Power power = item.power ? MonsterTemplate::power(item, 1) : Power{};
        if (item.power && MonsterCombatant::playsPower(power))
            parts << QStringLiteral("power %1%2")
                         .arg(item.name,
                              MonsterCombatant::playsWhole(power) ? QString() : QStringLiteral(" (in part)"));
    }
    if (needsClass)
        parts << QStringLiteral("class choices checked (%1 trained skills, %2 kinds of powers)")
                     .arg(trainedSkills)
                     .arg(powerQuotas.size());
    return parts;
}

QStringList MonsterTemplateRecord::table() const
{
    QStringList parts;
    for (const Aura &aura : auras) {
        if (!aura.automated)
            parts << QStringLiteral("aura %1 %2").arg(aura.name).arg(aura.radius);
    }
    for (const QString &effect : immuneTo)
        parts << QStringLiteral("immune %1").arg(effect);
    for (const TemplateItem &item : items) {
        if (!item.power)
            parts << QStringLiteral("trait %1").arg(item.name);
        else if (!MonsterCombatant::playsPower(MonsterTemplate::power(item, 1)))
            parts << QStringLiteral("power %1").arg(item.name);
    }
    if (needsClass)
        parts << QStringLiteral("class features");
    return parts;
}

QJsonObject templateToJson(const MonsterTemplateRecord &record)
{
    return {{QStringLiteral("format"), format},    {QStringLiteral("id"), record.id},
            {QStringLiteral("name"), record.name}, {QStringLiteral("eliteStep"), record.eliteStep},
            {QStringLiteral("line"), record.line}, {QStringLiteral("text"), record.text}};
}

bool isTemplateDocument(const QJsonObject &document)
{
    return document.value(QStringLiteral("format")).toString() == format;
}

Result<MonsterTemplateRecord> templateFromJson(const QJsonObject &document, const JsonContext &where)
{
    auto kind = where.requireString(document, QStringLiteral("format"));
    if (!kind)
        return kind.error();
    if (*kind != format)
        return where.child(QStringLiteral("format")).error(QStringLiteral("must be '%1'").arg(format));
    auto id = where.requireString(document, QStringLiteral("id"));
    if (!id)
        return id.error();
    auto text = where.requireString(document, QStringLiteral("text"));
    if (!text)
        return text.error();
    auto elite = where.optionalBool(document, QStringLiteral("eliteStep"), true);
    if (!elite)
        return elite.error();
    auto line = where.optionalInt(document, QStringLiteral("line"), 1, 1);
    if (!line)
        return line.error();
    // The fields are the text's: read again by the one parser, so a stored template cannot disagree with its text.
    auto record = MonsterTemplateParser::parseTemplate(text->split(QLatin1Char('\n')), *line,
                                                       where.child(QStringLiteral("text")).where());
    if (!record)
        return record.error();
    if (record->id != *id)
        return where.child(QStringLiteral("id"))
            .error(QStringLiteral("is '%1' but the text names the template '%2'").arg(*id, record->name));
    auto name = where.optionalString(document, QStringLiteral("name"), record->name);
    if (!name)
        return name.error();
    if (*name != record->name)
        return where.child(QStringLiteral("name"))
            .error(QStringLiteral("is '%1' but the text names the template '%2'").arg(*name, record->name));
    MonsterTemplateRecord result = std::move(record).value();
    result.eliteStep = *elite;
    return result;
}

QJsonObject templateSummaryJson(const MonsterTemplateRecord &record)
{
    return {{QStringLiteral("id"), record.id},
            {QStringLiteral("name"), record.name},
            {QStringLiteral("line"), record.line},
            {QStringLiteral("eliteStep"), record.eliteStep},
            {QStringLiteral("needsClass"), record.needsClass},
            {QStringLiteral("automated"), QJsonArray::fromStringList(record.automated())},
            {QStringLiteral("table"), QJsonArray::fromStringList(record.table())}};
}

} // namespace battlemat
