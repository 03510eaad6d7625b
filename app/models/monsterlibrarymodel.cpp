#include "monsterlibrarymodel.h"
#include "monsterkeywordtexts.h"
#include "monsterrefusaltexts.h"

#include "campaigncontroller.h"
#include "encountercontroller.h"
#include "mapdocument.h"
#include "monsters/monsterlibrary.h"
#include "monsters/monstermarkdownimport.h"
#include "monsters/monstertoken.h"
#include "orcus/statblockjson.h"
#include "session/reinforcement.h"
#include "session/tablesession.h"
#include "storage/campaignstore.h"

#include <QJsonObject>
#include <QMap>

#include <algorithm>

using namespace battlemat;

MonsterLibraryModel::MonsterLibraryModel(QObject *parent)
    : QAbstractListModel(parent)
{
    reload();
}

int MonsterLibraryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_shown.size());
}

QVariant MonsterLibraryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const qsizetype row = m_shown.at(index.row());
    const StatBlock &block = m_all.at(row);
    switch (role) {
    case IdRole:
        return block.id;
    case Qt::DisplayRole:
    case NameRole:
        return block.name;
    case LevelRole:
        return block.level;
    case RoleRole:
        return roleText(block);
    case RankRole:
        return rankText(block.monster.rank);
    case SummaryRole:
        return tr("Level %1 %2 %3 · %4 XP")
            .arg(block.level)
            .arg(rankText(block.monster.rank), roleText(block))
            .arg(block.monster.xp);
    case KeywordsRole:
        return keywords(block);
    case FromCampaignRole:
        return m_fromCampaign.at(row);
    }
    return {};
}

QHash<int, QByteArray> MonsterLibraryModel::roleNames() const
{
    return {{IdRole, "monsterId"},      {NameRole, "name"},
            {LevelRole, "level"},       {RoleRole, "roleText"},
            {RankRole, "rankText"},     {SummaryRole, "summary"},
            {KeywordsRole, "keywords"}, {FromCampaignRole, "fromCampaign"}};
}

void MonsterLibraryModel::setCampaign(CampaignController *campaign)
{
    if (m_campaign == campaign)
        return;
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (m_campaign)
        connect(m_campaign, &CampaignController::campaignChanged, this, &MonsterLibraryModel::reload);
    reload();
    Q_EMIT campaignChanged();
}

void MonsterLibraryModel::setSearch(const QString &search)
{
    if (m_search == search)
        return;
    m_search = search;
    refilter();
}

void MonsterLibraryModel::setMinLevel(int level)
{
    if (m_minLevel == level)
        return;
    m_minLevel = level;
    refilter();
}

void MonsterLibraryModel::setMaxLevel(int level)
{
    if (m_maxLevel == level)
        return;
    m_maxLevel = level;
    refilter();
}

void MonsterLibraryModel::setRole(const QString &role)
{
    if (m_role == role)
        return;
    m_role = role;
    refilter();
}

void MonsterLibraryModel::setRank(const QString &rank)
{
    if (m_rank == rank)
        return;
    m_rank = rank;
    refilter();
}

void MonsterLibraryModel::setSource(const QString &source)
{
    if (m_source == source)
        return;
    m_source = source;
    refilter();
}

void MonsterLibraryModel::setKeyword(const QString &keyword)
{
    if (m_keyword == keyword)
        return;
    m_keyword = keyword;
    refilter();
}

namespace {
// The words as the blocks print them, each once whatever its letter case, shown in the table's language and in its
// alphabetical order after "any".
QVariantList wordChoices(const QString &any, const QStringList &words)
{
    const auto shown = [](const QString &word) { return MonsterKeywordTexts::keyword(word); };
    QMap<QString, QString> unique; // lower case -> as first printed
    for (const QString &word : words) {
        if (!word.isEmpty() && !unique.contains(word.toLower()))
            unique.insert(word.toLower(), word);
    }
    QStringList sorted = unique.values();
    std::sort(sorted.begin(), sorted.end(), [&shown](const QString &a, const QString &b) {
        return QString::localeAwareCompare(shown(a), shown(b)) < 0;
    });
    QVariantList choices{QVariantMap{{QStringLiteral("value"), QString()}, {QStringLiteral("text"), any}}};
    for (const QString &word : std::as_const(sorted))
        choices.append(QVariantMap{{QStringLiteral("value"), word}, {QStringLiteral("text"), shown(word)}});
    return choices;
}
} // namespace

