#include "rulesets/fivetorchessheets.h"

#include "fivetorches/ftdcharacter.h"
#include "fivetorches/ftdmonster.h"
#include "fivetorches/ftdtables.h"
#include "rulesets/fivetorchesfightrules.h"
#include "storage/entitydocument.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace battlemat::FtdSheets {

namespace {

const QString monsterFormat = QStringLiteral("battlemat-ftd-monster");
const QString moduleType = QStringLiteral("fiveTorchesDeep.sheetUpdated");

// The changes of one sheet during writeBack, gathered so each sheet gets one event.
struct Pending
{
    QJsonObject sheet;
    QJsonObject changes;
};

Pending &pendingFor(QMap<QString, Pending> &pending, const Stored &stored)
{
    if (!pending.contains(stored.id))
        pending.insert(stored.id, {stored.sheet, {}});
    return pending[stored.id];
}

void setIfChanged(Pending &p, const QString &field, const QJsonValue &value)
{
    if (p.sheet.value(field) == value)
        return;
    p.sheet.insert(field, value);
    p.changes.insert(field, value);
}

void loseAbility(Pending &p, const QString &ability, int amount)
{
    QJsonObject abilities = p.sheet.value(QStringLiteral("abilities")).toObject();
    if (!abilities.contains(ability) || amount <= 0)
        return;
    const int score = std::max(0, abilities.value(ability).toInt() - amount);
    abilities.insert(ability, score);
    p.sheet.insert(QStringLiteral("abilities"), abilities);
    p.changes.insert(ability, score);
}

} // namespace

bool Stored::monster() const
{
    return sheet.value(QStringLiteral("format")).toString() == monsterFormat;
}

QList<Stored> list(const QJsonObject &moduleState)
{
    QList<Stored> stored;
    for (const QJsonValue &value : moduleState.value(key).toArray()) {
        const QJsonObject entry = value.toObject();
        stored.append({entry.value(QStringLiteral("id")).toString(), entry.value(QStringLiteral("sheet")).toObject()});
    }
    return stored;
}

std::optional<Stored> find(const QJsonObject &moduleState, const QString &id)
{
    for (const Stored &stored : list(moduleState)) {
        if (stored.id == id)
            return stored;
    }
    return std::nullopt;
}

std::optional<Stored> findCharacter(const QJsonObject &moduleState, const QString &nameOrId)
{
    for (const Stored &stored : list(moduleState)) {
        if (!stored.monster() && (stored.name() == nameOrId || stored.id == nameOrId))
            return stored;
    }
    return std::nullopt;
}

std::optional<Stored> forToken(const QJsonObject &moduleState, const QString &tokenId, const QString &character,
                               const QString &name)
{
    if (!character.isEmpty()) {
        if (auto stored = find(moduleState, character))
            return stored;
    }
    if (auto stored = find(moduleState, tokenId))
        return stored;
    for (const Stored &stored : list(moduleState)) {
        if (!name.isEmpty() && stored.name() == name)
            return stored;
    }
    return std::nullopt;
}

Status check(const QJsonObject &sheet, const JsonContext &where)
{
    const auto &tables = ftd::FtdTables::standard();
    if (!tables)
        return tables.error();
    if (sheet.value(QStringLiteral("format")).toString() == monsterFormat) {
        auto monster = ftd::FtdMonster::fromJson(sheet, where, *tables);
        return monster ? success() : Status(monster.error());
    }
    auto character = ftd::FtdCharacter::fromJson(sheet, where, *tables);
    return character ? success() : Status(character.error());
}

QString freeId(const QJsonObject &moduleState, const QString &name)
{
    const QString base = idFromName(name, EntityKind::Character);
    QString id = base;
    for (int n = 2; find(moduleState, id); ++n)
        id = QStringLiteral("%1-%2").arg(base).arg(n);
    return id;
}

void put(QJsonObject &moduleState, const QString &id, const QJsonObject &sheet)
{
    QJsonArray sheets = moduleState.value(key).toArray();
    const QJsonObject entry{{QStringLiteral("id"), id}, {QStringLiteral("sheet"), sheet}};
    for (qsizetype i = 0; i < sheets.size(); ++i) {
        if (sheets.at(i).toObject().value(QStringLiteral("id")).toString() == id) {
            sheets.replace(i, entry);
            moduleState.insert(key, sheets);
            return;
        }
    }
    sheets.append(entry);
    moduleState.insert(key, sheets);
}

bool remove(QJsonObject &moduleState, const QString &id)
{
    QJsonArray sheets = moduleState.value(key).toArray();
    for (qsizetype i = 0; i < sheets.size(); ++i) {
        if (sheets.at(i).toObject().value(QStringLiteral("id")).toString() == id) {
            sheets.removeAt(i);
            moduleState.insert(key, sheets);
            return true;
        }
    }
    return false;
}

