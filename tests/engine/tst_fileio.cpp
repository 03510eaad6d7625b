#include "../fulldisk.h"
#include "core/filereader.h"
#include "core/filewriter.h"
#include "core/jsonreader.h"
#include "core/loglinereader.h"
#include "encounter/encounterlog.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <memory>
#include <thread>

#include <sys/stat.h>

using namespace battlemat;

/**
 * The one way to read and write a file (engine/core/filereader.h, filewriter.h; docs/file-formats.md "Reading and
 * writing files"): regular files only, never waiting on a FIFO, never past a kind's limit; writes whole or not at all.
 */
class TestFileIo : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

    static bool writeFile(const QString &fileName, const QByteArray &bytes)
    {
        QFile file(fileName);
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    }

    // Runs the read on a thread: a reader that waits on a FIFO fails this test after 10 s instead of hanging it.
    static QString readWithin10s(const QString &fileName)
    {
        auto done = std::make_shared<std::atomic<bool>>(false);
        auto message = std::make_shared<QString>();
        std::thread([=] {
            *message = FileReader::read(fileName, FileKind::JsonDocument).errorMessage();
            *done = true;
        }).detach();
        QElapsedTimer timer;
        timer.start();
        while (!*done && timer.elapsed() < 10000)
            QTest::qWait(10);
        return *done ? *message : QStringLiteral("still waiting after 10 s");
    }

