#include "portraiteditor.h"

#include "mapdocument.h"
#include "portraitimport.h"

#include <QJsonObject>
#include <QUrl>

PortraitEditor::PortraitEditor(QObject *parent)
    : QObject(parent)
{}

bool PortraitEditor::setFromFile(const QString &creatureId, const QString &file)
{
    const QUrl url(file);
    const QString path = url.isLocalFile() ? url.toLocalFile() : file;
    const auto portrait = PortraitImport::fromFile(path);
    if (!portrait)
        return fail(tr("No portrait: %1").arg(portrait.errorMessage()));
    return run(creatureId, *portrait);
}

bool PortraitEditor::clear(const QString &creatureId)
{
    return run(creatureId, QString());
}

bool PortraitEditor::run(const QString &creatureId, const QString &portrait)
{
    if (!m_document)
        return fail(tr("No map is open"));
    const QJsonObject step{{QStringLiteral("type"), QStringLiteral("map.setPortrait")},
                           {QStringLiteral("creature"), creatureId},
                           {QStringLiteral("portrait"), portrait}};
    if (!m_document->runEdit(step))
        return fail(m_document->lastError());
    fail(QString()); // done: no problem to show
    return true;
}

bool PortraitEditor::fail(const QString &message)
{
    if (m_error != message) {
        m_error = message;
        Q_EMIT errorMessageChanged();
    }
    return false;
}
