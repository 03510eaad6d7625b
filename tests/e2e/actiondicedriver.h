#pragma once

#include "actiondicepools.h"
#include "appwindow.h"
#include "encountercontroller.h"
#include "promptdecider.h"

#include <QQuickItem>
#include <QTest>

/**
 * What the action dice tests share: the window's Settings menu, turning the module on and starting a game night,
 * reading a hero's pool, answering the module's prompts and starting an encounter (whose initiative rolls the
 * module offers to boost), all through the real window.
 */
namespace ActionDiceDriver {

inline QQuickItem *findByClass(QQuickItem *root, const char *className, const QString &text)
{
    if (root->inherits(className) && root->property("text").toString() == text)
        return root;
    for (QQuickItem *child : root->childItems())
        if (QQuickItem *found = findByClass(child, className, text))
            return found;
    return nullptr;
}

inline int dice(ActionDicePools *pools, const QString &hero)
{
    return pools->byHero().value(hero).toMap().value(QStringLiteral("dice"), -1).toInt();
}

inline int tokens(ActionDicePools *pools, const QString &hero)
{
    return pools->byHero().value(hero).toMap().value(QStringLiteral("heroTokens"), -1).toInt();
}

inline EncounterController *encounterOf(const AppWindow &app)
{
    return app.window()->property("encounter").value<EncounterController *>();
}

inline ActionDicePools *poolsOf(const AppWindow &app)
{
    return app.window()->property("actionDicePools").value<ActionDicePools *>();
}

/** Settings > entry, by the texts the game master reads. */
inline bool chooseSetting(AppWindow &app, bool german, const QString &english, const QString &deutsch)
{
    QQuickItem *settings = findByClass(app.window()->contentItem(), "QQuickMenuBarItem",
                                       german ? QStringLiteral("&Einstellungen") : QStringLiteral("&Settings"));
    if (!settings)
        return false;
    app.click(settings);
    QQuickItem *entry = nullptr;
    const QString text = german ? deutsch : english;
    if (!QTest::qWaitFor([&] { return (entry = findByClass(app.window()->contentItem(), "QQuickMenuItem", text)); }))
        return false;
    QTest::qWait(50);
    app.click(entry);
    return true;
}

/** Settings > Rules modules: action dice on, OK. */
inline bool turnOnActionDice(AppWindow &app, bool german)
{
    return chooseSetting(app, german, QStringLiteral("&Rules modules…"), QStringLiteral("&Regelmodule…")) &&
           QTest::qWaitFor([&] { return app.popupOpen(QStringLiteral("rulesModulesDialog")); }) &&
           app.clickShown(QStringLiteral("module-actionDice")) && app.clickShown(QStringLiteral("rulesModulesOk")) &&
           QTest::qWaitFor([&] { return !app.popupOpen(QStringLiteral("rulesModulesDialog")); });
}

/** Settings > Start game night: every campaign hero gets the pool of his level. */
inline bool beginGameNight(AppWindow &app, bool german)
{
    return chooseSetting(app, german, QStringLiteral("Start &game night"), QStringLiteral("Spiel&abend beginnen"));
}

/** The module turned on and a game night begun. */
inline bool startGameNight(AppWindow &app, bool german)
{
    return turnOnActionDice(app, german) && beginGameNight(app, german);
}

/** Answers every pending prompt with its No button until the encounter waits for nobody. */
inline bool declineAll(AppWindow &app, EncounterController *encounter)
{
    PromptDecider *prompt = encounter->prompt();
    while (prompt->pending()) {
        QQuickItem *no = nullptr;
        if (!QTest::qWaitFor([&] { return (no = app.item(QStringLiteral("promptNo"))) && no->isVisible(); }))
            return false;
        app.click(no);
        // Either the next prompt or the end of the wait; the loop's condition and the last wait tell which.
        (void)QTest::qWaitFor([&] { return prompt->pending() || !encounter->waiting(); });
    }
    return QTest::qWaitFor([&] { return !encounter->waiting(); });
}

/** Encounter > Start encounter (Ctrl+I), keeping every hero's initiative roll as rolled. */
inline bool startEncounter(AppWindow &app, EncounterController *encounter)
{
    app.key(Qt::Key_I, Qt::ControlModifier);
    if (!QTest::qWaitFor([&] { return encounter->running() || encounter->prompt()->pending(); }))
        return false;
    return declineAll(app, encounter) && QTest::qWaitFor([&] { return encounter->running(); });
}

} // namespace ActionDiceDriver
