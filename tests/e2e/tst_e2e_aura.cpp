// End to end: an aura the engine plays, in the real window (docs/encounter.md "Auras"; issue 17). The ogre of the
// sample crypt is given the ghoul worm's kind of aura in its stat block (a start-of-turn condition read from the
// printed "... are rattled until they leave the aura", here with a radius that covers the crypt): when Aldric's turn
// begins the aura rattles him, the dice log names it, and his token's row says so; Ctrl+Z of the turn takes it back.
// Then an aura of the specter of sorrow's kind ("... and cannot shift until the start of its next turn"): the window
// refuses Aldric's shift and lets him walk. And the jinushigami's kind ("Enemies treat all squares in the aura as
// difficult terrain"): dragging Aldric two squares, the move preview counts 4.
#include "cryptfightdriver.h"
#include "dicelog.h"
#include "encounter/conditionrules.h"
#include "encounter/encountermovement.h"
#include "layoutcheck.h"

using namespace battlemat;
using namespace CryptFightDriver;

namespace {

// "Stench aura 30: Enemies that begin their turn in the aura are rattled until they leave the aura."
QJsonObject stench()
{
    return QJsonObject{{QStringLiteral("name"), QStringLiteral("Stench")},
                       {QStringLiteral("radius"), 20},
                       {QStringLiteral("affects"), QStringLiteral("enemies")},
                       {QStringLiteral("startOfTurn"), true},
                       {QStringLiteral("conditions"), QJsonArray{QStringLiteral("rattled")}},
                       {QStringLiteral("until"), QStringLiteral("leaveAura")}};
}

// The specter of sorrow's kind: "Any enemy that enters or starts its turn in the aura takes 5 psychic damage and
// cannot shift until the start of its next turn."
QJsonObject whispers()
{
    return QJsonObject{{QStringLiteral("name"), QStringLiteral("Regretful Whispers")},
                       {QStringLiteral("radius"), 20},
                       {QStringLiteral("affects"), QStringLiteral("enemies")},
                       {QStringLiteral("startOfTurn"), true},
                       {QStringLiteral("damage"), QStringLiteral("5")},
                       {QStringLiteral("damageType"), QStringLiteral("psychic")},
                       {QStringLiteral("cannotShift"), true}};
}

// The jinushigami's kind: "Enemies treat all squares in the aura as difficult terrain."
QJsonObject terrainManipulation()
{
    return QJsonObject{{QStringLiteral("name"), QStringLiteral("Terrain Manipulation")},
                       {QStringLiteral("radius"), 20},
                       {QStringLiteral("affects"), QStringLiteral("enemies")},
                       {QStringLiteral("difficultTerrain"), QStringLiteral("all")}};
}

bool giveTheOgreAnAura(const QString &file, const QJsonObject &aura)
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return false;
    QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
    in.close();
    QJsonArray creatures = root.value(QStringLiteral("creatures")).toArray();
    for (qsizetype i = 0; i < creatures.size(); ++i) {
        QJsonObject c = creatures[i].toObject();
        if (c.value(QStringLiteral("id")).toString() != QLatin1String("ogre"))
            continue;
        c.insert(QStringLiteral("auras"), QJsonArray{aura});
        creatures[i] = c;
    }
    root.insert(QStringLiteral("creatures"), creatures);
    QFile out(file);
    return out.open(QIODevice::WriteOnly) && out.write(QJsonDocument(root).toJson()) > 0;
}

// The crypt with the ogre's stomp and this aura, its fight started on Aldric's turn: what each test here sets up
// first. Returns what failed, or an empty string.
QString startWithOgreAura(CryptFight &fight, QSize size, const QJsonObject &aura)
{
    const QString opened = fight.open(size, QStringLiteral("ogre"), unusedStomp());
    if (!opened.isEmpty())
        return opened;
    const QString blocks = fight.folder.filePath(QStringLiteral("crypt-blocks.json"));
    if (!giveTheOgreAnAura(blocks, aura))
        return QStringLiteral("the ogre's aura could not be written");
    fight.encounter->setStatBlocksFile(blocks);
    return fight.startOnTurnOf(QStringLiteral("aldric"));
}

} // namespace

