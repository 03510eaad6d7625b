#include "monsters/monstertemplatefields.h"

#include "monsters/monstertemplateparser.h"

#include <QRegularExpression>

namespace battlemat {

namespace {

// The printed key of each field, as the book's template lines open ("**Speed:** fly 6 (hover).").
const QStringList &printedKeys()
{
    static const QStringList keys{QStringLiteral("Speed"),  QStringLiteral("Defenses"),   QStringLiteral("Senses"),
                                  QStringLiteral("Resist"), QStringLiteral("Vulnerable"), QStringLiteral("Immune")};
    return keys;
}

// The line of the text that opens with the key, or -1.
qsizetype lineOf(const QStringList &lines, const QString &printed)
{
    const QRegularExpression key(QStringLiteral("^\\*\\*%1:\\*\\*").arg(QRegularExpression::escape(printed)),
                                 QRegularExpression::CaseInsensitiveOption);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (key.match(lines.at(i).trimmed()).hasMatch())
            return i;
    }
    return -1;
}

QString valueOf(const QString &line)
{
    static const QRegularExpression key(QStringLiteral("^\\*\\*[^*]+:\\*\\*\\s*"));
    return line.trimmed().remove(key);
}

} // namespace

QStringList MonsterTemplateFields::keys()
{
    QStringList keys;
    for (const QString &printed : printedKeys())
        keys << printed.toLower();
    return keys;
}

QList<MonsterField> MonsterTemplateFields::of(const MonsterTemplateRecord &record)
{
    const QStringList lines = record.text.split(QLatin1Char('\n'));
    QList<MonsterField> fields;
    for (const QString &printed : printedKeys()) {
        const qsizetype at = lineOf(lines, printed);
        fields.append({printed.toLower(), printed, at < 0 ? QString() : valueOf(lines.at(at))});
    }
    return fields;
}

Result<MonsterTemplateRecord> MonsterTemplateFields::apply(const MonsterTemplateRecord &record,
                                                           const QList<QPair<QString, QString>> &edits,
                                                           MonsterFieldError *error)
{
    auto refuse = [&](const QString &key, const QString &label,
                      const QString &reason) -> Result<MonsterTemplateRecord> {
        const MonsterFieldError refusal{key, label, reason};
        if (error)
            *error = refusal;
        return Error{refusal.message()};
    };
    QStringList lines = record.text.split(QLatin1Char('\n'));
    for (const auto &[key, typed] : edits) {
        const qsizetype index = keys().indexOf(key);
        if (index < 0)
            return refuse(key, key,
                          QStringLiteral("no such field of a template (%1)").arg(keys().join(QStringLiteral(", "))));
        const QString printed = printedKeys().at(index);
        const QString value = typed.trimmed();
        if (value.contains(QLatin1Char('\n')))
            return refuse(key, printed, QStringLiteral("one line, without line breaks"));
        const qsizetype at = lineOf(lines, printed);
        if (at >= 0 && value.isEmpty()) {
            lines.removeAt(at);
            // A resistance's "*Level 11:*" and "*Level 21:*" steps go with it.
            while (at < lines.size() && lines.at(at).trimmed().startsWith(QLatin1String("*Level ")))
                lines.removeAt(at);
        } else if (at >= 0) {
            lines[at] = QStringLiteral("**%1:** %2").arg(printed, value);
        } else if (!value.isEmpty()) {
            lines.insert(1, QStringLiteral("**%1:** %2").arg(printed, value)); // under the "## Name" line
        }
        // Read again after each edit, so the refusal names the field whose value does not read.
        auto read = MonsterTemplateParser::parseTemplate(lines, record.line, QStringLiteral("template"));
        if (!read) {
            static const QRegularExpression place(QStringLiteral("^template:\\d+: template '[^']*': "));
            return refuse(key, printed, read.errorMessage().remove(place));
        }
    }
    auto read = MonsterTemplateParser::parseTemplate(lines, record.line, QStringLiteral("template"));
    if (!read)
        return read.error();
    MonsterTemplateRecord changed = std::move(read).value();
    changed.eliteStep = record.eliteStep;
    return changed;
}

} // namespace battlemat
