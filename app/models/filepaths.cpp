#include "filepaths.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

FilePaths::FilePaths(QObject *parent)
    : QObject(parent)
{}

QUrl FilePaths::documentsFolder() const
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QFileInfo(documents).isDir())
        return QUrl::fromLocalFile(documents);
    return QUrl::fromLocalFile(QDir::homePath());
}

QUrl FilePaths::folderOf(const QString &fileOrUrl) const
{
    const QUrl url(fileOrUrl);
    const QString path = url.isLocalFile() ? url.toLocalFile() : fileOrUrl;
    // The embedded sample (":/...") and unsaved campaigns have no folder of their own.
    if (path.isEmpty() || path.startsWith(QLatin1Char(':')) || !QFileInfo(path).absoluteDir().exists())
        return documentsFolder();
    // The sample's copy lives in the application's hidden data folder: new files go where people keep theirs.
    const QString appData = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (!appData.isEmpty() && QFileInfo(path).absolutePath().startsWith(appData))
        return documentsFolder();
    return QUrl::fromLocalFile(QFileInfo(path).absolutePath());
}

QString FilePaths::parentFolder(const QUrl &folder) const
{
    QDir dir(folder.toLocalFile());
    if (folder.toLocalFile().isEmpty() || !dir.cdUp())
        return {};
    return QUrl::fromLocalFile(dir.absolutePath()).toString();
}

QString FilePaths::fileIn(const QUrl &folder, const QString &name, const QString &suffix) const
{
    QString typed = name.trimmed();
    if (typed.isEmpty() || typed.endsWith(QLatin1Char('/')))
        return {};
    if (typed.startsWith(QStringLiteral("~/")))
        typed = QDir::home().filePath(typed.mid(2));
    QString path = QDir::isAbsolutePath(typed) ? typed : QDir(folder.toLocalFile()).filePath(typed);
    if (QFileInfo(path).isDir())
        return {};
    const QString dotted = QLatin1Char('.') + suffix;
    if (!suffix.isEmpty() && !path.endsWith(dotted, Qt::CaseInsensitive))
        path += dotted;
    return QUrl::fromLocalFile(QDir::cleanPath(path)).toString();
}

bool FilePaths::exists(const QUrl &file) const
{
    return !file.isEmpty() && QFileInfo::exists(file.toLocalFile());
}

bool FilePaths::isFolder(const QUrl &file) const
{
    return !file.isEmpty() && QFileInfo(file.toLocalFile()).isDir();
}

QString FilePaths::fileName(const QUrl &file) const
{
    return QFileInfo(file.toLocalFile()).fileName();
}

QString FilePaths::displayPath(const QUrl &folder) const
{
    const QString path = QDir::cleanPath(folder.toLocalFile());
    const QString home = QDir::cleanPath(QDir::homePath());
    if (path == home)
        return QStringLiteral("~");
    if (path.startsWith(home + QLatin1Char('/')))
        return QStringLiteral("~") + path.mid(home.size());
    return QDir::toNativeSeparators(path);
}
