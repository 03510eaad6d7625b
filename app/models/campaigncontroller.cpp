#include "campaigncontroller.h"

#include "campaign/campaignjson.h"
#include "core/version.h"
#include "mapdocument.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"
#include "tokenmodel.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>

#include <cstdio>

namespace {

const QString recentKey = QStringLiteral("campaigns/recent");
const QString lastKey = QStringLiteral("campaigns/last");

bool isExchangeJson(const QString &fileName)
{
    return fileName.startsWith(QLatin1Char(':')) || fileName.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
}

} // namespace

CampaignController::CampaignController(QObject *parent, quint64 seed)
    : QObject(parent)
    , m_map(new MapDocument(this))
    , m_tokens(new TokenModel(m_map, this))
    , m_playerScreen(new PlayerScreen(m_map, this))
    , m_diceLog(new DiceLog(seed != 0 ? seed : QRandomGenerator::global()->generate64(), this))
{
    m_recentFiles = QSettings().value(recentKey).toStringList();
    connect(m_map, &MapDocument::edited, this, &CampaignController::commitMap);
    // "On the map" in the party list follows tokens placed and removed.
    connect(m_map, &MapDocument::creaturesReset, this, &CampaignController::heroesChanged);
    connect(m_map, &MapDocument::sceneReset, this, &CampaignController::heroesChanged);
}

CampaignController::~CampaignController() = default;

QString CampaignController::sampleCampaignFile()
{
    return QStringLiteral(":/sample-campaign/campaign.json");
}

QString CampaignController::sampleCampaignStoreFile()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("The Ash King's Crypt.battlemat"));
}

bool CampaignController::openCampaign(const QString &fileName)
{
    if (isExchangeJson(fileName)) {
        auto campaign = battlemat::readCampaignFile(fileName);
        if (!campaign) {
            setErrorMessage(campaign.errorMessage());
            return false;
        }
        return show(std::move(campaign).value(), fileName, nullptr);
    }
    if (m_store && QFileInfo(m_store->fileName()) == QFileInfo(fileName))
        return true; // already open here: a second store on it would be refused by its own lock
    auto store = battlemat::CampaignStore::open(fileName);
    if (!store) {
        setErrorMessage(store.errorMessage());
        return false;
    }
    // A damaged map or hero is left out and named; the rest of the campaign opens.
    QStringList damaged;
    auto campaign = battlemat::loadCampaign(**store, nullptr, &damaged);
    if (!campaign) {
        setErrorMessage(campaign.errorMessage());
        return false;
    }
    const QString damage = damaged.isEmpty()
                               ? QString()
                               : tr("Opened without what is damaged (run battlemat-cli campaign check for details): %1")
                                     .arg(damaged.join(QStringLiteral("; ")));
    if (!show(std::move(campaign).value(), fileName, std::move(store).value())) {
        if (!damage.isEmpty())
            setErrorMessage(m_errorMessage + QStringLiteral("; ") + damage);
        return false;
    }
    setErrorMessage(damage);
    return true;
}

bool CampaignController::show(battlemat::Campaign campaign, const QString &fileName,
                              std::unique_ptr<battlemat::CampaignStore> store)
{
    if (campaign.maps.isEmpty()) {
        setErrorMessage(tr("%1: the campaign has no map to show").arg(fileName));
        return false;
    }
    m_campaign = std::move(campaign);
    Q_EMIT storeClosing();
    m_store = std::move(store); // the previous campaign's file is closed here; all of it was committed already
    m_activeMapId.clear();
    if (m_store) {
        if (auto active = m_store->meta(battlemat::activeMapKey()); active)
            m_activeMapId = *active;
    }
    m_fileName = fileName;
    m_map->setMap(m_campaign.maps.at(m_campaign.activeMap));
    if (m_store)
        remember(fileName);
    setErrorMessage({});
    Q_EMIT campaignChanged();
    Q_EMIT heroesChanged();
    return true;
}

bool CampaignController::openLastOrSample()
{
    const QString last = QSettings().value(lastKey).toString();
    if (!last.isEmpty() && QFileInfo::exists(last) && openCampaign(last))
        return true;
    const QString sample = sampleCampaignStoreFile();
    if (!QFileInfo::exists(sample)) {
        auto campaign = battlemat::readCampaignFile(sampleCampaignFile());
        if (!campaign || !QDir().mkpath(QFileInfo(sample).absolutePath())) {
            setErrorMessage(tr("%1: cannot create the sample campaign").arg(sample));
            return openCampaign(sampleCampaignFile());
        }
        auto store = battlemat::CampaignStore::create(sample, campaign->name);
        if (!store || !battlemat::importCampaign(**store, *campaign)) {
            setErrorMessage(store ? tr("%1: cannot create the sample campaign").arg(sample) : store.errorMessage());
            return openCampaign(sampleCampaignFile());
        }
    }
    if (openCampaign(sample))
        return true;
    // The window still opens, on the embedded sample, with the reason shown.
    const QString why = m_errorMessage;
    const bool opened = openCampaign(sampleCampaignFile());
    setErrorMessage(why);
    return opened;
}

