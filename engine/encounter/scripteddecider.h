#pragma once

#include "core/jsonreader.h"
#include "encounter/decider.h"

#include <QJsonArray>
#include <QList>

namespace battlemat {

/**
 * Answers from a list given in advance, in order of asking; when the list holds no answer for the question, the
 * documented defaults (docs/encounter.md): take every opportunity attack, never knock out, always spend the
 * recovery on a natural 20, keep tied initiative as rolled, Grant Save saves at once, decline a module's offer
 * or re-roll (an action die or a hero token is the player's to spend), decline a square (nothing is moved or aimed
 * that the script does not name). In strict mode (replay) a
 * missing or mismatched answer is an error instead.
 */
class ScriptedDecider : public Decider
{
public:
    struct Answer
    {
        DecisionKind kind;
        bool yes = true;
        QStringList order;
        std::optional<Square> square; // Square: the square chosen, none to decline
        QJsonObject recorded;         // the decision event it was read from (a replay's module offers follow it)
    };

    ScriptedDecider() = default;
    explicit ScriptedDecider(QList<Answer> answers, bool strict = false);
    /**
     * Reads [{"kind": "opportunityAttack", "answer": false}, {"kind": "tiedInitiative", "answer": [ids]},
     * {"kind": "square", "answer": [x, y]} (null declines)].
     */
    static Result<QList<Answer>> answersFromJson(const QJsonArray &array, const JsonContext &context);

    void append(const Answer &answer) { m_answers.append(answer); }
    qsizetype remaining() const { return m_answers.size() - m_next; }
    /** Set when a strict decider met a question its answers did not cover. */
    const QString &mismatch() const { return m_mismatch; }

    QCoro::Task<bool> decide(DecisionRequest request) override;
    QCoro::Task<QStringList> order(DecisionRequest request) override;
    QCoro::Task<std::optional<Square>> square(DecisionRequest request) override;
    bool replaying() const override { return m_strict; }
    QJsonObject recordedNext(DecisionKind kind) const override;

private:
    const Answer *take(DecisionKind kind);

    QList<Answer> m_answers;
    qsizetype m_next = 0;
    bool m_strict = false;
    QString m_mismatch;
};

} // namespace battlemat
