#include "printedtext.h"

#include <QRegularExpression>

namespace battlemat {

QString withoutEmphasisMarks(const QString &text)
{
    // Only paired marks around words: a lone "*" (a footnote, "2 * level") stays as printed.
    static const QRegularExpression strong(QStringLiteral("\\*\\*([^*\\n]+?)\\*\\*"));
    static const QRegularExpression emphasis(QStringLiteral("\\*([^*\\s][^*\\n]*?)\\*"));
    QString plain = text;
    plain.replace(strong, QStringLiteral("\\1"));
    plain.replace(emphasis, QStringLiteral("\\1"));
    return plain;
}

} // namespace battlemat
