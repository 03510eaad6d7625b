#pragma once

#include <QAbstractListModel>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

class MapDocument;

/**
 * The creatures of a MapDocument as tokens: one row per creature, in map order, with what the table knows of
 * their health. The players' window uses a TokenModel over the players' filtered copy, so what it cannot show
 * it never holds.
 */
class TokenModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The campaign owns the tokens")

public:
    enum Role
    {
        CreatureIdRole = Qt::UserRole + 1,
        NameRole,
        ColumnRole,
        RowRole,
        SpaceSquaresRole,
        SideRole,
        SideIndexRole, // the side's slot, the same on both screens; the view maps it to colour and shape
        HiddenRole,
        ConditionsRole,
        ConditionLabelsRole, // the conditions in the table's language (ConditionLabels)
        HitPointsKnownRole,  // false: no numbers (untracked, or a monster in the players' view)
        HitPointsRole,
        MaxHitPointsRole,
        HealthRole, // "healthy", "staggered", "dying", "dead"; empty when untracked
        GmNoteRole,
        SpeedRole,
        CharacterRole, // the campaign hero whose sheet the token is; empty for monsters
        PortraitRole,  // a data URL of its round portrait (its own, else its library monster's); empty: none
        PathRole,      // [{x, y}]: the squares its last move went through (the view glides along them)
    };
    Q_ENUM(Role)

    explicit TokenModel(MapDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    /** All roles of one row by role name, for panels that show a single creature. */
    Q_INVOKABLE QVariant tokenAt(int row) const;
    /** Row of a creature by id, or -1. */
    Q_INVOKABLE int rowOf(const QString &creatureId) const;

private:
    void reset();
    void rowChanged(int row);

    QPointer<MapDocument> m_document;
};
