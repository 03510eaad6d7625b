#include "tokenmodel.h"

#include "conditionlabels.h"

#include "mapdocument.h"

TokenModel::TokenModel(MapDocument *document, QObject *parent)
    : QAbstractListModel(parent)
    , m_document(document)
{
    connect(document, &MapDocument::creaturesReset, this, &TokenModel::reset);
    connect(document, &MapDocument::creatureChanged, this, &TokenModel::rowChanged);
}

void TokenModel::reset()
{
    beginResetModel();
    endResetModel();
}

void TokenModel::rowChanged(int row)
{
    if (row < 0 || row >= rowCount())
        return;
    const QModelIndex changed = index(row);
    Q_EMIT dataChanged(changed, changed);
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
    const battlemat::TableScene &scene = m_document->scene();
    const battlemat::MapCreature &creature = scene.map.creatures.at(index.row());
    const auto status = scene.statuses.constFind(creature.id);
    const bool tracked = status != scene.statuses.cend();
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
        return scene.sideIndices.value(creature.side, 0);
    case HiddenRole:
        return creature.hiddenFromPlayers;
    case ConditionsRole:
        return creature.conditions;
    case ConditionLabelsRole:
        return ConditionLabels::labels(creature.conditions);
    case HitPointsKnownRole:
        return tracked && status->hitPoints.has_value() && status->maxHitPoints.has_value();
    case HitPointsRole:
        return tracked ? status->hitPoints.value_or(0) : 0;
    case MaxHitPointsRole:
        return tracked ? status->maxHitPoints.value_or(0) : 0;
    case HealthRole:
        return tracked ? battlemat::healthStateName(status->health) : QString();
    case GmNoteRole:
        return tracked ? status->gmNote : QString();
    case SpeedRole:
        return creature.speed;
    case CharacterRole:
        return creature.character;
    case PortraitRole: {
        const QString portrait = creature.portrait.isEmpty()
                                     ? creature.monster.value(QStringLiteral("portrait")).toString()
                                     : creature.portrait;
        return portrait.isEmpty() ? QString() : QStringLiteral("data:image/png;base64,") + portrait;
    }
    case PathRole: {
        QVariantList path;
        for (const battlemat::Square square : scene.movePaths.value(creature.id))
            path.append(QPoint(square.x, square.y));
        return path;
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> TokenModel::roleNames() const
{
    return {{CreatureIdRole, "creatureId"},
            {NameRole, "name"},
            {ColumnRole, "column"},
            {RowRole, "row"},
            {SpaceSquaresRole, "spaceSquares"},
            {SideRole, "side"},
            {SideIndexRole, "sideIndex"},
            {HiddenRole, "hidden"},
            {ConditionsRole, "conditions"},
            {ConditionLabelsRole, "conditionLabels"},
            {HitPointsKnownRole, "hitPointsKnown"},
            {HitPointsRole, "hitPoints"},
            {MaxHitPointsRole, "maxHitPoints"},
            {HealthRole, "health"},
            {GmNoteRole, "gmNote"},
            {SpeedRole, "speed"},
            {CharacterRole, "character"},
            {PortraitRole, "portrait"},
            {PathRole, "path"}};
}

QVariant TokenModel::tokenAt(int row) const
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

int TokenModel::rowOf(const QString &creatureId) const
{
    return m_document ? m_document->scene().creatureIndex(creatureId) : -1;
}
