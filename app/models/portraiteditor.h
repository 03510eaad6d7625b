#pragma once

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

class MapDocument;

/**
 * The token menu's Portrait entries: a picture file made into the creature's portrait (PortraitImport: cropped
 * round, at most 256 x 256) and set, or taken away, by the session's map edit `map.setPortrait` (undoable, stored
 * in the campaign). A file that gives no picture is refused with the reason in errorMessage.
 */
class PortraitEditor : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(MapDocument *document MEMBER m_document NOTIFY documentChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)

public:
    explicit PortraitEditor(QObject *parent = nullptr);

    QString errorMessage() const { return m_error; }
    /** `file` as the open dialog gives it (a URL's text) or a path. */
    Q_INVOKABLE bool setFromFile(const QString &creatureId, const QString &file);
    Q_INVOKABLE bool clear(const QString &creatureId);

Q_SIGNALS:
    void documentChanged();
    void errorMessageChanged();

private:
    bool run(const QString &creatureId, const QString &portrait);
    bool fail(const QString &message);

    QPointer<MapDocument> m_document;
    QString m_error;
};
