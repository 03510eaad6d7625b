#include "monstereditor.h"

#include "monsterfieldtexts.h"
#include "monsterlibrarymodel.h"
#include "monsterrefusaltexts.h"
#include "powerchoices.h"

#include "monsters/monsterfields.h"
#include "monsters/monsterrelevel.h"
#include "orcus/monsterbuilder.h"
#include "orcus/monstertables.h"

#include <QRegularExpression>

using namespace battlemat;

MonsterEditor::MonsterEditor(QObject *parent)
    : QObject(parent)
{}

MonsterLibraryModel *MonsterEditor::library() const
{
    return m_library;
}

void MonsterEditor::setLibrary(MonsterLibraryModel *library)
{
    if (m_library == library)
        return;
    m_library = library;
    Q_EMIT libraryChanged();
    setMonsterId(std::exchange(m_id, QString()));
}

void MonsterEditor::setMonsterId(const QString &id)
{
    m_id = id;
    const StatBlock *block = m_library ? m_library->monster(id) : nullptr;
    m_working = block ? *block : StatBlock{};
    m_edits.clear();
    setMessage({}, {}, {});
    Q_EMIT monsterChanged();
    Q_EMIT fieldsChanged();
}

QString MonsterEditor::labelOf(const QString &key)
{
    static const QRegularExpression powerKey(QStringLiteral("^power\\.(\\d+)\\.([a-z]+)$"));
    if (const auto match = powerKey.match(key); match.hasMatch()) {
        const QString field = match.captured(2);
        const QString what = field == QLatin1String("name")       ? tr("Name")
                             : field == QLatin1String("action")   ? tr("Action")
                             : field == QLatin1String("attack")   ? tr("Attack")
                             : field == QLatin1String("damage")   ? tr("Damage")
                             : field == QLatin1String("range")    ? tr("Range or area")
                             : field == QLatin1String("recharge") ? tr("Recharge")
                                                                  : field;
        return tr("Power %1 %2").arg(match.captured(1).toInt() + 1).arg(what);
    }
    static const QHash<QString, const char *> labels{
        {QStringLiteral("name"), QT_TR_NOOP("Name")},
        {QStringLiteral("level"), QT_TR_NOOP("Level")},
        {QStringLiteral("role"), QT_TR_NOOP("Role")},
        {QStringLiteral("leader"), QT_TR_NOOP("Leader")},
        {QStringLiteral("rank"), QT_TR_NOOP("Rank")},
        {QStringLiteral("xp"), QT_TR_NOOP("XP")},
        {QStringLiteral("hp"), QT_TR_NOOP("Hit points")},
        {QStringLiteral("initiative"), QT_TR_NOOP("Initiative")},
        {QStringLiteral("speed"), QT_TR_NOOP("Speed")},
        {QStringLiteral("movement"), QT_TR_NOOP("Movement modes")},
        {QStringLiteral("ac"), QT_TR_NOOP("Armor Class")},
        {QStringLiteral("fortitude"), QT_TR_NOOP("Fortitude")},
        {QStringLiteral("reflex"), QT_TR_NOOP("Reflex")},
        {QStringLiteral("will"), QT_TR_NOOP("Will")},
        {QStringLiteral("strength"), QT_TR_NOOP("Strength")},
        {QStringLiteral("constitution"), QT_TR_NOOP("Constitution")},
        {QStringLiteral("dexterity"), QT_TR_NOOP("Dexterity")},
        {QStringLiteral("intelligence"), QT_TR_NOOP("Intelligence")},
        {QStringLiteral("wisdom"), QT_TR_NOOP("Wisdom")},
        {QStringLiteral("charisma"), QT_TR_NOOP("Charisma")},
        {QStringLiteral("attackVsAc"), QT_TR_NOOP("Attack vs AC")},
        {QStringLiteral("attackVsOther"), QT_TR_NOOP("Attack vs other defenses")},
        {QStringLiteral("resist"), QT_TR_NOOP("Resistances")},
        {QStringLiteral("vulnerable"), QT_TR_NOOP("Vulnerabilities")},
        {QStringLiteral("immune"), QT_TR_NOOP("Immunities")},
        {QStringLiteral("actionPoints"), QT_TR_NOOP("Action points")},
        {QStringLiteral("saves"), QT_TR_NOOP("Saving throw bonus")},
    };
    const auto found = labels.constFind(key);
    return found == labels.constEnd() ? key : tr(*found);
}

