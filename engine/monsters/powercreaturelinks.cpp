#include "monsters/powercreaturelinks.h"

#include "encounter/combatpowerjson.h"
#include "orcus/statblockjson.h"

#include <QRegularExpression>

namespace battlemat::PowerCreatureLinks {

namespace {

/** The book's creature of this name (any case): a block, or a variant of the block that follows it. */
std::optional<StatBlock> creatureNamed(const QString &name, const QList<StatBlock> &monsters,
                                       const QList<int> &headingLines, const QList<Variant> &variants)
{
    for (const StatBlock &block : monsters) {
        if (block.name.compare(name, Qt::CaseInsensitive) == 0)
            return block;
    }
    for (const Variant &variant : variants) {
        if (variant.name.compare(name, Qt::CaseInsensitive) != 0)
            continue;
        for (qsizetype i = 0; i < monsters.size() && i < headingLines.size(); ++i) {
            if (headingLines.at(i) <= variant.line)
                continue;
            // "Spider Swarm: Spider tag.": the section's block with the tag, under the variant's name. What else the
            // variant line prints (the spider swarm's tremorsense on a web) is the table's.
            StatBlock varied = monsters.at(i);
            varied.name = variant.name;
            varied.id = encounterPowerId(variant.name);
            if (!varied.tags.contains(variant.tag, Qt::CaseInsensitive))
                varied.tags.append(variant.tag);
            return varied;
        }
    }
    return std::nullopt;
}

/** "Shapeshifter Slime (Human Form)" -> "Shapeshifter Slime"; empty when the name holds no form. */
QString formBase(const QString &name)
{
    static const QRegularExpression form(QStringLiteral("^(.+?)\\s*\\(([^()]+) form\\)$"),
                                         QRegularExpression::CaseInsensitiveOption);
    const auto match = form.match(name.trimmed());
    return match.hasMatch() ? match.captured(1) : QString();
}

/** The one other form of the same monster ("Shapeshifter Slime (Slime Form)"), if the book holds exactly one. */
std::optional<StatBlock> otherForm(const StatBlock &block, const QList<StatBlock> &monsters)
{
    const QString base = formBase(block.name);
    if (base.isEmpty())
        return std::nullopt;
    std::optional<StatBlock> found;
    for (const StatBlock &other : monsters) {
        if (other.id == block.id || formBase(other.name).compare(base, Qt::CaseInsensitive) != 0)
            continue;
        if (found)
            return std::nullopt; // more than one: which is "natural" is the table's
        found = other;
    }
    return found;
}

} // namespace

QList<Variant> variants(const QStringList &lines)
{
    static const QRegularExpression variant(QStringLiteral("^\\*\\*([^*:]+):\\*\\*\\s+([A-Za-z]+) tag\\."));
    QList<Variant> found;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (const auto match = variant.match(lines.at(i).trimmed()); match.hasMatch())
            found.append({match.captured(1).trimmed(), match.captured(2), int(i + 1)});
    }
    return found;
}

QString placedName(const Power &power)
{
    static const QRegularExpression place(QStringLiteral(
        "^place an? ([a-z][a-z ]*?) in an adjacent (?:space|square)(?: \\(whether or not it is occupied\\))?\\.?$"));
    if (power.attack || !power.hit.isEmpty() || !power.miss.isEmpty())
        return {};
    const auto match = place.match(power.effect.text.trimmed().toLower());
    return match.hasMatch() ? match.captured(1) : QString();
}

bool regressesToNaturalForm(const Power &power)
{
    static const QRegularExpression regresses(QStringLiteral("^(?:the [^,;:]+|it) regresses to its natural form\\.?$"));
    return !power.attack && power.hit.isEmpty() && power.miss.isEmpty() &&
           regresses.match(power.effect.text.trimmed().toLower()).hasMatch();
}

void link(QList<StatBlock> &monsters, const QList<int> &headingLines, const QList<Variant> &variants)
{
    const QList<StatBlock> book = monsters; // what the powers name, before any is linked
    for (StatBlock &block : monsters) {
        for (Power &power : block.powers) {
            if (const QString name = placedName(power); !name.isEmpty()) {
                if (const auto placed = creatureNamed(name, book, headingLines, variants))
                    power.places = statBlockToJson(*placed);
            } else if (regressesToNaturalForm(power)) {
                if (const auto form = otherForm(block, book))
                    power.becomes = statBlockToJson(*form);
            }
        }
    }
}

} // namespace battlemat::PowerCreatureLinks