private Q_SLOTS:
    void readsARegularFileAndAResource()
    {
        QVERIFY(writeFile(path(QStringLiteral("a.json")), "{\"a\": 1}"));
        QCOMPARE(FileReader::read(path(QStringLiteral("a.json")), FileKind::JsonDocument).value(),
                 QByteArray("{\"a\": 1}"));
        QVERIFY(FileReader::read(QStringLiteral(":/battlemat/data/armor.json"), FileKind::JsonDocument).ok());
        auto missing = FileReader::read(path(QStringLiteral("none.json")), FileKind::JsonDocument);
        QVERIFY(missing.errorMessage().endsWith(QStringLiteral("none.json: cannot open: No such file or directory")));
    }

    void refusesAFifoAtOnce()
    {
        const QString fifo = path(QStringLiteral("pipe.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QCOMPARE(readWithin10s(fifo), fifo + QStringLiteral(": is a FIFO (named pipe), not a regular file"));
        auto json = readJsonObjectFile(fifo);
        QCOMPARE(json.errorMessage(), fifo + QStringLiteral(": is a FIFO (named pipe), not a regular file"));
        QCOMPARE(LogLineReader::open(fifo).errorMessage(),
                 fifo + QStringLiteral(": is a FIFO (named pipe), not a regular file"));
    }

    void refusesDevicesAndFolders()
    {
        QCOMPARE(readWithin10s(QStringLiteral("/dev/zero")),
                 QStringLiteral("/dev/zero: is a character device, not a regular file"));
        QCOMPARE(FileReader::read(m_dir.path(), FileKind::Picture).errorMessage(),
                 m_dir.path() + QStringLiteral(": is a folder, not a file"));
    }

    void readsUpToTheLimitAndNotOneByteMore()
    {
        const QString file = path(QStringLiteral("limit.bin"));
        QVERIFY(writeFile(file, QByteArray(1000, 'x')));
        QCOMPARE(FileReader::read(file, 1000, QStringLiteral("a test file"))->size(), qsizetype(1000));
        QCOMPARE(FileReader::read(file, 999, QStringLiteral("a test file")).errorMessage(),
                 file + QStringLiteral(": larger than 999 bytes, the limit for a test file"));
        // The kinds' limits as docs/file-formats.md lists them.
        QCOMPARE(maxFileBytes(FileKind::JsonDocument), qint64(64 * 1024 * 1024));
        QCOMPARE(maxFileBytes(FileKind::ExchangeFile), qint64(32 * 1024 * 1024));
        QCOMPARE(maxFileBytes(FileKind::UniversalVtt), qint64(32 * 1024 * 1024));
        QCOMPARE(maxFileBytes(FileKind::Picture), qint64(16 * 1024 * 1024));
        // A sparse picture one byte over 16 MiB: refused after reading the limit, whatever the size it reports.
        const QString big = path(QStringLiteral("big.png"));
        QFile sparse(big);
        QVERIFY(sparse.open(QIODevice::WriteOnly) && sparse.resize(16 * 1024 * 1024 + 1));
        sparse.close();
        QCOMPARE(FileReader::read(big, FileKind::Picture).errorMessage(),
                 big + QStringLiteral(": larger than 16 MiB, the limit for a picture"));
    }

    void readsALogLineByLineWithinItsLimits()
    {
        const QString file = path(QStringLiteral("log.jsonl"));
        QVERIFY(writeFile(file, "one\r\ntwo\n\nthree"));
        auto reader = LogLineReader::open(file, 5, 100);
        QVERIFY(reader);
        QStringList lines;
        while (true) {
            auto line = reader.value().next();
            QVERIFY(line);
            if (!line->has_value())
                break;
            lines.append(QString::fromUtf8(**line));
        }
        QCOMPARE(lines, (QStringList{"one", "two", "", "three"}));

        QVERIFY(writeFile(file, "one\nsixsix\n"));
        auto longLine = LogLineReader::open(file, 5, 100).value();
        QVERIFY(longLine.next().ok());
        QCOMPARE(longLine.next().errorMessage(),
                 file + QStringLiteral(":2: the line is longer than 5 bytes, the limit for one line of a log"));

        QVERIFY(writeFile(file, "abc\nabc\nabc\n"));
        auto tooMuch = LogLineReader::open(file, 5, 10).value();
        QVERIFY(tooMuch.next().ok());
        QVERIFY(tooMuch.next().ok());
        QCOMPARE(tooMuch.next().errorMessage(),
                 file + QStringLiteral(":3: the log is larger than 10 bytes, the limit for a log"));
    }

    void anEmptyLogIsNoLog()
    {
        QVERIFY(writeFile(path(QStringLiteral("empty.jsonl")), "\n\n"));
        QCOMPARE(EncounterLog::readJsonLinesFile(path(QStringLiteral("empty.jsonl"))).errorMessage(),
                 path(QStringLiteral("empty.jsonl")) +
                     QStringLiteral(": the log is empty (an encounter log starts with its \"encounter\" event)"));
        QVERIFY(writeFile(path(QStringLiteral("two.jsonl")),
                          "{\"seq\": 1, \"type\": \"encounter\"}\n{\"seq\": 2, \"type\": \"roll\"}\n"));
        QCOMPARE(EncounterLog::readJsonLinesFile(path(QStringLiteral("two.jsonl")))->size(), 2);
    }

    void writesWholeFilesAndRefusesFolders()
    {
        const QString file = path(QStringLiteral("out.json"));
        QVERIFY(FileWriter::write(file, "first"));
        QVERIFY(FileWriter::write(file, "second"));
        QCOMPARE(FileReader::read(file, FileKind::JsonDocument).value(), QByteArray("second"));
        QCOMPARE(FileWriter::write(m_dir.path(), "x").errorMessage(),
                 m_dir.path() + QStringLiteral(": cannot write: is a folder; name a file to write"));
        const QString nowhere = path(QStringLiteral("no-such-folder/out.json"));
        QCOMPARE(FileWriter::write(nowhere, "x").errorMessage(),
                 nowhere + QStringLiteral(": cannot write: the folder %1 does not exist")
                               .arg(QDir::toNativeSeparators(path(QStringLiteral("no-such-folder")))));
        // produce's failure discards the temporary: the previous file stays.
        auto refused = FileWriter::writeWith(file, [](QIODevice &device) -> Status {
            device.write("half");
            return Error{QStringLiteral("the painter gave up")};
        });
        QCOMPARE(refused.errorMessage(), file + QStringLiteral(": cannot write: the painter gave up"));
        QCOMPARE(FileReader::read(file, FileKind::JsonDocument).value(), QByteArray("second"));
    }

    void aFullDiskLeavesThePreviousFile()
    {
        FullDisk disk;
        if (!disk.mounted())
            QSKIP(qPrintable(disk.reason()));
        const QString file = disk.filePath(QStringLiteral("export.json"));
        QVERIFY(FileWriter::write(file, "the previous export"));
        QVERIFY(disk.fill());
        auto written = FileWriter::write(file, QByteArray(256 * 1024, 'x'));
        QVERIFY(!written);
        QVERIFY2(written.errorMessage().startsWith(file + QStringLiteral(": cannot write: ")),
                 qPrintable(written.errorMessage()));
        QVERIFY2(written.errorMessage().contains(QStringLiteral("No space left on device")),
                 qPrintable(written.errorMessage()));
        QCOMPARE(FileReader::read(file, FileKind::JsonDocument).value(), QByteArray("the previous export"));
        QCOMPARE(QDir(QFileInfo(file).absolutePath()).entryList(QDir::Files).size(), qsizetype(2)); // no temporary left
    }
};

QTEST_GUILESS_MAIN(TestFileIo)
#include "tst_fileio.moc"
