#pragma once

#include "appwindow.h"
#include "dicelog.h"
#include "encountercontroller.h"
#include "masterycontroller.h"

#include "rulesets/masterytablerun.h"
#include "session/tablesession.h"
#include "storage/campaignstore.h"

#include <QJsonObject>
#include <QTest>

#include <optional>

/**
 * What the mastery fight tests share: answering the prompts, reading the session's mastery state and the table log,
 * finding the tracker's rows, and choosing a move mode in the fight bar, all through the real window.
 */
namespace MasteryFightDriver {

/** Passes every Mastery Point offer (and takes every opportunity attack) until the command is done. */
inline bool passUntilDone(AppWindow &app, MasteryController *mastery)
{
    return QTest::qWaitFor([&] {
        if (app.popupOpen(QStringLiteral("offerDialog")))
            app.click(app.item(QStringLiteral("passButton")));
        else if (app.popupOpen(QStringLiteral("opportunityDialog")))
            app.click(app.item(QStringLiteral("takeOpportunityButton")));
        return !mastery->busy();
    });
}

inline std::optional<battlemat::MasteryState> state(const EncounterController *encounter)
{
    auto loaded = battlemat::MasteryTable::load(encounter->session()->table().modules.value(QStringLiteral("mastery")));
    return loaded ? std::optional<battlemat::MasteryState>(*loaded) : std::nullopt;
}

inline QString regionOf(const EncounterController *encounter, const QString &id)
{
    auto fight = state(encounter);
    return fight ? fight->combatant(id)->sheet.region : QStringLiteral("?");
}

/** The newest line of the dice log that starts with the first name and names the second ("" when none). */
inline QString diceLogLine(const EncounterController *encounter, const QString &attacker, const QString &target)
{
    const DiceLog *log = encounter->diceLog();
    QString last;
    for (int row = 0; row < log->rowCount(); ++row) {
        const QString line = log->data(log->index(row), DiceLog::TextRole).toString();
        if (line.startsWith(attacker) && line.contains(target))
            last = line;
    }
    return last;
}

/** The campaign's table log (the mastery steps' events), oldest first. */
inline QList<QJsonObject> tableEvents(AppWindow &app)
{
    auto events = app.controller()->store()->tableEvents();
    return events ? *events : QList<QJsonObject>{};
}

/** The newest event of this type in the campaign's table log. */
inline QJsonObject lastTableEvent(AppWindow &app, const QString &type)
{
    const QList<QJsonObject> events = tableEvents(app);
    for (qsizetype i = events.size() - 1; i >= 0; --i) {
        if (events.at(i).value(QStringLiteral("type")).toString() == type)
            return events.at(i);
    }
    return {};
}

/** Ends turns (passing every offer) until it is `who`'s turn in round `round` or later. */
inline bool endTurnsUntil(AppWindow &app, MasteryController *mastery, const QString &who, int round)
{
    for (int tries = 0; tries < 12; ++tries) {
        if (mastery->currentTurn() == who && mastery->round() >= round)
            return true;
        if (!app.clickShown(QStringLiteral("endTurnButton")) || !passUntilDone(app, mastery))
            return false;
        if (!mastery->errorMessage().isEmpty()) {
            qWarning("End turn: %s", qPrintable(mastery->errorMessage()));
            return false;
        }
    }
    return false;
}

inline QQuickItem *findIn(QQuickItem *root, const QString &objectName)
{
    if (root->objectName() == objectName)
        return root;
    for (QQuickItem *child : root->childItems())
        if (QQuickItem *found = findIn(child, objectName))
            return found;
    return nullptr;
}

/** The visible tracker row whose text starts with the combatant's name. */
inline QQuickItem *row(QQuickItem *root, const QString &name)
{
    if (!root->isVisible())
        return nullptr;
    if (root->inherits("QQuickItemDelegate") &&
        root->property("text").toString().startsWith(name + QStringLiteral(" —")))
        return root;
    for (QQuickItem *child : root->childItems())
        if (QQuickItem *found = row(child, name))
            return found;
    return nullptr;
}

/** Picks an entry of a combo box with the keys, as a game master would. */
inline bool chooseIndex(AppWindow &app, const QString &objectName, int index)
{
    QQuickItem *box = app.item(objectName);
    if (!box || box->property("currentIndex").toInt() == index)
        return box != nullptr;
    const int from = box->property("currentIndex").toInt();
    if (!app.clickShown(objectName))
        return false;
    QTest::qWait(100);
    for (int i = std::max(from, 0); i != index; i += index > from ? 1 : -1)
        app.key(index > from ? Qt::Key_Down : Qt::Key_Up);
    app.key(Qt::Key_Return);
    return QTest::qWaitFor([&] { return box->property("currentIndex").toInt() == index; });
}

/** Picks a move mode in the fight bar (0 step, 1 run, 2 careful, 3 swim, 4 climb). */
inline bool chooseMoveMode(AppWindow &app, int index)
{
    return chooseIndex(app, QStringLiteral("moveModeBox"), index);
}

/** Picks whom the fight bar's actor attacks, by the name shown in the Target box. */
inline bool chooseTarget(AppWindow &app, MasteryController *mastery, const QString &actor, const QString &target)
{
    const QVariantList targets = mastery->targetsFor(actor);
    for (qsizetype i = 0; i < targets.size(); ++i) {
        if (targets.at(i).toMap().value(QStringLiteral("id")).toString() == target)
            return chooseIndex(app, QStringLiteral("targetBox"), int(i));
    }
    return false;
}

} // namespace MasteryFightDriver
