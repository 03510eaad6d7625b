#include "monsterfieldtexts.h"
#include "monsterrefusaltexts.h"

#include "monsters/adventurertemplate.h"
#include "monsters/monsterfields.h"
#include "monsters/monsterlibrary.h"
#include "monsters/monsterpowerfields.h"
#include "monsters/monsterrelevel.h"
#include "monsters/monstertemplate.h"
#include "monsters/monstertemplatefields.h"
#include "monsters/monstertemplateparser.h"
#include "orcus/monstertables.h"

#include <QDir>
#include <QTest>
#include <QTranslator>

#include <functional>

using namespace battlemat;

/**
 * The monster library's refusals and change summaries in the table's language (MonsterRefusalTexts), and the editor's
 * values in it both ways (MonsterFieldTexts): every refusal the engine words for the editor's fields, re-levelling,
 * the templates, the Adventurer's rule and the import has a pattern in the catalogue, and so has every change it
 * reports; with the German translation loaded they read in German, names and numbers kept.
 */
class TestMonsterRefusalTexts : public QObject
{
    Q_OBJECT

    static const StatBlock &published(const QString &id)
    {
        for (const StatBlock &block : MonsterLibrary::bundled()->monsters) {
            if (block.id == id)
                return block;
        }
        qFatal("the bundled library has no %s", qPrintable(id));
    }

    static const StatBlock &ofRank(MonsterRank rank)
    {
        for (const StatBlock &block : MonsterLibrary::bundled()->monsters) {
            if (block.monster.rank == rank)
                return block;
        }
        qFatal("the bundled library has no monster of rank %s", qPrintable(monsterRankName(rank)));
    }

    static StatBlock hero()
    {
        StatBlock ayla;
        ayla.name = QStringLiteral("Ayla");
        return ayla;
    }

    // Why an edit of the wolf is refused (MonsterFields: the reason without the field's label).
    static QString refusal(const QString &key, const QString &value)
    {
        MonsterFieldError error;
        const auto edited = MonsterFields::apply(published(QStringLiteral("wolf")), {{key, value}}, &error);
        return edited ? QString() : error.reason;
    }

    static QString imported(const QByteArray &markdown)
    {
        const auto read = MonsterMarkdownImport::parse(markdown, QStringLiteral("crypt.md"));
        return read ? QString() : read.errorMessage();
    }

    static QByteArray block(const QByteArray &levelLine, const QByteArray &rest)
    {
        return "> #### Gnaw\n> " + levelLine + "\n> Small Natural Beast\n" + rest;
    }

