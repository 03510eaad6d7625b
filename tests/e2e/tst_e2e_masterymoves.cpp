#include "layoutcheck.h"
#include "masteryfightdriver.h"

#include <QTemporaryDir>

using namespace battlemat;
using namespace MasteryFightDriver;

/**
 * Every way of moving between regions in a mastery fight, in the real window on the sample barrow (issue #22;
 * ../shared/rules/mastery-points-die-ranks-regions.txt, "Regions"; docs/mastery.md, "Movement"): the tracker lists
 * the REF initiative order with the acting one marked, APs left, MPs, a cooldown; Aldric runs two regions from the
 * token's menu (a minor action; entering and leaving provoke, each offered in a prompt), leaves the crypt carefully
 * with the fight bar (a major action that ends his turn and provokes nothing); Brenna swims into the flooded
 * ossuary (exclusive: all three APs); a step up to the gallery is refused in the table's language and Aldric climbs
 * there instead from the token's menu.
 */
class TestE2eMasteryMoves : public QObject
{
    Q_OBJECT

    // Points inside the barrow's regions (resources/sample-campaign/barrow-regions.json), clear of the tokens.
    static constexpr QPointF hall{230, 150};
    static constexpr QPointF crypt{700, 190};
    static constexpr QPointF gallery{230, 40};
    static constexpr QPointF ossuary{230, 520};

    /** A provoked opportunity attack as its prompt named it. */
    struct Offered
    {
        QString attacker;
        QString region;
        bool onEntering = false;
    };

    /** Lets every opportunity attack go (and passes every MP offer) until the step is done; what was offered. */
    static QList<Offered> letEveryAttackGo(AppWindow &app, MasteryController *mastery)
    {
        QList<Offered> offered;
        const bool done = QTest::qWaitFor([&] {
            if (app.popupOpen(QStringLiteral("offerDialog"))) {
                app.click(app.item(QStringLiteral("passButton")));
            } else if (app.popupOpen(QStringLiteral("opportunityDialog"))) {
                const QVariantMap chance = mastery->opportunity();
                offered.append({chance.value(QStringLiteral("attacker")).toString(),
                                chance.value(QStringLiteral("region")).toString(),
                                chance.value(QStringLiteral("onEntering")).toBool()});
                app.click(app.item(QStringLiteral("letGoButton")));
            }
            return !mastery->busy();
        });
        if (!done)
            qWarning("the step did not finish");
        return offered;
    }

