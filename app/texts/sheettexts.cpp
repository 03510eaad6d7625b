// The skill names and ability abbreviations of the character sheet as the window and the printed sheet show them:
// the engine names them in English (they are also the JSON's words), these entries carry them into the
// translations of the "SheetTexts" context.
#include "sheettexts.h"

#include <QCoreApplication>

namespace {

[[maybe_unused]] const char *const sheetTexts[] = {
    QT_TRANSLATE_NOOP("SheetTexts", "Acrobatics"),
    QT_TRANSLATE_NOOP("SheetTexts", "Arcana"),
    QT_TRANSLATE_NOOP("SheetTexts", "Athletics"),
    QT_TRANSLATE_NOOP("SheetTexts", "Bluff"),
    QT_TRANSLATE_NOOP("SheetTexts", "Diplomacy"),
    QT_TRANSLATE_NOOP("SheetTexts", "Dungeoneering"),
    QT_TRANSLATE_NOOP("SheetTexts", "Endure"),
    QT_TRANSLATE_NOOP("SheetTexts", "Heal"),
    QT_TRANSLATE_NOOP("SheetTexts", "History"),
    QT_TRANSLATE_NOOP("SheetTexts", "Insight"),
    QT_TRANSLATE_NOOP("SheetTexts", "Intimidate"),
    QT_TRANSLATE_NOOP("SheetTexts", "Nature"),
    QT_TRANSLATE_NOOP("SheetTexts", "Perception"),
    QT_TRANSLATE_NOOP("SheetTexts", "Religion"),
    QT_TRANSLATE_NOOP("SheetTexts", "Sleight of Hand"),
    QT_TRANSLATE_NOOP("SheetTexts", "Stealth"),
    QT_TRANSLATE_NOOP("SheetTexts", "Streetwise"),
    QT_TRANSLATE_NOOP("SheetTexts", "Str"),
    QT_TRANSLATE_NOOP("SheetTexts", "Con"),
    QT_TRANSLATE_NOOP("SheetTexts", "Dex"),
    QT_TRANSLATE_NOOP("SheetTexts", "Int"),
    QT_TRANSLATE_NOOP("SheetTexts", "Wis"),
    QT_TRANSLATE_NOOP("SheetTexts", "Cha"),
};

} // namespace

namespace SheetTexts {

QString shown(const QString &english)
{
    return QCoreApplication::translate("SheetTexts", english.toUtf8().constData());
}

} // namespace SheetTexts
