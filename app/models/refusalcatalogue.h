#pragma once

#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QString>

/**
 * An engine's refusals put into the table's language: a list of its English sentences as patterns with
 * placeholders (each marked QT_TRANSLATE_NOOP in the catalogue's context, so lupdate collects them). A message is
 * matched against them and the captured names and numbers go into the translation, each in turn looked up again
 * (a reason nested in a reason). A message no pattern knows is kept as the engine wrote it; a prefix naming a field
 * or a step ("mastery.move: ...") is kept and what follows it translated. The engine stays in English for the CLI,
 * the logs and the tests; only the window reads it translated.
 */
class RefusalCatalogue
{
public:
    RefusalCatalogue(const char *context, const QList<const char *> &patterns);

    /** names: the creatures' ids and their names; a placeholder's value that is an id reads as the name (the engine
     *  names creatures by id for the CLI, the table by the name on their sheet). */
    QString translate(const QString &english, const QHash<QString, QString> &names = {}) const;
    /** Whether a pattern matches the message (tests check that the engine's refusals are covered). */
    bool known(const QString &english) const;

private:
    struct Pattern
    {
        const char *source;
        QRegularExpression regex;
        QList<int> placeholders; // the %N of each captured group, in the order they appear
    };
    const char *m_context;
    QList<Pattern> m_patterns;
};
