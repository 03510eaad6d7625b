#include "encounterbuilder.h"

#include "campaigncontroller.h"
#include "encounterprinter.h"
#include "monsterlibrarymodel.h"
#include "monsters/encounterbudget.h"
#include "monsters/preparedencounter.h"
#include "orcus/monstertables.h"
#include "orcus/statblockjson.h"
#include "rulesets/orcusruleset.h"
#include "session/tablesession.h"
#include "storage/campaignstore.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QUrl>

#include <cmath>

using namespace battlemat;

EncounterBuilder::EncounterBuilder(QObject *parent)
    : QAbstractListModel(parent)
{
    // Every change of the monsters is a budget change, and may make the encounter startable or not.
    connect(this, &EncounterBuilder::budgetChanged, this, &EncounterBuilder::readinessChanged);
}

int EncounterBuilder::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant EncounterBuilder::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Entry &entry = m_entries.at(index.row());
    const StatBlock *block = m_library ? m_library->monster(entry.id) : nullptr;
    switch (role) {
    case IdRole:
        return entry.id;
    case Qt::DisplayRole:
    case NameRole:
        return block ? block->name : entry.id;
    case LevelRole:
        return block ? block->level : 0;
    case CountRole:
        return entry.count;
    case GroupRole:
        return entry.initiativeGroup;
    case XpRole:
        return block ? entry.count * block->monster.xp : 0;
    }
    return {};
}

QHash<int, QByteArray> EncounterBuilder::roleNames() const
{
    return {{IdRole, "monsterId"}, {NameRole, "name"}, {LevelRole, "level"},
            {CountRole, "count"},  {XpRole, "xp"},     {GroupRole, "initiativeGroup"}};
}

void EncounterBuilder::setLibrary(MonsterLibraryModel *library)
{
    if (m_library == library)
        return;
    beginResetModel();
    m_library = library;
    endResetModel();
    Q_EMIT libraryChanged();
    Q_EMIT budgetChanged();
}

void EncounterBuilder::setCampaign(CampaignController *campaign)
{
    if (m_campaign == campaign)
        return;
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (m_campaign) {
        connect(m_campaign, &CampaignController::campaignChanged, this, &EncounterBuilder::preparedChanged);
        connect(m_campaign, &CampaignController::heroesChanged, this, &EncounterBuilder::followCampaignParty);
    }
    followCampaignParty();
    Q_EMIT campaignChanged();
    Q_EMIT preparedChanged();
}

void EncounterBuilder::setPartySize(int size)
{
    size = std::clamp(size, 1, 20);
    if (m_partySize == size)
        return;
    m_partySize = size;
    m_partyChosen = m_partyChosen || !m_adoptingParty;
    Q_EMIT budgetChanged();
}

void EncounterBuilder::setPartyLevel(int level)
{
    level = std::clamp(level, minCreatureLevel, maxCreatureLevel);
    if (m_partyLevel == level)
        return;
    m_partyLevel = level;
    m_partyChosen = m_partyChosen || !m_adoptingParty;
    Q_EMIT budgetChanged();
}

EncounterGrades EncounterBuilder::campaignGrades() const
{
    const TableSession *session = m_encounter ? m_encounter->session() : nullptr;
    return session ? orcusSettingsOf(session->table().rules).encounterGrades : EncounterGrades{};
}

// The standard tables are embedded; without them no monster could be read, so the budget is then simply unknown.
std::optional<EncounterBudget> EncounterBuilder::budgetOf() const
{
    const auto &tables = MonsterTables::standard();
    if (!tables)
        return std::nullopt;
    return EncounterBudget(*tables, m_partySize, m_partyLevel, campaignGrades());
}

int EncounterBuilder::budget() const
{
    const auto budget = budgetOf();
    return budget ? budget->budget() : 0;
}

int EncounterBuilder::total() const
{
    int sum = 0;
    for (const Entry &entry : m_entries) {
        const StatBlock *block = m_library ? m_library->monster(entry.id) : nullptr;
        sum += block ? entry.count * block->monster.xp : 0;
    }
    return sum;
}

