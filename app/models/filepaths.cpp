#include "filepaths.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>

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

QString FilePaths::typedPath(const QUrl &folder, const QString &name) const
{
    QString typed = name.trimmed();
    if (typed.isEmpty())
        return {};
    if (typed == QLatin1String("~"))
        typed = QDir::homePath();
    else if (typed.startsWith(QStringLiteral("~/")))
        typed = QDir::home().filePath(typed.mid(2));
    // A pasted file URL is a path too.
    if (typed.startsWith(QStringLiteral("file:")))
        typed = QUrl(typed).toLocalFile();
    const QString path = QDir::isAbsolutePath(typed) ? typed : QDir(folder.toLocalFile()).filePath(typed);
    return QUrl::fromLocalFile(QDir::cleanPath(path)).toString();
}

QString FilePaths::openProblem(const QUrl &file, const QStringList &suffixes) const
{
    const QString path = file.toLocalFile();
    if (path.isEmpty())
        return tr("Type the name of a file or choose one from the list");
    const QFileInfo info(path);
    const QString shown = displayPath(file);
    if (!info.exists())
        return tr("%1 does not exist").arg(shown);
    if (info.isDir())
        return tr("%1 is a folder, not a file").arg(shown);
    if (!info.isFile())
        return tr("%1 is not a regular file").arg(shown);
    if (!info.isReadable())
        return tr("%1 cannot be read (no permission)").arg(shown);
    if (!suffixes.isEmpty()) {
        const QString suffix = info.suffix();
        const bool known = std::any_of(suffixes.begin(), suffixes.end(), [&](const QString &wanted) {
            return suffix.compare(wanted, Qt::CaseInsensitive) == 0;
        });
        if (!known) {
            QStringList dotted;
            for (const QString &wanted : suffixes)
                dotted.append(QLatin1Char('.') + wanted);
            return tr("%1 is not a file of the kind asked for here (%2)")
                .arg(info.fileName(), dotted.join(QStringLiteral(", ")));
        }
    }
    return {};
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
