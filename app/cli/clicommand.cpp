#include "clicommand.h"

#include <QJsonDocument>

void CliIo::printJson(const QJsonObject &object) const
{
    out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)) << '\n';
    out.flush();
}

int CliIo::fail(const QString &message) const
{
    err << "battlemat-cli: " << message << '\n';
    err.flush();
    return exitBadInput;
}