QVariantList MonsterLibraryModel::sourceChoices() const
{
    QStringList sources;
    for (const StatBlock &block : m_all)
        sources.append(block.monster.source);
    return wordChoices(tr("Any source"), sources);
}

QVariantList MonsterLibraryModel::keywordChoices() const
{
    QStringList words;
    for (const StatBlock &block : m_all) {
        words.append(block.monster.type);
        words.append(block.tags);
    }
    return wordChoices(tr("Any keyword"), words);
}

QVariantList MonsterLibraryModel::rankChoices() const
{
    QVariantList choices{QVariantMap{{QStringLiteral("value"), QString()}, {QStringLiteral("text"), tr("Any rank")}}};
    for (MonsterRank rank : allMonsterRanks)
        choices.append(
            QVariantMap{{QStringLiteral("value"), monsterRankName(rank)}, {QStringLiteral("text"), rankText(rank)}});
    return choices;
}

void MonsterLibraryModel::setSortBy(const QString &sortBy)
{
    if (m_sortBy == sortBy)
        return;
    m_sortBy = sortBy;
    refilter();
}

QVariantList MonsterLibraryModel::sortChoices() const
{
    return {QVariantMap{{QStringLiteral("value"), QStringLiteral("name")}, {QStringLiteral("text"), tr("By name")}},
            QVariantMap{{QStringLiteral("value"), QStringLiteral("level")}, {QStringLiteral("text"), tr("By level")}},
            QVariantMap{{QStringLiteral("value"), QStringLiteral("role")}, {QStringLiteral("text"), tr("By role")}}};
}

QVariantList MonsterLibraryModel::roleChoices() const
{
    QVariantList choices{QVariantMap{{QStringLiteral("value"), QString()}, {QStringLiteral("text"), tr("Any role")}}};
    for (MonsterRole role : allMonsterRoles) {
        StatBlock sample;
        sample.monster.role = role;
        choices.append(
            QVariantMap{{QStringLiteral("value"), monsterRoleName(role)}, {QStringLiteral("text"), roleText(sample)}});
    }
    return choices;
}

const StatBlock *MonsterLibraryModel::monster(const QString &id) const
{
    for (const StatBlock &block : m_all) {
        if (block.id == id)
            return &block;
    }
    return nullptr;
}

