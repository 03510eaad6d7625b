#include "monsters/monsterlibrary.h"
#include "monsters/monstertemplate.h"
#include "monsters/monstertemplatefields.h"
#include "monsters/templaterecord.h"

#include <QTest>

using namespace battlemat;

/**
 * A monster template edited by field (MonsterTemplateFields): the book's Ghost and Half-Fiend
 * (../shared/rules/orcus-monsters-1.0.md, "Monster Templates") with another speed, a defense bonus they do not print
 * and a resistance taken out; the edited text is read again by the template parser, so what the template then gives a
 * monster follows the edit, and a value the parser refuses leaves the template as it was, naming the field.
 */
class TestMonsterTemplateFields : public QObject
{
    Q_OBJECT

    static const MonsterTemplateRecord &bundled(const QString &id)
    {
        for (const MonsterTemplateRecord &record : MonsterTemplate::bundled()) {
            if (record.id == id)
                return record;
        }
        qFatal("no bundled template %s", qPrintable(id));
    }

    static const StatBlock &wolf()
    {
        for (const StatBlock &block : MonsterLibrary::bundled()->monsters) {
            if (block.id == QLatin1String("wolf"))
                return block;
        }
        qFatal("the bundled library has no wolf");
    }

    static QString field(const MonsterTemplateRecord &record, const QString &key)
    {
        for (const MonsterField &field : MonsterTemplateFields::of(record)) {
            if (field.key == key)
                return field.value;
        }
        return QStringLiteral("<no field %1>").arg(key);
    }

private Q_SLOTS:
    void theFieldsAreTheTemplatesLines()
    {
        // Ghost: "**Speed:** fly 6 (hover)." and a vulnerability; no defense line.
        const MonsterTemplateRecord &ghost = bundled(QStringLiteral("ghost"));
        QCOMPARE(MonsterTemplateFields::keys(),
                 QStringList({QStringLiteral("speed"), QStringLiteral("defenses"), QStringLiteral("senses"),
                              QStringLiteral("resist"), QStringLiteral("vulnerable"), QStringLiteral("immune")}));
        QCOMPARE(field(ghost, QStringLiteral("speed")), QStringLiteral("fly 6 (hover)."));
        QVERIFY(field(ghost, QStringLiteral("vulnerable")).startsWith(QStringLiteral("radiant damage 10, force")));
        QCOMPARE(field(ghost, QStringLiteral("defenses")), QString());
        QCOMPARE(field(bundled(QStringLiteral("half-fiend")), QStringLiteral("defenses")),
                 QStringLiteral("+2 Fortitude, +2 Reflex."));
    }

    void anEditedGhostGivesWhatItsLinesSay()
    {
        const MonsterTemplateRecord &ghost = bundled(QStringLiteral("ghost"));
        auto edited = MonsterTemplateFields::apply(ghost, {{QStringLiteral("speed"), QStringLiteral("fly 8 (hover).")},
                                                           {QStringLiteral("defenses"), QStringLiteral("+2 Will.")}});
        QVERIFY2(edited.ok(), qPrintable(edited.errorMessage()));
        QCOMPARE(edited->id, ghost.id);
        QCOMPARE(edited->speedModes.value(QStringLiteral("fly")), 8);
        QVERIFY(edited->hover);
        QCOMPARE(edited->defenseBonuses.value(Defense::Will), 2);
        QCOMPARE(field(*edited, QStringLiteral("defenses")), QStringLiteral("+2 Will."));
        // Stored as its text, the template reads back the same.
        auto stored = templateFromJson(templateToJson(*edited), JsonContext(QStringLiteral("ghost.json")));
        QVERIFY2(stored.ok(), qPrintable(stored.errorMessage()));
        QCOMPARE(stored->speedModes.value(QStringLiteral("fly")), 8);
        // On the Wolf (Will 15, no flying): fly 8 and Will 17 besides the elite step.
        QList<MonsterTemplateRecord> templates = MonsterTemplate::bundled();
        for (MonsterTemplateRecord &record : templates) {
            if (record.id == ghost.id)
                record = *edited;
        }
        auto applied = MonsterTemplate::apply(wolf(), QStringLiteral("ghost"), templates);
        QVERIFY2(applied.ok(), qPrintable(applied.errorMessage()));
        QCOMPARE(applied->block.monster.details.movementModes.value(QStringLiteral("fly")), 8);
        QCOMPARE(applied->block.monster.defenses.value(Defense::Will), 17);
        QCOMPARE(applied->block.monster.maxHitPoints, 78);
    }

    void aResistanceTakenOutTakesItsLevelStepsWithIt()
    {
        // Half-Fiend: "**Resist:** acid 5, cold 5, fire 5." with its "*Level 11:*" and "*Level 21:*" lines.
        const MonsterTemplateRecord &fiend = bundled(QStringLiteral("half-fiend"));
        QVERIFY(!fiend.resistances.isEmpty());
        auto edited = MonsterTemplateFields::apply(fiend, {{QStringLiteral("resist"), QString()}});
        QVERIFY2(edited.ok(), qPrintable(edited.errorMessage()));
        QVERIFY(edited->resistances.isEmpty());
        QVERIFY(!edited->text.contains(QStringLiteral("*Level 11:*")));
        QCOMPARE(edited->immunities, fiend.immunities);
    }

    void aValueTheParserRefusesNamesTheField()
    {
        const MonsterTemplateRecord &ghost = bundled(QStringLiteral("ghost"));
        MonsterFieldError error;
        auto refused = MonsterTemplateFields::apply(
            ghost,
            {{QStringLiteral("speed"), QStringLiteral("fly 8")}, {QStringLiteral("resist"), QStringLiteral("x")}},
            &error);
        QVERIFY(!refused.ok());
        QCOMPARE(error.key, QStringLiteral("resist"));
        QCOMPARE(error.label, QStringLiteral("Resist"));
        QCOMPARE(error.reason, QStringLiteral("expected a damage type and a number (\"fire 5\"), found 'x'"));
        QVERIFY(!MonsterTemplateFields::apply(ghost, {{QStringLiteral("size"), QStringLiteral("large")}}, &error));
        QCOMPARE(error.reason,
                 QStringLiteral("no such field of a template (speed, defenses, senses, resist, vulnerable, immune)"));
        QVERIFY(!MonsterTemplateFields::apply(ghost, {{QStringLiteral("senses"), QStringLiteral("a\n**Powers:**")}},
                                              &error));
        QCOMPARE(error.reason, QStringLiteral("one line, without line breaks"));
    }
};

QTEST_GUILESS_MAIN(TestMonsterTemplateFields)
#include "tst_monstertemplatefields.moc"
