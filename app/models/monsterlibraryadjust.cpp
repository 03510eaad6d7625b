// Templates and new levels in the library (MonsterLibraryModel): the engine's MonsterTemplate and MonsterRelevel make
// the block, the campaign's library stores it beside the book's.
#include "monsterlibrarymodel.h"
#include "monsterrefusaltexts.h"

#include "encounter/combatpowerjson.h"
#include "monsters/monsterrelevel.h"
#include "orcus/monsterbuilder.h"
#include "orcus/monstertables.h"
#include "orcus/statblockjson.h"
#include "session/tablesession.h"
#include "storage/campaignstore.h"

#include "encountercontroller.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace battlemat;

QList<MonsterTemplateRecord> MonsterLibraryModel::templates() const
{
    // The campaign's imported templates, and the bundled ones it does not hold (a campaign that never imported the
    // file keeps the named templates it always had).
    const TableSession *session = m_encounter ? m_encounter->session() : nullptr;
    auto available = MonsterTemplate::available(session ? session->table().templates : QMap<QString, QJsonObject>{});
    return available ? *available : MonsterTemplate::bundled();
}

QString MonsterLibraryModel::templateText(const QString &id, const QString &printed)
{
    // The book's templates by their printed names; those Battlemat ships are shown in the user's language.
    const QMap<QString, QString> known{{QStringLiteral("ghost"), tr("Ghost")},
                                       {QStringLiteral("half-fiend"), tr("Half-Fiend")},
                                       {QStringLiteral("forlorn-shade"), tr("Forlorn Shade")},
                                       {QStringLiteral("adventurer"), tr("Adventurer")}};
    return known.value(id, printed);
}

QVariantList MonsterLibraryModel::templateChoices() const
{
    QVariantList choices{QVariantMap{{QStringLiteral("value"), QStringLiteral("elite")},
                                     {QStringLiteral("text"), tr("Elite")},
                                     {QStringLiteral("needsClass"), false}},
                         QVariantMap{{QStringLiteral("value"), QStringLiteral("boss")},
                                     {QStringLiteral("text"), tr("Boss")},
                                     {QStringLiteral("needsClass"), false}}};
    for (const MonsterTemplateRecord &record : templates())
        choices.append(QVariantMap{{QStringLiteral("value"), record.id},
                                   {QStringLiteral("text"), templateText(record.id, record.name)},
                                   {QStringLiteral("needsClass"), record.needsClass}});
    return choices;
}

EncounterController *MonsterLibraryModel::encounter() const
{
    return m_encounter;
}

void MonsterLibraryModel::setEncounter(EncounterController *encounter)
{
    if (m_encounter == encounter)
        return;
    if (m_encounter)
        disconnect(m_encounter, nullptr, this, nullptr);
    m_encounter = encounter;
    // An undo or redo of a library step (or any table step) may have changed the campaign's monsters; the message
    // of the last import or template then no longer holds ("222 monsters imported" after Edit > Undo took them back).
    if (m_encounter)
        connect(m_encounter, &EncounterController::tableChanged, this, [this] {
            // Most steps (a token moved, a door opened) leave the library as it was: not read again for them.
            const TableSession *session = m_encounter ? m_encounter->session() : nullptr;
            if (session && session->table().monsters == m_seenMonsters && session->table().templates == m_seenTemplates)
                return;
            if (!m_putting)
                m_importReport.clear();
            reload();
        });
    Q_EMIT encounterChanged();
}

bool MonsterLibraryModel::put(const QList<StatBlock> &blocks, const QList<MonsterTemplateRecord> &templates)
{
    if (!m_campaign || !m_campaign->store() || !m_encounter)
        return fail(tr("Open or create a campaign first: the monster is stored in it."));
    QJsonArray monsters;
    for (const StatBlock &block : blocks)
        monsters.append(statBlockToJson(block));
    QJsonObject step{{QStringLiteral("type"), QStringLiteral("monster.put")}, {QStringLiteral("monsters"), monsters}};
    if (!templates.isEmpty()) {
        QJsonArray records;
        for (const MonsterTemplateRecord &record : templates)
            records.append(templateToJson(record));
        step.insert(QStringLiteral("templates"), records);
    }
    m_putting = true;
    const bool stored = m_encounter->execute(QString::fromUtf8(QJsonDocument(step).toJson(QJsonDocument::Compact)));
    m_putting = false;
    if (!stored)
        return fail(m_encounter->errorMessage());
    m_error.clear();
    Q_EMIT errorMessageChanged();
    reload();
    return true;
}

