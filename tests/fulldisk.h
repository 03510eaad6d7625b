#pragma once

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStorageInfo>
#include <QString>
#include <QTemporaryDir>

#include <algorithm>

/**
 * A small tmpfs to fill, for the tests of writes onto a full disk (issue 23). Mounting needs root (CI runs as
 * root); when it is refused, mounted() is false and reason() says why, and the test must QSKIP with it.
 */
class FullDisk
{
public:
    explicit FullDisk(const QString &size = QStringLiteral("2m"))
    {
        m_path = m_dir.filePath(QStringLiteral("disk"));
        QDir().mkpath(m_path);
        QProcess mount;
        mount.start(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                              QStringLiteral("size=") + size, QStringLiteral("tmpfs"), m_path});
        if (!mount.waitForFinished(20000) || mount.exitStatus() != QProcess::NormalExit || mount.exitCode() != 0)
            m_reason = QStringLiteral("cannot mount a tmpfs to fill (%1); run as root to test full-disk writes")
                           .arg(QString::fromLocal8Bit(mount.readAllStandardError()).trimmed() + mount.errorString());
        else
            m_mounted = true;
    }
    ~FullDisk()
    {
        if (m_mounted)
            QProcess::execute(QStringLiteral("umount"), {QStringLiteral("-l"), m_path});
    }
    FullDisk(const FullDisk &) = delete;
    FullDisk &operator=(const FullDisk &) = delete;

    bool mounted() const { return m_mounted; }
    QString reason() const { return m_reason; }
    QString filePath(const QString &name) const { return QDir(m_path).filePath(name); }

    /** Writes a filler file until the disk refuses; true when no byte is left. */
    bool fill()
    {
        QFile filler(filePath(QStringLiteral("filler")));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Append))
            return false;
        const QByteArray block(64 * 1024, 'f');
        while (filler.write(block) == block.size() && filler.flush()) {
        }
        filler.close();
        return QStorageInfo(m_path).bytesAvailable() < 4096;
    }
    /** Frees bytes at the end of the filler (room for a lock file and a journal, not for much more). */
    bool makeRoom(qint64 bytes)
    {
        QFile filler(filePath(QStringLiteral("filler")));
        return filler.resize(std::max<qint64>(0, filler.size() - bytes));
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    QString m_reason;
    bool m_mounted = false;
};
