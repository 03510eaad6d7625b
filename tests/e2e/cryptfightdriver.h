#pragma once

#include "appwindow.h"
#include "dicelog.h"
#include "encounter/commandprocessor.h"
#include "encountercontroller.h"
#include "layoutcheck.h"
#include "mapcamera.h"
#include "promptdecider.h"
#include "session/tablesession.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

/**
 * What the fight tests on the sample crypt share: its stat blocks with one power more for one creature (the
 * reaction or push under test), the three window sizes and languages every e2e test shows, where a square of the
 * map is on the screen, the encounter log, and stepping on to a creature's turn.
 */
namespace CryptFightDriver {

inline EncounterController *encounterOf(const AppWindow &app)
{
    return app.window()->property("encounter").value<EncounterController *>();
}

/** The sample's stat blocks written to file, with power added to the creature with this id and fields laid over it. */
inline bool writeStatBlocks(const QString &file, const QString &creature, const QJsonObject &power,
                            const QJsonObject &fields = {})
{
    QFile sample(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/sample-campaign/crypt-encounter.json"));
    if (!sample.open(QIODevice::ReadOnly))
        return false;
    QJsonObject root = QJsonDocument::fromJson(sample.readAll()).object();
    QJsonArray creatures = root.value(QStringLiteral("creatures")).toArray();
    bool found = false;
    for (qsizetype i = 0; i < creatures.size(); ++i) {
        QJsonObject c = creatures[i].toObject();
        if (c.value(QStringLiteral("id")).toString() != creature)
            continue;
        QJsonArray powers = c.value(QStringLiteral("powers")).toArray();
        powers.append(power);
        c.insert(QStringLiteral("powers"), powers);
        for (auto it = fields.begin(); it != fields.end(); ++it) // the wards it starts with, ...
            c.insert(it.key(), it.value());
        creatures[i] = c;
        found = true;
    }
    root.insert(QStringLiteral("creatures"), creatures);
    QFile out(file);
    return found && out.open(QIODevice::WriteOnly) && out.write(QJsonDocument(root).toJson()) > 0;
}

/** The events of this type in the running encounter's log, oldest first. */
inline QList<QJsonObject> eventsOfType(const EncounterController *encounter, const QString &type)
{
    QList<QJsonObject> found;
    for (const QJsonObject &event : encounter->session()->encounter()->log().events()) {
        if (event.value(QStringLiteral("type")).toString() == type)
            found.append(event);
    }
    return found;
}

/** Every line of the window's dice log, as shown. */
inline QStringList diceLogLines(const EncounterController *encounter)
{
    QStringList lines;
    const DiceLog *log = encounter->diceLog();
    for (int row = 0; row < log->rowCount(); ++row)
        lines << log->index(row, 0).data(DiceLog::TextRole).toString();
    return lines;
}

/** Where a point of the map (in squares, 4.5 = the middle of column 4) is in the window. */
inline QPoint mapPoint(const AppWindow &app, qreal column, qreal row)
{
    QQuickItem *view = app.item(QStringLiteral("mapView"));
    auto *camera = view->property("camera").value<MapCamera *>();
    const qreal cell = view->property("cellSize").toReal();
    return view
        ->mapToScene(
            QPointF(column * cell * camera->zoom() + camera->panX(), row * cell * camera->zoom() + camera->panY()))
        .toPoint();
}

/** The rows of a test's _data(): 1366x768, 1920x1080, and 1366x768 in German. */
inline void addSizes()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("german");
    QTest::newRow("1366x768") << QSize(1366, 768) << false;
    QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
    QTest::newRow("1366x768 German") << QSize(1366, 768) << true;
}

/** A stomp for the ogre that plays no part: the driver adds one power, and the test is about something else. */
inline QJsonObject unusedStomp()
{
    return QJsonObject{{QStringLiteral("id"), QStringLiteral("stomp")},
                       {QStringLiteral("name"), QStringLiteral("Stomp")},
                       {QStringLiteral("attack"), 5},
                       {QStringLiteral("vs"), QStringLiteral("ac")},
                       {QStringLiteral("damage"), QStringLiteral("1d6")}};
}

/**
 * Every square of the crypt dark, as the map edit "map.paintAmbient" on the table, then the map edit `then` if any (a
 * torch, the players' vision); the refusal, or empty.
 */
inline QString darkenCrypt(EncounterController *encounter, const QJsonObject &then = {})
{
    const battlemat::GridMap &grid = encounter->session()->table().scene.map.grid;
    QJsonArray squares;
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x)
            squares.append(QJsonObject{
                {QStringLiteral("x"), x}, {QStringLiteral("y"), y}, {QStringLiteral("level"), QStringLiteral("dark")}});
    }
    if (!encounter->run(
            {{QStringLiteral("type"), QStringLiteral("map.paintAmbient")}, {QStringLiteral("squares"), squares}}))
        return encounter->errorMessage();
    if (!then.isEmpty() && !encounter->run(then))
        return encounter->errorMessage();
    return {};
}