QString EncounterBuilder::difficulty() const
{
    auto budget = budgetOf();
    if (!budget || !m_library)
        return {};
    for (const Entry &entry : m_entries) {
        if (const StatBlock *block = m_library->monster(entry.id))
            budget->add(*block, entry.count);
    }
    const QString grade = budget->difficulty();
    if (grade == QLatin1String("easy"))
        return tr("easy");
    if (grade == QLatin1String("standard"))
        return tr("standard");
    if (grade == QLatin1String("hard"))
        return tr("hard");
    if (grade == QLatin1String("deadly"))
        return tr("deadly");
    if (grade == QLatin1String("beyond deadly"))
        return tr("beyond deadly");
    return {};
}

QString EncounterBuilder::grades() const
{
    const auto budget = budgetOf();
    if (!budget)
        return {};
    const EncounterGrades &grades = budget->grades();
    return tr("easy up to %1 · standard %2 · hard %3 · deadly %4")
        .arg(budget->gradeXp(grades.easy))
        .arg(budget->gradeXp(grades.standard))
        .arg(budget->gradeXp(grades.hard))
        .arg(budget->gradeXp(grades.deadly));
}

// The rules' advice for a monster four or more levels off the party ("Level"), as EncounterBudget gives it.
QStringList EncounterBuilder::warnings() const
{
    QStringList list;
    for (const Entry &entry : m_entries) {
        const StatBlock *block = m_library ? m_library->monster(entry.id) : nullptr;
        if (!block)
            continue;
        const int difference = block->level - m_partyLevel;
        if (difference >= 4)
            list.append(tr("%1 (level %2) is %3 levels above the party: recreate it as a lower-level elite or boss")
                            .arg(block->name)
                            .arg(block->level)
                            .arg(difference));
        else if (difference <= -4)
            list.append(tr("%1 (level %2) is %3 levels below the party: recreate it as a higher-level mook")
                            .arg(block->name)
                            .arg(block->level)
                            .arg(-difference));
    }
    return list;
}

QVariantList EncounterBuilder::prepared() const
{
    QVariantList list;
    CampaignStore *store = m_campaign ? m_campaign->store() : nullptr;
    auto encounters =
        store ? store->entities(EntityKind::Encounter) : Result<QList<EntitySummary>>(QList<EntitySummary>());
    for (const EntitySummary &summary : encounters ? *encounters : QList<EntitySummary>()) {
        auto document = store->entity(EntityKind::Encounter, summary.id);
        if (document && document->contains(QStringLiteral("prepared")))
            list.append(QVariantMap{{QStringLiteral("id"), summary.id}, {QStringLiteral("name"), summary.name}});
    }
    return list;
}

bool EncounterBuilder::fail(const QString &message)
{
    m_error = message;
    m_status.clear();
    Q_EMIT errorMessageChanged();
    return false;
}

bool EncounterBuilder::add(const QString &monsterId)
{
    if (!m_library || !m_library->monster(monsterId))
        return fail(tr("The library has no monster '%1'").arg(monsterId));
    for (int row = 0; row < m_entries.size(); ++row) {
        if (m_entries.at(row).id == monsterId) {
            setCount(row, m_entries.at(row).count + 1);
            return true;
        }
    }
    beginInsertRows({}, int(m_entries.size()), int(m_entries.size()));
    m_entries.append({monsterId, 1});
    endInsertRows();
    Q_EMIT budgetChanged();
    return true;
}

void EncounterBuilder::setCount(int row, int count)
{
    if (row < 0 || row >= m_entries.size())
        return;
    if (count <= 0) {
        remove(row);
        return;
    }
    m_entries[row].count = std::min(count, 100);
    Q_EMIT dataChanged(index(row), index(row), {CountRole, XpRole});
    Q_EMIT budgetChanged();
}

void EncounterBuilder::setInitiativeGroup(int row, bool grouped)
{
    if (row < 0 || row >= m_entries.size() || m_entries.at(row).initiativeGroup == grouped)
        return;
    m_entries[row].initiativeGroup = grouped;
    Q_EMIT dataChanged(index(row), index(row), {GroupRole});
}

void EncounterBuilder::remove(int row)
{
    if (row < 0 || row >= m_entries.size())
        return;
    beginRemoveRows({}, row, row);
    m_entries.removeAt(row);
    endRemoveRows();
    Q_EMIT budgetChanged();
}

