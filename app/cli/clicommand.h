#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>

/** Where a subcommand writes: JSON results to out, messages for people to err. */
struct CliIo
{
    QTextStream &out;
    QTextStream &err;

    void printJson(const QJsonObject &object) const;
    /** Prints "battlemat-cli: <message>" on stderr and returns the usage-error exit status. */
    int fail(const QString &message) const;
};

/** Exit statuses every subcommand keeps: 0 done, 2 the input (arguments or files) was wrong. */
inline constexpr int exitOk = 0;
inline constexpr int exitBadInput = 2;

/**
 * Reads --seed's value, a whole number from 0 to max: false with the message for what is wrong (not a number,
 * negative, too large), so "-1" is told that a seed must be 0 or more.
 */
bool parseSeed(const QString &text, quint64 max, quint64 *seed, QString *error);

/** One `battlemat-cli NAME ...` subcommand. */
struct CliCommand
{
    QString name;
    QString synopsis; // one line for --help: the form, three spaces, what it does
    std::function<int(const QStringList &arguments, const CliIo &io)> run;
    /** Every form with its options, as the usage errors print it; "" takes the form from the synopsis. */
    QString usage = {};
    /** The usage of the sub-subcommand the arguments name ("grid MAP.json path --help"), or "" for all of usage.
     *  Unset: the usage lines "battlemat-cli NAME SUB ..." whose SUB is one of the arguments. */
    std::function<QString(const QStringList &arguments)> subcommandUsage = {};
};

/** `battlemat-cli NAME [SUB] --help`: the (sub)command's usage and what it does, for stdout. */
QString cliCommandHelp(const CliCommand &command, const QStringList &arguments);
/** True when the arguments ask for help (--help or -h anywhere): it wins over every other argument. */
bool asksForHelp(const QStringList &arguments);
