#include "masteryrefusaltexts.h"

#include "mastery/regionmovement.h"
#include "regions/regiongeometry.h"
#include "regions/regionmapcheck.h"

#include <QTest>
#include <QTranslator>

using namespace battlemat;

/**
 * The region maps' and the mastery rules' refusals in the table's language (MasteryRefusalTexts): the refusals a
 * game master meets in the region map editor and in a mastery fight have patterns in the catalogue, and with the
 * German translation loaded they read in German, names and numbers kept, nested reasons and words translated too.
 */
class TestMasteryRefusalTexts : public QObject
{
    Q_OBJECT

    static Region square(const QString &id, const QString &name, qreal left, qreal top, qreal size = 100)
    {
        return {id, name, {{left, top}, {left + size, top}, {left + size, top + size}, {left, top + size}}};
    }

    /** The hall and the yard side by side, a pool below the hall; the tower stands apart. */
    static RegionMap map()
    {
        RegionMap map;
        Region pool = square(QStringLiteral("pool"), QStringLiteral("Pool"), 0, 100);
        pool.needsSwimming = true;
        const Status added = map.addRegions({square(QStringLiteral("hall"), QStringLiteral("Hall"), 0, 0),
                                             square(QStringLiteral("yard"), QStringLiteral("Yard"), 100, 0), pool,
                                             square(QStringLiteral("tower"), QStringLiteral("Tower"), 500, 500)});
        Q_ASSERT(added);
        return map;
    }

private Q_SLOTS:
    void everyRefusalOfTheEditorAndTheFightIsInTheCatalogue()
    {
        const RegionMap cellar = map();
        Region crossing = square(QStringLiteral("x"), QStringLiteral("Bow"), 300, 300);
        std::swap(crossing.polygon[1], crossing.polygon[2]);
        QList<QString> refusals{
            checkRegionOnMap(cellar, crossing).errorMessage(),
            checkRegionOnMap(cellar, square(QStringLiteral("x"), QStringLiteral("Nook"), 50, 50)).errorMessage(),
            checkRegionOnMap(cellar, square(QStringLiteral("x"), QString(), 300, 300)).errorMessage(),
            checkRegionLink(cellar, {QStringLiteral("hall"), QStringLiteral("tower"), RegionLinkKind::Door})
                .errorMessage(),
            RegionGeometry::split(cellar.region(QStringLiteral("hall"))->polygon, 0, 1).errorMessage(),
            RegionGeometry::merge(cellar.region(QStringLiteral("hall"))->polygon,
                                  cellar.region(QStringLiteral("tower"))->polygon)
                .errorMessage(),
        };
        const QList<RegionOccupant> nobody;
        for (const auto &[mode, path] :
             {std::pair{RegionMoveMode::Step, QStringList{QStringLiteral("pool")}},
              std::pair{RegionMoveMode::Swim, QStringList{QStringLiteral("yard")}},
              std::pair{RegionMoveMode::Climb, QStringList{QStringLiteral("yard")}},
              std::pair{RegionMoveMode::Step, QStringList{QStringLiteral("tower")}},
              std::pair{RegionMoveMode::Step, QStringList{QStringLiteral("yard"), QStringLiteral("hall")}}})
            refusals.append(planRegionMove(cellar, QStringLiteral("heroes"), QStringLiteral("hall"), mode, path, nobody)
                                .errorMessage());
        for (const QString &refusal : refusals) {
            QVERIFY(!refusal.isEmpty());
            QVERIFY2(MasteryRefusalTexts::known(refusal), qPrintable(refusal));
        }
        QVERIFY(!MasteryRefusalTexts::known(QStringLiteral("something the engine never says")));
    }

    void germanRefusalsKeepNamesAndNumbers()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/battlemat_de.qm")));
        QCoreApplication::installTranslator(&german);
        QCOMPARE(MasteryRefusalTexts::translate(QStringLiteral("region 'Bow' crosses itself: its edges 1 and 3 meet")),
                 QStringLiteral("Region „Bow“ kreuzt sich selbst: ihre Kanten 1 und 3 treffen sich"));
        QCOMPARE(MasteryRefusalTexts::translate(QStringLiteral("region 'Nook' overlaps region 'Hall'")),
                 QStringLiteral("Region „Nook“ überlappt Region „Hall“"));
        QCOMPARE(MasteryRefusalTexts::translate(QStringLiteral("region 'r3' has no name")),
                 QStringLiteral("Region „r3“ hat keinen Namen"));
        // The link's kind is a word of the engine's, translated too.
        QCOMPARE(MasteryRefusalTexts::translate(QStringLiteral(
                     "a door between 'Hall' and 'Tower' must lie on their shared border, and they share none")),
                 QStringLiteral("Eine Tür zwischen „Hall“ und „Tower“ muss auf ihrer gemeinsamen Grenze liegen, "
                                "und sie haben keine"));
        // A step's prefix is kept, the nested reason translated.
        QCOMPARE(MasteryRefusalTexts::translate(QStringLiteral(
                     "command: cannot split 'Hall': a cut needs two corners that are not next to each other")),
                 QStringLiteral("command: „Hall“ lässt sich nicht teilen: Ein Schnitt braucht zwei Ecken, die "
                                "nicht nebeneinander liegen"));
        QCOMPARE(MasteryRefusalTexts::translate(
                     QStringLiteral("command: from 'hall' to 'pool' needs swimming: an exclusive action (mode swim)")),
                 QStringLiteral("command: Von „hall“ nach „pool“ braucht es Schwimmen: eine exklusive Aktion "
                                "(Bewegungsart Schwimmen)"));
        QCOMPARE(MasteryRefusalTexts::translate(QStringLiteral("'aldric': no AP left for a major action")),
                 QStringLiteral("„aldric“: Kein AkP mehr für eine große Aktion"));
        QCOMPARE(MasteryRefusalTexts::translate(QStringLiteral("it is not 'brenna''s turn (it is 'aldric''s)")),
                 QStringLiteral("„brenna“ ist nicht am Zug (es ist „aldric“)"));
        // What the catalogue does not know stays as the engine wrote it.
        QCOMPARE(MasteryRefusalTexts::translate(QStringLiteral("a: b")), QStringLiteral("a: b"));
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(MasteryRefusalTexts::translate(QStringLiteral("region 'r3' has no name")),
                 QStringLiteral("region 'r3' has no name"));
    }
};

QTEST_GUILESS_MAIN(TestMasteryRefusalTexts)
#include "tst_masteryrefusaltexts.moc"
