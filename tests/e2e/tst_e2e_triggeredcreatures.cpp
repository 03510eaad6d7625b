// End to end: triggered powers that bring another creature into the fight, in the real window (docs/encounter.md
// "Triggered powers"; ../shared/rules/orcus-monsters-1.0.md). Skeleton 2 is given each power as the importer carries
// it:
// - the hunting spiders' Egg Sacs ("counter, encounter: If the spider is hit by an attack: Place a spider swarm in an
//   adjacent space"): Dagny's mace hits it, and before the damage the prompt asks where the Spider Swarm comes in,
//   the allowed squares highlighted on the map; a click places it: its token on the map, its row in the order, the
//   dice log says so; Ctrl+Z takes the blow, the counter and the swarm back together;
// - the shapeshifter slime's Fading ("reaction, encounter: When first staggered: The monster regresses to its natural
//   form"): the hit that staggers it offers the form it takes and the hit points it keeps; taken with the mouse, it
//   fights with the new block; Ctrl+Z takes it back.
#include "cryptfightdriver.h"
#include "dicelog.h"
#include "layoutcheck.h"
#include "mapdocument.h"
#include "promptdecider.h"

using namespace battlemat;
using namespace CryptFightDriver;

namespace {

// A Spider Swarm as the importer carries it in Egg Sacs (the Vermin Swarm with the Spider tag; trimmed to its attack).
QJsonObject eggSacs()
{
    const QJsonObject block = QJsonDocument::fromJson(R"({"level": 2, "rank": "standard", "hp": 34, "initiative": 7,
        "tags": ["Spider"], "kind": "spider swarm", "defenses": {"ac": 16, "fortitude": 13, "reflex": 16, "will": 13},
        "powers": [{"id": "plague-of-fangs", "name": "Plague of Fangs", "basic": true, "attack": 7,
                    "damage": "1d10+2"}]})")
                                  .object();
    return QJsonObject{
        {QStringLiteral("id"), QStringLiteral("egg-sacs")},
        {QStringLiteral("name"), QStringLiteral("Egg Sacs")},
        {QStringLiteral("usage"), QStringLiteral("encounter")},
        {QStringLiteral("action"), QStringLiteral("immediate")},
        {QStringLiteral("trigger"), QStringLiteral("beingHit")},
        {QStringLiteral("origin"), QStringLiteral("self")},
        {QStringLiteral("places"),
         QJsonObject{{QStringLiteral("creature"), QJsonObject{{QStringLiteral("name"), QStringLiteral("Spider Swarm")},
                                                              {QStringLiteral("size"), QStringLiteral("medium")},
                                                              {QStringLiteral("speed"), 6}}},
                     {QStringLiteral("block"), block}}}};
}

// Fading with a bone form to regress to (its own block: AC 18, a claw).
QJsonObject fading()
{
    const QJsonObject block = QJsonDocument::fromJson(R"({"level": 1, "rank": "standard", "hp": 26, "initiative": 3,
        "kind": "bone heap", "defenses": {"ac": 18, "fortitude": 13, "reflex": 14, "will": 12},
        "powers": [{"id": "claw", "name": "Claw", "basic": true, "attack": 6, "damage": "1d6+2"}]})")
                                  .object();
    return QJsonObject{{QStringLiteral("id"), QStringLiteral("fading")},
                       {QStringLiteral("name"), QStringLiteral("Fading")},
                       {QStringLiteral("usage"), QStringLiteral("encounter")},
                       {QStringLiteral("action"), QStringLiteral("immediate")},
                       {QStringLiteral("trigger"), QStringLiteral("staggered")},
                       {QStringLiteral("origin"), QStringLiteral("self")},
                       {QStringLiteral("becomes"), QJsonObject{{QStringLiteral("name"), QStringLiteral("Bone Heap")},
                                                               {QStringLiteral("speed"), 4},
                                                               {QStringLiteral("block"), block}}}};
}

