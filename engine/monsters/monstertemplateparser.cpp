#include "monsters/monstertemplateparser.h"

#include "monsters/monsterblocklines.h"
#include "monsters/monsterblockparser.h"
#include "monsters/powertextparser.h"

#include <QRegularExpression>

namespace battlemat {

namespace {

const QString bow = QStringLiteral("\U0001F3F9"); // 🏹: the file's ranged icon in the templates

QString clean(QString text)
{
    text.replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
    text.replace(QLatin1Char('\t'), QLatin1Char(' '));
    return text.trimmed();
}

QString withoutStop(QString text)
{
    text = text.trimmed();
    while (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text.trimmed();
}

QStringList entries(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[,;]"));
    QStringList parts;
    for (const QString &part : withoutStop(text).split(separators, Qt::SkipEmptyParts))
        parts.append(part.trimmed());
    return parts;
}

int numberWord(const QString &word)
{
    static const QStringList words{QStringLiteral("one"), QStringLiteral("two"), QStringLiteral("three"),
                                   QStringLiteral("four")};
    return int(words.indexOf(word.toLower())) + 1; // 0: not a number word
}

class TemplateReader
{
public:
    TemplateReader(QString source, QString name, MonsterTemplateRecord *record)
        : m_source(std::move(source))
        , m_name(std::move(name))
        , m_record(record)
    {}

    Status line(int number, const QString &text);
    Status finish(int lastLine);

private:
    Error error(int line, const QString &what) const
    {
        return Error{QStringLiteral("%1:%2: template '%3': %4").arg(m_source).arg(line).arg(m_name, what)};
    }
    Status keyLine(int number, const QString &key, const QString &value);
    Status damageSteps(int number, const QString &value, QMap<DamageType, LevelSteps> *into, int level);
    void openItem(int number, const QString &header, const QString &name, const QString &text, bool power);

    QString m_source;
    QString m_name;
    MonsterTemplateRecord *m_record;
    TemplateItem *m_open = nullptr;                    // the trait or power whose text the next lines continue
    QMap<DamageType, LevelSteps> *m_stepped = nullptr; // the list a "*Level 11:*" line continues
    bool m_powersList = false;                         // "**Powers:**": the bullets are the quotas
    bool m_readSomething = false;
};

void TemplateReader::openItem(int number, const QString &header, const QString &name, const QString &text, bool power)
{
    m_record->items.append({number, header, name, text, power});
    m_open = &m_record->items.last();
    m_readSomething = true;
}

Status TemplateReader::damageSteps(int number, const QString &value, QMap<DamageType, LevelSteps> *into, int level)
{
    static const QRegularExpression entry(
        QStringLiteral("^([A-Za-z]+)(?:\\s+damage)?\\s+(\\d+)(?:\\s*\\((\\d+) at Level 11, (\\d+) at Level 21\\))?$"),
        QRegularExpression::CaseInsensitiveOption);
    const QStringList parts = entries(value);
    if (parts.isEmpty())
        return error(number, QStringLiteral("names no damage type"));
    for (const QString &part : parts) {
        const auto match = entry.match(part);
        const auto type = match.hasMatch() ? damageTypeFromName(match.captured(1).toLower()) : std::nullopt;
        if (!type)
            return error(number,
                         QStringLiteral("expected a damage type and a number (\"fire 5\"), found '%1'").arg(part));
        const int n = match.captured(2).toInt();
        LevelSteps &steps = (*into)[*type];
        if (level == 1) {
            steps = {n, n, n};
            if (!match.captured(3).isEmpty())
                steps = {n, match.captured(3).toInt(), match.captured(4).toInt()};
        } else if (!into->contains(*type) || (level == 11 ? steps.base : steps.at11) > n) {
            return error(number, QStringLiteral("'%1' at Level %2 is not above the step before").arg(part).arg(level));
        } else if (level == 11) {
            steps.at11 = steps.at21 = n;
        } else {
            steps.at21 = n;
        }
    }
    return success();
}

Status TemplateReader::keyLine(int number, const QString &key, const QString &value)
{
    const QString lower = key.toLower();
    m_stepped = nullptr;
    m_powersList = false;
    m_open = nullptr;
    m_readSomething = true;
    const bool perClass = value.contains(QLatin1String("as per the class"), Qt::CaseInsensitive);
    if (lower == QLatin1String("speed")) {
        static const QRegularExpression mode(QStringLiteral("^(fly|climb|swim|burrow)\\s+(\\d+)\\s*(\\(hover\\))?$"),
                                             QRegularExpression::CaseInsensitiveOption);
        for (const QString &part : entries(value)) {
            const auto match = mode.match(part);
            if (!match.hasMatch())
                return error(number,
                             QStringLiteral("expected a movement mode (\"fly 6 (hover)\"), found '%1'").arg(part));
            m_record->speedModes.insert(match.captured(1).toLower(), match.captured(2).toInt());
            m_record->hover = m_record->hover || !match.captured(3).isEmpty();
        }
    } else if (lower == QLatin1String("defenses")) {
        if (perClass) {
            m_record->needsClass = true;
            return success();
        }
        static const QRegularExpression bonus(QStringLiteral("^([+-]\\d+)\\s+([A-Za-z]+)$"));
        for (const QString &part : entries(value)) {
            const auto match = bonus.match(part);
            const auto defense = match.hasMatch() ? defenseFromName(match.captured(2)) : std::nullopt;
            if (!defense)
                return error(number,
                             QStringLiteral("expected a defense bonus (\"+2 Fortitude\"), found '%1'").arg(part));
            m_record->defenseBonuses[*defense] += match.captured(1).toInt();
        }
    } else if (lower == QLatin1String("senses")) {
        for (const QString &part : entries(value))
            m_record->senses.append(part.toLower());
    } else if (lower == QLatin1String("resist")) {
        m_stepped = &m_record->resistances;
        return damageSteps(number, value, m_stepped, 1);
    } else if (lower == QLatin1String("vulnerable")) {
        // "radiant damage 10, force damage 10. If it takes radiant ...": the numbers, then a rule kept as text.
        const qsizetype stop = value.indexOf(QLatin1String(". "));
        if (auto read = damageSteps(number, stop < 0 ? value : value.left(stop), &m_record->vulnerabilities, 1); !read)
            return read;
        if (stop >= 0)
            openItem(number, QStringLiteral("**Vulnerable:**"), key, value.mid(stop + 2).trimmed(), false);
    } else if (lower == QLatin1String("immune")) {
        for (const QString &part : entries(value)) {
            if (const auto type = damageTypeFromName(part.toLower()))
                m_record->immunities.insert(*type);
            else
                m_record->immuneTo.append(part.toLower());
        }
    } else if (lower == QLatin1String("incorporeal")) {
        m_record->incorporeal = true;
        openItem(number, QStringLiteral("**Incorporeal:**"), key, value, false);
    } else if (lower == QLatin1String("trained skills")) {
        static const QRegularExpression choose(QStringLiteral("^choose (\\w+)"),
                                               QRegularExpression::CaseInsensitiveOption);
        const int n = numberWord(choose.match(value).captured(1));
        if (n == 0)
            return error(number,
                         QStringLiteral("expected \"Choose two from the class skills\", found '%1'").arg(value));
        m_record->trainedSkills = n;
        m_record->needsClass = true;
    } else if (lower == QLatin1String("class features")) {
        m_record->needsClass = true;
    } else if (lower == QLatin1String("powers")) {
        m_record->needsClass = true;
        m_powersList = true;
    } else if (value.isEmpty()) {
        return error(number, QStringLiteral("'%1' has no text").arg(key));
    } else {
        openItem(number, QStringLiteral("**%1:**").arg(key), key, value, false); // "**Smite Good:** Attacks ..."
    }
    return success();
}

Status TemplateReader::line(int number, const QString &raw)
{
    const QString text = clean(raw);
    if (text.isEmpty()) {
        m_open = nullptr;
        return success();
    }
    if (text.startsWith(QLatin1String("<figure")))
        return success();
    static const QRegularExpression key(QStringLiteral("^\\*\\*([A-Za-z ]+):\\*\\*\\s*(.*)$"));
    static const QRegularExpression level(QStringLiteral("^\\*Level (11|21):\\*\\s*(.*)$"));
    static const QRegularExpression bullet(QStringLiteral("^\\*\\s+(.*)$"));
    if (const auto match = key.match(text); match.hasMatch())
        return keyLine(number, match.captured(1).trimmed(), match.captured(2).trimmed());
    if (const auto match = level.match(text); match.hasMatch()) {
        if (!m_stepped)
            return error(number,
                         QStringLiteral("a '*Level %1:*' line must follow a resistance line").arg(match.captured(1)));
        return damageSteps(number, match.captured(2), m_stepped, match.captured(1).toInt());
    }
    if (const auto match = bullet.match(text); match.hasMatch()) {
        if (!m_powersList)
            return error(number, QStringLiteral("a list item outside a template's powers: '%1'").arg(text.left(80)));
        // "One encounter power (two from level 11)", "One utility power (two from level 11, three from level 21)".
        static const QRegularExpression quota(
            QStringLiteral("^(\\w+) ([a-z-]+) power(?:\\s*\\((\\w+) from level 11(?:, (\\w+) from level 21)?\\)|"
                           "\\s*\\((\\w+) from level 21\\))?\\.?$"),
            QRegularExpression::CaseInsensitiveOption);
        const auto q = quota.match(withoutStop(match.captured(1)) + QLatin1Char('.'));
        const int base = q.hasMatch() ? numberWord(q.captured(1)) : 0;
        if (base == 0)
            return error(number, QStringLiteral("expected a count of powers (\"One daily power (two from level "
                                                "21)\"), found '%1'")
                                     .arg(match.captured(1)));
        PowerQuota power{q.captured(2).toLower(), {base, base, base}};
        if (!q.captured(3).isEmpty())
            power.count.at11 = power.count.at21 = numberWord(q.captured(3));
        if (!q.captured(4).isEmpty())
            power.count.at21 = numberWord(q.captured(4));
        if (!q.captured(5).isEmpty())
            power.count.at21 = numberWord(q.captured(5));
        if (power.count.at11 == 0 || power.count.at21 == 0)
            return error(number, QStringLiteral("'%1': a count is not a number word").arg(match.captured(1)));
        m_record->powerQuotas.append(power);
        m_readSomething = true;
        return success();
    }
    Aura aura;
    if (text.startsWith(QLatin1Char('*')) && text.contains(QLatin1String("aura"), Qt::CaseInsensitive) &&
        readAura(text, &aura)) {
        m_record->auras.append(aura);
        m_open = nullptr;
        m_readSomething = true;
        return success();
    }
    QString headerText = text;
    if (headerText.startsWith(bow))
        headerText = QStringLiteral("↗ ") + headerText.mid(bow.size()).trimmed();
    PowerTextParser::Header header;
    if (PowerTextParser::readHeader(headerText, &header)) {
        m_stepped = nullptr;
        m_powersList = false;
        if (!header.usage.isEmpty()) {
            // The usage must read now, not when the template is applied: "(standard, refresh 5, 6)".
            QStringList kept;
            QString problem;
            if (!PowerTextParser::parse(header, QString(), &kept, &problem))
                return error(number, problem);
        }
        openItem(number, headerText, header.name, QString(), !header.usage.isEmpty());
        return success();
    }
    if (m_open) {
        m_open->text = (m_open->text + QLatin1Char(' ') + text).trimmed();
        return success();
    }
    // A paragraph before the template's entries ("You can apply a character class ..."): its description.
    return success();
}

Status TemplateReader::finish(int lastLine)
{
    if (!m_readSomething)
        return error(lastLine, QStringLiteral("has no entries (the file may be cut short)"));
    for (const TemplateItem &item : std::as_const(m_record->items)) {
        if (item.text.trimmed().isEmpty())
            return error(item.line, QStringLiteral("'%1' has no text (the file may be cut short)").arg(item.name));
    }
    if (m_record->needsClass && m_record->powerQuotas.isEmpty())
        return error(lastLine, QStringLiteral("a class template must list its powers (\"* One at-will power.\")"));
    return success();
}

} // namespace

QString MonsterTemplateParser::atLevel(QString text, int level)
{
    static const QRegularExpression stepped(
        QStringLiteral("(\\+?)(\\d+)((?:\\s+[A-Za-z]+)*)\\s*\\(\\+?(\\d+) at Level 11, \\+?(\\d+) at Level 21\\)"));
    for (auto match = stepped.match(text); match.hasMatch(); match = stepped.match(text)) {
        const int value = level >= 21   ? match.captured(5).toInt()
                          : level >= 11 ? match.captured(4).toInt()
                                        : match.captured(2).toInt();
        text.replace(match.capturedStart(), match.capturedLength(),
                     match.captured(1) + QString::number(value) + match.captured(3));
    }
    static const QRegularExpression attack(QStringLiteral("\\bLevel \\+(\\d+) vs\\b"));
    for (auto match = attack.match(text); match.hasMatch(); match = attack.match(text))
        text.replace(match.capturedStart(), match.capturedLength(),
                     QStringLiteral("+%1 vs").arg(level + match.captured(1).toInt()));
    static const QRegularExpression own(QStringLiteral("(equal to the \\S+ level)(?! \\()"));
    text.replace(own, QStringLiteral("\\1 (%1)").arg(level));
    return text;
}

Result<MonsterTemplateRecord> MonsterTemplateParser::parseTemplate(const QStringList &lines, int firstLine,
                                                                   const QString &source)
{
    static const QRegularExpression heading(QStringLiteral("^##\\s+(.+?)\\s*$"));
    const auto match = lines.isEmpty() ? QRegularExpressionMatch() : heading.match(clean(lines.first()));
    if (!match.hasMatch())
        return Error{QStringLiteral("%1:%2: a template opens with its \"## Name\" line").arg(source).arg(firstLine)};
    MonsterTemplateRecord record;
    record.name = match.captured(1);
    record.id = MonsterBlockParser::idFor(record.name);
    record.line = firstLine;
    TemplateReader reader(source, record.name, &record);
    QStringList text{lines.first().trimmed()};
    for (qsizetype i = 1; i < lines.size(); ++i) {
        if (auto read = reader.line(firstLine + int(i), lines.at(i)); !read)
            return read.error();
        text.append(lines.at(i));
    }
    if (auto done = reader.finish(firstLine + int(lines.size()) - 1); !done)
        return done.error();
    while (!text.isEmpty() && text.last().trimmed().isEmpty())
        text.removeLast();
    record.text = text.join(QLatin1Char('\n'));
    return record;
}

Result<QList<MonsterTemplateRecord>> MonsterTemplateParser::parseSection(const QStringList &lines,
                                                                         const QString &source)
{
    static const QRegularExpression section(QStringLiteral("^#\\s+Monster Templates\\s*$"));
    static const QRegularExpression chapter(QStringLiteral("^#\\s+\\S"));
    static const QRegularExpression heading(QStringLiteral("^##\\s+(.+?)\\s*$"));
    qsizetype start = 0;
    while (start < lines.size() && !section.match(clean(lines.at(start))).hasMatch())
        ++start;
    if (start == lines.size())
        return QList<MonsterTemplateRecord>{};
    qsizetype end = start + 1;
    while (end < lines.size() && !chapter.match(clean(lines.at(end))).hasMatch())
        ++end;
    QList<MonsterTemplateRecord> records;
    for (qsizetype i = start + 1; i < end; ++i) {
        const auto match = heading.match(clean(lines.at(i)));
        if (!match.hasMatch())
            continue;
        qsizetype next = i + 1;
        while (next < end && !heading.match(clean(lines.at(next))).hasMatch())
            ++next;
        // "Standard Bonuses" is the elite and boss steps themselves: MonsterTemplate's rule, not a template.
        if (match.captured(1).compare(QLatin1String("Standard Bonuses"), Qt::CaseInsensitive) != 0) {
            auto record = parseTemplate(lines.mid(i, next - i), int(i + 1), source);
            if (!record)
                return record.error();
            for (const MonsterTemplateRecord &other : std::as_const(records)) {
                if (other.id == record->id)
                    return Error{
                        QStringLiteral("%1:%2: template '%3' is given twice").arg(source).arg(i + 1).arg(record->name)};
            }
            records.append(std::move(record).value());
        }
        i = next - 1;
    }
    if (records.isEmpty())
        return Error{QStringLiteral("%1:%2: the \"Monster Templates\" section holds no template (the file may be cut "
                                    "short)")
                         .arg(source)
                         .arg(start + 1)};
    return records;
}

} // namespace battlemat
