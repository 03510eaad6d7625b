#include "storage/campaignstore.h"

#include "core/filereader.h"
#include "core/filewriter.h"
#include "storage/campaignschema.h"

#include <QAtomicInteger>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStorageInfo>
#include <QtEndian>

namespace battlemat {

namespace {

QAtomicInteger<quint64> g_connectionCounter;

QString sqlLiteral(const QString &text)
{
    return QLatin1Char('\'') + QString(text).replace(QLatin1Char('\''), QStringLiteral("''")) + QLatin1Char('\'');
}

// The first 100 bytes of an SQLite file: magic string, and (big-endian) user_version at 60, application_id at 68.
Status checkHeader(const QString &fileName)
{
    if (!QFileInfo::exists(fileName) && !QFileInfo(fileName).isSymLink())
        return Error{QStringLiteral("%1: no such campaign file").arg(fileName)};
    // A FIFO or a device named as the campaign is refused here, before SQLite could wait on it or read it forever.
    auto opened = FileReader::openRegular(fileName);
    if (!opened)
        return opened.error();
    QFile &file = **opened;
    const QByteArray header = file.read(100);
    if (!header.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return Error{QStringLiteral("%1: not a Battlemat campaign (it is not an SQLite database)").arg(fileName)};
    if (header.size() < 100 || file.size() < 512)
        return Error{QStringLiteral("%1: the campaign file is truncated (%2 bytes)").arg(fileName).arg(file.size())};
    const auto applicationId = qFromBigEndian<qint32>(header.constData() + 68);
    if (applicationId != CampaignSchema::applicationId)
        return Error{QStringLiteral("%1: an SQLite database, but not a Battlemat campaign (application id %2)")
                         .arg(fileName)
                         .arg(applicationId)};
    return success();
}

// SQLite's words for the two failures a game master can fix: say them first, keep the driver's text after.
QString explain(const QSqlError &error)
{
    const QString text = error.text();
    const int code = error.nativeErrorCode().toInt() & 0xff; // the primary code of an extended one
    if (code == 13 || text.contains(QLatin1String("disk is full"), Qt::CaseInsensitive))
        return QStringLiteral("the disk is full (%1)").arg(text);
    if (code == 8 || text.contains(QLatin1String("readonly"), Qt::CaseInsensitive))
        return QStringLiteral("the file or its folder is read-only (%1)").arg(text);
    return text;
}

// Why the lock file could not be made, in the words of what the game master can fix: QLockFile only says
// "permission" (EACCES, EROFS) or "unknown" (a failed write: in practice a full disk), so the folder is asked.
QString lockFailure(QLockFile::LockError error, const QString &lockFile)
{
    const QString folder = QDir::toNativeSeparators(QFileInfo(lockFile).absolutePath());
    const QStorageInfo storage(QFileInfo(lockFile).absolutePath());
    if (error == QLockFile::LockFailedError)
        return QStringLiteral("the campaign is in use (its lock file %1 is held)").arg(lockFile);
    if (storage.isValid() && storage.isReadOnly())
        return QStringLiteral("cannot open it for writing: the folder %1 is on a read-only file system (Battlemat "
                              "commits every change and keeps a lock file beside the campaign)")
            .arg(folder);
    if (error == QLockFile::PermissionError)
        return QStringLiteral("cannot open it for writing: the folder %1 is not writable (Battlemat commits every "
                              "change and keeps a lock file beside the campaign)")
            .arg(folder);
    if (storage.isValid() && storage.bytesAvailable() < 64 * 1024)
        return QStringLiteral("cannot open it: the disk holding %1 is full (%2 bytes free); make room and open it "
                              "again")
            .arg(folder)
            .arg(storage.bytesAvailable());
    return QStringLiteral("cannot create its lock file %1").arg(lockFile);
}

} // namespace

CampaignStore::CampaignStore(const QString &fileName, const QString &connectionName)
    : m_fileName(fileName)
    , m_connectionName(connectionName)
{}

CampaignStore::~CampaignStore()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isOpen())
            db.close(); // the last connection to close checkpoints the WAL into the file and removes it
    }
    QSqlDatabase::removeDatabase(m_connectionName);
    if (m_lock)
        m_lock->unlock();
}

QSqlDatabase CampaignStore::database() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

Error CampaignStore::error(const QString &what) const
{
    return Error{m_fileName + QStringLiteral(": ") + what};
}

Error CampaignStore::sqlError(const QString &what, const QSqlQuery &query) const
{
    return error(what + QStringLiteral(": ") + explain(query.lastError()));
}

