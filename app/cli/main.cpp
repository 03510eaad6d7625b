#include "commands.h"
#include "core/version.h"
#include "sheetcommands.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cerrno>
#include <cstdio>

namespace {

void printHelp(QTextStream &out)
{
    out << "Usage: battlemat-cli COMMAND [ARGUMENTS...]\n"
           "       battlemat-cli --version | --help\n\n"
           "Runs Battlemat's rules engine without a window. Results are JSON on stdout; errors go to\n"
           "stderr with exit status 2. See docs/cli.md.\n\nCommands:\n";
    for (const CliCommand &command : allCliCommands())
        out << "  " << command.synopsis << '\n';
}

} // namespace

int main(int argc, char *argv[])
{
    const auto app = createCliApplication(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("battlemat-cli"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(battlemat::versionString));

    QTextStream out(stdout);
    QTextStream err(stderr);
    const CliIo io{out, err};
    QStringList arguments = QCoreApplication::arguments().mid(1);

    if (arguments.isEmpty()) {
        printHelp(err);
        return exitBadInput;
    }
    const QString first = arguments.takeFirst();
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        out << "battlemat-cli " << battlemat::versionString << '\n';
        return exitOk;
    }
    if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("help")) {
        printHelp(out);
        return exitOk;
    }
    for (const CliCommand &command : allCliCommands()) {
        if (command.name != first)
            continue;
        // "play --help" asks for the help of play, on stdout, and is no usage error.
        if (asksForHelp(arguments)) {
            out << cliCommandHelp(command, arguments);
            return exitOk;
        }
        const int status = command.run(arguments, io);
        // stdout redirected to a file is an output file too: a result that did not reach it (a full disk) is no
        // result, so the exit status must not claim one.
        out.flush();
        if (out.status() != QTextStream::Ok || std::fflush(stdout) != 0 || std::ferror(stdout))
            return io.fail(
                QStringLiteral("cannot write the results to the standard output: %1").arg(qt_error_string(errno)));
        return status;
    }
    return io.fail(QStringLiteral("unknown command '%1'; see battlemat-cli --help").arg(first));
}
