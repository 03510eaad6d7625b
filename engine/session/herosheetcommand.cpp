#include "session/herosheetcommand.h"

#include "session/tablestate.h"
#include "sheet/herocharacterjson.h"

#include <QJsonArray>
#include <QSet>

namespace battlemat {

namespace {
const QString putType = QStringLiteral("hero.put");
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
    QJsonArray added, changed, names;
    for (const QJsonObject &sheet : m_sheets) {
        const QJsonObject creature = sheet.value(QStringLiteral("creature")).toObject();
        const QString id = creature.value(QStringLiteral("id")).toString();
        const auto found = state.heroes.constFind(id);
        if (found != state.heroes.constEnd() && *found == sheet)
            continue;
        (found == state.heroes.constEnd() ? added : changed).append(id);
        names.append(creature.value(QStringLiteral("name")));
        state.heroes.insert(id, sheet);
    }
    if (added.isEmpty() && changed.isEmpty())
        return Error{QStringLiteral("the campaign holds these sheets as given already: nothing changed")};
    // The event names the heroes; their sheets are the campaign's (the step's undo restores them).
    return QList<QJsonObject>{{{QStringLiteral("type"), putType},
                               {QStringLiteral("added"), added},
                               {QStringLiteral("changed"), changed},
                               {QStringLiteral("names"), names}}};
}

} // namespace battlemat