/** Next turn until it is this creature's (at most a round and a half of the crypt's seven). */
inline bool turnOf(EncounterController *encounter, const QString &creature)
{
    for (int turn = 0; turn < 14 && encounter->currentCreature() != creature; ++turn) {
        if (!encounter->nextTurn())
            return false;
    }
    return encounter->currentCreature() == creature;
}

/**
 * The sample crypt in the real window with one power more for one creature (writeStatBlocks), its fight started at
 * seed 42: what each fight test sets up before the reaction or push it is about. Each step returns what failed, or
 * an empty string.
 */
struct CryptFight
{
    QTemporaryDir folder;
    AppWindow app{42};
    EncounterController *encounter = nullptr;
    int logBefore = 0;          // the encounter log's size before dagnyStrikesSkeleton2's blow
    QJsonObject creatureFields; // laid over the creature's stat block with the power (writeStatBlocks)

    QString open(QSize size, const QString &creature, const QJsonObject &power)
    {
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        const QString blocks = folder.filePath(QStringLiteral("crypt-blocks.json"));
        if (!AppWindow::writeSampleCampaign(file) || !writeStatBlocks(blocks, creature, power, creatureFields))
            return QStringLiteral("the sample crypt could not be written");
        if (!app.open(size, file))
            return QStringLiteral("the window did not open");
        encounter = encounterOf(app);
        encounter->setStatBlocksFile(blocks);
        return {};
    }
    /** A fixed seed (as Start encounter with its seed field): every roll after it is the same on every run. */
    QString startOnTurnOf(const QString &creature)
    {
        if (!encounter->start(42))
            return encounter->errorMessage();
        if (!QTest::qWaitFor([this] { return encounter->running(); }))
            return QStringLiteral("the encounter did not start");
        return turnOf(encounter, creature) ? QString() : QStringLiteral("%1's turn never came").arg(creature);
    }
    /** open, then startOnTurnOf: what most fight tests do first. */
    QString openOnTurnOf(QSize size, const QString &creature, const QJsonObject &power, const QString &turn)
    {
        const QString opened = open(size, creature, power);
        return opened.isEmpty() ? startOnTurnOf(turn) : opened;
    }
    /**
     * The crypt with the ogre's unused stomp, lit (or darkened) by `light` on the table before the fight, then its
     * fight on this creature's turn: where the light tests begin.
     */
    QString openLitOnTurnOf(QSize size, const std::function<QString(EncounterController *)> &light, const QString &turn)
    {
        const QString opened = open(size, QStringLiteral("ogre"), unusedStomp());
        if (!opened.isEmpty())
            return opened;
        const QString lit = light(encounter);
        return lit.isEmpty() ? startOnTurnOf(turn) : lit;
    }
    /**
     * Right-clicks the creature's token, opens "Use power on itself" and shows the entry of this text (in the table's
     * language, "Harden Skin (move)"); the entry, or null when something was not there.
     */
    QQuickItem *selfPowerEntry(const QString &creature, const QString &entryText)
    {
        QQuickItem *token = nullptr;
        if (!QTest::qWaitFor([&] { return (token = app.item(QStringLiteral("token-") + creature)) != nullptr; }))
            return nullptr;
        app.click(token, Qt::RightButton);
        const QString menuTitle = QCoreApplication::translate("TokenMenu", "Use power on itself");
        QQuickItem *submenu = nullptr;
        if (!QTest::qWaitFor(
                [&] { return (submenu = app.itemWithText(menuTitle)) != nullptr && submenu->isEnabled(); }))
            return nullptr;
        app.click(submenu);
        QQuickItem *entry = nullptr;
        if (!QTest::qWaitFor([&] { return (entry = app.itemWithText(entryText)) != nullptr && entry->isVisible(); }))
            return nullptr;
        return entry;
    }
    /**
     * How the triggered-power tests begin: Skeleton 2 given `power`, Dagny's turn, Dagny beside the skeleton at (9,3)
     * (`prepare`, when given, runs then and returns what failed), and her mace Ctrl+clicked at it, until the prompt
     * offers the power (at seed 42 the mace hits). `logBefore` is the encounter log's size before the blow.
     */
    QString dagnyStrikesSkeleton2(QSize size, const QJsonObject &power, const std::function<QString()> &prepare = {})
    {
        if (const QString started = openOnTurnOf(size, QStringLiteral("skel2"), power, QStringLiteral("dagny"));
            !started.isEmpty())
            return started;
        if (!encounter->place(QStringLiteral("dagny"), 9, 3))
            return encounter->errorMessage();
        if (prepare) {
            if (const QString prepared = prepare(); !prepared.isEmpty())
                return prepared;
        }
        QTest::qWait(100);
        logBefore = encounter->logSize();
        if (const QString attacked = ctrlClickAttack(QStringLiteral("dagny"), QStringLiteral("skel2"));
            !attacked.isEmpty())
            return attacked;
        PromptDecider *prompt = encounter->prompt();
        if (!QTest::qWaitFor(
                [prompt] { return prompt->pending() && prompt->kind() == QLatin1String("triggeredPower"); }))
            return QStringLiteral("Skeleton 2's power was not offered");
        return {};
    }
    /** The prompt's Yes once shown: no text clipped at this size, the window saved as `screenshot`, then clicked. */
    QString takeOffer(const QString &screenshot)
    {
        QQuickItem *yes = nullptr;
        if (!QTest::qWaitFor([&] { return (yes = app.item(QStringLiteral("promptYes"))) && yes->isVisible(); }))
            return QStringLiteral("the prompt shows no Yes");
        QTest::qWait(100);
        if (const QStringList clipped = LayoutCheck::clippedTexts(app.window()); !clipped.isEmpty())
            return QStringLiteral("clipped: ") + clipped.join(QStringLiteral("; "));
        app.screenshot(screenshot);
        app.click(yes);
        return {};
    }
    /** Selects the attacker's token, points at the target's (for the odds), then Ctrl+clicks it: the roll. */
    QString ctrlClickAttack(const QString &attacker, const QString &target)
    {
        QQuickItem *from = nullptr;
        if (!QTest::qWaitFor([&] { return (from = app.item(QStringLiteral("token-") + attacker)) != nullptr; }))
            return QStringLiteral("no token for %1").arg(attacker);
        app.click(from);
        QQuickItem *to = app.item(QStringLiteral("token-") + target);
        if (!to)
            return QStringLiteral("no token for %1").arg(target);
        QTest::mouseMove(app.window(), AppWindow::centreOf(to));
        QTest::qWait(100);
        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::ControlModifier, AppWindow::centreOf(to));
        return {};
    }
};

} // namespace CryptFightDriver
