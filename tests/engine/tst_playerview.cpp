#include "table/playerview.h"

#include <QTest>

using namespace battlemat;

/** The players' copy of the scene, per Orcus "Staggered", "Dying" and the player-view rules of issue 7. */
class TestPlayerView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void healthStates_data()
    {
        QTest::addColumn<int>("hp");
        QTest::addColumn<int>("max");
        QTest::addColumn<QString>("state");
        QTest::newRow("full") << 20 << 20 << "healthy";
        QTest::newRow("one above staggered") << 11 << 20 << "healthy";
        QTest::newRow("at staggered value") << 10 << 20 << "staggered";
        QTest::newRow("odd max rounds down") << 11 << 23 << "staggered";
        QTest::newRow("odd max above") << 12 << 23 << "healthy";
        QTest::newRow("1 hp") << 1 << 20 << "staggered";
        QTest::newRow("zero") << 0 << 20 << "dying";
        QTest::newRow("negative above staggered") << -9 << 20 << "dying";
        QTest::newRow("rules example: max 20 at -10") << -10 << 20 << "dead";
        QTest::newRow("below") << -15 << 20 << "dead";
    }

    void healthStates()
    {
        QFETCH(int, hp);
        QFETCH(int, max);
        QFETCH(QString, state);
        QCOMPARE(healthStateName(healthStateOf(hp, max)), state);
    }

    void playersReceiveNothingSecret()
    {
        TableScene scene;
        scene.map.name = QStringLiteral("Crypt");
        scene.map.grid = GridMap(8, 8);
        scene.gmNotes = QStringLiteral("The Ash King waits behind the false wall");
        auto add = [&](const QString &id, const QString &side, bool hidden) {
            MapCreature c;
            c.id = id;
            c.name = id;
            c.side = side;
            c.hiddenFromPlayers = hidden;
            scene.map.creatures.append(c);
        };
        add(QStringLiteral("aldric"), QStringLiteral("heroes"), false);
        add(QStringLiteral("ghoul"), QStringLiteral("monsters"), false);
        add(QStringLiteral("ambusher"), QStringLiteral("monsters"), true);
        CreatureStatus hero = CreatureStatus::fromHitPoints(18, 24);
        hero.defenses.insert(QStringLiteral("AC"), 17);
        hero.gmNote = QStringLiteral("cursed ring");
        scene.statuses.insert(QStringLiteral("aldric"), hero);
        CreatureStatus ghoul = CreatureStatus::fromHitPoints(7, 30);
        ghoul.defenses.insert(QStringLiteral("AC"), 15);
        ghoul.gmNote = QStringLiteral("flees at 5 HP");
        scene.statuses.insert(QStringLiteral("ghoul"), ghoul);
        scene.statuses.insert(QStringLiteral("ambusher"), CreatureStatus::fromHitPoints(30, 30));
        add(QStringLiteral("cultist"), QStringLiteral("cult"), true);
        scene.sideIndices = {
            {QStringLiteral("heroes"), 0}, {QStringLiteral("monsters"), 1}, {QStringLiteral("cult"), 2}};

        const TableScene view = playerViewOf(scene);
        QCOMPARE(view.map.creatures.size(), 2);
        QCOMPARE(view.creatureIndex(QStringLiteral("ambusher")), -1);
        QVERIFY(!view.statuses.contains(QStringLiteral("ambusher")));
        QVERIFY(view.gmNotes.isEmpty());
        // A side with only hidden creatures is not even named; the others keep their colour slots.
        QVERIFY(!view.sideIndices.contains(QStringLiteral("cult")));
        QCOMPARE(view.sideIndices.value(QStringLiteral("monsters")), 1);

        const CreatureStatus shownGhoul = view.statuses.value(QStringLiteral("ghoul"));
        QCOMPARE(shownGhoul.health, HealthState::Staggered);
        QVERIFY(!shownGhoul.hitPoints);
        QVERIFY(!shownGhoul.maxHitPoints);
        QVERIFY(shownGhoul.defenses.isEmpty());
        QVERIFY(shownGhoul.gmNote.isEmpty());

        const CreatureStatus shownHero = view.statuses.value(QStringLiteral("aldric"));
        QCOMPARE(shownHero.hitPoints, 18);
        QCOMPARE(shownHero.maxHitPoints, 24);
        QCOMPARE(shownHero.defenses.value(QStringLiteral("AC")), 17);
        QVERIFY(shownHero.gmNote.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPlayerView)
#include "tst_playerview.moc"
