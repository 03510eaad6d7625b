#include "clicommand.h"

#include <QJsonDocument>
#include <QRegularExpression>

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

bool parseSeed(const QString &text, quint64 max, quint64 *seed, QString *error)
{
    const QString trimmed = text.trimmed();
    bool ok = false;
    const qlonglong negative = trimmed.toLongLong(&ok);
    if (ok && negative < 0) {
        *error = QStringLiteral("--seed must be 0 or more, not '%1'").arg(text);
        return false;
    }
    const quint64 value = trimmed.toULongLong(&ok);
    if (!ok) {
        static const QRegularExpression digits(QStringLiteral("^\\+?[0-9]+$"));
        *error = digits.match(trimmed).hasMatch()
                     ? QStringLiteral("--seed must be at most %1, not '%2'").arg(max).arg(text)
                     : QStringLiteral("--seed needs a whole number from 0 to %1, not '%2'").arg(max).arg(text);
        return false;
    }
    if (value > max) {
        *error = QStringLiteral("--seed must be at most %1, not '%2'").arg(max).arg(text);
        return false;
    }
    *seed = value;
    return true;
}
