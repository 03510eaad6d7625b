#include "tokenmodel.h"

#include "mapdocument.h"

TokenModel::TokenModel(MapDocument *document, QObject *parent)
    : QAbstractListModel(parent)
    , m_document(document)
{
    connect(document, &MapDocument::changed, this, &TokenModel::reset);
    reset();
}

void TokenModel::reset()
{
    beginResetModel();
    m_sides.clear();
    if (m_document) {
        for (const auto &creature : m_document->map().creatures) {
            if (!m_sides.contains(creature.side))
                m_sides.append(creature.side);
        }
    }
    endResetModel();
}

int TokenModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_document)
        return 0;
    return int(m_document->map().creatures.size());
}

QVariant TokenModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_document)
        return {};
    const battlemat::MapCreature &creature = m_document->map().creatures.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return creature.name;
    case CreatureIdRole:
        return creature.id;
    case ColumnRole:
        return creature.position.x;
    case RowRole:
        return creature.position.y;
    case SpaceSquaresRole:
        return creature.spaceSquares();
    case SideRole:
        return creature.side;
    case SideIndexRole:
        return int(m_sides.indexOf(creature.side));
    case HiddenRole:
        return creature.hiddenFromPlayers;
    case ConditionsRole:
        return creature.conditions;
    default:
        return {};
    }
}

QHash<int, QByteArray> TokenModel::roleNames() const
{
    return {
        {CreatureIdRole, "creatureId"},     {NameRole, "name"}, {ColumnRole, "column"},       {RowRole, "row"},
        {SpaceSquaresRole, "spaceSquares"}, {SideRole, "side"}, {SideIndexRole, "sideIndex"}, {HiddenRole, "hidden"},
        {ConditionsRole, "conditions"}};
}

QVariantMap TokenModel::tokenAt(int row) const
{
    QVariantMap values;
    if (row < 0 || row >= rowCount())
        return values;
    const QModelIndex index = this->index(row);
    const auto names = roleNames();
    for (auto it = names.cbegin(); it != names.cend(); ++it)
        values.insert(QString::fromLatin1(it.value()), data(index, it.key()));
    return values;
}