class TestE2eAura : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void theOgresStenchRattlesAldric_data() { addSizes(); }
    void theOgresStenchRattlesAldric()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        CryptFight fight;
        const QString started = startWithOgreAura(fight, size, stench());
        QVERIFY2(started.isEmpty(), qPrintable(started));
        AppWindow &app = fight.app;
        EncounterController *encounter = fight.encounter;
        const EncounterState &state = encounter->session()->encounter()->state();
        QVERIFY(ConditionRules::has(state, *state.combatant(QStringLiteral("aldric")), QStringLiteral("rattled")));
        QList<QJsonObject> auras;
        for (const QJsonObject &event : eventsOfType(encounter, QStringLiteral("aura"))) {
            if (event.value(QStringLiteral("creature")).toString() == QLatin1String("aldric"))
                auras.append(event);
        }
        QVERIFY(!auras.isEmpty());
        QCOMPARE(auras.last().value(QStringLiteral("source")).toString(), QStringLiteral("ogre"));

        // The dice log names it, in the table's language, with the condition.
        DiceLog *log = app.controller()->diceLog();
        QString line;
        for (const DiceLogLine &logLine : log->lines()) {
            if (logLine.text.contains(QLatin1String("Stench")) && logLine.text.contains(QLatin1String("Aldric")))
                line = logLine.text;
        }
        QVERIFY2(line.contains(german ? QStringLiteral("erreicht") : QStringLiteral("reaches")), qPrintable(line));
        QVERIFY2(line.contains(german ? QStringLiteral("verunsichert") : QStringLiteral("rattled")), qPrintable(line));
        // Laid out on the next frames, later on a loaded machine: clipped only if it still is after the wait.
        QTRY_COMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("aura-rattled") + suffix);

        // Ctrl+Z: the turn that began in the aura is taken back, and the rattling with it.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(encounter->currentCreature() != QLatin1String("aldric"));
        const EncounterState &back = encounter->session()->encounter()->state();
        QVERIFY(!ConditionRules::has(back, *back.combatant(QStringLiteral("aldric")), QStringLiteral("rattled")));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    void theOgresWhispersKeepAldricFromShifting_data() { addSizes(); }
    void theOgresWhispersKeepAldricFromShifting()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        CryptFight fight;
        const QString started = startWithOgreAura(fight, size, whispers());
        QVERIFY2(started.isEmpty(), qPrintable(started));
        AppWindow &app = fight.app;
        EncounterController *encounter = fight.encounter;
        const EncounterState &state = encounter->session()->encounter()->state();
        const Combatant &aldric = *state.combatant(QStringLiteral("aldric"));
        QVERIFY(ConditionRules::shiftForbidden(state, aldric));

        // The dice log and his row in the tracker say so, in the table's language.
        const QString cannotShift =
            german ? QStringLiteral("kann keinen Schritt machen") : QStringLiteral("cannot shift");
        // Both follow the command's events as the window reads them: waited for, as a person looks.
        QString line;
        const auto logLine = [&] {
            for (const DiceLogLine &logLine : app.controller()->diceLog()->lines()) {
                if (logLine.text.contains(QLatin1String("Regretful Whispers")) &&
                    logLine.text.contains(QLatin1String("Aldric")))
                    line = logLine.text;
            }
            return line;
        };
        QTRY_VERIFY2(logLine().contains(cannotShift), qPrintable(line));
        QStringList effects;
        const auto trackerRow = [&] {
            for (int row = 0; row < encounter->rowCount(); ++row) {
                if (encounter->data(encounter->index(row), EncounterController::CreatureIdRole).toString() == "aldric")
                    effects = encounter->data(encounter->index(row), EncounterController::EffectsRole).toStringList();
            }
            return effects.join(QLatin1Char(' '));
        };
        QTRY_VERIFY2(trackerRow().contains(cannotShift), qPrintable(effects.join(QLatin1Char(';'))));

        // A shift is refused, a walk is not (Orcus "Step": the shift; EncounterMovement::checkPath says which).
        const QVariantList east{QPoint(aldric.position.x + 1, aldric.position.y)};
        const QVariantList west{QPoint(aldric.position.x - 1, aldric.position.y)};
        const QVariantList free =
            EncounterMovement::checkPath(state, QStringLiteral("aldric"),
                                         {Square{aldric.position.x + 1, aldric.position.y}}, MovementMode::Walk)
                ? east
                : west;
        QVERIFY(!encounter->moveToken(QStringLiteral("aldric"), free, true));
        // The engine's reason in the table's language (app/models/orcusrefusaltexts.cpp), with the names and how long.
        QCOMPARE(encounter->errorMessage(),
                 german
                     ? QStringLiteral("Aldric kann bis zum Beginn des eigenen nächsten Zuges keinen Schritt machen: "
                                      "eine Wirkung von Ash Ogre")
                     : QStringLiteral("Aldric cannot shift until the start of its next turn: an effect of Ash Ogre"));
        // Laid out on the next frames, later on a loaded machine: clipped only if it still is after the wait.
        QTRY_COMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("aura-cannot-shift") + suffix);
        QVERIFY(encounter->moveToken(QStringLiteral("aldric"), free, false));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    void theOgresTerrainManipulationDoublesAldricsSteps_data() { addSizes(); }
    void theOgresTerrainManipulationDoublesAldricsSteps()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        CryptFight fight;
        const QString started = startWithOgreAura(fight, size, terrainManipulation());
        QVERIFY2(started.isEmpty(), qPrintable(started));
        AppWindow &app = fight.app;
        EncounterController *encounter = fight.encounter;
        const EncounterState &state = encounter->session()->encounter()->state();
        const Square at = state.combatant(QStringLiteral("aldric"))->position;

        // Two squares in a free direction: 4 squares of movement in the ogre's aura (Orcus "Difficult terrain").
        QList<Square> path;
        for (const auto &[dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
            const QList<Square> tried{{at.x + dx, at.y + dy}, {at.x + 2 * dx, at.y + 2 * dy}};
            const auto checked =
                EncounterMovement::checkPath(state, QStringLiteral("aldric"), tried, MovementMode::Walk);
            if (checked && checked->legal) {
                QCOMPARE(checked->cost, 4);
                path = tried;
                break;
            }
        }
        QVERIFY(!path.isEmpty());
        // The window's move preview, while the token is dragged: the same cost.
        const QPoint from = mapPoint(app, at.x + 0.5, at.y + 0.5);
        const QPoint to = mapPoint(app, path.last().x + 0.5, path.last().y + 0.5);
        QTest::mousePress(app.window(), Qt::LeftButton, Qt::NoModifier, from);
        for (int step = 1; step <= 10; ++step)
            QTest::mouseMove(app.window(), from + (to - from) * step / 10, 10);
        QQuickItem *status = app.item(QStringLiteral("moveStatus"));
        QVERIFY(status);
        // English with its plural forms, as the application shows it ("Walk: 4 squares, ...").
        const QString four = german ? QStringLiteral("4 Felder") : QStringLiteral("4 squares");
        QTRY_VERIFY2(status->property("text").toString().contains(four),
                     qPrintable(status->property("text").toString()));
        QTRY_COMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("aura-difficult-terrain") + suffix);
        QTest::mouseRelease(app.window(), Qt::LeftButton, Qt::NoModifier, to);
        QTRY_COMPARE(encounter->session()->encounter()->state().combatant(QStringLiteral("aldric"))->position,
                     path.last());
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eAura)
#include "tst_e2e_aura.moc"