Result<std::unique_ptr<CampaignStore>> CampaignStore::create(const QString &fileName, const QString &campaignName)
{
    if (QFileInfo::exists(fileName))
        return Error{QStringLiteral("%1: already exists; choose another name").arg(fileName)};
    if (campaignName.trimmed().isEmpty())
        return Error{QStringLiteral("%1: a campaign needs a name").arg(fileName)};
    if (const QString reason = FileWriter::notWritableReason(fileName); !reason.isEmpty())
        return Error{QStringLiteral("%1: cannot create the campaign: %2").arg(fileName, reason)};
    // Built under a temporary name and renamed when complete, so a crash never leaves half a campaign.
    const QString partial = fileName + QStringLiteral(".part");
    QFile::remove(partial);
    {
        std::unique_ptr<CampaignStore> store(
            new CampaignStore(partial, QStringLiteral("battlemat-campaign-%1").arg(++g_connectionCounter)));
        if (auto connected = store->connect(); !connected)
            return Error{connected.errorMessage().replace(partial, fileName)};
        QSqlDatabase db = store->database();
        // Rollback journal while creating: the header (application id) must be in the main file itself.
        auto created = store->transaction([&]() -> Status {
            if (auto done = CampaignSchema::create(db); !done)
                return store->error(done.errorMessage());
            return store->setMeta(QStringLiteral("name"), campaignName.trimmed());
        });
        if (!created) {
            store.reset();
            QFile::remove(partial);
            return Error{created.errorMessage().replace(partial, fileName)};
        }
    }
    if (!QFile::rename(partial, fileName)) {
        QFile::remove(partial);
        return Error{QStringLiteral("%1: cannot create the file").arg(fileName)};
    }
    return open(fileName);
}

Result<std::unique_ptr<CampaignStore>> CampaignStore::open(const QString &fileName)
{
    if (auto header = checkHeader(fileName); !header)
        return header.error();
    // QLockFile reads an existing lock file to judge it stale: a FIFO there would keep it waiting for ever.
    if (const QString reason = FileReader::notRegularReason(fileName + QStringLiteral(".lock")); !reason.isEmpty())
        return Error{QStringLiteral("%1: its lock file %1.lock %2").arg(fileName, reason)};
    auto lock = std::make_unique<QLockFile>(fileName + QStringLiteral(".lock"));
    lock->setStaleLockTime(0); // only a lock whose process is gone is stale, however long a session lasts
    if (!lock->tryLock(0)) {
        qint64 pid = 0;
        QString host;
        QString application;
        if (lock->error() == QLockFile::LockFailedError && lock->getLockInfo(&pid, &host, &application))
            return Error{QStringLiteral("%1: the campaign is in use by %2 (process %3 on %4); close it there first")
                             .arg(fileName, application.isEmpty() ? QStringLiteral("another program") : application)
                             .arg(pid)
                             .arg(host)};
        return Error{fileName + QStringLiteral(": ") + lockFailure(lock->error(), lock->fileName())};
    }
    std::unique_ptr<CampaignStore> store(
        new CampaignStore(fileName, QStringLiteral("battlemat-campaign-%1").arg(++g_connectionCounter)));
    store->m_lock = std::move(lock);
    if (auto connected = store->connect(); !connected)
        return connected.error();
    if (auto checked = store->checkAndMigrate(); !checked)
        return checked.error();
    if (auto configured = store->configure(); !configured)
        return configured.error();
    return store;
}

Status CampaignStore::connect()
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    db.setDatabaseName(m_fileName);
    if (!db.open())
        return error(QStringLiteral("cannot open the campaign: ") + explain(db.lastError()));
    return success();
}

Status CampaignStore::checkAndMigrate()
{
    QSqlDatabase db = database();
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA quick_check")))
        return sqlError(QStringLiteral("the campaign file is damaged"), query);
    QStringList problems;
    while (query.next())
        problems.append(query.value(0).toString());
    if (problems != QStringList{QStringLiteral("ok")})
        return error(QStringLiteral("the campaign file is damaged: ") + problems.mid(0, 3).join(QStringLiteral("; ")));
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next())
        return sqlError(QStringLiteral("cannot read the schema version"), query);
    const int version = query.value(0).toInt();
    query.finish();
    if (version > CampaignSchema::currentVersion)
        return error(QStringLiteral("written by a newer Battlemat (campaign schema %1); this one reads up to schema "
                                    "%2. Update Battlemat to open it")
                         .arg(version)
                         .arg(CampaignSchema::currentVersion));
    if (version < 1)
        return error(QStringLiteral("not a Battlemat campaign (schema version %1)").arg(version));
    if (auto tables = CampaignSchema::checkTables(db, version); !tables)
        return error(
            QStringLiteral("not a Battlemat campaign, or a damaged one: it is marked as a campaign of schema %1 "
                           "but %2")
                .arg(version)
                .arg(tables.errorMessage()));
    if (version == CampaignSchema::currentVersion)
        return success();

    // Migration: first a consistent copy of the old file, so nothing the game master had can be lost.
    QFileInfo info(m_fileName);
    QString backup;
    for (int n = 1; backup.isEmpty() || QFileInfo::exists(backup); ++n)
        backup = info.dir().filePath(QStringLiteral("%1.schema%2-backup%3.%4")
                                         .arg(info.completeBaseName())
                                         .arg(version)
                                         .arg(n == 1 ? QString() : QStringLiteral("-%1").arg(n))
                                         .arg(info.suffix().isEmpty() ? QStringLiteral("battlemat") : info.suffix()));
    if (!query.exec(QStringLiteral("VACUUM INTO ") + sqlLiteral(backup)))
        return sqlError(QStringLiteral("cannot write the backup %1 before migrating").arg(backup), query);
    m_backupFileName = backup;
    return transaction([&]() -> Status {
        if (auto migrated = CampaignSchema::migrate(db, version); !migrated)
            return error(QStringLiteral("cannot migrate from schema %1 (the file is unchanged; backup: %2): %3")
                             .arg(version)
                             .arg(backup, migrated.errorMessage()));
        return success();
    });
}

