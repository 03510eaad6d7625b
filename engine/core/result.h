#pragma once

#include <QString>

#include <utility>
#include <variant>

namespace battlemat {

/** Why an input was refused, worded for the person who typed or wrote it: what is wrong and where. */
struct Error
{
    QString message;
};

/**
 * A value or the Error that prevented it. The engine never throws across its API: every input from a
 * person or a file can be wrong, and the caller must be able to show why without losing anything.
 */
template<typename T>
class Result
{
public:
    Result(T value)
        : m_data(std::in_place_index<0>, std::move(value))
    {}
    Result(Error error)
        : m_data(std::in_place_index<1>, std::move(error))
    {}

    bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<0>(m_data); }
    T &value() & { return std::get<0>(m_data); }
    T &&value() && { return std::get<0>(std::move(m_data)); }
    const T *operator->() const { return &std::get<0>(m_data); }
    const T &operator*() const { return std::get<0>(m_data); }

    const Error &error() const { return std::get<1>(m_data); }
    QString errorMessage() const { return ok() ? QString() : error().message; }

private:
    std::variant<T, Error> m_data;
};

/** Result for operations that produce nothing but can fail. */
struct Done
{};
using Status = Result<Done>;
inline Status success()
{
    return Done{};
}

} // namespace battlemat
