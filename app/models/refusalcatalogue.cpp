#include "refusalcatalogue.h"

#include <QCoreApplication>
#include <QMap>

RefusalCatalogue::RefusalCatalogue(const char *context, const QList<const char *> &patterns)
    : m_context(context)
{
    static const QRegularExpression placeholder(QStringLiteral("%(\\d)"));
    for (const char *source : patterns) {
        const QString text = QString::fromUtf8(source);
        QString regex = QStringLiteral("^");
        QList<int> order;
        qsizetype at = 0;
        for (auto it = placeholder.globalMatch(text); it.hasNext();) {
            const auto match = it.next();
            regex += QRegularExpression::escape(text.mid(at, match.capturedStart() - at));
            regex += QStringLiteral("(.+?)");
            order.append(match.captured(1).toInt());
            at = match.capturedEnd();
        }
        regex += QRegularExpression::escape(text.mid(at)) + QLatin1Char('$');
        m_patterns.append({source, QRegularExpression(regex), order});
    }
}

bool RefusalCatalogue::known(const QString &english) const
{
    for (const Pattern &pattern : m_patterns) {
        if (pattern.regex.match(english).hasMatch())
            return true;
    }
    const qsizetype colon = english.indexOf(QStringLiteral(": "));
    return colon > 0 && known(english.mid(colon + 2));
}

QString RefusalCatalogue::translate(const QString &english, const QHash<QString, QString> &names) const
{
    for (const Pattern &pattern : m_patterns) {
        const auto match = pattern.regex.match(english);
        if (!match.hasMatch())
            continue;
        QMap<int, QString> values;
        for (qsizetype i = 0; i < pattern.placeholders.size(); ++i) {
            const QString value = match.captured(int(i) + 1);
            values.insert(pattern.placeholders.at(i),
                          names.contains(value) ? names.value(value) : translate(value, names));
        }
        QString text = QCoreApplication::translate(m_context, pattern.source);
        for (const QString &value : std::as_const(values))
            text = text.arg(value);
        return text;
    }
    // "combatants[0].sheet: ...", "mastery.move: ...": the prefix names a field or a step; translate what follows.
    const qsizetype colon = english.indexOf(QStringLiteral(": "));
    if (colon > 0) {
        const QString rest = english.mid(colon + 2);
        const QString translated = translate(rest, names);
        if (translated != rest)
            return english.left(colon + 2) + translated;
    }
    return english;
}