QStringList diceLogLines(EncounterController *encounter)
{
    QStringList lines;
    const DiceLog *log = encounter->diceLog();
    for (int row = 0; row < log->rowCount(); ++row)
        lines << log->index(row, 0).data(DiceLog::TextRole).toString();
    return lines;
}

int mapIndexOf(const MapDocument *map, const QString &id)
{
    const QList<MapCreature> &creatures = map->map().creatures;
    for (qsizetype i = 0; i < creatures.size(); ++i) {
        if (creatures.at(i).id == id)
            return int(i);
    }
    return -1;
}

} // namespace

class TestE2eTriggeredCreatures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void eggSacsPlaceASwarm_data() { addSizes(); }
    void eggSacsPlaceASwarm()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        CryptFight fight;
        const QString started = fight.openOnTurnOf(size, QStringLiteral("skel2"), eggSacs(), QStringLiteral("dagny"));
        QVERIFY2(started.isEmpty(), qPrintable(started));
        AppWindow &app = fight.app;
        EncounterController *encounter = fight.encounter;
        MapDocument *map = app.controller()->map();
        QVERIFY2(encounter->place(QStringLiteral("dagny"), 9, 3), qPrintable(encounter->errorMessage()));
        QTest::qWait(100);
        const int before = encounter->logSize();
        const int tokensBefore = int(map->map().creatures.size());

        const QString attacked = fight.ctrlClickAttack(QStringLiteral("dagny"), QStringLiteral("skel2"));
        QVERIFY2(attacked.isEmpty(), qPrintable(attacked));

        // At seed 42 the mace hits: the counter is the square the swarm comes in, highlighted on the map.
        PromptDecider *prompt = encounter->prompt();
        QTRY_VERIFY(prompt->pending() && prompt->kind() == QLatin1String("square"));
        QVERIFY2(prompt->question().contains(german ? QStringLiteral("Spider Swarm neben sich platzieren")
                                                    : QStringLiteral("may place Spider Swarm beside it")),
                 qPrintable(prompt->question()));
        QVERIFY(!prompt->squares().isEmpty());
        const QVariantMap first = prompt->squares().constFirst().toMap();
        const int x = first.value(QStringLiteral("x")).toInt();
        const int y = first.value(QStringLiteral("y")).toInt();
        QQuickItem *highlighted = nullptr;
        QTRY_VERIFY((highlighted = app.item(QStringLiteral("squareChoice_%1_%2").arg(x).arg(y))) &&
                    highlighted->isVisible());
        QTest::qWait(100);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("egg-sacs-prompt") + suffix);
        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::NoModifier, mapPoint(app, x + 0.5, y + 0.5));
        QTRY_VERIFY(!prompt->pending() && !encounter->waiting());

        // The swarm joined: in the fight where it was placed, its token on the map, the dice log saying so.
        const Combatant *swarm = encounter->session()->encounter()->state().combatant(QStringLiteral("spider-swarm"));
        QVERIFY(swarm);
        QCOMPARE(swarm->position, (Square{x, y}));
        QCOMPARE(swarm->maxHp, 34);
        QTRY_VERIFY(mapIndexOf(map, QStringLiteral("spider-swarm")) >= 0);
        QCOMPARE(int(map->map().creatures.size()), tokensBefore + 1);
        QVERIFY(encounter->turnOrder().contains(QStringLiteral("spider-swarm")));
        const QString placed = (german ? QStringLiteral("Spider Swarm kommt bei %1,%2 hinzu")
                                       : QStringLiteral("Skeleton 2 uses Egg Sacs: Spider Swarm comes in at %1,%2"))
                                   .arg(x)
                                   .arg(y);
        QTRY_VERIFY2(diceLogLines(encounter).join(QLatin1Char('\n')).contains(placed),
                     qPrintable(diceLogLines(encounter).join(QLatin1Char('\n'))));
        QTest::qWait(200);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("egg-sacs-after") + suffix);

        // Ctrl+Z: one step takes back the blow, the counter and the swarm.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(encounter->logSize(), before);
        QVERIFY(!encounter->session()->encounter()->state().combatant(QStringLiteral("spider-swarm")));
        QTRY_COMPARE(mapIndexOf(map, QStringLiteral("spider-swarm")), -1);

        // Redone and the fight ended: the swarm stays on the map where it fought, as the map's own token (with the
        // library's block, so the next fight there has it), like the fight's starting creatures.
        QVERIFY2(encounter->redo(), qPrintable(encounter->errorMessage()));
        QTRY_VERIFY(encounter->session()->encounter()->state().combatant(QStringLiteral("spider-swarm")));
        QVERIFY2(encounter->endEncounter(), qPrintable(encounter->errorMessage()));
        QTRY_VERIFY(!encounter->session()->running());
        const MapCreature *kept = encounter->session()->table().scene.map.creature(QStringLiteral("spider-swarm"));
        QVERIFY(kept);
        QCOMPARE(kept->position, (Square{x, y}));
        QCOMPARE(kept->name, QStringLiteral("Spider Swarm"));
        QTRY_VERIFY(mapIndexOf(map, QStringLiteral("spider-swarm")) >= 0);
        QTest::qWait(200);
        app.screenshot(QStringLiteral("egg-sacs-ended") + suffix);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    void fadingTakesTheNaturalForm_data() { addSizes(); }
    void fadingTakesTheNaturalForm()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        CryptFight fight;
        const QString started = fight.openOnTurnOf(size, QStringLiteral("skel2"), fading(), QStringLiteral("dagny"));
        QVERIFY2(started.isEmpty(), qPrintable(started));
        AppWindow &app = fight.app;
        EncounterController *encounter = fight.encounter;
        QVERIFY2(encounter->place(QStringLiteral("dagny"), 9, 3), qPrintable(encounter->errorMessage()));
        // One above its staggered value (13 of 26): any hit staggers it.
        QVERIFY2(encounter->setHitPoints(QStringLiteral("skel2"), 14, 26), qPrintable(encounter->errorMessage()));
        QTest::qWait(100);
        const int before = encounter->logSize();

        const QString attacked = fight.ctrlClickAttack(QStringLiteral("dagny"), QStringLiteral("skel2"));
        QVERIFY2(attacked.isEmpty(), qPrintable(attacked));
        PromptDecider *prompt = encounter->prompt();
        QTRY_VERIFY(prompt->pending() && prompt->kind() == QLatin1String("triggeredPower"));
        // The hit points it keeps are the ones the blow left, which the engine shows before the blow is committed.
        const QString form = german ? QStringLiteral("nimmt Skeleton 2 die Gestalt Bone Heap an und behält ")
                                    : QStringLiteral("Skeleton 2 takes the form Bone Heap and keeps ");
        QVERIFY2(prompt->question().contains(form), qPrintable(prompt->question()));
        const QString question = prompt->question();
        QQuickItem *yes = nullptr;
        QTRY_VERIFY((yes = app.item(QStringLiteral("promptYes"))) && yes->isVisible());
        QTest::qWait(100);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("fading-prompt") + suffix);
        app.click(yes);
        QTRY_VERIFY(!prompt->pending() && !encounter->waiting());

        const Combatant *skel = encounter->session()->encounter()->state().combatant(QStringLiteral("skel2"));
        QCOMPARE(skel->kind, QStringLiteral("bone heap"));
        QCOMPARE(skel->defenses[0], 18);
        QVERIFY(skel->hp > 0 && skel->hp <= 13); // staggered (13 of 26 or less), kept in the new form
        const QString kept = german ? QStringLiteral("behält %1 seiner 26") : QStringLiteral("keeps %1 of its 26");
        QVERIFY2(question.contains(kept.arg(skel->hp)), qPrintable(question));
        QVERIFY(skel->power(QStringLiteral("claw")));
        QCOMPARE(eventsOfType(encounter, QStringLiteral("formChanged")).size(), 1);

        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(encounter->logSize(), before);
        skel = encounter->session()->encounter()->state().combatant(QStringLiteral("skel2"));
        QVERIFY(skel->power(QStringLiteral("blade")));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eTriggeredCreatures)
#include "tst_e2e_triggeredcreatures.moc"