QList<QJsonObject> writeBack(const QJsonObject &before, QJsonObject &moduleState, const QList<QJsonObject> &events)
{
    if (list(moduleState).isEmpty())
        return {};
    QMap<QString, Pending> pending;
    const auto fight = fightOf(moduleState);
    const auto fightBefore = fightOf(before);
    // A PC's hit points when the step changed them (a monster's stat block keeps its own: it is a kind of creature).
    if (fight) {
        for (const ftd::FtdFighter &f : fight->fighters) {
            const auto stored = f.sheet.isEmpty() ? std::nullopt : find(moduleState, f.sheet);
            const ftd::FtdFighter *was = fightBefore ? fightBefore->fighter(f.id) : nullptr;
            if (stored && !stored->monster() && was && was->hitPoints != f.hitPoints)
                setIfChanged(pendingFor(pending, *stored), QStringLiteral("hitPoints"), f.hitPoints);
        }
    }
    static const QRegularExpression abilityDamage(QStringLiteral("^(STR|DEX|CON|INT|WIS|CHA) -(\\d+)$"));
    for (const QJsonObject &event : events) {
        const QString type = event.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("fiveTorchesDeep.stabilized") && fight) {
            // "Stabilizing & Injuries": an ability loss of the injury table is the sheet's for good.
            const QJsonObject injury = event.value(QStringLiteral("injury")).toObject();
            const ftd::FtdFighter *f = fight->fighter(event.value(QStringLiteral("target")).toString());
            const auto stored = f && !f->sheet.isEmpty() ? find(moduleState, f->sheet) : std::nullopt;
            if (stored && injury.value(QStringLiteral("kind")).toString() == QLatin1String("ability-loss"))
                loseAbility(pendingFor(pending, *stored), injury.value(QStringLiteral("ability")).toString(),
                            injury.value(QStringLiteral("amount")).toInt());
        } else if (type == QLatin1String("fiveTorchesDeep.corruption") ||
                   type == QLatin1String("fiveTorchesDeep.injured")) {
            const auto stored = findCharacter(moduleState, event.value(QStringLiteral("pc")).toString());
            if (!stored)
                continue;
            if (type == QLatin1String("fiveTorchesDeep.injured")) {
                loseAbility(pendingFor(pending, *stored), event.value(QStringLiteral("ability")).toString(),
                            event.value(QStringLiteral("loss")).toInt());
                continue;
            }
            const QString effect = event.value(QStringLiteral("effect")).toString();
            if (const auto match = abilityDamage.match(effect); match.hasMatch())
                loseAbility(pendingFor(pending, *stored), match.captured(1), match.captured(2).toInt());
            else if (effect == QLatin1String("exhaustion"))
                setIfChanged(pendingFor(pending, *stored), QStringLiteral("exhausted"), true);
        }
    }
    // "Resilience & Exhaustion": the hours each member has adventured and their exhaustion, as the step changed them
    // (a rest, a failed resilience check), so a corruption's exhaustion is not undone by an hour passing.
    QMap<QString, QJsonObject> membersBefore;
    for (const QJsonValue &value :
         before.value(QStringLiteral("expedition")).toObject().value(QStringLiteral("party")).toArray())
        membersBefore.insert(value.toObject().value(QStringLiteral("name")).toString(), value.toObject());
    for (const QJsonValue &value :
         moduleState.value(QStringLiteral("expedition")).toObject().value(QStringLiteral("party")).toArray()) {
        const QJsonObject member = value.toObject();
        const QString name = member.value(QStringLiteral("name")).toString();
        const auto stored = findCharacter(moduleState, name);
        if (!stored)
            continue;
        const QJsonObject was = membersBefore.value(name);
        for (const QString field : {QStringLiteral("hoursAdventured"), QStringLiteral("exhausted")}) {
            if (!was.isEmpty() && was.value(field) != member.value(field))
                setIfChanged(pendingFor(pending, *stored), field, member.value(field));
        }
    }
    QList<QJsonObject> updates;
    for (auto it = pending.cbegin(); it != pending.cend(); ++it) {
        if (it->changes.isEmpty())
            continue;
        put(moduleState, it.key(), it->sheet);
        updates.append({{QStringLiteral("type"), moduleType},
                        {QStringLiteral("id"), it.key()},
                        {QStringLiteral("name"), it->sheet.value(QStringLiteral("name")).toString()},
                        {QStringLiteral("changes"), it->changes}});
    }
    return updates;
}

} // namespace battlemat::FtdSheets