    static void verifyKnown(const QStringList &messages)
    {
        for (const QString &message : messages) {
            QVERIFY2(!message.isEmpty(), "the engine did not refuse");
            QVERIFY2(MonsterRefusalTexts::known(message), qPrintable(message));
        }
    }

private Q_SLOTS:
    void everyRefusalOfTheEditorIsInTheCatalogue()
    {
        verifyKnown({
            refusal(QStringLiteral("ac"), QStringLiteral("x")),
            refusal(QStringLiteral("name"), QStringLiteral(" ")),
            refusal(QStringLiteral("role"), QStringLiteral("lurker")),
            refusal(QStringLiteral("leader"), QStringLiteral("maybe")),
            refusal(QStringLiteral("rank"), QStringLiteral("captain")),
            refusal(QStringLiteral("movement"), QStringLiteral("hop 3")),
            refusal(QStringLiteral("movement"), QStringLiteral("fly 40")),
            refusal(QStringLiteral("movement"), QStringLiteral("climb 4 (hover)")),
            refusal(QStringLiteral("resist"), QStringLiteral("fire")),
            refusal(QStringLiteral("resist"), QStringLiteral("fire 500")),
            refusal(QStringLiteral("resist"), QStringLiteral("slime 5")),
            refusal(QStringLiteral("resist"), QStringLiteral("fire 5, fire 10")),
            refusal(QStringLiteral("immune"), QStringLiteral("fire!")),
            refusal(QStringLiteral("power.9.name"), QStringLiteral("Bite")),
            refusal(QStringLiteral("power.0.size"), QStringLiteral("1")),
            refusal(QStringLiteral("size"), QStringLiteral("1")),
            refusal(QStringLiteral("power.0.name"), QString()),
            refusal(QStringLiteral("power.0.action"), QStringLiteral("dance")),
            refusal(QStringLiteral("power.0.attack"), QStringLiteral("+6 vs Luck")),
            refusal(QStringLiteral("power.0.attack"), QStringLiteral("+200 vs AC")),
            refusal(QStringLiteral("power.0.damage"), QStringLiteral("2w8")),
            refusal(QStringLiteral("power.0.damage"), QStringLiteral("2d")),
            refusal(QStringLiteral("power.0.damage"), QStringLiteral("2d8 5")),
            refusal(QStringLiteral("power.0.range"), QStringLiteral("ranged 0")),
            refusal(QStringLiteral("power.0.range"), QStringLiteral("touch")),
            refusal(QStringLiteral("power.0.range"), QStringLiteral("ranged 200")),
            refusal(QStringLiteral("power.0.recharge"), QStringLiteral("sometimes")),
        });
        // "Mooks only ever have 1 HP."
        MonsterFieldError error;
        QVERIFY(!MonsterFields::apply(published(QStringLiteral("wolf")),
                                      {{QStringLiteral("rank"), QStringLiteral("mook")}}, &error));
        verifyKnown({error.reason});
        QVERIFY(!MonsterFields::apply(hero(), {}, &error));
        verifyKnown({error.reason});
        QVERIFY(!MonsterRefusalTexts::known(QStringLiteral("something the engine never says")));
    }

    void everyRefusalAndChangeOfTheLevelsAndTemplatesIsInTheCatalogue()
    {
        const auto &tables = MonsterTables::standard();
        QVERIFY(tables.ok());
        const StatBlock &wolf = published(QStringLiteral("wolf"));
        const MonsterRelevel relevel(*tables);
        verifyKnown({relevel.apply(hero(), 5).errorMessage(), relevel.apply(wolf, 31).errorMessage(),
                     relevel.apply(wolf, wolf.level).errorMessage()});
        QStringList changes = relevel.apply(wolf, 8)->changes;
        QStringList tableChanges;
        StatBlock changed = wolf;
        changed.monster.defenses.set(Defense::AC, 30);
        changed.monster.maxHitPoints = 7;
        QVERIFY(MonsterFields::tableNumbers(changed, *tables, &tableChanges).ok());
        QVERIFY(tableChanges.size() >= 2);
        changes += tableChanges;

        verifyKnown({MonsterTemplate::apply(ofRank(MonsterRank::Mook), QStringLiteral("elite")).errorMessage(),
                     MonsterTemplate::apply(ofRank(MonsterRank::Boss), QStringLiteral("elite")).errorMessage(),
                     MonsterTemplate::apply(wolf, QStringLiteral("zombie")).errorMessage(),
                     MonsterTemplate::apply(wolf, QStringLiteral("adventurer")).errorMessage(),
                     MonsterTemplate::apply(hero(), QStringLiteral("elite")).errorMessage()});
        for (const QString &name : MonsterTemplate::names()) {
            const auto applied = MonsterTemplate::apply(wolf, name);
            QVERIFY2(applied.ok(), qPrintable(applied.errorMessage()));
            changes += applied->changes;
        }
        QVERIFY(changes.size() > 20);
        verifyKnown(changes);
    }

