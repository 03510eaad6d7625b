#pragma once

#include "core/jsonreader.h"
#include "dice/diesource.h"
#include "dice/xoshiro256starstar.h"

#include <QJsonObject>

namespace battlemat {

/** The encounter's dice: a seeded xoshiro256** generator, reproducible from its seed. */
class SeededDieSource : public DieSource
{
public:
    explicit SeededDieSource(quint64 seed);

    Result<int> roll(int sides) override;

    quint64 seed() const { return m_seed; }
    /** How many die results were drawn since seeding (a replay check compares it). */
    quint64 rollsDrawn() const { return m_rollsDrawn; }
    const Xoshiro256StarStar &generator() const { return m_generator; }

    /**
     * {"seed": "<decimal>", "state": ["<16 hex digits>" x 4], "rollsDrawn": N}: a snapshot for autosave, so an
     * encounter can continue with exactly the dice it would have rolled. 64-bit numbers are strings because
     * JSON numbers lose precision above 2^53.
     */
    QJsonObject toJson() const;
    static Result<SeededDieSource> fromJson(const QJsonObject &object, const JsonContext &context);

private:
    quint64 m_seed;
    quint64 m_rollsDrawn = 0;
    Xoshiro256StarStar m_generator;
};

} // namespace battlemat
