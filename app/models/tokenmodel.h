#pragma once

#include <QAbstractListModel>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

class MapDocument;

/** The creatures of a MapDocument as tokens: one row per creature, in map order. */
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
        SideIndexRole, // stable per side in order of first appearance; the view maps it to colour and shape
        HiddenRole,
        ConditionsRole,
    };
    Q_ENUM(Role)

    explicit TokenModel(MapDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    /** All roles of one row by role name, for panels that show a single creature. */
    Q_INVOKABLE QVariantMap tokenAt(int row) const;

private:
    void reset();

    QPointer<MapDocument> m_document;
    QStringList m_sides;
};
