// End to end: the engine plays a monster's turn and grants a stunned ally a save (docs/simulation.md "Autopilot at
// the table", step 4 of "A turn, step by step"). On the Ash Archer's turn in the sample crypt, Skeleton 2 stands
// stunned (save ends) beside it and no hero is within a move and a shot of its bow: Encounter > Let the engine play
// this monster's turn has the archer Grant Save (Heal +14 against 15 in this test's stat blocks: it cannot fail), the
// game master is asked whether the skeleton saves now, answers with the mouse, and the saving throw is rolled and
// logged; choosing the entry again plays the rest of the turn, and Edit > Undo takes every command back.
#include "appwindow.h"
#include "encounter/commandprocessor.h"
#include "encountercontroller.h"
#include "layoutcheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQuickItem>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace battlemat;

namespace {

// The sample's stat blocks with Heal +14 for the Ash Archer, so its Grant Save (Heal vs 15) always succeeds, and a
// short bow.
bool writeStatBlocks(const QString &file)
{
    QFile sample(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/sample-campaign/crypt-encounter.json"));
    if (!sample.open(QIODevice::ReadOnly))
        return false;
    QJsonObject root = QJsonDocument::fromJson(sample.readAll()).object();
    QJsonArray creatures = root.value(QStringLiteral("creatures")).toArray();
    for (qsizetype i = 0; i < creatures.size(); ++i) {
        QJsonObject c = creatures[i].toObject();
        if (c.value(QStringLiteral("id")).toString() == QLatin1String("archer")) {
            c.insert(QStringLiteral("skills"), QJsonObject{{QStringLiteral("heal"), 14}});
            // A short bow (range 5): no hero within a move and a shot of its square, so nothing beats the save.
            QJsonArray powers = c.value(QStringLiteral("powers")).toArray();
            QJsonObject bow = powers.first().toObject();
            bow.insert(QStringLiteral("range"), 5);
            bow.remove(QStringLiteral("longRange"));
            powers[0] = bow;
            c.insert(QStringLiteral("powers"), powers);
            creatures[i] = c;
        }
    }
    root.insert(QStringLiteral("creatures"), creatures);
    QFile out(file);
    return out.open(QIODevice::WriteOnly) && out.write(QJsonDocument(root).toJson()) > 0;
}

QList<QJsonObject> eventsSince(const EncounterController *encounter, int from, const QString &type)
{
    QList<QJsonObject> found;
    for (const QJsonObject &event : encounter->processor()->log().events().mid(from)) {
        if (event.value(QStringLiteral("type")).toString() == type)
            found.append(event);
    }
    return found;
}

// The events since an index, one JSON line each: what the engine did, for a failure's message.
QString logSince(const EncounterController *encounter, int from)
{
    QStringList lines;
    for (const QJsonObject &event : encounter->processor()->log().events().mid(from))
        lines << QString::fromUtf8(QJsonDocument(event).toJson(QJsonDocument::Compact));
    return lines.join(QLatin1Char('\n'));
}

bool stunned(const EncounterController *encounter, const QString &id)
{
    for (const ActiveEffect &effect : encounter->processor()->state().effects) {
        if (effect.target == id && effect.spec.condition == QLatin1String("stunned"))
            return true;
    }
    return false;
}

} // namespace

class TestE2eAutopilotSave : public QObject
{
    Q_OBJECT

    // The menu bar's entry, then the menu item with this text, found as a person's eye would: by their text.
    static QQuickItem *findByText(const AppWindow &app, const char *className, const QString &text)
    {
        QQuickItem *found = nullptr;
        const std::function<void(QQuickItem *)> walk = [&](QQuickItem *item) {
            if (item->inherits(className) && item->property("text").toString() == text)
                found = item;
            for (QQuickItem *child : item->childItems())
                walk(child);
        };
        walk(app.sceneRoot());
        return found;
    }
    static bool chooseEnginePlaysTurn(const AppWindow &app, bool german)
    {
        QQuickItem *menu =
            findByText(app, "QQuickMenuBarItem", german ? QStringLiteral("&Begegnung") : QStringLiteral("E&ncounter"));
        if (!menu)
            return false;
        app.click(menu);
        const QString entryText = german ? QStringLiteral("Zug dieses Monsters vom Programm spielen &lassen")
                                         : QStringLiteral("&Let the engine play this monster's turn");
        QQuickItem *entry = nullptr;
        if (!QTest::qWaitFor(
                [&] { return (entry = findByText(app, "QQuickMenuItem", entryText)) && entry->isEnabled(); }))
            return false;
        QTest::qWait(100); // the menu's opening transition
        app.click(entry);
        return true;
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void engineGrantsAStunnedAllyASave_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("1366x768 German") << QSize(1366, 768) << true;
    }
    void engineGrantsAStunnedAllyASave()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        const QString blocks = folder.filePath(QStringLiteral("crypt-healer.json"));
        QVERIFY(writeStatBlocks(blocks));
        AppWindow app(42);
        QVERIFY(app.open(size, file));
        auto *encounter = app.window()->property("encounter").value<EncounterController *>();
        QVERIFY(encounter);
        encounter->setStatBlocksFile(blocks);

