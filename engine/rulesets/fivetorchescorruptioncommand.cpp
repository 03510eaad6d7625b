#include "rulesets/fivetorchescorruptioncommand.h"

#include "dice/seededdiesource.h"
#include "rulesets/fivetorchesruleset.h"

#include <QJsonArray>

namespace battlemat {

namespace {

const QString afflictionsKey = QStringLiteral("afflictions");

QJsonObject eventJson(const QString &pc, const ftd::Corruption &corruption, const ftd::CorruptionEvent &event)
{
    QJsonArray faces;
    for (int face : event.check.roll.faces)
        faces.append(face);
    QJsonArray dice;
    for (int die : event.dice)
        dice.append(die);
    QJsonObject object{{QStringLiteral("type"), FiveTorchesRuleset::moduleId() + QStringLiteral(".corruption")},
                       {QStringLiteral("pc"), pc},
                       {QStringLiteral("name"), corruption.name},
                       {QStringLiteral("kind"), corruption.kind},
                       {QStringLiteral("hour"), event.hour},
                       {QStringLiteral("faces"), faces},
                       {QStringLiteral("natural"), event.check.roll.natural},
                       {QStringLiteral("modifier"), event.check.modifier},
                       {QStringLiteral("total"), event.check.total},
                       {QStringLiteral("dc"), event.check.dc},
                       {QStringLiteral("success"), event.check.success()},
                       {QStringLiteral("stage"), event.stage},
                       {QStringLiteral("effect"), event.effect}};
    if (!dice.isEmpty())
        object.insert(QStringLiteral("dice"), dice);
    return object;
}

} // namespace

QString FiveTorchesCorruptionCommand::type()
{
    return FiveTorchesRuleset::moduleId() + QStringLiteral(".expose");
}

Result<std::shared_ptr<const FiveTorchesCorruptionCommand>>
FiveTorchesCorruptionCommand::fromJson(const QJsonObject &step, const JsonContext &where)
{
    auto command = std::make_shared<FiveTorchesCorruptionCommand>();
    command->m_step = step;
    auto pc = where.requireString(step, QStringLiteral("pc"));
    if (!pc)
        return pc.error();
    if (pc->trimmed().isEmpty())
        return where.child(QStringLiteral("pc")).error(QStringLiteral("must not be empty"));
    command->m_pc = *pc;
    if (step.contains(QStringLiteral("abilities"))) {
        auto object = where.requireObject(step, QStringLiteral("abilities"));
        if (!object)
            return object.error();
        auto abilities = ftd::AbilityScores::fromJson(*object, where.child(QStringLiteral("abilities")));
        if (!abilities)
            return abilities.error();
        command->m_abilities = *abilities;
    }
    auto corruption = where.requireObject(step, QStringLiteral("corruption"));
    if (!corruption)
        return corruption.error();
    auto read = ftd::Corruption::fromJson(*corruption, where.child(QStringLiteral("corruption")));
    if (!read)
        return read.error();
    command->m_corruption = *read;
    return std::shared_ptr<const FiveTorchesCorruptionCommand>(command);
}

Result<QList<QJsonObject>> FiveTorchesCorruptionCommand::apply(TableState &state) const
{
    const QString id = FiveTorchesRuleset::moduleId();
    if (!state.modules.contains(id))
        return Error{QStringLiteral("Five Torches Deep is not the campaign's ruleset")};
    QJsonObject moduleState = state.modules.value(id);
    const JsonContext where(QStringLiteral("the Five Torches Deep state"));
    auto dice = SeededDieSource::fromJson(moduleState.value(QStringLiteral("dice")).toObject(),
                                          where.child(QStringLiteral("dice")));
    if (!dice)
        return dice.error();
    SeededDieSource roller = *dice;
    QJsonArray courses = moduleState.value(afflictionsKey).toArray();

    // The PC's scores: those given, else the ones an earlier course left (a CON already lowered stays lowered).
    std::optional<ftd::AbilityScores> abilities = m_abilities;
    for (qsizetype i = courses.size() - 1; i >= 0 && !abilities; --i) {
        const QJsonObject course = courses.at(i).toObject();
        if (course.value(QStringLiteral("pc")).toString() != m_pc)
            continue;
        auto kept = ftd::AbilityScores::fromJson(course.value(QStringLiteral("abilities")).toObject(),
                                                 where.child(afflictionsKey).at(i));
        if (!kept)
            return kept.error();
        abilities = *kept;
    }
    if (!abilities)
        return Error{
            QStringLiteral("give %1's ability scores (\"abilities\"): no earlier corruption kept them").arg(m_pc)};
    for (const QJsonValue &value : std::as_const(courses)) {
        const QJsonObject course = value.toObject();
        const QJsonObject affliction = course.value(QStringLiteral("course")).toObject();
        if (course.value(QStringLiteral("pc")).toString() == m_pc &&
            affliction.value(QStringLiteral("active")).toBool() &&
            affliction.value(QStringLiteral("corruption")).toObject().value(QStringLiteral("name")).toString() ==
                m_corruption.name)
            return Error{QStringLiteral("%1 already suffers from %2").arg(m_pc, m_corruption.name)};
    }

    QList<ftd::CorruptionEvent> happened;
    ftd::AbilityScores scores = *abilities;
    auto affliction = ftd::Affliction::expose(m_corruption, scores, roller, &happened);
    if (!affliction)
        return affliction.error();
    QList<QJsonObject> events;
    for (const ftd::CorruptionEvent &event : std::as_const(happened))
        events.append(eventJson(m_pc, m_corruption, event));
    // Every later course of this PC reads the scores the newest one left: keep them on all of the PC's courses.
    for (qsizetype i = 0; i < courses.size(); ++i) {
        QJsonObject course = courses.at(i).toObject();
        if (course.value(QStringLiteral("pc")).toString() == m_pc) {
            course.insert(QStringLiteral("abilities"), scores.toJson());
            courses.replace(i, course);
        }
    }
    courses.append(QJsonObject{{QStringLiteral("pc"), m_pc},
                               {QStringLiteral("abilities"), scores.toJson()},
                               {QStringLiteral("course"), affliction->toJson()}});
    moduleState.insert(afflictionsKey, courses);
    moduleState.insert(QStringLiteral("dice"), roller.toJson());
    state.modules.insert(id, moduleState);
    return events;
}

Result<QList<QJsonObject>> FiveTorchesCorruptionCommand::advanceAfflictions(QJsonObject &moduleState, int hours,
                                                                            DieSource &dice)
{
    QJsonArray courses = moduleState.value(afflictionsKey).toArray();
    const JsonContext where(QStringLiteral("the Five Torches Deep state"));
    QList<QJsonObject> events;
    for (qsizetype i = 0; i < courses.size(); ++i) {
        QJsonObject course = courses.at(i).toObject();
        const JsonContext here = where.child(afflictionsKey).at(i);
        auto affliction = ftd::Affliction::fromJson(course.value(QStringLiteral("course")).toObject(),
                                                    here.child(QStringLiteral("course")));
        if (!affliction)
            return affliction.error();
        if (!affliction->active())
            continue;
        auto abilities = ftd::AbilityScores::fromJson(course.value(QStringLiteral("abilities")).toObject(),
                                                      here.child(QStringLiteral("abilities")));
        if (!abilities)
            return abilities.error();
        const QString pc = course.value(QStringLiteral("pc")).toString();
        QList<ftd::CorruptionEvent> happened;
        ftd::Affliction running = *affliction;
        ftd::AbilityScores scores = *abilities;
        auto advanced = running.advance(hours, scores, dice, &happened);
        if (!advanced)
            return advanced.error();
        for (const ftd::CorruptionEvent &event : std::as_const(happened))
            events.append(eventJson(pc, running.corruption(), event));
        course.insert(QStringLiteral("course"), running.toJson());
        courses.replace(i, course);
        // The same PC's other courses see the damage this one did.
        for (qsizetype j = 0; j < courses.size(); ++j) {
            QJsonObject other = courses.at(j).toObject();
            if (other.value(QStringLiteral("pc")).toString() == pc) {
                other.insert(QStringLiteral("abilities"), scores.toJson());
                courses.replace(j, other);
            }
        }
    }
    moduleState.insert(afflictionsKey, courses);
    return events;
}

} // namespace battlemat
