#include "conditionlabels.h"

#include <QCoreApplication>

namespace {

struct Known
{
    const char *id;
    const char *text;
};

// The engine's conditions (effectConditionNames) and the states the tracker adds, each marked for translation.
constexpr Known known[] = {
    {"blinded", QT_TRANSLATE_NOOP("ConditionLabels", "blinded")},
    {"controlled", QT_TRANSLATE_NOOP("ConditionLabels", "controlled")},
    {"dazed", QT_TRANSLATE_NOOP("ConditionLabels", "dazed")},
    {"dead", QT_TRANSLATE_NOOP("ConditionLabels", "dead")},
    {"dying", QT_TRANSLATE_NOOP("ConditionLabels", "dying")},
    {"grappled", QT_TRANSLATE_NOOP("ConditionLabels", "grappled")},
    {"helpless", QT_TRANSLATE_NOOP("ConditionLabels", "helpless")},
    {"immobilized", QT_TRANSLATE_NOOP("ConditionLabels", "immobilized")},
    {"invisible", QT_TRANSLATE_NOOP("ConditionLabels", "invisible")},
    {"marked", QT_TRANSLATE_NOOP("ConditionLabels", "marked")},
    {"off-guard", QT_TRANSLATE_NOOP("ConditionLabels", "off-guard")},
    {"prone", QT_TRANSLATE_NOOP("ConditionLabels", "prone")},
    {"rattled", QT_TRANSLATE_NOOP("ConditionLabels", "rattled")},
    {"restrained", QT_TRANSLATE_NOOP("ConditionLabels", "restrained")},
    {"slowed", QT_TRANSLATE_NOOP("ConditionLabels", "slowed")},
    {"stabilized", QT_TRANSLATE_NOOP("ConditionLabels", "stable")},
    {"stunned", QT_TRANSLATE_NOOP("ConditionLabels", "stunned")},
    {"surprised", QT_TRANSLATE_NOOP("ConditionLabels", "surprised")},
    {"unconscious", QT_TRANSLATE_NOOP("ConditionLabels", "unconscious")},
    {"weakened", QT_TRANSLATE_NOOP("ConditionLabels", "weakened")},
};

} // namespace

namespace ConditionLabels {

QString label(const QString &condition)
{
    for (const Known &entry : known) {
        if (condition == QLatin1String(entry.id))
            return QCoreApplication::translate("ConditionLabels", entry.text);
    }
    return condition;
}

QStringList labels(const QStringList &conditions)
{
    QStringList shown;
    shown.reserve(conditions.size());
    for (const QString &condition : conditions)
        shown << label(condition);
    return shown;
}

} // namespace ConditionLabels
