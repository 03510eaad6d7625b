// Changes to a creature's numbers as Orcus 1.0 stat blocks print them (../shared/rules/orcus-monsters-1.0.md: the
// Emperor's Armored Shell, the Awoken's Force Shield, the specter of sorrow's Touch of Misery ...).
#include "monsters/statchangetext.h"

#include <QRegularExpression>

namespace battlemat {

namespace {

// Who the clause is about, when it says: "the Awoken", "The Emperor's", "it", "its", "they", "he"; "target" after the
// importer's split at " and the ".
const QString subject =
    QStringLiteral("^(?:and )?(?:then )?(?:(?:(?:the [\\w’' -]+?|it|they|he|she)(?:’s|'s)?|its|their|his|her|target) )?"
                   "(?:then )?");
const QString until = QStringLiteral("\\s*(\\(save ends(?: both)?\\)|until .+)?$");

std::optional<Defense> defenseWord(const QString &word)
{
    const QString lower = word.toLower();
    if (lower == QLatin1String("ac"))
        return Defense::AC;
    return defenseFromName(lower);
}

} // namespace

std::optional<PrintedStatChange> readStatChange(const QString &clause)
{
    static const QRegularExpression defense(
        subject +
            QStringLiteral("(?:gains|has|receives|suffers|takes) an? ([+-]\\d+) (power )?(bonus|penalty) to "
                           "(all defenses|defenses|AC|Fortitude|Reflex|Will)(?: and (AC|Fortitude|Reflex|Will))?"
                           "(?: defenses?)?") +
            until,
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression speed(
        subject +
            QStringLiteral("(?:(?:ground|fly|swim|climb|burrow)(?: and (?:ground|fly|swim|climb|burrow))? )?"
                           "speeds? (increases?|decreases?) by (\\d+)") +
            until,
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression resist(
        subject +
            QStringLiteral("gains resist(?:ance)? (\\d+) to (all damage|acid|cold|fire|force|lightning|necrotic|"
                           "poison|psychic|radiant|thunder)(?: damage)?") +
            until,
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression loses(subject + QStringLiteral("loses all resistances") + until,
                                          QRegularExpression::CaseInsensitiveOption);
    const QString text = clause.trimmed();
    PrintedStatChange read;
    if (const auto match = defense.match(text); match.hasMatch()) {
        read.change.kind = StatChange::Kind::Defense;
        read.change.amount = match.captured(1).toInt();
        // "+2 penalty" is not printed; a sign against its word is read as the word says.
        const bool penalty = match.captured(3).compare(QLatin1String("penalty"), Qt::CaseInsensitive) == 0;
        if ((penalty && read.change.amount > 0) || (!penalty && read.change.amount < 0))
            return std::nullopt;
        read.change.powerBonus = !match.captured(2).isEmpty();
        const QString named = match.captured(4).toLower();
        if (!named.endsWith(QLatin1String("defenses"))) {
            read.change.defenses.append(*defenseWord(named));
            if (!match.captured(5).isEmpty())
                read.change.defenses.append(*defenseWord(match.captured(5)));
        }
        read.until = match.captured(6);
        return read.change.amount == 0 ? std::nullopt : std::optional(read);
    }
    if (const auto match = speed.match(text); match.hasMatch()) {
        read.change.kind = StatChange::Kind::Speed;
        const int amount = match.captured(2).toInt();
        read.change.amount = match.captured(1).startsWith(QLatin1String("de"), Qt::CaseInsensitive) ? -amount : amount;
        read.until = match.captured(3);
        return amount == 0 ? std::nullopt : std::optional(read);
    }
    if (const auto match = resist.match(text); match.hasMatch()) {
        read.change.kind = StatChange::Kind::Resistance;
        read.change.amount = match.captured(1).toInt();
        const QString type = match.captured(2).toLower();
        read.change.damageType = type == QLatin1String("all damage") ? DamageType::Untyped : *damageTypeFromName(type);
        read.until = match.captured(3);
        return read.change.amount == 0 ? std::nullopt : std::optional(read);
    }
    if (const auto match = loses.match(text); match.hasMatch()) {
        read.change.kind = StatChange::Kind::LosesResistances;
        read.until = match.captured(1);
        return read;
    }
    return std::nullopt;
}

void keepEndlessChangesChangedLater(QList<StatChange> *changes, const QList<std::pair<qsizetype, QString>> &endless,
                                    QStringList *kept)
{
    static const QRegularExpression changedLater(QStringLiteral("\\bthe (?:bonus|penalty|speed|resistance)\\b"),
                                                 QRegularExpression::CaseInsensitiveOption);
    if (endless.isEmpty() || !changedLater.match(kept->join(QLatin1Char(' '))).hasMatch())
        return;
    for (auto it = endless.crbegin(); it != endless.crend(); ++it) {
        changes->removeAt(it->first);
        kept->prepend(it->second);
    }
}

} // namespace battlemat
