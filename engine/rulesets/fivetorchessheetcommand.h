#pragma once

#include "core/jsonreader.h"
#include "session/tablecommand.h"

#include <QList>

#include <memory>

namespace battlemat {

/**
 * The campaign's Five Torches Deep sheets as session steps (docs/five-torches-deep.md, "Sheets in the campaign";
 * engine/rulesets/fivetorchessheets.h): save a character or monster (new or replacing the one with its id), remove
 * one, drop carried items (what the GM picks when an arduous return costs loads: "Rolling To Return"), and share out
 * treasure ("Treasure": loot of 1d20 gp per HD of the fallen foes, gold recovered and magic items' value as XP,
 * written to the PCs' sheets). Each is undoable like every table step.
 */
class FiveTorchesSheetCommand final : public TableCommand
{
public:
    enum class Kind : quint8
    {
        Save,
        Remove,
        Drop,
        Treasure
    };

    static QStringList types();
    static Result<std::shared_ptr<const FiveTorchesSheetCommand>> fromJson(const QJsonObject &step,
                                                                           const JsonContext &where);

    QJsonObject toJson() const override { return m_step; }
    Result<QList<QJsonObject>> apply(TableState &state) const override;

private:
    struct Count
    {
        QString name;
        int count = 1;
        int hitDice = 0; // loot: the foe's HD
    };

    Result<QList<QJsonObject>> save(QJsonObject &moduleState) const;
    Result<QList<QJsonObject>> drop(QJsonObject &moduleState) const;
    Result<QList<QJsonObject>> treasure(QJsonObject &moduleState) const;

    QJsonObject m_step;
    Kind m_kind = Kind::Save;
    QString m_id;
    QJsonObject m_sheet;
    QList<Count> m_items; // drop: the items; treasure: the foes' loot
    int m_coins = 0;
    bool m_fromFight = false;
    int m_gold = 0;
    int m_magicItems = 0;
    int m_unearned = 0;
    QStringList m_to;
    QList<int> m_faces;
};

} // namespace battlemat