QVariantList MonsterEditor::choicesOf(const QString &key)
{
    // The fields whose words the engine reads from a closed list: chosen, named in the table's language, so what a
    // person picks is what the field applies ("striker", "yes", "encounter").
    auto choice = [](const QString &id, const QString &name) {
        return QVariantMap{{QStringLiteral("id"), id}, {QStringLiteral("name"), name}};
    };
    QVariantList choices;
    if (key == QLatin1String("role")) {
        for (MonsterRole role : allMonsterRoles) {
            StatBlock block;
            block.monster.role = role;
            choices.append(choice(monsterRoleName(role), MonsterLibraryModel::roleText(block)));
        }
    } else if (key == QLatin1String("rank")) {
        for (MonsterRank rank : allMonsterRanks)
            choices.append(choice(monsterRankName(rank), MonsterLibraryModel::rankText(rank)));
    } else if (key == QLatin1String("leader")) {
        choices = {choice(QStringLiteral("no"), tr("no")), choice(QStringLiteral("yes"), tr("yes"))};
    } else if (key.endsWith(QLatin1String(".action"))) {
        choices = PowerChoices::all().value(QStringLiteral("action")).toList(); // the sheet's lists: one place
    } else if (key.endsWith(QLatin1String(".recharge"))) {
        choices = PowerChoices::all().value(QStringLiteral("recharge")).toList();
    }
    return choices;
}

QVariantMap MonsterEditor::fieldView(const QString &key, const QString &shown) const
{
    return {{QStringLiteral("key"), key},
            {QStringLiteral("label"), labelOf(key)},
            {QStringLiteral("value"), value(key, MonsterFieldTexts::shown(key, shown))},
            {QStringLiteral("choices"), choicesOf(key)}};
}

QString MonsterEditor::value(const QString &key, const QString &shown) const
{
    for (const auto &[edited, text] : m_edits) {
        if (edited == key)
            return text;
    }
    return shown;
}

QVariantList MonsterEditor::fields() const
{
    QVariantList list;
    if (!m_working.isMonster())
        return list;
    for (const MonsterField &field : MonsterFields::of(m_working)) {
        if (field.key.startsWith(QLatin1String("power.")))
            continue;
        list.append(fieldView(field.key, field.value));
    }
    return list;
}

QVariantList MonsterEditor::powers() const
{
    QVariantList list;
    if (!m_working.isMonster())
        return list;
    const QList<MonsterField> all = MonsterFields::of(m_working);
    for (qsizetype p = 0; p < m_working.powers.size(); ++p) {
        QVariantList fields;
        const QString prefix = QStringLiteral("power.%1.").arg(p);
        for (const MonsterField &field : all) {
            if (!field.key.startsWith(prefix))
                continue;
            fields.append(fieldView(field.key, field.value));
        }
        list.append(
            QVariantMap{{QStringLiteral("number"), int(p) + 1},
                        {QStringLiteral("title"), tr("Power %1: %2").arg(p + 1).arg(m_working.powers.at(p).name)},
                        {QStringLiteral("fields"), fields}});
    }
    return list;
}

void MonsterEditor::setValue(const QString &key, const QString &value)
{
    // The text now in the field replaces what was typed before (a refused "x" corrected to "19").
    m_edits.removeIf([&](const QPair<QString, QString> &edit) { return edit.first == key; });
    m_edits.append({key, value});
}

void MonsterEditor::setMessage(const QString &error, const QString &key, const QString &changes)
{
    m_error = error;
    m_errorKey = key;
    m_changes = changes;
    Q_EMIT messageChanged();
}

