#include "session/herosheetcommand.h"

#include "session/tablestate.h"
#include "sheet/herocharacterjson.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace battlemat {

namespace {
const QString putType = QStringLiteral("hero.put");

// What a step stored, as its event remembers it: a digest, not the sheet again, to know later whether the sheet is
// still that one.
QString digestOf(const QJsonObject &sheet)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(QJsonDocument(sheet).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256)
            .toHex());
}
} // namespace

bool isHeroSheetType(const QString &type)
{
    return type == putType;
}

Result<std::shared_ptr<HeroSheetCommand>> HeroSheetCommand::fromJson(const QJsonObject &step, const JsonContext &where)
{
    auto heroes = where.optionalArray(step, QStringLiteral("heroes"));
    if (!heroes)
        return heroes.error();
    if (heroes->isEmpty())
        return where.child(QStringLiteral("heroes")).error(QStringLiteral("names no hero"));
    QList<QJsonObject> sheets;
    QSet<QString> ids;
    for (qsizetype i = 0; i < heroes->size(); ++i) {
        const JsonContext item = where.child(QStringLiteral("heroes")).at(i);
        if (!heroes->at(i).isObject())
            return item.error(QStringLiteral("must be a hero's sheet (the hero file format)"));
        auto hero = heroCharacterFromJson(heroes->at(i).toObject(), item);
        if (!hero)
            return hero.error();
        const QString id = hero->creature.id.trimmed();
        const JsonContext idAt = item.child(QStringLiteral("creature")).child(QStringLiteral("id"));
        // The map's tokens name their hero by this id.
        if (id.isEmpty())
            return idAt.error(QStringLiteral("a campaign's hero needs an id"));
        if (ids.contains(id))
            return idAt.error(QStringLiteral("'%1' is given twice").arg(id));
        ids.insert(id);
        sheets.append(heroCharacterToJson(*hero));
    }
    return std::shared_ptr<HeroSheetCommand>(new HeroSheetCommand(sheets));
}

std::shared_ptr<HeroSheetCommand> HeroSheetCommand::put(const QList<HeroCharacter> &heroes)
{
    QList<QJsonObject> sheets;
    for (const HeroCharacter &hero : heroes)
        sheets.append(heroCharacterToJson(hero));
    return std::shared_ptr<HeroSheetCommand>(new HeroSheetCommand(sheets));
}

QJsonObject HeroSheetCommand::toJson() const
{
    QJsonArray heroes;
    for (const QJsonObject &sheet : m_sheets)
        heroes.append(sheet);
    return QJsonObject{{QStringLiteral("type"), putType}, {QStringLiteral("heroes"), heroes}};
}

Result<QList<QJsonObject>> HeroSheetCommand::apply(TableState &state) const
{
    QJsonArray added, changed, names, before;
    QJsonObject stored;
    for (const QJsonObject &sheet : m_sheets) {
        const QJsonObject creature = sheet.value(QStringLiteral("creature")).toObject();
        const QString id = creature.value(QStringLiteral("id")).toString();
        const auto found = state.heroes.constFind(id);
        if (found != state.heroes.constEnd() && *found == sheet)
            continue;
        if (found == state.heroes.constEnd()) {
            added.append(id);
        } else {
            changed.append(id);
            before.append(*found);
        }
        names.append(creature.value(QStringLiteral("name")));
        stored.insert(id, digestOf(sheet));
        state.heroes.insert(id, sheet);
    }
    if (added.isEmpty() && changed.isEmpty())
        return Error{QStringLiteral("the campaign holds these sheets as given already: nothing changed")};
    // The event names the heroes; their sheets are the campaign's. The session undoes the step by restoring the table
    // as it was; the inverse is for a campaign opened again, whose history before the reopening is gone.
    const QJsonObject inverse{
        {QStringLiteral("heroes"), before}, {QStringLiteral("remove"), added}, {QStringLiteral("stored"), stored}};
    return QList<QJsonObject>{{{QStringLiteral("type"), putType},
                               {QStringLiteral("added"), added},
                               {QStringLiteral("changed"), changed},
                               {QStringLiteral("names"), names},
                               {QStringLiteral("inverse"), inverse}}};
}

Status undoHeroSheetEvent(TableState &state, const QJsonObject &event, const JsonContext &where)
{
    const JsonContext at = where.child(QStringLiteral("inverse"));
    if (!event.value(QStringLiteral("inverse")).isObject())
        return at.error(QStringLiteral("is missing: the step cannot be undone"));
    const QJsonObject inverse = event.value(QStringLiteral("inverse")).toObject();
    const QJsonObject stored = inverse.value(QStringLiteral("stored")).toObject();
    for (auto it = stored.constBegin(); it != stored.constEnd(); ++it) {
        const auto now = state.heroes.constFind(it.key());
        if (now == state.heroes.constEnd() || digestOf(*now) != it.value().toString())
            return at.error(QStringLiteral("'%1''s sheet was changed since").arg(it.key()));
    }
    QMap<QString, QJsonObject> heroes = state.heroes;
    const QJsonArray remove = inverse.value(QStringLiteral("remove")).toArray();
    for (qsizetype i = 0; i < remove.size(); ++i) {
        if (!stored.contains(remove.at(i).toString()))
            return at.child(QStringLiteral("remove")).at(i).error(QStringLiteral("names no sheet the step stored"));
        heroes.remove(remove.at(i).toString());
    }
    const QJsonArray before = inverse.value(QStringLiteral("heroes")).toArray();
    for (qsizetype i = 0; i < before.size(); ++i) {
        const JsonContext item = at.child(QStringLiteral("heroes")).at(i);
        auto hero = heroCharacterFromJson(before.at(i).toObject(), item);
        if (!hero)
            return hero.error();
        if (!stored.contains(hero->creature.id))
            return item.error(QStringLiteral("is no sheet the step stored"));
        heroes.insert(hero->creature.id, heroCharacterToJson(*hero));
    }
    if (remove.size() + before.size() != stored.size())
        return at.error(QStringLiteral("does not give back every sheet the step stored"));
    state.heroes = std::move(heroes);
    return success();
}

} // namespace battlemat
