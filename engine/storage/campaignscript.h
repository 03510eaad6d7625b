#pragma once

#include "core/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace battlemat {

class CampaignStore;

/**
 * A scripted sequence of campaign edits ({"format": "battlemat-campaign-script", "version": 1, "steps": [...]},
 * docs/cli.md): terrain, walls and doors, creature moves, characters, encounters and their events. Each step is
 * committed in its own transaction together with the number of the step, as the table commits each command; the
 * crash test kills the command line tool between and inside these commits.
 */
class CampaignScript
{
public:
    static constexpr int formatVersion = 1;
    /** The meta key holding the number of the last committed step. */
    static QString stepKey() { return QStringLiteral("script.lastStep"); }

    /** Checks the script's shape (every step has a known op and the fields it needs) before anything runs. */
    static Result<CampaignScript> fromJson(const QJsonObject &object, const QString &source);
    static Result<CampaignScript> readFile(const QString &fileName);

    qsizetype size() const { return m_steps.size(); }
    QString op(qsizetype index) const;
    /** Applies step index (0-based) in one transaction; on failure nothing of it is stored. */
    Status apply(CampaignStore &store, qsizetype index) const;

private:
    Status applyStep(CampaignStore &store, const QJsonObject &step, const QString &where) const;

    QString m_source;
    QList<QJsonObject> m_steps;
};

} // namespace battlemat
