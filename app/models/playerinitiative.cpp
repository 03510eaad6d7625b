// The players' initiative strip (PlayerScreen::initiative): the turn order filtered by what the players see, so
// the TV never receives the id, name or number of a creature hidden from them.
#include "playerscreen.h"

QStringList PlayerScreen::turnOrder() const
{
    QStringList seen;
    for (const QString &id : m_turnOrder) {
        if (m_map->scene().creatureIndex(id) >= 0)
            seen.append(id);
    }
    return seen;
}

void PlayerScreen::setTurnOrder(const QStringList &ids)
{
    if (ids == m_turnOrder)
        return;
    m_turnOrder = ids;
    Q_EMIT initiativeChanged();
}

QVariantList PlayerScreen::initiative() const
{
    QVariantList entries;
    for (const QString &id : m_turnOrder) {
        const int row = m_tokens->rowOf(id);
        const bool active = id == m_activeCreatureId;
        if (row < 0) {
            if (active) // its turn: the table learns that someone unseen acts, not who
                entries.append(QVariantMap{{QStringLiteral("name"), QString()},
                                           {QStringLiteral("sideIndex"), -1},
                                           {QStringLiteral("active"), true},
                                           {QStringLiteral("enemy"), true}});
            continue;
        }
        const QModelIndex index = m_tokens->index(row);
        entries.append(QVariantMap{{QStringLiteral("name"), index.data(TokenModel::NameRole)},
                                   {QStringLiteral("sideIndex"), index.data(TokenModel::SideIndexRole)},
                                   {QStringLiteral("active"), active},
                                   {QStringLiteral("enemy"), false}});
    }
    return entries;
}