QString MonsterLibraryModel::store(Result<AdjustedMonster> adjusted, const QString &name)
{
    if (!adjusted) {
        fail(MonsterRefusalTexts::translate(adjusted.errorMessage()));
        return {};
    }
    AdjustedMonster made = std::move(adjusted).value();
    // The new monster named in the table's language ("Wolf (Stufe 8)", "Wolf (Geist)"); its id stays the engine's.
    if (!name.isEmpty())
        made.block.name = name;
    if (!put({made.block}))
        return {};
    // The message under the block (importReport, shown on libraryChanged); the block itself shows the new numbers.
    m_importReport = made.changes.isEmpty() ? tr("%1 is in the campaign's library.").arg(made.block.name)
                                            : tr("%1 is in the campaign's library: %2")
                                                  .arg(made.block.name, MonsterRefusalTexts::translate(made.changes));
    Q_EMIT libraryChanged();
    return made.block.id;
}

QString MonsterLibraryModel::applyTemplate(const QString &id, const QString &templateName)
{
    const StatBlock *block = monster(id);
    if (!block) {
        fail(tr("The library has no monster '%1'").arg(id));
        return {};
    }
    // The template as the list names it: "Elite", "Boss", "Geist".
    QString shown = templateName;
    for (const QVariant &choice : templateChoices()) {
        if (choice.toMap().value(QStringLiteral("value")).toString() == templateName.trimmed().toLower())
            shown = choice.toMap().value(QStringLiteral("text")).toString();
    }
    return store(MonsterTemplate::apply(*block, templateName, templates()), tr("%1 (%2)").arg(block->name, shown));
}

QString MonsterLibraryModel::relevel(const QString &id, int level)
{
    const StatBlock *block = monster(id);
    if (!block) {
        fail(tr("The library has no monster '%1'").arg(id));
        return {};
    }
    const auto &tables = MonsterTables::standard();
    if (!tables) {
        fail(tables.errorMessage());
        return {};
    }
    return store(MonsterRelevel(*tables).apply(*block, level), tr("%1 (level %2)").arg(block->name).arg(level));
}

// An id the library does not hold yet: "crypt-warden", "crypt-warden-2", ...
static QString freeId(const MonsterLibraryModel &library, const QString &wanted)
{
    QString id = wanted;
    for (int n = 2; library.monster(id); ++n)
        id = QStringLiteral("%1-%2").arg(wanted).arg(n);
    return id;
}

QString MonsterLibraryModel::create(const QString &name, int level, const QString &role, const QString &rank)
{
    const auto roleValue = monsterRoleFromName(role);
    const auto rankValue = monsterRankFromName(rank);
    if (!roleValue || !rankValue) {
        fail(tr("Choose a role and a rank for the new monster."));
        return {};
    }
    const auto &tables = MonsterTables::standard();
    if (!tables) {
        fail(tables.errorMessage());
        return {};
    }
    MonsterRequest request;
    request.level = level;
    request.role = *roleValue;
    request.rank = *rankValue;
    request.name = name.trimmed();
    if (!request.name.isEmpty())
        request.id = encounterPowerId(request.name); // the same slug as power ids: "Crypt Warden" -> "crypt-warden"
    auto built = MonsterBuilder(*tables).build(request);
    if (!built)
        return store(built.error());
    StatBlock block = *built;
    block.id = freeId(*this, block.id);
    return store(AdjustedMonster{block, {}});
}

QString MonsterLibraryModel::duplicate(const QString &id)
{
    const StatBlock *block = monster(id);
    if (!block) {
        fail(tr("The library has no monster '%1'").arg(id));
        return {};
    }
    StatBlock copy = *block;
    copy.id = freeId(*this, block->id + QStringLiteral("-copy"));
    copy.name = tr("%1 (copy)").arg(block->name);
    return store(AdjustedMonster{copy, {}});
}
