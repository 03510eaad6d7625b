#pragma once

#include "session/rulesmodule.h"
#include "sheet/charactersheet.h"
#include "sheetpainter.h"

/** Page 1 of a printed hero: identity, abilities, defenses with their sources, hit points, skills, equipment,
 *  loads, coins, what the rules modules in force add (an action dice pool), a list of the powers and the notes. */
class SheetPagePainter
{
public:
    SheetPagePainter(SheetPainter &painter, const QRectF &page);
    void paint(const battlemat::HeroCharacter &hero, const battlemat::CharacterSheet &sheet,
               const QList<battlemat::ModuleSheetField> &moduleFields = {});

private:
    void paintHeader(const battlemat::HeroCharacter &hero, const battlemat::CharacterSheet &sheet);
    void paintAbilities(const QRectF &rect, const battlemat::HeroCharacter &hero,
                        const battlemat::CharacterSheet &sheet);
    void paintDefenses(const QRectF &rect, const battlemat::CharacterSheet &sheet);
    void paintHitPoints(const QRectF &rect, const battlemat::HeroCharacter &hero,
                        const battlemat::CharacterSheet &sheet);
    void paintSkills(const QRectF &rect, const battlemat::CharacterSheet &sheet);
    double paintWeapons(double top, const battlemat::CharacterSheet &sheet);
    /** The modules' fields in one box across the page (RulesModule::sheetValues); returns the next free top. */
    double paintModuleFields(double top, const QList<battlemat::ModuleSheetField> &fields);
    /** Two-column rows "label ... value" in rect, each row fitted. */
    void paintRows(const QRectF &rect, const QList<QPair<QString, QString>> &rows, double pointSize);

    SheetPainter &m_painter;
    QRectF m_page;
};