void EncounterBuilder::clear()
{
    beginResetModel();
    m_entries.clear();
    endResetModel();
    Q_EMIT budgetChanged();
}

void EncounterBuilder::followCampaignParty()
{
    if (m_partyChosen)
        return;
    m_adoptingParty = true;
    useCampaignParty();
    m_adoptingParty = false;
}

void EncounterBuilder::useCampaignParty()
{
    const QVariantList heroes = m_campaign ? m_campaign->heroes() : QVariantList();
    if (heroes.isEmpty())
        return;
    int levels = 0;
    for (const QVariant &hero : heroes)
        levels += hero.toMap().value(QStringLiteral("level")).toInt();
    setPartySize(int(heroes.size()));
    setPartyLevel(levels / int(heroes.size()));
}

Result<PreparedEncounter> EncounterBuilder::current(const QString &name)
{
    PreparedEncounter encounter;
    encounter.name = name;
    encounter.partySize = m_partySize;
    encounter.partyLevel = m_partyLevel;
    encounter.simulationMap = m_simulationMap;
    encounter.grades = campaignGrades();
    for (const Entry &entry : m_entries) {
        const StatBlock *block = m_library ? m_library->monster(entry.id) : nullptr;
        if (!block)
            return Error{tr("The library has no monster '%1'").arg(entry.id)};
        encounter.monsters.append({*block, entry.count, entry.initiativeGroup});
    }
    return encounter;
}

void EncounterBuilder::setSimulationMap(const QString &mapId)
{
    if (m_simulationMap == mapId)
        return;
    m_simulationMap = mapId;
    Q_EMIT simulationMapChanged();
}

QVariantMap EncounterBuilder::preparedDocument()
{
    if (const QString empty = emptyReason(); !empty.isEmpty()) {
        fail(empty);
        return {};
    }
    auto encounter = current(QString());
    if (!encounter) {
        fail(encounter.errorMessage());
        return {};
    }
    return encounter->toJson().toVariantMap();
}

bool EncounterBuilder::save(const QString &name)
{
    CampaignStore *store = m_campaign ? m_campaign->store() : nullptr;
    if (!store)
        return fail(tr("Open or create a campaign first: prepared encounters are stored in it."));
    if (name.trimmed().isEmpty())
        return fail(tr("Give the encounter a name."));
    if (m_entries.isEmpty())
        return fail(tr("Add a monster from the library first."));
    // The blocks go with the encounter, so it plays as prepared even if the library changes later.
    auto encounter = current(name.trimmed());
    if (!encounter)
        return fail(encounter.errorMessage());
    const QJsonObject document = encounter->toJson();
    for (const QVariant &existing : prepared()) {
        const QVariantMap row = existing.toMap();
        if (row.value(QStringLiteral("name")).toString() == name.trimmed()) {
            if (Status put =
                    store->putEntity(EntityKind::Encounter, row.value(QStringLiteral("id")).toString(), document);
                !put)
                return fail(put.errorMessage());
            Q_EMIT preparedChanged();
            return true;
        }
    }
    if (auto added = store->addEntity(EntityKind::Encounter, document); !added)
        return fail(added.errorMessage());
    m_error.clear();
    Q_EMIT errorMessageChanged();
    Q_EMIT preparedChanged();
    return true;
}

bool EncounterBuilder::load(const QString &encounterId)
{
    CampaignStore *store = m_campaign ? m_campaign->store() : nullptr;
    auto document = store ? store->entity(EntityKind::Encounter, encounterId)
                          : Result<QJsonObject>(Error{tr("No campaign is open.")});
    if (!document)
        return fail(document.errorMessage());
    const QJsonObject prepared = document->value(QStringLiteral("prepared")).toObject();
    QList<Entry> entries;
    for (const QJsonValue &value : prepared.value(QStringLiteral("monsters")).toArray()) {
        const QJsonObject monster = value.toObject();
        const QString id = monster.value(QStringLiteral("id")).toString();
        if (!m_library || !m_library->monster(id))
            return fail(tr("The library has no monster '%1'").arg(id));
        entries.append({id, std::max(1, monster.value(QStringLiteral("count")).toInt(1)),
                        monster.value(QStringLiteral("initiativeGroup")).toBool()});
    }
    beginResetModel();
    m_entries = entries;
    endResetModel();
    setPartySize(prepared.value(QStringLiteral("partySize")).toInt(m_partySize));
    setPartyLevel(prepared.value(QStringLiteral("partyLevel")).toInt(m_partyLevel));
    setSimulationMap(prepared.value(QStringLiteral("simulationMap")).toString());
    Q_EMIT budgetChanged();
    return true;
}