// The bundled book first, then the campaign's own blocks; a campaign block with a bundled one's id replaces it (the
// game master imported an edited book).
void MonsterLibraryModel::reload()
{
    const TableSession *session = m_encounter ? m_encounter->session() : nullptr;
    m_seenMonsters = session ? session->table().monsters : QMap<QString, QJsonObject>();
    m_seenTemplates = session ? session->table().templates : QMap<QString, QJsonObject>();
    beginResetModel();
    m_all.clear();
    m_fromCampaign.clear();
    const auto &bundled = MonsterLibrary::bundled();
    if (bundled) {
        m_all = bundled->monsters;
        m_fromCampaign = QList<bool>(m_all.size(), false);
    }
    CampaignStore *store = m_campaign ? m_campaign->store() : nullptr;
    if (store) {
        auto stored = store->entities(EntityKind::Monster);
        for (const EntitySummary &summary : stored ? *stored : QList<EntitySummary>()) {
            auto document = store->entity(EntityKind::Monster, summary.id);
            auto block = document ? statBlockFromJson(*document, JsonContext(store->fileName(), summary.id))
                                  : Result<StatBlock>(document.error());
            if (!block)
                continue; // the store checked every document when it was put; a damaged one is the file check's
            StatBlock monster = *block;
            monster.id = summary.id;
            qsizetype at = 0;
            while (at < m_all.size() && m_all.at(at).id != monster.id)
                ++at;
            if (at < m_all.size()) {
                m_all[at] = monster;
                m_fromCampaign[at] = true;
            } else {
                m_all.append(monster);
                m_fromCampaign.append(true);
            }
        }
    }
    m_shown.clear();
    for (int row = 0; row < m_all.size(); ++row) {
        if (matches(m_all.at(row)))
            m_shown.append(row);
    }
    // The published file lists its monsters in book order, which nobody searches by; a game master looks a monster
    // up by name, or browses a level or a role. Ties keep name order, then the book's.
    const auto byName = [this](int a, int b) {
        return QString::localeAwareCompare(m_all.at(a).name, m_all.at(b).name) < 0;
    };
    std::stable_sort(m_shown.begin(), m_shown.end(), byName);
    if (m_sortBy == QLatin1String("level")) {
        std::stable_sort(m_shown.begin(), m_shown.end(),
                         [this](int a, int b) { return m_all.at(a).level < m_all.at(b).level; });
    } else if (m_sortBy == QLatin1String("role")) {
        std::stable_sort(m_shown.begin(), m_shown.end(), [this](int a, int b) {
            return QString::localeAwareCompare(roleText(m_all.at(a)), roleText(m_all.at(b))) < 0;
        });
    }
    endResetModel();
    Q_EMIT libraryChanged();
    Q_EMIT filterChanged();
}

void MonsterLibraryModel::refilter()
{
    beginResetModel();
    m_shown.clear();
    for (int row = 0; row < m_all.size(); ++row) {
        if (matches(m_all.at(row)))
            m_shown.append(row);
    }
    // The published file lists its monsters in book order, which nobody searches by; a game master looks a monster
    // up by name, or browses a level or a role. Ties keep name order, then the book's.
    const auto byName = [this](int a, int b) {
        return QString::localeAwareCompare(m_all.at(a).name, m_all.at(b).name) < 0;
    };
    std::stable_sort(m_shown.begin(), m_shown.end(), byName);
    if (m_sortBy == QLatin1String("level")) {
        std::stable_sort(m_shown.begin(), m_shown.end(),
                         [this](int a, int b) { return m_all.at(a).level < m_all.at(b).level; });
    } else if (m_sortBy == QLatin1String("role")) {
        std::stable_sort(m_shown.begin(), m_shown.end(), [this](int a, int b) {
            return QString::localeAwareCompare(roleText(m_all.at(a)), roleText(m_all.at(b))) < 0;
        });
    }
    endResetModel();
    Q_EMIT filterChanged();
}

// The search text matches the name or a keyword (tags, origin, type), in English as printed or as translated.
bool MonsterLibraryModel::matches(const StatBlock &block) const
{
    if (block.level < m_minLevel || block.level > m_maxLevel)
        return false;
    if (!m_role.isEmpty() && monsterRoleName(block.monster.role) != m_role)
        return false;
    if (!m_rank.isEmpty() && monsterRankName(block.monster.rank) != m_rank)
        return false;
    if (!m_source.isEmpty() && block.monster.source.compare(m_source, Qt::CaseInsensitive) != 0)
        return false;
    if (!m_keyword.isEmpty() && block.monster.type.compare(m_keyword, Qt::CaseInsensitive) != 0 &&
        !block.tags.contains(m_keyword, Qt::CaseInsensitive))
        return false;
    const QString search = m_search.trimmed();
    if (search.isEmpty())
        return true;
    if (block.name.contains(search, Qt::CaseInsensitive) || keywords(block).contains(search, Qt::CaseInsensitive))
        return true;
    for (const QString &tag : block.tags) {
        if (tag.contains(search, Qt::CaseInsensitive))
            return true;
    }
    return block.monster.source.contains(search, Qt::CaseInsensitive) ||
           block.monster.type.contains(search, Qt::CaseInsensitive);
}