bool CampaignController::writeCampaignFile(const QString &fileName, bool replace,
                                           const std::function<battlemat::Status(const QString &)> &write)
{
    if (fileName.trimmed().isEmpty()) {
        setErrorMessage(tr("Choose a file name for the campaign"));
        return false;
    }
    const bool exists = QFileInfo::exists(fileName);
    const QString shownName = QFileInfo(fileName).fileName();
    if (exists && !replace) {
        setErrorMessage(tr("%1: already exists; choose another name or replace it").arg(shownName));
        return false;
    }
    if (exists && isOpen() && QFileInfo(fileName) == QFileInfo(m_fileName)) {
        setErrorMessage(tr("%1: this is the campaign open now; choose another name").arg(shownName));
        return false;
    }
    if (exists) {
        // The campaign store's own lock: a file open in another Battlemat is never pulled from under it.
        QLockFile lock(fileName + QStringLiteral(".lock"));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0)) {
            setErrorMessage(tr("%1: open in another Battlemat; close it there first").arg(shownName));
            return false;
        }
    }
    // A replaced file is built beside it and renamed over it when complete: never half a campaign.
    const QString target = exists ? fileName + QStringLiteral(".new") : fileName;
    if (exists)
        QFile::remove(target);
    if (auto written = write(target); !written) {
        if (exists)
            QFile::remove(target);
        setErrorMessage(written.errorMessage().replace(target, fileName));
        return false;
    }
    if (exists && std::rename(QFile::encodeName(target).constData(), QFile::encodeName(fileName).constData()) != 0) {
        QFile::remove(target);
        setErrorMessage(tr("%1: cannot replace the file").arg(shownName));
        return false;
    }
    return true;
}

bool CampaignController::newCampaign(const QString &fileName, bool replace)
{
    battlemat::Campaign campaign;
    campaign.name = QFileInfo(fileName).completeBaseName();
    battlemat::BattleMap map;
    map.name = tr("New map");
    map.grid = battlemat::GridMap(20, 15);
    campaign.maps.append(map);
    const bool written = writeCampaignFile(fileName, replace, [&](const QString &file) -> battlemat::Status {
        auto store = battlemat::CampaignStore::create(file, campaign.name);
        if (!store)
            return store.error();
        return battlemat::importCampaign(**store, campaign); // the store closes (and unlocks) here
    });
    return written && openCampaign(fileName);
}

bool CampaignController::saveCampaignAs(const QString &fileName, bool replace)
{
    if (!isOpen()) {
        setErrorMessage(tr("No campaign is open"));
        return false;
    }
    const bool written = writeCampaignFile(fileName, replace, [&](const QString &file) -> battlemat::Status {
        if (m_store)
            return m_store->saveCopyAs(file);
        // The read-only exchange JSON (the embedded sample) becomes a campaign file.
        auto store = battlemat::CampaignStore::create(file, m_campaign.name);
        if (!store)
            return store.error();
        return battlemat::importCampaign(**store, m_campaign);
    });
    if (!written)
        return false;
    const QString previous = m_fileName;
    m_store.reset(); // the copy is opened in its place (a JSON sample never had a store)
    if (openCampaign(fileName))
        return true;
    const QString why = m_errorMessage;
    openCampaign(previous);
    setErrorMessage(why);
    return false;
}

void CampaignController::closeCampaign()
{
    Q_EMIT storeClosing();
    m_store.reset();
    m_campaign = {};
    m_fileName.clear();
    m_map->setMap({});
    QSettings().remove(lastKey);
    setErrorMessage({});
    Q_EMIT campaignChanged();
}

void CampaignController::clearRecentFiles()
{
    m_recentFiles.clear();
    QSettings().setValue(recentKey, m_recentFiles);
    Q_EMIT recentFilesChanged();
}

void CampaignController::remember(const QString &fileName)
{
    const QString absolute = QFileInfo(fileName).absoluteFilePath();
    QSettings settings;
    settings.setValue(lastKey, absolute);
    m_recentFiles.removeAll(absolute);
    m_recentFiles.prepend(absolute);
    while (m_recentFiles.size() > maxRecentFiles)
        m_recentFiles.removeLast();
    settings.setValue(recentKey, m_recentFiles);
    Q_EMIT recentFilesChanged();
}

QString CampaignController::version() const
{
    return QString::fromLatin1(battlemat::versionString);
}

void CampaignController::setErrorMessage(const QString &message)
{
    if (m_errorMessage == message)
        return;
    m_errorMessage = message;
    Q_EMIT errorMessageChanged();
}

void CampaignController::commitMap()
{
    const battlemat::BattleMap &map = m_map->scene().map;
    if (m_campaign.activeMap >= 0 && m_campaign.activeMap < m_campaign.maps.size())
        m_campaign.maps[m_campaign.activeMap] = map;
    // A map bound to the table session was stored by the session, in the edit's own transaction.
    if (!m_store || m_activeMapId.isEmpty() || m_map->session())
        return;
    if (auto committed = m_store->putMap(m_activeMapId, map); !committed)
        setErrorMessage(tr("The change is shown but was not saved: %1").arg(committed.errorMessage()));
}
