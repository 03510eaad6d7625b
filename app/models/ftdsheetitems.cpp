// FtdSheetModel's carried items: a character's load edited on the sheet ("Load", "Rolling To Return",
// ../shared/rules/checks-actions-combat-gritty.txt); every edit is checked by the engine's reader before it is kept.
#include "fivetorches/ftdcharacter.h"
#include "fivetorches/ftdtables.h"
#include "ftdsheetmodel.h"

#include <QJsonArray>

using namespace battlemat;
using namespace battlemat::ftd;

QVariantList FtdSheetModel::itemRows() const
{
    QVariantList list;
    const auto &tables = FtdTables::standard();
    if (!loaded() || monster() || !tables)
        return list;
    auto pc = FtdCharacter::fromJson(m_sheet, JsonContext(m_fileName), *tables);
    if (!pc)
        return list;
    for (const CarriedItem &item : pc->items)
        list.append(QVariantMap{{QStringLiteral("name"), item.name},
                                {QStringLiteral("loads"), item.loads},
                                {QStringLiteral("count"), item.count}});
    return list;
}

bool FtdSheetModel::addItem()
{
    if (!loaded() || monster())
        return fail(tr("Open a character's sheet first."));
    QJsonArray list = m_sheet.value(QStringLiteral("items")).toArray();
    list.append(QJsonObject{{QStringLiteral("name"), tr("New item")}, {QStringLiteral("loads"), 1}});
    QJsonObject sheet = m_sheet;
    sheet.insert(QStringLiteral("items"), list);
    return apply(sheet);
}

bool FtdSheetModel::setItem(int index, const QString &field, const QVariant &value)
{
    QJsonArray list = m_sheet.value(QStringLiteral("items")).toArray();
    if (!loaded() || index < 0 || index >= list.size())
        return fail(tr("The sheet has no item %1.").arg(index + 1));
    QJsonObject item = list.at(index).toObject();
    if (field == QLatin1String("name"))
        item.insert(field, value.toString().trimmed());
    else if (field == QLatin1String("loads") || field == QLatin1String("count"))
        item.insert(field, value.toInt());
    else
        return fail(tr("An item has no field %1.").arg(field));
    if (item == list.at(index).toObject())
        return true;
    list.replace(index, item);
    QJsonObject sheet = m_sheet;
    sheet.insert(QStringLiteral("items"), list);
    return apply(sheet);
}

bool FtdSheetModel::removeItem(int index)
{
    QJsonArray list = m_sheet.value(QStringLiteral("items")).toArray();
    if (!loaded() || index < 0 || index >= list.size())
        return fail(tr("The sheet has no item %1.").arg(index + 1));
    list.removeAt(index);
    QJsonObject sheet = m_sheet;
    sheet.insert(QStringLiteral("items"), list);
    return apply(sheet);
}
