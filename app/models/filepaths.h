#pragma once

#include <QObject>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

/**
 * What Battlemat's file dialogs (qml/SaveFileDialog.qml, qml/OpenFileDialog.qml) ask of the file system: the folder
 * to start in, the file a typed name stands for, whether it exists or can be opened, and the folder shown to
 * people. QML has no file system access of its own.
 */
class FilePaths : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit FilePaths(QObject *parent = nullptr);

    /** The user's documents folder when there is one, else the home folder: where a first file is saved. */
    Q_INVOKABLE QUrl documentsFolder() const;
    /** The folder of a file (a local URL or path); the documents folder when it is not a file on disk. */
    Q_INVOKABLE QUrl folderOf(const QString &fileOrUrl) const;
    /** The parent of a folder as a URL's text, or "" at the root. */
    Q_INVOKABLE QString parentFolder(const QUrl &folder) const;
    /**
     * The file a typed name stands for: relative names are in folder, "~/" is the home folder, absolute paths
     * stay; ".suffix" is added unless the name already ends with it. A URL's text; "" when the name is blank or a
     * folder.
     */
    Q_INVOKABLE QString fileIn(const QUrl &folder, const QString &name, const QString &suffix) const;
    Q_INVOKABLE bool exists(const QUrl &file) const;
    Q_INVOKABLE bool isFolder(const QUrl &file) const;
    /** The file or folder a typed path stands for, as a URL's text: relative to folder, "~/" the home folder. */
    Q_INVOKABLE QString typedPath(const QUrl &folder, const QString &name) const;
    /**
     * Why this file cannot be opened as one of the given kinds (suffixes without the dot), said for the person
     * who typed it: missing, a folder, not a regular file, unreadable, or of another kind. "" when it can.
     */
    Q_INVOKABLE QString openProblem(const QUrl &file, const QStringList &suffixes) const;
    /** The file's name without its folder ("crypt.battlemat"). */
    Q_INVOKABLE QString fileName(const QUrl &file) const;
    /** A folder as people read it: a local path, the home folder written "~". */
    Q_INVOKABLE QString displayPath(const QUrl &folder) const;
};
