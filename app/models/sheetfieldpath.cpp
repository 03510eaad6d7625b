#include "sheetfieldpath.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

namespace {

QJsonValue setFrom(const QJsonValue &current, const QVariantList &segments, qsizetype index, const QJsonValue &value)
{
    if (index == segments.size())
        return value;
    const QVariant &segment = segments.at(index);
    if (segment.typeId() == QMetaType::Int) {
        QJsonArray array = current.toArray();
        const int at = segment.toInt();
        while (array.size() <= at)
            array.append(QJsonObject());
        array[at] = setFrom(array.at(at), segments, index + 1, value);
        return array;
    }
    QJsonObject object = current.toObject();
    const QString key = segment.toString();
    const QJsonValue child = setFrom(object.value(key), segments, index + 1, value);
    // An emptied choice (no shield, no damage type) leaves the file without the key rather than naming "".
    if (child.isUndefined() || (child.isString() && child.toString().isEmpty() &&
                                (key == QLatin1String("shield") || key == QLatin1String("type"))))
        object.remove(key);
    else
        object.insert(key, child);
    return object;
}

} // namespace

namespace SheetFieldPath {

QVariantList split(const QString &path)
{
    QVariantList segments;
    static const QRegularExpression part(QStringLiteral("([^.\\[\\]]+)|\\[(\\d+)\\]"));
    for (auto it = part.globalMatch(path); it.hasNext();) {
        const auto match = it.next();
        if (match.capturedLength(2) > 0)
            segments.append(match.captured(2).toInt());
        else
            segments.append(match.captured(1));
    }
    return segments;
}

QJsonValue typedValue(const QVariant &value)
{
    if (value.typeId() == QMetaType::QString) {
        bool ok = false;
        const QString text = value.toString();
        const qlonglong number = text.trimmed().toLongLong(&ok);
        if (ok && !text.trimmed().isEmpty())
            return QJsonValue(double(number));
        return text;
    }
    return QJsonValue::fromVariant(value);
}

QPair<QString, QString> splitError(const QString &message, const QString &source)
{
    QString rest = message;
    if (rest.startsWith(source + QStringLiteral(": ")))
        rest = rest.mid(source.size() + 2);
    const qsizetype colon = rest.indexOf(QStringLiteral(": "));
    if (colon < 0 || rest.left(colon).contains(QLatin1Char(' ')))
        return {QString(), rest};
    return {rest.left(colon), rest.mid(colon + 2)};
}

QJsonValue set(const QJsonValue &document, const QVariantList &segments, const QJsonValue &value)
{
    return setFrom(document, segments, 0, value);
}

} // namespace SheetFieldPath