    void everyRefusalOfTheAdventurersRuleIsInTheCatalogue()
    {
        const MonsterTemplateRecord *record = AdventurerTemplate::bundledRecord();
        QVERIFY(record);
        auto power = [](const QString &name, const QString &kind, int level) {
            return AdventurerPower{name,      kind,        level, QStringLiteral("+11 vs AC; 1d8+5 damage."),
                                   QString(), std::nullopt};
        };
        AdventurerClass fighter;
        fighter.name = QStringLiteral("Fighter");
        fighter.trainedSkills = {QStringLiteral("Athletics"), QStringLiteral("Endure")};
        fighter.powers = {power(QStringLiteral("Cleave"), QStringLiteral("at-will"), 1),
                          power(QStringLiteral("Sweep"), QStringLiteral("encounter"), 3),
                          power(QStringLiteral("Brute Strike"), QStringLiteral("daily"), 1),
                          power(QStringLiteral("Endurance"), QStringLiteral("utility"), 6)};
        QVERIFY(AdventurerTemplate::check(*record, fighter, 6).ok());
        QStringList refusals;
        auto refused = [&](const std::function<void(AdventurerClass &)> &change, int level = 6) {
            AdventurerClass chosen = fighter;
            change(chosen);
            refusals << AdventurerTemplate::check(*record, chosen, level).errorMessage();
        };
        refused([](AdventurerClass &c) { c.name.clear(); });
        refused([](AdventurerClass &c) { c.defenseBonuses.insert(Defense::AC, 11); });
        refused([](AdventurerClass &c) { c.trainedSkills[1] = QStringLiteral("Juggling"); });
        refused([](AdventurerClass &c) { c.trainedSkills[1] = QStringLiteral("Athletics"); });
        refused([](AdventurerClass &c) { c.trainedSkills.removeLast(); });
        refused([](AdventurerClass &c) { c.powers[0].name.clear(); });
        refused(
            [&](AdventurerClass &c) { c.powers[0] = power(QStringLiteral("Cleave"), QStringLiteral("ritual"), 1); });
        refused(
            [&](AdventurerClass &c) { c.powers[0] = power(QStringLiteral("Cleave"), QStringLiteral("at-will"), 9); });
        refused([](AdventurerClass &c) { c.powers[0].text.clear(); });
        refused(
            [&](AdventurerClass &c) { c.powers[1] = power(QStringLiteral("Sweep"), QStringLiteral("at-will"), 1); });
        refused([](AdventurerClass &c) { c.powers.removeLast(); });
        MonsterTemplateRecord elite = *record;
        elite.needsClass = false;
        refusals << AdventurerTemplate::check(elite, fighter, 6).errorMessage();
        verifyKnown(refusals);
    }

    void everyRefusalOfTheImportIsInTheCatalogue()
    {
        const QByteArray stats = "> **Str:** 10 **Con:** 10 **Dex:** 10 **Int:** 10 **Wis:** 10 **Cha:** 10\n";
        verifyKnown({
            imported(QByteArray("a\0b", 3)),
            imported("# Nothing here\n"),
            imported("> #### Gnaw\n> Small Natural Beast\n"),
            imported("> #### Gnaw\n"),
            imported(block("**Level 40 Striker** (100 XP)", stats)),
            imported(block("**Level 2 Juggler** (100 XP)", stats)),
            imported(block("**Level 2 Elite** (100 XP)", stats)),
            imported(block("**Level 2 Striker** (100 XP)", stats)),
            imported("> #### Gnaw\n> **Level 2 Striker** (100 XP)\n"),
            MonsterMarkdownImport::readFile(QStringLiteral("/nonexistent/crypt.md")).errorMessage(),
            MonsterMarkdownImport::readFile(QDir::tempPath()).errorMessage(),
        });
    }

