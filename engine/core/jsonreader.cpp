#include "core/jsonreader.h"

#include "core/filereader.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace battlemat {

JsonContext::JsonContext(QString source, QString path)
    : m_source(std::move(source))
    , m_path(std::move(path))
{}

JsonContext JsonContext::child(const QString &key) const
{
    return JsonContext(m_source, m_path.isEmpty() ? key : m_path + QLatin1Char('.') + key);
}

JsonContext JsonContext::at(qsizetype index) const
{
    return JsonContext(m_source, m_path + QStringLiteral("[%1]").arg(index));
}

QString JsonContext::where() const
{
    if (m_path.isEmpty())
        return m_source;
    return m_source.isEmpty() ? m_path : m_source + QStringLiteral(": ") + m_path;
}

Error JsonContext::error(const QString &what) const
{
    return Error{where() + QStringLiteral(": ") + what};
}

static QString typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

static Result<int> toInt(const QJsonValue &value, const JsonContext &where, int min, int max)
{
    if (!value.isDouble())
        return where.error(QStringLiteral("expected a whole number, found %1").arg(typeName(value)));
    const double number = value.toDouble();
    if (std::floor(number) != number)
        return where.error(QStringLiteral("expected a whole number, found %1").arg(number));
    if (number < min || number > max)
        return where.error(QStringLiteral("%1 is out of range (%2 to %3)").arg(number).arg(min).arg(max));
    return static_cast<int>(number);
}

Result<int> JsonContext::requireInt(const QJsonObject &object, const QString &key, int min, int max) const
{
    if (!object.contains(key))
        return child(key).error(QStringLiteral("missing (a whole number is required)"));
    return toInt(object.value(key), child(key), min, max);
}

Result<int> JsonContext::optionalInt(const QJsonObject &object, const QString &key, int fallback, int min,
                                     int max) const
{
    if (!object.contains(key))
        return fallback;
    return toInt(object.value(key), child(key), min, max);
}

Result<QString> JsonContext::requireString(const QJsonObject &object, const QString &key) const
{
    const QJsonValue value = object.value(key);
    if (!object.contains(key))
        return child(key).error(QStringLiteral("missing (a string is required)"));
    if (!value.isString())
        return child(key).error(QStringLiteral("expected a string, found %1").arg(typeName(value)));
    return value.toString();
}

Result<QString> JsonContext::optionalString(const QJsonObject &object, const QString &key,
                                            const QString &fallback) const
{
    if (!object.contains(key))
        return fallback;
    return requireString(object, key);
}

Result<bool> JsonContext::optionalBool(const QJsonObject &object, const QString &key, bool fallback) const
{
    if (!object.contains(key))
        return fallback;
    const QJsonValue value = object.value(key);
    if (!value.isBool())
        return child(key).error(QStringLiteral("expected true or false, found %1").arg(typeName(value)));
    return value.toBool();
}

Result<QJsonObject> JsonContext::requireObject(const QJsonObject &object, const QString &key) const
{
    const QJsonValue value = object.value(key);
    if (!object.contains(key))
        return child(key).error(QStringLiteral("missing (an object is required)"));
    if (!value.isObject())
        return child(key).error(QStringLiteral("expected an object, found %1").arg(typeName(value)));
    return value.toObject();
}

Result<QJsonArray> JsonContext::optionalArray(const QJsonObject &object, const QString &key) const
{
    if (!object.contains(key))
        return QJsonArray();
    return requireArray(object, key);
}

Result<QJsonArray> JsonContext::requireArray(const QJsonObject &object, const QString &key) const
{
    const QJsonValue value = object.value(key);
    if (!object.contains(key))
        return child(key).error(QStringLiteral("missing (an array is required)"));
    if (!value.isArray())
        return child(key).error(QStringLiteral("expected an array, found %1").arg(typeName(value)));
    return value.toArray();
}

Result<QJsonObject> parseJsonObject(const QByteArray &text, const QString &source)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // QJsonParseError gives a byte offset; people count lines and columns.
        const qsizetype offset = std::min<qsizetype>(parseError.offset, text.size());
        const qsizetype lineStart = text.lastIndexOf('\n', offset - 1) + 1;
        const qsizetype line = text.left(offset).count('\n') + 1;
        const qsizetype column = offset - lineStart + 1;
        return Error{QStringLiteral("%1: line %2, column %3: invalid JSON: %4")
                         .arg(source)
                         .arg(line)
                         .arg(column)
                         .arg(parseError.errorString())};
    }
    if (!document.isObject())
        return Error{QStringLiteral("%1: expected a JSON object at the top level").arg(source)};
    return document.object();
}

// Through FileReader: a regular file only, within maxBytes (docs/file-formats.md, "File size limits").
Result<QJsonObject> readJsonObjectFile(const QString &fileName, qint64 maxBytes)
{
    auto bytes =
        FileReader::read(fileName, maxBytes,
                         maxBytes == maxFileBytes(FileKind::ExchangeFile) ? fileKindName(FileKind::ExchangeFile)
                                                                          : fileKindName(FileKind::JsonDocument));
    if (!bytes)
        return bytes.error();
    return parseJsonObject(*bytes, fileName);
}

} // namespace battlemat