Status CampaignStore::configure()
{
    QSqlDatabase db = database();
    QSqlQuery query(db);
    // WAL: a commit appends to the log and never rewrites pages in place; FULL: each commit is synced to disk.
    for (const char *pragma : {"PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL", "PRAGMA foreign_keys = ON"}) {
        if (!query.exec(QString::fromLatin1(pragma)))
            return sqlError(QString::fromLatin1(pragma), query);
    }
    return success();
}

QString CampaignStore::name() const
{
    auto name = meta(QStringLiteral("name"));
    return name ? *name : QString();
}

Status CampaignStore::setName(const QString &name)
{
    if (name.trimmed().isEmpty())
        return error(QStringLiteral("a campaign needs a name"));
    return setMeta(QStringLiteral("name"), name.trimmed());
}

Result<QString> CampaignStore::meta(const QString &key) const
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    query.addBindValue(key);
    if (!query.exec())
        return sqlError(QStringLiteral("cannot read '%1'").arg(key), query);
    return query.next() ? query.value(0).toString() : QString();
}

Status CampaignStore::setMeta(const QString &key, const QString &value)
{
    return transaction([&]() -> Status {
        QSqlQuery query(database());
        query.prepare(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"));
        query.addBindValue(key);
        query.addBindValue(value);
        if (!query.exec())
            return sqlError(QStringLiteral("cannot write '%1'").arg(key), query);
        return success();
    });
}

Status CampaignStore::transaction(const std::function<Status()> &work)
{
    if (m_transactionDepth > 0) {
        ++m_transactionDepth;
        Status result = work();
        --m_transactionDepth;
        return result;
    }
    QSqlDatabase db = database();
    if (!db.transaction())
        return error(QStringLiteral("cannot start a transaction: ") + explain(db.lastError()));
    ++m_transactionDepth;
    Status result = work();
    --m_transactionDepth;
    if (!result) {
        db.rollback();
        return result;
    }
    if (!db.commit()) {
        const QString why = explain(db.lastError());
        db.rollback();
        return error(QStringLiteral("cannot commit: ") + why);
    }
    return success();
}

Result<QString> CampaignStore::integrityCheck() const
{
    QSqlQuery query(database());
    if (!query.exec(QStringLiteral("PRAGMA integrity_check")))
        return sqlError(QStringLiteral("integrity check failed"), query);
    QStringList lines;
    while (query.next())
        lines.append(query.value(0).toString());
    return lines.join(QStringLiteral("; "));
}

Result<QByteArray> CampaignStore::contentDigest() const
{
    static const QStringList selects{
        QStringLiteral("SELECT key, value FROM meta ORDER BY key"),
        QStringLiteral("SELECT id, name, document FROM characters ORDER BY id"),
        QStringLiteral("SELECT id, name, document FROM monsters ORDER BY id"),
        QStringLiteral("SELECT id, name, document FROM maps ORDER BY id"),
        QStringLiteral("SELECT map_id, image FROM map_images ORDER BY map_id"),
        QStringLiteral("SELECT id, name, document FROM encounters ORDER BY id"),
        QStringLiteral("SELECT encounter_id, seq, type, document FROM events ORDER BY encounter_id, seq"),
    };
    QCryptographicHash hash(QCryptographicHash::Sha256);
    QSqlQuery query(database());
    query.setForwardOnly(true);
    for (const QString &select : selects) {
        if (!query.exec(select))
            return sqlError(QStringLiteral("cannot read the campaign"), query);
        hash.addData(select.toUtf8());
        while (query.next()) {
            for (int column = 0; column < query.record().count(); ++column) {
                const QVariant value = query.value(column);
                const QByteArray bytes =
                    value.typeId() == QMetaType::QByteArray ? value.toByteArray() : value.toString().toUtf8();
                hash.addData(QByteArray::number(bytes.size()) + ':');
                hash.addData(bytes);
            }
        }
    }
    return hash.result();
}

Status CampaignStore::saveCopyAs(const QString &newFileName) const
{
    if (QFileInfo::exists(newFileName))
        return Error{QStringLiteral("%1: already exists; choose another name").arg(newFileName)};
    QSqlQuery query(database());
    if (!query.exec(QStringLiteral("VACUUM INTO ") + sqlLiteral(newFileName))) {
        QFile::remove(newFileName);
        return Error{QStringLiteral("%1: cannot write the copy: %2").arg(newFileName, explain(query.lastError()))};
    }
    return success();
}

} // namespace battlemat
