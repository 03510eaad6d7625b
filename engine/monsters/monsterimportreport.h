#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace battlemat {

/** What the importer could not turn into data for one monster, and where its printed numbers disagree with the
 *  creation tables. Nothing is corrected: the block keeps the printed numbers. */
struct MonsterImportNote
{
    QString id;
    QString name;
    int line = 0;              // the line of its "#### Name" heading
    QStringList keptAsText;    // "power 'Net' hit: The target is slowed until ..."
    QStringList disagreements; // "hit points 252: the tables give 260 for a level 6 boss wrecker"

    bool fullyData() const { return keptAsText.isEmpty(); }
};

} // namespace battlemat
