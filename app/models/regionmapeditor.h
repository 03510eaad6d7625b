#pragma once

#include "regions/regionmap.h"

#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class EncounterController;

/**
 * The region map editor for QML: the campaign's stored region maps (the table session's), one of them open, its
 * regions with their ranges from the selected one, its links placed on their shared borders, and the polygon being
 * drawn with what is wrong with it. Every change is a "region.*" command of the table session through the
 * EncounterController, so it is stored in one transaction and Edit > Undo (the one history) takes it back; the
 * editor redraws whenever the session's table changes.
 */
class RegionMapEditor : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterController *encounter READ encounter WRITE setEncounter NOTIFY encounterChanged)
    Q_PROPERTY(QVariantList maps READ maps NOTIFY mapsChanged)
    Q_PROPERTY(QString currentMap READ currentMap WRITE setCurrentMap NOTIFY mapsChanged)
    Q_PROPERTY(QString mapName READ mapName NOTIFY mapsChanged)
    Q_PROPERTY(QString background READ background NOTIFY mapsChanged)
    Q_PROPERTY(QVariantList regions READ regions NOTIFY regionsChanged)
    Q_PROPERTY(QVariantList links READ links NOTIFY regionsChanged)
    Q_PROPERTY(QString selected READ selected WRITE setSelected NOTIFY regionsChanged)
    Q_PROPERTY(QVariantMap selectedRegion READ selectedRegion NOTIFY regionsChanged)
    Q_PROPERTY(QVariantList draft READ draft NOTIFY draftChanged)
    Q_PROPERTY(QString draftProblem READ draftProblem NOTIFY draftChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)

public:
    explicit RegionMapEditor(QObject *parent = nullptr);

    EncounterController *encounter() const { return m_encounter; }
    void setEncounter(EncounterController *encounter);
    QVariantList maps() const;
    QString currentMap() const { return m_currentMap; }
    void setCurrentMap(const QString &id);
    QString mapName() const { return m_map.name; }
    /** The picture's file to show (its bytes from the campaign, in the cache); empty without a picture. */
    QString background() const;
    QVariantList regions() const;
    QVariantList links() const;
    QString selected() const { return m_selected; }
    void setSelected(const QString &id);
    QVariantMap selectedRegion() const;
    QVariantList draft() const;
    QString draftProblem() const { return m_draftProblem; }
    QString errorMessage() const { return m_error; }

    /** A new blank region map, opened; false with errorMessage when refused. */
    Q_INVOKABLE bool createMap(const QString &name);
    Q_INVOKABLE bool renameMap(const QString &name);
    /** The picture under the regions (a local file); the regions keep their image-pixel corners. */
    Q_INVOKABLE bool setBackground(const QUrl &picture);

    Q_INVOKABLE void addDraftPoint(qreal x, qreal y);
    Q_INVOKABLE void removeLastDraftPoint();
    Q_INVOKABLE void cancelDraft();
    /** The drawn polygon becomes a region named "Region N"; refused with the reason while it is bad. */
    Q_INVOKABLE bool finishDraft();

    /** The corner of a region within `radius` pixels of the point: {region, index}, or an empty map. */
    Q_INVOKABLE QVariantMap cornerAt(qreal x, qreal y, qreal radius) const;
    Q_INVOKABLE QString regionAt(qreal x, qreal y) const;
    Q_INVOKABLE bool moveCorner(const QString &region, int index, qreal x, qreal y);
    Q_INVOKABLE bool rename(const QString &region, const QString &name);
    Q_INVOKABLE bool setSwimming(const QString &region, bool swimming);
    Q_INVOKABLE bool setClimbing(const QString &region, bool climbing);
    Q_INVOKABLE bool removeRegion(const QString &region);
    Q_INVOKABLE bool split(const QString &region, int from, int to);
    Q_INVOKABLE bool merge(const QString &first, const QString &second);
    /** kind: "wall", "door", "opening" or "ladder". */
    Q_INVOKABLE bool link(const QString &first, const QString &second, const QString &kind);
    Q_INVOKABLE bool unlink(const QString &first, const QString &second);

Q_SIGNALS:
    void encounterChanged();
    void mapsChanged();
    void regionsChanged();
    void draftChanged();
    void errorMessageChanged();

private:
    void reload();
    bool run(QJsonObject step);
    void setError(const QString &error);
    void checkDraft();

    QPointer<EncounterController> m_encounter;
    QMap<QString, battlemat::RegionMap> m_maps;
    QString m_currentMap;
    battlemat::RegionMap m_map;
    QString m_selected;
    QList<QPointF> m_draft;
    QString m_draftProblem;
    QString m_error;
};
