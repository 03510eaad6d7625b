// Runs a libFuzzer target as a plain program over its checked-in seeds (every file of the folders and files
// named on the command line), so that the main build compiles every fuzz target with g++ and ctest runs each over
// its seed corpus in a moment. The fuzzing itself is scripts/run-storage-fuzzer.sh's (clang and libFuzzer).
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s SEED_FOLDER_OR_FILE...\n", argv[0]);
        return 2;
    }
    int inputs = 0;
    for (int i = 1; i < argc; ++i) {
        const QString path = QString::fromLocal8Bit(argv[i]);
        QStringList files;
        if (QFileInfo(path).isDir()) {
            for (const QString &name : QDir(path).entryList(QDir::Files, QDir::Name))
                files.append(QDir(path).filePath(name));
        } else {
            files.append(path);
        }
        if (files.isEmpty()) {
            std::fprintf(stderr, "%s: no seed files\n", argv[i]);
            return 2;
        }
        for (const QString &file : std::as_const(files)) {
            QFile seed(file);
            if (!seed.open(QIODevice::ReadOnly)) {
                std::fprintf(stderr, "%s: cannot open: %s\n", qPrintable(file), qPrintable(seed.errorString()));
                return 2;
            }
            const QByteArray bytes = seed.readAll();
            // A failing target aborts, naming nothing: say which seed it was on first.
            std::fprintf(stdout, "%s\n", qPrintable(file));
            std::fflush(stdout);
            LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.constData()), std::size_t(bytes.size()));
            ++inputs;
        }
    }
    std::printf("%d inputs, no failure\n", inputs);
    return 0;
}
