#pragma once

#include "orcus/condition.h"
#include "orcus/conditionduration.h"

#include <QJsonObject>
#include <QString>

namespace battlemat {

/**
 * One imposition of a condition on a creature. Instances of the same condition each keep their own duration but
 * do not make it worse ("Conditions").
 */
struct ConditionInstance
{
    int id = 0; // unique within the creature's ConditionSet, so the encounter flow can end exactly this one
    Condition condition = Condition::Dazed;
    ConditionDuration duration = ConditionDuration::SaveEnds;
    QString sourceId; // the creature that imposed it (the marker, for Marked); empty for none
    QString origin;   // what imposed it: a power name, "dying", "knocked out", ...

    QJsonObject toJson() const;
};

} // namespace battlemat
