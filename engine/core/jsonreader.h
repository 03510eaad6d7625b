#pragma once

#include "core/result.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <limits>

namespace battlemat {

/**
 * Where in which file a JSON value sits ("sample.json: creatures[2].size"), so that every message about a
 * malformed file says what and where. Cheap to copy; child() and at() descend.
 */
class JsonContext
{
public:
    explicit JsonContext(QString source, QString path = {});

    JsonContext child(const QString &key) const;
    JsonContext at(qsizetype index) const;
    QString where() const;
    Error error(const QString &what) const;

    /** Each field read without a default must be present; numbers must be integers within [min, max]. */
    Result<int> requireInt(const QJsonObject &object, const QString &key, int min = std::numeric_limits<int>::min(),
                           int max = std::numeric_limits<int>::max()) const;
    Result<int> optionalInt(const QJsonObject &object, const QString &key, int fallback,
                            int min = std::numeric_limits<int>::min(), int max = std::numeric_limits<int>::max()) const;
    Result<QString> requireString(const QJsonObject &object, const QString &key) const;
    Result<QString> optionalString(const QJsonObject &object, const QString &key, const QString &fallback = {}) const;
    Result<bool> optionalBool(const QJsonObject &object, const QString &key, bool fallback) const;
    Result<QJsonObject> requireObject(const QJsonObject &object, const QString &key) const;
    Result<QJsonArray> optionalArray(const QJsonObject &object, const QString &key) const;
    Result<QJsonArray> requireArray(const QJsonObject &object, const QString &key) const;

    const QString &source() const { return m_source; }

private:
    QString m_source;
    QString m_path;
};

/** Parses text that must hold one JSON object; errors name the line and column. */
Result<QJsonObject> parseJsonObject(const QByteArray &text, const QString &source);

/** Reads a file that must hold one JSON object; errors name the file. */
Result<QJsonObject> readJsonObjectFile(const QString &fileName, qint64 maxBytes = 64 * 1024 * 1024);

} // namespace battlemat
