#include "monsterkeywordtexts.h"

#include <QCoreApplication>

#include <iterator>

namespace {

// The words of the bundled monsters (resources/monsters/orcus-monsters-1.0.md), lower case.
const char *const keywords[] = {
    // Origins
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "natural"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "cosmic"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "elemental"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "fey"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "outsider"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "shadow"),
    // Types
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "humanoid"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "beast"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "automaton"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "monstrosity"),
    // Tags
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "air"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "aquatic"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "blind"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "celestial"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "cold"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "construct"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "demon"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "devil"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "dragon"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "earth"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "fire"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "giant"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "gremlin"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "human"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "lightning"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "mount"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "ooze"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "reptile"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "shapechanger"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "shapeshifter"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "spider"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "swarm"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "undead"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "vermin"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "water"),
    // Ancestries, a hero's tag ("Tags": "dwarf" for a dwarf; the humanoid races of "Type")
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "dwarf"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "elf"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "halfling"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "goblinoid"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "orc"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "gnoll"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "lizardfolk"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "kobold"),
};

// Orcus "Alignment" as the blocks print it; the sheet's five words are CreatureChoices', "any" the blocks' own.
const char *const alignments[] = {
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "lawful good"),  QT_TRANSLATE_NOOP("MonsterKeywordTexts", "good"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "unaligned"),    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "evil"),
    QT_TRANSLATE_NOOP("MonsterKeywordTexts", "chaotic evil"), QT_TRANSLATE_NOOP("MonsterKeywordTexts", "any"),
};

template<std::size_t N>
QString lookUp(const char *const (&words)[N], const QString &printed)
{
    const QString word = printed.trimmed().toLower();
    for (const char *known : words) {
        // Untranslated (English) the word stays as the block prints it ("Chaotic Evil").
        if (word == QLatin1String(known)) {
            const QString translated = QCoreApplication::translate("MonsterKeywordTexts", known);
            return translated == QLatin1String(known) ? printed : translated;
        }
    }
    return printed;
}

} // namespace

namespace MonsterKeywordTexts {

QString keyword(const QString &printed)
{
    return lookUp(keywords, printed);
}

QString printedKeyword(const QString &typed)
{
    const QString word = typed.trimmed();
    for (const char *known : keywords) {
        if (word.compare(QCoreApplication::translate("MonsterKeywordTexts", known), Qt::CaseInsensitive) == 0 ||
            word.compare(QLatin1String(known), Qt::CaseInsensitive) == 0)
            return QLatin1String(known);
    }
    return word;
}

QString alignment(const QString &printed)
{
    return lookUp(alignments, printed);
}

QString rank(battlemat::MonsterRank rank)
{
    using battlemat::MonsterRank;
    switch (rank) {
    case MonsterRank::Mook:
        return QCoreApplication::translate("MonsterKeywordTexts", "Mook");
    case MonsterRank::Standard:
        return QCoreApplication::translate("MonsterKeywordTexts", "Standard");
    case MonsterRank::Elite:
        return QCoreApplication::translate("MonsterKeywordTexts", "Elite");
    case MonsterRank::Boss:
        return QCoreApplication::translate("MonsterKeywordTexts", "Boss");
    }
    return {};
}

QString role(battlemat::MonsterRole role)
{
    using battlemat::MonsterRole;
    switch (role) {
    case MonsterRole::Archer:
        return QCoreApplication::translate("MonsterKeywordTexts", "Archer");
    case MonsterRole::Blocker:
        return QCoreApplication::translate("MonsterKeywordTexts", "Blocker");
    case MonsterRole::Skulker:
        return QCoreApplication::translate("MonsterKeywordTexts", "Skulker");
    case MonsterRole::Spoiler:
        return QCoreApplication::translate("MonsterKeywordTexts", "Spoiler");
    case MonsterRole::Striker:
        return QCoreApplication::translate("MonsterKeywordTexts", "Striker");
    case MonsterRole::Wrecker:
        return QCoreApplication::translate("MonsterKeywordTexts", "Wrecker");
    }
    return {};
}

} // namespace MonsterKeywordTexts