void EncounterBuilder::setEncounter(EncounterController *encounter)
{
    if (m_encounter == encounter)
        return;
    if (m_encounter)
        disconnect(m_encounter, nullptr, this, nullptr);
    m_encounter = encounter;
    // Settings > Rules modules may change the grades (a table step, undone as one).
    if (m_encounter) {
        connect(m_encounter, &EncounterController::tableChanged, this, &EncounterBuilder::budgetChanged);
        connect(m_encounter, &EncounterController::stateChanged, this, &EncounterBuilder::readinessChanged);
    }
    Q_EMIT encounterChanged();
    Q_EMIT readinessChanged();
    Q_EMIT budgetChanged();
}

QString EncounterBuilder::emptyReason() const
{
    if (!m_library)
        return tr("The monster library is not loaded.");
    return m_entries.isEmpty() ? tr("Add a monster from the library first.") : QString();
}

QString EncounterBuilder::startBlockedReason() const
{
    if (const QString empty = emptyReason(); !empty.isEmpty())
        return empty;
    if (!m_encounter)
        return tr("No map is open.");
    return m_encounter->running() ? tr("An encounter is already running; end it first.") : QString();
}

bool EncounterBuilder::startEncounter()
{
    if (const QString blocked = startBlockedReason(); !blocked.isEmpty())
        return fail(blocked);
    if (!placeOnMap())
        return false;
    if (!m_encounter->start())
        return fail(m_encounter->errorMessage());
    return true;
}

bool EncounterBuilder::exportPdf(const QString &fileOrUrl, const QString &name)
{
    if (const QString empty = emptyReason(); !empty.isEmpty())
        return fail(empty);
    PreparedEncounter encounter;
    encounter.name = name.trimmed().isEmpty() ? tr("Encounter") : name.trimmed();
    encounter.partySize = m_partySize;
    encounter.partyLevel = m_partyLevel;
    encounter.grades = campaignGrades();
    for (const Entry &entry : m_entries) {
        const StatBlock *block = m_library ? m_library->monster(entry.id) : nullptr;
        if (!block)
            return fail(tr("The library has no monster '%1'").arg(entry.id));
        encounter.monsters.append({*block, entry.count, entry.initiativeGroup});
    }
    const QUrl url(fileOrUrl);
    const QString path = url.isLocalFile() ? url.toLocalFile() : fileOrUrl;
    // The campaign's heroes head the tracking sheet with their sheets' numbers.
    QList<HeroCharacter> party;
    for (const QVariant &row : m_campaign ? m_campaign->heroes() : QVariantList()) {
        if (const HeroCharacter *hero = m_campaign->hero(row.toMap().value(QStringLiteral("id")).toString()))
            party.append(*hero);
    }
    if (auto written = EncounterPrinter::exportPdf(path, encounter, CharacterSheetPrinter::Paper::A4, party); !written)
        return fail(written.errorMessage());
    m_error.clear();
    m_status = tr("Exported %1").arg(path);
    Q_EMIT errorMessageChanged();
    return true;
}

bool EncounterBuilder::placeOnMap()
{
    if (const QString empty = emptyReason(); !empty.isEmpty())
        return fail(empty);
    for (const Entry &entry : m_entries) {
        // "The GM makes one roll for an entire group of identical creatures" (Orcus "Initiative"): the tokens of a
        // grouped row share the group's name, which the encounter's initiative roll joins.
        const QString group = entry.initiativeGroup ? entry.id : QString();
        for (int n = 0; n < entry.count; ++n) {
            if (!m_library->placeInGroup(entry.id, group))
                return fail(m_library->errorMessage());
        }
    }
    return true;
}