    // A template's lines as the import and Change... read them (MonsterTemplateParser, MonsterTemplateFields).
    void everyRefusalOfTheTemplatesLinesIsInTheCatalogue()
    {
        auto parsed = [](const QStringList &body) {
            const auto read = MonsterTemplateParser::parseTemplate(QStringList{QStringLiteral("## Wisp")} + body, 1,
                                                                   QStringLiteral("crypt.md"));
            return read ? QString() : read.errorMessage();
        };
        auto section = [](const QStringList &lines) {
            const auto read = MonsterTemplateParser::parseSection(lines, QStringLiteral("crypt.md"));
            return read ? QString() : read.errorMessage();
        };
        const QString heading = QStringLiteral("# Monster Templates");
        const QString wisp = QStringLiteral("## Wisp");
        const QString speed = QStringLiteral("**Speed:** fly 6 (hover).");
        MonsterFieldError error;
        const MonsterTemplateRecord &ghost = MonsterTemplate::bundled().constFirst();
        verifyKnown({
            parsed({QStringLiteral("**Resist:** x")}),
            parsed({QStringLiteral("**Resist:** .")}),
            parsed({QStringLiteral("**Resist:** fire 10"), QStringLiteral("*Level 11:* fire 5")}),
            parsed({QStringLiteral("*Level 11:* fire 10")}),
            parsed({QStringLiteral("**Speed:** hop 3")}),
            parsed({QStringLiteral("**Defenses:** +2 Luck")}),
            parsed({QStringLiteral("**Trained Skills:** many")}),
            parsed({speed, QStringLiteral("* a list item")}),
            parsed({}),
            section({heading, QStringLiteral("text")}),
            section({heading, wisp, speed, wisp, speed}),
            MonsterTemplateFields::apply(ghost, {{QStringLiteral("size"), QStringLiteral("large")}}, &error)
                ? QString()
                : error.reason,
            MonsterTemplateFields::apply(ghost, {{QStringLiteral("senses"), QStringLiteral("a\nb")}}, &error)
                ? QString()
                : error.reason,
        });
    }