bool MonsterLibraryModel::fail(const QString &message)
{
    m_error = message;
    Q_EMIT errorMessageChanged();
    return false;
}

bool MonsterLibraryModel::importFile(const QUrl &file)
{
    CampaignStore *store = m_campaign ? m_campaign->store() : nullptr;
    if (!store)
        return fail(tr("Open or create a campaign first: imported monsters are stored in it."));
    auto imported = MonsterMarkdownImport::readFile(file.toLocalFile());
    if (!imported)
        return fail(tr("Nothing imported, the library is as it was: %1")
                        .arg(MonsterRefusalTexts::translate(imported.errorMessage())));
    // All or nothing: one session step in one transaction, so a refused block leaves the library as it was, and
    // Edit > Undo takes the whole import back.
    if (!put(imported->monsters, imported->templates))
        return false;
    const int total = int(imported->monsters.size());
    const int automated = imported->fullyData();
    int disagreements = 0;
    for (const MonsterImportNote &note : imported->notes)
        disagreements += note.disagreements.isEmpty() ? 0 : 1;
    // Words, not "monster(s)": the English texts have no plural forms of their own.
    m_importReport = (total == 1 ? tr("1 monster imported") : tr("%1 monsters imported").arg(total)) +
                     QStringLiteral("; ") +
                     tr("%1 fully as data, %2 with parts left to the table, %3 disagree with the tables")
                         .arg(automated)
                         .arg(total - automated)
                         .arg(disagreements);
    if (!imported->templates.isEmpty())
        m_importReport += QStringLiteral("; ") + tr("%1 templates imported").arg(imported->templates.size());
    m_error.clear();
    Q_EMIT errorMessageChanged();
    reload();
    return true;
}

bool MonsterLibraryModel::placeOnMap(const QString &id)
{
    return place(id, std::nullopt);
}

bool MonsterLibraryModel::placeOnMapAt(const QString &id, int column, int row)
{
    return place(id, Square{column, row});
}

bool MonsterLibraryModel::changeForm(const QString &id, const QString &creatureId)
{
    const StatBlock *block = monster(id);
    if (!block)
        return fail(tr("The library has no monster '%1'").arg(id));
    if (!m_encounter || !m_encounter->running())
        return fail(tr("A creature changes its form during a fight."));
    auto step = Reinforcement::formStep(*block, creatureId);
    if (!step)
        return fail(m_encounter->tableLanguage(step.errorMessage()));
    if (!m_encounter->run(*step))
        return fail(m_encounter->errorMessage());
    m_error.clear();
    Q_EMIT errorMessageChanged();
    return true;
}

bool MonsterLibraryModel::placeInGroup(const QString &id, const QString &group)
{
    return place(id, std::nullopt, group);
}

bool MonsterLibraryModel::place(const QString &id, std::optional<Square> at, const QString &group)
{
    const StatBlock *block = monster(id);
    if (!block)
        return fail(tr("The library has no monster '%1'").arg(id));
    MapDocument *map = m_campaign ? m_campaign->map() : nullptr;
    if (!map)
        return fail(tr("No map is open."));
    if (m_encounter && m_encounter->running()) {
        // Reinforcements: the monster joins the running fight, an encounter command Edit > Undo takes back.
        const TableSession *session = m_encounter->session();
        auto step = Reinforcement::step(*block, session->table().scene.map, m_encounter->processor()->state(), at);
        if (!step)
            return fail(m_encounter->tableLanguage(step.errorMessage()));
        if (!m_encounter->run(*step))
            return fail(m_encounter->errorMessage());
        m_error.clear();
        Q_EMIT errorMessageChanged();
        return true;
    }
    const MapCreature creature = monsterToken(*block, map->map().creatures, group);
    if (!map->placeBesideSide(creature, block->monster.maxHitPoints, block->monster.maxHitPoints, at))
        return fail(map->lastError());
    m_error.clear();
    Q_EMIT errorMessageChanged();
    return true;
}