        // The fight, on to the Ash Archer's turn (a fixed seed: the same rolls on every run).
        QVERIFY2(encounter->start(42), qPrintable(encounter->errorMessage()));
        QTRY_VERIFY(encounter->running());
        for (int turn = 0; turn < 14 && encounter->currentCreature() != QLatin1String("archer"); ++turn)
            QVERIFY(encounter->nextTurn());
        QCOMPARE(encounter->currentCreature(), QStringLiteral("archer"));
        // The game master's doing: Skeleton 2 beside the archer (it stands at 19,3 in the crypt's east hall, more
        // than a move and a shot from every hero), stunned until it saves.
        QVERIFY(encounter->execute(QStringLiteral(R"({"type": "place", "creature": "skel2", "x": 19, "y": 4})")));
        QVERIFY(encounter->execute(QStringLiteral(
            R"({"type": "applyEffect", "target": "skel2", "source": "corvin", "effect": {"condition": "stunned", "duration": "saveEnds"}})")));
        QVERIFY(stunned(encounter, QStringLiteral("skel2")));
        const int logBefore = encounter->logSize();

        // Encounter > Let the engine play this monster's turn: the archer grants the save, the prompt asks.
        QVERIFY(chooseEnginePlaysTurn(app, german));
        QTRY_VERIFY2(encounter->waiting(), qPrintable(logSince(encounter, logBefore)));
        // The command waits for the answer: its events reach the log when it is given.
        QQuickItem *saveNow = nullptr;
        QTRY_VERIFY((saveNow = app.item(QStringLiteral("promptYes"))) && saveNow->isVisible() && saveNow->width() > 0);
        QCOMPARE(saveNow->property("text").toString(),
                 german ? QStringLiteral("Jetzt würfeln") : QStringLiteral("Save now"));
        QTest::qWait(100);
        const QStringList clipped = LayoutCheck::clippedTexts(app.window());
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
        QVERIFY(!app.screenshot(QStringLiteral("autopilot-grantsave-prompt") + suffix).isEmpty());

        // Save now: the skeleton's saving throw (10 or higher) is rolled and logged; a success ends the stun.
        app.click(saveNow);
        QTRY_VERIFY(!encounter->waiting());
        // In the log once answered: the archer's Heal check against 15, then the skeleton's saving throw.
        const QList<QJsonObject> checks = eventsSince(encounter, logBefore, QStringLiteral("skillCheck"));
        QCOMPARE(checks.size(), 1);
        QCOMPARE(checks.first().value(QStringLiteral("action")).toString(), QStringLiteral("grantSave"));
        QCOMPARE(checks.first().value(QStringLiteral("creature")).toString(), QStringLiteral("archer"));
        QCOMPARE(checks.first().value(QStringLiteral("target")).toString(), QStringLiteral("skel2"));
        QCOMPARE(checks.first().value(QStringLiteral("dc")).toInt(), 15);
        QVERIFY(checks.first().value(QStringLiteral("success")).toBool());
        const QList<QJsonObject> saves = eventsSince(encounter, logBefore, QStringLiteral("savingThrow"));
        QCOMPARE(saves.size(), 1);
        QCOMPARE(saves.first().value(QStringLiteral("target")).toString(), QStringLiteral("skel2"));
        const bool saved = saves.first().value(QStringLiteral("success")).toBool();
        QCOMPARE(saved, saves.first().value(QStringLiteral("total")).toInt() >= 10); // Orcus "Saving throws"
        QCOMPARE(stunned(encounter, QStringLiteral("skel2")), !saved);
        QCOMPARE(encounter->currentCreature(), QStringLiteral("archer"));

        // The entry again: the engine plays the rest of the archer's turn, which ends.
        QVERIFY(chooseEnginePlaysTurn(app, german));
        QTRY_VERIFY(encounter->currentCreature() != QLatin1String("archer"));
        QVERIFY(!app.screenshot(QStringLiteral("autopilot-grantsave-played") + suffix).isEmpty());

        // Every command was one step of Edit > Undo: back to the archer's turn with the skeleton stunned.
        while (encounter->logSize() > logBefore)
            QVERIFY(encounter->undo());
        QCOMPARE(encounter->currentCreature(), QStringLiteral("archer"));
        QVERIFY(stunned(encounter, QStringLiteral("skel2")));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eAutopilotSave)
#include "tst_e2e_autopilotsave.moc"
