#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

/**
 * One German word for one rules term across the whole translation (translations/battlemat_de.ts): Orcus' "Range"
 * (../shared/rules/, "Range") is "Reichweite" as German rules books print it, in the power cards, the sheet, the
 * region maps and the Five Torches Deep weapons alike; "Entfernung" is kept for a distance measured (the ruler, a
 * journey's miles). The walk of 2026-11 found both words for range, and "auf Distanz" for ranged.
 */
class TestGermanTerms : public QObject
{
    Q_OBJECT

    struct Message
    {
        QString context;
        QString source;
        QString translation;
    };

    // Every message still in use (not vanished or obsolete), its plural forms joined.
    static QList<Message> liveMessages()
    {
        QFile file(QStringLiteral(BATTLEMAT_SOURCE_DIR "/translations/battlemat_de.ts"));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        QList<Message> messages;
        QXmlStreamReader xml(&file);
        QString context;
        Message message;
        bool live = true;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (xml.name() == QLatin1String("source")) {
                message = {context, xml.readElementText(), {}};
            } else if (xml.name() == QLatin1String("translation")) {
                const QStringView type = xml.attributes().value(QLatin1String("type"));
                live = type != QLatin1String("vanished") && type != QLatin1String("obsolete");
                message.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (live)
                    messages.append(message);
            }
        }
        return xml.hasError() ? QList<Message>{} : messages;
    }

private Q_SLOTS:
    void rangeIsReichweite()
    {
        const QList<Message> messages = liveMessages();
        QVERIFY(messages.size() > 2000);
        // "range" of numbers, not of an attack: a table's levels, a number's allowed values.
        const QStringList numberRanges{QStringLiteral("%1 is out of range (%2 to %3)"),
                                       QStringLiteral("level %1 is outside 1 to 30 (the XP table's range)")};
        const QRegularExpression range(QStringLiteral("\\branges?\\b"), QRegularExpression::CaseInsensitiveOption);
        QStringList wrong;
        int ranges = 0;
        for (const Message &m : messages) {
            if (!range.match(m.source).hasMatch() || numberRanges.contains(m.source))
                continue;
            ++ranges;
            if (!m.translation.contains(QLatin1String("eichweite")))
                wrong.append(m.context + QStringLiteral(": ") + m.source + QStringLiteral(" → ") + m.translation);
        }
        QVERIFY(ranges > 20);
        QCOMPARE(wrong.join(QLatin1Char('\n')), QString());
    }

    void entfernungOnlyForADistanceMeasured()
    {
        QStringList wrong;
        for (const Message &m : liveMessages()) {
            const bool entfernung = m.translation.contains(QLatin1String("Entfernung"));
            if ((entfernung && !m.source.contains(QLatin1String("distance"), Qt::CaseInsensitive)) ||
                m.translation.contains(QLatin1String("Distanz")))
                wrong.append(m.context + QStringLiteral(": ") + m.source + QStringLiteral(" → ") + m.translation);
        }
        QCOMPARE(wrong.join(QLatin1Char('\n')), QString());
    }
};

QTEST_GUILESS_MAIN(TestGermanTerms)
#include "tst_germanterms.moc"