bool MonsterEditor::applyEdits()
{
    if (!m_working.isMonster()) {
        setMessage(tr("The library has no monster '%1'").arg(m_id), {}, {});
        return false;
    }
    // Typed in the table's language ("+6 gegen RK"), read in the engine's ("+6 vs AC"); a refusal quotes the typing.
    QList<QPair<QString, QString>> edits;
    QHash<QString, QString> typed;
    for (const auto &[key, text] : std::as_const(m_edits)) {
        const QString engine = MonsterFieldTexts::engineText(key, text);
        edits.append({key, engine});
        if (engine == text)
            continue;
        typed.insert(engine.trimmed(), text.trimmed());
        // A list's items too ("Fliegen 40" for "fly 40"): the engine's refusal names the item.
        const QStringList engineItems = engine.split(QLatin1Char(','));
        const QStringList typedItems = text.split(QLatin1Char(','));
        for (qsizetype i = 0; engineItems.size() == typedItems.size() && i < engineItems.size(); ++i)
            typed.insert(engineItems.at(i).trimmed().toLower(), typedItems.at(i).trimmed());
    }
    MonsterFieldError error;
    auto edited = MonsterFields::apply(m_working, edits, &error);
    if (!edited) {
        setMessage(tr("Not saved: %1: %2").arg(labelOf(error.key), MonsterRefusalTexts::translate(error.reason, typed)),
                   error.key, {});
        return false;
    }
    m_working = *edited;
    m_edits.clear();
    return true;
}

bool MonsterEditor::fillFromTables()
{
    if (!applyEdits())
        return false;
    const auto &tables = MonsterTables::standard();
    if (!tables) {
        setMessage(tables.errorMessage(), {}, {});
        return false;
    }
    QStringList changes;
    auto filled = MonsterFields::tableNumbers(m_working, *tables, &changes);
    if (!filled) {
        setMessage(tr("The tables give levels 1 to 30 only."), QStringLiteral("level"), {});
        return false;
    }
    m_working = *filled;
    setMessage({}, {},
               changes.isEmpty() ? tr("The numbers are the tables' already.")
                                 : MonsterRefusalTexts::translate(changes));
    Q_EMIT fieldsChanged();
    return true;
}

bool MonsterEditor::addPower()
{
    if (!applyEdits())
        return false;
    const auto &tables = MonsterTables::standard();
    if (!tables) {
        setMessage(tables.errorMessage(), {}, {});
        return false;
    }
    MonsterRequest request;
    request.level = m_working.level;
    request.role = m_working.monster.role;
    request.rank = m_working.monster.rank;
    auto built = MonsterBuilder(*tables).build(request);
    if (!built || built->powers.isEmpty()) {
        setMessage(tr("The tables give levels 1 to 30 only."), QStringLiteral("level"), {});
        return false;
    }
    Power power = built->powers.constFirst();
    power.basic = false;
    power.name = tr("New power");
    m_working.powers.append(power);
    setMessage(
        {}, {},
        tr("%1: the tables' attack and at-will damage for its level; name it and change its numbers.").arg(power.name));
    Q_EMIT fieldsChanged();
    return true;
}

bool MonsterEditor::relevel(int level)
{
    if (!applyEdits())
        return false;
    const auto &tables = MonsterTables::standard();
    if (!tables) {
        setMessage(tables.errorMessage(), {}, {});
        return false;
    }
    auto moved = MonsterRelevel(*tables).apply(m_working, level);
    if (!moved) {
        setMessage(tr("Not re-levelled: %1").arg(MonsterRefusalTexts::translate(moved.errorMessage())),
                   QStringLiteral("level"), {});
        return false;
    }
    // Edited in place: the monster keeps its id and name (the library's Re-level makes a new one beside it).
    StatBlock block = moved->block;
    block.id = m_working.id;
    block.name = m_working.name;
    m_working = block;
    setMessage({}, {}, MonsterRefusalTexts::translate(moved->changes));
    Q_EMIT fieldsChanged();
    return true;
}

bool MonsterEditor::save()
{
    if (!applyEdits()) {
        Q_EMIT fieldsChanged();
        return false;
    }
    if (!m_library) {
        setMessage(tr("No monster library is open."), {}, {});
        return false;
    }
    if (!m_library->put({m_working})) {
        setMessage(m_library->errorMessage(), {}, {});
        return false;
    }
    setMessage({}, {}, {});
    Q_EMIT saved(m_working.id);
    return true;
}
