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

namespace {

const QString helpGap = QStringLiteral("   "); // between the form and the description in a synopsis

// The lines of a usage text for the sub-subcommand named in the arguments ("campaign create --help"): its forms,
// plus the lines that are no form (shared options), each form led by "usage:" or aligned under it.
QString linesForSubcommand(const CliCommand &command, const QStringList &arguments)
{
    const QRegularExpression form(QStringLiteral("battlemat-cli %1 (\\S+)").arg(command.name));
    QStringList picked;
    QStringList shared;
    for (const QString &line : command.usage.split(QLatin1Char('\n'))) {
        const auto match = form.match(line);
        if (!match.hasMatch()) {
            shared.append(line);
            continue;
        }
        if (arguments.contains(match.captured(1)))
            picked.append(line.mid(match.capturedStart()));
    }
    if (picked.isEmpty())
        return {};
    for (qsizetype i = 0; i < picked.size(); ++i)
        picked[i].prepend(i == 0 ? QStringLiteral("usage: ") : QStringLiteral("       "));
    return (picked + shared).join(QLatin1Char('\n'));
}

} // namespace

bool asksForHelp(const QStringList &arguments)
{
    return arguments.contains(QLatin1String("--help")) || arguments.contains(QLatin1String("-h"));
}

QString cliCommandHelp(const CliCommand &command, const QStringList &arguments)
{
    const qsizetype gap = command.synopsis.indexOf(helpGap);
    const QString form = gap < 0 ? command.synopsis : command.synopsis.left(gap).trimmed();
    const QString description = gap < 0 ? QString() : command.synopsis.mid(gap).trimmed();
    QString usage =
        command.subcommandUsage ? command.subcommandUsage(arguments) : linesForSubcommand(command, arguments);
    if (usage.isEmpty())
        usage = command.usage.isEmpty() ? QStringLiteral("usage: battlemat-cli ") + form : command.usage;
    QString text = usage + QLatin1Char('\n');
    if (!description.isEmpty())
        text += QLatin1Char('\n') + description.left(1).toUpper() + description.mid(1) + QStringLiteral(".\n");
    text += QStringLiteral("Results are JSON on stdout; errors go to stderr with exit status 2. See docs/cli.md, "
                           "\"%1\".\n")
                .arg(command.name);
    return text;
}