    static void clickRegion(AppWindow &app, QPointF at)
    {
        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::NoModifier,
                          app.item(QStringLiteral("regionMapView"))->mapToScene(at).toPoint());
        QTest::qWait(30);
    }

    /** Opens the token's menu (right click) and picks an item of it. */
    static bool tokenMenu(AppWindow &app, const QString &combatant, const QString &what)
    {
        QTest::mouseClick(app.window(), Qt::RightButton, Qt::NoModifier,
                          AppWindow::centreOf(app.item(QStringLiteral("regionToken-") + combatant)));
        return app.clickShown(QStringLiteral("tokenMenuItem-") + what);
    }

    /** The tracker's rows from top to bottom: each row's combatant id. */
    static QStringList trackerOrder(AppWindow &app)
    {
        QList<std::pair<qreal, QString>> rows;
        QQuickItem *list = app.item(QStringLiteral("combatantList"));
        for (QQuickItem *child : list->property("contentItem").value<QQuickItem *>()->childItems()) {
            for (QQuickItem *label : child->childItems()) {
                const QString name = label->objectName();
                if (name.startsWith(QStringLiteral("initiativePlace-")) && child->isVisible())
                    rows.append({child->y(), name.mid(int(qstrlen("initiativePlace-")))});
            }
        }
        std::sort(rows.begin(), rows.end());
        QStringList ids;
        for (const auto &[y, id] : rows)
            ids.append(id);
        return ids;
    }

    static QString rowText(AppWindow &app, const QString &name)
    {
        QQuickItem *found = row(app.sceneRoot(), name);
        return found ? found->property("text").toString() : QString();
    }

    /** The newest `count` moved events of the table log, oldest first, as "from>to mode action". */
    static QStringList lastMoves(AppWindow &app, int count)
    {
        QStringList moves;
        const QList<QJsonObject> events = tableEvents(app);
        for (qsizetype i = events.size() - 1; i >= 0 && moves.size() < count; --i) {
            const QJsonObject &e = events.at(i);
            if (e.value(QStringLiteral("type")).toString() == QLatin1String("moved"))
                moves.prepend(
                    QStringLiteral("%1>%2 %3 %4")
                        .arg(e.value(QStringLiteral("from")).toString(), e.value(QStringLiteral("to")).toString(),
                             e.value(QStringLiteral("mode")).toString(), e.value(QStringLiteral("action")).toString()));
        }
        return moves;
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    void runSwimClimbAndLeaveCarefully_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    void runSwimClimbAndLeaveCarefully()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("barrow.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        AppWindow app(42);
        QVERIFY(app.open(size, file));
        auto *encounter = app.window()->property("encounter").value<EncounterController *>();
        app.key(Qt::Key_R, Qt::ControlModifier); // View > Region map
        QTRY_VERIFY(app.item(QStringLiteral("masteryFightBar")) != nullptr);
        auto *page = app.item(QStringLiteral("regionMapLoader"))->property("item").value<QObject *>();
        auto *mastery = page->property("mastery").value<MasteryController *>();
        QVERIFY(mastery);
        QTRY_COMPARE(mastery->table(), encounter);
        // The sample fight: Aldric at the gate, Brenna and Skeleton 1 in the hall, Skeleton 2 in the crypt.
        QVERIFY(app.clickShown(QStringLiteral("setUpFightButton")));
        QTRY_VERIFY(mastery->onTable());
        QVERIFY(app.clickShown(QStringLiteral("startContestButton")));
        QVERIFY(passUntilDone(app, mastery));
        QVERIFY2(mastery->errorMessage().isEmpty(), qPrintable(mastery->errorMessage()));
        QCOMPARE(mastery->currentTurn(), QStringLiteral("aldric"));

        // The tracker in REF initiative order ("Combat": highest first, as the engine broke the ties), the
        // skeletons together at their group's place; the acting one marked.
        const auto fight = state(encounter);
        QStringList expected;
        for (const RefInitiativeEntry &entry : fight->order.entries()) {
            for (const CombatantState &c : fight->combatants) {
                if (c.sheet.id == entry.id || c.sheet.group == entry.id)
                    expected.append(c.sheet.id);
            }
        }
        QCOMPARE(expected.size(), 4);
        QTRY_COMPARE(trackerOrder(app), expected);
        QVERIFY(app.item(QStringLiteral("turnMarker-aldric"))->isVisible());
        for (const char *other : {"brenna", "skel1", "skel2"})
            QVERIFY(!app.item(QStringLiteral("turnMarker-") + QLatin1String(other))->isVisible());
        QTRY_COMPARE(mastery->currentTurnName(), QStringLiteral("Aldric"));
        // "Actions": 3 AP a turn (../shared/rules/README.md); Brenna's turn has not come, hers are all waiting.
        const QString mp = german ? QStringLiteral("MeP ") : QStringLiteral("MP ");
        const QString ap = german ? QStringLiteral("AkP ") : QStringLiteral("AP ");
        QVERIFY2(rowText(app, QStringLiteral("Aldric")).contains(mp + QStringLiteral("2/2 · ") + ap + "3/3"),
                 qPrintable(rowText(app, QStringLiteral("Aldric"))));
        QVERIFY2(rowText(app, QStringLiteral("Brenna")).contains(ap + QStringLiteral("3/3")),
                 qPrintable(rowText(app, QStringLiteral("Brenna"))));

        // A free action with a cooldown: no AP, and the tracker says what is cooling down ("Cooldown").
        app.click(row(app.sceneRoot(), QStringLiteral("Aldric")));
        QVERIFY(app.clickShown(QStringLiteral("cooldownBox")));
        QVERIFY(app.clickShown(QStringLiteral("cooldownName")));
        app.type(QStringLiteral("Shield wall"));
        QVERIFY(app.clickShown(QStringLiteral("actionButton-free")));
        QVERIFY(passUntilDone(app, mastery));
        QTRY_VERIFY2(rowText(app, QStringLiteral("Aldric")).contains(QStringLiteral("Shield wall")),
                     qPrintable(rowText(app, QStringLiteral("Aldric"))));
        QCOMPARE(state(encounter)->combatant(QStringLiteral("aldric"))->ap.left(), 3);
        QVERIFY(app.clickShown(QStringLiteral("cooldownBox")));

        // Aldric runs to the crypt from the token's menu: two regions for a minor action, through the hall.
        // "Regions": running provokes on entering and on leaving: Skeleton 1 as he enters the hall and as he leaves
        // it, Skeleton 2 as he enters the crypt; each is offered, and let go here.
        clickRegion(app, crypt);
        QVERIFY(tokenMenu(app, QStringLiteral("aldric"), QStringLiteral("move:run")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("opportunityDialog")));
        // The prompt gives the attack's odds: Skeleton 1's D6 against Aldric's D6 defense, disadvantaged while he
        // runs (the lower of two D6): P(hit) = sum over a = 2..6 of 1/6 * (1 - ((6 - a) / 6)^2) = 150/216 = 69 %
        // ("Resisted Rolls": equal or higher succeeds, a 1 always fails).
        QCOMPARE(qRound(mastery->opportunity().value(QStringLiteral("hitChance")).toDouble() * 1000), 694);
        QTRY_VERIFY2(app.item(QStringLiteral("opportunityOdds"))->property("text").toString().contains("69 %"),
                     qPrintable(app.item(QStringLiteral("opportunityOdds"))->property("text").toString()));
        const QString shot = app.screenshot(QStringLiteral("mastery-run-opportunity") + suffix);
        QVERIFY(!shot.isEmpty());
        qInfo("screenshot: %s", qPrintable(shot));
        if (size.width() == 1366)
            QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        const QList<Offered> run = letEveryAttackGo(app, mastery);
        QVERIFY2(mastery->errorMessage().isEmpty(), qPrintable(mastery->errorMessage()));
        QCOMPARE(run.size(), 3);
        QCOMPARE(run.at(0).attacker, QStringLiteral("skel1"));
        QVERIFY(run.at(0).onEntering);
        QCOMPARE(run.at(1).attacker, QStringLiteral("skel1"));
        QVERIFY(!run.at(1).onEntering);
        QCOMPARE(run.at(2).attacker, QStringLiteral("skel2"));
        QCOMPARE(run.at(2).region, QStringLiteral("crypt"));
        QTRY_COMPARE(regionOf(encounter, QStringLiteral("aldric")), QStringLiteral("crypt"));
        QCOMPARE(lastMoves(app, 2),
                 (QStringList{QStringLiteral("gate>hall run minor"), QStringLiteral("hall>crypt run minor")}));
        QCOMPARE(state(encounter)->combatant(QStringLiteral("aldric"))->ap.left(), 2);
        // "any defense rolls made until your next turn are disadvantaged"
        QVERIFY(state(encounter)->combatant(QStringLiteral("aldric"))->defenseDisadvantaged);
        QTRY_VERIFY(rowText(app, QStringLiteral("Aldric")).contains(ap + QStringLiteral("2/3")));

        // He leaves the crypt carefully with the fight bar: a major action, which ends his turn, and Skeleton 2
        // (in the crypt) gets no opportunity attack ("unless you use a major action to carefully and slowly leave").
        QVERIFY(chooseMoveMode(app, 2));
        clickRegion(app, hall);
        QVERIFY(app.clickShown(QStringLiteral("moveButton")));
        QVERIFY(letEveryAttackGo(app, mastery).isEmpty());
        QVERIFY2(mastery->errorMessage().isEmpty(), qPrintable(mastery->errorMessage()));
        QTRY_COMPARE(regionOf(encounter, QStringLiteral("aldric")), QStringLiteral("hall"));
        QCOMPARE(lastMoves(app, 1), QStringList{QStringLiteral("crypt>hall careful major")});
        QCOMPARE(state(encounter)->combatant(QStringLiteral("aldric"))->ap.left(), 1);
        QVERIFY(mastery->currentTurn() != QStringLiteral("aldric"));
        QTRY_VERIFY(!app.item(QStringLiteral("turnMarker-aldric"))->isVisible());

        // Brenna swims from the hall into the flooded ossuary: an exclusive action, all three of her APs; leaving
        // the hall provokes Skeleton 1.
        QVERIFY(endTurnsUntil(app, mastery, QStringLiteral("brenna"), 1));
        QTRY_VERIFY(app.item(QStringLiteral("turnMarker-brenna"))->isVisible());
        app.click(row(app.sceneRoot(), QStringLiteral("Brenna")));
        QVERIFY(chooseMoveMode(app, 3));
        clickRegion(app, ossuary);
        QVERIFY(app.clickShown(QStringLiteral("moveButton")));
        const QList<Offered> swim = letEveryAttackGo(app, mastery);
        QVERIFY2(mastery->errorMessage().isEmpty(), qPrintable(mastery->errorMessage()));
        QCOMPARE(swim.size(), 1);
        QCOMPARE(swim.at(0).attacker, QStringLiteral("skel1"));
        QCOMPARE(swim.at(0).region, QStringLiteral("hall"));
        QTRY_COMPARE(regionOf(encounter, QStringLiteral("brenna")), QStringLiteral("ossuary"));
        QCOMPARE(lastMoves(app, 1), QStringList{QStringLiteral("hall>ossuary swim exclusive")});
        QCOMPARE(state(encounter)->combatant(QStringLiteral("brenna"))->ap.left(), 0);
        QVERIFY(state(encounter)->combatant(QStringLiteral("brenna"))->defenseDisadvantaged);
        QVERIFY(mastery->currentTurn() != QStringLiteral("brenna"));

        // Aldric's next turn: a step up the ladder to the gallery cannot work, so Move is closed and says why, in the
        // table's language and by the regions' names (the engine's plan of the move); he climbs.
        QVERIFY(endTurnsUntil(app, mastery, QStringLiteral("aldric"), 2));
        app.click(row(app.sceneRoot(), QStringLiteral("Aldric")));
        QVERIFY(chooseMoveMode(app, 0));
        clickRegion(app, gallery);
        const QString needsClimbing = german ? QStringLiteral("Von „Hall of urns“ nach „Collapsed gallery“ braucht es "
                                                              "Klettern: eine exklusive Aktion (Bewegungsart Klettern)")
                                             : QStringLiteral("from 'Hall of urns' to 'Collapsed gallery' needs "
                                                              "climbing: an exclusive action (mode climb)");
        QQuickItem *move = app.item(QStringLiteral("moveButton"));
        QTRY_COMPARE(move->property("reason").toString(), needsClimbing);
        QVERIFY(!move->property("button").value<QQuickItem *>()->isEnabled());
        app.click(move);
        QTest::qWait(50);
        QVERIFY2(mastery->errorMessage().isEmpty(), qPrintable(mastery->errorMessage()));
        QCOMPARE(regionOf(encounter, QStringLiteral("aldric")), QStringLiteral("hall"));
        QVERIFY(tokenMenu(app, QStringLiteral("aldric"), QStringLiteral("move:climb")));
        const QList<Offered> climb = letEveryAttackGo(app, mastery);
        QVERIFY2(mastery->errorMessage().isEmpty(), qPrintable(mastery->errorMessage()));
        QCOMPARE(climb.size(), 1);
        QCOMPARE(climb.at(0).attacker, QStringLiteral("skel1"));
        QTRY_COMPARE(regionOf(encounter, QStringLiteral("aldric")), QStringLiteral("gallery"));
        QCOMPARE(lastMoves(app, 1), QStringList{QStringLiteral("hall>gallery climb exclusive")});
        QCOMPARE(state(encounter)->combatant(QStringLiteral("aldric"))->ap.left(), 0);

        // With no AP left a minor action is refused, in red under the tracker; once the campaign plays other rules
        // and the fight is off the table, that line goes (the walk found it left standing).
        QVERIFY(app.clickShown(QStringLiteral("actionButton-minor")));
        QTRY_VERIFY(!mastery->errorMessage().isEmpty());
        QTRY_VERIFY(app.item(QStringLiteral("masteryError"))->isVisible());
        // It names him as the tracker does, not by the engine's id.
        QVERIFY2(mastery->errorMessage().contains(QStringLiteral("Aldric")) &&
                     !mastery->errorMessage().contains(QStringLiteral("aldric")),
                 qPrintable(mastery->errorMessage()));
        QVERIFY(encounter->execute(QStringLiteral(R"({"type": "rules.set", "ruleset": "orcus"})")));
        QTRY_VERIFY(!mastery->onTable());
        QTRY_COMPARE(mastery->errorMessage(), QString());
        QTRY_VERIFY(!app.item(QStringLiteral("masteryError"))->isVisible());
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eMasteryMoves)
#include "tst_e2e_masterymoves.moc"