    void germanRefusalsAndChanges()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/battlemat_de.qm")));
        QCoreApplication::installTranslator(&german);
        QCOMPARE(MonsterRefusalTexts::translate(refusal(QStringLiteral("ac"), QStringLiteral("x"))),
                 QStringLiteral("„x“ ist keine ganze Zahl von 1 bis 99"));
        // The engine read "+200 vs AC" for what was typed: the refusal quotes the typing.
        QCOMPARE(MonsterRefusalTexts::translate(refusal(QStringLiteral("power.0.attack"), QStringLiteral("+200 vs AC")),
                                                {{QStringLiteral("+200 vs AC"), QStringLiteral("+200 gegen RK")}}),
                 QStringLiteral("„+200 gegen RK“: ein Bonus von -10 bis +99"));
        // The engine's words inside the sentences read as the sheet says them.
        QCOMPARE(MonsterRefusalTexts::translate(refusal(QStringLiteral("resist"), QStringLiteral("fire 5, fire 10"))),
                 QStringLiteral("„Feuer“ ist doppelt genannt"));
        QCOMPARE(
            MonsterRefusalTexts::translate(
                QStringList{QStringLiteral("rank standard -> elite"), QStringLiteral("hit points 39 -> 78"),
                            QStringLiteral("resist necrotic 10"), QStringLiteral("XP 150 -> 300")}),
            QStringLiteral("Rang Standard -> Elite; Trefferpunkte 39 -> 78; Resistenz nekrotisch 10; EP 150 -> 300"));
        // The import's place is kept, the monster named, the reason translated.
        QCOMPARE(MonsterRefusalTexts::translate(imported("> #### Gnaw\n")),
                 QStringLiteral("crypt.md:1: Monster „Gnaw“: Der Block hat keine Stufenzeile"));
        QCOMPARE(MonsterRefusalTexts::translate(imported("> #### Gnaw\n> Small Natural Beast\n")),
                 QStringLiteral("crypt.md:2: Monster „Gnaw“: Stufenzeile erwartet („**Level 6 Blocker** (250 XP)“), "
                                "gefunden: „Small Natural Beast“"));
        QCOMPARE(MonsterRefusalTexts::translate(
                     MonsterTemplate::apply(ofRank(MonsterRank::Boss), QStringLiteral("elite")).errorMessage()),
                 QStringLiteral("%1 ist bereits ein Boss: Keine Vorlage hebt es weiter an")
                     .arg(ofRank(MonsterRank::Boss).name));
        // The Adventurer's power usage: the sheet's action and recharge names, read as the power parser's words.
        QCOMPARE(MonsterFieldTexts::engineUsage(QStringLiteral("Standardaktion, Begegnung")),
                 QStringLiteral("standard, encounter"));
        QCOMPARE(MonsterFieldTexts::engineUsage(QStringLiteral("schnelle Aktion, Aufladen 5-6")),
                 QStringLiteral("swift, recharge 5-6"));
        QCOMPARE(MonsterFieldTexts::engineUsage(QStringLiteral("standard, at-will")),
                 QStringLiteral("standard, at-will"));
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(MonsterRefusalTexts::translate(QStringLiteral("a monster needs a name")),
                 QStringLiteral("a monster needs a name"));
    }

    // The editor's values: shown as the sheet words them, read back in the engine's words from either language.
    void fieldValuesInTheTablesLanguage_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("german");
        QTest::newRow("attack") << "power.0.attack"
                                << "+8 vs AC"
                                << "+8 gegen RK";
        QTest::newRow("attack vs Will") << "power.1.attack"
                                        << "-1 vs Will"
                                        << "-1 gegen Wille";
        QTest::newRow("no attack") << "power.0.attack"
                                   << ""
                                   << "";
        QTest::newRow("melee") << "power.0.range"
                               << "melee"
                               << "Nahkampf";
        QTest::newRow("melee 2") << "power.0.range"
                                 << "melee 2"
                                 << "Nahkampf 2";
        QTest::newRow("ranged") << "power.0.range"
                                << "ranged 10"
                                << "Fernkampf 10";
        QTest::newRow("ranged long") << "power.0.range"
                                     << "ranged 10/20"
                                     << "Fernkampf 10/20";
        QTest::newRow("near") << "power.0.range"
                              << "near burst 2"
                              << "Nah, Explosion 2";
        QTest::newRow("near blast") << "power.0.range"
                                    << "near blast 3"
                                    << "Nah, Stoß 3";
        QTest::newRow("far") << "power.0.range"
                             << "far burst 1 within 10"
                             << "Fern, Explosion 1 innerhalb von 10";
        QTest::newRow("self") << "power.0.range"
                              << "self"
                              << "Selbst";
        QTest::newRow("movement") << "movement"
                                  << "fly 8 (hover), climb 4, phasing"
                                  << "Fliegen 8 (schweben), Klettern 4, phasend";
        QTest::newRow("resist") << "resist"
                                << "all 5, fire 10"
                                << "alles 5, Feuer 10";
        QTest::newRow("immune") << "immune"
                                << "poison, charm"
                                << "Gift, charm";
        QTest::newRow("senses") << "senses"
                                << "low-light vision, tremorsense 10, blindsight 2"
                                << "Dämmersicht, Erschütterungssinn 10, Blindsicht 2";
        QTest::newRow("hp") << "hp"
                            << "39"
                            << "39";
    }
    void fieldValuesInTheTablesLanguage()
    {
        QFETCH(QString, key);
        QFETCH(QString, engine);
        QFETCH(QString, german);
        QCOMPARE(MonsterFieldTexts::engineText(key, engine), engine); // the engine's words read as they are
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/battlemat_de.qm")));
        QCoreApplication::installTranslator(&translator);
        QCOMPARE(MonsterFieldTexts::shown(key, engine), german);
        QCOMPARE(MonsterFieldTexts::engineText(key, german), engine);
        QCOMPARE(MonsterFieldTexts::engineText(key, german.toLower()), engine); // typed in any case
        QCOMPARE(MonsterFieldTexts::engineText(key, engine), engine);
        // Text that does not read is handed on as typed: the engine's refusal quotes it.
        QCOMPARE(MonsterFieldTexts::engineText(key, QStringLiteral("Quatsch 3")), QStringLiteral("Quatsch 3"));
        QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_GUILESS_MAIN(TestMonsterRefusalTexts)
#include "tst_monsterrefusaltexts.moc"
